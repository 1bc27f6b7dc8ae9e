// "Prevent all combat damage that would be dealt to and dealt by that creature this turn" (CR 615):
// the goldfish never blocks, so no combat damage is ever dealt to a creature: the shield that
// matters is the one on the damage it deals (the Fend Off shield, `combat damage by`).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function combatPreventionVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  if (!c.accept('prevent all combat damage that would be dealt to and dealt by')) return undefined;
  const objects = attemptIn(c, context, () => objectRef(c, context, false));
  if (!objects || objects.ref === 'those' || !c.accept('this turn')) return undefined;
  return [{ kind: 'prevent', what: 'combat damage by', objects }];
}
