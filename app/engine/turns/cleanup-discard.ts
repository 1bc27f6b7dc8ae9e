// CR 514.1: in the cleanup step the active player discards down to the maximum hand size, and
// the player chooses which cards. An action names them (`discard` on next_phase / next_turn);
// when it names none, the game's chooser decides (the simulator's autopilot sets its policy),
// else the documented default: the last cards in hand.
import { maximumHandSize } from '../rules/casting-rules.ts';
import type { Game } from './game.ts';
import { YOU } from '../state/state.ts';
import { hasNoMaximumHandSize } from '../abilities/upkeep.ts';
import { discardCards } from '../events/zones.ts';

/** Chooses `count` cards (object ids) from the player's hand to discard in the cleanup step. */
export type CleanupDiscardChooser = (game: Game, count: number) => readonly number[];

/** How many cards the cleanup step asks you to discard now (CR 514.1): 0 without a maximum hand size. */
export function cleanupDiscardCount(game: Game): number {
  const state = game.state;
  const hand = state.players[YOU].hand.length;
  if (hand === 0) return 0;
  // The hand size first: most cleanups are within it, and "no maximum hand size" is a scan.
  const over = hand - maximumHandSize(state, YOU);
  return over > 0 && !hasNoMaximumHandSize(state) ? over : 0;
}

/** The documented default (spec/SCENARIOS.md, docs/engine.md): the last `count` cards in hand. */
export function lastCardsInHand(game: Game, count: number): readonly number[] {
  return game.state.players[YOU].hand.slice(-count);
}

/** The cleanup's turn-based discard (CR 514.1), by the action's choice, the game's chooser or the default. */
export function discardToHandSize(game: Game): void {
  const count = cleanupDiscardCount(game);
  game.cleanupAsked = count;
  if (count === 0) return;
  const hand = game.state.players[YOU].hand;
  // A choice is `count` distinct cards of the hand; a chooser that hands back anything else gets the default.
  const isChoice = (ids: readonly number[] | null | undefined): ids is readonly number[] => !!ids && ids.length === count && new Set(ids).size === count && ids.every((id) => hand.includes(id));
  const named = game.cleanupChoice;
  const chosen = isChoice(named) ? named : game.chooseCleanupDiscard?.(game, count);
  discardCards(game, (isChoice(chosen) ? chosen : lastCardsInHand(game, count)).map((id) => game.state.objects[id]!)); // one group (CR 603.2c)
}
