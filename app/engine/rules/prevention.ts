// Prevention shields tied to a source (CR 615): "the next time a red source of your choice would
// deal damage to you this turn", "all combat damage that would be dealt by target creature this
// turn". The source "of your choice" defaults to the first source of that quality that would deal
// damage to you, the only choice that ever matters in a goldfish game (CR 615.7). And a permanent's
// own static shield: "Prevent all damage that would be dealt to ~", the phantoms' "Remove a +1/+1 counter".
import type { SelfPrevention } from '../../cards/oracle/rider-effects.ts';
import { sourceHasQuality } from './characteristics.ts';
import { changeCounters } from '../state/counters.ts';
import type { GameObject, GameState, Target } from '../state/state.ts';
import { staticOfKind } from './statics.ts';

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

/**
 * CR 615: a permanent's own static shield ("Prevent all damage that would be dealt to ~", a
 * phantom's "… prevent that damage. Remove a +1/+1 counter from ~."): true when it prevents this damage.
 */
export function selfPreventionApplies(source: GameObject, recipient: GameObject | undefined, combat: boolean): boolean {
  const by = shieldOf(source, 'by', combat);
  if (by) return true;
  const to = recipient ? shieldOf(recipient, 'to', combat) : undefined;
  if (!to || !recipient) return false;
  if (to.removeCounter && recipient.counters?.[to.removeCounter]) changeCounters(recipient, to.removeCounter, -1);
  return true;
}

function shieldOf(object: GameObject, side: 'to' | 'by', combat: boolean): SelfPrevention | undefined {
  if (object.zone !== 'battlefield') return undefined;
  return staticOfKind(object.card, 'self prevention', (effect) => effect[side] && (combat || !effect.combatOnly));
}
