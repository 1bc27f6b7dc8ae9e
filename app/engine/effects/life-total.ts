// Units for whole-life-total effects (CR 119.5, 107.1a): a life total that becomes a number (the
// player gains or loses the difference) and losing half one's life, rounded as the card says.
import { changeLife } from '../events/zones.ts';
import { lockLifeGainThisTurn as lockLifeGain } from '../rules/life-gain-locks.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const setLife: EffectUnit<'setLife'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) changeLife(game, player, effect.life - game.state.players[player].life);
};

export const lockLifeGainThisTurn: EffectUnit<'lockLifeGainThisTurn'> = (game, effect, context) => lockLifeGain(game.state, effect.who, context.item.controller);

export const loseHalfLife: EffectUnit<'loseHalfLife'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    const life = Math.max(0, game.state.players[player].life);
    const amount = effect.round === 'up' ? Math.ceil(life / 2) : Math.floor(life / 2);
    changeLife(game, player, -amount);
    context.lifeLost = (context.lifeLost ?? 0) + amount; // "you gain life equal to the life lost this way"
  }
};
