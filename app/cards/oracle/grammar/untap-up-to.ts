// "Untap up to two lands" / "untap up to five lands" (Cloud of Faeries, Peregrine Drake): an
// untargeted choice of at most N permanents; the engine's default choice is your own tapped ones.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

export function untapUpTo(c: Cursor, _context: unknown, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('untap up to')) return undefined;
  const upTo = numberWord(c.next());
  if (typeof upTo !== 'number' || c.peek() === 'target') return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell') return undefined;
  return [{ kind: 'tap', objects: { ref: 'all', filter: read.filter }, untap: true, upTo }];
}
