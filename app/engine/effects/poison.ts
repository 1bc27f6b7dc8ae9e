// "Defending player gets a poison counter" (CR 122.1f); ten or more lose the game (CR 704.5c, state-based.ts).
import { playersOf, type EffectUnit } from './context.ts';

export const poison: EffectUnit<'poison'> = (game, effect, context) => {
  for (const id of playersOf(effect.who, effect.target, context, game)) {
    const player = game.state.players[id];
    player.poison = (player.poison ?? 0) + effect.amount;
  }
};
