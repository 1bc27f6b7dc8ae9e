// The choices the upkeep keywords ask on resolution, checked before anything moves:
// pay the cumulative upkeep or echo cost (true / a number > 0) or sacrifice (false / 0), default:
// pay when you can; cast a card whose last time counter was removed (true / false), default: cast.
import type { UpkeepKeyword } from '../../cards/oracle/abilities.ts';
import { manaSources } from '../rules/mana-sources.ts';
import type { Answer } from '../effects/context.ts';
import type { Game } from '../turns/game.ts';
import type { StackItem } from '../state/state.ts';
import { planUpkeepPayment, upkeepCostDue } from './upkeep.ts';

export function asksUpkeepChoice(keyword: UpkeepKeyword): boolean {
  return keyword.kind === 'cumulative upkeep' || keyword.kind === 'echo' || keyword.kind === 'suspend cast';
}

/** An `Answer`, or the reason the choice is illegal (a payment that can't be made). */
export function planUpkeepChoice(game: Game, item: StackItem, keyword: UpkeepKeyword, choice: unknown): Answer | string {
  if (keyword.kind === 'suspend cast') {
    return typeof choice === 'boolean' ? { value: choice } : 'the choice for casting a suspended card is true or false';
  }
  let pays: boolean;
  if (typeof choice === 'boolean') pays = choice;
  else if (typeof choice === 'number' && Number.isInteger(choice) && choice >= 0) pays = choice > 0;
  else return `the choice for ${keyword.kind} is true (pay) or false (sacrifice)`;
  if (!pays) return { value: false };
  const cost = upkeepCostDue(game, item, keyword);
  if (!cost) return { value: true };
  const plan = planUpkeepPayment(game, item.controller, cost, manaSources(game, item.controller));
  return plan ? { value: true } : `can't pay ${describeUpkeepCost(cost)}`;
}

/** "{1}{1}", "4 life". */
export function describeUpkeepCost(cost: { mana: readonly { text: string }[]; life: number }): string {
  return [cost.mana.map((symbol) => symbol.text).join(''), cost.life > 0 ? `${cost.life} life` : ''].filter(Boolean).join(' and ') || '{0}';
}
