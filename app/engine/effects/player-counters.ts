// "You get an experience counter", "Its controller gets a poison counter" (CR 122.1; ten poison
// counters lose the game, CR 704.5c) and "You lose / win the game" (CR 104.2a, 104.3a).
import { otherPlayer } from '../state/state.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const playerCounters: EffectUnit<'playerCounters'> = (game, effect, context) => {
  for (const player of playersOf(effect.who, effect.slot, context, game)) {
    const status = game.state.players[player];
    if (effect.counter === 'poison') status.poison = (status.poison ?? 0) + effect.count;
    else status.experience = (status.experience ?? 0) + effect.count;
  }
};

export const gameEnds: EffectUnit<'gameEnds'> = (game, effect, context) => {
  if (game.state.gameOver !== null) return;
  const controller = context.item.controller;
  game.state.gameOver = effect.result === 'lose'
    ? { loser: controller, reason: `lost the game to ${context.item.sourceName}` }
    : { loser: otherPlayer(controller), reason: `the opponent won the game with ${context.item.sourceName}` };
};
