// Replacement effects on a draw (CR 614.11: "If you would draw a card, … instead"). The families
// that replace draws (dredge, CR 702.52; Unpredictable Cyclone's cycling draw) sit above the zone
// moves, so each registers its replacement here as its module loads (the game loads every family
// through the action dispatcher) and a draw asks them without importing them. Their kinds are in
// the registry of replacements (rules/replacements.ts).
import type { Game } from '../turns/game.ts';
import type { PlayerId, StackItem } from '../state/state.ts';

/**
 * What makes a draw happen, when a spell or ability's effect does: the resolving object, and the
 * player's answer to the first question it asks (the effect context's own fields, so a draw
 * costs no extra object). A turn's draw has none.
 */
export interface DrawCause {
  readonly item: StackItem;
  answer: { value: unknown } | undefined;
  asked: boolean;
}

/** Replaces the player's next draw when it applies; true when it did (the draw does not happen). */
export type DrawReplacement = (game: Game, player: PlayerId, cause: DrawCause | undefined) => boolean;

const replacements: DrawReplacement[] = [];

export function addDrawReplacement(replacement: DrawReplacement): void {
  if (!replacements.includes(replacement)) replacements.push(replacement);
}

/** Whether a registered replacement took the place of this draw. */
export function drawReplaced(game: Game, player: PlayerId, cause?: DrawCause): boolean {
  for (let index = 0; index < replacements.length; index += 1) if (replacements[index]!(game, player, cause)) return true;
  return false;
}
