// Verbs on the object a sentence already named ("it", "that creature"): "sacrifice it", "return
// that creature to its owner's hand", "put it on top of its owner's library", "remove a +1/+1
// counter from it". The general verbs read these with "~" or a target; an attack or block trigger
// ("When ~ attacks, sacrifice it at end of combat") says "it".
import type { Effect } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

const IT = ['it', 'that creature', 'that permanent'] as const;

export function itVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  const it = context.it;
  if (subject.kind !== 'player' || subject.who !== 'you' || !it || it.ref === 'those' || it.ref === 'all') return undefined;
  const self = it.ref === 'self';
  if (c.accept('sacrifice')) return self && c.acceptOne(...IT) ? [{ kind: 'sacrifice', who: 'you', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, count: 1, self: true }] : undefined;
  if (c.accept('return')) return c.acceptOne(...IT) && c.accept("to its owner's hand") ? [{ kind: 'bounce', target: -1, objects: it }] : undefined;
  if (c.accept('put')) {
    if (c.acceptOne(...IT)) return c.accept("on top of its owner's library") ? [{ kind: 'toLibraryTop', objects: it }] : undefined;
    return undefined;
  }
  if (!self || !c.accept('remove')) return undefined;
  const count = amountWord(c);
  const counter = c.next();
  if (typeof count !== 'number' || !counter || !/^([a-z]+|[+-]\d+\/[+-]\d+)$/.test(counter)) return undefined;
  if (!(c.accept('counters from') || c.accept('counter from')) || !c.acceptOne(...IT)) return undefined;
  return [{ kind: 'counters', counter, count, to: 'self', remove: true }];
}
