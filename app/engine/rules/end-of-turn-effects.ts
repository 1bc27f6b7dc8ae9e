// What ends for a permanent in the cleanup step (CR 514.2): its damage and its "until end of turn"
// effects. Asked by the turn structure at cleanup and by phasing as a permanent phases in (it
// missed the cleanup while phased out), so it lives below both.
import type { GameObject } from '../state/state.ts';
import { endAnimationAtCleanup } from './animation.ts';
import { endChosenTypes } from './chosen-types.ts';
import { endCopyAtCleanup } from './enters-as-copy.ts';
import { endControlAtCleanup } from './control-change.ts';

/** CR 514.2: damage wears off and "until end of turn" effects end (phased-out permanents too: phasing.ts calls it as they phase in). */
export function endTurnEffectsOn(object: GameObject): void {
  object.damage = 0;
  object.pumpPower = 0;
  object.pumpToughness = 0;
  object.keywordsUntilEndOfTurn = null;
  object.regenerationShields = 0;
  object.preventDamage = 0;
  if (object.preventCombatDamageDealt) object.preventCombatDamageDealt = false;
  object.activatedThisTurn = null;
  if (object.crewed) object.crewed = false;
  endAnimationAtCleanup(object);
  endChosenTypes(object);
  if (object.copyUntilCleanup) endCopyAtCleanup(object);
  endControlAtCleanup(object);
  if (object.switchedPT) object.switchedPT = false;
  if (object.damagedBy) object.damagedBy = null;
}
