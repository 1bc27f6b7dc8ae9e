// Aura swap (CR 702.65, 702.62 in older numbering): "[Cost]: You may exchange this permanent
// with an Aura card in your hand." German: Aurentausch. Spanish: the printed Spanish name
// is not in the rules texts we hold; "Intercambio de auras" (and the singular) is accepted.
import type { ActivatedAbility, Cost, Effect } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export class AuraSwapAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly keyword = 'aura swap';
  readonly effects: readonly Effect[] = [{ kind: 'auraSwap' }];
  readonly targets = [] as const;
  readonly zone = 'battlefield' as const;
  readonly isCycling = false;
  readonly isManaAbility = false;
  readonly sorcerySpeed = false;
  readonly text = 'You may exchange this permanent with an Aura card in your hand.';

  constructor(readonly cost: Cost) {}

  describe(): string {
    return `aura swap ${this.cost.text}`;
  }
}

const PATTERN = /^(?:aura swap|aurentausch|intercambio de auras?|cambio de auras?)(?:\s*[—–]\s*|\s+)(.+)$/i;

export function parseAuraSwap(line: string): AuraSwapAbility | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  return cost ? new AuraSwapAbility(cost) : undefined;
}
