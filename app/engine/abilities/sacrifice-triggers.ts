// "When you sacrifice ~" (CR 701.17a, 603.10a): a leaves-the-battlefield trigger that looks back
// in time. It fires when the permanent was sacrificed, by a cost ("Sacrifice ~: …") or an effect
// ("sacrifice ~"), and triggers from the zone the card went to, for the player who controlled it.
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending } from './triggers.ts';
import { matchesFilter } from '../rules/filters.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';

const ON_SACRIFICE = triggerKinds('sacrifices');

export function onSacrificed(game: Game, { object, lastKnown, sacrificed, silent }: EventOf<'zone change'>): void {
  if (!sacrificed || !lastKnown || silent) return;
  sacrificedSelf(game, object, lastKnown);
  sacrifices(game, lastKnown, lastKnown.controller);
}

/** "When you sacrifice ~": the abilities it had as it last existed (CR 603.10a). */
function sacrificedSelf(game: Game, object: GameObject, lastKnown: GameObject): void {
  const controller = lastKnown.controller;
  for (const ability of lastKnown.card.triggered) {
    if (ability.event.on === 'sacrificed self') addPending(game, object, ability, controller);
  }
}

/**
 * "Whenever you / a player / an opponent sacrifices a creature" (CR 701.17a): the permanents on the
 * battlefield that listen, with the sacrificed permanent as it last existed (CR 603.10a).
 */
function sacrifices(game: Game, lastKnown: GameObject, controller: PlayerId): void {
  const state = game.state;
  if (!inGame(state, ON_SACRIFICE)) return;
  for (const player of state.players) for (const id of player.battlefield) hear(game, state.objects[id]!, state.objects[id]!.controller, lastKnown, controller);
  // CR 603.10a: it looks back in time, so the sacrificed permanent hears its own sacrifice.
  hear(game, state.objects[lastKnown.id]!, lastKnown.controller, lastKnown, controller);
}

function hear(game: Game, source: GameObject, sourceController: PlayerId, lastKnown: GameObject, controller: PlayerId): void {
  for (const ability of source.card.triggered) {
    const event = ability.event;
    if (event.on !== 'sacrifices') continue;
    if (event.who === 'you' ? controller !== sourceController : event.who === 'opponent' && controller === sourceController) continue;
    if (matchesFilter(game.state, lastKnown, event.filter, sourceController, source.id)) addPending(game, source, ability, sourceController);
  }
}
