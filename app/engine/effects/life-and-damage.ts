// Effect units for life and damage: gain and lose life, deal damage to targets, to each creature
// matching a filter and to players (CR 120).
import type { Game } from '../game.ts';
import { otherPlayer, type Target } from '../state.ts';
import { targetName } from '../targets.ts';
import { changeLife } from '../zones.ts';
import { amountOf, objectsOf, playersOf, targetAt, targetObject, type EffectUnit } from './context.ts';

export function dealDamage(game: Game, source: string, target: Target, amount: number): void {
  if (amount <= 0) return;
  game.emit({ type: 'damage', source, target: targetName(game, target), amount });
  if ('player' in target) changeLife(game, target.player, -amount);
  else if ('object' in target) game.state.objects[target.object]!.damage += amount;
}

export const gainLife: EffectUnit<'gainLife'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context)) changeLife(game, player, amount);
};

export const loseLife: EffectUnit<'loseLife'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context)) changeLife(game, player, -amount);
};

export const damage: EffectUnit<'damage'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  const controller = context.item.controller;
  // "Target creature deals damage equal to its power …": the source is that creature.
  const sourceName = effect.source === 'target' ? targetObject(game, context, effect.sourceSlot)?.card.name : context.item.sourceName;
  if (sourceName === undefined) return;
  switch (effect.to) {
    case 'each opponent':
      dealDamage(game, sourceName, { player: otherPlayer(controller) }, amount);
      break;
    case 'you':
      dealDamage(game, sourceName, { player: controller }, amount);
      break;
    case 'each player':
      for (const player of [controller, otherPlayer(controller)]) dealDamage(game, sourceName, { player }, amount);
      break;
    case 'each creature':
      for (const player of game.state.players) {
        for (const id of player.battlefield.slice()) {
          const object = game.state.objects[id]!;
          if (object.card.isCreature) dealDamage(game, sourceName, { object: id, zcc: object.zcc }, amount);
        }
      }
      break;
    case 'objects': {
      for (const object of objectsOf(game, effect.objects, context)) dealDamage(game, sourceName, { object: object.id, zcc: object.zcc }, amount);
      if (effect.alsoPlayers) for (const player of playersOf(effect.alsoPlayers, undefined, context)) dealDamage(game, sourceName, { player }, amount);
      break;
    }
    case 'target': {
      const target = targetAt(context, effect.target);
      if (target) dealDamage(game, sourceName, target, amount);
      break;
    }
  }
};
