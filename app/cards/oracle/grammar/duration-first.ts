// "Until end of turn, creatures you control get +1/+1 and gain haste.": the duration in front of
// changes to power, toughness and keywords (CR 611.2a). The sentence after the comma is read with
// the duration already given, and is taken only when everything it does is such a change.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

export function pumpWithDurationFirst(c: Cursor, context: ParseContext, read: (c: Cursor, context: ParseContext) => Effect[] | undefined): Effect[] | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('until end of turn ,')) return undefined;
    context.untilEndOfTurn = true;
    const inner = read(c, context);
    context.untilEndOfTurn = false;
    return inner && inner.length > 0 && inner.every((effect) => (effect.kind === 'pump' || effect.kind === 'grant' || (effect.kind === 'animate' && effect.subtypes.length === 0 && effect.untilEndOfTurn)) && !('indefinitely' in effect && effect.indefinitely)) ? inner : undefined;
  });
}
