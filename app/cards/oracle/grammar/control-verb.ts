// "Gain control of target creature until end of turn." (Threaten; CR 613.1b, layer 2), "Gain control
// of target artifact." (no duration: it lasts, CR 611.2a) and "… for as long as you control ~"
// (grammar/control-duration.ts).
import type { Effect } from '../abilities.ts';
import { controlDuration } from './control-duration.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export const gainControlVerb = (c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('gain control of')) return undefined;
  const objects = attemptIn(c, context, () => objectRef(c, context, true));
  if (!objects || objects.ref === 'self') return undefined;
  const untilEndOfTurn = c.accept('until end of turn');
  const lasts = untilEndOfTurn ? undefined : controlDuration(c);
  return [{ kind: 'gainControl', objects, untilEndOfTurn, ...(lasts ? { lasts } : {}) }];
};
