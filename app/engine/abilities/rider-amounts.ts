// The amounts of the rider sentences (rider-effects.ts, docs/rules-riders.md), read from the
// resolving ability: the life its effects made players lose, a creature's toughness (as it last
// existed if it has left the battlefield, CR 608.2h), the creature sacrificed to pay its cost.
import type { RiderCount } from '../../cards/oracle/rider-effects.ts';
import { powerOf, toughnessOf } from '../rules/characteristics.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { objectsOf, targetAt, type Context } from '../effects/context.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';

/** Power and toughness of a permanent as it is now or, if this ability moved it, as it last existed. */
export function lastKnownStats(game: Game, object: GameObject): { power: number; toughness: number } {
  return { power: Math.max(0, powerOf(game.state, object) ?? 0), toughness: Math.max(0, toughnessOf(game.state, object) ?? 0) };
}

export function riderCount(game: Game, count: RiderCount, context: Context): number {
  switch (count.of) {
    case 'life lost this way':
      return context.lifeLost ?? 0;
    case 'sacrificed':
      return context.item.sacrificed?.[count.stat] ?? 0;
    case 'stat of':
      return statOf(game, count, context);
    case 'sacrificed this way':
      return context.sacrificedThisWay?.[count.stat] ?? 0;
    case 'damage dealt this way':
      return context.damageDealt ?? 0;
    case 'revealed top card':
      return context.revealedManaValue ?? 0;
    case 'cards in hand of target': {
      const target = targetAt(context, count.slot);
      return target && 'player' in target ? game.state.players[target.player].hand.length : 0;
    }
    case 'toughness of': {
      if (count.ref.ref === 'target') {
        const target = targetAt(context, count.ref.slot) ?? context.item.targets[count.ref.slot];
        const remembered = target && 'object' in target ? context.lastKnown?.get(target.object) : undefined;
        if (remembered) return Math.max(0, remembered.toughness);
      }
      const object = objectsOf(game, count.ref, context)[0];
      return object ? lastKnownStats(game, object).toughness : 0;
    }
  }
}

/** A power, toughness or mana value of the object a reference means, as it last existed (CR 608.2h); 0 when there is none. */
function statOf(game: Game, count: Extract<RiderCount, { of: 'stat of' }>, context: Context): number {
  let object: GameObject | undefined;
  let remembered: { power: number; toughness: number } | undefined;
  if (count.ref.ref === 'target') {
    const target = targetAt(context, count.ref.slot) ?? context.item.targets[count.ref.slot];
    if (target && 'object' in target) {
      object = game.state.objects[target.object];
      remembered = context.lastKnown?.get(target.object);
    }
  } else object = objectsOf(game, count.ref, context)[0];
  if (!object) return 0;
  if (count.stat === 'mana value') return manaValue(object.card.manaCost); // the same in every zone
  if (remembered) return Math.max(0, remembered[count.stat]);
  return lastKnownStats(game, object)[count.stat];
}
