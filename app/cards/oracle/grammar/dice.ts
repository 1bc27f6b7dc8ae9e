// Dice (CR 706): "Roll a six-sided die.", "Roll two six-sided dice.", "[You may] roll a six-sided die
// and put a number of +1/+1 counters on ~ equal to the result.", followed by the result's outcomes
// ("If you roll a 1, sacrifice ~. Otherwise, …", "On a 3 or 4, …. On a 5 or higher, …"), and the
// amounts that read the roll in the same ability ("the result", "the total of those results", "the
// difference between those results"). The roll and its outcomes are one effect (engine/effects/dice.ts).
import type { Amount, Effect } from '../abilities.ts';
import type { DieOutcome } from '../choice-effects.ts';
import { readSentence } from './coin-flip.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function dieNumber(c: Cursor): number | undefined {
  const text = c.peek();
  if (text === undefined) return undefined;
  const value = /^[1-9][0-9]?$/.test(text) ? Number(text) : NUMBERS[text];
  if (value !== undefined) c.next();
  return value;
}

/** "the result", "the total of those results", "the difference between those results". */
export function dieAmount(c: Cursor): Amount | undefined {
  if (c.acceptOne('the result', 'that result', 'the total of those results')) return { count: { of: 'die result', how: 'total' }, times: 1 };
  if (c.accept('the difference between those results')) return { count: { of: 'die result', how: 'difference' }, times: 1 };
  return undefined;
}

/** "if you roll a 1 ," / "on a 3 or 4 ," / "on a 5 or higher ," / "on a 3 or lower ,": the range of totals. */
function outcomeLead(c: Cursor): { min: number; max: number } | undefined {
  return c.attempt(() => {
    // "If you a roll a 1" is Krazy Kow's printed Oracle text.
    if (!c.acceptOne('if you roll a', 'if you roll an', 'if you a roll a', 'on a', 'on an')) return undefined;
    const first = dieNumber(c);
    if (first === undefined) return undefined;
    let range = { min: first, max: first };
    if (c.accept('or higher')) range = { min: first, max: Infinity };
    else if (c.accept('or lower')) range = { min: -Infinity, max: first };
    else if (c.accept('or')) {
      const second = dieNumber(c);
      if (second !== first + 1) return undefined;
      range = { min: first, max: second };
    }
    return c.accept(',') ? range : undefined;
  });
}

/** "[you may] roll a six-sided die" / "roll two six-sided dice", then ". If you roll …, …" outcomes. */
export function rollDice(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const optional = c.accept('you may');
    const count = c.accept('roll a six-sided die') ? 1 : c.accept('roll two six-sided dice') ? 2 : undefined;
    if (count === undefined) return undefined;
    const then: Effect[] = [];
    if (c.accept('and')) {
      const rest = readSentence(c, context, read);
      if (!rest) return undefined;
      then.push(...rest);
    }
    const outcomes: DieOutcome[] = [];
    let otherwise: Effect[] = [];
    for (;;) {
      const before = c.position;
      if (!c.accept('.')) break;
      const range = outcomeLead(c);
      if (range) {
        const effects = readSentence(c, context, read);
        if (!effects) return undefined;
        outcomes.push({ ...range, effects });
        continue;
      }
      if (outcomes.length > 0 && c.accept('otherwise ,')) {
        const effects = readSentence(c, context, read);
        if (!effects) return undefined;
        otherwise = effects;
        continue;
      }
      c.position = before;
      break;
    }
    const roll: Effect = { kind: 'rollDice', count, outcomes, otherwise, then };
    return optional ? [{ kind: 'may', effects: [roll], text: 'You may roll a six-sided die.' }] : [roll];
  });
}
