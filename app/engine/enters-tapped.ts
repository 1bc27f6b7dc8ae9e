// "~ enters the battlefield tapped unless you control two or more basic lands / an Island or a
// Swamp / you have two or more opponents" (CR 614.1c): a replacement effect checked as the
// permanent enters, on the game as it is then.
import { conditionHolds } from './conditions.ts';
import type { GameObject, GameState, PlayerId } from './state.ts';

export function entersTappedUnlessFails(state: GameState, object: GameObject, controller: PlayerId): boolean {
  const statics = object.card.statics;
  for (let index = 0; index < statics.length; index += 1) {
    const effect = statics[index]!.effect;
    if (effect.kind === 'enters tapped unless' && !conditionHolds(state, effect.condition, controller, object.id)) return true;
  }
  return false;
}
