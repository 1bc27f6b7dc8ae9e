// Paying a planned mana payment (rules/mana-payment.ts plans it): the pool is spent, the chosen
// lands are tapped, and what tapping a land for mana sets off (a mana rider, "whenever enchanted
// land is tapped for mana", land mana bonuses) happens.
import type { Game } from '../turns/game.ts';
import type { PlayerId } from '../state/state.ts';
import type { PaymentPlan } from '../rules/mana-payment.ts';
import { manaRiderFor } from '../../cards/oracle/mana-riders.ts';
import { applyManaRider } from './upkeep.ts';
import { heard, signal } from '../events/engine-events.ts';
import { landTappedForMana } from '../rules/land-mana-bonus.ts';
import { changeLife } from '../events/zones.ts';

export function payMana(game: Game, player: PlayerId, plan: PaymentPlan): void {
  const pool = game.state.players[player].pool;
  for (let index = 0; index < 6; index += 1) pool[index]! -= plan.fromPool[index]!;
  for (const tap of plan.taps) {
    const land = game.state.objects[tap.id]!;
    land.tapped = true;
    const rider = manaRiderFor(land.card.activated, tap.color);
    if (rider) applyManaRider(game, land, rider);
    if (heard(game, 'tapped')) signal(game, { type: 'tapped', object: land, forMana: tap.color }); // most games have no Aura that hears it
    landTappedForMana(game, land, tap.color);
  }
  if (plan.life > 0) changeLife(game, player, -plan.life);
}
