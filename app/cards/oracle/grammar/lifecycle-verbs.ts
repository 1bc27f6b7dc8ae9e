// Verb phrases of the zone-change and enters-the-battlefield sentences (docs/rules-lifecycle.md):
// "you become the monarch" (CR 724), "it explores" (CR 701.40), the bounce lands' "return a land
// you control to its owner's hand", "exile target … until ~ leaves the battlefield" (CR 610.3) and
// Oblivion Ring's "return the exiled card to the battlefield under its owner's control" (CR 607.2a).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectRef, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function lifecycleVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind === 'object') {
    return subject.ref.ref === 'self' && (c.accept('explores') || c.accept('explore')) ? [{ kind: 'explore' }] : undefined;
  }
  if (subject.who !== 'you') return undefined;
  if (c.accept('become the monarch')) return [{ kind: 'becomeMonarch' }];
  if (c.accept("return a land you control to its owner's hand")) return [{ kind: 'returnOwnLand' }];
  if (c.accept("return the exiled card to the battlefield under its owner's control") || c.accept("return the exiled cards to the battlefield under their owners' control")) {
    return [{ kind: 'returnLinkedExile' }];
  }
  if (!c.accept('exile')) return undefined;
  const objects = objectRef(c, context, true);
  if (!objects || objects.ref === 'self' || !c.accept('until ~ leaves the battlefield')) return undefined;
  return [{ kind: 'exileUntilLeaves', objects }];
}
