// "You skip your next turn / untap step" (CR 500.11): counted for the player (engine/skip-turns.ts).
import { YOU } from '../state/state.ts';
import { playersOf, type EffectUnit } from './context.ts';

export const skip: EffectUnit<'skip'> = (game, effect, context) => {
  const state = game.state;
  for (const player of playersOf(effect.who, effect.slot, context, game)) {
    if (player !== YOU) continue; // the goldfish takes no turns and never untaps: nothing to skip
    if (effect.what === 'turn') state.skipTurns = (state.skipTurns ?? 0) + effect.count;
    else state.skipUntapSteps = (state.skipUntapSteps ?? 0) + effect.count;
  }
};
