// "… then put two cards from your hand on top of your library in any order" (grammar/hand-to-library.ts):
// by default the last cards in hand go back (as discard's default takes the last card), in hand
// order, the first of them ending on top.
import { moveObject } from '../events/zones.ts';
import type { EffectUnit } from './context.ts';

export const handToLibrary: EffectUnit<'handToLibrary'> = (game, effect, context) => {
  const hand = game.state.players[context.item.controller].hand;
  const cards = hand.slice(Math.max(0, hand.length - effect.count));
  const ordered = effect.bottom ? cards : [...cards].reverse(); // each later card goes on top of the earlier ones
  for (const id of ordered) moveObject(game, game.state.objects[id]!, 'library', { position: effect.bottom ? 'bottom' : 'top' });
};
