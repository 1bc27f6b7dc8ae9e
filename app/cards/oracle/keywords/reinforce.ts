// Reinforce N—[Cost] (CR 702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target
// creature." Activated from the hand at instant speed; discarding the card is part of the cost.
// German: Verstärkung; Spanish: Reforzar.
import { CounterKeywordAbility, readCounterKeyword } from './counter-ability.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['reinforce', 'verstärkung', 'reforzar'];

export function parseReinforce(line: string): CounterKeywordAbility | undefined {
  const read = readCounterKeyword(line, KEYWORD_NAMES, true);
  if (!read) return undefined;
  const cost = { ...read.cost, discardSelf: true, text: `${read.cost.text}, Discard this card` };
  const counters = read.amount === 1 ? 'a +1/+1 counter' : `${read.amount} +1/+1 counters`;
  return new CounterKeywordAbility('reinforce', cost, 'hand', false, read.amount, true, `Put ${counters} on target creature.`, `reinforce ${read.amount}—${read.cost.text}`);
}
