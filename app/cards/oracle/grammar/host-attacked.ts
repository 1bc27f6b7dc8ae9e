// "At the beginning of the end step of enchanted creature's controller, destroy that creature if it
// didn't attack this turn." (Aggression), "… ~ deals 2 damage to that player unless that creature
// attacked this turn." (Insubordination): the effect happens only when the enchanted creature was
// not declared as an attacker this turn (CR 508.1, condition `host attacked`).
import type { Effect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

const TAIL = /\s+(?:if (?:it|that creature) didn't attack this turn|unless (?:it|that creature) attacked this turn)$/i;

/** The sentence with that tail, in a trigger about the enchanted creature; undefined (the cursor unmoved) otherwise. */
export function unlessHostAttacked(c: Cursor, context: ParseContext, clauses: (c: Cursor, context: ParseContext) => Effect[] | undefined): Effect[] | undefined {
  if (context.it?.ref !== 'enchanted') return undefined;
  const rest = c.rest();
  const tail = rest.match(TAIL);
  if (!tail) return undefined;
  const head = Cursor.of(rest.slice(0, tail.index));
  const inner = attemptIn(head, context, () => {
    const read = clauses(head, context);
    return read && head.done ? read : undefined;
  });
  if (!inner) return undefined;
  c.position = c.tokens.length;
  return [{ kind: 'if', condition: { kind: 'not', condition: { kind: 'host attacked' } }, effects: inner }];
}
