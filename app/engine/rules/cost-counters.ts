// The parts of a cost paid with counters (CR 118.3): "Remove three spore counters from ~", "Remove
// any number of storage counters from ~" (the action's x), and "Pay {E}{E}" (CR 107.14: the
// player's energy counters). Checked before anything moves; paid with the rest of the cost.
import type { Cost } from '../../cards/oracle/abilities.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import type { Game } from '../turns/game.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import type { GameObject, PlayerId } from '../state/state.ts';

/** How many counters a "Remove N counters from ~" cost removes: N, or the action's x for "any number of" / X. */
export function countersRemoved(cost: Cost, x: number): number {
  if (!cost.removeCounters) return 0;
  return cost.removeCounters.count === 'X' ? x : cost.removeCounters.count;
}

/** Why the counters can't be paid, or null. */
export function counterCostProblem(game: Game, object: GameObject, player: PlayerId, cost: Cost, x: number): Message | null {
  if (cost.removeCounters && counterCount(object, cost.removeCounters.counter) < countersRemoved(cost, x)) {
    return msg('refusal.tooFewCounters', { card: cardRef(object.card.name), counter: cost.removeCounters.counter });
  }
  const energy = game.state.players[player].energy ?? 0;
  if (cost.energy && energy < cost.energy) return msg('refusal.tooLittleEnergy', { count: cost.energy, energy });
  return null;
}

export function payCounterCost(game: Game, object: GameObject, player: PlayerId, cost: Cost, x: number): void {
  if (cost.removeCounters) changeCounters(object, cost.removeCounters.counter, -countersRemoved(cost, x));
  if (cost.energy) game.state.players[player].energy = (game.state.players[player].energy ?? 0) - cost.energy;
}
