// Conditions about the permanent an Aura or Equipment is attached to, when "it" names that
// permanent: "Then if it has three or more +1/+1 counters on it, sacrifice ~." (the Theros
// Ordeals, after "Whenever enchanted creature attacks, put a +1/+1 counter on it"). Checked on
// resolution (CR 608.2c) against the permanent the source is attached to then.
import type { Condition, ObjectFilter } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import { COLORS, numberWord } from './words.ts';

function itIsHost(context: ParseContext): boolean {
  const it = context.it?.ref;
  return it === 'enchanted' || it === 'equipped' || (it === 'subject' && context.subjectIsHost === true);
}

const SUBJECTS = ['enchanted creature', 'enchanted permanent', 'enchanted land', 'enchanted artifact'];

/**
 * "enchanted creature's power is 4 or greater", "enchanted creature is untapped", "enchanted
 * permanent is tapped": the host matches (checked on resolution, CR 603.4); "it" after it is the host.
 */
export function hostState(c: Cursor, context?: ParseContext): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    const start = c.position;
    // "its power is 2 or less" where "it" is the host ("Whenever enchanted creature attacks, if its power is …", Writ of Passage).
    const power = c.accept("enchanted creature's power is") || (context !== undefined && itIsHost(context) && c.accept('its power is'));
    if (!power && !SUBJECTS.some((subject) => c.accept(subject))) return undefined;
    let filter: ObjectFilter | undefined;
    const base = { anyOf: [], none: [], colors: [], notColors: [] };
    if (power) {
      const value = numberWord(c.next());
      if (typeof value !== 'number') return undefined;
      const op = c.accept('or greater') ? '>=' : c.accept('or less') ? '<=' : '=';
      filter = { ...base, power: { op, value }, text: '' };
    } else if (c.accept('is')) {
      // "enchanted creature is white and is untapped" (Nature's Chosen): a colour, a state, or both.
      const color = COLORS.get(c.peek() ?? '');
      if (color) c.next();
      const state = color ? (c.accept('and is') ? c.acceptOne('tapped', 'untapped') : undefined) : c.acceptOne('tapped', 'untapped');
      if (color && state === undefined && c.at('and')) return undefined;
      if (color || state) filter = { ...base, ...(color ? { colors: [color] } : {}), ...(state ? { tapped: state === 'tapped' } : {}), text: '' };
      // "it's blocking" (CR 509.1g): the goldfish never attacks, so this never holds in a goldfish game.
      else if (c.accept('blocking')) filter = { ...base, combatRole: 'blocking', text: '' };
    }
    if (!filter) return undefined;
    if (context) context.it = { ref: 'enchanted' };
    return { kind: 'enchanted is', filter: { ...filter, text: c.tokens.slice(start, c.position).map((token) => token.text).join(' ') } };
  });
}

/** "another Aura is attached to enchanted creature": two or more Auras on the host, the source among them. */
export function anotherAuraOnHost(c: Cursor): Condition | undefined {
  if (!(c.accept('another aura is attached to') && SUBJECTS.some((subject) => c.accept(subject)))) return undefined;
  return { kind: 'count', amount: { count: { of: 'auras on enchanted' }, times: 1 }, op: '>=', value: 2 };
}

/** Whether a condition is about the enchanted permanent ("it" after it is that permanent). */
export function aboutHost(condition: Condition): boolean {
  return condition.kind === 'enchanted is' || (condition.kind === 'count' && typeof condition.amount === 'object' && condition.amount.count.of === 'auras on enchanted');
}

/** A condition about the host: its state, or "it has N or more C counters on it" with "it" the host; undefined otherwise (the cursor unmoved). */
export function hostCondition(c: Cursor, context: ParseContext): Condition | undefined {
  const state = hostState(c, context);
  if (state || !itIsHost(context)) return state;
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
