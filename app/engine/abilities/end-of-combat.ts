// The end of combat step (CR 511): "at end of combat" delayed abilities and "At end of combat, …"
// triggers. The step comes when the player passes in the combat phase after combat damage (or
// without attacking): its abilities go on the stack while the phase is still combat, so the
// attackers are still attacking as they resolve (CR 511.3); the next pass moves on to the second
// main phase. A turn whose end of combat sets up nothing passes straight through, as before.
import type { Game } from '../turns/game.ts';
import { conditionHolds } from '../rules/conditions.ts';
import type { PendingTrigger } from '../state/state.ts';
import { signal, STEP_BEGAN } from '../events/engine-events.ts';

/** Runs the end of combat step once per turn; true when it put something to do before the phase ends. */
export function beginEndOfCombat(game: Game): boolean {
  const state = game.state;
  if (state.phase !== 'combat' || state.endOfCombat) return false;
  state.endOfCombat = true;
  signal(game, STEP_BEGAN['end of combat']);
  if (state.pending.length > 0) state.pending = state.pending.filter((pending) => interveningIfHolds(game, pending));
  return state.pending.length > 0 || state.stack.length > 0;
}

/**
 * CR 603.4: "At end of combat, if ~ attacked or blocked this combat, …" triggers only if the
 * condition holds now (it is checked again on resolution, where the grammar put it).
 */
function interveningIfHolds(game: Game, pending: PendingTrigger): boolean {
  const ability = pending.ability;
  if (ability.event.on !== 'step' || ability.event.step !== 'end of combat') return true;
  const only = ability.effects.length === 1 ? ability.effects[0]! : undefined;
  return only?.kind !== 'if' || conditionHolds(game.state, only.condition, pending.controller, pending.objectId);
}
