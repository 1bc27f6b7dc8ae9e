// Combat on the goldfish table (CR 506–511), split so that attacks can trigger:
//   1. Declaring attackers (CR 508.1): checked whole first (each creature can attack, no
//      requirement left out, CR 508.1c–d), then the attackers tap (not with vigilance) and every
//      "whenever … attacks" ability triggers (CR 508.3) and goes on the stack.
//   2. Combat damage (CR 510): the goldfish never blocks, so each attacker still on the
//      battlefield deals damage equal to its power to it. It comes when the player passes with
//      an empty stack: at once when the declaration triggered nothing (one action, as before),
//      else on the next `next_phase` / `next_turn` after the attack triggers have resolved, so
//      their pumps count. See docs/rules-combat.md.
import type { Game } from './game.ts';
import type { Prepared } from '../abilities/action-checks.ts';
import { attacksDespiteDefender, attacksDespiteSickness, attacksOnlyAlone, combatDamageAmount } from '../rules/aura-rules.ts';
import { cantAttack, hasKeyword, hasRestriction, isCreatureNow, isSummoningSick, toughnessOf } from '../rules/characteristics.ts';
import { assignsNoCombatDamage } from '../rules/turn-riders.ts';
import { isAttacking } from '../rules/combat-state.ts';
import { dealDamage } from '../effects/life-and-damage.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import { phaseParams, typeMessage } from '../messages/words.ts';
import { type CombatState, type GameObject, type GameState, OPPONENT, YOU } from '../state/state.ts';
import { channelOf, heard, heardOn, signal, signalOn } from '../events/engine-events.ts';
import { cardHasTypes } from '../rules/filters.ts';
import { exertCreatures, exertProblem } from '../abilities/exert.ts';
import { isDetained } from '../rules/detain.ts';
import { hasAttackTax, payAttackTaxes, planAttackTaxes } from './attack-tax.ts';
import { ATTACKS_DESPITE_DEFENDER, CANT_ATTACK, MUST_ATTACK } from '../../cards/oracle/vocabulary.ts';
import { restrictions, staticKinds } from '../state/game-features.ts';
import { forEachStaticOfKind } from '../rules/characteristics.ts';

/** Looked up once: asked at every attacker's combat damage (engine-events.ts). */
const COMBAT_DAMAGE_TO_PLAYER = channelOf('combat damage to player');

const ATTACKS_EACH_COMBAT = restrictions('attacks each combat');
const BY_TOUGHNESS = staticKinds('combat damage by toughness');

/** Why a creature can't attack now (tapped, summoning sick, defender, an effect), or null. */
export function attackProblem(game: Game, object: GameObject): Message | null {
  const state = game.state;
  const card = cardRef(object.card.name);
  if (object.tapped) return msg('refusal.tapped', { card });
  if (isSummoningSick(state, object) && !attacksDespiteSickness(state, object)) return msg('refusal.summoningSick', { card });
  // "~ can attack this turn as though it didn't have defender" (an effect's rule word for the turn), or an Aura's.
  if (hasKeyword(state, object, 'defender') && !attacksDespiteDefender(state, object) && !hasKeyword(state, object, ATTACKS_DESPITE_DEFENDER)) return msg('refusal.defender', { card });
  if (cantAttack(state, object) || isDetained(state, object) || hasKeyword(state, object, CANT_ATTACK)) return msg('refusal.cantAttack', { card });
  return defenderProblem(game, object);
}

/** CR 508.1c: "~ can't attack unless defending player controls an Island": the goldfish's battlefield decides. */
function defenderProblem(game: Game, object: GameObject): Message | null {
  const state = game.state;
  const defending = state.players[object.controller === YOU ? OPPONENT : YOU].battlefield;
  for (const ability of object.card.statics) {
    const effect = ability.effect;
    if (effect.kind !== 'attack unless defender controls') continue;
    if (!defending.some((id) => cardHasTypes(state.objects[id]!.card, effect.query))) {
      return msg('refusal.attackUnlessDefender', { card: cardRef(object.card.name), type: typeMessage(effect.query.text) });
    }
  }
  return null;
}

/** Whether any permanent has "attacks each combat if able" or "attacks this turn if able" (one pass: most games have none, and this is checked at every pass). */
export function anyAttackRequirement(game: Game): boolean {
  let found = false;
  forEachStaticOfKind(game.state, ATTACKS_EACH_COMBAT, 'restriction', (effect) => {
    if (effect.what === 'attacks each combat') found = true;
  });
  return found || game.state.players[YOU].battlefield.some((id) => game.state.objects[id]!.keywordsUntilEndOfTurn?.includes(MUST_ATTACK));
}

/** CR 508.1d: the creature must attack if able: a static rule, or an effect this turn. */
function mustAttack(game: Game, object: GameObject): boolean {
  return hasRestriction(game.state, object, 'attacks each combat') || hasKeyword(game.state, object, MUST_ATTACK);
}

/** CR 508.1d: a creature that attacks each combat if able and can attack now, left out of `declared`. */
export function requiredAttackerLeftOut(game: Game, declared: readonly GameObject[]): GameObject | undefined {
  const state = game.state;
  if (!anyAttackRequirement(game)) return undefined;
  for (const id of state.players[YOU].battlefield) {
    const object = state.objects[id]!;
    if (!isCreatureNow(object) || declared.includes(object) || !mustAttack(game, object)) continue;
    if (attackProblem(game, object) !== null || hasAttackTax(state, object)) continue;
    // CR 508.1d: a requirement never forces breaking a restriction (alone, it can't attack at all).
    if (hasRestriction(state, object, 'cant attack alone') && !anotherCanAttack(game, object)) continue;
    return object;
  }
  return undefined;
}

function anotherCanAttack(game: Game, object: GameObject): boolean {
  return game.state.players[YOU].battlefield.some((id) => {
    const other = game.state.objects[id]!;
    return other !== object && isCreatureNow(other) && attackProblem(game, other) === null;
  });
}

/** The refusal for leaving combat without declaring a creature that must attack, or null. */
export function undeclaredAttackProblem(game: Game): Message | null {
  const state = game.state;
  if (state.players[YOU].attackedThisTurn) return null;
  const missing = requiredAttackerLeftOut(game, []);
  return missing ? msg('refusal.mustAttack', { card: cardRef(missing.card.name) }) : null;
}

export function prepareDeclareAttackers(game: Game, attackers: readonly number[], exert: readonly number[] = []): Prepared {
  const state = game.state;
  if (state.phase !== 'combat') return msg('refusal.attackPhase', phaseParams(state.phase));
  if (state.stack.length > 0) return msg('refusal.stackNotEmpty');
  const player = state.players[YOU];
  if (player.attackedThisTurn) return msg('refusal.alreadyAttacked');
  const chosen: GameObject[] = [];
  for (const id of attackers) {
    const object = state.objects[id];
    if (!object || object.zone === 'none') return msg('refusal.noCard', { id });
    const card = cardRef(object.card.name);
    if (object.zone !== 'battlefield' || object.controller !== YOU) return msg('refusal.notYourPermanent', { card });
    if (!isCreatureNow(object)) return msg('refusal.notACreature', { card });
    if (chosen.includes(object)) return msg('refusal.namedTwice', { card });
    const problem = attackProblem(game, object);
    if (problem) return problem;
    chosen.push(object);
  }
  const missing = requiredAttackerLeftOut(game, chosen);
  if (missing) return msg('refusal.mustAttack', { card: cardRef(missing.card.name) });
  if (chosen.length === 1 && hasRestriction(state, chosen[0]!, 'cant attack alone')) return msg('refusal.cantAttackAlone', { card: cardRef(chosen[0]!.card.name) });
  // CR 506.5: "can only attack alone".
  const loner = chosen.length > 1 ? chosen.find((object) => attacksOnlyAlone(state, object)) : undefined;
  if (loner) return msg('refusal.attacksOnlyAlone', { card: cardRef(loner.card.name) });
  const exertRefused = exert.length > 0 ? exertProblem(game, chosen, exert) : null;
  if (exertRefused) return exertRefused;
  const taxes = planAttackTaxes(game, chosen); // CR 508.1g–h
  if (taxes && 'key' in taxes) return taxes;
  return () => {
    payAttackTaxes(game, taxes);
    player.attackedThisTurn = true;
    state.combat = { attackers: chosen.map((object) => ({ id: object.id, zcc: object.zcc })), damageDealt: false, blockersDeclared: false };
    for (const attacker of chosen) {
      if (hasKeyword(state, attacker, 'vigilance')) continue;
      attacker.tapped = true;
      if (heard(game, 'tapped')) signal(game, { type: 'tapped', object: attacker }); // "Whenever enchanted creature becomes tapped"
    }
    if (exert.length > 0) exertCreatures(game, chosen.filter((object) => exert.includes(object.id)));
    if (heard(game, 'attackers declared')) signal(game, { type: 'attackers declared', attackers: chosen });
    // Nothing triggered: nothing to respond to, so the player passes and combat damage follows at once.
    if (state.pending.length === 0) {
      dealCombatDamage(game);
      return;
    }
    game.settle();
    if (state.stack.length === 0) dealCombatDamage(game); // every trigger was removed for want of a target
  };
}

/** CR 510.1a: "Each creature you control assigns combat damage equal to its toughness rather than its power". */
function assignsByToughness(game: Game, attacker: GameObject): boolean {
  let found = false;
  forEachStaticOfKind(game.state, BY_TOUGHNESS, 'combat damage by toughness', (_effect, source) => {
    if (source.controller === attacker.controller) found = true;
  });
  return found;
}

/** The attackers still attacking (CR 506.4: one that left the battlefield or combat is not). */
function stillAttacking(state: GameState, combat: CombatState): GameObject[] {
  const attackers: GameObject[] = [];
  for (const stamp of combat.attackers) {
    const attacker = state.objects[stamp.id]!;
    if (isAttacking(state, attacker)) attackers.push(attacker);
  }
  return attackers;
}

/** Attackers are declared and their combat damage is still to come. */
export function combatDamagePending(game: Game): boolean {
  const combat = game.state.combat;
  return combat !== undefined && combat !== null && !combat.damageDealt;
}

/**
 * CR 510.1–2: each attacker still attacking deals combat damage equal to its power to the
 * goldfish, all at once, unless combat damage is prevented this turn; then "deals combat damage
 * to a player" triggers (CR 510.3).
 */
export function dealCombatDamage(game: Game): void {
  const state = game.state;
  const combat = state.combat;
  if (!combat || combat.damageDealt) return;
  // CR 509: the declare blockers step first; its triggers resolve before the damage (the next pass deals it).
  if (!combat.blockersDeclared) {
    combat.blockersDeclared = true;
    const before = state.pending.length;
    if (heard(game, 'blockers declared')) signal(game, { type: 'blockers declared', unblocked: stillAttacking(state, combat) });
    if (state.pending.length > before) {
      game.settle();
      if (state.stack.length > 0) return;
    }
  }
  combat.damageDealt = true;
  if (!state.preventCombatDamage) {
    for (const stamp of combat.attackers) {
      const attacker = state.objects[stamp.id]!;
      if (!isAttacking(state, attacker)) continue; // it left the battlefield (CR 506.4)
      if (assignsNoCombatDamage(state, attacker)) continue; // CR 510.1a
      const amount = assignsByToughness(game, attacker) ? Math.max(0, toughnessOf(state, attacker) ?? 0) : combatDamageAmount(state, attacker);
      if (amount === 0) continue;
      // "Whenever ~ deals combat damage to a player" only when some was dealt (not all prevented).
      if (dealDamage(game, attacker.id, { player: OPPONENT }, amount, true) && heardOn(game, COMBAT_DAMAGE_TO_PLAYER)) signalOn(game, COMBAT_DAMAGE_TO_PLAYER, { type: 'combat damage to player', attacker, player: OPPONENT, amount });
    }
  }
  game.settle();
}
