// "~ enters the battlefield tapped unless you control two or more basic lands / an Island or a
// Swamp / you have two or more opponents" (CR 614.1c): a replacement effect checked as the
// permanent enters, on the game as it is then.
import { conditionHolds } from './conditions.ts';
import { matchesFilter } from './filters.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import type { UpkeepRule } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { entersTapped } from './characteristics.ts';
import { hasStaticOfKind } from './statics.ts';

export function entersTappedUnlessFails(state: GameState, object: GameObject, controller: PlayerId): boolean {
  return hasStaticOfKind(object.card, 'enters tapped unless', (effect) => !conditionHolds(state, effect.condition, controller, object.id));
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

/** Whether the object has this upkeep rule (plain loops: the turn and every land entering ask). */
export function objectHasUpkeepRule(object: GameObject, what: UpkeepRule): boolean {
  return hasStaticOfKind(object.card, 'upkeep rule', (effect) => effect.what === what);
}

/**
 * Whether a permanent enters tapped (CR 614.1c): "enters tapped", "… unless you control two or
 * fewer other lands", and "you may pay 2 life; if you don't, it enters tapped" (`paidLife`: the
 * player paid, which `play_land`'s `payLife` does).
 */
export function entersTappedNow(game: Game, object: GameObject, controller: PlayerId, paidLife = false): boolean {
  if (entersTapped(object.card) || entersTappedUnlessFails(game.state, object, controller) || entersTappedByGroupRule(game.state, object, controller)) return true;
  if (objectHasUpkeepRule(object, 'pay 2 life or tapped')) return !paidLife;
  if (objectHasUpkeepRule(object, 'tapped unless two or fewer other lands')) {
    const lands = game.state.players[controller].battlefield.filter((id) => id !== object.id && game.state.objects[id]!.card.isLand).length;
    return lands > 2;
  }
  return false;
}
