// Restrictions on when and how often an activated ability may be activated (CR 602.5b), the
// sentences that end its effect text:
//   "Activate this ability no more than twice each turn." (or "three times")
//   "Activate this ability only during your turn and only once each turn."
//   "Activate this ability only if creatures you control have total power 8 or greater." (formidable)
//   "Activate this ability only if there are three or more brick counters on ~."
//   "Activate this ability only if you have exactly seven cards in hand."
// and, in a modal ability whose every mode ends in the same restriction (Triassic Egg, Skinshifter),
// that restriction once for the whole ability: it is checked as the ability is activated, before
// any mode is chosen, so it can only ever have been meant for the ability.
import type { Condition } from '../abilities.ts';
import type { Timing } from '../keywords/timing.ts';
import { timingOf } from '../keywords/timing.ts';
import { Cursor } from './cursor.ts';
import { stateCondition } from './conditions.ts';
import { coreRule } from './recursion.ts';
import { objectFilter } from './nouns.ts';
import { numberWord } from './words.ts';

export interface ActivationLimits {
  /** The effect text without the restriction sentences read. */
  readonly text: string;
  /** "only once each turn" → 1, "no more than twice each turn" → 2. */
  readonly timesPerTurn?: number;
  readonly sorcerySpeed?: boolean;
  readonly timing?: Timing;
  readonly activateIf?: Condition;
}

const TIMES = new Map([['once', 1], ['twice', 2], ['three times', 3], ['four times', 4]]);
const NO_MORE_THAN = /\s*activate (?:this ability )?no more than (once|twice|three times|four times) each turn\.?$/i;
const ONLY = /\s*activate (?:this ability )?only ([^.]+?)\.?$/i;
const RESTRICTION = /\s*(activate (?:this ability )?(?:only|no more than) [^.]+\.)$/i;

/** "N or more" / "N or greater" / "exactly N" → a comparison; undefined for anything else. */
function comparison(c: Cursor): { op: '>=' | '<=' | '='; value: number } | undefined {
  const exactly = c.accept('exactly');
  const value = numberWord(c.peek());
  if (typeof value !== 'number') return undefined;
  c.next();
  if (exactly) return { op: '=', value };
  if (c.accept('or more') || c.accept('or greater')) return { op: '>=', value };
  if (c.accept('or fewer') || c.accept('or less')) return { op: '<=', value };
  return undefined;
}

/** Conditions that only activation restrictions print, beyond the shared `stateCondition`. */
function activationCondition(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    // Formidable: "creatures you control have total power 8 or greater".
    const start = c.position;
    const read = objectFilter(c);
    if (read && read.head !== 'card' && read.head !== 'spell' && (c.accept('you control') || read.filter.controller === 'you') && c.accept('have total power')) {
      const total = comparison(c);
      return total ? { kind: 'count', amount: { count: { of: 'total power', filter: { ...read.filter, controller: 'you' } }, times: 1 }, ...total } : undefined;
    }
    c.position = start;
    // "you have exactly seven cards in hand"
    if (c.accept('you have')) {
      const have = comparison(c);
      if (!have || !(c.accept('cards in hand') || c.accept('cards in your hand'))) return undefined;
      return { kind: 'count', amount: { count: { of: 'cards', zone: 'hand', whose: 'you', filter: null }, times: 1 }, ...have };
    }
    if (c.accept('~ is attacking')) return { kind: 'self is', what: 'attacking' };
    // "~'s power is 4 or greater"
    if (c.accept("~ s power is") || c.accept("~'s power is")) {
      const power = comparison(c);
      return power ? { kind: 'count', amount: { count: { of: 'power of self' }, times: 1 }, ...power } : undefined;
    }
    // "there are three or more brick counters on ~", "two or more hatchling counters are on ~",
    // "~ has four or more quest counters on it"
    const there = c.accept('there are');
    const has = !there && c.accept('~ has');
    const count = comparison(c);
    const counter = c.next();
    if (!count || !counter || !c.accept('counters')) return undefined;
    const placed = there ? c.accept('on ~') : has ? c.accept('on it') : c.accept('are on ~');
    return placed ? { kind: 'count', amount: { count: { of: 'counters on self', counter }, times: 1 }, ...count } : undefined;
  });
}

function conditionOf(text: string): Condition | undefined {
  const c = Cursor.of(text);
  // "you have the city's blessing": the shared conditions read "you have …" as a count only.
  const found = stateCondition(c) ?? activationCondition(c) ?? coreRule('condition')(c);
  return found && c.done ? found : undefined;
}

/** One "only …" clause read into the limits; false when it is not understood. */
function readClause(clause: string, limits: { timesPerTurn?: number; sorcerySpeed?: boolean; timing?: Timing; activateIf?: Condition }): boolean {
  const text = clause.trim().toLowerCase();
  if (text === 'once each turn') limits.timesPerTurn = 1;
  else if (text === 'as a sorcery' || text === 'any time you could cast a sorcery') limits.sorcerySpeed = true;
  else if (text === 'any time you could cast an instant') return true; // every ability can
  else if (text.startsWith('if ')) {
    const condition = conditionOf(text.slice(3));
    if (!condition) return false;
    limits.activateIf = condition;
  } else {
    const timing = timingOf(text);
    if (timing === undefined) return false;
    if (timing) limits.timing = timing;
  }
  return true;
}

/**
 * A modal ability whose every mode ends in the same "Activate this ability only …" sentence:
 * the modes without it, the sentence once at the end; the text unchanged otherwise.
 */
function hoistedFromModes(text: string): string {
  const bullets = text.split('•');
  if (bullets.length < 3 || !/choose [a-z ]+[—–]\s*$/i.test(bullets[0]!)) return text;
  const restrictions = bullets.slice(1).map((bullet) => bullet.trim().match(RESTRICTION)?.[1]);
  const first = restrictions[0];
  if (!first || restrictions.some((restriction) => restriction?.toLowerCase() !== first.toLowerCase())) return text;
  const modes = bullets.slice(1).map((bullet) => bullet.trim().replace(RESTRICTION, '').trim());
  return `${bullets[0]!.trim()} ${modes.map((mode) => `• ${mode}`).join(' ')} ${first}`;
}

/**
 * The restriction sentences at the end of an activated ability's effect text (CR 602.5b), read
 * when every clause of them is understood; otherwise the text comes back as it was (the older
 * readers in abilities.ts still try their own forms).
 */
export function activationLimits(effectText: string): ActivationLimits {
  const text = hoistedFromModes(effectText);
  const limits: { timesPerTurn?: number; sorcerySpeed?: boolean; timing?: Timing; activateIf?: Condition } = {};
  const noMore = text.match(NO_MORE_THAN);
  if (noMore) return { text: text.slice(0, noMore.index), timesPerTurn: TIMES.get(noMore[1]!.toLowerCase())! };
  const only = text.match(ONLY);
  if (!only) return { text };
  const clauses = only[1]!.split(/\s+and only\s+/i);
  if (!clauses.every((clause) => readClause(clause, limits))) return { text };
  return { text: text.slice(0, only.index), ...limits };
}
