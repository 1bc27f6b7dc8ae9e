// "~ becomes a copy of target artifact[, except it has this ability][ until end of turn]" (CR 707.2,
// 707.9b, 613.1a): the permanent takes the target's copiable values; "this ability" is the line
// itself, which the copy keeps (Thespian's Stage, Mizzium Transreliquat, Mirage Mirror).
import type { Effect, ObjectRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, targetPhrase, type ParseContext } from './nouns.ts';
import { exceptClause } from './copy-exceptions.ts';

export function becomeCopy(c: Cursor, context: ParseContext, objects: ObjectRef): Effect[] | undefined {
  if (objects.ref !== 'self') return undefined;
  return attemptIn(c, context, () => {
    if (!(c.accept('becomes a copy of') || c.accept('become a copy of'))) return undefined;
    const target = targetPhrase(c, context, false);
    if (!target || target.count !== 1 || (target.kind !== 'permanent' && target.kind !== 'creature' && target.kind !== 'nonland permanent')) return undefined;
    const thisAbility = c.accept(', except it has this ability');
    const except = thisAbility ? null : exceptClause(c);
    if (except === undefined) return undefined;
    const untilEndOfTurn = c.accept('until end of turn');
    return [{ kind: 'becomeCopy', of: target.slot, thisAbility, untilEndOfTurn, ...(except ? { except } : {}) }];
  });
}
