// "Target opponent gains control of ~ / of target permanent you control" (grammar/give-self.ts): the
// permanent changes sides for good (CR 613.1b), through the same control change as "gain control of".
import { takeControl } from '../rules/control-change.ts';
import { objectsOf, playersOf, type EffectUnit } from './context.ts';

export const giveSelf: EffectUnit<'giveSelf'> = (game, effect, context) => {
  const to = playersOf(effect.who, effect.target, context, game)[0];
  if (to === undefined) return;
  if (effect.objects) {
    for (const object of objectsOf(game, effect.objects, context)) takeControl(game.state, object, to, false);
    return;
  }
  const self = game.state.objects[context.item.objectId]!;
  if (self.zone !== 'battlefield' || self.zcc !== context.item.sourceZcc) return;
  takeControl(game.state, self, to, false);
};
