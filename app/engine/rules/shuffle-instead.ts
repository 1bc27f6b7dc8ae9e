// "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
// instead" (CR 614.1a; grammar/shuffle-instead.ts): the card's own move to a graveyard, from any zone,
// goes to its owner's library, which is then shuffled. Asked only when a card of the game has it.
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerZone } from '../state/state.ts';
import { hasStaticOfKind } from './statics.ts';

const SHUFFLE_INSTEAD = staticKinds('shuffle instead of graveyard');

/** True when this move to a graveyard becomes a shuffle into the owner's library. */
export function shufflesInstead(state: GameState, object: GameObject, to: PlayerZone): boolean {
  if (to !== 'graveyard' || !inGame(state, SHUFFLE_INSTEAD)) return false;
  return hasStaticOfKind(object.card, 'shuffle instead of graveyard');
}
