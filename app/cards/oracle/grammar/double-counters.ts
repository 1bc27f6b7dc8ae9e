// "Double the number of +1/+1 counters on ~" (CR 122.6: putting that many more), "double the number
// of +1/+1 counters on each creature you control", "Double the number of each kind of counter on
// target permanent".
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export const doubleCountersVerb = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('double the number of')) return undefined;
  let counter: string | null;
  if (c.accept('each kind of counter on')) counter = null;
  else {
    const kind = c.next();
    if (!kind || !(/^[+-]\d+\/[+-]\d+$/.test(kind) || /^[a-z]+$/.test(kind)) || !c.accept('counters on')) return undefined;
    counter = kind;
  }
  const objects = objectRef(c, context, false);
  return objects ? [{ kind: 'doubleCounters', counter, objects }] : undefined;
};
