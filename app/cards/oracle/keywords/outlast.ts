// Outlast [Cost] (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only
// as a sorcery." German: Überdauern; Spanish: Perdurar.
import { CounterKeywordAbility, readCounterKeyword } from './counter-ability.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['outlast', 'überdauern', 'perdurar'];

export function parseOutlast(line: string): CounterKeywordAbility | undefined {
  const read = readCounterKeyword(line, KEYWORD_NAMES, false);
  if (!read) return undefined;
  const cost = { ...read.cost, tap: true, text: `${read.cost.text}, {T}` };
  return new CounterKeywordAbility('outlast', cost, 'battlefield', true, 1, false, 'Put a +1/+1 counter on this creature.', `outlast ${read.cost.text}`);
}
