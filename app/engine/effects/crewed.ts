// Crew (CR 702.122a): the Vehicle becomes an artifact creature until end of turn (its printed
// power and toughness apply; the flag ends in the cleanup step or when it leaves the battlefield).
import { sourceOnBattlefield, type EffectUnit } from './context.ts';

export const crewed: EffectUnit<'crewed'> = (game, _effect, context) => {
  const vehicle = sourceOnBattlefield(game, context);
  if (vehicle) vehicle.crewed = true;
};
