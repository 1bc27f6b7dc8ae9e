// "Exchange control of two target creatures", "… of ~ and target nonland permanent", "… of target
// land you control and target land an opponent controls" (CR 701.10c; effects/exchange-control.ts).
import type { Effect, ObjectRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

/** One of the two: "~" or a single target; "two target …" gives both. */
function pair(c: Cursor, context: ParseContext): [ObjectRef, ObjectRef] | undefined {
  const first = attemptIn(c, context, () => objectRef(c, context, false));
  if (first?.ref === 'targets' && first.count === 2) return [{ ref: 'target', slot: first.from }, { ref: 'target', slot: first.from + 1 }];
  if (!first || (first.ref !== 'self' && first.ref !== 'target') || !c.accept('and')) return undefined;
  const second = attemptIn(c, context, () => objectRef(c, context, false));
  if (!second || second.ref !== 'target') return undefined;
  return [first, second];
}

export const exchangeControlVerb = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('exchange control of')) return undefined;
  const both = pair(c, context);
  return both && [{ kind: 'exchangeControl', first: both[0], second: both[1] }];
};
