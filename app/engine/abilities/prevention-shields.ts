// Prevention shields between recipients and sources for the turn or until your next turn (CR 615):
// "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn". The sides are fixed
// as the effect resolves (CR 611.2c: the targets and references it names then), except a kind of
// permanent or source ("creatures you control", "black sources"), checked as the damage would be
// dealt. dealDamage asks only while a shield exists (`state.preventionShields` is null otherwise).
import type { PreventionScope, RiderEffect } from '../../cards/oracle/rider-effects.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, GameState, PlayerId, Target } from '../state/state.ts';
import { objectsOf, playersOf, targetAt, type Context } from '../effects/context.ts';
import type { PreventionShield, ResolvedScope } from '../state/records.ts';

function resolveScope(game: Game, scope: PreventionScope, context: Context): ResolvedScope {
  const players: PlayerId[] = [];
  if (scope.you) players.push(context.item.controller);
  if (scope.players) players.push(...game.state.players.map((_player, index) => index as PlayerId));
  if (scope.targetPlayer !== undefined) players.push(...playersOf('target', scope.targetPlayer, context, game));
  const objects: { id: number; zcc: number }[] = [];
  if (scope.objects) {
    for (const object of objectsOf(game, scope.objects, context)) objects.push({ id: object.id, zcc: object.zcc });
    // "target spell would deal": the spell's object on the stack.
    const target = scope.objects.ref === 'target' ? targetAt(context, scope.objects.slot) : undefined;
    const spell = target && 'stackItem' in target ? game.state.stack.find((item) => item.sid === target.stackItem) : undefined;
    if (spell) objects.push({ id: spell.objectId, zcc: game.state.objects[spell.objectId]!.zcc });
  }
  return { players, objects, filter: scope.filter ?? null };
}

/** CR 615: the shield starts as the effect resolves. */
export function addPreventionShield(game: Game, effect: Extract<RiderEffect, { kind: 'preventAll' }>, context: Context): void {
  const shield: PreventionShield = {
    damage: effect.damage,
    to: effect.to ? resolveScope(game, effect.to, context) : null,
    by: effect.by ? resolveScope(game, effect.by, context) : null,
    controller: context.item.controller,
    sourceId: context.item.objectId,
    untilYourNextTurn: effect.untilYourNextTurn,
  };
  game.state.preventionShields = [...(game.state.preventionShields ?? []), shield];
}

function objectIn(state: GameState, scope: ResolvedScope, object: GameObject, shield: PreventionShield): boolean {
  if (scope.objects.some((entry) => entry.id === object.id && entry.zcc === object.zcc)) return true;
  return scope.filter !== null && matchesFilter(state, object, scope.filter, shield.controller, shield.sourceId);
}

function covers(state: GameState, shield: PreventionShield, source: GameObject, target: Target, combat: boolean): boolean {
  if ((shield.damage === 'combat' && !combat) || (shield.damage === 'noncombat' && combat)) return false;
  if (shield.by && !objectIn(state, shield.by, source, shield)) return false;
  if (!shield.to) return true;
  if ('player' in target) return shield.to.players.includes(target.player);
  const recipient = 'object' in target ? state.objects[target.object] : undefined;
  return recipient !== undefined && recipient.zone === 'battlefield' && objectIn(state, shield.to, recipient, shield);
}

/** True when a shield prevents this damage (call only while `state.preventionShields` is set). */
export function shieldsPrevent(state: GameState, source: GameObject, target: Target, combat: boolean): boolean {
  for (const shield of state.preventionShields!) if (covers(state, shield, source, target, combat)) return true;
  return false;
}

/** At cleanup the "this turn" shields end; at the start of your turn the "until your next turn" ones. */
export function endPreventionShields(state: GameState, untilYourNextTurn: boolean): void {
  const shields = state.preventionShields;
  if (!shields) return;
  const left = shields.filter((shield) => shield.untilYourNextTurn !== untilYourNextTurn);
  state.preventionShields = left.length > 0 ? left : null;
}
