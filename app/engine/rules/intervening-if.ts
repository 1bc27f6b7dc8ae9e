// Intervening "if" clauses (CR 603.4): "When/Whenever/At …, if [condition], [effect]". The
// condition is checked as the event happens (trigger-dispatch.ts: no trigger at all if false) and
// again as the ability resolves (its effect is an `if`: it does nothing if false then). The
// grammar puts the condition on the ability (`TriggeredAbility.condition`) only when it can be
// read from the game alone, without the trigger's own event.
import { conditionHolds } from './conditions.ts';
import type { GameState, PendingTrigger } from '../state/state.ts';

export function interveningIfHolds(state: GameState, pending: PendingTrigger): boolean {
  const condition = pending.ability.condition;
  return condition === undefined || conditionHolds(state, condition, pending.controller, pending.objectId, pending.x ?? 0);
}
