// "you get {E}{E}" (CR 107.14): energy counters for the player ("Du erhältst {E}{E}", "Obtienes {E}{E}"
// arrive here through the front ends' "you get").
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function energyVerb(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (!c.accept('get') && !c.accept('gets')) return undefined;
  let amount = 0;
  while (c.peek()?.toUpperCase() === '{E}') {
    c.next();
    amount += 1;
  }
  return amount > 0 ? [{ kind: 'energy', amount }] : undefined;
}
