// Effect units for life and damage: gain and lose life, deal damage to targets, to each creature
// matching a filter and to players (CR 120).
import { damageLoyalty } from '../rules/loyalty.ts';
import { hasKeyword, isCreatureNow, protectedFrom } from '../rules/characteristics.ts';
import { changeCounters } from '../state/counters.ts';
import type { Game } from '../turns/game.ts';
import { otherPlayer, type Target } from '../state/state.ts';
import { targetName } from '../rules/targets.ts';
import { changeLife } from '../events/zones.ts';
import { channelOf, heardOn, signalOn } from '../events/engine-events.ts';
import { attachedPreventsDamage } from '../rules/attached.ts';
import { selfPreventionApplies, sourceShieldPrevents } from '../rules/prevention.ts';
import { shieldsPrevent } from '../abilities/prevention-shields.ts';
import { cantBePrevented, changedDamage, redirectedTarget } from '../rules/damage-changes.ts';
import { lifeLostToDamage } from '../rules/life-rules.ts';
import { redirectNextDamage } from '../abilities/redirect-shields.ts';
import { combatDamageToPrevented } from '../rules/turn-riders.ts';
import { noteDamagedBy } from '../rules/damaged-by.ts';
import { amountOf, noteDamaged, objectsOf, playersOf, sourceOnBattlefield, targetAt, targetObject, type EffectUnit } from './context.ts';
import { hostOf } from '../events/host-refs.ts';

/** Looked up once: asked at every damage dealt (engine-events.ts). */
const DAMAGE = channelOf('damage');

/**
 * Deals damage (CR 120.3) from a source object: prevented by protection from the source's colour
 * (CR 702.16e); from a source with infect as poison counters to players and -1/-1 counters to
 * creatures (CR 702.90b–c), with wither as -1/-1 counters to creatures (CR 702.80a). Returns the
 * damage dealt (0 when all of it was prevented).
 */
export function dealDamage(game: Game, sourceId: number, target: Target, amount: number, combat = false, unpreventable = false): number {
  if (amount <= 0) return 0;
  const state = game.state;
  const source = state.objects[sourceId]!;
  target = redirectedTarget(state, source, target, combat); // "… is dealt to ~ instead" (CR 614.9)
  if (state.redirectShields) amount = redirectNextDamage(game, sourceId, target, amount, combat, dealDamage); // "the next 1 damage … is dealt to … instead"
  if (amount <= 0) return 0;
  const recipient = 'object' in target ? state.objects[target.object] : undefined;
  // CR 615.12: "Damage can't be prevented" skips every prevention below (protection's too, CR 702.16e).
  const preventable = !unpreventable && !cantBePrevented(state, source, target, combat);
  if (preventable) {
    if (recipient && protectedFrom(state, recipient, source)) return 0;
    if (attachedPreventsDamage(state, source, recipient, combat)) return 0;
    if (sourceShieldPrevents(state, source, target, combat)) return 0;
    if (state.preventionShields && shieldsPrevent(state, source, target, combat)) return 0;
    if (combat && recipient && combatDamageToPrevented(state, recipient)) return 0;
    if (selfPreventionApplies(source, recipient, combat)) return 0;
  }
  amount = changedDamage(state, source, target, amount, combat, preventable);
  if (amount <= 0) return 0;
  // CR 615.7: prevention shields on the recipient use themselves up.
  const shielded = preventable ? (recipient ?? ('player' in target ? state.players[target.player] : undefined)) : undefined;
  if (shielded && (shielded.preventDamage ?? 0) > 0) {
    const prevented = Math.min(amount, shielded.preventDamage!);
    shielded.preventDamage = shielded.preventDamage! - prevented;
    amount -= prevented;
    if (amount <= 0) return 0;
  }
  game.emit({ type: 'damage', source: source.card.name, target: targetName(game, target), amount });
  const infect = hasKeyword(state, source, 'infect');
  if ('player' in target) {
    state.players[target.player].damagedThisTurn = true;
    if (infect) state.players[target.player].poison = (state.players[target.player].poison ?? 0) + amount;
    else changeLife(game, target.player, -lifeLostToDamage(state, target.player, amount)); // "reduces it to 1 instead" (CR 614.1a)
  } else if (recipient && (!damageLoyalty(recipient, amount) || isCreatureNow(recipient))) {
    // CR 120.3c: a planeswalker loses loyalty instead; a planeswalker creature also takes the damage.
    if (infect || hasKeyword(state, source, 'wither')) {
      changeCounters(recipient, '-1/-1', amount);
    } else recipient.damage += amount;
    noteDamagedBy(recipient, source);
  }
  if (hasKeyword(state, source, 'lifelink')) changeLife(game, source.controller, amount); // CR 702.15b
  if (heardOn(game, DAMAGE)) signalOn(game, DAMAGE, { type: 'damage', source, target, amount, combat });
  return amount;
}

/** Prevention shields (CR 615). */
export const prevent: EffectUnit<'prevent'> = (game, effect, context) => {
  if (effect.what === 'all combat damage') {
    game.state.preventCombatDamage = true;
    return;
  }
  if (effect.what === 'all damage to') {
    for (const object of objectsOf(game, effect.objects, context)) object.preventDamage = Infinity;
    return;
  }
  if (effect.what === 'combat damage by') {
    for (const object of objectsOf(game, effect.objects, context)) object.preventCombatDamageDealt = true;
    return;
  }
  if (effect.what === 'next time from source') {
    const you = game.state.players[context.item.controller];
    you.sourceShields = [...(you.sourceShields ?? []), effect.quality!];
    return;
  }
  const target = targetAt(context, effect.target);
  const amount = amountOf(game, effect.amount ?? 0, context);
  if (!target || 'stackItem' in target) return;
  const shielded = 'player' in target ? game.state.players[target.player] : game.state.objects[target.object]!;
  shielded.preventDamage = (shielded.preventDamage ?? 0) + amount;
};

export const gainLife: EffectUnit<'gainLife'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) changeLife(game, player, amount);
};

export const loseLife: EffectUnit<'loseLife'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) {
    changeLife(game, player, -amount);
    context.lifeLost = (context.lifeLost ?? 0) + amount; // "You gain life equal to the life lost this way."
  }
};

export const damage: EffectUnit<'damage'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  const controller = context.item.controller;
  // "Target creature deals damage equal to its power …": the source is that creature.
  const sourceId = effect.source === 'target' ? targetObject(game, context, effect.sourceSlot)?.id : effect.source === 'host' ? hostOf(game, sourceOnBattlefield(game, context), context.item.host)?.id : context.item.objectId;
  if (sourceId === undefined) return;
  // "You gain life equal to the damage dealt this way" (rider-amounts.ts).
  const deal = (target: Target, dealt: number): number => {
    const done = dealDamage(game, sourceId, target, dealt, false, effect.unpreventable);
    context.damageDealt = (context.damageDealt ?? 0) + done;
    return done;
  };
  switch (effect.to) {
    case 'each opponent':
      deal({ player: otherPlayer(controller) }, amount);
      break;
    case 'you':
      deal({ player: controller }, amount);
      break;
    case 'that player': // an Aura's trigger: the player it remembered
    case 'host controller':
    case 'host owner':
      for (const player of playersOf(effect.to, undefined, context, game)) deal({ player }, amount);
      break;
    case 'each player':
      for (const player of [controller, otherPlayer(controller)]) deal({ player }, amount);
      break;
    case 'each creature':
      for (const player of game.state.players) {
        for (const id of player.battlefield.slice()) {
          const object = game.state.objects[id]!;
          if (object.card.isCreature) deal({ object: id, zcc: object.zcc }, amount);
        }
      }
      break;
    case 'objects': {
      for (const object of objectsOf(game, effect.objects, context)) if (deal({ object: object.id, zcc: object.zcc }, amount)) noteDamaged(context, object);
      if (effect.alsoPlayers) for (const player of playersOf(effect.alsoPlayers, undefined, context, game)) deal({ player }, amount);
      break;
    }
    case 'target': {
      const target = targetAt(context, effect.target);
      if (target && deal(target, amount) && 'object' in target) noteDamaged(context, game.state.objects[target.object]!);
      break;
    }
  }
};
