// What the rest of the engine asks about this turn's combat: is a permanent attacking (the
// "attacking creature" filter), did you attack this turn. Kept apart from
// combat.ts so the filters can ask without importing the whole combat machinery.
import type { CombatRole } from '../../cards/oracle/abilities.ts';
import type { GameObject, GameState } from '../state/state.ts';

/** CR 506.4: an attacking creature stays attacking until combat ends or it leaves the battlefield (a new object). */
export function isAttacking(state: GameState, object: GameObject): boolean {
  const combat = state.combat;
  if (!combat || state.phase !== 'combat' || object.zone !== 'battlefield') return false; // CR 511.3: until combat ends
  for (const attacker of combat.attackers) if (attacker.id === object.id && attacker.zcc === object.zcc) return true;
  return false;
}


/** Raid (CR 207.2c): "if you attacked this turn": attackers were declared this turn, at least one. */
export function attackedThisTurn(state: GameState): boolean {
  return (state.combat?.attackers.length ?? 0) > 0;
}

/**
 * "blocking", "blocked", "attacking or blocking" (CR 509.1g–h). The goldfish never attacks (so
 * none of your creatures ever blocks) and never blocks (so no attacker of yours is ever blocked):
 * only the attacking half of "attacking or blocking" can hold, and nothing is ever "attacking you".
 */
export function hasCombatRole(state: GameState, object: GameObject, role: CombatRole): boolean {
  return role === 'attacking or blocking' && isAttacking(state, object);
}

/** "if ~ attacked … this combat": the object was declared as an attacker this turn and has not changed zones since. */
export function attackedThisCombat(state: GameState, id: number): boolean {
  const object = state.objects[id];
  return object !== undefined && (state.combat?.attackers.some((attacker) => attacker.id === id && attacker.zcc === object.zcc) ?? false);
}
