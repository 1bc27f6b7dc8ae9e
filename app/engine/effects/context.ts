// What every effect unit shares while an object resolves: the stack item, the answer to its
// question, X, which targets are still legal, and how the ability tree's references (amounts,
// "target creature", "each creature you control", "enchanted creature", players) read on the game.
import type { Amount, Effect, ObjectRef, PlayerRef } from '../../cards/oracle/abilities.ts';
import { countOf, permanentsMatching } from '../filters.ts';
import type { Game } from '../game.ts';
import { otherPlayer, type GameObject, type PlayerId, type StackItem, type Target } from '../state.ts';

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
  if (typeof amount === 'number') return amount;
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
    case 'all':
      return permanentsMatching(game.state, ref.filter, context.item.controller, context.item.objectId);
    case 'enchanted':
    case 'equipped': {
      const self = sourceOnBattlefield(game, context);
      const host = self && self.attachedTo >= 0 ? game.state.objects[self.attachedTo] : undefined;
      return host && host.zone === 'battlefield' ? [host] : [];
    }
  }
}

/** The players a player reference means: the controller ("you"), the goldfish, both, or a target. */
export function playersOf(who: PlayerRef | undefined, slot: number | undefined, context: Context): PlayerId[] {
  const controller = context.item.controller;
  switch (who ?? 'you') {
    case 'that player': // the enchanted permanent's controller, as the trigger saw it
      return context.item.thatPlayer === undefined ? [] : [context.item.thatPlayer];
    case 'you':
      return [controller];
    case 'each opponent':
      return [otherPlayer(controller)];
    case 'each player':
      return [controller, otherPlayer(controller)];
    default: {
      const target = targetAt(context, slot);
      return target && 'player' in target ? [target.player] : [];
    }
  }
}
