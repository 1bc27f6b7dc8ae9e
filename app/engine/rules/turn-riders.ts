// What a rider sentence leaves on a permanent for the rest of the turn (docs/rules-riders.md):
// "can't be regenerated this turn" (CR 701.15) and "if it would die this turn, exile it instead"
// (a replacement effect, CR 614.1a). Each mark holds for the object it was set on (its zone-change
// count then) and for the turn it was set in, so nothing has to clear it at cleanup.
import { isCreatureNow } from './characteristics.ts';
import type { GameObject, GameState, PlayerZone, Zone } from '../state/state.ts';
import type { TurnRiders } from '../state/records.ts';

function current(state: GameState, object: GameObject): TurnRiders | undefined {
  const marks = object.turnRiders;
  return marks && marks.zcc === object.zcc && marks.turn === state.turn ? marks : undefined;
}

/** Marks a permanent for the rest of this turn. */
export function markThisTurn(state: GameState, object: GameObject, what: 'noRegenerate' | 'exileIfDies' | 'noCombatDamageTo' | 'assignsNoCombatDamage'): void {
  const marks = current(state, object) ?? (object.turnRiders = { zcc: object.zcc, turn: state.turn, noRegenerate: false, exileIfDies: false, noCombatDamageTo: false, assignsNoCombatDamage: false });
  marks[what] = true;
}

/** CR 701.15: a regeneration shield replaces its destruction unless it "can't be regenerated". */
export function canBeRegenerated(state: GameState, object: GameObject): boolean {
  return object.turnRiders ? !current(state, object)?.noRegenerate : true;
}

/** CR 615: combat damage that would be dealt to it this turn is prevented. */
export function combatDamageToPrevented(state: GameState, object: GameObject): boolean {
  return object.turnRiders ? current(state, object)?.noCombatDamageTo === true : false;
}

/** CR 510.1a: "assigns no combat damage this turn" — it assigns none (not prevention: nothing is dealt to prevent). */
export function assignsNoCombatDamage(state: GameState, object: GameObject): boolean {
  return object.turnRiders ? current(state, object)?.assignsNoCombatDamage === true : false;
}

/** CR 700.4, 614.1a: a creature that would die (battlefield to graveyard) and is marked "exile it instead" goes to exile. */
export function diesReplacement(state: GameState, object: GameObject, from: Zone | 'none', to: PlayerZone): PlayerZone {
  if (!object.turnRiders || from !== 'battlefield' || to !== 'graveyard' || !isCreatureNow(object)) return to;
  return current(state, object)?.exileIfDies ? 'exile' : to;
}
