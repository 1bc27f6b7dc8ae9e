// Aura statics that hold while the enchanted permanent is something, with what it does otherwise
// (CR 611.3a: checked all the time): "Enchanted creature gets +2/+1 as long as it's black.
// Otherwise, it gets -1/-2.", "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it
// can't attack or block.", "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it
// gets -2/-1.", "Enchanted creature has shroud as long as its controller controls another creature.",
// "Enchanted creature has double strike as long as it's an enchantment. Otherwise,
// prevent all damage that would be dealt by enchanted creature." The first part applies while the
// condition holds, the second while it does not ("otherwise" is the same condition negated).
import type { Condition, StaticAbility } from '../abilities.ts';
import { enchantedIs } from './enchanted-is.ts';
import { Cursor } from './cursor.ts';
import { parseStaticLine } from './statics.ts';

const FORM = /^(enchanted (?:creature|permanent|land|artifact)) (.+?) as long as (it's .+?|its controller controls (?:another creature|no other creatures))\.(?: otherwise, (.+?)\.)?$/i;

/** "it's black", "it's a Human", "it's an enchantment", "it's attacking" of the enchanted permanent; "its controller controls another creature / no other creatures". */
function enchantedCondition(subject: string, condition: string): Condition | undefined {
  const controls = condition.match(/^its controller controls (another creature|no other creatures)$/i);
  if (controls) return { kind: 'enchanted controller has another creature', negate: /^no/i.test(controls[1]!) };
  const what = condition.replace(/^it's /i, '');
  if (/^attacking$/i.test(what)) return { kind: 'enchanted is', filter: { anyOf: [], none: [], colors: [], notColors: [], attacking: true, text: 'attacking' } };
  const c = Cursor.of(`${subject} is ${what}`);
  const found = enchantedIs(c);
  return found && c.done ? found : undefined;
}

/** The statics of such a line, each with its condition, or undefined when any part is not understood. */
export function enchantedOtherwise(line: string): StaticAbility[] | undefined {
  const match = line.trim().match(FORM);
  if (!match) return undefined;
  const [, subject, predicate, what, otherwise] = match;
  const condition = enchantedCondition(subject!, what!);
  const effects = condition ? parseStaticLine(`${subject} ${predicate}.`) : undefined;
  if (!condition || !effects) return undefined;
  const abilities: StaticAbility[] = effects.map((effect) => ({ kind: 'static', effect, condition }));
  if (otherwise === undefined) return abilities;
  // "Otherwise, it gets -1/-2" is about the enchanted permanent; "Otherwise, prevent all damage …" names it.
  const rest = parseStaticLine(`${otherwise.replace(/^it\b/i, subject!)}.`);
  if (!rest) return undefined;
  if (condition.kind !== 'enchanted is') return undefined;
  const negated: Condition = { ...condition, negate: true };
  return [...abilities, ...rest.map((effect): StaticAbility => ({ kind: 'static', effect, condition: negated }))];
}
