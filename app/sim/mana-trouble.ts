// Mana screw and flood, defined once so every runner flags them the same way.
//
// Screw: fewer than 3 lands on the battlefield at the end of turn 4 — two or more of the first
//   four land drops missed, the point where a typical deck can no longer cast its spells on curve.
// Flood: 8 or more lands in play and in hand together at the end of turn 6 — at least two
//   lands more than six land drops can use, i.e. dead draws instead of spells.
// A game shorter than the check turn is judged at its last turn with the same margins.

export const SCREW_TURN = 4;
export const SCREW_BELOW_LANDS = 3;
export const FLOOD_TURN = 6;
export const FLOOD_EXTRA_LANDS = 2;

/** Screwed: fewer than `SCREW_BELOW_LANDS` lands at the end of turn `SCREW_TURN`. */
export function isScrewed(landsOnBattlefield: readonly number[]): boolean {
  const turn = Math.min(SCREW_TURN, landsOnBattlefield.length);
  if (turn === 0) return false;
  const needed = SCREW_BELOW_LANDS - (SCREW_TURN - turn);
  return landsOnBattlefield[turn - 1]! < needed;
}

/** The turn at whose end flood is judged in a game of `maxTurns` turns. */
export function floodCheckTurn(maxTurns: number): number {
  return Math.min(FLOOD_TURN, maxTurns);
}

/** Flooded: lands in play plus lands in hand at the end of the check turn ≥ that turn + 2. */
export function isFlooded(landsInPlayAndHand: number, checkTurn: number): boolean {
  return checkTurn > 0 && landsInPlayAndHand >= checkTurn + FLOOD_EXTRA_LANDS;
}
