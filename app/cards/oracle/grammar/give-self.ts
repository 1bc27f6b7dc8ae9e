// The source given to another player for good (CR 613.1b): "Target opponent gains control of ~"
// (Jinxed Idol, Humble Defector).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function giveSelf(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || (subject.who !== 'target' && subject.who !== 'each opponent') || !c.accept('gains control of ~')) return undefined;
  return [{ kind: 'giveSelf', who: subject.who, ...(subject.slot === undefined ? {} : { target: subject.slot }) }];
}
