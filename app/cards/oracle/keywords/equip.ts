// Equip (CR 702.6): "[Cost]: Attach this permanent to target creature you control. Activate only
// as a sorcery." German: Ausrüsten; Spanish: Equipar.
import type { ActivatedAbility, Cost, Effect, TargetSpec } from '../abilities.ts';
import { parseCost } from '../costs.ts';

const CREATURE_YOU_CONTROL: TargetSpec = {
  kind: 'creature',
  youControl: true,
};

export class EquipAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly keyword = 'equip';
  readonly effects: readonly Effect[] = [{ kind: 'attach', target: 0 }];
  readonly targets: readonly TargetSpec[] = [CREATURE_YOU_CONTROL];
  readonly zone = 'battlefield' as const;
  readonly isCycling = false;
  readonly isManaAbility = false;
  /** CR 702.6a: equip only as a sorcery. */
  readonly sorcerySpeed = true;
  readonly text = 'Attach this Equipment to target creature you control.';

  constructor(readonly cost: Cost) {}

  describe(): string {
    return `equip ${this.cost.text}`;
  }
}

const PATTERN = /^(?:equip|ausrüsten|equipar)(?:\s*[—–]\s*|\s+)(.+)$/i;

export function parseEquip(line: string): EquipAbility | undefined {
  const match = line.trim().match(PATTERN);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  return cost ? new EquipAbility(cost) : undefined;
}
