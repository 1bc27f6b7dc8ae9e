// ", except it's an artifact in addition to its other types" after a copy (CR 707.9): the words up
// to the end of the sentence, read by copyExceptions (keywords/enters-as-copy.ts).
import type { CopyExceptions } from '../abilities.ts';
import { copyExceptions } from '../keywords/enters-as-copy.ts';
import type { Cursor } from './cursor.ts';

/** The exceptions after ", except", null when there is none, undefined when they can't be read (the cursor stays put then). */
export function exceptClause(c: Cursor): CopyExceptions | null | undefined {
  const start = c.position;
  if (!(c.accept(', except') || c.accept('except'))) return null;
  const from = c.position;
  while (!c.done && c.peek() !== '.' && c.peek() !== '"' && c.peek() !== 'until') c.position += 1;
  const except = c.position > from && c.peek() !== '"' ? copyExceptions(c.textSince(from)) : undefined;
  if (!except) c.position = start;
  return except;
}
