// Cards put from the hand back onto the library (CR 401.4): "Draw three cards, then put two cards
// from your hand on top of your library in any order" (Brainstorm), "… put a card from your hand
// on the bottom of your library" (Amass the Components).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

export function handToLibrary(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('put')) return undefined;
  const count = c.accept('a card') ? 1 : numberWord(c.next());
  if (typeof count !== 'number' || (count > 1 && !c.accept('cards'))) return undefined;
  if (!c.accept('from your hand')) return undefined;
  const where = c.acceptOne('on top of your library', 'on the bottom of your library');
  if (!where) return undefined;
  if (count > 1) c.accept('in any order');
  return [{ kind: 'handToLibrary', count, bottom: where === 'on the bottom of your library' }];
}
