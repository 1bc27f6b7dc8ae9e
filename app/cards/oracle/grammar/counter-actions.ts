// Keyword actions about +1/+1 and other counters (CR 701): "Proliferate." (701.27), "Adapt 2."
// (701.43), "Support 2." (701.32: a +1/+1 counter on each of up to two other target creatures).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

export const counterActions = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (c.accept('proliferate')) return [{ kind: 'proliferate' }];
  const action = c.accept('adapt') ? 'adapt' : c.accept('support') ? 'support' : undefined;
  if (!action) return undefined;
  const amount = numberWord(c.next());
  if (typeof amount !== 'number') return undefined;
  if (action === 'adapt') return [{ kind: 'adapt', amount }];
  // Support on a permanent means other creatures (CR 701.32a); on an instant or sorcery any creatures.
  const from = context.targets.length;
  const other = !context.spell;
  for (let slot = 0; slot < amount; slot += 1) {
    context.targets.push({ kind: 'creature', optional: true, ...(other ? { filter: { anyOf: [], none: [], colors: [], notColors: [], other: true, text: 'other creature' } } : {}) });
  }
  return [{ kind: 'counters', counter: '+1/+1', count: 1, to: 'objects', objects: { ref: 'targets', from, count: amount } }];
};
