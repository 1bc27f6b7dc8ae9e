// "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
// instead." (CR 614.9, 615.7; grammar/redirect-next.ts): a shield for the turn on one permanent that
// moves the next N damage dealt to it to another recipient, used up as it does. dealDamage asks only
// while a shield exists (`GameState.redirectShields` is null otherwise); shields of earlier turns
// are dropped the next time one is read.
import type { RiderEffect } from '../../cards/oracle/rider-effects.ts';
import type { Game } from '../turns/game.ts';
import type { GameState, Target } from '../state/state.ts';
import { amountOf, objectsOf, targetAt, type Context } from '../effects/context.ts';
import type { RedirectShield } from '../state/records.ts';

type Deal = (game: Game, sourceId: number, target: Target, amount: number, combat: boolean) => number;

export function addRedirectShield(game: Game, effect: Extract<RiderEffect, { kind: 'redirectNext' }>, context: Context): void {
  const from = objectsOf(game, effect.from, context)[0];
  const ontoObject = effect.onto === 'you' ? undefined : effect.onto.ref === 'target' ? targetAt(context, effect.onto.slot) : undefined;
  const self = effect.onto !== 'you' && effect.onto.ref === 'self' ? objectsOf(game, effect.onto, context)[0] : undefined;
  const onto: Target | undefined = effect.onto === 'you' ? { player: context.item.controller } : self ? { object: self.id, zcc: self.zcc } : ontoObject;
  const amount = amountOf(game, effect.amount, context);
  if (!from || from.zone !== 'battlefield' || !onto || 'stackItem' in onto || amount <= 0) return;
  const shield: RedirectShield = { from: { id: from.id, zcc: from.zcc }, onto, remaining: amount, turn: game.state.turn };
  game.state.redirectShields = [...(game.state.redirectShields ?? []), shield];
}

function ontoExists(state: GameState, onto: Target): boolean {
  if (!('object' in onto)) return true;
  const object = state.objects[onto.object];
  return object !== undefined && object.zone === 'battlefield' && object.zcc === onto.zcc;
}

/** Moves what the shields on the recipient redirect (dealt with `deal`); returns the damage left for the recipient. */
export function redirectNextDamage(game: Game, sourceId: number, target: Target, amount: number, combat: boolean, deal: Deal): number {
  const state = game.state;
  let left = amount;
  const kept: RedirectShield[] = [];
  const moves: [Target, number][] = [];
  for (const shield of state.redirectShields ?? []) {
    if (shield.turn !== state.turn) continue;
    const matches = 'object' in target && shield.from.id === target.object && shield.from.zcc === target.zcc && ontoExists(state, shield.onto);
    const moved = matches ? Math.min(left, shield.remaining) : 0;
    left -= moved;
    if (moved > 0) moves.push([shield.onto, moved]);
    if (shield.remaining - moved > 0) kept.push(moved > 0 ? { ...shield, remaining: shield.remaining - moved } : shield);
  }
  state.redirectShields = kept.length > 0 ? kept : null;
  for (const [onto, moved] of moves) deal(game, sourceId, onto, moved, combat);
  return left;
}
