// "Return ~ from your graveyard to the battlefield attached to that creature / target creature":
// an Aura that comes back attached to a creature (CR 303.4f: put onto the battlefield without
// being cast, it is attached to the object, which it does not target).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectRef, type ParseContext } from './nouns.ts';

/** After "return ~ [from your graveyard] to the battlefield attached to": the creature. */
export function attachedReturn(c: Cursor, context: ParseContext, from: 'graveyard' | 'battlefield'): Effect[] | undefined {
  const host = objectRef(c, context, false);
  if (!host || host.ref === 'self' || host.ref === 'all' || host.ref === 'targets') return undefined;
  return [{ kind: 'returnSelf', from, to: 'battlefield', attachTo: host }];
}
