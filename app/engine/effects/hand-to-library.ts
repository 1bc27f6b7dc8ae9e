// "… then put two cards from your hand on top of your library in any order" (grammar/hand-to-library.ts):
// by default the last cards in hand go back (as discard's default takes the last card), in hand
// order, the first of them ending on top. "Target opponent gains control of ~": the source
// changes sides for good (CR 613.1b), through the same control change as "gain control of".
import { takeControl } from '../control-change.ts';
import { moveObject } from '../zones.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const handToLibrary: EffectUnit<'handToLibrary'> = (game, effect, context) => {
  const hand = game.state.players[context.item.controller].hand;
  const cards = hand.slice(Math.max(0, hand.length - effect.count));
  const ordered = effect.bottom ? cards : [...cards].reverse(); // each later card goes on top of the earlier ones
  for (const id of ordered) moveObject(game, game.state.objects[id]!, 'library', { position: effect.bottom ? 'bottom' : 'top' });
};

export const giveSelf: EffectUnit<'giveSelf'> = (game, effect, context) => {
  const self = game.state.objects[context.item.objectId]!;
  if (self.zone !== 'battlefield' || self.zcc !== context.item.sourceZcc) return;
  const to = playersOf(effect.who, effect.target, context, game)[0];
  if (to !== undefined) takeControl(game.state, self, to, false);
};
