// Zack Fair's legacy: "Put ~'s counters on that creature and attach an Equipment that was attached
// to ~ to that creature." The source was sacrificed to pay the cost, so both parts read it as it
// last existed on the battlefield (CR 608.2h, recorded when the cost was paid:
// abilities/sacrificed-source.ts). Putting "its counters" on another object puts the same number of
// each kind there (CR 122.5: counters moved are removed from one object and put on the other; the
// source's are already gone with it, CR 122.2).
import { changeCounters } from '../state/counters.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const moveSourceCounters: EffectUnit<'move source counters'> = (game, effect, context) => {
  const counters = context.item.sacrificed?.counters;
  const creature = objectsOf(game, effect.objects, context)[0];
  if (!counters || !creature) return;
  for (const [kind, count] of Object.entries(counters)) if (count > 0) changeCounters(creature, kind, count);
};

/**
 * CR 701.3a: one Equipment that was attached to the source and is still the same object on the
 * battlefield moves onto the creature. With several, the first by when it was recorded (battlefield
 * order) is taken: the card says "an Equipment", and a goldfish player rarely has two on one creature.
 */
export const attachSourceEquipment: EffectUnit<'attach source equipment'> = (game, effect, context) => {
  const creature = objectsOf(game, effect.objects, context)[0];
  if (!creature || !creature.card.isCreature) return;
  for (const { id, zcc } of context.item.sacrificed?.equipment ?? []) {
    const equipment = game.state.objects[id];
    if (!equipment || equipment.zone !== 'battlefield' || equipment.zcc !== zcc) continue;
    equipment.attachedTo = creature.id;
    game.state.attachedEffects = true;
    return;
  }
};
