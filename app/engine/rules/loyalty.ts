// Planeswalkers and their loyalty (CR 306, 606): a planeswalker enters with its printed loyalty in
// loyalty counters (CR 306.5b); a loyalty ability's cost puts counters on or removes them
// (CR 606.4) and only one loyalty ability of a permanent may be activated each turn (CR 606.3);
// damage dealt to a planeswalker removes that many loyalty counters (CR 120.3c); one with no
// loyalty counters goes to its owner's graveyard (CR 704.5i, state-based-actions.ts).
import type { ActivatedAbility, Cost } from '../../cards/oracle/abilities.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import type { GameObject } from '../state/state.ts';

export const isPlaneswalker = (object: GameObject): boolean => object.card.types.types.includes('Planeswalker');

/** CR 306.5b: the printed loyalty, as counters, when a planeswalker enters the battlefield. */
export function entersWithLoyalty(object: GameObject): void {
  if (!isPlaneswalker(object)) return;
  const printed = Number(object.card.definition.loyalty ?? '');
  if (Number.isInteger(printed) && printed > 0) changeCounters(object, 'loyalty', printed);
}

/** How many loyalty counters the cost adds (negative: removes). */
function loyaltyChange(cost: Cost, x: number): number {
  if (cost.loyalty === undefined) return 0;
  return cost.loyalty === 'X' ? -x : cost.loyalty;
}

/** Why the loyalty ability `index` can't be activated now, or null (CR 606.3, 606.6). */
export function loyaltyProblem(object: GameObject, abilities: readonly ActivatedAbility[], index: number, x: number): Message | null {
  const ability = abilities[index]!;
  if (!ability.isLoyalty) return null;
  if (object.activatedThisTurn?.some((activated) => abilities[activated]?.isLoyalty)) return msg('refusal.oneLoyaltyEachTurn', { card: cardRef(object.card.name) });
  const change = loyaltyChange(ability.cost, x);
  if (change < 0 && counterCount(object, 'loyalty') < -change) return msg('refusal.tooFewCounters', { card: cardRef(object.card.name), counter: 'loyalty' });
  return null;
}

/** Pays the loyalty cost and remembers that the permanent used its loyalty ability this turn. */
export function payLoyalty(object: GameObject, ability: ActivatedAbility, index: number, x: number): void {
  if (!ability.isLoyalty) return;
  object.activatedThisTurn = [...(object.activatedThisTurn ?? []), index];
  const change = loyaltyChange(ability.cost, x);
  if (change !== 0) changeCounters(object, 'loyalty', change);
}

/** CR 120.3c: damage to a planeswalker removes that many loyalty counters. True when it was one. */
export function damageLoyalty(object: GameObject, amount: number): boolean {
  if (!isPlaneswalker(object)) return false;
  changeCounters(object, 'loyalty', -Math.min(amount, counterCount(object, 'loyalty')));
  return true;
}

/** CR 704.5i: a planeswalker with no loyalty counters is put into its owner's graveyard. */
export const outOfLoyalty = (object: GameObject): boolean => isPlaneswalker(object) && counterCount(object, 'loyalty') <= 0;
