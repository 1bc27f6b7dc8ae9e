// "Whenever you tap a land for mana, add one mana of any type that land produced" and Mana
// Flare's "Whenever a player taps a land for mana, that player adds …": triggered mana abilities
// (CR 605.1b, 605.4a) that resolve at once, so the extra mana lands in the pool as the land is
// tapped — by the player or by automatic payment. "Any type that land produced" is the type it
// just made (CR 106.3: one type per tap here). Crypt Ghast's "Whenever you tap a Swamp for mana,
// add an additional {B}" is the same with a land type and a fixed mana.
import type { ManaColor } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { COLOR_INDEX } from './mana-payment.ts';
import type { GameObject } from '../state/state.ts';
import { typesOf } from './attached.ts';
import { inGame, staticKinds } from '../state/game-features.ts';

const LAND_MANA_BONUS = staticKinds('land mana bonus');

/** A land was tapped for mana of this colour: each bonus that applies adds its mana (or one more of that colour) to the land's controller's pool. */
export function landTappedForMana(game: Game, land: GameObject, color: ManaColor | undefined): void {
  if (color === undefined || !land.card.isLand || !inGame(game.state, LAND_MANA_BONUS)) return;
  const pool = game.state.players[land.controller].pool;
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const object = game.state.objects[id]!;
      const statics = object.card.statics;
      for (let index = 0; index < statics.length; index += 1) {
        const effect = statics[index]!.effect;
        if (effect.kind !== 'land mana bonus' || (effect.who === 'you' && object.controller !== land.controller)) continue;
        if (effect.landType && !typesOf(land).subtypes.includes(effect.landType)) continue;
        for (const made of effect.mana ?? [color]) pool[COLOR_INDEX[made]]! += 1;
      }
    }
  }
}
