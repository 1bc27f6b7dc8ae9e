// "Prevent all [combat / noncombat] damage that would be dealt [to X] [by Y] this turn" and
// "Prevent all damage Y would deal [to X] this turn" (CR 615): a prevention shield for the turn
// (or "until your next turn") between the recipients X and the sources Y. X and Y are "you",
// "players", "~", a reference or target ("target creature", "that creature", "up to two target
// creatures"), or a kind of permanent or source ("creatures you control", "attacking creatures
// without flying", "non-Human sources", "black sources and red sources").
import type { Effect, ObjectFilter } from '../abilities.ts';
import type { PreventionScope } from '../rider-effects.ts';
import { Cursor, type Token } from './cursor.ts';
import { attemptIn, objectFilter, objectRef, targetPhrase, type ParseContext } from './nouns.ts';

/** "sources" read as "permanents" by the noun grammar, then any object: a source may be a spell (CR 120.1). */
function sourceFilter(c: Cursor): ObjectFilter | undefined {
  return c.attempt(() => {
    const start = c.position;
    let end = start;
    while (end < c.tokens.length && c.tokens[end]!.text !== 'sources') end += 1;
    if (end >= c.tokens.length) return undefined;
    const words: Token[] = c.tokens.slice(start, end + 1).map((token, index, all) => (index === all.length - 1 ? { ...token, text: 'permanents', raw: 'permanents' } : token));
    const inner = new Cursor(words);
    const read = objectFilter(inner);
    if (!read || !inner.done) return undefined;
    c.position = end + 1;
    return read.filter;
  });
}

/** One side of the shield. */
function scope(c: Cursor, context: ParseContext): PreventionScope | undefined {
  return attemptIn(c, context, (): PreventionScope | undefined => {
    if (c.accept('players')) return { players: true };
    if (c.accept('you')) {
      if (!c.accept('and')) return { you: true };
      const read = objectFilter(c);
      return read && read.head !== 'card' && read.head !== 'spell' ? { you: true, filter: read.filter } : undefined;
    }
    // "black sources and red sources"
    const colored = sourceFilter(c);
    if (colored) {
      if (!c.accept('and')) return { filter: colored };
      const second = sourceFilter(c);
      return second ? { filter: { ...colored, colors: [...colored.colors, ...second.colors], text: `${colored.text} and ${second.text}` } } : undefined;
    }
    const player = attemptIn(c, context, () => {
      const target = targetPhrase(c, context, false);
      return target && target.count === 1 && (target.kind === 'player' || target.kind === 'player or planeswalker') ? target.slot : undefined;
    });
    if (player !== undefined) return { targetPlayer: player };
    const ref = attemptIn(c, context, () => objectRef(c, context, false));
    if (ref) return { objects: ref };
    const read = objectFilter(c);
    return read && read.head !== 'card' && read.head !== 'spell' ? { filter: read.filter } : undefined;
  });
}

export function preventAllSentence(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const untilYourNextTurn = c.accept('until your next turn ,');
    if (!c.accept('prevent all')) return undefined;
    const damage = c.accept('combat damage') ? 'combat' : c.accept('noncombat damage') ? 'noncombat' : c.accept('damage') ? 'all' : undefined;
    if (!damage) return undefined;
    let to: PreventionScope | null = null;
    let by: PreventionScope | null = null;
    let thisTurn = false;
    if (c.accept('that would be dealt')) {
      // "… to and dealt by target permanent", or "this turn", "to X", "by Y" in any order.
      if (c.accept('to and dealt by')) {
        to = by = scope(c, context) ?? null;
        if (!to) return undefined;
      }
      for (;;) {
        if (!thisTurn && c.accept('this turn')) thisTurn = true;
        else if (!to && c.accept('to')) to = scope(c, context) ?? null;
        else if (!by && c.accept('by')) by = scope(c, context) ?? null;
        else break;
        if (c.tokens[c.position - 1]?.text === 'to' || c.tokens[c.position - 1]?.text === 'by') return undefined; // a side read nothing
      }
    } else {
      // "Prevent all damage target creature would deal this turn", "… that black sources and red sources would deal …"
      c.accept('that');
      by = scope(c, context) ?? null;
      if (!by || !c.accept('would deal')) return undefined;
      if (c.accept('to')) to = scope(c, context) ?? null;
      thisTurn = c.accept('this turn');
    }
    if (!c.done || thisTurn === untilYourNextTurn) return undefined; // no duration: a static ability, not this sentence
    return [{ kind: 'preventAll', damage, to, by, untilYourNextTurn }];
  });
}
