// "Target opponent gains control of ~" (grammar/give-self.ts): the source changes sides for good
// (CR 613.1b), through the same control change as "gain control of".
import { takeControl } from '../control-change.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const giveSelf: EffectUnit<'giveSelf'> = (game, effect, context) => {
  const self = game.state.objects[context.item.objectId]!;
  if (self.zone !== 'battlefield' || self.zcc !== context.item.sourceZcc) return;
  const to = playersOf(effect.who, effect.target, context, game)[0];
  if (to !== undefined) takeControl(game.state, self, to, false);
};
