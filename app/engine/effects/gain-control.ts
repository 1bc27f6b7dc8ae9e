// "Gain control of target creature until end of turn": see app/engine/control-change.ts.
import { takeControl } from '../control-change.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const gainControl: EffectUnit<'gainControl'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) takeControl(game.state, object, context.item.controller, effect.untilEndOfTurn);
};
