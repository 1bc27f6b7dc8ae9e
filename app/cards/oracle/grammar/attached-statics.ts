// What an Aura or Equipment does to the permanent it is attached to, read as one subject and a
// conjunction of predicates: "Enchanted creature gets +2/+2, has flying, and can't block",
// "Enchanted creature can't attack or block, and its activated abilities can't be activated",
// 'Enchanted land has "{T}: Add one mana of any color."', "Enchanted creature loses flying",
// "Enchanted creature has base power and toughness 0/2". Each predicate is its own small rule;
// the engine applies them in layer order (CR 613: abilities in layer 6, base P/T in 7b, changes in 7c).
import { CHOSEN_COLOR_PROTECTION, CHOSEN_LAND_TYPE } from '../vocabulary.ts';
import type { ActivatedAbility, AuraAnimation, CountedAmount, StaticEffect, TriggeredAbility } from '../abilities.ts';
import { countPhrase, whereX } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { keywordList } from './keyword-list.ts';
import { attackTax, type AttackTax } from './attack-tax.ts';
import { COLORS } from './words.ts';

/** What the subject names: the permanent an Aura enchants, or the creature an Equipment equips. */
export type AttachedVia = 'aura' | 'equipment';

import { AURA_SUBJECTS } from './enchanted-is.ts';

/** One predicate's share of the line. */
interface Predicate {
  power?: number;
  toughness?: number;
  perCount?: CountedAmount;
  keywords?: string[];
  loses?: string[];
  base?: { power: number; toughness: number };
  activated?: ActivatedAbility[];
  triggered?: TriggeredAbility[];
  rules?: Extract<StaticEffect, { kind: 'restriction' }>['what'][];
  landTypes?: string[];
  adds?: { subtypes: string[]; colors: string[] };
  /** "is a 6/4 green Elemental creature", "is a creature with base power and toughness 5/5 in addition to its other types". */
  animates?: AuraAnimation;
  /** "is a Demon Spirit", "is black", "is legendary": characteristics set rather than added. */
  sets?: { subtypes?: string[]; colors?: string[]; supertypes?: string[] };
  /** "can't be blocked except by creatures with flying", "can't attack you …": rules no goldfish block or attack can break. */
  blocking?: string;
  /** "This effect doesn't remove ~ / Auras" after a protection (CR 303.4d, 702.16). */
  keepsAuras?: 'self' | 'all';
  /** "can't attack [or block] unless its controller pays {3}" (grammar/attack-tax.ts). */
  attackTax?: AttackTax;
  /** "loses all [other] abilities"; with the card types an "is a … creature" predicate sets. */
  losesAll?: boolean;
  /** The card types an "is a … creature" predicate sets: only beside "loses all abilities" (the engine sets them on the card it makes without abilities). */
  cardTypes?: string[];
}

/** Compiles the text of a quoted ability ("this creature" already reads "~"); undefined when not wholly understood. */
export type QuotedCompiler = (text: string) => { activated: ActivatedAbility[]; triggered: TriggeredAbility[] } | undefined;

function ptChange(c: Cursor): { power: number; toughness: number } | undefined {
  const match = c.peek()?.match(/^([+-]\d+)\/([+-]\d+)$/);
  if (!match) return undefined;
  c.next();
  return { power: Number(match[1]), toughness: Number(match[2]) };
}

/** "gets +2/+2 [for each …]", "gets +X/+X, where X is the number of …", "gets an additional +2/+0" (after an ability word's condition). */
function gets(c: Cursor): Predicate | undefined {
  if (!c.accept('gets')) return undefined;
  c.accept('an additional');
  const perX = variableChange(c);
  if (perX) return perX;
  const change = ptChange(c);
  if (!change) return undefined;
  if (!c.accept('for each')) return change;
  if (c.accept('of its colors')) return { ...change, perCount: { count: { of: 'colors of enchanted' }, times: 1 } };
  if (c.accept('aura attached to it')) return { ...change, perCount: { count: { of: 'auras on enchanted' }, times: 1 } };
  if (c.accept('word in its name')) return { ...change, perCount: { count: { of: 'words in host name' }, times: 1 } };
  // "for each card in its controller's hand": "its" is the enchanted permanent.
  if (c.accept("card in its controller's hand")) return { ...change, perCount: { count: { of: 'cards', zone: 'hand', whose: 'enchanted controller', filter: null }, times: 1 } };
  // "Equipped creature gets +1/+0 for each Equipment attached to it": "it" is the equipped creature.
  const onHost = c.attempt(() => {
    const read = objectFilter(c);
    return read && c.accept('attached to it') ? read.filter : undefined;
  });
  if (onHost) return { ...change, perCount: { count: { of: 'attached', to: 'host', filter: onHost }, times: 1 } };
  // "for each +1/+1 counter on other creatures you control": "other" than the enchanted creature (Gleam of Authority).
  const counters = c.attempt(() => {
    const counter = c.next();
    if (!counter || !c.accept('counter on other')) return undefined;
    const read = objectFilter(c);
    return read && read.head !== 'card' && read.head !== 'spell' ? { counter, filter: { ...read.filter, notHost: true } } : undefined;
  });
  if (counters) return { ...change, perCount: { count: { of: 'counters on permanents', ...counters }, times: 1 } };
  const count = countPhrase(c);
  // A count by power or toughness would depend on the bonus it sets (CR 613.8).
  if (!count || (count.of === 'permanents' && (count.filter.power || count.filter.toughness))) return undefined;
  return { ...change, perCount: { count, times: 1 } };
}

/** "+X/+X, where X is the number of creature cards in your graveyard", "-X/-0, where X is …": one point per thing counted. */
function variableChange(c: Cursor): Predicate | undefined {
  const match = c.peek()?.match(/^([+-])(x|0)\/([+-])(x|0)$/);
  if (!match || (match[2] !== 'x' && match[4] !== 'x')) return undefined;
  c.next();
  const amount = c.attempt(() => inEnchantedControllersGraveyard(c)) ?? whereX(c);
  if (!amount || typeof amount !== 'object' || amount.times !== 1 || amount.count.of === 'power of self') return undefined;
  const sign = (symbol: string, value: string): number => (value === 'x' ? (symbol === '-' ? -1 : 1) : 0);
  return { power: sign(match[1]!, match[2]!), toughness: sign(match[3]!, match[4]!), perCount: amount };
}

/** ", where X is the number of creature cards in its controller's graveyard": "its" is the enchanted permanent. */
function inEnchantedControllersGraveyard(c: Cursor): CountedAmount | undefined {
  if (!(c.accept(', where x is the number of') || c.accept('where x is the number of'))) return undefined;
  const read = objectFilter(c);
  if (!read || read.head !== 'card' || !c.accept("in its controller's graveyard")) return undefined;
  return { count: { of: 'cards', zone: 'graveyard', whose: 'enchanted controller', filter: read.filter }, times: 1 };
}

/** "has landwalk of the chosen type" (CR 702.14): evasion, which a goldfish that never blocks cannot test. */
const CHOSEN_LANDWALK = 'landwalk of the chosen type';

function chosenLandwalk(c: Cursor): string[] | undefined {
  return c.accept(CHOSEN_LANDWALK) ? [CHOSEN_LANDWALK] : undefined;
}

/** Protection qualities besides the colours (CR 702.16a): card types, and "multicolored". */
const PROTECTION_QUALITIES = new Set(['artifacts', 'creatures', 'enchantments', 'lands', 'multicolored']);

/** "protection from black and from red", "protection from enchantments", "protection from all colors": each quality its own keyword. */
function protections(c: Cursor): string[] | undefined {
  if (!c.accept('protection from')) return undefined;
  // "protection from the chosen color": the colour chosen as the Aura entered (CR 614.12), read by the engine.
  if (c.accept('the chosen color')) return [CHOSEN_COLOR_PROTECTION];
  // CR 702.16: "protection from all colors" is protection from each colour.
  if (c.accept('all colors')) return [...COLORS.keys()].map((color) => `protection from ${color}`);
  const found: string[] = [];
  for (;;) {
    const quality = c.peek();
    if (!quality || !(COLORS.has(quality) || PROTECTION_QUALITIES.has(quality))) return undefined;
    c.next();
    found.push(`protection from ${quality}`);
    const mark = c.position;
    if ((c.accept(', and from') || c.accept('and from') || c.accept(', from')) && COLORS.has(c.peek() ?? '')) continue;
    c.position = mark;
    return found;
  }
}

/** The source text between the opening quote at the cursor and its closing quote; the cursor moves past it. */
export function quoted(c: Cursor, source: string): string | undefined {
  if (c.peek() !== '"') return undefined;
  const open = c.tokens[c.position]!;
  let at = c.position + 1;
  while (at < c.tokens.length && c.tokens[at]!.text !== '"') at += 1;
  const close = c.tokens[at];
  if (!close) return undefined;
  c.position = at + 1;
  return source.slice(open.start + 1, close.start).trim();
}

/** "annihilator 2", "poisonous 3" at the cursor: a numbered keyword that is a triggered ability (its keyword module reads it), else undefined. */
function keywordAbilityAt(c: Cursor, compileQuoted: QuotedCompiler): string | undefined {
  const text = `${c.peek() ?? ''} ${c.peek(1) ?? ''}`;
  return /^[a-z]+ \d+$/.test(text) && compileQuoted(text) ? text : undefined;
}

/** The same, the cursor moved past it. */
function keywordAbility(c: Cursor, compileQuoted: QuotedCompiler): string | undefined {
  const text = keywordAbilityAt(c, compileQuoted);
  if (text) c.position += 2;
  return text;
}

/** "has flying and trample", 'has "{T}: …"', 'has haste and "{T}: …"', "has base power and toughness 0/2". */
function has(c: Cursor, source: string, compileQuoted: QuotedCompiler): Predicate | undefined {
  if (!c.accept('has')) return undefined;
  if (c.accept('base power and toughness')) {
    const match = c.next()?.match(/^(\d+)\/(\d+)$/);
    return match ? { base: { power: Number(match[1]), toughness: Number(match[2]) } } : undefined;
  }
  const result: Predicate = { keywords: [], activated: [], triggered: [] };
  for (;;) {
    const text = quoted(c, source) ?? keywordAbility(c, compileQuoted);
    if (text !== undefined) {
      const compiled = compileQuoted(text);
      if (!compiled) return undefined;
      result.activated!.push(...compiled.activated);
      result.triggered!.push(...compiled.triggered);
    } else {
      const keywords = c.attempt(() => protections(c)) ?? c.attempt(() => chosenLandwalk(c)) ?? c.attempt(() => keywordList(c));
      if (!keywords) return undefined;
      result.keywords!.push(...keywords);
    }
    // 'and "…"' continues the list; any other "and" starts the next predicate.
    const mark = c.position;
    if ((c.accept(', and') || c.accept('and')) && (c.peek() === '"' || keywordAbilityAt(c, compileQuoted) !== undefined)) continue;
    c.position = mark;
    return result;
  }
}

/** "loses flying", "loses flying and trample". */
function loses(c: Cursor): Predicate | undefined {
  if (!c.accept('loses')) return undefined;
  const list = keywordList(c);
  return list ? { loses: list } : undefined;
}

/** "loses all abilities", "loses all other abilities", "it loses all other abilities, card types, and creature types" (CR 613.1f). */
function losesAll(c: Cursor): Predicate | undefined {
  c.accept('it');
  if (!c.accept('loses all')) return undefined;
  c.accept('other');
  if (!c.accept('abilities')) return undefined;
  // The types it loses are those the same line sets ("is an Insect artifact creature").
  c.accept(', card types , and creature types');
  return { losesAll: true };
}

/** 'is a colorless land with "{T}: Add {C}" and loses all other card types and abilities' (Imprisoned in the Moon; CR 205.1a, 105.3, 613.1f). */
function isColorlessLand(c: Cursor, source: string, compileQuoted: QuotedCompiler): Predicate | undefined {
  if (!c.accept('is a colorless land with')) return undefined;
  const text = quoted(c, source);
  const compiled = text === undefined ? undefined : compileQuoted(text);
  if (!compiled || compiled.triggered.length > 0 || !c.accept('and loses all other card types and abilities')) return undefined;
  return { sets: { colors: [], subtypes: [] }, cardTypes: ['Land'], losesAll: true, activated: compiled.activated };
}

/**
 * "is a Treefolk with base power and toughness 0/4", "is a blue Frog creature with base power and
 * toughness 1/1", "is an Insect artifact creature with base power and toughness 0/1" (CR 205.1a-b,
 * 105.3, 613.4b): colour, creature types and card types set (layers 4 and 5), base P/T in 7b. Only
 * beside "loses all abilities" (the engine sets card types on the card it makes without abilities).
 */
function isReshaped(c: Cursor): Predicate | undefined {
  if (!(c.accept('is a') || c.accept('is an'))) return undefined;
  const colors: string[] = [];
  while (COLORS.has(c.peek() ?? '')) colors.push(COLORS.get(c.next()!)!);
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+$/.test(c.peekRaw() ?? '') && !BASIC_LAND_TYPES.has(c.peek()!)) subtypes.push(c.tokens[c.position++]!.raw);
  const cardTypes = c.accept('artifact creature') ? ['Artifact', 'Creature'] : c.accept('creature') ? ['Creature'] : undefined;
  if (subtypes.length === 0 || !c.accept('with base power and toughness')) return undefined;
  const match = c.next()?.match(/^(\d+)\/(\d+)$/);
  if (!match) return undefined;
  return {
    sets: { subtypes, ...(colors.length > 0 ? { colors } : {}) },
    base: { power: Number(match[1]), toughness: Number(match[2]) },
    ...(cardTypes ? { cardTypes } : {}),
  };
}

const BASIC_LAND_TYPES = new Map([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']]);

/** "is a Swamp", "is an Island", "is a Mountain, Forest, and Plains" (CR 305.7: the land's types become these); "is the chosen type". */
function isLandType(c: Cursor): Predicate | undefined {
  if (c.accept('is the chosen type') && c.done) return { landTypes: [CHOSEN_LAND_TYPE] };
  if (!(c.accept('is a') || c.accept('is an'))) return undefined;
  const found: string[] = [];
  for (;;) {
    const type = BASIC_LAND_TYPES.get(c.peek() ?? '');
    if (!type) return undefined;
    c.next();
    found.push(type);
    if (c.done) return { landTypes: found };
    if (!(c.accept(', and') || c.accept('and') || c.accept(','))) return undefined;
  }
}

/** "is an Angel in addition to its other types", "is a black Zombie in addition to its other colors and types" (CR 205.1b). */
function isAlso(c: Cursor): Predicate | undefined {
  if (!(c.accept('is a') || c.accept('is an'))) return undefined;
  const colors: string[] = [];
  while (COLORS.has(c.peek() ?? '')) colors.push(COLORS.get(c.next()!)!);
  const subtype = c.peekRaw();
  // A creature type is capitalised; a card type ("an artifact") is not one.
  if (!subtype || !/^[A-Z][a-z]+$/.test(subtype) || BASIC_LAND_TYPES.has(subtype.toLowerCase())) return undefined;
  c.next();
  const tail = colors.length > 0 ? 'in addition to its other colors and types' : 'in addition to its other types';
  return c.accept(tail) ? { adds: { subtypes: [subtype], colors } } : undefined;
}

/**
 * "is a 6/4 green Elemental creature [with flying]" (then ". It's still a land." or "that's still a
 * land"), "is a creature with base power and toughness 5/5 in addition to its other types", "is a
 * creature in addition to its other types" (CR 205.1b, 613.1d–f, 613.4b: types in layer 4, colour in 5,
 * base power and toughness in 7b). Keywords after "with" are granted like "has".
 */
function isCreature(c: Cursor, landSubject: boolean): Predicate | undefined {
  if (!(c.accept('is a') || c.accept('is an'))) return undefined;
  if (c.accept('creature')) {
    let base: { power: number; toughness: number } | undefined;
    if (c.accept('with base power and toughness')) {
      const match = c.next()?.match(/^(\d+)\/(\d+)$/);
      if (!match) return undefined;
      base = { power: Number(match[1]), toughness: Number(match[2]) };
    }
    if (!c.accept('in addition to its other types')) return undefined;
    return { animates: { power: base?.power ?? null, toughness: base?.toughness ?? null, colors: [], subtypes: [] } };
  }
  const match = c.next()?.match(/^(\d+)\/(\d+)$/);
  if (!match) return undefined;
  const colors: string[] = [];
  while (COLORS.has(c.peek() ?? '')) colors.push(COLORS.get(c.next()!)!);
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+$/.test(c.peekRaw() ?? '')) subtypes.push(c.tokens[c.position++]!.raw);
  if (!c.accept('creature')) return undefined;
  const keywords = c.accept('with') ? keywordList(c) : [];
  if (!keywords) return undefined;
  // CR 205.1b: a land made a creature this way stays a land; the text says so and nothing else follows.
  const still = c.accept(". it's still a land") || c.accept("that's still a land") || c.accept(', and it is still a land');
  if (landSubject !== still) return undefined;
  return { animates: { power: Number(match[1]), toughness: Number(match[2]), colors, subtypes }, keywords };
}

/**
 * Rules about blocks and attacks that the goldfish, who never attacks and never blocks, cannot
 * break: "can't be blocked except by creatures with flying", "can't be blocked by more than one
 * creature", "can block an additional creature each combat", "can block creatures with shadow as
 * though they didn't have shadow", "can't attack you or a planeswalker you control" (your creatures
 * attack only the goldfish). The rule runs to the end of the line.
 */
const BLOCKING_RULE = /^(?:can't be blocked (?:except by|by) [^,]+|can block an additional creature each combat|can block creatures with [^,]+ as though they didn't have [^,]+|can't attack you or a planeswalker you control)$/i;

function blockingRule(c: Cursor, source: string): Predicate | undefined {
  const token = c.tokens[c.position];
  if (!token) return undefined;
  const rest = source.slice(token.start).trim().replace(/\.$/, '');
  if (!BLOCKING_RULE.test(rest) || /\b(?:and|has|gets)\b/i.test(rest.replace(/ and\/or /g, ' '))) return undefined;
  c.position = c.tokens.length;
  return { blocking: rest };
}

/**
 * "is black" (CR 105.3: its colour becomes black), "is legendary" (CR 205.4a), "is a Demon Spirit"
 * (CR 205.1b: new creature types replace the old ones): layers 4 and 5, set while the Aura applies.
 */
function isSet(c: Cursor): Predicate | undefined {
  if (!c.accept('is')) return undefined;
  if (c.accept('legendary')) return { sets: { supertypes: ['Legendary'] } };
  const color = COLORS.get(c.peek() ?? '');
  if (color) {
    c.next();
    return { sets: { colors: [color] } };
  }
  if (!(c.accept('a') || c.accept('an'))) return undefined;
  const subtypes: string[] = [];
  while (/^[A-Z][a-z]+$/.test(c.peekRaw() ?? '') && !BASIC_LAND_TYPES.has(c.peek()!)) subtypes.push(c.tokens[c.position++]!.raw);
  // "in addition to its other types" is `isAlso`; anything else after the types is not this rule.
  if (subtypes.length === 0 || !(c.done || c.at(',') || c.at('and'))) return undefined;
  return { sets: { subtypes } };
}

const RULES: [string, Predicate['rules']][] = [
  ["can't attack , block , or crew vehicles", ['cant attack', 'cant block', 'cant crew']],
  // No card the engine plays transforms (double-faced cards are not in its card pool), so "transform" adds nothing to enforce.
  ["can't attack , block , or transform", ['cant attack', 'cant block']],
  ['attacks each combat if able', ['attacks each combat']],
  ["can attack as though it didn't have defender", ['attacks despite defender']],
  ['can attack as though it had haste', ['attacks despite sickness']],
  ['can only attack alone', ['attacks only alone']],
  ["can't attack or block", ['cant attack', 'cant block']],
  ["can't block", ['cant block']],
  ["can't attack", ['cant attack']],
  ["can't be blocked", ['cant be blocked']],
  ["doesn't untap during its controller's untap step", ['doesnt untap']],
  ["doesn't untap during your untap step", ['doesnt untap']],
  // The goldfish never casts or activates anything, so this holds by itself.
  ["can't be the target of spells or abilities your opponents control", ['cant be targeted by opponents']],
  ["its activated abilities can't be activated unless they're mana abilities", ['cant activate nonmana']],
  ["its activated abilities with {t} in their costs can't be activated", ['cant activate tap']],
  ["its activated abilities can't be activated", ['cant activate']],
  ["can't be the target of spells", ['cant be targeted by spells']],
  ["can't be enchanted by other auras", ['cant be enchanted by other auras']],
  ['assigns combat damage equal to its toughness rather than its power', ['assigns toughness']],
];

function rule(c: Cursor): Predicate | undefined {
  for (const [phrase, rules] of RULES) if (c.accept(phrase)) return { rules };
  return undefined;
}

function withAttackTax(c: Cursor): Predicate | undefined {
  const tax = attackTax(c);
  return tax ? { attackTax: tax } : undefined;
}

/** The predicates of the line, joined by ", ", " and " and ", and ". */
function predicates(c: Cursor, source: string, compileQuoted: QuotedCompiler, landSubject = false): Predicate[] | undefined {
  const found: Predicate[] = [];
  for (;;) {
    const read = c.attempt(() => gets(c)) ?? c.attempt(() => has(c, source, compileQuoted)) ?? c.attempt(() => losesAll(c)) ?? c.attempt(() => loses(c)) ?? c.attempt(() => blockingRule(c, source)) ?? c.attempt(() => withAttackTax(c)) ?? c.attempt(() => rule(c)) ??
      c.attempt(() => isAlso(c)) ?? c.attempt(() => isLandType(c)) ?? c.attempt(() => isCreature(c, landSubject)) ?? c.attempt(() => isReshaped(c)) ?? c.attempt(() => isColorlessLand(c, source, compileQuoted)) ?? c.attempt(() => isSet(c));
    if (!read) return undefined;
    found.push(read);
    // CR 303.4d, 702.16c would make an Aura fall off a creature protected from its quality; these say which stay.
    if (read.keywords?.some((keyword) => keyword.startsWith('protection from'))) {
      if (c.accept(". this effect doesn't remove ~")) read.keepsAuras = 'self';
      else if (c.accept(". this effect doesn't remove auras")) read.keepsAuras = 'all';
      if (read.keepsAuras) return c.done ? found : undefined;
    }
    if (c.done) return found;
    if (!(c.accept(', and') || c.accept('and') || c.accept(','))) return undefined;
  }
}

/** The static effects of the predicates, for one subject. */
function effectsOf(found: Predicate[], via: AttachedVia): StaticEffect[] {
  const equipped = via === 'equipment' ? { equipped: true } : {};
  const effects: StaticEffect[] = [];
  let power = 0;
  let toughness = 0;
  let perCount: CountedAmount | undefined;
  let keepsAuras: 'self' | 'all' | undefined;
  const keywords: string[] = [];
  const grants: Extract<StaticEffect, { kind: 'attached' }> = { kind: 'attached', via };
  const lost: string[] = [];
  const activated: ActivatedAbility[] = [];
  const triggered: TriggeredAbility[] = [];
  for (const predicate of found) {
    power += predicate.power ?? 0;
    toughness += predicate.toughness ?? 0;
    perCount ??= predicate.perCount;
    keepsAuras ??= predicate.keepsAuras;
    keywords.push(...(predicate.keywords ?? []));
    lost.push(...(predicate.loses ?? []));
    activated.push(...(predicate.activated ?? []));
    triggered.push(...(predicate.triggered ?? []));
    if (predicate.base) Object.assign(grants, { base: predicate.base });
    if (predicate.landTypes) Object.assign(grants, { landTypes: predicate.landTypes });
    if (predicate.adds) Object.assign(grants, { adds: predicate.adds });
    if (predicate.animates) Object.assign(grants, { animates: predicate.animates });
    if (predicate.sets) Object.assign(grants, { sets: { ...grants.sets, ...predicate.sets } });
    if (predicate.losesAll) Object.assign(grants, { losesAll: { ...grants.losesAll } });
    if (predicate.cardTypes) Object.assign(grants, { losesAll: { ...grants.losesAll, cardTypes: predicate.cardTypes } });
    if (predicate.blocking) effects.push({ kind: 'blocking restriction', text: predicate.blocking });
    if (predicate.attackTax && via === 'aura') effects.push({ kind: 'attack tax', ...predicate.attackTax });
    for (const what of predicate.rules ?? []) effects.push({ kind: 'restriction', what, enchanted: true, ...equipped });
  }
  if (power !== 0 || toughness !== 0 || keywords.length > 0) effects.unshift({ kind: 'enchanted gets', power, toughness, keywords, ...equipped, ...(perCount ? { perCount } : {}), ...(keepsAuras ? { keepsAuras } : {}) });
  const extra = { ...(lost.length > 0 ? { loses: lost } : {}), ...(activated.length > 0 ? { activated } : {}), ...(triggered.length > 0 ? { triggered } : {}) };
  if (grants.base || grants.landTypes || grants.adds || grants.animates || grants.sets || grants.losesAll || Object.keys(extra).length > 0) effects.push({ ...grants, ...extra });
  return effects;
}

/**
 * "Enchanted creature/permanent/land/artifact …" or "Equipped creature …" and its predicates, or
 * undefined (the cursor unmoved) when any part is not understood.
 */
export function attachedStatics(c: Cursor, source: string, compileQuoted: QuotedCompiler): StaticEffect[] | undefined {
  return c.attempt(() => {
    let via: AttachedVia | undefined;
    // "Enchanted creature's activated abilities can't be activated."
    if (c.accept("enchanted creature's activated abilities can't be activated") || c.accept("enchanted permanent's activated abilities can't be activated")) {
      return c.done ? [{ kind: 'restriction', what: 'cant activate', enchanted: true }] : undefined;
    }
    if (c.accept('equipped creature')) via = 'equipment';
    else if (AURA_SUBJECTS.some((subject) => c.accept(subject)) || c.accept('enchanted mountain') || c.accept('enchanted wall')) via = 'aura';
    if (!via) return undefined;
    const land = c.tokens[c.position - 1]?.text === 'land' || c.tokens[c.position - 1]?.text === 'mountain';
    const found = predicates(c, source, compileQuoted, land);
    // Card types are set only on the card without abilities the engine makes ("loses all abilities and is a … creature").
    if (found?.some((predicate) => predicate.cardTypes) && !found.some((predicate) => predicate.losesAll)) return undefined;
    // Only a land's types can be set to basic land types this way ("Enchanted land is an Island").
    if (found?.some((predicate) => predicate.landTypes) && (!land || found.length > 1)) return undefined;
    return found ? effectsOf(found, via) : undefined;
  });
}

/** "You control enchanted creature." (CR 303.4e, 613.1b: a control-changing effect, layer 2). */
export function controlsEnchanted(c: Cursor): StaticEffect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('you control')) return undefined;
    // "You control enchanted Equipment" (Carry Away): an Equipment is an artifact.
    if (!c.acceptOne('enchanted artifact creature', 'enchanted equipment') && !AURA_SUBJECTS.some((subject) => c.accept(subject))) return undefined;
    return c.done ? [{ kind: 'control enchanted' }] : undefined;
  });
}

/** "Prevent all [combat] damage that would be dealt to [and dealt by] enchanted creature." (CR 615.1). */
export function preventsForAttached(c: Cursor): StaticEffect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('prevent all')) return undefined;
    const combatOnly = c.accept('combat');
    if (!c.accept('damage that would be dealt')) return undefined;
    let to = false;
    let by = false;
    if (c.accept('to and dealt by')) to = by = true;
    else if (c.accept('by')) by = true;
    else if (c.accept('to')) to = true;
    else return undefined;
    const via: AttachedVia | undefined = c.accept('equipped creature') ? 'equipment' : AURA_SUBJECTS.some((subject) => c.accept(subject)) ? 'aura' : undefined;
    // "… by sources of the chosen color" (CR 614.12: the colour chosen as the Aura entered).
    const fromChosenColor = to && !by && c.accept('by sources of the chosen color');
    return via && c.done ? [{ kind: 'attached', via, prevent: { to, by, combatOnly, ...(fromChosenColor ? { fromChosenColor } : {}) } }] : undefined;
  });
}

/**
 * "enchanted creature is white", "… is red or green", "… is a Human", "enchanted land is a basic
 * Mountain": a condition on the permanent the Aura enchants (CR 611.3a: checked all the time).
 */
/** The attached permanent's host: an Equipment's "equipped creature" is checked the same way (CR 301.5). */

