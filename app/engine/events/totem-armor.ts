// Totem armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all damage
// marked on it and destroy this Aura." A replacement effect (CR 614) of the Aura, applied where the
// engine destroys a permanent: the destroy effect and lethal damage (CR 704.5g). With several such
// Auras one is used (the first in battlefield order: the controller's choice, made automatically).
import { TOTEM_ARMOR } from '../../cards/oracle/keywords/totem-armor.ts';
import { hasKeyword } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import { moveObject } from './zones.ts';

/** Replaces the destruction of `object` when an Aura with totem armor enchants it; true when it did. */
export function totemArmorSaves(game: Game, object: GameObject): boolean {
  const state = game.state;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const aura = state.objects[id]!;
      if (aura.attachedTo !== object.id || !aura.card.isAura || !aura.card.keywords.includes(TOTEM_ARMOR)) continue;
      object.damage = 0;
      if (!hasKeyword(state, aura, 'indestructible')) moveObject(game, aura, 'graveyard');
      return true;
    }
  }
  return false;
}
