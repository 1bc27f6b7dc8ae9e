// Prevention shields tied to a source (CR 615): "the next time a red source of your choice would
// deal damage to you this turn" and "all combat damage that would be dealt by target creature this
// turn". The source "of your choice" defaults to the first source of that quality that would deal
// damage to you, the only choice that ever matters in a goldfish game (CR 615.7).
import { sourceHasQuality } from './characteristics.ts';
import type { GameObject, GameState, Target } from './state.ts';

/** True when a source shield prevents this damage; a "next time" shield is used up (CR 615.7). */
export function sourceShieldPrevents(state: GameState, source: GameObject, target: Target, combat: boolean): boolean {
  if (combat && source.preventCombatDamageDealt) return true;
  if (!('player' in target)) return false;
  const player = state.players[target.player];
  const shields = player.sourceShields;
  if (!shields) return false;
  const index = shields.findIndex((quality) => quality === 'any' || sourceHasQuality(source, quality));
  if (index < 0) return false;
  player.sourceShields = shields.filter((_quality, at) => at !== index);
  return true;
}
