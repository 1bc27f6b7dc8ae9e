// "When you control no artifacts, sacrifice ~.", "When you control no other creatures, sacrifice ~.",
// "When there are no creatures on the battlefield, sacrifice ~." (CR 603.8: state triggers). The
// subtype form ("no Islands", also in German and Spanish) is `upkeep-statics.ts`'s; these read any
// group the grammar's object filter reads. `engine/upkeep.ts` (`fireStateTriggers`) checks them.
import type { StaticAbility } from '../abilities.ts';
import { Cursor, tokenize } from '../grammar/cursor.ts';
import { objectFilter } from '../grammar/nouns.ts';

const NONE_LEFT = /^when (?:you control no (.+)|there are no (.+) on the battlefield), sacrifice ~$/i;

/** The state trigger of one line, or undefined when it is none. */
export function parseNoneLeft(line: string): StaticAbility[] | undefined {
  const match = line.trim().replace(/\.$/, '').match(NONE_LEFT);
  if (!match) return undefined;
  const c = new Cursor(tokenize(match[1] ?? match[2]!));
  const read = objectFilter(c);
  if (!read || !c.done || read.head === 'card' || read.head === 'spell') return undefined;
  const filter = match[1] !== undefined ? { ...read.filter, controller: 'you' as const } : read.filter;
  return [{ kind: 'static', effect: { kind: 'upkeep rule', what: 'sacrifice when you control none', filter } }];
}
