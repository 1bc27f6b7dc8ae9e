// Effect units that decide whether other effects happen: "you may" (CR 603.5), "you may pay {N}.
// If you do, …", "if [condition], …" checked on resolution, and the manual step the player carries
// out by hand (logged, never skipped silently).
import type { Condition } from '../../cards/oracle/abilities.ts';
import { payMana } from '../actions.ts';
import { manaSources } from '../mana-sources.ts';
import { kicksOf } from '../casting.ts';
import { manaSpentHolds } from '../mana-spent.ts';
import { conditionHolds as conditionHoldsNow } from '../conditions.ts';
import type { Game } from '../game.ts';
import { planPayment } from '../mana-payment.ts';
import { playersOf, takeAnswer, type Context, type EffectUnit } from './context.ts';
import { OPPONENT } from '../state.ts';
import { runEffects } from './index.ts';

export const may: EffectUnit<'may'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  if (!given || value === false) {
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
    runEffects(game, [inner], context);
    if (inner.kind === 'sacrifice' && !inner.self && context.thisWay === 0) return;
  }
};

export const mayPay: EffectUnit<'mayPay'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const amount = given && typeof value === 'number' ? value : 0;
  if (amount === 0) return;
  const controller = context.item.controller;
  const player = game.state.players[controller];
  if (effect.energy) {
    // CR 107.14: "you may pay {E}{E}" spends energy counters.
    if ((player.energy ?? 0) < effect.energy) return;
    player.energy = (player.energy ?? 0) - effect.energy;
    runEffects(game, effect.effects, context);
    return;
  }
  const hasX = effect.mana.some((symbol) => symbol.kind === 'variable');
  const plan = planPayment(effect.mana, hasX ? amount : 0, player.pool, manaSources(game, controller), player.life);
  if (!plan) return;
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
  runEffects(game, effect.effects, context);
};

export function conditionHolds(game: Game, condition: Condition, context: Context): boolean {
  if (condition.kind === 'kicked') return kicksOf(game, context.item) > 0;
  if (condition.kind === 'mana spent' && context.item.kind === 'spell') return manaSpentHolds(context.item.cast, condition); // a resolving spell's own record
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
