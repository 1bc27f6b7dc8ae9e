// Effect units for damage spread over several recipients (app/cards/oracle/damage-effects.ts;
// CR 120.3, 115.3).
import type { DamageSpreadEffect } from '../../cards/oracle/damage-effects.ts';
import type { Game } from '../turns/game.ts';
import type { PlayerId, Target } from '../state/state.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import { dealDamage } from './life-and-damage.ts';
import { amountOf, noteDamaged, targetAt, type EffectUnit } from './context.ts';

const same = (a: Target, b: Target): boolean =>
  ('player' in a && 'player' in b && a.player === b.player) || ('object' in a && 'object' in b && a.object === b.object);

/** Deals the damage to one recipient, noting a permanent for "a creature dealt damage this way". */
function dealTo(game: Game, context: Parameters<EffectUnit<'damageEachTarget'>>[2], target: Target, amount: number): void {
  if (dealDamage(game, context.item.objectId, target, amount) && 'object' in target) noteDamaged(context, game.state.objects[target.object]!);
}

/** Each legal target once (CR 115.3: a player or object chosen for two slots is one target). */
const damageEachTarget: EffectUnit<'damageEachTarget'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  const dealt: Target[] = [];
  for (let slot = effect.from; slot < effect.from + effect.count; slot += 1) {
    const target = targetAt(context, slot);
    if (!target || 'stackItem' in target || dealt.some((earlier) => same(earlier, target))) continue;
    dealt.push(target);
    dealTo(game, context, target, amount);
  }
};

/** The target, then each creature its player (a planeswalker's controller) controls; all dealt at once, before any state-based check. */
const damagePlayerAndCreatures: EffectUnit<'damagePlayerAndCreatures'> = (game, effect, context) => {
  const target = targetAt(context, effect.target);
  if (!target || 'stackItem' in target) return;
  const player: PlayerId = 'player' in target ? target.player : game.state.objects[target.object]!.controller;
  dealTo(game, context, target, amountOf(game, effect.amount, context));
  const creatures = amountOf(game, effect.creatures, context);
  for (const id of game.state.players[player].battlefield.slice()) {
    const object = game.state.objects[id]!;
    if (isCreatureNow(object)) dealTo(game, context, { object: id, zcc: object.zcc }, creatures);
  }
};

export const DAMAGE_SPREAD_UNITS: { [K in DamageSpreadEffect['kind']]: EffectUnit<K> } = { damageEachTarget, damagePlayerAndCreatures };
