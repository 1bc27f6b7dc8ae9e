// CR 706: rolling six-sided dice from the game's seeded random source (a seed replays the roll and
// undo restores it). The ability remembers the results ("the result", "the total of those
// results"); each outcome whose range holds the total runs, else "Otherwise, …".
import { dieResult } from '../rules/die-results.ts';
import { nextRandom } from '../state/rng.ts';
import type { EffectUnit } from './context.ts';
import { runEffects } from './index.ts';

export const rollDice: EffectUnit<'rollDice'> = (game, effect, context) => {
  const rolled: number[] = [];
  for (let die = 0; die < effect.count; die += 1) {
    const [rng, value] = nextRandom(game.state.rng);
    game.state.rng = rng;
    rolled.push(1 + Math.floor(value * 6));
  }
  context.rolled = rolled;
  runEffects(game, effect.then, context);
  const total = dieResult(rolled, 'total');
  let matched = false;
  for (const outcome of effect.outcomes) {
    if (total < outcome.min || total > outcome.max) continue;
    matched = true;
    runEffects(game, outcome.effects, context);
  }
  if (!matched) runEffects(game, effect.otherwise, context);
};
