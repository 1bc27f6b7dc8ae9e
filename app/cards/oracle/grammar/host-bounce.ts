// "Return enchanted creature and ~ to their owners' hands" (Disappear), "return it and ~ to their
// owners' hands" with "it" the enchanted creature (Contempt): the host first, then the Aura itself,
// both in one resolution (state-based actions have not yet put the Aura into the graveyard, CR 704.3).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

/** After "return": the enchanted permanent and the source, or undefined (the cursor unmoved). */
export function hostAndSelfToHand(c: Cursor, context: ParseContext): Effect[] | undefined {
  return c.attempt((): Effect[] | undefined => {
    const host = c.acceptOne('enchanted creature', 'enchanted permanent') ?? (context.it?.ref === 'enchanted' || (context.it?.ref === 'subject' && context.subjectIsHost) ? c.acceptOne('it', 'that creature') : undefined);
    if (!host || !c.accept('and ~') || !c.accept("to their owners' hands")) return undefined;
    return [{ kind: 'bounce', target: -1, objects: { ref: 'enchanted' } }, { kind: 'returnSelf', from: 'battlefield', to: 'hand' }];
  });
}
