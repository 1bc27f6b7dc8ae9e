// Replacement effects on a draw (CR 614.11: "If you would draw a card, … instead"). The families
// that replace draws (dredge, CR 702.52) sit above the zone moves, so each registers its
// replacement here as its module loads (the game loads every family through the action
// dispatcher) and a draw asks them without importing them.
import type { Game } from '../turns/game.ts';
import type { PlayerId } from '../state/state.ts';

/** Replaces the player's next draw when it applies; true when it did (the draw does not happen). */
export type DrawReplacement = (game: Game, player: PlayerId) => boolean;

const replacements: DrawReplacement[] = [];

export function addDrawReplacement(replacement: DrawReplacement): void {
  if (!replacements.includes(replacement)) replacements.push(replacement);
}

/** Whether a registered replacement took the place of this draw. */
export function drawReplaced(game: Game, player: PlayerId): boolean {
  for (let index = 0; index < replacements.length; index += 1) if (replacements[index]!(game, player)) return true;
  return false;
}
