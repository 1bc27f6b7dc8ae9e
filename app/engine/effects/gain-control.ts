// "Gain control of target creature until end of turn / for as long as you control ~": see app/engine/rules/control-change.ts.
import { takeControl } from '../rules/control-change.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const gainControl: EffectUnit<'gainControl'> = (game, effect, context) => {
  const lasts = effect.lasts && { ...effect.lasts, source: context.item.objectId, zcc: context.item.sourceZcc };
  for (const object of objectsOf(game, effect.objects, context)) takeControl(game.state, object, context.item.controller, effect.untilEndOfTurn, lasts);
};
