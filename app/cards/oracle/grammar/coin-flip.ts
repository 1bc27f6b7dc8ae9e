// "Flip a coin. If you win the flip, draw a card. If you lose the flip, ~ deals 2 damage to you."
// (CR 705). Read across sentences (acrossSentences joins them with "."): the flip and its outcomes
// are one effect.
import type { Effect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

export function coinFlip(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const optional = c.accept('you may'); // "You may flip a coin. If you win the flip, …" (Chaotic Goo)
    const outcomes = twoOutcomes(c, context, read, 'flip a coin . if you win the flip ,', '. if you lose the flip ,') ?? loseOnly(c, context, read);
    if (!outcomes) return undefined;
    const flip: Effect = { kind: 'coinFlip', ...outcomes };
    return optional ? [{ kind: 'may', effects: [flip], text: 'You may flip a coin.' }] : [flip];
  });
}

/** "Flip a coin. If you lose the flip, sacrifice ~." (Mana Crypt, Planar Chaos): winning does nothing. */
function loseOnly(c: Cursor, context: ParseContext, read: Read): { win: Effect[]; lose: Effect[] } | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('flip a coin . if you lose the flip ,')) return undefined;
    const lose = readSentence(c, context, read);
    return lose ? { win: [], lose } : undefined;
  });
}

/** "[lead] … [. otherwise / if you lose …] …": the effects of each outcome (none for a missing second one), or nothing. */
export function twoOutcomes(c: Cursor, context: ParseContext, read: Read, lead: string, second: string): { win: Effect[]; lose: Effect[] } | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept(lead)) return undefined;
    const win = readSentence(c, context, read);
    if (!win) return undefined;
    if (!c.accept(second)) return { win, lose: [] };
    const lose = readSentence(c, context, read);
    return lose ? { win, lose } : undefined;
  });
}

/** Reads the rest of the current sentence (up to the next ".") whole, or nothing. */
export function readSentence(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  let end = c.position;
  while (end < c.tokens.length && c.tokens[end]!.text !== '.') end += 1;
  const part = new Cursor(c.tokens.slice(c.position, end));
  const effects = attemptIn(part, context, () => {
    const found = read(part, context);
    return found && part.done ? found : undefined;
  });
  if (effects) c.position = end;
  return effects;
}
