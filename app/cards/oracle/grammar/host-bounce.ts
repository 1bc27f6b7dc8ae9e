// "Return enchanted creature and ~ to their owners' hands" (Disappear), "return it and ~ to their
// owners' hands" with "it" the enchanted creature (Contempt): the host first, then the Aura itself,
// both in one resolution (state-based actions have not yet put the Aura into the graveyard, CR 704.3);
// "Return enchanted creature and all Auras attached to that creature to their owners' hands".
import type { Effect, ObjectRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';

/** After "return": the enchanted permanent and the source, or undefined (the cursor unmoved). */
export function hostAndSelfToHand(c: Cursor, context: ParseContext): Effect[] | undefined {
  return c.attempt((): Effect[] | undefined => {
    const host = c.acceptOne('enchanted creature', 'enchanted permanent') ?? (context.it?.ref === 'enchanted' || (context.it?.ref === 'subject' && context.subjectIsHost) ? c.acceptOne('it', 'that creature') : undefined);
    if (!host) return undefined;
    const auras = allAurasOnHost(c);
    if (auras) return c.accept("to their owners' hands") ? [{ kind: 'bounce', target: -1, objects: { ref: 'enchanted' } }, { kind: 'bounce', target: -1, objects: auras }] : undefined;
    if (!c.accept('and ~') || !c.accept("to their owners' hands")) return undefined;
    return [{ kind: 'bounce', target: -1, objects: { ref: 'enchanted' } }, { kind: 'returnSelf', from: 'battlefield', to: 'hand' }];
  });
}

/**
 * "and all Auras attached to that creature" (Mark of Eviction; the source among them): the Auras
 * still attached to the host the source is attached to, returned after the host (state-based
 * actions have not yet put them into the graveyard, CR 704.3).
 */
function allAurasOnHost(c: Cursor): ObjectRef | undefined {
  return c.attempt((): ObjectRef | undefined => {
    if (!c.accept('and all')) return undefined;
    const read = objectFilter(c);
    if (!read || !c.acceptOne('attached to that creature', 'attached to it')) return undefined;
    return { ref: 'all', filter: { ...read.filter, onSourceHost: true } };
  });
}
