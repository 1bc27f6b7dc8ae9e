// "Switch target creature's power and toughness until end of turn" (CR 613.4d, layer 7d): a
// second switch undoes the first; it ends in the cleanup step (CR 514.2) or when the creature
// leaves the battlefield (CR 400.7).
import { objectsOf, type EffectUnit } from './context.ts';

export const switchPT: EffectUnit<'switchPT'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) object.switchedPT = !object.switchedPT;
};
