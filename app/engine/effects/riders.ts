// Effect units of the rider sentences (docs/rules-riders.md): "doesn't untap during its
// controller's next untap step" (CR 302.6, 611.2b), "can't be regenerated this turn" (CR 701.15),
// "if it would die this turn, exile it instead" (CR 614.1a) and damage to the controller of a
// target (CR 120.3).
import type { RiderEffect, RiderObjects } from '../../cards/oracle/rider-effects.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import { markThisTurn } from '../rules/turn-riders.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import { lastKnownStats } from '../abilities/rider-amounts.ts';
import { amountOf, objectsOf, playersOf, sourceOnBattlefield, takeAnswer, type Context, type EffectUnit } from './context.ts';
import { holdTapped } from '../rules/held-tapped.ts';
import { dividedTargets, evenDivision } from '../rules/divided-damage.ts';
import { dealDamage } from './life-and-damage.ts';
import { addPreventionShield } from '../abilities/prevention-shields.ts';
import { lockLifeGainThisTurn, loseHalfLife, setLife } from './life-total.ts';
import { markDamageUnpreventableThisTurn } from '../rules/damage-changes.ts';
import { addRedirectShield } from '../abilities/redirect-shields.ts';

/** The permanents a rider means now: a reference, or the ones this ability dealt damage to that are still there. */
function riderObjects(game: Game, objects: RiderObjects, context: Context): GameObject[] {
  if (objects.ref !== 'damaged this way') return objectsOf(game, objects, context);
  const found: GameObject[] = [];
  for (const entry of context.damaged ?? []) {
    const object = game.state.objects[entry.id]!;
    if (object.zone === 'battlefield' && object.zcc === entry.zcc && !found.includes(object)) found.push(object);
  }
  return found;
}

/** The untap step skips it once (upkeep.ts); the goldfish never untaps, so its permanents need nothing more. */
const skipNextUntap: EffectUnit<'skipNextUntap'> = (game, effect, context) => {
  for (const object of riderObjects(game, effect.objects, context)) object.skipUntapZcc = object.zcc;
};

const noRegenerateThisTurn: EffectUnit<'noRegenerateThisTurn'> = (game, effect, context) => {
  for (const object of riderObjects(game, effect.objects, context)) markThisTurn(game.state, object, 'noRegenerate');
};

const assignsNoCombatDamage: EffectUnit<'assignsNoCombatDamage'> = (game, effect, context) => {
  for (const object of riderObjects(game, effect.objects, context)) markThisTurn(game.state, object, 'assignsNoCombatDamage');
};

const exileIfDiesThisTurn: EffectUnit<'exileIfDiesThisTurn'> = (game, effect, context) => {
  for (const object of riderObjects(game, effect.objects, context)) markThisTurn(game.state, object, 'exileIfDies');
};

/** "~ deals 2 damage to that land's controller": the controller as the target last existed (CR 608.2h). */
const damagePlayer: EffectUnit<'damagePlayer'> = (game, effect, context) => {
  const amount = amountOf(game, effect.amount, context);
  for (const player of playersOf(effect.who, effect.target, context, game)) dealDamage(game, context.item.objectId, { player }, amount);
};

/** CR 701.12a-b: each deals damage equal to its power to the other; if either is gone or no creature, neither deals damage. */
const fight: EffectUnit<'fight'> = (game, effect, context) => {
  const one = objectsOf(game, effect.objects, context)[0];
  const other = objectsOf(game, effect.other, context)[0];
  if (!one || !other || one === other || !isCreatureNow(one) || !isCreatureNow(other)) return;
  const powers = [lastKnownStats(game, one).power, lastKnownStats(game, other).power];
  dealDamage(game, one.id, { object: other.id, zcc: other.zcc }, powers[0]!);
  dealDamage(game, other.id, { object: one.id, zcc: one.zcc }, powers[1]!);
};

/** CR 615.7: a shield on the permanent or on you that prevents the next N damage this turn (used up as it prevents). */
const preventNext: EffectUnit<'preventNext'> = (game, effect, context) => {
  const amount = effect.all ? Infinity : amountOf(game, effect.amount, context);
  const shielded = effect.you ? [game.state.players[context.item.controller]] : objectsOf(game, effect.objects, context);
  for (const shield of shielded) shield.preventDamage = (shield.preventDamage ?? 0) + amount;
};

/** CR 615: combat damage dealt to it and by it this turn is prevented. */
const preventCombatToAndBy: EffectUnit<'preventCombatToAndBy'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) {
    object.preventCombatDamageDealt = true;
    markThisTurn(game.state, object, 'noCombatDamageTo');
  }
};

/** CR 601.2d: each target still legal is dealt its part of the division (the answer, else the even split). */
const dividedDamage: EffectUnit<'dividedDamage'> = (game, effect, context) => {
  const { given, value } = takeAnswer(context);
  const chosen = dividedTargets(context.item.targets, effect);
  const parts = given ? (value as number[]) : evenDivision(amountOf(game, effect.amount, context), chosen.length);
  const legal = dividedTargets(context.item.targets, effect, context.legal);
  chosen.forEach((target, index) => {
    if (legal.includes(target)) dealDamage(game, context.item.objectId, target, parts[index] ?? 0);
  });
};

/** CR 611.2b: it stays tapped in its controller's untap steps while the source lasts (held-tapped.ts). */
const holdTappedUnit: EffectUnit<'holdTapped'> = (game, effect, context) => {
  const source = sourceOnBattlefield(game, context);
  if (!source || (effect.whileTapped && !source.tapped)) return; // the duration has already ended (CR 611.2b)
  for (const object of riderObjects(game, effect.objects, context)) holdTapped(game.state, object, source, context.item.controller, effect.whileTapped, { kind: 'no untap' });
};

/** CR 611.2b: +N/+N and keywords while the source stays tapped (held-tapped.ts). */
const pumpWhileTapped: EffectUnit<'pumpWhileTapped'> = (game, effect, context) => {
  const source = sourceOnBattlefield(game, context);
  if (!source || !source.tapped) return;
  const what = { kind: 'bonus' as const, power: effect.power, toughness: effect.toughness, keywords: effect.keywords };
  for (const object of objectsOf(game, effect.objects, context)) holdTapped(game.state, object, source, context.item.controller, true, what);
};

export const RIDER_UNITS: { [K in RiderEffect['kind']]: EffectUnit<K> } = { holdTapped: holdTappedUnit, pumpWhileTapped, dividedDamage, preventNext, preventCombatToAndBy, fight, skipNextUntap, noRegenerateThisTurn, exileIfDiesThisTurn, assignsNoCombatDamage, damagePlayer, preventAll: (game, effect, context) => addPreventionShield(game, effect, context), setLife, loseHalfLife, lockLifeGainThisTurn, unpreventableThisTurn: (game) => markDamageUnpreventableThisTurn(game.state), redirectNext: addRedirectShield };
