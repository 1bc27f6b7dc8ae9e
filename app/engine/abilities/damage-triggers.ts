// "Whenever ~ deals damage, …" and "Whenever enchanted creature deals damage, …" (CR 120.3,
// 603.2): after a source deals damage, its own such abilities and those of the Auras on it
// trigger, remembering the amount ("you gain that much life").
import type { Game } from '../turns/game.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending } from './triggers.ts';

/** Every damage event asks: most games have no card with a "deals damage" trigger. */
/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const DEALS_DAMAGE = triggerKinds('deals damage');


export function onDamageDealtBy(game: Game, { source, amount }: EventOf<'damage'>): void {
  for (const ability of source.card.triggered) {
    if (ability.event.on === 'deals damage' && !ability.event.host) addPending(game, source, ability, source.controller, undefined, amount);
  }
  if (source.zone !== 'battlefield' || !inGame(game.state, DEALS_DAMAGE)) return;
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const aura = game.state.objects[id]!;
      if (aura.attachedTo !== source.id || !aura.card.isAura) continue;
      for (const ability of aura.card.triggered) {
        if (ability.event.on === 'deals damage' && ability.event.host) addPending(game, aura, ability, aura.controller, { id: source.id, zcc: source.zcc }, amount);
      }
    }
  }
}
