// "Exchange control of two target creatures / of ~ and target nonland permanent / of target land you
// control and target land an opponent controls" (CR 701.10c). Both permanents must still be there
// (an illegal target or a source that left: no exchange, CR 701.10b); when one player controls both,
// nothing happens. Otherwise each player gains control of the other's permanent for good (CR 611.2a),
// through the same control effects as "gain control of" (control-change.ts).
import { takeControl } from '../rules/control-change.ts';
import { objectsOf, type EffectUnit } from './context.ts';

export const exchangeControl: EffectUnit<'exchangeControl'> = (game, effect, context) => {
  const [first] = objectsOf(game, effect.first, context);
  const [second] = objectsOf(game, effect.second, context);
  if (!first || !second || first === second || first.controller === second.controller) return;
  const firstController = first.controller;
  takeControl(game.state, first, second.controller, false);
  takeControl(game.state, second, firstController, false);
};
