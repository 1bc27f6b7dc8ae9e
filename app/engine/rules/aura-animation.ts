// Auras that make the permanent they enchant a creature: "Enchanted land is a 6/4 green Elemental
// creature. It's still a land." (the Zendikons), "Enchanted artifact is a creature with base power
// and toughness 5/5 in addition to its other types", "As long as enchanted permanent is a Vehicle,
// it's a creature in addition to its other types". The permanent keeps its types and abilities and
// becomes a creature (layer 4, CR 613.1d) of the Aura's colours (layer 5) with the Aura's base power
// and toughness (layer 7b, CR 613.4b), through the same `animated` record spells use, marked as the
// Aura's so it ends when the Aura no longer applies (it leaves, or its condition fails).
import type { AuraAnimation } from '../../cards/oracle/abilities.ts';

import type { StaticApplies } from './static-applies.ts';
import type { GameObject, GameState } from '../state/state.ts';
import type { Animation } from '../state/records.ts';

/** The animation the Auras attached to `object` give it now (the latest wins, CR 613.7), or undefined. */
function wantedAnimation(state: GameState, object: GameObject, attached: readonly GameObject[], staticApplies: StaticApplies): Animation | undefined {
  let wanted: AuraAnimation | undefined;
  for (const source of attached) {
    for (const ability of source.card.statics) {
      const effect = ability.effect;
      if (effect.kind === 'attached' && effect.animates && source.card.isAura && staticApplies(state, ability, source)) wanted = effect.animates;
    }
  }
  if (!wanted) return undefined;
  return {
    power: wanted.power ?? object.card.power ?? 0,
    toughness: wanted.toughness ?? object.card.toughness ?? 0,
    colors: wanted.colors,
    types: ['Creature'],
    subtypes: wanted.subtypes,
    untilEndOfTurn: false,
    byAura: true,
  };
}

const sameAnimation = (a: Animation, b: Animation): boolean =>
  a.power === b.power && a.toughness === b.toughness && a.colors.join() === b.colors.join() && a.subtypes.join() === b.subtypes.join();

/**
 * Sets the Aura animations on the permanents enchanted by an animating Aura and ends them where
 * none applies any more; true when anything changed. An animation by a spell or ability stays as it is.
 */
export function applyAuraAnimations(state: GameState, animatingAuras: readonly GameObject[], staticApplies: StaticApplies): boolean {
  let changed = false;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      const attached = animatingAuras.filter((aura) => aura.attachedTo === id);
      if (attached.length === 0 && !object.animated?.byAura) continue;
      if (object.animated && !object.animated.byAura) continue;
      const wanted = attached.length > 0 ? wantedAnimation(state, object, attached, staticApplies) : undefined;
      if (!wanted) {
        if (object.animated) {
          object.animated = undefined;
          changed = true;
        }
      } else if (!object.animated || !sameAnimation(object.animated, wanted)) {
        object.animated = wanted;
        changed = true;
      }
    }
  }
  return changed;
}
