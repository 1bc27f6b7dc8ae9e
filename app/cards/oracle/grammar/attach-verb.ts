// "Attach ~ to target creature [you control]" (CR 701.3a): an Aura or Equipment moves onto the
// target. The effect unit checks that an Aura can enchant it (CR 701.3b: else nothing happens).
// "Unattach enchanted Equipment" (CR 701.3d).
import type { Effect, ObjectFilter } from '../abilities.ts';
import { parseTypeQuery } from '../../type-line.ts';
import type { Cursor } from './cursor.ts';
import { targetPhrase, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

/** "a land of their choice": any land on the battlefield (the engine takes the first it can enchant, yours first). */
const ANY_LAND: ObjectFilter = { anyOf: [parseTypeQuery('land')], none: [], colors: [], notColors: [], text: 'land' };

export function attachVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  // "That land's controller attaches ~ to a land of their choice" (Kudzu, Steam Vines; CR 701.3a): the Aura moves on as its land is destroyed.
  if (subject.kind === 'player' && subject.who === 'that player' && c.accept('attaches ~ to a land of their choice')) return [{ kind: 'attach', target: -1, objects: { ref: 'all', filter: ANY_LAND } }];
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
