// Damage divided as you choose among targets (CR 601.2d, docs/rules-riders.md). The division is
// the `resolve` choice: one whole number of at least 1 per distinct target chosen, in target order,
// adding up to the damage; by default the damage is split evenly, the remainder to the first targets.
// A player chosen for two slots is one target (CR 115.3), so the goldfish's default, the opponent in
// every slot, takes all the damage.
import type { RiderEffect } from '../../cards/oracle/rider-effects.ts';
import type { Answer } from '../effects/context.ts';
import type { StackItem, Target } from '../state/state.ts';

type Divided = Extract<RiderEffect, { kind: 'dividedDamage' }>;

/** The distinct targets among the effect's slots (empty "up to" slots left out). */
export function dividedTargets(targets: readonly Target[], effect: Divided, legal?: readonly boolean[]): Target[] {
  const found: Target[] = [];
  for (let slot = effect.from; slot < effect.from + effect.count; slot += 1) {
    const target = targets[slot];
    if (!target || (legal && !legal[slot])) continue;
    const same = found.some((earlier) => ('player' in earlier && 'player' in target && earlier.player === target.player) || ('object' in earlier && 'object' in target && earlier.object === target.object));
    if (!same) found.push(target);
  }
  return found;
}

/** The even split: `amount` over `count` targets, the remainder to the first ones. */
export function evenDivision(amount: number, count: number): number[] {
  return Array.from({ length: count }, (_unused, index) => Math.floor(amount / count) + (index < amount % count ? 1 : 0));
}

/** Checks a division given as the `resolve` choice; the reason it is illegal, or the answer. */
export function planDivision(item: StackItem, effect: Divided, choice: unknown): Answer | string {
  const amount = effect.amount === 'X' ? item.x : typeof effect.amount === 'number' ? effect.amount : 0;
  const count = dividedTargets(item.targets, effect).length;
  const valid = Array.isArray(choice) && choice.length === count && choice.every((part) => Number.isInteger(part) && part >= 1) && choice.reduce((sum: number, part: number) => sum + part, 0) === amount;
  return valid ? { value: choice } : `the choice for divided damage is ${count} whole numbers of at least 1 (one per target, in target order) adding up to ${amount}`;
}
