// A player drew a card (CR 121.1): "Whenever you draw a card" on the battlefield and "Whenever
// enchanted player draws a card" on a Curse. Only games with such a trigger look (a draw is a hot path).
import type { Game } from '../turns/game.ts';
import { triggerKinds } from '../state/game-features.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending, forEachBattlefieldTrigger } from './triggers.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_DRAW = triggerKinds('draw');


/** `player` drew a card: "that player" is them. */
export function onDrew(game: Game, { player }: EventOf<'drew'>): void {
  forEachBattlefieldTrigger(game, ON_DRAW, (ability, source) => {
    const event = ability.event;
    if (event.on !== 'draw') return;
    const theirs = event.who === 'any' || (event.who === 'you') === (player === source.controller);
    if (theirs) addPending(game, source, ability, source.controller, undefined, undefined, player);
  });
}
