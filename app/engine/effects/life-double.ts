// "Double your life total" (CR 701.10d): the player gains or loses the life that makes the new
// life total twice the old one — as much as they have (a negative total goes further down).
import { changeLife } from '../events/zones.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const doubleLife: EffectUnit<'doubleLife'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) changeLife(game, player, game.state.players[player].life);
};
