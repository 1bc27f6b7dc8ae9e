// "~ gets +2/+0 until end of turn and deals 1 damage to you": the second verb phrase of a compound
// sentence shares the subject "~" of the first (CR 608.2c: the sentence is read as written). The
// clause grammar reads a verb phrase after its subject, so the subject is put back in front of it.
import { Cursor } from './cursor.ts';

/** Reads `read` on the rest of `c` with "~" in front; on success `c` moves past what it read. */
export function withSelfSubject<T>(c: Cursor, read: (inner: Cursor) => T | undefined): T | undefined {
  const at = c.tokens[c.position];
  if (!at) return undefined;
  const inner = new Cursor([{ text: '~', raw: '~', start: at.start }, ...c.tokens.slice(c.position)]);
  const result = read(inner);
  if (result === undefined || inner.position < 2) return undefined;
  c.position += inner.position - 1;
  return result;
}
