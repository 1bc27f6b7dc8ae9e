// What every effect unit shares while an object resolves: the stack item, the answer to its
// question, X, which targets are still legal, and how the ability tree's references (amounts,
// "target creature", "each creature you control", "enchanted creature", players) read on the game.
import { hostAndKin, hostOf } from '../events/host-refs.ts';
import type { Amount, Effect, ObjectRef, PlayerRef } from '../../cards/oracle/abilities.ts';
import { countOf, permanentsMatching } from '../rules/filters.ts';
import { powerOf, toughnessOf } from '../rules/characteristics.ts';
import { riderCount } from '../abilities/rider-amounts.ts';
import { isRiderCount } from '../rules/rider-counts.ts';
import { dieResult } from '../rules/die-results.ts';
import { spentCount } from '../rules/mana-spent.ts';
import type { Game } from '../turns/game.ts';
import { otherPlayer, type GameObject, type PlayerId, type StackItem, type Target } from '../state/state.ts';

/** The answer to the first question the top object asks; undefined = take every default. */
export type Answer = { value: unknown } | undefined;

export interface Context {
  item: StackItem;
  answer: Answer;
  /** The first question has been answered (later ones take their defaults). */
  asked: boolean;
  x: number;
  /** Per target slot: still legal on resolution (CR 608.2b). */
  legal: boolean[];
  /** Aura swap that could not be completed: the object has no effect (`fizzled`). */
  fizzled: boolean;
  /** Cards this ability exiled, as they are in exile ("return that card …"). */
  exiled?: { id: number; zcc: number }[];
  /** Permanents this ability moved off the battlefield, as they last existed there (CR 608.2h). */
  lastKnown?: Map<number, { power: number; toughness: number; controller: PlayerId }>;
  /** Life this ability's effects made players lose ("the life lost this way"). */
  lifeLost?: number;
  /** Damage this ability's effects dealt, after prevention ("the damage dealt this way"). */
  damageDealt?: number;
  /** The mana value of the top card of a library this ability revealed ("its converted mana cost"). */
  revealedManaValue?: number;
  /** The first permanent this ability's effects sacrificed, as it last existed ("that creature's toughness", CR 608.2h). */
  sacrificedThisWay?: { power: number; toughness: number };
  /** Permanents this ability put onto the battlefield ("it", "the token" in a later sentence). */
  entered?: { id: number; zcc: number }[];
  /** Permanents this ability dealt damage to ("a creature dealt damage this way"), as they were then. */
  damaged?: { id: number; zcc: number }[];
  /** The spell this ability countered ("that spell" once it has left the stack). */
  countered?: { id: number; controller: PlayerId };
  /** How many cards the last draw drew or permanents the last destroy destroyed ("for each … this way"). */
  thisWay?: number;
  /** The results of this ability's last die roll (CR 706). */
  rolled?: readonly number[];
}

/** Remembers a permanent as it is before this ability moves it off the battlefield ("its controller", "its power"). */
export function rememberLeaving(game: Game, context: Context, object: GameObject): void {
  if (object.zone === 'battlefield') (context.lastKnown ??= new Map()).set(object.id, { power: powerOf(game.state, object) ?? 0, toughness: toughnessOf(game.state, object) ?? 0, controller: object.controller });
}

/** Remembers a permanent this ability put onto the battlefield, for a later "it" / "the token". */
export function noteEntered(context: Context, object: GameObject): void {
  if (object.zone === 'battlefield') (context.entered ??= []).push({ id: object.id, zcc: object.zcc });
}

/** Remembers a permanent this ability dealt damage to, for a later "a creature dealt damage this way". */
export function noteDamaged(context: Context, object: GameObject): void {
  (context.damaged ??= []).push({ id: object.id, zcc: object.zcc });
}

export type EffectUnit<K extends Effect['kind']> = (game: Game, effect: Extract<Effect, { kind: K }>, context: Context) => void;

export function takeAnswer(context: Context): { given: boolean; value: unknown } {
  if (context.asked || context.answer === undefined) {
    context.asked = true;
    return { given: false, value: undefined };
  }
  context.asked = true;
  return { given: true, value: context.answer.value };
}

export function amountOf(game: Game, amount: Amount, context: Context): number {
  if (amount === 'X') return context.x;
  if (amount === 'that much') return context.item.amount ?? 0;
  if (typeof amount === 'number') return amount;
  if (amount.count.of === 'power of target') {
    const target = targetAt(context, amount.count.slot) ?? context.item.targets[amount.count.slot];
    if (!target || !('object' in target)) return 0;
    const remembered = context.lastKnown?.get(target.object);
    const object = game.state.objects[target.object]!;
    return (remembered?.power ?? (object.zone === 'battlefield' ? powerOf(game.state, object) ?? 0 : 0)) * amount.times;
  }
  if (amount.count.of === 'this way') return (context.thisWay ?? 0) * amount.times;
  // The cast trigger noted the spell's mana value as it was cast (triggers.ts, onCast), so a spell
  // countered before the trigger resolves still counts (CR 608.2h).
  if (amount.count.of === 'mana value of that spell') return (context.item.amount ?? 0) * amount.times;
  if ((amount.count.of === 'colors spent' || amount.count.of === 'mana spent') && context.item.kind === 'spell') return spentCount(context.item.cast, amount.count.of) * amount.times; // a resolving spell's own record
  if (amount.count.of === 'die result') return dieResult(context.rolled ?? [], amount.count.how) * amount.times;
  if (isRiderCount(amount.count)) return riderCount(game, amount.count, context) * amount.times;
  return countOf(game.state, amount.count, context.item.controller, context.item.objectId) * amount.times;
}

export function targetAt(context: Context, slot: number | undefined): Target | undefined {
  if (slot === undefined || !context.legal[slot]) return undefined;
  return context.item.targets[slot];
}

export function targetObject(game: Game, context: Context, slot: number | undefined): GameObject | undefined {
  const target = targetAt(context, slot);
  if (!target || !('object' in target)) return undefined;
  return game.state.objects[target.object];
}

/** The source, while it is still the same object on the battlefield. */
export function sourceOnBattlefield(game: Game, context: Context): GameObject | undefined {
  const self = game.state.objects[context.item.objectId]!;
  return self.zone === 'battlefield' && self.zcc === context.item.sourceZcc ? self : undefined;
}

/** The permanents a reference means now. */
export function objectsOf(game: Game, ref: ObjectRef | undefined, context: Context): GameObject[] {
  if (!ref) return [];
  switch (ref.ref) {
    case 'target': {
      const object = targetObject(game, context, ref.slot);
      return object ? [object] : [];
    }
    case 'targets': {
      const found: GameObject[] = [];
      for (let slot = ref.from; slot < ref.from + ref.count; slot += 1) {
        const object = targetObject(game, context, slot);
        if (object) found.push(object);
      }
      return found;
    }
    case 'self': {
      const self = sourceOnBattlefield(game, context);
      return self ? [self] : [];
    }
    case 'all': {
      const all = permanentsMatching(game.state, ref.filter, context.item.controller, context.item.objectId);
      if (ref.controlledBy === undefined) return all;
      const player = targetAt(context, ref.controlledBy); // "all creatures target player controls"
      return player && 'player' in player ? all.filter((object) => object.controller === player.player) : [];
    }
    case 'those':
      return (context.entered ?? []).map((entry) => game.state.objects[entry.id]!).filter((object, index) => object.zone === 'battlefield' && object.zcc === context.entered![index]!.zcc);
    case 'enchanted':
    case 'equipped': {
      const host = hostOf(game, sourceOnBattlefield(game, context), context.item.host);
      return host ? [host] : [];
    }
    case 'host and kin':
      return hostAndKin(game, hostOf(game, sourceOnBattlefield(game, context), context.item.host));
    case 'subject': {
      const subject = context.item.subject;
      const object = subject ? game.state.objects[subject.id] : undefined;
      return object && object.zone === 'battlefield' && object.zcc === subject!.zcc ? [object] : [];
    }
  }
}

/** The players a player reference means: the controller ("you"), the goldfish, both, or a target. */
export function playersOf(who: PlayerRef | undefined, slot: number | undefined, context: Context, game: Game): PlayerId[] {
  const controller = context.item.controller;
  switch (who ?? 'you') {
    case 'that player': // the enchanted permanent's controller, as the trigger saw it
      return context.item.thatPlayer === undefined ? [] : [context.item.thatPlayer];
    case 'host controller': {
      const host = hostOf(game, sourceOnBattlefield(game, context), context.item.host);
      return host ? [host.controller] : [];
    }
    case 'host owner': { // "enchanted creature deals 1 damage to its owner" (Enslave)
      const host = hostOf(game, sourceOnBattlefield(game, context), context.item.host);
      return host ? [host.owner] : [];
    }
    case 'you':
      return [controller];
    case 'each opponent':
      return [otherPlayer(controller)];
    case 'each player':
      return [controller, otherPlayer(controller)];
    case 'controller of target': {
      // The target's controller, as it last existed on the battlefield if it has left (CR 608.2h).
      const target = context.item.targets[slot ?? -1];
      // A spell: its controller, on the stack or as this ability countered it.
      if (target && 'stackItem' in target) {
        const spell = game.state.stack.find((item) => item.sid === target.stackItem) ?? context.countered;
        return spell ? [spell.controller] : [];
      }
      if (!target || !('object' in target)) return [];
      return [context.lastKnown?.get(target.object)?.controller ?? game.state.objects[target.object]!.controller];
    }
    case 'owner of target': { // CR 108.3: an object's owner never changes
      const target = context.item.targets[slot ?? -1];
      return target && 'object' in target ? [game.state.objects[target.object]!.owner] : [];
    }
    default: {
      const target = targetAt(context, slot);
      return target && 'player' in target ? [target.player] : [];
    }
  }
}
