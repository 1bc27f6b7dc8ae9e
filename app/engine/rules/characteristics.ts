// Characteristics with every effect applied: power and toughness (printed, counters, Auras,
// lords, "until end of turn"), keywords, the activated abilities an object has in its zone
// (printed, plus those granted to cards in hand), and what an Aura can enchant.
import { groupGrantedActivated } from './group-grants.ts';
import { heldBonus, heldKeyword } from './held-tapped.ts';
import type { ActivatedAbility, EnchantRestriction, LevelBand, StaticEffect } from '../../cards/oracle/abilities.ts';
import { levelBand } from '../../cards/oracle/keywords/level-up.ts';
import { CHOSEN_COLOR_PROTECTION } from '../../cards/oracle/vocabulary.ts';
import { singularType } from '../../cards/type-words.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { counterCount } from '../state/counters.ts';
import { countOf, matchesFilter } from './filters.ts';
import { staticApplies } from './conditions.ts';
import { pairGrantedActivated } from './soulbond.ts';
import { PROTECTION_GRANTS, PT_STATICS, inGame, keywordGrantedInGame, restrictions, staticKinds } from '../state/game-features.ts';
import { attachedBase, attachedBy, colorsOf, forEachGrantedTrigger, grantedActivated, landAbilities, losesKeyword, typesOf } from './attached.ts';
import { hasStaticOfKind, staticsOfKind, type StaticKind, type StaticOf } from './statics.ts';

const CANT_ATTACK = staticKinds('group rule') | restrictions('cant attack');
const ANY_RESTRICTION = staticKinds('restriction');
const DOESNT_UNTAP = restrictions('doesnt untap') | staticKinds('group rule');
const GRANT_IN_HAND = staticKinds('grant in hand');
const CANT_CYCLE = staticKinds('players cant cycle');
const CYCLING_COST = staticKinds('cycling cost');

/** Calls `visit` for each static effect of each permanent on the battlefield, when a card of the game has a static of `kinds` (game-features.ts). */
export function forEachStatic(state: GameState, kinds: number, visit: (effect: StaticEffect, source: GameObject) => void): void {
  if (!inGame(state, kinds)) return; // no card of this game has such a static
  for (const player of state.players) {
    for (const id of player.battlefield) visitStatics(state, state.objects[id]!, visit);
    for (const id of player.command) visitStatics(state, state.objects[id]!, visit); // CR 114.4: emblems
  }
}

/**
 * Visits every static of this kind that applies now (its condition holds, CR 611.3a) on the
 * battlefield and in command zones (emblems, CR 114.4). `queryBits` is the game-features question
 * for the kind (state/game-features.ts): a game with no such card pays one bit test.
 */
export function forEachStaticOfKind<K extends StaticKind>(state: GameState, queryBits: number, kind: K, visit: (effect: StaticOf<K>, source: GameObject) => void): void {
  if (!inGame(state, queryBits)) return;
  for (const player of state.players) {
    for (const zone of [player.battlefield, player.command]) {
      for (let at = 0; at < zone.length; at += 1) {
        const source = state.objects[zone[at]!]!;
        const list = staticsOfKind(source.card, kind);
        for (let index = 0; index < list.length; index += 1) if (staticApplies(state, list[index]!, source)) visit(list[index]!.effect, source);
      }
    }
  }
}

function visitStatics(state: GameState, source: GameObject, visit: (effect: StaticEffect, source: GameObject) => void): void {
  const statics = source.card.statics;
  for (let index = 0; index < statics.length; index += 1) if (staticApplies(state, statics[index]!, source)) visit(statics[index]!.effect, source);
}

function applies(effect: StaticEffect, source: GameObject, object: GameObject, state?: GameState): boolean {
  if (effect.kind === 'enchanted gets') return attachedBy(source, object, effect.equipped);
  if (effect.kind === 'restriction') return effect.enchanted ? attachedBy(source, object, effect.equipped) : source.id === object.id;
  if (effect.kind === 'anthem') {
    if (effect.self) return source.id === object.id;
    if (!isCreatureNow(object) && effect.filter.anyOf.length === 0) return false;
    return state !== undefined && matchesFilter(state, object, effect.filter, source.controller, source.id);
  }
  return false;
}


/**
 * The permanents that can give an object +N/+N or a keyword, for a board that does not change
 * while it is read: lords and emblems (anything with an "anthem" static) in one list, Auras and
 * Equipment that only "enchanted/equipped … gets" by the permanent they are attached to. Showing a
 * board asks every creature's power, toughness and keywords; without it each question read every
 * permanent, so thousands of Auras made a board quadratic to show (issue 22).
 */
interface BoardIndex {
  state: GameState;
  everywhere: GameObject[];
  byHost: Map<number, GameObject[]>;
}

/** The index of the board being read (see `readingBoard`), else null: each question scans the board. */
let reading: BoardIndex | null = null;

function indexBoard(state: GameState): BoardIndex {
  const everywhere: GameObject[] = [];
  const byHost = new Map<number, GameObject[]>();
  for (const player of state.players) {
    for (const zone of [player.battlefield, player.command]) {
      for (let at = 0; at < zone.length; at += 1) {
        const source = state.objects[zone[at]!]!;
        let anthem = false;
        let enchanted = false;
        for (const ability of source.card.statics) {
          if (ability.effect.kind === 'anthem') anthem = true;
          else if (ability.effect.kind === 'enchanted gets') enchanted = true;
        }
        // A source is in one list only, so its bonus counts once: an attached one with an anthem too goes everywhere.
        if (anthem) everywhere.push(source);
        else if (enchanted && source.attachedTo >= 0) {
          const list = byHost.get(source.attachedTo);
          if (list) list.push(source);
          else byHost.set(source.attachedTo, [source]);
        }
      }
    }
  }
  return { state, everywhere, byHost };
}

/**
 * Runs `read` with the board's sources of +N/+N and keywords indexed once. Only for reading: `read`
 * must not change the game (the view of a table, a scenario's output), since the index would not
 * follow the change. Linear in the board instead of quadratic.
 */
export function readingBoard<T>(state: GameState, read: () => T): T {
  const outer = reading;
  reading = indexBoard(state);
  try {
    return read();
  } finally {
    reading = outer;
  }
}

/** Calls `visit` for each permanent (or emblem) that may give the object +N/+N or a keyword; stops when it returns true. */
function someBonusSource(state: GameState, object: GameObject, visit: (source: GameObject) => boolean): boolean {
  if (reading !== null && reading.state === state) {
    for (const source of reading.everywhere) if (visit(source)) return true;
    for (const source of reading.byHost.get(object.id) ?? []) if (visit(source)) return true;
    return false;
  }
  for (const player of state.players) {
    const battlefield = player.battlefield;
    for (let at = 0; at < battlefield.length; at += 1) if (visit(state.objects[battlefield[at]!]!)) return true;
    const command = player.command; // CR 114.4: an emblem's "Creatures you control get +1/+1"
    for (let at = 0; at < command.length; at += 1) if (visit(state.objects[command[at]!]!)) return true;
  }
  return false;
}

/** Sum of the +N/+N of Auras and lords that apply to the object (plain loops: this is hot). */
function staticBonus(state: GameState, object: GameObject, toughness: boolean): number {
  if (!inGame(state, PT_STATICS)) return 0;
  let bonus = 0;
  someBonusSource(state, object, (source) => {
    bonus += bonusFrom(state, source, object, toughness);
    return false;
  });
  return bonus;
}

function bonusFrom(state: GameState, source: GameObject, object: GameObject, toughness: boolean): number {
  let bonus = 0;
  const statics = source.card.statics;
  for (let index = 0; index < statics.length; index += 1) {
    const effect = statics[index]!.effect;
    if ((effect.kind === 'enchanted gets' || effect.kind === 'anthem') && applies(effect, source, object, state) && staticApplies(state, statics[index]!, source)) {
      const times = 'perCount' in effect && effect.perCount ? countOf(state, effect.perCount.count, source.controller, source.id) * effect.perCount.times : 1;
      bonus += (toughness ? effect.toughness : effect.power) * times;
    }
  }
  return bonus;
}

/**
 * The printed power or toughness, or the value a characteristic-defining ability gives it in every
 * zone (CR 604.3; layer 7a, CR 613.4a).
 */
function basePT(state: GameState, object: GameObject, toughness: boolean): number {
  // CR 613.4b: an animation sets base power and toughness (layer 7b), after any CDA (7a).
  if (object.animated && object.zone === 'battlefield') return toughness ? object.animated.toughness : object.animated.power;
  const statics = object.card.statics;
  for (let index = 0; index < statics.length; index += 1) {
    const effect = statics[index]!.effect;
    if (effect.kind !== 'characteristic pt') continue;
    const defined = toughness ? effect.toughness : effect.power;
    if (defined) return countOf(state, defined.amount.count, object.controller, object.id) * defined.amount.times + defined.plus;
  }
  // CR 613.4b: an Aura or Equipment that sets base power and toughness (layer 7b) overrides the printed values.
  const attached = object.zone === 'battlefield' ? attachedBase(state, object) : undefined;
  if (attached) return toughness ? attached.toughness : attached.power;
  // CR 711.2: a leveler's band sets its power and toughness.
  const band = object.card.levels ? bandOf(object) : undefined;
  return (toughness ? band?.toughness : band?.power) ?? (toughness ? object.card.toughness : object.card.power) ?? 0;
}

/** CR 711.2: a leveler's band for its level counters, when it has reached one. */
function bandOf(object: GameObject): LevelBand | undefined {
  return object.card.levels ? levelBand(object.card.levels, counterCount(object, 'level')) : undefined;
}

/** A creature now: by its card, a crewed Vehicle (CR 702.122a) or an animated permanent (CR 613.1d). */
export function isCreatureNow(object: GameObject): boolean {
  return object.card.isCreature || object.crewed === true || object.animated !== undefined;
}

/** Power with every effect up to layer 7c applied. */
function unswitchedPower(state: GameState, object: GameObject): number | null {
  if (!isCreatureNow(object)) return null;
  const power = basePT(state, object, false) + counterCount(object, '+1/+1') - counterCount(object, '-1/-1') + object.pumpPower;
  return object.zone === 'battlefield' ? power + staticBonus(state, object, false) + (object.heldBy ? heldBonus(state, object, false) : 0) : power;
}

function unswitchedToughness(state: GameState, object: GameObject): number | null {
  if (!isCreatureNow(object)) return null;
  const toughness = basePT(state, object, true) + counterCount(object, '+1/+1') - counterCount(object, '-1/-1') + object.pumpToughness;
  return object.zone === 'battlefield' ? toughness + staticBonus(state, object, true) + (object.heldBy ? heldBonus(state, object, true) : 0) : toughness;
}

/** CR 613.4d: a switch (layer 7d) applies after every other change to power and toughness. */
export function powerOf(state: GameState, object: GameObject): number | null {
  return object.switchedPT ? unswitchedToughness(state, object) : unswitchedPower(state, object);
}

export function toughnessOf(state: GameState, object: GameObject): number | null {
  return object.switchedPT ? unswitchedPower(state, object) : unswitchedToughness(state, object);
}

export function hasKeyword(state: GameState, object: GameObject, keyword: string): boolean {
  const has = hasKeywordGranted(state, object, keyword);
  if (has && lostUntilEndOfTurn(object, keyword)) return false;
  // "Enchanted creature loses flying" takes away what the card and other effects give.
  return has && !(object.zone === 'battlefield' && losesKeyword(state, object, keyword));
}

/** "Loses flying until end of turn", unless a later effect gave it back (CR 613.7 timestamps). */
function lostUntilEndOfTurn(object: GameObject, keyword: string): boolean {
  const untilEnd = object.keywordsUntilEndOfTurn;
  if (untilEnd === null || untilEnd === undefined || untilEnd.length === 0) return false;
  const lost = untilEnd.lastIndexOf(`loses ${keyword}`);
  return lost >= 0 && lost > untilEnd.lastIndexOf(keyword);
}

function hasKeywordGranted(state: GameState, object: GameObject, keyword: string): boolean {
  if (object.card.keywords.includes(keyword)) return true;
  if (object.zone !== 'battlefield') return false;
  if (object.keywordsUntilEndOfTurn?.includes(keyword)) return true;
  if (object.keywordsGained?.includes(keyword)) return true;
  if (object.card.levels && bandOf(object)?.keywords.includes(keyword)) return true;
  if (object.hasteZcc === object.zcc && keyword === 'haste') return true; // cast from suspend (CR 702.62a)
  if (object.chosen?.keywords?.includes(keyword)) return true;
  if (object.heldBy && heldKeyword(state, object, keyword)) return true; // "… and has trample for as long as ~ remains tapped"
  if (!keywordGrantedInGame(state, keyword)) return false;
  return someBonusSource(state, object, (source) => grantsKeyword(state, source, object, keyword)); // CR 114.4: emblems too
}

function grantsKeyword(state: GameState, source: GameObject, object: GameObject, keyword: string): boolean {
  if (!source.card.grantsKeywords) return false;
  for (const ability of source.card.statics) {
    const effect = ability.effect;
    if ((effect.kind === 'enchanted gets' || effect.kind === 'anthem') && effect.keywords.includes(keyword) && applies(effect, source, object, state) && staticApplies(state, ability, source)) return true;
  }
  return false;
}


export function cantAttack(state: GameState, object: GameObject): boolean {
  let blocked = false;
  forEachStatic(state, CANT_ATTACK, (effect, source) => {
    if (effect.kind === 'restriction' && effect.what === 'cant attack' && applies(effect, source, object)) blocked = true;
    // "Creatures without flying can't attack" (grammar/group-rules.ts).
    else if (effect.kind === 'group rule' && effect.rule === 'cant attack' && matchesFilter(state, object, effect.filter, source.controller, source.id)) blocked = true;
  });
  return blocked;
}

type Restriction = Extract<StaticEffect, { kind: 'restriction' }>['what'];

/** A rule the object follows, its own or its Aura's: "~ attacks each combat if able" (CR 508.1d), "~ can't attack alone" (CR 506.5). */
export function hasRestriction(state: GameState, object: GameObject, what: Restriction): boolean {
  let found = false;
  forEachStatic(state, ANY_RESTRICTION, (effect, source) => {
    if (effect.kind === 'restriction' && effect.what === what && applies(effect, source, object)) found = true;
  });
  return found;
}

/** "~ doesn't untap during your untap step" (CR 502.3). */
export function doesntUntap(state: GameState, object: GameObject): boolean {
  let stays = false;
  forEachStatic(state, DOESNT_UNTAP, (effect, source) => {
    if (effect.kind === 'restriction' && effect.what === 'doesnt untap' && applies(effect, source, object)) stays = true;
    // "Islands don't untap during their controllers' untap steps" (grammar/group-rules.ts).
    else if (effect.kind === 'group rule' && effect.rule === 'doesnt untap' && matchesFilter(state, object, effect.filter, source.controller, source.id)) stays = true;
  });
  return stays;
}

/**
 * The activated abilities the object has: printed ones (in printed order, which the `activate`
 * index counts), then abilities granted to it while it is in a hand ("Each Sliver card in each
 * player's hand has slivercycling {3}") or on the battlefield by its Auras and Equipment.
 */
export function activatedAbilitiesOf(state: GameState, object: GameObject): readonly ActivatedAbility[] {
  if (object.zone === 'battlefield') {
    const printed = landAbilities(object);
    // Abilities an Aura or Equipment grants ('Enchanted land has "{T}: Add one mana of any color."').
    const granted = grantedActivated(state, object);
    // Soulbond: 'each of those creatures has "…"' while paired.
    const paired = object.pairedWith ? pairGrantedActivated(state, object) : null;
    // 'All Slivers have "…"' (group-grants.ts).
    const group = groupGrantedActivated(state, object);
    if (paired || group) return [...printed, ...(granted ?? []), ...(paired ?? []), ...(group ?? [])];
    return granted ? [...printed, ...granted] : printed;
  }
  const printed = object.card.activated;
  if (object.zone !== 'hand') return printed;
  let granted: ActivatedAbility[] | null = null;
  forEachStatic(state, GRANT_IN_HAND, (effect, source) => {
    if (effect.kind !== 'grant in hand') return;
    if (!effect.everyPlayer && source.controller !== object.owner) return;
    if (!matchesTypeQuery(object.card.types, effect.query)) return;
    granted ??= printed.slice();
    granted.push(effect.ability);
  });
  return granted ?? printed;
}

/**
 * "Creatures with no abilities" (Muraganda Petroglyphs): the object has no ability at all, printed or
 * granted, in any zone. An ability that functions only from another zone is still an ability the
 * object has (CR 113.6; Muraganda's ruling): a creature with cycling, which works only from the hand
 * (CR 702.29a), has an ability on the battlefield. A permanent that lost all abilities (CR 613.1f,
 * layer 6: `abilities-lost.ts` gives it a card with none) has none, unless an effect grants one.
 * Read in layer 7c, after every ability-adding effect of layer 6 (CR 613.1f, 613.4c).
 */
export function hasNoAbilities(state: GameState, object: GameObject): boolean {
  // Printed: every line of rules text is an ability, enforced or kept as text (a card that lost them all keeps its lines, not its abilities).
  if (object.card.lines.length > 0 && !object.abilitiesLostFrom) return false;
  if (object.card.keywords.length > 0 || object.card.triggered.length > 0 || object.card.statics.length > 0) return false;
  if (activatedAbilitiesOf(state, object).length > 0) return false; // printed, or granted by an Aura, a pair, a group
  if (object.zone !== 'battlefield') return true;
  // Granted in layer 6: "gains flying until end of turn", an animation's keywords, a chosen keyword, haste from suspend.
  if (object.keywordsUntilEndOfTurn?.some((keyword) => !keyword.startsWith('loses '))) return false;
  if (object.keywordsGained?.length || object.chosen?.keywords?.length || object.hasteZcc === object.zcc) return false;
  let granted = false;
  forEachGrantedTriggerOn(state, object, () => (granted = true));
  if (granted) return false;
  for (const player of state.players) {
    for (const id of player.battlefield) if (grantsSomeKeyword(state, state.objects[id]!, object)) return false;
    for (const id of player.command) if (grantsSomeKeyword(state, state.objects[id]!, object)) return false;
  }
  return true;
}

/** A static of `source` gives `object` a keyword now (an anthem that itself asks for "no abilities" is skipped: it grants none that it could count). */
function grantsSomeKeyword(state: GameState, source: GameObject, object: GameObject): boolean {
  if (!source.card.grantsKeywords) return false;
  for (const ability of source.card.statics) {
    const effect = ability.effect;
    if ((effect.kind === 'enchanted gets' || effect.kind === 'anthem') && effect.keywords.length > 0 && !(effect.kind === 'anthem' && effect.filter.noAbilities) && applies(effect, source, object, state) && staticApplies(state, ability, source)) return true;
  }
  return false;
}

/** Triggered abilities an Aura or Equipment attached to `object` grants it. */
function forEachGrantedTriggerOn(state: GameState, object: GameObject, visit: () => void): void {
  if (state.attachedEffects === false) return;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (source.attachedTo === object.id) forEachGrantedTrigger(state, source, visit);
    }
  }
}

/** CR 702.29f: "a card with cycling" includes typecycling. */
export function hasCycling(state: GameState, object: GameObject): boolean {
  return activatedAbilitiesOf(state, object).some((ability) => ability.isCycling);
}

/** The permanent (if any) whose "players can't cycle cards" stops cycling now. */
export function cyclingForbiddenBy(state: GameState): GameObject | undefined {
  let by: GameObject | undefined;
  forEachStaticOfKind(state, CANT_CYCLE, 'players cant cycle', (_effect, source) => {
    by ??= source;
  });
  return by;
}

/** Net change to the generic part of a cycling cost for a player: [more, less, less is "up to"]. */
export function cyclingCostChanges(state: GameState, player: PlayerId): { more: number; less: number } {
  let more = 0;
  let less = 0;
  forEachStatic(state, CYCLING_COST, (effect, source) => {
    if (effect.kind !== 'cycling cost' || source.controller !== player) return;
    if (effect.change === 'more') more += effect.amount;
    else less += effect.amount;
  });
  return { more, less };
}

const COLOR_OF: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COLOR_NAME_OF: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

const TYPE_OF: Record<string, string> = { artifacts: 'Artifact', lands: 'Land', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant', sorceries: 'Sorcery' };

const PROTECTION = 'protection from ';

const isCapitalised = (quality: string): boolean => quality.charCodeAt(0) >= 65 && quality.charCodeAt(0) <= 90;

function hasSubtype(object: GameObject, subtype: string): boolean {
  return typesOf(object).subtypes.includes(subtype) || object.card.allCreatureTypes; // changeling (CR 702.73a)
}

function collectProtections(keywords: readonly string[] | null | undefined, into: string[]): void {
  if (!keywords) return;
  for (const keyword of keywords) if (keyword.startsWith(PROTECTION)) into.push(keyword.slice(PROTECTION.length));
}

/** "protection from the chosen color" as the colour its source chose (nothing chosen: no protection). */
function chosenProtection(keywords: readonly string[], source: GameObject): readonly string[] {
  if (!keywords.includes(CHOSEN_COLOR_PROTECTION)) return keywords;
  const chosen = COLOR_NAME_OF[source.chosen?.color ?? ''];
  return keywords.map((keyword) => (keyword === CHOSEN_COLOR_PROTECTION ? (chosen ? PROTECTION + chosen : 'nothing') : keyword));
}

/**
 * Every "protection from …" keyword the object has, in one pass (this is hot: each damage and target
 * check asks). `keeping`: an Aura whose removal is asked (CR 303.4d): protections whose effect
 * "doesn't remove" it are left out.
 */
const NO_PROTECTIONS: readonly string[] = [];

const hasProtectionWord = (keywords: readonly string[] | null | undefined): boolean => keywords !== null && keywords !== undefined && keywords.some((keyword) => keyword.startsWith(PROTECTION));

function protections(state: GameState, object: GameObject, keeping?: GameObject): readonly string[] {
  // Checked at every state-based check for each Aura and at every damage and target: most objects
  // have no protection at all, and then nothing is collected (or allocated).
  const own = hasProtectionWord(object.card.keywords) || (object.zone === 'battlefield' && (hasProtectionWord(object.keywordsUntilEndOfTurn) || hasProtectionWord(object.keywordsGained)));
  if (!own && (object.zone !== 'battlefield' || !inGame(state, PROTECTION_GRANTS))) return NO_PROTECTIONS;
  const found: string[] = [];
  collectProtections(object.card.keywords, found);
  if (object.zone !== 'battlefield') return found;
  collectProtections(object.keywordsUntilEndOfTurn, found);
  collectProtections(object.keywordsGained, found);
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (!source.card.grantsKeywords) continue;
      for (const { effect } of source.card.statics) {
        if ((effect.kind === 'enchanted gets' || effect.kind === 'anthem') && effect.keywords.some((keyword) => keyword.startsWith(PROTECTION)) && applies(effect, source, object, state)) {
          if (keeping && effect.kind === 'enchanted gets' && (effect.keepsAuras === 'all' || (effect.keepsAuras === 'self' && source.id === keeping.id))) continue;
          collectProtections(chosenProtection(effect.keywords, source), found);
        }
      }
    }
  }
  return found;
}

/** CR 702.16: whether `object` has protection from a quality of `source` (its colours, its card types, everything). */
export function protectedFrom(state: GameState, object: GameObject, source: GameObject): boolean {
  if (object.id === source.id) return false;
  const qualities = protections(state, object);
  if (qualities.length === 0) return false;
  return qualities.some((quality) => quality === 'everything' || sourceHasQuality(source, quality));
}

/**
 * CR 303.4d, 704.5m: an Aura attached to a permanent with protection from one of its qualities is
 * put into its owner's graveyard — unless the effect giving that protection says it "doesn't remove" it.
 */
export function protectionRemovesAura(state: GameState, host: GameObject, aura: GameObject): boolean {
  const qualities = protections(state, host, aura);
  return qualities.length > 0 && qualities.some((quality) => quality === 'everything' || sourceHasQuality(aura, quality));
}

/** A quality as protection and prevention name it ("red", "artifacts", "lands", "multicolored") applies to the source. */
export function sourceHasQuality(source: GameObject, quality: string): boolean {
  if (quality === 'multicolored') return colorsOf(source).length > 1;
  if (quality === 'monocolored') return colorsOf(source).length === 1;
  if (quality === 'all colors') return colorsOf(source).length > 0;
  if (quality === 'colorless') return colorsOf(source).length === 0;
  if (quality === 'snow') return typesOf(source).supertypes.includes('Snow');
  // A subtype kept as printed ("Goblins", "Arcane"): grammar/protection.ts (CR 702.16a).
  if (isCapitalised(quality)) return hasSubtype(source, singularType(quality));
  return (COLOR_OF[quality] !== undefined && colorsOf(source).includes(COLOR_OF[quality]!)) ||
    (TYPE_OF[quality] !== undefined && source.card.types.types.includes(TYPE_OF[quality]!));
}

export function entersTapped(card: CompiledCard): boolean {
  return hasStaticOfKind(card, 'enters tapped');
}

/**
 * CR 303.4: whether an Aura card can enchant a permanent as it currently exists (used for Aura
 * spells, aura swap and the state-based check). `controller` is who would control the Aura.
 */
export function canEnchant(state: GameState, restriction: EnchantRestriction | null, permanent: GameObject, controller: PlayerId, auraId = -1): boolean {
  if (!restriction || restriction.player || permanent.zone !== 'battlefield' || permanent.id === auraId) return false;
  if (restriction.youControl && permanent.controller !== controller) return false;
  // "Enchant creature without flying", "Enchant artifact or creature": the filter the grammar read.
  if (restriction.filter) return matchesFilter(state, permanent, restriction.filter, controller, auraId);
  return restriction.query === null || matchesTypeQuery(typesOf(permanent), restriction.query);
}

export function isSummoningSick(state: GameState, object: GameObject): boolean {
  return isCreatureNow(object) && object.sinceTurn >= state.turn && !hasKeyword(state, object, 'haste');
}
