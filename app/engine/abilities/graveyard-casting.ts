// Casting from the graveyard by a permission (CR 601.3): Abandoned Sarcophagus's "You may cast spells
// that have a cycling ability from your graveyard" (2019 text: "nonland cards with cycling"). The
// spell is cast with the usual timing and costs (its mana cost); the permission belongs to a
// permanent its owner controls. Flashback, retrace and jump-start, the keywords that cast from the
// graveyard themselves, are in casting.ts.
import { staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerId } from '../state/state.ts';
import { forEachStaticOfKind, hasCycling } from '../rules/characteristics.ts';

const CAST_FROM_GRAVEYARD = staticKinds('cast from graveyard');

/** Whether a permanent `player` controls lets them cast `object`, a card in their graveyard. */
export function castableFromGraveyard(state: GameState, object: GameObject, player: PlayerId): boolean {
  if (object.zone !== 'graveyard' || object.owner !== player || object.card.isLand) return false;
  let allowed = false;
  forEachStaticOfKind(state, CAST_FROM_GRAVEYARD, 'cast from graveyard', (effect, source) => {
    if (allowed || source.controller !== player) return;
    if (effect.filter === 'spells with cycling' && hasCycling(state, object)) allowed = true;
  });
  return allowed;
}
