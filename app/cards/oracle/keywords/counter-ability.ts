// The keyword abilities that are "[Cost]: put +1/+1 counters on a creature", activated from one
// zone (reinforce from the hand, scavenge from the graveyard, outlast on the battlefield): one
// class on the shared keyword base, each keyword module gives its zone, cost, target and count.
import type { AbilityZone, Amount, Cost } from '../abilities.ts';
import { parseCost } from '../costs.ts';
import { KeywordActivatedAbility, keywordWithCost } from './keyword-ability.ts';
import { keywordPattern } from './keyword-pattern.ts';

export class CounterKeywordAbility extends KeywordActivatedAbility {
  constructor(keyword: 'reinforce' | 'scavenge' | 'outlast', cost: Cost, zone: AbilityZone, sorcerySpeed: boolean, count: Amount, onTarget: boolean, text: string, shown: string) {
    super({
      keyword,
      cost,
      effects: [onTarget ? { kind: 'counters', counter: '+1/+1', count, to: 'target', target: 0 } : { kind: 'counters', counter: '+1/+1', count, to: 'self' }],
      targets: onTarget ? [{ kind: 'creature' }] : [],
      zone,
      sorcerySpeed,
      text,
      shown,
    });
  }
}

const NUMBERED_COST_SHAPE = (names: readonly string[]): string => `^(?:${names.join('|')}) (\\d+|x)\\s*[—–-]\\s*(.+)$`;

/** "Keyword [N]—cost" / "Keyword cost" in any of the names: the number (when `numbered`) and the cost, else undefined. */
export function readCounterKeyword(line: string, names: readonly string[], numbered: boolean): { amount: number | 'X'; cost: Cost } | undefined {
  if (!numbered) {
    const found = keywordWithCost(line, names);
    return found ? { amount: 1, cost: found.cost } : undefined;
  }
  const match = line.trim().replace(/\.$/, '').match(keywordPattern(names, NUMBERED_COST_SHAPE));
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  if (!cost) return undefined;
  return { amount: /^x$/i.test(match[1]!) ? 'X' : Number(match[1]), cost };
}
