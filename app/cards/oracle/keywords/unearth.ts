// Unearth (CR 702.84): "[Cost]: Return this card from your graveyard to the battlefield. It gains
// haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
// it instead of putting it anywhere else. Activate only as a sorcery." German: Ausgraben;
// Spanish: Desenterrar.
import type { ActivatedAbility, Cost, Effect } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export class UnearthAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly keyword = 'unearth';
  readonly effects: readonly Effect[] = [{ kind: 'unearth' }];
  readonly targets = [] as const;
  /** CR 702.84a: activated from the graveyard, only as a sorcery. */
  readonly zone = 'graveyard' as const;
  readonly isCycling = false;
  readonly isManaAbility = false;
  readonly sorcerySpeed = true;
  readonly text = 'Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield.';

  constructor(readonly cost: Cost) {}

  describe(): string {
    return `unearth ${this.cost.text}`;
  }
}

const PATTERN = /^(?:unearth|ausgraben|desenterrar)(?:\s*[—–]\s*|\s+)(.+)$/i;

export function parseUnearth(line: string): UnearthAbility | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  return cost ? new UnearthAbility(cost) : undefined;
}
