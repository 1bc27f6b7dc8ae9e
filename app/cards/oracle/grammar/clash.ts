// "Clash with an opponent. If you win, … [Otherwise, …]" (CR 701.23): read across sentences like a
// coin flip (grammar/coin-flip.ts); the clash and its outcomes are one effect.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { readSentence } from './coin-flip.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

export function clash(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('clash with an opponent . if you win ,')) return undefined;
    const win = readSentence(c, context, read);
    if (!win) return undefined;
    let lose: Effect[] = [];
    if (c.accept('. otherwise ,')) {
      const otherwise = readSentence(c, context, read);
      if (!otherwise) return undefined;
      lose = otherwise;
    }
    return [{ kind: 'clash', win, lose }];
  });
}
