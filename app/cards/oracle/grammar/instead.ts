// "If ~ was kicked, it deals 4 damage to that creature instead.", "If you control a Tezzeret
// planeswalker, that player loses 3 life instead.", "If seven or more cards are in your graveyard,
// instead …", "~ deals 4 damage to that creature instead if you attacked with a creature this turn."
// A replacement of what the sentence before does (CR 614.1a): when the condition holds as the
// ability resolves (CR 608.2c), the new effects happen in place of the old ones; otherwise the
// old ones happen. Read only when the new effects match the old ones kind for kind (or replace
// exactly one old effect of their kind), so "instead" never silently drops or keeps an effect.
import type { Condition, Effect } from '../abilities.ts';
import { Cursor, type Token } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';
import { amountWord } from './amounts.ts';

export type ConditionRule = (c: Cursor, context: ParseContext) => Condition | undefined;
export type ClausesRule = (c: Cursor, context: ParseContext) => Effect[] | undefined;

/** The condition and the new effects of an "instead" sentence, or undefined. */
function readInstead(given: readonly Token[], context: ParseContext, condition: ConditionRule, clauses: ClausesRule, itIsSource: boolean): { test: Condition; effects: Effect[] } | undefined {
  // "If ~ was kicked, it deals 4 damage to that creature instead": "it" is the source of the damage replaced.
  const tokens = itIsSource ? given.map((token, index) => (token.text === 'it' && given[index + 1]?.text === 'deals' ? { ...token, text: '~', raw: '~' } : token)) : given;
  const at = tokens.findIndex((token) => token.text === 'instead');
  if (at < 0 || tokens.findIndex((token, index) => index > at && token.text === 'instead') >= 0) return undefined;
  const slots = context.targets.length;
  const read = attemptIn(new Cursor(tokens), context, () => {
    if (tokens[0]?.text === 'if') {
      // "If COND, X instead." / "If COND, instead X."
      const c = new Cursor(tokens.filter((_token, index) => index !== at));
      c.accept('if');
      const test = condition(c, context);
      if (!test || !c.accept(',') || (at !== tokens.length - 1 && tokens[at - 1]?.text !== ',')) return undefined;
      const effects = clauses(c, context);
      return effects && c.done ? { test, effects } : undefined;
    }
    // "X instead if COND."
    if (tokens[at + 1]?.text !== 'if') return undefined;
    const first = new Cursor(tokens.slice(0, at));
    const effects = clauses(first, context);
    if (!effects || !first.done) return undefined;
    const rest = new Cursor(tokens.slice(at + 2));
    const test = condition(rest, context);
    return test && rest.done ? { test, effects } : undefined;
  });
  // CR 601.2c: a target only the kicked spell has is chosen only when it is kicked (an "up to" slot).
  if (read?.test.kind === 'kicked') for (const spec of context.targets.slice(slots)) spec.optional = true;
  return read;
}

/** "create five of those tokens": the tokens the sentence before creates, more of them. */
function moreOfThoseTokens(c: Cursor, previous: readonly Effect[]): Effect[] | undefined {
  return c.attempt(() => {
    if (!c.accept('create')) return undefined;
    const count = amountWord(c);
    const made = previous.filter((effect) => effect.kind === 'token');
    if (count === undefined || count === 'X' || !c.accept('of those tokens') || !c.done || made.length !== 1 || made[0]!.kind !== 'token') return undefined;
    return [{ ...made[0]!, count }];
  });
}

/** The same kind of effect; damage from the same source. */
function sameKind(one: Effect, other: Effect): boolean {
  if (one.kind !== other.kind) return false;
  return one.kind !== 'damage' || other.kind !== 'damage' || (one.source === other.source && one.sourceSlot === other.sourceSlot);
}

/**
 * Replaces the effects of the sentence before (`effects` from `previousStart`) with one `if`
 * effect whose `otherwise` is what they were. True when the sentence was read.
 */
export function insteadOfPrevious(tokens: readonly Token[], context: ParseContext, effects: Effect[], previousStart: number, condition: ConditionRule, clauses: ClausesRule): boolean {
  const before = effects.slice(previousStart);
  // "At the beginning of your upkeep, if …, X. If …, Y instead.": Y replaces X inside the first "if".
  const single = before.length === 1 ? before[0]! : undefined;
  const nested = single?.kind === 'if' && single.otherwise === undefined ? single : undefined;
  const previous = nested ? [...nested.effects] : before;
  if (previous.length === 0 || previous.some((effect) => effect.kind === 'manual')) return false;
  // Inside attemptIn: when the new effects do not match the old ones, the target slots they added are undone.
  const replacement = attemptIn(new Cursor(tokens), context, () => {
    const itIsSource = previous.some((effect) => effect.kind === 'damage' && effect.source === undefined);
    const withTokens: ClausesRule = (c, inner) => moreOfThoseTokens(c, previous) ?? clauses(c, inner);
    const read = readInstead(tokens, context, condition, withTokens, itIsSource);
    if (!read) return undefined;
    const replaced = read.effects;
    if (replaced.length === previous.length && replaced.every((effect, index) => sameKind(effect, previous[index]!))) {
      return { at: 0, count: previous.length, effect: { kind: 'if', condition: read.test, effects: replaced, otherwise: [...previous] } as Effect };
    }
    const same = replaced.length === 1 ? previous.filter((effect) => sameKind(effect, replaced[0]!)) : [];
    if (same.length !== 1) return undefined;
    return { at: previous.indexOf(same[0]!), count: 1, effect: { kind: 'if', condition: read.test, effects: replaced, otherwise: same } as Effect };
  });
  if (!replacement) return false;
  previous.splice(replacement.at, replacement.count, replacement.effect);
  effects.splice(previousStart, before.length, ...(nested ? [{ ...nested, effects: previous }] : previous));
  return true;
}
