// A modal effect reaches resolution only when an object was put on the stack without its modes
// being chosen (every path in the engine chooses them first: app/engine/abilities/modes.ts). It then does
// what the default choice does: the first modes in printed order (CR 700.2a).
import { runEffects } from './index.ts';
import type { EffectUnit } from './context.ts';

export const modal: EffectUnit<'modal'> = (game, effect, context) => {
  for (const mode of effect.modes.slice(0, effect.min)) runEffects(game, mode.effects, context);
};
