// Conditions about the permanent an Aura or Equipment is attached to, when "it" names that
// permanent: "Then if it has three or more +1/+1 counters on it, sacrifice ~." (the Theros
// Ordeals, after "Whenever enchanted creature attacks, put a +1/+1 counter on it"). Checked on
// resolution (CR 608.2c) against the permanent the source is attached to then.
import type { Condition } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { numberWord } from './words.ts';

function itIsHost(context: ParseContext): boolean {
  const it = context.it?.ref;
  return it === 'enchanted' || it === 'equipped' || (it === 'subject' && context.subjectIsHost === true);
}

/** "it has N or more C counters on it" / "it has a C counter on it", "it" being the host; undefined otherwise (the cursor unmoved). */
export function hostCondition(c: Cursor, context: ParseContext): Condition | undefined {
  if (!itIsHost(context)) return undefined;
  return c.attempt((): Condition | undefined => {
    if (!c.accept('it has')) return undefined;
    const single = c.accept('a') || c.accept('an');
    const value = single ? 1 : numberWord(c.next());
    if (typeof value !== 'number') return undefined;
    const op = single ? '>=' : c.accept('or more') ? '>=' : c.accept('or fewer') ? '<=' : '=';
    const counter = c.next();
    if (!counter || !(c.accept('counters on it') || c.accept('counter on it'))) return undefined;
    return { kind: 'count', amount: { count: { of: 'counters on host', counter }, times: 1 }, op, value };
  });
}
