// "Flip a coin. If you win the flip, draw a card. If you lose the flip, ~ deals 2 damage to you."
// (CR 705). Read across sentences (acrossSentences joins them with "."): the flip and its outcomes
// are one effect.
import type { Effect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

export function coinFlip(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('flip a coin . if you win the flip ,')) return undefined;
    const win = readSentence(c, context, read);
    if (!win) return undefined;
    let lose: Effect[] = [];
    if (c.accept('. if you lose the flip ,')) {
      const read2 = readSentence(c, context, read);
      if (!read2) return undefined;
      lose = read2;
    }
    return [{ kind: 'coinFlip', win, lose }];
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
