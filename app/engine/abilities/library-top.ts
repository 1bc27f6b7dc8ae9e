// The top card of your library as Future Sight, Courser of Kruphix or Garruk's Horde make it:
// shown on the table ("Play with the top card of your library revealed", "You may look at the
// top card of your library any time"), and playable from there (CR 305.1, 601.2: with the usual
// timing, costs and land drop) when a permanent you control lets you play or cast it.
import type { StaticEffect } from '../../cards/oracle/abilities.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';

type Visit = (effect: StaticEffect) => boolean;

/** Whether a static of a permanent `player` controls satisfies `visit`. */
function anyStatic(state: GameState, player: PlayerId, visit: Visit): boolean {
  for (const id of state.players[player].battlefield) {
    const statics = state.objects[id]!.card.statics;
    for (let index = 0; index < statics.length; index += 1) if (visit(statics[index]!.effect)) return true;
  }
  return false;
}

/** Whether the player's table shows the top card of their library. */
export function libraryTopVisible(state: GameState, player: PlayerId): boolean {
  return anyStatic(state, player, (effect) => effect.kind === 'library top visible');
}

/** Whether `object` is the top card of its owner's library and a permanent they control lets them play it this way. */
export function playableFromLibraryTop(state: GameState, object: GameObject, player: PlayerId): boolean {
  if (object.zone !== 'library' || object.owner !== player || state.players[player].library[0] !== object.id) return false;
  return anyStatic(state, player, (effect) => {
    if (effect.kind !== 'play from library top') return false;
    if (effect.cast && object.card.isLand) return false;
    return !effect.queries || effect.queries.some((query) => matchesTypeQuery(object.card.types, query));
  });
}

/**
 * Bolas's Citadel (CR 601.3, 118.9): "If you cast a spell this way, pay life equal to its mana value
 * rather than pay its mana cost." True when the only permissions that let `player` cast this top
 * card pay with life; with another permission too (Future Sight) the documented default is the
 * mana cost.
 */
export function paysLifeFromLibraryTop(state: GameState, object: GameObject, player: PlayerId): boolean {
  if (!playableFromLibraryTop(state, object, player)) return false;
  let life = false;
  let mana = false;
  anyStatic(state, player, (effect) => {
    if (effect.kind !== 'play from library top') return false;
    if (effect.queries && !effect.queries.some((query) => matchesTypeQuery(object.card.types, query))) return false;
    if (effect.payLife) life = true;
    else mana = true;
    return false;
  });
  return life && !mana;
}
