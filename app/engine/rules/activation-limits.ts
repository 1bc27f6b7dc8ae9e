// "Activate this ability only once each turn" / "no more than twice each turn" (CR 602.5b): an
// object remembers which of its abilities were activated this turn (one entry per activation,
// cleared as the turn ends and when it changes zones), and an ability at its limit is refused.
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import type { GameObject } from '../state/state.ts';

/** How many times each turn the ability may be activated; undefined when it has no limit. */
export function perTurnLimit(ability: ActivatedAbility): number | undefined {
  return ability.timesPerTurn ?? (ability.oncePerTurn ? 1 : undefined);
}

/** Whether the object's ability `index` has been activated as often this turn as it may be. */
export function activationLimitReached(ability: ActivatedAbility, object: GameObject, index: number): boolean {
  const limit = perTurnLimit(ability);
  if (limit === undefined || !object.activatedThisTurn) return false;
  let count = 0;
  for (const activated of object.activatedThisTurn) if (activated === index) count += 1;
  return count >= limit;
}

/** Remembers one activation of a limited ability (unlimited ones need no record). */
export function recordActivation(ability: ActivatedAbility, object: GameObject, index: number): void {
  if (perTurnLimit(ability) !== undefined) object.activatedThisTurn = [...(object.activatedThisTurn ?? []), index];
}
