// "~ phases out", "Target creature phases out" (CR 702.26d): each permanent named, with what is attached to it.
import { phaseOut as phaseOutPermanent } from '../abilities/phasing.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const phaseOut: EffectUnit<'phaseOut'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) phaseOutPermanent(game, object);
};
