// "One or more" triggers (CR 603.2c): "Whenever you discard one or more cards, …" triggers once for
// each group of events that happen at the same time, not once per card. The event stream signals a
// `batch` after the members of such a group (events/zones.ts `discardCards`: a cost, "discard two
// cards", a hand, the cleanup step); this family matches the batch triggers of the battlefield to
// it. The group's size is the trigger's X ("draw that many cards", CR 608.2h).
import type { Game } from '../turns/game.ts';
import type { EventOf } from '../events/engine-events.ts';
import { triggerKinds } from '../state/game-features.ts';
import { addPending, forEachBattlefieldTrigger } from './triggers.ts';

export const ON_BATCH = triggerKinds('batch');

/** A group of simultaneous events happened: each matching "one or more" trigger triggers once. */
export function onBatch(game: Game, event: EventOf<'batch'>): void {
  forEachBattlefieldTrigger(game, ON_BATCH, (ability, source) => {
    const trigger = ability.event;
    if (trigger.on !== 'batch' || trigger.of !== 'discard' || event.of !== 'discarded') return;
    if (trigger.who === 'you' && source.controller !== event.player) return;
    // "for the first time each turn": no card was discarded this turn before this group (the turn
    // records counted its members already, CR 603.2c; a discard before the source was on the
    // battlefield still counts, as Rielle's ruling says).
    if (trigger.firstEachTurn && (game.state.players[event.player].discardedThisTurn ?? 0) !== event.objects.length) return;
    addPending(game, source, ability, source.controller, undefined, undefined, event.player);
    game.state.pending[game.state.pending.length - 1]!.x = event.objects.length; // "that many" (CR 608.2h)
  });
}
