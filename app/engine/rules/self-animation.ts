// A permanent that makes itself a creature by a static ability while a condition holds: a solved
// Case, "This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other
// types" (CR 719, 205.1b). While the static applies the permanent carries the same `animated` record
// spells and Auras use (creature type and subtypes in layer 4, base power and toughness in layer 7b,
// CR 613.4b), marked as its own so it ends when the static stops applying; its keywords are a self
// anthem beside it (layer 6). An animation by a spell or ability is left as it is.
import type { StaticApplies } from './static-applies.ts';
import type { GameObject, GameState } from '../state/state.ts';
import type { Animation } from '../state/records.ts';
import { staticsOfKind } from './statics.ts';
import { inGame, staticKinds } from '../state/game-features.ts';

export const SELF_ANIMATED = staticKinds('self animated');

function wantedAnimation(state: GameState, object: GameObject, staticApplies: StaticApplies): Animation | undefined {
  let wanted: Animation | undefined;
  for (const ability of staticsOfKind(object.card, 'self animated')) {
    if (!staticApplies(state, ability, object)) continue;
    const effect = ability.effect;
    wanted = { power: effect.power, toughness: effect.toughness, colors: [], types: ['Creature'], subtypes: effect.subtypes, untilEndOfTurn: false, bySelf: true };
  }
  return wanted;
}

/** Sets or ends the self animations of the battlefield; true when anything changed. */
export function applySelfAnimations(state: GameState, staticApplies: StaticApplies): boolean {
  if (!inGame(state, SELF_ANIMATED)) return false;
  let changed = false;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      if (object.animated && !object.animated.bySelf) continue;
      const wanted = wantedAnimation(state, object, staticApplies);
      if (!wanted && object.animated) {
        object.animated = undefined;
        changed = true;
      } else if (wanted && !object.animated) {
        object.animated = wanted;
        changed = true;
      }
    }
  }
  return changed;
}
