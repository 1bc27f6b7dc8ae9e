// Noun phrases: which objects or players an effect means. "up to two target creatures you don't
// control", "another target nonland permanent", "each creature with flying", "target creature card
// in your graveyard", "Goblins on the battlefield", "target player or planeswalker".
import type { TypeKind } from '../../type-words.ts';
import type { TypeQuery } from '../../type-line.ts';
import type { CombatRole, Comparison, ObjectFilter, ObjectRef, TargetKind, TargetSpec } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { combatRole, trailingCombatRole } from './combat-nouns.ts';
import { CARD_TYPE_WORDS, COLORS, KNOWN_KEYWORDS, numberWord, SUPERTYPE_WORDS } from './words.ts';
import { singularType } from '../../type-words.ts';
import { X_TARGET_SLOTS } from '../vocabulary.ts';

/** What the rules of one ability share while it is parsed: its target slots, in order (CR 115.1). */
export interface ParseContext {
  targets: TargetSpec[];
  /** What "it" / "that creature" refers to: the last object phrase read. */
  it?: ObjectRef;
  /** The text is an instant's or sorcery's spell ability (not an ability of a permanent). */
  spell?: boolean;
  /** In an Aura's trigger about the enchanted permanent: the phrases that name the player the trigger remembers ("that player", "its controller"). */
  thatPlayer?: readonly string[];
  /** The trigger's subject is the permanent the source is attached to ("Whenever enchanted creature attacks"). */
  subjectIsHost?: boolean;
  /** A "whenever you cast" trigger: "that spell" / "it" is the spell cast (spell-copies.ts). */
  castSpell?: boolean;
  /** After "Choose an opponent.": "that player" is that opponent, the goldfish (grammar/chosen-opponent.ts). */
  chosenOpponent?: boolean;
  /** A triggered ability: no X is chosen for it, so "X target …" is not read (x-targets.ts). */
  triggered?: boolean;
  /** "When you cycle ~, create an X/X …": the trigger's X is the X paid for the cycling cost (CR 107.3a; Shark Typhoon's ruling). */
  xOfCyclingCost?: boolean;
  /** "Until end of turn, …": the sentence's changes last until end of turn though they don't say it again (duration-first.ts). */
  untilEndOfTurn?: boolean;
  /** What an effect read so far did to one object, for an amount about it (rider-amounts.ts): sacrificed one permanent ("that creature's toughness"), revealed the top card of your library ("its converted mana cost"). */
  actedOn?: 'sacrificed' | 'top card';
}

export type Head = 'permanent' | 'card' | 'spell' | 'creature-ish';

interface MutableFilter {
  anyOf: TypeQuery[];
  none: TypeQuery[];
  colors: string[];
  notColors: string[];
  colorCount?: 'mono' | 'multi';
  token?: boolean;
  attachedTo?: { type: 'Creature' | 'Land' | null; yours?: boolean };
  controller?: 'you' | 'opponent' | 'enchanted player';
  other?: boolean;
  power?: Comparison;
  toughness?: Comparison;
  manaValue?: Comparison;
  withKeyword?: string;
  withoutKeyword?: string;
  withCycling?: boolean;
  noAbilities?: boolean;
  tapped?: boolean;
  attacking?: boolean;
  combatRole?: CombatRole;
  chosen?: 'color' | 'creature type' | 'card name';
  sameNameAsSource?: boolean;
  dealtDamageThisTurn?: boolean;
}

function query(words: { english: string; kind: TypeKind }[]): TypeQuery {
  const text = words.map((word) => (word.kind === 'subtype' ? word.english : word.english.toLowerCase())).join(' ');
  return { words, text };
}

/** Words that open a sentence capitalised and are never a subtype. */
const NOT_A_TYPE = new Set([
  'target', 'each', 'all', 'a', 'an', 'the', 'up', 'another', 'other', 'you', 'your', 'it', 'its', 'that', 'this', 'those',
  'when', 'whenever', 'at', 'if', 'as', 'draw', 'destroy', 'exile', 'return', 'tap', 'untap', 'put', 'create', 'scry',
  'surveil', 'mill', 'search', 'shuffle', 'counter', 'sacrifice', 'gain', 'lose', 'look', 'add', 'regenerate', 'prevent',
  'choose', 'discard', 'deal', 'deals', 'until', 'then', 'and', 'or', 'with', 'without', 'for', 'from', 'in', 'on', 'to',
  'of', 'any', 'enchanted', 'equipped', 'players', 'player', 'opponent', 'opponents', 'flying', 'enchant', 'equip', 'cycling',
  'creatures', 'lands', 'spells', 'cards', 'permanents', 'cast', 'reveal', 'no', 'only', 'activate', 'transform', 'level',
]);

const isCapitalised = (raw: string | undefined): boolean => raw !== undefined && /^[A-Z]/.test(raw);

/** One alternative of a type phrase: "basic land", "Goblin", "artifact creature", "Elf creatures". */
function typeAlternative(c: Cursor): { query: TypeQuery; head: Head } | undefined {
  const words: { english: string; kind: TypeKind }[] = [];
  let head: Head | undefined;
  for (;;) {
    const word = c.peek();
    const raw = c.peekRaw();
    if (word === undefined) break;
    const supertype = SUPERTYPE_WORDS.get(word);
    const cardType = CARD_TYPE_WORDS.get(word);
    if (supertype) words.push({ english: supertype, kind: 'supertype' });
    else if (cardType) {
      words.push({ english: cardType, kind: 'type' });
      head = cardType === 'Creature' ? 'creature-ish' : 'permanent';
    } else if (word === 'permanent' || word === 'permanents') head = 'permanent';
    else if (word === 'card' || word === 'cards') head = 'card';
    else if (word === 'spell' || word === 'spells') head = 'spell';
    else if (isCapitalised(raw) && raw !== 'X' && !/^[A-Z]+$/.test(raw!) && !NOT_A_TYPE.has(word)) {
      words.push({ english: singularType(raw!), kind: 'subtype' });
      head ??= 'creature-ish';
    } else break;
    c.next();
    if (word === 'card' || word === 'cards' || word === 'spell' || word === 'spells' || word === 'permanent' || word === 'permanents') break;
  }
  if (words.length === 0 && head === undefined) return undefined;
  return { query: query(words), head: head ?? 'permanent' };
}

const NON = /^non-?(.+)$/;

export function comparison(c: Cursor): Comparison | undefined {
  return c.attempt(() => {
    const value = numberWord(c.next());
    if (typeof value !== 'number') return undefined;
    if (c.accept('or less') || c.accept('or fewer')) return { op: '<=', value };
    if (c.accept('or greater') || c.accept('or more')) return { op: '>=', value };
    return { op: '=', value };
  });
}

/** Adjectives, type words and what follows them; undefined when it reads no type word at all. */
export function objectFilter(c: Cursor): { filter: ObjectFilter; head: Head } | undefined {
  const start = c.position;
  const filter: MutableFilter = { anyOf: [], none: [], colors: [], notColors: [] };
  // Adjectives.
  for (;;) {
    const word = c.peek();
    if (word === undefined) break;
    const role = combatRole(c);
    if (role) {
      filter.combatRole = role;
      continue;
    }
    if (word === 'another' || word === 'other') filter.other = true;
    else if (word === 'tapped') filter.tapped = true;
    else if (word === 'untapped') filter.tapped = false;
    else if (word === 'attacking') filter.attacking = true;
    else if (COLORS.has(word)) {
      filter.colors.push(COLORS.get(word)!);
      c.next();
      if (c.at('or') && COLORS.has(c.peek(1) ?? '')) c.next();
      continue;
    } else if (word === 'colorless') filter.colors.push('C');
    else if (word === 'monocolored' || word === 'multicolored') filter.colorCount = word === 'monocolored' ? 'mono' : 'multi';
    else if (NON.test(word)) {
      const rest = word.match(NON)![1]!;
      const color = COLORS.get(rest);
      const type = CARD_TYPE_WORDS.get(rest);
      if (color) filter.notColors.push(color);
      else if (type) filter.none.push(query([{ english: type, kind: 'type' }]));
      else if (rest === 'basic') filter.none.push(query([{ english: 'Basic', kind: 'supertype' }]));
      else if (rest === 'token') filter.token = false; // "nontoken creature" (CR 111.1)
      else filter.none.push(query([{ english: singularType(c.peekRaw()!.replace(/^non-?/i, '')), kind: 'subtype' }]));
    } else break;
    c.next();
    if (c.peek() === ',' && (NON.test(c.peek(1) ?? '') || COLORS.has(c.peek(1) ?? ''))) c.next(); // "nonartifact, nonblack creature"
  }
  // Type words, alternatives joined by "or", "and/or", commas ("artifact, creature, or enchantment").
  const first = typeAlternative(c);
  let head: Head = first?.head ?? 'permanent';
  if (first) {
    if (first.query.words.length > 0) filter.anyOf.push(first.query);
    for (;;) {
      const mark = c.position;
      // "and/or" reads as two tokens: the tokenizer drops the slash.
      if (!(c.accept(', and or') || c.accept(', or') || c.accept('and or') || c.accept(', and') || c.accept('or') || c.accept(',') || c.accept('and'))) break;
      if (c.at('a') || c.at('an')) c.next(); // a basic land card or a Desert card
      const next = typeAlternative(c);
      if (!next) {
        c.position = mark;
        break;
      }
      if (next.query.words.length > 0) filter.anyOf.push(next.query);
      if (next.head !== 'permanent' || head === 'permanent') head = next.head === 'creature-ish' && head === 'card' ? 'card' : next.head;
    }
    // "creature card": the head noun after the type words decides.
    if (c.accept('token') || c.accept('tokens')) filter.token = true; // "Zombie tokens you control", "creature token"
    else if (c.accept('card') || c.accept('cards')) head = 'card';
    else if (c.accept('spell') || c.accept('spells')) head = 'spell';
    else if (c.accept('permanent') || c.accept('permanents')) head = 'permanent';
  } else {
    // Adjectives alone ("another", "tapped") are no object phrase.
    c.position = start;
    return undefined;
  }
  // What follows: "with flying", "with power 2 or less", "with cycling", "you control".
  for (;;) {
    if (c.at('with power') || c.at('with toughness') || c.at('with converted mana cost') || c.at('with mana value')) {
      const mark = c.position;
      const which = c.accept('with power') ? 'power' : c.accept('with toughness') ? 'toughness' : (c.accept('with converted mana cost') || c.accept('with mana value')) && 'manaValue';
      const value = comparison(c);
      if (!which || !value) {
        c.position = mark;
        break;
      }
      filter[which] = value;
    } else if (c.accept('with cycling') || c.accept('with a cycling ability')) filter.withCycling = true;
    else if (c.accept('with no abilities')) filter.noAbilities = true; // Muraganda Petroglyphs (CR 113.6)
    else if (c.at('with') && KNOWN_KEYWORDS.has(c.peek(1) ?? '')) {
      c.next();
      filter.withKeyword = c.next();
    } else if (c.at('with') && KNOWN_KEYWORDS.has(`${c.peek(1)} ${c.peek(2)}`)) {
      c.next();
      filter.withKeyword = `${c.next()} ${c.next()}`;
    } else if (c.at('without') && KNOWN_KEYWORDS.has(c.peek(1) ?? '')) {
      c.next();
      filter.withoutKeyword = c.next();
    } else if (c.accept('you control')) filter.controller = 'you';
    else if (c.accept('enchanted player controls')) filter.controller = 'enchanted player'; // a Curse's player (CR 303.4)
    else if (c.accept("you don't control") || c.accept('an opponent controls') || c.accept('your opponents control') || c.accept('target opponent controls') || c.accept('defending player controls')) filter.controller = 'opponent'; // the goldfish is the defending player
    else if (c.accept('on the battlefield')) continue;
    else if (c.at("that's attached to a")) c.accept("that's"); // "each Aura you control that's attached to a creature": read below
    else if (c.at("that's") || c.at('attacking you') || c.at('blocking it') || c.at('blocking ~') || c.at('blocking enchanted')) {
      const trailing = trailingCombatRole(c);
      if (!trailing) break;
      if ('role' in trailing) filter.combatRole = trailing.role;
      else filter.attacking = true;
    }
    else if (c.accept('named ~')) filter.sameNameAsSource = true;
    else if (c.at('attached to a')) {
      // "target Aura attached to a creature [you control]" (CR 303.4).
      c.accept('attached to a');
      const host = c.acceptOne('creature', 'land', 'permanent');
      if (!host) break;
      filter.attachedTo = { type: host === 'creature' ? 'Creature' : host === 'land' ? 'Land' : null, ...(c.accept('you control') ? { yours: true } : {}) };
    }
    else if (c.accept('of the chosen color') || c.accept('of that color')) filter.chosen = 'color';
    else if (c.accept('with the chosen name')) filter.chosen = 'card name';
    else if (c.accept('of the chosen type') || c.accept('of the chosen creature type') || c.accept('of that type') || c.accept('of that creature type')) filter.chosen = 'creature type';
    else if (c.accept('that was dealt damage this turn')) filter.dealtDamageThisTurn = true;
    else break;
  }
  const text = c.textSince(start);
  return { filter: { ...filter, text }, head };
}

/** "any target", "target player or planeswalker", "target creature or player": target kinds that are no object filter. */
function specialTargetKind(c: Cursor): TargetKind | undefined {
  if (c.accept('any target')) return 'any';
  if (c.accept('target creature or player') || c.accept('target creature or planeswalker or player')) return 'any';
  if (c.accept('target player or planeswalker')) return 'player or planeswalker';
  if (c.accept('target opponent or planeswalker')) return 'opponent or planeswalker';
  if (c.accept('target player')) return 'player';
  if (c.accept('target opponent')) return 'opponent';
  if (c.accept('target spell')) return 'spell';
  if (c.accept('target activated or triggered ability') || c.accept('target activated ability') || c.accept('target triggered ability')) return 'activated or triggered ability';
  return undefined;
}

/** "target creature" and "target nonland permanent" keep their own kinds (refusals name them); other filters are permanents. */
function plainKind(filter: ObjectFilter): TargetKind {
  const only = filter.anyOf.length === 1 && filter.anyOf[0]!.words.length === 1 ? filter.anyOf[0]!.words[0]!.english : undefined;
  if (only === 'Creature') return 'creature';
  if (filter.anyOf.length === 0 && filter.none.length === 1 && filter.none[0]!.text === 'land') return 'nonland permanent';
  return 'permanent';
}

export interface TargetPhrase {
  /** The slot of the first target; several for "up to two target …". */
  slot: number;
  count: number;
  kind: TargetKind;
}

function graveyardOf(c: Cursor): 'yours' | 'any' | undefined {
  if (c.accept('in your graveyard') || c.accept('from your graveyard')) return 'yours';
  if (c.accept('in a graveyard') || c.accept('from a graveyard') || c.accept('from a single graveyard') || c.accept("in target player's graveyard") || c.accept("from target player's graveyard") || c.accept("in an opponent's graveyard") || c.accept("from an opponent's graveyard")) return 'any';
  return undefined;
}


function pushTargets(context: ParseContext, spec: TargetSpec, count: number): number {
  const slot = context.targets.length;
  for (let index = 0; index < count; index += 1) context.targets.push({ ...spec });
  return slot;
}

/**
 * "target creature", "up to two target creatures you control", "another target permanent",
 * "any target", "target player", "target creature card in your graveyard". Pushes the slots.
 */
export function targetPhrase(c: Cursor, context: ParseContext, harmful: boolean): TargetPhrase | undefined {
  return c.attempt(() => {
    let count = 1;
    let optional = false;
    let perX: 'exactly' | 'up to' | undefined;
    let anyNumber = false;
    if (c.accept('up to')) {
      const value = numberWord(c.next());
      if (value === 'X') {
        if (context.triggered) return undefined;
        perX = 'up to';
      } else if (typeof value !== 'number') return undefined;
      count = value === 'X' ? X_TARGET_SLOTS : value;
      optional = true;
    } else if (c.at('any number of target')) {
      // CR 601.2c: any number, chosen as the spell is cast (up to the slots reserved for X).
      c.accept('any number of');
      [count, optional, anyNumber] = [X_TARGET_SLOTS, true, true];
    } else {
      const value = numberWord(c.peek());
      if (((value === 'X' && !context.triggered) || (typeof value === 'number' && value > 1)) && c.peek(1) === 'target') {
        // "X target creatures" (CR 601.2c): as many slots as X may need, X of them filled.
        if (value === 'X') [count, optional, perX] = [X_TARGET_SLOTS, true, 'exactly'];
        else count = value;
        c.next();
      }
    }
    const special = specialTargetKind(c);
    if (special) {
      if (perX) return undefined; // "X target players": not read
      const slot = pushTargets(context, { kind: special, ...(optional ? { optional } : {}), ...(harmful ? { harmful } : {}) }, count);
      return { slot, count, kind: special };
    }
    let other = false;
    if (c.accept('another target')) other = true;
    else if (!c.accept('target')) return undefined;
    const read = objectFilter(c);
    if (!read) return undefined;
    let filter = other ? { ...read.filter, other: true } : read.filter;
    if (notHostPhrase(c)) filter = { ...filter, notHost: true };
    if (perX && read.head === 'spell') return undefined; // "X target spells": not read
    if (read.head === 'card') {
      const graveyard = graveyardOf(c);
      if (!graveyard) return undefined;
      const slot = pushTargets(context, { kind: 'card in graveyard', filter, graveyard, ...(optional ? { optional } : {}) }, count);
      return { slot, count, kind: 'card in graveyard' };
    }
    if (read.head === 'spell') {
      const slot = pushTargets(context, { kind: 'spell', filter, ...(optional ? { optional } : {}) }, count);
      return { slot, count, kind: 'spell' };
    }
    const kind = plainKind(filter);
    const spec: TargetSpec = { kind, filter, ...(optional ? { optional } : {}), ...(harmful ? { harmful } : {}), ...(perX ? { perX } : {}), ...(anyNumber ? { anyNumber } : {}) };
    if (filter.controller === 'you') spec.youControl = true;
    const slot = pushTargets(context, spec, count);
    return { slot, count, kind };
  });
}

/**
 * "target creature other than enchanted creature", "… other than the creature tapped this way": the
 * latter only ever follows the cost "Tap enchanted creature" (Veteran's Voice), so both name the host.
 */
function notHostPhrase(c: Cursor): boolean {
  return c.acceptOne('other than enchanted creature', 'other than the creature tapped this way') !== undefined;
}

/** The enchanted permanent, named by what it is ("enchanted Forest" of a Genju, CR 303.4). */
const ENCHANTED_OBJECTS = ['enchanted creature', 'enchanted permanent', 'enchanted land', 'enchanted artifact', 'enchanted forest', 'enchanted plains', 'enchanted island', 'enchanted swamp', 'enchanted mountain'];
const PLURAL_HEADS = new Set(['creatures', 'permanents', 'artifacts', 'enchantments', 'lands', 'planeswalkers']);

/** An object reference: a target phrase, "~", "it", "enchanted creature", "each creature …", "all …". */
export function objectRef(c: Cursor, context: ParseContext, harmful: boolean): ObjectRef | undefined {
  if (c.accept('~')) return { ref: 'self' };
  if (c.accept('him')) return { ref: 'self' }; // a Gideon's "prevent all damage that would be dealt to him": only planeswalkers say "him"
  if (c.acceptOne('it', 'that creature', 'that permanent', 'them', 'those creatures', 'they', 'that token', 'the token', 'those tokens', 'the tokens')) return context.it;
  // "If the player does, untap the creature." (Paralyze), "untap enchanted land. You gain control of that land …" (Wellspring)
  if (context.it?.ref === 'enchanted' && c.acceptOne('the creature', 'that land')) return context.it;
  if (c.accept('enchanted creature and other creatures that share a creature type with it')) return { ref: 'host and kin' };
  if (ENCHANTED_OBJECTS.some((phrase) => c.accept(phrase))) {
    context.it = { ref: 'enchanted' }; // "untap enchanted land. You gain control of that land …" (Wellspring)
    return context.it;
  }
  if (c.accept('equipped creature')) return { ref: 'equipped' };
  const target = targetPhrase(c, context, harmful);
  if (target) {
    if (target.kind === 'player' || target.kind === 'opponent' || target.kind === 'any' || target.kind === 'player or planeswalker' || target.kind === 'opponent or planeswalker' || target.kind === 'spell' || target.kind === 'activated or triggered ability') {
      // not an object of the battlefield: the caller reads those as players / stack objects
      return target.count === 1 ? { ref: 'target', slot: target.slot } : { ref: 'targets', from: target.slot, count: target.count };
    }
    const ref: ObjectRef = target.count === 1 ? { ref: 'target', slot: target.slot } : { ref: 'targets', from: target.slot, count: target.count };
    context.it = ref;
    return ref;
  }
  return c.attempt(() => {
    if (!(c.accept('each') || c.accept('all'))) {
      // "creatures you control get …", "Goblins get …", "creatures without flying can't …": a plural group without a quantifier.
      const start = c.position;
      const read = objectFilter(c);
      if (!read || read.head === 'card' || read.head === 'spell') return undefined;
      const last = c.tokens[c.position - 1]?.text ?? '';
      const pluralHead = c.tokens.slice(start, c.position).some((token) => PLURAL_HEADS.has(token.text));
      if (!/s$/.test(last) && !pluralHead && read.filter.controller === undefined) return undefined;
      const ref: ObjectRef = { ref: 'all', filter: read.filter, ...controlledByTarget(c, context, harmful) };
      context.it = ref;
      return ref;
    }
    const read = objectFilter(c);
    if (!read || read.head === 'card' || read.head === 'spell') return undefined;
    const ref: ObjectRef = { ref: 'all', filter: read.filter, ...controlledByTarget(c, context, harmful) };
    context.it = ref;
    return ref;
  });
}

/** "… target player controls" after "all creatures" / "each creature": a player target whose permanents they are. */
function controlledByTarget(c: Cursor, context: ParseContext, harmful: boolean): { controlledBy?: number } {
  const kind = c.accept('target player controls') ? 'player' : c.accept('target opponent controls') ? 'opponent' : undefined;
  if (!kind) return {};
  context.targets.push({ kind, ...(harmful ? { harmful } : {}) });
  return { controlledBy: context.targets.length - 1 };
}

/** Runs a rule; where it fails, both the cursor and the target slots it added are undone. */
export function attemptIn<T>(c: Cursor, context: ParseContext, rule: () => T | undefined): T | undefined {
  const targets = context.targets.length;
  const it = context.it;
  const result = c.attempt(rule);
  if (result === undefined) {
    context.targets.length = targets;
    context.it = it;
  }
  return result;
}
