// "Enchanted creature loses all abilities" (Lignify, Frogify, Kasmina's Transmutation, Darksteel
// Mutation; CR 613.1f, layer 6). Every part of the engine reads a permanent's abilities from its
// card (keywords, activated, triggered and static abilities, replacements as it leaves), so the
// permanent plays as a copy of its card with none of them while the Aura applies, the way a
// face-down permanent plays as the face-down card (`face-down.ts`): no reader needs a special case.
// The card it had is kept in `abilitiesLostFrom` and put back when the Aura stops applying or the
// permanent leaves the battlefield. Abilities the Aura itself grants ("has defender, loses all other
// abilities") come from the Aura and stay. "… and is a blue Frog creature" also sets its card types
// on that copy (CR 205.1a, layer 4), so every type check sees a Frog creature and nothing else.
import type { StaticEffect } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { StaticApplies } from './static-applies.ts';
import type { GameObject, GameState } from '../state/state.ts';

type LosesAll = NonNullable<Extract<StaticEffect, { kind: 'attached' }>['losesAll']>;

/** The copies without abilities, by card and by the effect that made them (its card types). */
const copies = new WeakMap<CompiledCard, Map<LosesAll, CompiledCard>>();
const withoutAbilities = new WeakSet<CompiledCard>();

/** The card with no abilities (CR 613.1f) and the card types the effect sets (CR 205.1a). */
function copyWithoutAbilities(card: CompiledCard, loss: LosesAll): CompiledCard {
  let byEffect = copies.get(card);
  if (!byEffect) copies.set(card, (byEffect = new Map()));
  let copy = byEffect.get(loss);
  if (!copy) {
    const types = loss.cardTypes ? { ...card.types, types: loss.cardTypes } : card.types;
    const isCreature = types.types.includes('Creature');
    copy = {
      ...card,
      types,
      isCreature,
      // CR 208.3: a noncreature permanent has no power or toughness (Imprisoned in the Moon).
      power: isCreature ? card.power : null,
      toughness: isCreature ? card.toughness : null,
      isLand: types.types.includes('Land'),
      keywords: [],
      activated: [],
      triggered: [],
      statics: [],
      levels: null,
      morph: null,
      allCreatureTypes: false,
      grantsKeywords: false,
      lowersToughness: false,
      changesGameRules: false,
      castingRules: false,
      locksLifeGain: false,
    };
    withoutAbilities.add(copy);
    byEffect.set(loss, copy);
  }
  return copy;
}

/** What the Auras on `object` that make it lose all abilities say now (the latest wins, CR 613.7), or undefined. */
function wantedLoss(state: GameState, object: GameObject, auras: readonly GameObject[], staticApplies: StaticApplies): LosesAll | undefined {
  let wanted: LosesAll | undefined;
  for (const aura of auras) {
    if (aura.attachedTo !== object.id) continue;
    for (const ability of aura.card.statics) {
      const effect = ability.effect;
      if (effect.kind === 'attached' && effect.losesAll && aura.card.isAura && staticApplies(state, ability, aura)) wanted = effect.losesAll;
    }
  }
  return wanted;
}

/** Puts the card it had back (the Aura no longer applies, or the permanent leaves the battlefield). */
export function restoreAbilities(object: GameObject): void {
  const before = object.abilitiesLostFrom;
  if (!before) return;
  if (withoutAbilities.has(object.card)) object.card = before;
  object.abilitiesLostFrom = undefined;
}

/**
 * Makes each permanent an Aura in `auras` strips of its abilities play as its card without them, and
 * gives the others their card back; true when anything changed.
 */
export function applyAbilityLoss(state: GameState, auras: readonly GameObject[], staticApplies: StaticApplies): boolean {
  let changed = false;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      if (!object.abilitiesLostFrom && !auras.some((aura) => aura.attachedTo === id)) continue;
      const loss = wantedLoss(state, object, auras, staticApplies);
      if (!loss) {
        if (object.abilitiesLostFrom) {
          restoreAbilities(object);
          changed = true;
        }
        continue;
      }
      // Turned face up or otherwise given a new card since: strip that one (CR 708.8 keeps the effect).
      if (object.abilitiesLostFrom && !withoutAbilities.has(object.card)) object.abilitiesLostFrom = undefined;
      const real = object.abilitiesLostFrom ?? object.card;
      const copy = copyWithoutAbilities(real, loss);
      if (object.card === copy) continue;
      object.abilitiesLostFrom = real;
      object.card = copy;
      changed = true;
    }
  }
  return changed;
}
