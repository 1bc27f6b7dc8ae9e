// CR 705: a coin flip, won or lost at even odds from the game's seeded random source (so a seed
// replays it and undo restores it); the outcome's effects run.
import { nextRandom } from '../state/rng.ts';
import type { EffectUnit } from './context.ts';
import { runEffects } from './index.ts';

export const coinFlip: EffectUnit<'coinFlip'> = (game, effect, context) => {
  const [rng, value] = nextRandom(game.state.rng);
  game.state.rng = rng;
  runEffects(game, value < 0.5 ? effect.win : effect.lose, context);
};
