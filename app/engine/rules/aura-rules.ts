// Rules an Aura imposes on the permanent it enchants that other parts of the engine ask about:
// "can't be the target of spells" (CR 115.4), "can't be enchanted by other Auras" (CR 303.4),
// "assigns combat damage equal to its toughness rather than its power" (CR 510.1a), "can't crew
// Vehicles", "can attack as though it didn't have defender". Each asks
// first whether any attachment matters now (`attachmentsMatter`), so boards without one pay nothing.
import type { TargetSpec } from '../../cards/oracle/abilities.ts';
import { attachmentsMatter } from './attached.ts';
import { hasRestriction, powerOf, toughnessOf } from './characteristics.ts';
import type { GameObject, GameState } from '../state/state.ts';
import { hasStaticOfKind, type StaticOf } from './statics.ts';

/**
 * Whether `spec` is a target of `source` as a spell (CR 601.2c): on the stack, or being cast from
 * its zone — unless the spec is one of the card's own activated or triggered abilities there.
 */
function targetOfSpell(source: GameObject, spec: TargetSpec): boolean {
  if (source.zone === 'stack') return true;
  if (source.zone === 'battlefield') return false;
  const card = source.card;
  return !card.activated.some((ability) => ability.targets.includes(spec)) && !card.triggered.some((ability) => ability.targets.includes(spec));
}

/** CR 115.4, 303.4: whether `object` may not be targeted by `source` ("can't be the target of spells"; an Aura spell where it "can't be enchanted by other Auras"). */
export function auraForbidsTarget(state: GameState, object: GameObject, source: GameObject | undefined, spec: TargetSpec): boolean {
  if (!source || !attachmentsMatter(state) || !targetOfSpell(source, spec)) return false;
  if (hasRestriction(state, object, 'cant be targeted by spells')) return true;
  return source.card.isAura && hasRestriction(state, object, 'cant be enchanted by other auras');
}

const isNoOtherAuras = (effect: StaticOf<'restriction'>): boolean => effect.what === 'cant be enchanted by other auras';

/** CR 303.4d, 704.5m: an Aura other than the one saying so cannot stay on a permanent that "can't be enchanted by other Auras". */
export function enchantingForbidden(state: GameState, host: GameObject, aura: GameObject): boolean {
  if (!attachmentsMatter(state)) return false;
  // The Aura that says so is itself no "other" Aura: ask with it left out.
  const saysSo = hasStaticOfKind(aura.card, 'restriction', isNoOtherAuras);
  if (saysSo && !otherSays(state, host, aura)) return false;
  return hasRestriction(state, host, 'cant be enchanted by other auras');
}

/** Whether an Aura other than `aura` attached to `host` says "can't be enchanted by other Auras". */
function otherSays(state: GameState, host: GameObject, aura: GameObject): boolean {
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const other = state.objects[id]!;
      if (other.id === aura.id || other.attachedTo !== host.id) continue;
      if (hasStaticOfKind(other.card, 'restriction', isNoOtherAuras)) return true;
    }
  }
  return false;
}

/** CR 510.1a: the combat damage a creature assigns: its power, or its toughness where an Aura says so. */
export function combatDamageAmount(state: GameState, creature: GameObject): number {
  const byToughness = attachmentsMatter(state) && hasRestriction(state, creature, 'assigns toughness');
  return Math.max(0, (byToughness ? toughnessOf(state, creature) : powerOf(state, creature)) ?? 0);
}

/** CR 702.122a: a creature an Aura says "can't crew Vehicles" is no crew. */
export function cantCrew(state: GameState, creature: GameObject): boolean {
  return attachmentsMatter(state) && hasRestriction(state, creature, 'cant crew');
}

/** CR 302.6: "can attack as though it had haste": summoning sickness does not stop its attack (its {T} abilities still wait). */
export function attacksDespiteSickness(state: GameState, creature: GameObject): boolean {
  return attachmentsMatter(state) && hasRestriction(state, creature, 'attacks despite sickness');
}

/** CR 506.5: "can only attack alone" (an Aura's). */
export function attacksOnlyAlone(state: GameState, creature: GameObject): boolean {
  return attachmentsMatter(state) && hasRestriction(state, creature, 'attacks only alone');
}

/** CR 702.3b: "can attack as though it didn't have defender", an Aura's or its own (asked only of a creature with defender). */
export function attacksDespiteDefender(state: GameState, creature: GameObject): boolean {
  return hasRestriction(state, creature, 'attacks despite defender');
}
