// How many lands a player may play this turn (CR 305.2): one, plus one more for each
// "You may play an additional land on each of your turns" they control (CR 305.2a: the effects
// add up), plus "Each player may play an additional land on each of their turns" from anyone,
// plus the plays a resolved "You may play an additional land this turn" added (effects/extra-land.ts).
import type { GameState, PlayerId } from '../state/state.ts';
import { staticsOfKind } from './statics.ts';

export function landPlaysAllowed(state: GameState, player: PlayerId): number {
  let allowed = 1 + state.players[player].extraLandPlays; // "You may play an additional land this turn"
  for (const owner of state.players) {
    for (const id of owner.battlefield) {
      const object = state.objects[id]!;
      for (const { effect } of staticsOfKind(object.card, 'additional land plays')) if (effect.everyPlayer || object.controller === player) allowed += effect.count;
    }
  }
  return allowed;
}
