// "You may play an additional land this turn" (CR 305.2a): more land plays for the rest of the turn.
import type { EffectUnit } from './context.ts';

export const extraLandPlays: EffectUnit<'extraLandPlays'> = (game, effect, context) => {
  game.state.players[context.item.controller].extraLandPlays += effect.count;
};
