// "Clash with an opponent. If you win, … [Otherwise, …]" (CR 701.23): read across sentences like a
// coin flip (grammar/coin-flip.ts); the clash and its outcomes are one effect.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { twoOutcomes } from './coin-flip.ts';
import type { ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

export function clash(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  const outcomes = twoOutcomes(c, context, read, 'clash with an opponent . if you win ,', '. otherwise ,');
  return outcomes ? [{ kind: 'clash', ...outcomes }] : undefined;
}
