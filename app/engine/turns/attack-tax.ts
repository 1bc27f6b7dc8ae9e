// Costs to attack (CR 508.1d, 508.1g–h): "Enchanted creature can't attack unless its controller pays
// {3}" (Brainwash), "… {1} for each card in your hand" (Cowed by Wisdom). As attackers are declared,
// the taxes of every chosen creature are added up and paid together, mana abilities activated
// automatically; a declaration whose taxes can't be paid is refused. A creature with a tax is never
// required to attack (CR 508.1d: no requirement makes a player pay).
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { manaSources } from '../rules/mana-sources.ts';
import { attachedBy } from '../rules/attached.ts';
import { forEachStatic } from '../rules/characteristics.ts';
import { countOf } from '../rules/filters.ts';
import type { Game } from './game.ts';
import { staticKinds } from '../state/game-features.ts';
import { planPayment, type PaymentPlan } from '../rules/mana-payment.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import { YOU, type GameObject, type GameState } from '../state/state.ts';

const ATTACK_TAXES = staticKinds('attack tax');

/** The mana `object` costs to attack: the taxes of the Auras attached to it. */
function taxOf(state: GameState, object: GameObject): ManaSymbol[] {
  const due: ManaSymbol[] = [];
  forEachStatic(state, ATTACK_TAXES, (effect, source) => {
    if (effect.kind !== 'attack tax' || !attachedBy(source, object, false)) return;
    const times = effect.perCount ? countOf(state, effect.perCount.count, source.controller, source.id) * effect.perCount.times : 1;
    for (let time = 0; time < times; time += 1) due.push(...effect.mana);
  });
  return due;
}

/** Whether attacking with `object` costs something (so no requirement forces it to attack, CR 508.1d). */
export function hasAttackTax(state: GameState, object: GameObject): boolean {
  return taxOf(state, object).length > 0;
}

/** How the taxes of `attackers` are paid (null when none is due), or the refusal when they can't be. */
export function planAttackTaxes(game: Game, attackers: readonly GameObject[]): PaymentPlan | Message | null {
  const due: ManaSymbol[] = [];
  for (const attacker of attackers) due.push(...taxOf(game.state, attacker));
  if (due.length === 0) return null;
  const player = game.state.players[YOU];
  const plan = planPayment(due, 0, player.pool, manaSources(game, YOU), player.life);
  const taxed = attackers.find((attacker) => taxOf(game.state, attacker).length > 0)!;
  return plan ?? msg('refusal.attackTax', { card: cardRef(taxed.card.name), cost: due.map((symbol) => symbol.text).join('') });
}

/** Pays the planned taxes as the attack is declared (CR 508.1h). */
export function payAttackTaxes(game: Game, plan: PaymentPlan | null): void {
  if (plan) payMana(game, YOU, plan);
}
