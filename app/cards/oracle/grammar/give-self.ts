// A permanent given to another player for good (CR 613.1b): "Target opponent gains control of ~"
// (Jinxed Idol, Humble Defector), "… gains control of it" where "it" is the source (Sleeper Agent),
// and "… gains control of target permanent you control" (Harmless Offering, Zedruu).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function giveSelf(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || (subject.who !== 'target' && subject.who !== 'each opponent') || !c.accept('gains control of')) return undefined;
  const who = { who: subject.who, ...(subject.slot === undefined ? {} : { target: subject.slot }) };
  if (c.accept('~') || ((context.it === undefined || context.it.ref === 'self') && c.accept('it'))) return [{ kind: 'giveSelf', ...who }];
  const objects = attemptIn(c, context, () => objectRef(c, context, false));
  return objects?.ref === 'target' ? [{ kind: 'giveSelf', ...who, objects }] : undefined;
}
