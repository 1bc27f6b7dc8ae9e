// "Whenever you tap a land for mana, add one mana of any type that land produced" and Mana
// Flare's "Whenever a player taps a land for mana, that player adds …": triggered mana abilities
// (CR 605.1b, 605.4a) that resolve at once, so the extra mana lands in the pool as the land is
// tapped — by the player or by automatic payment. "Any type that land produced" is the type it
// just made (CR 106.3: one type per tap here).
import type { ManaColor } from '../cards/oracle/abilities.ts';
import type { Game } from './game.ts';
import { COLOR_INDEX } from './mana-payment.ts';
import type { GameObject } from './state.ts';

/** How many "land mana bonus" effects apply to a land its controller tapped for mana. */
function bonusesFor(game: Game, land: GameObject): number {
  let bonuses = 0;
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const object = game.state.objects[id]!;
      const statics = object.card.statics;
      for (let index = 0; index < statics.length; index += 1) {
        const effect = statics[index]!.effect;
        if (effect.kind === 'land mana bonus' && (effect.who === 'each player' || object.controller === land.controller)) bonuses += 1;
      }
    }
  }
  return bonuses;
}

/** A land was tapped for mana of this colour: each bonus adds one more of it to its controller's pool. */
export function landTappedForMana(game: Game, land: GameObject, color: ManaColor | undefined): void {
  if (color === undefined || !land.card.isLand) return;
  const bonuses = bonusesFor(game, land);
  if (bonuses > 0) game.state.players[land.controller].pool[COLOR_INDEX[color]]! += bonuses;
}
