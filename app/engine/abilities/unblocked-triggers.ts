// The declare blockers step (CR 509) at a goldfish table: the goldfish declares no blockers, so
// every attacker becomes an unblocked creature (CR 509.1h) and "Whenever ~ attacks and isn't
// blocked" triggers then. The step comes on the first pass after the attack triggers (before
// combat damage): its triggers go on the stack and resolve, and the next pass deals the damage.
// Only the attackers' own abilities are read, so a combat without such a card costs one loop over
// the attackers.
import type { Game } from '../turns/game.ts';
import { isAttacking } from '../rules/combat-state.ts';
import { addPending } from './triggers.ts';

/** Fires "attacks and isn't blocked" once per combat; true when something triggered. */
export function fireUnblockedAttackers(game: Game): boolean {
  const state = game.state;
  const combat = state.combat;
  if (!combat || combat.blockersDeclared) return false;
  combat.blockersDeclared = true;
  let fired = false;
  for (const stamp of combat.attackers) {
    const attacker = state.objects[stamp.id]!;
    if (!isAttacking(state, attacker)) continue; // it left combat (CR 506.4)
    for (const ability of attacker.card.triggered) {
      if (ability.event.on !== 'attacks unblocked self') continue;
      addPending(game, attacker, ability, attacker.controller, { id: attacker.id, zcc: attacker.zcc });
      fired = true;
    }
  }
  return fired;
}
