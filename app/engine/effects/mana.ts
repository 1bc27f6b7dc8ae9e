// "Add {B}{B}{B}." resolving as part of a spell or a trigger (CR 106.4): the mana goes to the
// controller's pool, where automatic payment takes it first. Mana abilities proper never come
// here: they resolve at once when activated (CR 605.3a, actions.ts).
import type { ManaColor } from '../../cards/oracle/abilities.ts';
import { handManaDemand } from '../rules/hand-mana-demand.ts';
import { COLOR_INDEX } from '../rules/mana-payment.ts';
import { amountOf, takeAnswer, type EffectUnit } from './context.ts';

/** The option the player named ("R", "{R}", "{R}{R}"), if it is one of them. */
function namedOption(options: readonly (readonly ManaColor[])[], value: unknown): readonly ManaColor[] | undefined {
  if (typeof value !== 'string') return undefined;
  const letters = value.toUpperCase().replace(/[{}]/g, '');
  return options.find((option) => option.join('') === letters);
}

/** By default, the option that pays most of what the rest of the hand still needs. */
export function neededMost(options: readonly (readonly ManaColor[])[], demand: number[]): readonly ManaColor[] {
  let best = options[0]!;
  let bestScore = -1;
  for (const option of options) {
    const left = demand.slice();
    let score = 0;
    for (const color of option) {
      const slot = COLOR_INDEX[color];
      if (left[slot]! > 0) {
        score += 1;
        left[slot]! -= 1;
      }
    }
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

export const addMana: EffectUnit<'addMana'> = (game, effect, context) => {
  const controller = context.item.controller;
  const pool = game.state.players[controller].pool;
  const times = effect.times === undefined ? 1 : amountOf(game, effect.times, context);
  const asked = effect.options.length > 1 ? takeAnswer(context) : { given: false, value: undefined };
  const named = asked.given ? namedOption(effect.options, asked.value) : undefined;
  const demand = handManaDemand(game, controller, -1);
  // Without "any combination", every unit is the option chosen first ("three mana of any one color").
  let chosen = named;
  for (let unit = 0; unit < times; unit += 1) {
    const option = chosen ?? neededMost(effect.options, demand);
    if (!effect.eachUnitApart) chosen = option;
    for (const color of option) {
      const slot = COLOR_INDEX[color];
      pool[slot]! += 1;
      if (demand[slot]! > 0) demand[slot]! -= 1;
    }
  }
};
