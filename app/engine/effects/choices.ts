// Effect units that decide whether other effects happen: "you may" (CR 603.5), "you may pay {N}.
// If you do, …", "if [condition], …" checked on resolution, and the manual step the player carries
// out by hand (logged, never skipped silently).
import type { Condition } from '../../cards/oracle/abilities.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { manaSources } from '../rules/mana-sources.ts';
import { kicksOf } from '../abilities/casting.ts';
import { manaSpentHolds } from '../rules/mana-spent.ts';
import { conditionHolds as conditionHoldsNow } from '../rules/conditions.ts';
import type { Game } from '../turns/game.ts';
import { planPayment } from '../rules/mana-payment.ts';
import { amountOf, playersOf, takeAnswer, type Context, type EffectUnit } from './context.ts';
import { OPPONENT } from '../state/state.ts';
import { changeLife } from '../events/zones.ts';
import { runEffects } from './index.ts';

function compare(value: number, op: '<=' | '>=' | '=', than: number): boolean {
  return op === '<=' ? value <= than : op === '>=' ? value >= than : value === than;
}

/** Hands' total size: whether a discard discarded anything. */
function cardsInHands(game: Game): number {
  return game.state.players.reduce((sum, player) => sum + player.hand.length, 0);
}

/** "That player may …" (grammar/that-player-may.ts): when that player is not the ability's controller it is the goldfish, which declines. */
function chooserDeclines(game: Game, effect: { chooser?: 'that player' }, context: Context): boolean {
  return effect.chooser !== undefined && playersOf(effect.chooser, undefined, context, game)[0] !== context.item.controller;
}

export const may: EffectUnit<'may'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  if (!given || value === false || chooserDeclines(game, effect, context)) {
    if (effect.otherwise) runEffects(game, effect.otherwise, context);
    return;
  }
  if (typeof value === 'string' || value === null || Array.isArray(value)) {
    // "you may search …" answered with a card name, a list of names (up to N cards) or null: yes, and that search choice.
    context.answer = { value };
    context.asked = false;
  }
  // "You may sacrifice another creature. If you do, …": nothing follows when there was none to sacrifice.
  for (const inner of effect.effects) {
    const handsBefore = inner.kind === 'discard' ? cardsInHands(game) : 0;
    runEffects(game, [inner], context);
    // Nothing sacrificed or discarded: "if you do" fails and "if they don't" happens (CR 701.8, 701.17a).
    const failed = (inner.kind === 'sacrifice' && !inner.self && context.thisWay === 0) || (inner.kind === 'discard' && cardsInHands(game) === handsBefore);
    if (failed) {
      if (effect.otherwise) runEffects(game, effect.otherwise, context);
      return;
    }
  }
};

export const mayPay: EffectUnit<'mayPay'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const amount = given && typeof value === 'number' ? value : 0;
  // "If they don't, …": what happens when nothing is paid.
  const declined = (): void => {
    if (effect.otherwise) runEffects(game, effect.otherwise, context);
  };
  if (amount === 0 || chooserDeclines(game, effect, context)) return declined();
  const controller = context.item.controller;
  const player = game.state.players[controller];
  if (effect.energy) {
    // CR 107.14: "you may pay {E}{E}" spends energy counters.
    if ((player.energy ?? 0) < effect.energy) return declined();
    player.energy = (player.energy ?? 0) - effect.energy;
    runEffects(game, effect.effects, context);
    return;
  }
  const hasX = effect.mana.some((symbol) => symbol.kind === 'variable');
  const plan = planPayment(effect.mana, hasX ? amount : 0, player.pool, manaSources(game, controller), player.life);
  if (!plan) return declined();
  payMana(game, controller, plan);
  if (hasX) context.x = amount;
  runEffects(game, effect.effects, context);
};

/** "[Effect] unless you pay {N}": paid when the answer says so, by default whenever you can (CR 118.12). */
export const unlessPay: EffectUnit<'unlessPay'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const wantsToPay = given ? value === true || (typeof value === 'number' && value > 0) : true;
  // "unless they pay": the player the trigger remembered; the goldfish never pays.
  const controller = effect.payer ? playersOf(effect.payer, undefined, context, game)[0] : context.item.controller;
  if (controller === undefined || (effect.payer && controller === OPPONENT)) {
    runEffects(game, effect.effects, context);
    return;
  }
  const player = game.state.players[controller];
  const mana = effect.ownManaCost ? game.state.objects[context.item.objectId]!.card.manaCost : effect.mana;
  const plan = wantsToPay ? planPayment(mana, 0, player.pool, manaSources(game, controller), player.life) : undefined;
  if (plan) {
    payMana(game, controller, plan);
    return;
  }
  // "… or 1 life": a player can pay life only as much as they have (CR 119.4).
  if (wantsToPay && effect.orLife !== undefined && player.life >= effect.orLife) {
    changeLife(game, controller, -effect.orLife);
    return;
  }
  runEffects(game, effect.effects, context);
};

export function conditionHolds(game: Game, condition: Condition, context: Context): boolean {
  if (condition.kind === 'kicked') return kicksOf(game, context.item) > 0;
  if (condition.kind === 'mana spent' && context.item.kind === 'spell') return manaSpentHolds(context.item.cast, condition); // a resolving spell's own record
  // "If the player can't, …": what the ability's previous effect did, known only while it resolves.
  const amount = condition.kind === 'count' ? condition.amount : undefined;
  if (condition.kind === 'count' && typeof amount === 'object' && 'count' in amount && amount.count.of === 'this way') return compare(amountOf(game, amount, context), condition.op, condition.value);
  return conditionHoldsNow(game.state, condition, context.item.controller, context.item.objectId, context.x);
}

export const ifEffect: EffectUnit<'if'> = (game, effect, context) => {
  if (conditionHolds(game, effect.condition, context)) runEffects(game, effect.effects, context);
  else if (effect.otherwise) runEffects(game, effect.otherwise, context);
};

/** A part the engine does not carry out: the table asks the player to do it; the log marks it manual. */
export const manual: EffectUnit<'manual'> = (game, effect, context) => {
  game.emit({ type: 'manual', what: `by hand for ${context.item.sourceName}: ${effect.text}` });
};
