// "Enchanted creature gets -2/-0. It gets -6/-0 instead as long as its controller has seven or more
// cards in their graveyard." (So Tiny): the second bonus replaces the first while the condition
// holds (CR 611.3a: checked all the time), so each is a static with its own condition, the first
// with the condition negated.
import type { Condition, StaticAbility } from '../abilities.ts';
import { numberWord } from './words.ts';

const FORM = /^enchanted creature gets ([+-]\d+\/[+-]\d+)\. it gets ([+-]\d+\/[+-]\d+) instead as long as its controller has (\w+) or more cards in their graveyard\.?$/i;

/** The two statics of such a line, or undefined. */
export function enchantedInstead(line: string): StaticAbility[] | undefined {
  const match = line.trim().match(FORM);
  const value = match ? numberWord(match[3]!.toLowerCase()) : undefined;
  if (!match || typeof value !== 'number') return undefined;
  const bonus = (text: string) => {
    const [power, toughness] = text.split('/').map(Number) as [number, number];
    return { kind: 'enchanted gets' as const, power, toughness, keywords: [] };
  };
  const amount = { count: { of: 'cards', zone: 'graveyard', whose: 'enchanted controller', filter: null }, times: 1 } as const;
  const holds: Condition = { kind: 'count', amount, op: '>=', value };
  const fails: Condition = { kind: 'count', amount, op: '<=', value: value - 1 };
  return [
    { kind: 'static', effect: bonus(match[1]!), condition: fails },
    { kind: 'static', effect: bonus(match[2]!), condition: holds },
  ];
}
