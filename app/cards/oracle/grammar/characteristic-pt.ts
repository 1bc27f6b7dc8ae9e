// Characteristic-defining abilities for power and toughness (CR 604.3, 613.4a): "~'s power and
// toughness are each equal to the number of cards in your hand", "~'s power is equal to the number
// of creatures you control", "… and its toughness is equal to that number plus 1" (Tarmogoyf's shape).
import type { CountedAmount, StaticEffect } from '../abilities.ts';
import { countPhrase } from './amounts.ts';
import { Cursor } from './cursor.ts';
import { numberWord } from './words.ts';

/** "[N plus] the number of …" → a count and what is added to it. */
function numberOf(text: string): { amount: CountedAmount; plus: number } | undefined {
  const c = Cursor.of(text);
  let plus = 0;
  const first = numberWord(c.peek());
  if (typeof first === 'number' && c.peek(1) === 'plus') {
    c.position += 2;
    plus = first;
  }
  const times = c.accept('twice') ? 2 : 1; // "twice the number of creatures you control"
  if (!c.accept('the number of')) return undefined;
  const count = countPhrase(c);
  // A count of creatures by power or toughness would depend on the value it defines (CR 613.8).
  if (!count || !c.done || (count.of === 'permanents' && (count.filter.power || count.filter.toughness))) return undefined;
  return { amount: { count, times }, plus };
}

const BOTH = /^~'s power and toughness are each equal to (.+?)\.?$/i;
/** "~'s toughness is equal to the number of Forests you control": the printed power stays (CR 604.3). */
const TOUGHNESS = /^~'s toughness is equal to (.+?)\.?$/i;
const POWER = /^~'s power is equal to (.+?)(?: and its toughness is equal to that number plus (\d+))?\.?$/i;

export function parseCharacteristicPT(line: string): StaticEffect | undefined {
  const both = line.match(BOTH);
  if (both) {
    const read = numberOf(both[1]!);
    return read ? { kind: 'characteristic pt', power: read, toughness: read } : undefined;
  }
  const toughnessOnly = line.match(TOUGHNESS);
  if (toughnessOnly) {
    const read = numberOf(toughnessOnly[1]!);
    return read ? { kind: 'characteristic pt', power: null, toughness: read } : undefined;
  }
  const power = line.match(POWER);
  if (!power) return undefined;
  const read = numberOf(power[1]!);
  if (!read) return undefined;
  const toughness = power[2] === undefined ? null : { amount: read.amount, plus: read.plus + Number(power[2]) };
  return { kind: 'characteristic pt', power: read, toughness };
}
