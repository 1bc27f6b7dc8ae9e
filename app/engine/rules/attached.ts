// What an Aura or Equipment does to the permanent it is attached to, beyond "gets/has": keywords
// it loses, its base power and toughness (CR 613.4b, layer 7b), abilities granted to it (layer 6),
// rules it follows ("its activated abilities can't be activated"), and who controls it ("You
// control enchanted creature", CR 303.4e, 613.1b layer 2). Later attachments win (timestamp
// order, CR 613.7: battlefield order stands in for it).
import type { ActivatedAbility, StaticEffect, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { intrinsicManaAbilities } from '../../cards/oracle/mana-abilities.ts';
import type { TypeLine } from '../../cards/type-line.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { Game } from '../turns/game.ts';
import { staticApplies } from './conditions.ts';
import type { CharacteristicsSet, GameObject, GameState, PlayerId } from '../state/state.ts';
import { animatedTypes } from './animation.ts';
import { withChosenCreatureType } from './chosen-types.ts';
import { applyAuraAnimations } from './aura-animation.ts';
import { applyAbilityLoss } from './abilities-lost.ts';
import { applySelfAnimations } from './self-animation.ts';
import { OBJECT_LAYER_EFFECTS, inGame, restrictions, staticKinds, triggerKinds } from '../state/game-features.ts';
import { chosenLandTypes } from './chosen-land-type.ts';
import { controlStillLasts } from './control-duration.ts';

type Attached = Extract<StaticEffect, { kind: 'attached' }>;

/** What a card's statics do to what it is attached to, as bits: read once per compiled card (this is hot). */
const ATTACHED = 1;
const CANT_ACTIVATE = 2;
const CONTROL = 4;
const LAND_TYPES = 8;
const TRIGGERS = 16;
const ADDS_TYPES = 32;
const ANIMATES = 64;
const RULES = 128;
const LOSES_ALL = 256;
/** Restrictions `aura-rules.ts` reads where targets, attachments and combat damage are checked. */
const AURA_RULES = new Set(['cant be targeted by spells', 'cant be enchanted by other auras', 'assigns toughness', 'cant crew', 'attacks despite defender', 'attacks despite sickness', 'attacks only alone']);
const flagsOf = new WeakMap<CompiledCard, number>();
/** The statics (game-features.ts) that set the flags above, and the 'enchanted' triggers: without them, attachments only "get/have". */
const ATTACHMENT_FEATURES = staticKinds('attached', 'control enchanted') | restrictions(...AURA_RULES, 'cant activate', 'cant activate nonmana', 'cant activate tap') | triggerKinds('enchanted');

function attachedFlags(card: CompiledCard): number {
  let flags = flagsOf.get(card);
  if (flags === undefined) {
    flags = 0;
    for (const ability of card.statics) {
      const effect = ability.effect;
      if (effect.kind === 'attached') flags |= ATTACHED | (effect.landTypes ? LAND_TYPES : 0) | (effect.adds || effect.sets ? ADDS_TYPES : 0) | (effect.animates ? ANIMATES : 0) | (effect.losesAll ? LOSES_ALL : 0);
      if (effect.kind === 'restriction' && (effect.what === 'cant activate' || effect.what === 'cant activate nonmana' || effect.what === 'cant activate tap')) flags |= CANT_ACTIVATE;
      if (effect.kind === 'restriction' && AURA_RULES.has(effect.what)) flags |= RULES;
      if (effect.kind === 'control enchanted') flags |= CONTROL;
    }
    if (card.isAura && card.triggered.some((ability) => ability.event.on === 'enchanted')) flags |= TRIGGERS;
    flagsOf.set(card, flags);
  }
  return flags;
}

/** Whether an attachment may do anything beyond "gets/has" now (see `GameState.attachedEffects`); the hot paths ask this first. */
export function attachmentsMatter(state: GameState): boolean {
  return state.attachedEffects !== false;
}

/** Whether the card has enchanted-object triggers ("When enchanted creature dies"). */
export function hasEnchantedTriggers(card: CompiledCard): boolean {
  return (attachedFlags(card) & TRIGGERS) !== 0;
}

/** Whether `source` is an Aura (or, for `equipped`, an Equipment) attached to `object`. */
export function attachedBy(source: GameObject, object: GameObject, equipped: boolean | undefined): boolean {
  if (source.attachedTo !== object.id) return false;
  return equipped ? source.card.types.subtypes.includes('Equipment') : source.card.isAura;
}

/** Calls `visit` for each 'attached' effect of an Aura or Equipment attached to the object. */
function forEachAttached(state: GameState, object: GameObject, visit: (effect: Attached, source: GameObject) => void): void {
  if (object.zone !== 'battlefield' || state.attachedEffects === false) return;
  for (const player of state.players) {
    const battlefield = player.battlefield;
    for (let at = 0; at < battlefield.length; at += 1) {
      const source = state.objects[battlefield[at]!]!;
      if (source.attachedTo !== object.id || (attachedFlags(source.card) & ATTACHED) === 0) continue;
      const statics = source.card.statics;
      for (let index = 0; index < statics.length; index += 1) {
        const effect = statics[index]!.effect;
        if (effect.kind === 'attached' && attachedBy(source, object, effect.via === 'equipment') && staticApplies(state, statics[index]!, source)) visit(effect, source);
      }
    }
  }
}

/** CR 613.4b: base power and toughness set by an attachment (the latest), or null. */
export function attachedBase(state: GameState, object: GameObject): { power: number; toughness: number } | null {
  if (state.attachedEffects === false) return null;
  let base: { power: number; toughness: number } | null = null;
  forEachAttached(state, object, (effect) => {
    if (effect.base) base = effect.base;
  });
  return base;
}

/** "Enchanted creature loses flying". */
export function losesKeyword(state: GameState, object: GameObject, keyword: string): boolean {
  if (state.attachedEffects === false) return false;
  let lost = false;
  forEachAttached(state, object, (effect) => {
    if (effect.loses?.includes(keyword)) lost = true;
  });
  return lost;
}

/** Activated abilities granted by attachments, in battlefield order (after the printed ones in the `activate` index). */
export function grantedActivated(state: GameState, object: GameObject): ActivatedAbility[] | null {
  if (state.attachedEffects === false) return null;
  let granted: ActivatedAbility[] | null = null;
  forEachAttached(state, object, (effect) => {
    if (effect.activated) (granted ??= []).push(...effect.activated);
  });
  return granted;
}

/** Triggered abilities a permanent has because an attachment grants them: calls `visit` with the permanent as their source. */
export function forEachGrantedTrigger(state: GameState, source: GameObject, visit: (ability: TriggeredAbility, holder: GameObject) => void): void {
  if (source.attachedTo < 0) return;
  const holder = state.objects[source.attachedTo];
  if (!holder || holder.zone !== 'battlefield') return;
  for (const ability of source.card.statics) {
    const effect = ability.effect;
    if (effect.kind === 'attached' && effect.triggered && attachedBy(source, holder, effect.via === 'equipment') && staticApplies(state, ability, source)) {
      for (const triggered of effect.triggered) visit(triggered, holder);
    }
  }
}

/** CR 615: damage an Aura or Equipment prevents: dealt by or to the permanent it is attached to (combat damage only, where it says so). */
export function attachedPreventsDamage(state: GameState, source: GameObject, recipient: GameObject | undefined, combat: boolean): boolean {
  if (state.attachedEffects === false) return false;
  let prevented = false;
  const check = (object: GameObject, side: 'to' | 'by'): void =>
    forEachAttached(state, object, (effect, aura) => {
      if (!effect.prevent || !effect.prevent[side] || (!combat && effect.prevent.combatOnly)) return;
      if (effect.prevent.fromChosenColor && !(aura.chosen?.color !== undefined && colorsOf(source).includes(aura.chosen.color))) return;
      prevented = true;
    });
  check(source, 'by');
  if (recipient && !prevented) check(recipient, 'to');
  return prevented;
}

/**
 * "Its activated abilities can't be activated" (mana abilities too, CR 605), "… unless they're mana
 * abilities", "its activated abilities with {T} in their costs …". `ability` is the one asked
 * about; without it, a land's {T} mana ability (what automatic payment taps).
 */
export function activationForbidden(state: GameState, object: GameObject, ability?: ActivatedAbility): boolean {
  if (object.zone !== 'battlefield' || state.attachedEffects === false) return false;
  const isMana = ability ? ability.isManaAbility : true;
  const taps = ability ? ability.cost.tap : true;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo !== object.id || (attachedFlags(source.card) & CANT_ACTIVATE) === 0) continue;
      for (const rule of source.card.statics) {
        const effect = rule.effect;
        if (effect.kind !== 'restriction' || !attachedBy(source, object, effect.equipped)) continue;
        if (effect.what === 'cant activate' || (effect.what === 'cant activate nonmana' && !isMana) || (effect.what === 'cant activate tap' && taps)) return true;
      }
    }
  }
  return false;
}

/** Who the control-changing Auras and effects say controls the permanent (the latest wins), or undefined. */
function controlledVia(state: GameState, object: GameObject): PlayerId | undefined {
  let controller: PlayerId | undefined;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo !== object.id || !source.card.isAura) continue;
      if (source.card.statics.some((ability) => ability.effect.kind === 'control enchanted')) controller = source.controller;
    }
  }
  // A spell's or ability's control effect (control-change.ts) is the latest.
  return object.controlEffect?.to ?? controller;
}

export function moveControl(state: GameState, object: GameObject, to: PlayerId): void {
  const from = state.players[object.controller].battlefield;
  from.splice(from.indexOf(object.id), 1);
  state.players[to].battlefield.push(object.id);
  object.controller = to;
  object.sinceTurn = state.turn; // CR 302.6: it has not been under its new controller's control since the turn began
}

/**
 * Applies "You control enchanted …" (layer 2): the enchanted permanent moves to the Aura
 * controller's side while the Aura is attached, and back to the controller it had before
 * once no such Aura is. True when control changed.
 */
function applyControlEffects(game: Game): boolean {
  const state = game.state;
  let changed = false;
  for (const player of state.players) {
    for (const id of player.battlefield.slice()) {
      const object = state.objects[id]!;
      if (object.controlledBefore === undefined && !object.card.isAura) continue;
      if (object.card.isAura && object.attachedTo >= 0 && (attachedFlags(object.card) & CONTROL) !== 0) {
        const host = state.objects[object.attachedTo]!;
        const wanted = controlledVia(state, host);
        if (host.zone === 'battlefield' && wanted !== undefined && host.controller !== wanted) {
          if (host.controlledBefore === undefined) host.controlledBefore = host.controller;
          moveControl(state, host, wanted);
          changed = true;
        }
      }
      // CR 611.2b: a "for as long as …" control effect ends the first time its duration no longer holds.
      const effect = object.controlEffect;
      if (effect?.lasts && !controlStillLasts(state, effect.lasts, effect.to)) object.controlEffect = undefined;
      if (object.controlledBefore !== undefined && controlledVia(state, object) === undefined) {
        const back = object.controlledBefore;
        object.controlledBefore = undefined;
        if (object.controller !== back) moveControl(state, object, back);
        changed = true;
      }
    }
  }
  return changed;
}

/** Its type line with the land types an Aura set (CR 305.7) and the subtypes it added (CR 205.1b): what type checks read on the battlefield. */
export function typesOf(object: GameObject): TypeLine {
  const printed = object.typesSet ? setTypes(object.card.types, object.typesSet) : object.card.types;
  const types = withChosenCreatureType(object.landTypes ? { ...printed, subtypes: object.landTypes } : printed, object);
  const added = object.typesAdded ? { ...types, subtypes: [...types.subtypes, ...object.typesAdded] } : types;
  return object.animated ? animatedTypes(added, object.animated) : added; // an animation's types (layer 4)
}

/** CR 205.1b: "is a Demon Spirit" replaces the creature types; "is legendary" adds a supertype. */
function setTypes(types: TypeLine, set: CharacteristicsSet): TypeLine {
  return {
    ...types,
    ...(set.subtypes ? { subtypes: set.subtypes as string[] } : {}),
    ...(set.supertypes ? { supertypes: [...new Set([...types.supertypes, ...set.supertypes])] } : {}),
  };
}

/** Its colours with those an Aura added "in addition to its other colors" (CR 105.3, layer 5). */
export function colorsOf(object: GameObject): readonly string[] {
  // An animation sets its colours (layer 5, "becomes a green … creature"); an Aura may add more.
  const printed = object.chosenTypes?.colors ?? object.typesSet?.colors ?? object.card.colors;
  const base = object.animated && object.animated.colors.length > 0 ? object.animated.colors : printed;
  return object.colorsAdded ? [...new Set([...base, ...object.colorsAdded])] : base;
}

/** Sets `typesAdded` and `colorsAdded` on each permanent an "is a black Zombie in addition to …" Aura enchants (and whose condition holds), clears them elsewhere; true when anything changed. */
function applyAddedTypes(state: GameState): boolean {
  const wanted = new Map<number, { subtypes: string[]; colors: string[] }>();
  const wantedSets = new Map<number, CharacteristicsSet>();
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo < 0 || (attachedFlags(source.card) & ADDS_TYPES) === 0) continue;
      for (const ability of source.card.statics) {
        const sets = ability.effect.kind === 'attached' ? ability.effect.sets : undefined;
        if (sets && staticApplies(state, ability, source)) wantedSets.set(source.attachedTo, { ...wantedSets.get(source.attachedTo), ...sets }); // the latest wins (CR 613.7)
        const adds = ability.effect.kind === 'attached' ? ability.effect.adds : undefined;
        if (!adds || !staticApplies(state, ability, source)) continue;
        const entry = wanted.get(source.attachedTo) ?? { subtypes: [], colors: [] };
        entry.subtypes.push(...adds.subtypes);
        entry.colors.push(...adds.colors);
        wanted.set(source.attachedTo, entry);
      }
    }
  }
  let changed = false;
  const same = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => (a ?? []).join() === (b ?? []).join();
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      const entry = wanted.get(id);
      const subtypes = entry && entry.subtypes.length > 0 ? entry.subtypes : undefined;
      const colors = entry && entry.colors.length > 0 ? entry.colors : undefined;
      const set = wantedSets.get(id);
      if (JSON.stringify(set) !== JSON.stringify(object.typesSet)) {
        object.typesSet = set;
        changed = true;
      }
      if (same(subtypes, object.typesAdded) && same(colors, object.colorsAdded)) continue;
      if (subtypes) object.typesAdded = subtypes;
      else object.typesAdded = undefined;
      if (colors) object.colorsAdded = colors;
      else object.colorsAdded = undefined;
      changed = true;
    }
  }
  return changed;
}

const intrinsic = new Map<string, readonly ActivatedAbility[]>();

/**
 * CR 305.7: a land whose types an effect sets loses the abilities of its rules text and old types
 * and has the mana ability of each new basic land type instead.
 */
export function landAbilities(object: GameObject): readonly ActivatedAbility[] {
  if (!object.landTypes) return object.card.activated;
  const key = object.landTypes.join(' ');
  let abilities = intrinsic.get(key);
  if (!abilities) intrinsic.set(key, (abilities = intrinsicManaAbilities(object.landTypes)));
  return abilities;
}

/** Sets `landTypes` on each land an "Enchanted land is an Island" Aura enchants (the latest wins) and clears it where none does; true when anything changed. */
function applyLandTypes(game: Game): boolean {
  const state = game.state;
  let wanted: Map<number, readonly string[]> | null = null;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo < 0 || !source.card.isAura) continue;
      for (const ability of source.card.statics) {
        if (ability.effect.kind === 'attached' && ability.effect.landTypes) {
          const types = chosenLandTypes(ability.effect.landTypes, source);
          if (types) (wanted ??= new Map()).set(source.attachedTo, types);
        }
      }
    }
  }
  let changed = false;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      const types = object.card.isLand ? (wanted?.get(id) ?? object.chosenTypes?.land) : undefined;
      if (types === object.landTypes) continue;
      if (types) object.landTypes = types;
      else object.landTypes = undefined;
      changed = true;
    }
  }
  return changed;
}

/** The layers the engine keeps on the objects themselves: control (layer 2) and land types (layer 4); true when anything changed. */
export function applyLayerEffects(game: Game): boolean {
  // One quick pass first: on most boards no Aura changes control or land types (this runs at every priority).
  const state = game.state;
  // No card of this game has an attachment effect beyond "gets/has", and no effect changed control or land types: nothing to look at.
  const selfAnimationChanged = applySelfAnimations(state, staticApplies); // a solved Case (CR 719): not an attachment, so before the quick exit
  if (!inGame(state, ATTACHMENT_FEATURES | OBJECT_LAYER_EFFECTS)) {
    state.attachedEffects = false;
    return selfAnimationChanged;
  }
  let control = false;
  let land = false;
  let adds = false;
  let matters = false;
  let animating: GameObject[] | undefined;
  let animated = false;
  let stripping: GameObject[] | undefined;
  let stripped = false;
  for (const player of state.players) {
    const battlefield = player.battlefield;
    for (let at = 0; at < battlefield.length; at += 1) {
      const object = state.objects[battlefield[at]!]!;
      if (object.controlledBefore !== undefined) control = true;
      if (object.landTypes) land = true;
      if (object.typesAdded || object.colorsAdded || object.typesSet) adds = true;
      if (object.animated?.byAura) animated = true;
      if (object.abilitiesLostFrom) stripped = true;
      if (object.attachedTo >= 0) {
        const flags = attachedFlags(object.card);
        if (flags & CONTROL) control = true;
        if (flags & LAND_TYPES) land = true;
        if (flags & ADDS_TYPES) adds = true;
        if (flags & ANIMATES) (animating ??= []).push(object);
        if (flags & LOSES_ALL) (stripping ??= []).push(object);
        if (flags & (ATTACHED | CANT_ACTIVATE | TRIGGERS | RULES)) matters = true;
      }
    }
  }
  state.attachedEffects = matters || control || land;
  const controlChanged = control && applyControlEffects(game);
  const addsChanged = adds && applyAddedTypes(state);
  const animationChanged = (animating !== undefined || animated) && applyAuraAnimations(state, animating ?? [], staticApplies);
  const lossChanged = (stripping !== undefined || stripped) && applyAbilityLoss(state, stripping ?? [], staticApplies);
  return (land && applyLandTypes(game)) || controlChanged || addsChanged || animationChanged || lossChanged || selfAnimationChanged;
}
