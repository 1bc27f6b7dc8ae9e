// The lines printed beside outlast (Khans of Tarkir): "Each creature you control with a +1/+1
// counter on it has [keywords]." An anthem on your creatures with at least one +1/+1 counter.
import type { StaticAbility } from '../abilities.ts';
import { parseKeywordList } from './evergreen.ts';

const PATTERN = /^each creature you control with a \+1\/\+1 counter on it has (.+)\.$/i;
const CREATURE = { words: [{ english: 'Creature', kind: 'type' as const }], text: 'creature' };

export function parseCounterAnthem(line: string): StaticAbility | undefined {
  const match = line.trim().match(PATTERN);
  const keywords = match ? parseKeywordList(match[1]!) : undefined;
  if (!keywords) return undefined;
  const filter = { anyOf: [CREATURE], none: [], colors: [], notColors: [], controller: 'you' as const, withCounter: '+1/+1', text: 'creature you control with a +1/+1 counter on it' };
  return { kind: 'static', effect: { kind: 'anthem', filter, self: false, power: 0, toughness: 0, keywords } };
}
