// Conditions on what is on the battlefield, any player's permanents (CR 611.3a): "there is a
// Mountain on the battlefield", "there are five or more Islands on the battlefield", "there's
// another creature on the battlefield", "an enchantment is on the battlefield". Read by
// stateCondition (conditions.ts), so "as long as …", "can't attack unless …" and "if …" all take them.
import type { Condition } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';
import { numberWord } from './words.ts';

/** "a"/"an"/"another" (one or more) or "five or more" before the permanents counted. */
function atLeast(c: Cursor): number | undefined {
  if (c.accept('a') || c.accept('an')) return 1;
  if (c.at('another')) return 1;
  const value = numberWord(c.peek());
  if (typeof value !== 'number') return undefined;
  c.next();
  return c.accept('or more') ? value : undefined;
}

/** "any player controls a white permanent" (any player's), "no opponent controls a creature" (none of the goldfish's). */
function anyPlayerControls(c: Cursor): Condition | undefined {
  const who = c.acceptOne('any player controls', 'a player controls', 'no opponent controls');
  if (!who || !(c.accept('a') || c.accept('an'))) return undefined;
  const read = objectFilter(c);
  if (!read || read.head === 'card' || read.head === 'spell' || read.filter.controller !== undefined) return undefined;
  if (who === 'no opponent controls') return { kind: 'control', filter: { ...read.filter, controller: 'opponent' }, negate: true };
  return { kind: 'count', amount: { count: { of: 'permanents', filter: read.filter }, times: 1 }, op: '>=', value: 1 };
}

export function battlefieldCondition(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    const controls = anyPlayerControls(c);
    if (controls) return controls;
    const there = c.acceptOne('there is', "there's", 'there are');
    const value = atLeast(c);
    if (value === undefined) return undefined;
    const read = objectFilter(c);
    if (!read || read.head === 'card' || read.head === 'spell' || read.filter.controller !== undefined) return undefined;
    // objectFilter takes "on the battlefield" after "there is …"; "an enchantment is on the battlefield" says it after "is".
    if (!there && !(c.accept('is on the battlefield') || c.accept('are on the battlefield'))) return undefined;
    return { kind: 'count', amount: { count: { of: 'permanents', filter: read.filter }, times: 1 }, op: '>=', value };
  });
}
