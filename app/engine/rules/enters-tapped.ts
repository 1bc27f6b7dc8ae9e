// "~ enters the battlefield tapped unless you control two or more basic lands / an Island or a
// Swamp / you have two or more opponents" (CR 614.1c): a replacement effect checked as the
// permanent enters, on the game as it is then.
import { conditionHolds } from './conditions.ts';
import { matchesFilter } from './filters.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';

export function entersTappedUnlessFails(state: GameState, object: GameObject, controller: PlayerId): boolean {
  const statics = object.card.statics;
  for (let index = 0; index < statics.length; index += 1) {
    const effect = statics[index]!.effect;
    if (effect.kind === 'enters tapped unless' && !conditionHolds(state, effect.condition, controller, object.id)) return true;
  }
  return false;
}

/** Asked as each permanent enters: most games have no group rule ("Creatures your opponents control enter tapped"). */
const GROUP_RULES = staticKinds('group rule');

/**
 * "Creatures your opponents control enter the battlefield tapped" (CR 614.12: it applies to the
 * permanent as it would enter, under the controller it will have). Only permanents compiled with a
 * rule for others (`changesGameRules`) are looked at.
 */
export function entersTappedByGroupRule(state: GameState, object: GameObject, controller: PlayerId): boolean {
  if (!inGame(state, GROUP_RULES)) return false;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const source = state.objects[id]!;
      if (!source.card.changesGameRules || source.id === object.id) continue;
      for (const ability of source.card.statics) {
        const effect = ability.effect;
        if (effect.kind !== 'group rule' || effect.rule !== 'enters tapped') continue;
        if (effect.filter.controller !== undefined && (effect.filter.controller === 'you') !== (controller === source.controller)) continue;
        if (matchesFilter(state, object, { ...effect.filter, controller: undefined }, source.controller, source.id)) return true;
      }
    }
  }
  return false;
}
