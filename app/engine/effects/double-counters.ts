// "Double the number of +1/+1 counters on …" (CR 122.6): as many more of that kind as it has; with
// "each kind of counter", every kind it has.
import { changeCounters } from '../state/counters.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const doubleCounters: EffectUnit<'doubleCounters'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) {
    if (!object.counters) continue;
    const kinds = effect.counter === null ? Object.entries(object.counters) : [[effect.counter, object.counters[effect.counter] ?? 0] as const];
    for (const [kind, count] of kinds) if (count > 0) changeCounters(object, kind, count);
  }
};
