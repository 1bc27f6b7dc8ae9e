// Resolving the top of the stack (CR 608): targets checked again, then the effects in order.
// The choice a `resolve` answers is checked before anything moves (planChoice), so an illegal
// choice rejects the action and changes nothing.
import type { Effect } from '../cards/oracle/abilities.ts';
import { compiledCard, tokenDefinition } from '../cards/oracle/compile.ts';
import type { TokenSpec } from '../cards/oracle/abilities.ts';
import type { CompiledCard } from '../cards/oracle/compile.ts';
import { matchesTypeQuery } from '../cards/type-line.ts';
import { canEnchant, hasKeyword } from './characteristics.ts';
import type { Game } from './game.ts';
import { planPayment } from './mana-payment.ts';
import { manaSources, payMana } from './actions.ts';
import { addObject, type GameObject, type PlayerId, type StackItem, type Target, otherPlayer, playerName } from './state.ts';
import { isLegalTarget, targetName } from './targets.ts';
import { changeLife, discardCard, drawCard, moveFromStack, moveObject, shuffleLibrary } from './zones.ts';
import { fireEnters } from './triggers.ts';
import { changeCounters } from './counters.ts';

/** The answer to the first question the top object asks; undefined = take every default. */
export type Answer = { value: unknown } | undefined;

type Question = Extract<Effect, { kind: 'search' | 'may' | 'mayPay' | 'auraSwap' }>;

/** The first effect that asks the player something, in resolution order. */
export function firstQuestion(effects: readonly Effect[]): Question | undefined {
  for (const effect of effects) {
    if (effect.kind === 'search' || effect.kind === 'may' || effect.kind === 'mayPay' || effect.kind === 'auraSwap') return effect;
  }
  return undefined;
}

function findInLibrary(game: Game, player: PlayerId, effect: Extract<Effect, { kind: 'search' }>, name: string | null): GameObject | undefined {
  for (const id of game.state.players[player].library) {
    const object = game.state.objects[id]!;
    if (name !== null && object.card.name !== name) continue;
    if (effect.query === null || matchesTypeQuery(object.card.types, effect.query)) return object;
  }
  return undefined;
}

function auraInHand(game: Game, player: PlayerId, name: string): GameObject | undefined {
  for (const id of game.state.players[player].hand) {
    const object = game.state.objects[id]!;
    if (object.card.name === name && object.card.isAura) return object;
  }
  return undefined;
}

/** Checks a `resolve` choice against the top object's first question. Returns the reason it is illegal. */
export function planChoice(game: Game, item: StackItem, choice: unknown): Answer | string {
  if (choice === undefined) return undefined;
  const question = firstQuestion(item.effects);
  if (!question) return undefined; // nothing to answer: the choice is ignored
  const player = item.controller;
  const checkSearch = (effect: Extract<Effect, { kind: 'search' }>, value: unknown): string | null => {
    if (value === null || typeof value === 'boolean') return null;
    if (typeof value !== 'string') return 'the choice for a search is a card name or null';
    return findInLibrary(game, player, effect, value) ? null : `"${value}" is not a ${effect.query?.text ?? ''} card in your library`;
  };
  switch (question.kind) {
    case 'search': {
      // A name, or null to find nothing; true / false are read as "the default" / "nothing".
      if (choice === true) return undefined;
      const problem = checkSearch(question, choice);
      return problem ?? { value: choice === false ? null : choice };
    }
    case 'auraSwap':
      if (choice === null || choice === false) return { value: null };
      if (typeof choice !== 'string') return 'the choice for aura swap is the name of an Aura card in your hand, or null';
      return auraInHand(game, player, choice) ? { value: choice } : `"${choice}" is not an Aura card in your hand`;
    case 'may': {
      if (typeof choice === 'boolean') return { value: choice };
      const inner = firstQuestion(question.effects);
      if (inner?.kind === 'search' && (typeof choice === 'string' || choice === null)) {
        const problem = checkSearch(inner, choice);
        return problem ?? { value: choice };
      }
      return 'the choice for "you may" is true or false';
    }
    case 'mayPay': {
      let amount: number;
      if (typeof choice === 'boolean') amount = choice ? 1 : 0;
      else if (typeof choice === 'number' && Number.isInteger(choice) && choice >= 0) amount = choice;
      else return 'the choice for "you may pay" is a number (0 declines) or true/false';
      if (amount === 0) return { value: 0 };
      const hasX = question.mana.some((symbol) => symbol.kind === 'variable');
      const plan = planPayment(question.mana, hasX ? amount : 0, game.state.players[player].pool, manaSources(game, player), game.state.players[player].life);
      return plan ? { value: amount } : `can't pay ${question.mana.map((symbol) => symbol.text).join('')}`;
    }
  }
}

interface Context {
  item: StackItem;
  answer: Answer;
  /** The first question has been answered (later ones take their defaults). */
  asked: boolean;
  x: number;
  /** Per target slot: still legal on resolution (CR 608.2b). */
  legal: boolean[];
  /** Aura swap that could not be completed: the object has no effect (`fizzled`). */
  fizzled: boolean;
}

function takeAnswer(context: Context): { given: boolean; value: unknown } {
  if (context.asked || context.answer === undefined) {
    context.asked = true;
    return { given: false, value: undefined };
  }
  context.asked = true;
  return { given: true, value: context.answer.value };
}

const amountOf = (amount: number | 'X', context: Context): number => (amount === 'X' ? context.x : amount);

function targetObject(game: Game, context: Context, slot: number | undefined): GameObject | undefined {
  if (slot === undefined || !context.legal[slot]) return undefined;
  const target = context.item.targets[slot];
  if (!target || !('object' in target)) return undefined;
  return game.state.objects[target.object];
}

function targetAt(context: Context, slot: number | undefined): Target | undefined {
  if (slot === undefined || !context.legal[slot]) return undefined;
  return context.item.targets[slot];
}

function dealDamage(game: Game, source: string, target: Target, amount: number): void {
  if (amount <= 0) return;
  game.emit({ type: 'damage', source, target: targetName(game, target), amount });
  if ('player' in target) changeLife(game, target.player, -amount);
  else if ('object' in target) game.state.objects[target.object]!.damage += amount;
}

const tokenCards = new WeakMap<TokenSpec, CompiledCard>();

function createToken(game: Game, spec: TokenSpec, controller: PlayerId): void {
  let card = tokenCards.get(spec);
  if (!card) {
    card = compiledCard(tokenDefinition(spec));
    tokenCards.set(spec, card);
  }
  const state = game.state;
  const object = addObject(state, card, { owner: controller, zone: 'battlefield', token: true, sinceTurn: state.turn });
  state.players[controller].battlefield.push(object.id);
  game.emit({ type: 'token', card: card.name });
  fireEnters(game, object);
}

function addCounters(object: GameObject, kind: string, count: number): void {
  if (count <= 0) return;
  changeCounters(object, kind, count);
}

function runEffects(game: Game, effects: readonly Effect[], context: Context): void {
  const state = game.state;
  const item = context.item;
  const controller = item.controller;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'draw':
        for (let count = amountOf(effect.amount, context); count > 0; count -= 1) drawCard(game, controller);
        break;
      case 'search': {
        const { given, value } = takeAnswer(context);
        const found = given ? (value === null ? undefined : findInLibrary(game, controller, effect, value as string)) : findInLibrary(game, controller, effect, null);
        game.emit({ type: 'searched', zone: 'library', found: found?.card.name ?? null });
        if (found) {
          if (effect.reveal) game.emit({ type: 'revealed', card: found.card.name });
          if (effect.to === 'hand') moveObject(game, found, 'hand');
          else moveObject(game, found, 'battlefield', { controller, tapped: effect.tapped || undefined });
        }
        shuffleLibrary(game, controller);
        break;
      }
      case 'gainLife':
        changeLife(game, controller, amountOf(effect.amount, context));
        break;
      case 'loseLife': {
        const amount = amountOf(effect.amount, context);
        if (effect.who === 'you') changeLife(game, controller, -amount);
        else if (effect.who === 'each opponent') changeLife(game, otherPlayer(controller), -amount);
        else {
          const target = targetAt(context, effect.target);
          if (target && 'player' in target) changeLife(game, target.player, -amount);
        }
        break;
      }
      case 'damage': {
        const amount = amountOf(effect.amount, context);
        if (effect.to === 'each opponent') dealDamage(game, item.sourceName, { player: otherPlayer(controller) }, amount);
        else if (effect.to === 'each creature') {
          for (const player of state.players) {
            for (const id of player.battlefield.slice()) {
              const object = state.objects[id]!;
              if (object.card.isCreature) dealDamage(game, item.sourceName, { object: id, zcc: object.zcc }, amount);
            }
          }
        } else {
          const target = targetAt(context, effect.target);
          if (target) dealDamage(game, item.sourceName, target, amount);
        }
        break;
      }
      case 'token':
        for (let count = amountOf(effect.count, context); count > 0; count -= 1) createToken(game, effect.token, controller);
        break;
      case 'counters': {
        const count = amountOf(effect.count, context);
        if (effect.to === 'target') {
          const object = targetObject(game, context, effect.target);
          if (object) addCounters(object, effect.counter, count);
        } else if (effect.to === 'self') {
          const self = state.objects[item.objectId]!;
          if (self.zone === 'battlefield' && self.zcc === item.sourceZcc) addCounters(self, effect.counter, count);
        } else {
          const player = effect.to === 'each creature you control' ? controller : otherPlayer(controller);
          for (const id of state.players[player].battlefield) {
            const object = state.objects[id]!;
            if (object.card.isCreature) addCounters(object, effect.counter, count);
          }
        }
        break;
      }
      case 'pump': {
        const self = state.objects[item.objectId]!;
        const object = effect.to === 'self' ? (self.zone === 'battlefield' && self.zcc === item.sourceZcc ? self : undefined) : targetObject(game, context, effect.target);
        if (object) {
          object.pumpPower += effect.power;
          object.pumpToughness += effect.toughness;
        }
        break;
      }
      case 'scry':
        break; // the default answer keeps every card on top, in order
      case 'counterObject': {
        const target = targetAt(context, effect.target);
        if (!target || !('stackItem' in target)) break;
        const index = state.stack.findIndex((candidate) => candidate.sid === target.stackItem);
        if (index < 0) break;
        const [countered] = state.stack.splice(index, 1);
        game.emit({ type: 'countered', source: countered!.sourceName, kind: countered!.kind });
        if (countered!.kind === 'spell') moveFromStack(game, state.objects[countered!.objectId]!, 'graveyard');
        break;
      }
      case 'bounce': {
        const object = targetObject(game, context, effect.target);
        if (object) moveObject(game, object, 'hand');
        break;
      }
      case 'destroy': {
        const object = targetObject(game, context, effect.target);
        if (object && !hasKeyword(state, object, 'indestructible')) moveObject(game, object, 'graveyard');
        break;
      }
      case 'discard': {
        const hand = state.players[controller].hand;
        for (let count = amountOf(effect.amount, context); count > 0 && hand.length > 0; count -= 1) {
          discardCard(game, state.objects[hand[hand.length - 1]!]!, false);
        }
        break;
      }
      case 'mill': {
        const library = state.players[controller].library;
        for (let count = amountOf(effect.amount, context); count > 0 && library.length > 0; count -= 1) {
          moveObject(game, state.objects[library[0]!]!, 'graveyard');
        }
        break;
      }
      case 'addMana':
        break; // mana abilities resolve when activated
      case 'may': {
        const { given, value } = takeAnswer(context);
        if (!given || value === false) break;
        if (typeof value === 'string' || value === null) {
          // "you may search …" answered with a card name (or null): yes, and that search choice.
          context.answer = { value };
          context.asked = false;
        }
        runEffects(game, effect.effects, context);
        break;
      }
      case 'mayPay': {
        const { given, value } = takeAnswer(context);
        const amount = given && typeof value === 'number' ? value : 0;
        if (amount === 0) break;
        const hasX = effect.mana.some((symbol) => symbol.kind === 'variable');
        const plan = planPayment(effect.mana, hasX ? amount : 0, state.players[controller].pool, manaSources(game, controller), state.players[controller].life);
        if (!plan) break;
        payMana(game, controller, plan);
        if (hasX) context.x = amount;
        runEffects(game, effect.effects, context);
        break;
      }
      case 'auraSwap':
        auraSwap(game, context);
        break;
    }
  }
}

/**
 * Aura swap (CR 702.65a–b and rulings): exchange this permanent with an Aura card in your hand.
 * Nothing happens when no Aura is chosen. The exchange happens only if both halves can: the
 * Aura with aura swap is still on the battlefield, is an Aura, is owned by you, enchants a
 * permanent, and the chosen Aura can enchant that permanent as it currently exists. Then both
 * move at once (no state-based check in between) and the new Aura is not cast.
 */
function auraSwap(game: Game, context: Context): void {
  const state = game.state;
  const item = context.item;
  const { given, value } = takeAnswer(context);
  if (!given || value === null) return; // "you may": choosing none does nothing
  const controller = item.controller;
  const chosen = auraInHand(game, controller, value as string);
  const source = state.objects[item.objectId]!;
  const stillThere = source.zone === 'battlefield' && source.zcc === item.sourceZcc;
  const host = stillThere && source.attachedTo >= 0 ? state.objects[source.attachedTo] : undefined;
  const completes =
    chosen !== undefined &&
    stillThere &&
    source.card.isAura && // a non-Aura with aura swap does nothing
    source.owner === controller && // you must own the Aura with aura swap (CR 702.65b example)
    host !== undefined &&
    host.zone === 'battlefield' &&
    canEnchant(chosen.card.enchant, host, controller); // checked while the swapped Aura is still attached
  if (!completes) {
    context.fizzled = true;
    return;
  }
  // Simultaneous exchange: the permanent is never enchanted by both or by neither.
  moveObject(game, source, 'hand');
  moveObject(game, chosen, 'battlefield', { controller, attachTo: host.id, tapped: false });
  game.emit({ type: 'exchanged', left: source.card.name, entered: chosen.card.name });
}

/** Resolves the top object of the stack with an answer already checked by planChoice. */
export function resolveTop(game: Game, answer: Answer): void {
  const state = game.state;
  const item = state.stack.pop();
  if (!item) return;
  const legal = item.targetSpecs.map((spec, index) => {
    const target = item.targets[index];
    return target !== undefined && isLegalTarget(game, spec, target, item.controller, item.objectId);
  });
  // CR 608.2b: if every target is illegal, the object doesn't resolve.
  if (legal.length > 0 && !legal.some(Boolean)) {
    game.emit({ type: 'fizzled', source: item.sourceName });
    if (item.kind === 'spell') moveFromStack(game, state.objects[item.objectId]!, 'graveyard');
    return;
  }
  const context: Context = { item, answer, asked: false, x: item.x, legal, fizzled: false };
  if (item.kind === 'spell') {
    const card = state.objects[item.objectId]!;
    if (card.card.isSpellOnly) {
      runEffects(game, item.effects, context);
      moveFromStack(game, card, 'graveyard');
    } else {
      const host = card.card.isAura ? targetObject(game, context, 0) : undefined;
      moveFromStack(game, card, 'battlefield', { controller: item.controller, attachTo: host?.id });
    }
    game.emit({ type: 'resolved', source: item.sourceName, kind: item.kind });
    return;
  }
  runEffects(game, item.effects, context);
  if (context.fizzled) game.emit({ type: 'fizzled', source: item.sourceName });
  else game.emit({ type: 'resolved', source: item.sourceName, kind: item.kind });
}

export { playerName };
