// Keywords that act when their creature dies: persist (CR 702.79), undying (CR 702.93), soulshift
// (CR 702.46) and afterlife (CR 702.135). German: Beharrlichkeit, Unsterblichkeit, Seelenwanderung,
// Nachleben; Spanish: Persistir, Inmortal, Cambio de alma, Más allá. Persist and undying are their
// own triggered ability (the intervening "if" reads the counters the creature had as it last
// existed); soulshift and afterlife are read by the grammar from the sentence their rule gives.
import type { TriggeredAbility } from '../abilities.ts';
import { grammarLine } from '../grammar/abilities.ts';

function returnsWithCounter(counter: '-1/-1' | '+1/+1', name: string): TriggeredAbility {
  return {
    kind: 'triggered',
    event: { on: 'dies self', unlessCounter: counter },
    effects: [{ kind: 'returnWithCounter', counter }],
    targets: [],
    text: `${name}: return it to the battlefield under its owner's control with a ${counter} counter on it.`,
  };
}

/** CR 702.79a: "When this creature dies, if it had no -1/-1 counters on it, return it … with a -1/-1 counter on it." */
export const PERSIST = returnsWithCounter('-1/-1', 'Persist');
/** CR 702.93a: the same with +1/+1 counters. */
export const UNDYING = returnsWithCounter('+1/+1', 'Undying');

const NUMBER_WORDS = ['zero', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The English sentence a numbered keyword stands for (its rule's own wording). */
function sentenceFor(keyword: 'soulshift' | 'afterlife', amount: number): string {
  if (keyword === 'soulshift') return `When ~ dies, you may return target Spirit card with mana value ${amount} or less from your graveyard to your hand.`;
  const count = NUMBER_WORDS[amount] ?? String(amount);
  return amount === 1
    ? 'When ~ dies, create a 1/1 white and black Spirit creature token with flying.'
    : `When ~ dies, create ${count} 1/1 white and black Spirit creature tokens with flying.`;
}

const NUMBERED = /^(soulshift|seelenwanderung|cambio de alma|afterlife|nachleben|más allá|mas alla)\s+(\d+)$/i;
const SIMPLE = /^(persist|beharrlichkeit|persistir|undying|unsterblichkeit|inmortal)$/i;

export interface DiesKeyword {
  triggered: TriggeredAbility[];
  describe: string;
}

/** "Persist", "Undying", "Soulshift 3", "Afterlife 2" (and their German and Spanish names), else undefined. */
export function parseDiesKeyword(line: string): DiesKeyword | undefined {
  const trimmed = line.trim();
  const simple = trimmed.match(SIMPLE);
  if (simple) {
    const persist = /^(persist|beharrlichkeit|persistir)$/i.test(simple[1]!);
    return { triggered: [persist ? PERSIST : UNDYING], describe: persist ? 'persist' : 'undying' };
  }
  const numbered = trimmed.match(NUMBERED);
  if (!numbered) return undefined;
  const keyword = /^(soulshift|seelenwanderung|cambio de alma)$/i.test(numbered[1]!) ? 'soulshift' : 'afterlife';
  const amount = Number(numbered[2]);
  const read = grammarLine(sentenceFor(keyword, amount), false, []);
  if (!read || read.manual.length > 0) return undefined;
  // Shown on the stack as the keyword with its rule's text.
  const triggered = read.triggered.map((ability) => ({ ...ability, text: `${keyword === 'soulshift' ? 'Soulshift' : 'Afterlife'} ${amount}: ${ability.text}` }));
  return { triggered, describe: `${keyword} ${amount}` };
}
