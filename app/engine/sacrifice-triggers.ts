// "When you sacrifice ~" (CR 701.17a, 603.10a): a leaves-the-battlefield trigger that looks back
// in time. It fires when the permanent was sacrificed, by a cost ("Sacrifice ~: …") or an effect
// ("sacrifice ~"), and triggers from the zone the card went to, for the player who controlled it.
import type { Game } from './game.ts';
import type { GameObject, PlayerId } from './state.ts';
import { addPending } from './triggers.ts';

export function fireSacrificed(game: Game, object: GameObject, controller: PlayerId): void {
  for (const ability of object.card.triggered) {
    if (ability.event.on === 'sacrificed self') addPending(game, object, ability, controller);
  }
}
