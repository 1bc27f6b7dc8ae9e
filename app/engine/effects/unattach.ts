// "Unattach enchanted Equipment" (Carry Away, CR 701.3d): the Equipment moves away from the
// creature it equips and stays on the battlefield attached to nothing.
import { objectsOf, type EffectUnit } from './context.ts';

export const unattach: EffectUnit<'unattach'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) object.attachedTo = -1;
};
