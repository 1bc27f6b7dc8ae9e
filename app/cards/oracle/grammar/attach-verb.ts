// "Attach ~ to target creature [you control]" (CR 701.3a): an Aura or Equipment moves onto the
// target. The effect unit checks that an Aura can enchant it (CR 701.3b: else nothing happens).
// "Unattach enchanted Equipment" (CR 701.3d).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { targetPhrase, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export function attachVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you') return undefined;
  // "unattach enchanted Equipment" (Carry Away, CR 701.3d): it stays on the battlefield, attached to nothing.
  if (c.accept('unattach enchanted equipment')) return [{ kind: 'unattach', objects: { ref: 'enchanted' } }];
  if (!c.accept('attach ~ to')) return undefined;
  // "Whenever a creature enters the battlefield, you may attach ~ to that creature."
  if (context.it?.ref === 'subject' && c.acceptOne('that creature', 'it')) return [{ kind: 'attach', target: -1, objects: context.it }];
  const target = targetPhrase(c, context, false);
  if (!target || target.count !== 1 || target.kind !== 'creature') return undefined;
  return [{ kind: 'attach', target: target.slot }];
}
