// The declare blockers step (CR 509) at a goldfish table: the goldfish declares no blockers, so
// every attacker becomes an unblocked creature (CR 509.1h) and "Whenever ~ attacks and isn't
// blocked" triggers then, heard from the stream's `blockers declared` (combat.ts signals it on the
// first pass after the attack triggers, before combat damage). Only the attackers' own abilities
// are read.
import type { EventOf } from '../events/engine-events.ts';
import { triggerKinds } from '../state/game-features.ts';
import type { Game } from '../turns/game.ts';
import { addPending } from './triggers.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_UNBLOCKED = triggerKinds('attacks unblocked self');


export function onBlockersDeclared(game: Game, { unblocked }: EventOf<'blockers declared'>): void {
  for (const attacker of unblocked) {
    for (const ability of attacker.card.triggered) {
      if (ability.event.on === 'attacks unblocked self') addPending(game, attacker, ability, attacker.controller, { id: attacker.id, zcc: attacker.zcc });
    }
  }
}
