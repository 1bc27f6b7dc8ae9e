// What an Aura or Equipment does to the permanent it is attached to, read as one subject and a
// conjunction of predicates: "Enchanted creature gets +2/+2, has flying, and can't block",
// "Enchanted creature can't attack or block, and its activated abilities can't be activated",
// 'Enchanted land has "{T}: Add one mana of any color."', "Enchanted creature loses flying",
// "Enchanted creature has base power and toughness 0/2". Each predicate is its own small rule;
// the engine applies them in layer order (CR 613: abilities in layer 6, base P/T in 7b, changes in 7c).
import type { ActivatedAbility, Condition, CountedAmount, StaticEffect, TriggeredAbility } from '../abilities.ts';
import { countPhrase } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { keywordList } from './verbs.ts';
import { COLORS } from './words.ts';

/** What the subject names: the permanent an Aura enchants, or the creature an Equipment equips. */
export type AttachedVia = 'aura' | 'equipment';

const AURA_SUBJECTS = ['enchanted creature', 'enchanted permanent', 'enchanted land', 'enchanted artifact', 'enchanted enchantment', 'enchanted planeswalker'];

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
}

/** Compiles the text of a quoted ability ("this creature" already reads "~"); undefined when not wholly understood. */
export type QuotedCompiler = (text: string) => { activated: ActivatedAbility[]; triggered: TriggeredAbility[] } | undefined;

function ptChange(c: Cursor): { power: number; toughness: number } | undefined {
  const match = c.peek()?.match(/^([+-]\d+)\/([+-]\d+)$/);
  if (!match) return undefined;
  c.next();
  return { power: Number(match[1]), toughness: Number(match[2]) };
}

/** "gets +2/+2 [for each …]". */
function gets(c: Cursor): Predicate | undefined {
  if (!c.accept('gets')) return undefined;
  const change = ptChange(c);
  if (!change) return undefined;
  if (!c.accept('for each')) return change;
  const count = countPhrase(c);
  // A count by power or toughness would depend on the bonus it sets (CR 613.8).
  if (!count || (count.of === 'permanents' && (count.filter.power || count.filter.toughness))) return undefined;
  return { ...change, perCount: { count, times: 1 } };
}

export const CHOSEN_COLOR_PROTECTION = 'protection from the chosen color';

/** "protection from black and from red": each colour its own keyword. */
function protections(c: Cursor): string[] | undefined {
  if (!c.accept('protection from')) return undefined;
  // "protection from the chosen color": the colour chosen as the Aura entered (CR 614.12), read by the engine.
  if (c.accept('the chosen color')) return [CHOSEN_COLOR_PROTECTION];
  const found: string[] = [];
  for (;;) {
    const color = c.peek();
    if (!color || !COLORS.has(color)) return undefined;
    c.next();
    found.push(`protection from ${color}`);
    const mark = c.position;
    if ((c.accept(', and from') || c.accept('and from') || c.accept(', from')) && COLORS.has(c.peek() ?? '')) continue;
    c.position = mark;
    return found;
  }
}

/** The source text between the opening quote at the cursor and its closing quote; the cursor moves past it. */
function quoted(c: Cursor, source: string): string | undefined {
  if (c.peek() !== '"') return undefined;
  const open = c.tokens[c.position]!;
  let at = c.position + 1;
  while (at < c.tokens.length && c.tokens[at]!.text !== '"') at += 1;
  const close = c.tokens[at];
  if (!close) return undefined;
  c.position = at + 1;
  return source.slice(open.start + 1, close.start).trim();
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
    const text = quoted(c, source);
    if (text !== undefined) {
      const compiled = compileQuoted(text);
      if (!compiled) return undefined;
      result.activated!.push(...compiled.activated);
      result.triggered!.push(...compiled.triggered);
    } else {
      const keywords = c.attempt(() => protections(c)) ?? c.attempt(() => keywordList(c));
      if (!keywords) return undefined;
      result.keywords!.push(...keywords);
    }
    // 'and "…"' continues the list; any other "and" starts the next predicate.
    const mark = c.position;
    if ((c.accept(', and') || c.accept('and')) && c.peek() === '"') continue;
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

const BASIC_LAND_TYPES = new Map([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']]);

/** "is a Swamp", "is an Island", "is a Mountain, Forest, and Plains" (CR 305.7: the land's types become these). */
function isLandType(c: Cursor): Predicate | undefined {
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

const RULES: [string, Predicate['rules']][] = [
  ["can't attack or block", ['cant attack', 'cant block']],
  ["can't block", ['cant block']],
  ["can't attack", ['cant attack']],
  ["can't be blocked", ['cant be blocked']],
  ["doesn't untap during its controller's untap step", ['doesnt untap']],
  ["doesn't untap during your untap step", ['doesnt untap']],
  // The goldfish never casts or activates anything, so this holds by itself.
  ["can't be the target of spells or abilities your opponents control", ['cant be targeted by opponents']],
  ["its activated abilities can't be activated", ['cant activate']],
];

function rule(c: Cursor): Predicate | undefined {
  for (const [phrase, rules] of RULES) if (c.accept(phrase)) return { rules };
  return undefined;
}

/** The predicates of the line, joined by ", ", " and " and ", and ". */
function predicates(c: Cursor, source: string, compileQuoted: QuotedCompiler): Predicate[] | undefined {
  const found: Predicate[] = [];
  for (;;) {
    const read = c.attempt(() => gets(c)) ?? c.attempt(() => has(c, source, compileQuoted)) ?? c.attempt(() => loses(c)) ?? c.attempt(() => rule(c)) ?? c.attempt(() => isAlso(c)) ?? c.attempt(() => isLandType(c));
    if (!read) return undefined;
    found.push(read);
    // CR 702.16 would make the Aura fall off a creature protected from its colour; these say it stays.
    if (read.keywords?.includes(CHOSEN_COLOR_PROTECTION) && c.accept(". this effect doesn't remove ~")) return c.done ? found : undefined;
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
  const keywords: string[] = [];
  const grants: Extract<StaticEffect, { kind: 'attached' }> = { kind: 'attached', via };
  const lost: string[] = [];
  const activated: ActivatedAbility[] = [];
  const triggered: TriggeredAbility[] = [];
  for (const predicate of found) {
    power += predicate.power ?? 0;
    toughness += predicate.toughness ?? 0;
    perCount ??= predicate.perCount;
    keywords.push(...(predicate.keywords ?? []));
    lost.push(...(predicate.loses ?? []));
    activated.push(...(predicate.activated ?? []));
    triggered.push(...(predicate.triggered ?? []));
    if (predicate.base) Object.assign(grants, { base: predicate.base });
    if (predicate.landTypes) Object.assign(grants, { landTypes: predicate.landTypes });
    if (predicate.adds) Object.assign(grants, { adds: predicate.adds });
    for (const what of predicate.rules ?? []) effects.push({ kind: 'restriction', what, enchanted: true, ...equipped });
  }
  if (power !== 0 || toughness !== 0 || keywords.length > 0) effects.unshift({ kind: 'enchanted gets', power, toughness, keywords, ...equipped, ...(perCount ? { perCount } : {}) });
  const extra = { ...(lost.length > 0 ? { loses: lost } : {}), ...(activated.length > 0 ? { activated } : {}), ...(triggered.length > 0 ? { triggered } : {}) };
  if (grants.base || grants.landTypes || grants.adds || Object.keys(extra).length > 0) effects.push({ ...grants, ...extra });
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
    else if (AURA_SUBJECTS.some((subject) => c.accept(subject))) via = 'aura';
    if (!via) return undefined;
    const land = c.tokens[c.position - 1]?.text === 'land';
    const found = predicates(c, source, compileQuoted);
    // Only a land's types can be set to basic land types this way ("Enchanted land is an Island").
    if (found?.some((predicate) => predicate.landTypes) && (!land || found.length > 1)) return undefined;
    return found ? effectsOf(found, via) : undefined;
  });
}

/** "You control enchanted creature." (CR 303.4e, 613.1b: a control-changing effect, layer 2). */
export function controlsEnchanted(c: Cursor): StaticEffect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('you control')) return undefined;
    if (!c.accept('enchanted artifact creature') && !AURA_SUBJECTS.some((subject) => c.accept(subject))) return undefined;
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
export function enchantedIs(c: Cursor): Condition | undefined {
  return c.attempt(() => {
    const start = c.position;
    if (!AURA_SUBJECTS.some((subject) => c.accept(subject)) || !c.accept('is')) return undefined;
    const colors: string[] = [];
    while (COLORS.has(c.peek() ?? '')) {
      colors.push(COLORS.get(c.next()!)!);
      if (!c.accept('or')) break;
    }
    const text = c.tokens.slice(start, c.position).map((token) => token.text).join(' ');
    if (colors.length > 0) return c.done ? { kind: 'enchanted is', filter: { anyOf: [], none: [], colors, notColors: [], text } } : undefined;
    if (!(c.accept('a') || c.accept('an'))) return undefined;
    const read = objectFilter(c);
    return read && c.done ? { kind: 'enchanted is', filter: read.filter } : undefined;
  });
}
