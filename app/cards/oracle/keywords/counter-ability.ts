// The keyword abilities that are "[Cost]: put +1/+1 counters on a creature", activated from one
// zone (reinforce from the hand, scavenge from the graveyard, outlast on the battlefield): one
// class, each keyword module gives its zone, cost, target and count.
import type { ActivatedAbility, AbilityZone, Amount, Cost, Effect, TargetSpec } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export class CounterKeywordAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
  readonly isCycling = false;
  readonly isManaAbility = false;

  constructor(
    readonly keyword: 'reinforce' | 'scavenge' | 'outlast',
    readonly cost: Cost,
    readonly zone: AbilityZone,
    readonly sorcerySpeed: boolean,
    count: Amount,
    onTarget: boolean,
    readonly text: string,
    private readonly shown: string,
  ) {
    this.effects = [onTarget ? { kind: 'counters', counter: '+1/+1', count, to: 'target', target: 0 } : { kind: 'counters', counter: '+1/+1', count, to: 'self' }];
    this.targets = onTarget ? [{ kind: 'creature' }] : [];
  }

  describe(): string {
    return this.shown;
  }
}

/** "Keyword [N]—cost" / "Keyword cost" in any of the names: the number (when `numbered`) and the cost, else undefined. */
export function readCounterKeyword(line: string, names: readonly string[], numbered: boolean): { amount: number | 'X'; cost: Cost } | undefined {
  const pattern = numbered ? `^(?:${names.join('|')}) (\\d+|x)\\s*[—–-]\\s*(.+)$` : `^(?:${names.join('|')})(?:\\s*[—–]\\s*|\\s+)(.+)$`;
  const match = line.trim().replace(/\.$/, '').match(new RegExp(pattern, 'i'));
  if (!match) return undefined;
  const cost = parseCost(numbered ? match[2]! : match[1]!);
  if (!cost) return undefined;
  const amount = numbered ? (/^x$/i.test(match[1]!) ? 'X' : Number(match[1])) : 1;
  return { amount, cost };
}
