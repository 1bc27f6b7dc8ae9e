// Kinship (Lorwyn/Morningtide): "At the beginning of your upkeep, you may look at the top card of
// your library. If it shares a creature type with ~, you may reveal it. If you do, create a 2/2
// green Wolf creature token." Read after "you may" as one verb phrase over its three sentences:
// the one choice ("you may") is to look and, when the card shares a type, reveal it and do the rest.
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { coreRule } from './recursion.ts';
import type { Subject } from './subjects.ts';

export function kinshipLook(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || c.peek(-1) !== 'may') return undefined;
  if (!c.accept('look at the top card of your library . if it shares a creature type with ~ , you may reveal it . if you do ,')) return undefined;
  const then = coreRule('clauses')(c, context);
  if (!then || !c.done) return undefined;
  return [{ kind: 'if', condition: { kind: 'top card shares a creature type' }, effects: [{ kind: 'topCard', action: 'reveal' }, ...then] }];
}
