// Scavenge [Cost] (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of
// +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as
// a sorcery." The card's power is read as it is in exile after the cost is paid: its printed
// power (nothing on the battlefield changes a card in exile). German: Ausschlachten; Spanish: Carroñear.
import { CounterKeywordAbility, readCounterKeyword } from './counter-ability.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['scavenge', 'ausschlachten', 'carroñear'];

export function parseScavenge(line: string): CounterKeywordAbility | undefined {
  const read = readCounterKeyword(line, KEYWORD_NAMES, false);
  if (!read) return undefined;
  const cost = { ...read.cost, exileSelf: true, text: `${read.cost.text}, Exile this card from your graveyard` };
  return new CounterKeywordAbility(
    'scavenge', cost, 'graveyard', true, { count: { of: 'power of self' }, times: 1 }, true,
    "Put a number of +1/+1 counters equal to this card's power on target creature.", `scavenge ${read.cost.text}`,
  );
}
