// "Becomes blue / colorless / an Island until end of turn" (CR 105.3 layer 5, CR 305.7 layer 4):
// kept as the object's `chosenTypes`, the record the "of your choice" forms use, so colours, land
// types and their mana abilities follow it and it ends in the cleanup step (CR 514.2) or when the
// permanent leaves the battlefield (CR 400.7).
import { colorsOf } from '../rules/attached.ts';
import { setChosenType } from '../rules/chosen-types.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const becomes: EffectUnit<'becomes'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) {
    if (effect.land) {
      setChosenType(game.state, object, 'basic land type', effect.land);
      continue;
    }
    const colors = effect.addsColors ? [...new Set([...colorsOf(object), ...effect.colors!])] : effect.colors!;
    object.chosenTypes = { ...object.chosenTypes, colors };
  }
};
