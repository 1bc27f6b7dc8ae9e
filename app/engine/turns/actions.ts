// The actions a player can take, each prepared in two steps: every check first (zone, timing,
// targets, costs planned against the current state), returning either the reason it is illegal
// or a function that performs it. Nothing is mutated until every check has passed.
import { sacrificedSource } from '../abilities/sacrificed-source.ts';
import { permanentsToSacrifice } from '../events/sacrifice-costs.ts';
import { graveyardExilesFor } from '../events/graveyard-exile-cost.ts';
import { lastKnownStats } from '../abilities/rider-amounts.ts';
import { loyaltyProblem, payLoyalty } from '../rules/loyalty.ts';
import { playableFromLibraryTop } from '../abilities/library-top.ts';
import { castableFromGraveyard } from '../abilities/graveyard-casting.ts';
import { freeFromExile, playableFromExile } from '../abilities/impulse-draw.ts';
import { manaOptionsNow } from '../rules/lands-could-produce.ts';
import { landTappedForMana } from '../rules/land-mana-bonus.ts';
import { permanentsToTap } from '../rules/tap-cost.ts';
import { manaAbilityOutput } from '../abilities/mana-ability-output.ts';
import { landPlaysAllowed } from '../rules/land-plays.ts';
import { activationLimitReached, recordActivation } from '../rules/activation-limits.ts';
import type { ActivatedAbility, Cost, ManaColor, TargetSpec } from '../../cards/oracle/abilities.ts';
import { manaText } from '../../cards/mana-symbols.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { activationForbidden, typesOf } from '../rules/attached.ts';
import { activationLockedBy, castLockedBy } from '../rules/name-locks.ts';
import { heard, signal } from '../events/engine-events.ts';
import { hostCostProblem, hostStamp, payHostCost } from '../events/host-refs.ts';
import { isDetained } from '../rules/detain.ts';
import { activatedAbilitiesOf, cyclingForbiddenBy, isSummoningSick } from '../rules/characteristics.ts';
import type { Game } from './game.ts';
import { handManaDemand } from '../rules/hand-mana-demand.ts';
import { planPayment, type PaymentPlan, COLOR_INDEX } from '../rules/mana-payment.ts';
import { planChoice, resolveTop } from '../abilities/resolution.ts';
import { exertCreatures } from '../abilities/exert.ts';
import { type GameObject, type PlayerId, type PlayerZone, type Target, YOU, PHASES, playerName } from '../state/state.ts';
import { applyXTargets } from '../abilities/x-targets.ts';
import { activationBannedBy } from '../rules/activation-ban.ts';
import { manaSources, surelyUnaffordable } from '../rules/mana-sources.ts';
import { isLegalTarget, chooseTargetsAutomatically, spellTargetSpecs } from '../rules/targets.ts';
import { advancePhase } from './turns.ts';
import { changeLife, discardCard, moveObject, shuffleLibrary } from '../events/zones.ts';
import { combatDamagePending, dealCombatDamage, prepareDeclareAttackers, undeclaredAttackProblem } from './combat.ts';
import { type CastRequest, castsPlainly, planCast, putOnStack, splitSecondProblem } from '../abilities/casting.ts';
import { payAlternativeParts } from '../events/alternative-cost.ts';
import { bestowedCard } from '../rules/bestow.ts';
import { addToSpell } from '../abilities/spell-additions.ts';
import { discardsForCost, payDiscards, permanentsToReturn } from '../events/discard-costs.ts';
import { castableAsThoughFlash, castingForbidden } from '../rules/casting-rules.ts';
import { crewFor } from '../rules/crew.ts';
import { timingProblem } from '../rules/timing-restrictions.ts';
import { conditionHolds } from '../rules/conditions.ts';
import { chooseModes, type ModeRequest, placeTargets } from '../abilities/modes.ts';
import { isTableAction, prepareTableAction, type TableAction } from './table-actions.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import { levelBand } from '../../cards/oracle/keywords/level-up.ts';
import { counterCostProblem, countersRemoved, payCounterCost } from '../rules/cost-counters.ts';
import { applyManaRider, mayPayLifeToEnterUntapped, specialAction } from '../abilities/upkeep.ts';
import { entersTappedNow } from '../rules/enters-tapped.ts';
import { cardRef, isMessage, type Message, type MessageParam, msg, untranslated } from '../messages/message.ts';
import { keywordMessage, typeMessage, zoneMessage } from '../messages/words.ts';
import { prepareCastFaceDown, prepareTurnFaceUp } from '../abilities/face-down.ts';
import { prepareDredge } from '../abilities/dredge.ts';
import '../abilities/cycling-draw-replacement.ts'; // registers Unpredictable Cyclone's draw replacement
import { CAST_TIMING, objectOrError, priorityProblem, sorceryTimingProblem, type Prepared, type TimingRefusals } from '../abilities/action-checks.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { effectiveManaCost } from '../rules/effective-costs.ts';
import { cyclingCostAlternative, withAlternativeCyclingCost } from '../rules/cycling-cost-alternative.ts';
import { hasStaticOfKind } from '../rules/statics.ts';

/** A target as a player names it: a player, a permanent by id, or a stack position (0 = top). */
export type TargetChoice = { player: PlayerId } | { object: number } | { stack: number };

export type Action =
  /** `payLife`: "As ~ enters, you may pay 2 life" — pay it (default: don't, it enters tapped). */
  | { do: 'play_land'; card: number; payLife?: boolean }
  /** The optional cast choices (kicker, buyback, an alternative cost, convoke …) are app/engine/abilities/casting.ts's CastRequest; `modes`: a modal spell's modes, 0-based in printed order (default: docs/rules-modes.md); `entwine`: pay entwine, choose all (CR 702.42). */
  | ({ do: 'cast'; card: number; targets?: TargetChoice[]; x?: number; modes?: number[]; entwine?: boolean; faceDown?: boolean } & CastRequest)
  /** `faceDown` above: cast a card with morph face down for {3} (CR 702.37c). */
  /** Turn a face-down permanent face up by paying its morph cost (CR 702.37e: a special action). */
  | { do: 'turn_face_up'; card: number }
  /** Dredge a card in your graveyard instead of your next draw (CR 702.52a, declared ahead). */
  | { do: 'dredge'; card: number }
  /** `alternative`: pay an alternative to the cycling cost a permanent offers (New Perspectives' {0}, CR 118.9); default: when one is offered and no X above 0 is announced. */
  /** `sacrifice`: the permanents chosen for a "Sacrifice N …" cost (events/sacrifice-costs.ts; default: its stated order). */
  | { do: 'activate'; card: number; ability: number; targets?: TargetChoice[]; x?: number; color?: ManaColor; modes?: number[]; alternative?: boolean; sacrifice?: number[] }
  | { do: 'resolve'; choice?: unknown }
  | { do: 'resolve_all' }
  /** `discard`: the cards of your hand you discard in this advance's cleanup step (CR 514.1); exactly as many as it asks for. */
  | { do: 'next_phase'; discard?: readonly number[] }
  | { do: 'next_turn'; discard?: readonly number[] }
  /** `exert`: the attackers exerted as they attack (CR 701.39). */
  | { do: 'attack'; attackers: number[]; exert?: number[] }
  | { do: 'move'; card: number; to: PlayerZone; position?: 'top' | 'bottom' }
  // Manual overrides for the table (outside the rules, logged as `manual`, trigger nothing).
  /** `mana`: tapping a land by hand also adds this mana to the pool. */
  | { do: 'manual_tap'; card: number; tapped: boolean; mana?: ManaColor }
  | { do: 'manual_life'; player: PlayerId; life: number }
  | { do: 'manual_counters'; card: number; counter: string; delta: number }
  | { do: 'manual_draw'; count: number }
  | { do: 'manual_shuffle' }
  | TableAction;

const you: PlayerId = YOU;

export function prepareAction(game: Game, action: Action): Prepared {
  // CR 103.5: nothing else happens until the opening hand is kept.
  if ((game.state.opening ?? null) !== null && action.do !== 'mulligan' && action.do !== 'keep') return msg('refusal.openingHandFirst');
  switch (action.do) {
    case 'play_land':
      return preparePlayLand(game, action.card, action.payLife ?? false);
    case 'cast':
      return prepareCast(game, action);
    case 'turn_face_up':
      return prepareTurnFaceUp(game, action.card);
    case 'dredge':
      return prepareDredge(game, action.card);
    case 'activate':
      return prepareActivate(game, action.card, action.ability, action.targets, action.x ?? 0, action.color, action, action.alternative, action.sacrifice);
    case 'resolve':
      return prepareResolve(game, action.choice);
    case 'resolve_all':
      return prepareResolveAll(game);
    case 'next_phase':
      return prepareAdvance(game, false, action.discard);
    case 'next_turn':
      return prepareAdvance(game, true, action.discard);
    case 'attack':
      return prepareDeclareAttackers(game, action.attackers, action.exert);
    case 'move':
      return prepareMove(game, action.card, action.to, action.position);
    case 'manual_tap':
    case 'manual_life':
    case 'manual_counters':
    case 'manual_draw':
    case 'manual_shuffle':
      return prepareManual(game, action);
    default:
      // The table's own actions (mulligan, manual tools): asked last, the game's actions are the many.
      return isTableAction(action) ? prepareTableAction(game, action) : msg('refusal.unknownAction', { action: (action as { do: string }).do });
  }
}

const isProblem = (value: GameObject | Message): value is Message => 'key' in value;

const LAND_TIMING: TimingRefusals = { phase: 'refusal.landTiming', stack: 'refusal.landStack' };
const ACTIVATE_TIMING: TimingRefusals = { phase: 'refusal.activateTiming', stack: 'refusal.activateStack' };

function preparePlayLand(game: Game, id: number, payLife: boolean): Prepared {
  const object = objectOrError(game, id);
  if (isProblem(object)) return object;
  if ((object.zone !== 'hand' && !playableFromLibraryTop(game.state, object, you) && !playableFromExile(game.state, object, you)) || object.owner !== you) return msg('refusal.notInHand', { card: cardRef(object.card.name) });
  if (!object.card.isLand) return msg('refusal.notALand', { card: cardRef(object.card.name) });
  const timing = sorceryTimingProblem(game, LAND_TIMING, () => ({}));
  if (timing) return timing;
  const player = game.state.players[you];
  if (player.landsPlayed >= landPlaysAllowed(game.state, you)) return msg('refusal.landPlayed');
  const paysLife = payLife && mayPayLifeToEnterUntapped(game, object);
  if (paysLife && player.life < 2) return msg('refusal.cantPayLife', { count: 2, life: player.life }); // CR 119.4
  return () => {
    player.landsPlayed += 1;
    if (paysLife) changeLife(game, you, -2);
    moveObject(game, object, 'battlefield', { controller: you, ...(paysLife ? { tapped: entersTappedNow(game, object, you, true) } : {}) });
    game.settle();
  };
}

/** The payment for an activated ability's mana cost; a land tapped or sacrificed for the cost can't also make mana for it. */
function activationPayment(game: Game, object: GameObject, ability: ActivatedAbility, x: number, sacrificed: GameObject | undefined, mana = effectiveManaCost(game, ability, you, object, x)): PaymentPlan | undefined {
  const player = game.state.players[you];
  const except = ability.cost.tap ? object.id : (sacrificed?.id ?? -1);
  // A cost without mana ("{T}: Add {G}") needs no sources: reading them for each of a big board's
  // lands made showing the board quadratic in its size (issue 22, break 5).
  if (mana.length > 0 && surelyUnaffordable(game, you, mana, x, except)) return undefined;
  const sources = mana.length === 0 ? [] : manaSources(game, you, except);
  return planPayment(mana, x, player.pool, sources, Math.max(0, player.life - ability.cost.payLife), () => handManaDemand(game, you, object.id));
}

/** The permanent a "sacrifice" cost takes: this one, or the first matching permanent; a refusal when there is none. */
function sacrificeFor(game: Game, object: GameObject, cost: Cost): GameObject | undefined | Message {
  if (cost.sacrifice === 'self') return object.zone === 'battlefield' ? object : msg('refusal.sacrificeOffBattlefield', { card: cardRef(object.card.name) });
  if (!cost.sacrifice) return undefined;
  const query = cost.sacrifice;
  const candidate = game.state.players[you].battlefield.map((permanent) => game.state.objects[permanent]!).find((permanent) => matchesTypeQuery(typesOf(permanent), query) && !(cost.sacrificeOther && permanent === object));
  return candidate ?? msg('refusal.nothingToSacrifice', { type: typeMessage(query.text) });
}

/**
 * The lands automatic payment would tap for a cast or an activation now (what the table shows
 * before the player commits); empty when nothing is tapped, null when it can't be paid or the
 * action pays no mana.
 */
export function plannedTaps(game: Game, action: Action): number[] | null {
  if (action.do !== 'cast' && action.do !== 'activate') return null;
  const object = game.state.objects[action.card];
  if (!object || object.zone === 'none') return null;
  let plan: PaymentPlan | undefined;
  if (action.do === 'cast') {
    const cast = planCast(game, object, action, action.x ?? 0, action.targets?.length ?? 0);
    plan = isMessage(cast) ? undefined : cast.payment;
  } else {
    const printed = activatedAbilitiesOf(game.state, object)[action.ability];
    if (!printed) return null;
    const ability = withCostPaid(game, object, printed, action.x ?? 0, action.alternative);
    if (isMessage(ability)) return null;
    const sacrificed = sacrificeFor(game, object, ability.cost);
    if (sacrificed !== undefined && isProblem(sacrificed)) return null;
    plan = activationPayment(game, object, ability, action.x ?? 0, sacrificed);
  }
  return plan ? plan.taps.map((tap) => tap.id) : null;
}

/** Targets named by the player → game targets, checked against the slots; or the reason not. */
function resolveTargets(game: Game, specs: readonly TargetSpec[], given: TargetChoice[] | undefined, controller: PlayerId, sourceId: number, x: number): Target[] | Message {
  if (specs.length === 0) return [];
  if (given === undefined || given.length === 0) {
    const automatic = chooseTargetsAutomatically(game, specs, controller, sourceId, x);
    return automatic ? applyXTargets(specs, automatic, x, false) : msg('refusal.noLegalTarget');
  }
  const required = specs.filter((spec) => !spec.optional).length;
  if (given.length > specs.length || given.length < required) {
    return required === specs.length ? msg('refusal.targetCount', { count: specs.length, given: given.length }) : msg('refusal.targetCountUpTo', { min: required, max: specs.length, given: given.length });
  }
  const targets: Target[] = [];
  for (let index = 0; index < specs.length; index += 1) {
    const choice = given[index];
    if (choice === undefined) {
      targets.push(null as unknown as Target); // an "up to" slot left empty
      continue;
    }
    let target: Target;
    if ('player' in choice) target = { player: choice.player };
    else if ('stack' in choice) {
      const item = game.state.stack[game.state.stack.length - 1 - choice.stack];
      if (!item) return msg('refusal.noStackObject', { position: choice.stack });
      target = { stackItem: item.sid };
    } else {
      const object = game.state.objects[choice.object];
      if (!object || object.zone === 'none') return msg('refusal.noCard', { id: choice.object });
      target = { object: object.id, zcc: object.zcc };
    }
    if (!isLegalTarget(game, specs[index]!, target, controller, sourceId)) {
      const spec = specs[index]!;
      const allowed = spec.enchant ? msg('target.enchant', { text: spec.enchant.text }) : msg(`target.${spec.kind}`);
      return msg('refusal.illegalTarget', { target: targetMessage(game, target), allowed });
    }
    targets.push(target);
  }
  return applyXTargets(specs, targets, x, true);
}

function prepareCast(game: Game, action: Extract<Action, { do: 'cast' }>): Prepared {
  if (action.faceDown) return prepareCastFaceDown(game, action.card);
  const object = objectOrError(game, action.card);
  if (isProblem(object)) return object;
  const card = object.card;
  // From hand; from the graveyard only with flashback, retrace or jump-start (CR 702.34a, 702.81a, 702.133a).
  // … and by a permanent's permission (Abandoned Sarcophagus, CR 601.3: graveyard-casting.ts).
  const fromGraveyard = object.zone === 'graveyard' && (card.flashback !== null || card.casting.retrace || card.casting.jumpStart || castableFromGraveyard(game.state, object, you));
  if (object.owner !== you || (object.zone !== 'hand' && !fromGraveyard && !playableFromLibraryTop(game.state, object, you) && !playableFromExile(game.state, object, you))) return msg('refusal.notInHand', { card: cardRef(card.name) });
  // Casting for free and for madness happen only as an ability resolves (cascade, the madness trigger).
  if (action.alternative === 'free' || action.alternative === 'madness' || action.alternative === 'miracle') return msg('refusal.castOptionZone', { card: cardRef(card.name), option: action.alternative });
  if (card.isLand) return msg('refusal.isLand', { card: cardRef(card.name) });
  const locked = castLockedBy(game.state, card.name, you); // Meddling Mage (name-locks.ts)
  if (locked) return msg('refusal.nameLockedCast', { card: cardRef(card.name), source: cardRef(locked.card.name) });
  if ((action.x ?? 0) > 0 && freeFromExile(game.state, object)) return msg('refusal.castOption', { card: cardRef(card.name), option: 'X' }); // CR 107.3b: X is 0
  const priority = priorityProblem(game) ?? splitSecondProblem(game);
  if (priority) return priority;
  // CR 601.3: "You may cast ~ as though it had flash" — and then it is sacrificed at the next cleanup step.
  const asThoughFlash = hasStaticOfKind(card, 'flash with cleanup sacrifice');
  const lateCast = asThoughFlash && sorceryTimingProblem(game, CAST_TIMING, () => ({})) !== null;
  // "… as though it had flash if you pay {2} more": the extra mana only when cast at a time flash allows.
  const flashExtra = card.casting.flashFor && sorceryTimingProblem(game, CAST_TIMING, () => ({})) !== null ? card.casting.flashFor : null;
  const forbidden = castingForbidden(game.state, object, you); // "You can't cast creature spells" (CR 101.2)
  if (forbidden) return forbidden;
  if (!card.isInstant && !card.keywords.includes('flash') && !asThoughFlash && !flashExtra && !castableAsThoughFlash(game.state, object, you)) {
    const timing = sorceryTimingProblem(game, CAST_TIMING, () => ({ card: cardRef(card.name) }));
    if (timing) return timing;
  }
  const restricted = timingProblem(game, card.castOnly, cardRef(card.name));
  if (restricted) return restricted;
  const x = action.x ?? 0;
  if (x < 0 || !Number.isInteger(x)) return msg('refusal.wholeX');
  // A plain cast (casting.ts) costs the same whatever modes and targets are chosen, and mode costs
  // only add to it: one that can't be paid is refused before choosing them. The simulator tries
  // many casts it can't afford, and choosing targets is the dearer half of a refusal.
  // Modes named in the request are checked first: a wrong request is the better answer.
  const plainPlan = castsPlainly(object, action) && action.modes === undefined && action.entwine === undefined ? planCast(game, object, action, x, 0) : null;
  if (plainPlan !== null && isMessage(plainPlan)) return plainPlan;
  // CR 702.96b: an overloaded spell has no targets.
  const overloaded = action.alternative === 'overload' && card.casting.overloaded;
  // CR 702.103b: bestowed, it targets as an Aura with enchant creature.
  const printedSpecs: readonly TargetSpec[] = overloaded ? [] : spellTargetSpecs(action.alternative === 'bestow' && card.casting.bestow ? bestowedCard(card) : card);
  // CR 601.2b-c: modes first, then targets for the chosen modes only (CR 700.2b).
  const chosenModes = chooseModes(game, overloaded ? overloaded.effects : (card.spell?.effects ?? []), printedSpecs, action, card.modeCosts, you, object.id);
  if (isMessage(chosenModes)) return msg('refusal.ofCard', { card: cardRef(card.name), reason: chosenModes });
  // CR 702.113a, 702.47a: awaken and cards spliced onto it add effects and target slots.
  const spliced = addToSpell(game, object, action, printedSpecs, chosenModes);
  if (isMessage(spliced)) return spliced;
  const { specs, modes } = spliced;
  const chosenTargets = resolveTargets(game, modes.specs, action.targets, you, object.id, action.x ?? 0);
  if (isRefusal(chosenTargets)) return msg('refusal.ofCard', { card: cardRef(card.name), reason: chosenTargets });
  const targets = placeTargets(modes, specs.length, chosenTargets);
  // CR 601.2b–h: the alternative or additional costs chosen, then the total cost and how it is paid.
  let chosen = 0;
  for (const target of targets) if (target !== null && target !== undefined) chosen += 1;
  const extraMana = flashExtra ? [...modes.extraMana, ...flashExtra] : modes.extraMana;
  const plan = plainPlan !== null && extraMana.length === 0 ? plainPlan : planCast(game, object, action, x, chosen, extraMana);
  if (isMessage(plan)) return plan;
  // CR 601.2b, h: an additional cost (sacrifice, discard, life) is paid with the mana.
  const extra = plan.extra;
  const player = game.state.players[you];
  const sacrificed = extra ? sacrificeFor(game, object, extra) : undefined;
  if (sacrificed !== undefined && isProblem(sacrificed)) return sacrificed;
  if (sacrificed && sacrificed === plan.emerged) return msg('refusal.castHelper', { card: cardRef(sacrificed.card.name), keyword: 'emerge' });
  // "As an additional cost to cast this spell, sacrifice two creatures" (CR 118.3, 601.2b): the engine's stated default choice.
  const severalSacrificed = extra?.sacrificeSeveral ? permanentsToSacrifice(game, you, object, extra.sacrificeSeveral) : [];
  if (isMessage(severalSacrificed)) return severalSacrificed;
  if (extra && extra.payLife > 0 && player.life < extra.payLife) return msg('refusal.cantPayLife', { count: extra.payLife, life: player.life });
  const others = player.hand.filter((id) => id !== object.id && id !== plan.discardLand?.id);
  const discards = extra ? discardsForCost(game.state, others, extra) : [];
  if (!discards) return msg('refusal.tooFewToDiscard', { count: extra!.discardOther });
  if (plan.discardLand) discards.push(plan.discardLand);
  return () => {
    game.emit({ type: 'cast', card: card.name });
    payMana(game, you, plan.payment);
    for (const helper of plan.tap) helper.tapped = true;
    for (const helper of plan.exile) moveObject(game, helper, 'exile');
    if (extra && extra.payLife > 0) changeLife(game, you, -extra.payLife);
    const paidWith = sacrificed ? lastKnownStats(game, sacrificed) : undefined; // "the sacrificed creature's power"
    if (sacrificed) moveObject(game, sacrificed, 'graveyard', { sacrificed: true });
    for (const permanent of severalSacrificed) moveObject(game, permanent, 'graveyard', { sacrificed: true }); // CR 701.17a
    if (plan.emerged) moveObject(game, plan.emerged, 'graveyard');
    payDiscards(game, discards, extra?.discardAtRandom);
    payAlternativeParts(game, plan.parts);
    putOnStack(game, object, plan, { effects: modes.effects, modes: modes.modes }, specs, targets, x, you, paidWith);
    // The permanent it becomes is the next object of this card (CR 400.7).
    if (lateCast) (game.state.delayed ??= []).push({ step: 'cleanup', controller: you, sourceName: card.name, what: 'sacrifice', cards: [{ id: object.id, zcc: object.zcc + 1 }] });
    game.settle();
  };
}

/** A short English name for an ability in events ("cycling", "{T}: Add {G}."). */
export function abilityName(ability: ActivatedAbility): string {
  return ability.keyword ?? `${ability.cost.text}: ${ability.text}`;
}

/** The ability's name as a message: its keyword translated, else its rules text. */
function abilityMessage(ability: ActivatedAbility): MessageParam {
  return ability.keyword ? keywordMessage(ability.keyword) : abilityName(ability);
}

/**
 * The ability with the cost that will be paid: its own, or (a cycling ability) the alternative to
 * its cycling cost a permanent offers (CR 118.9): asked for with `alternative: true`, refused with
 * `false`, by default taken when offered unless an X above 0 is announced. An alternative cost
 * without {X} leaves X only 0 (CR 107.3b, as for spells).
 */
function withCostPaid(game: Game, object: GameObject, ability: ActivatedAbility, x: number, alternative: boolean | undefined): ActivatedAbility | Message {
  if (!ability.isCycling || alternative === false) return ability;
  const offered = cyclingCostAlternative(game.state, you);
  if (!offered) return alternative === true ? msg('refusal.noCyclingCostAlternative', { card: cardRef(object.card.name) }) : ability;
  if (alternative === undefined && x > 0) return ability;
  if (x > 0 && !offered.mana.some((symbol) => symbol.kind === 'variable')) return msg('refusal.xWithCyclingCostAlternative', { source: cardRef(offered.source.card.name), cost: manaText([...offered.mana]) || '{0}' });
  return { ...ability, cost: withAlternativeCyclingCost(ability.cost, offered.mana) };
}

function prepareActivate(game: Game, id: number, index: number, given: TargetChoice[] | undefined, x: number, color: ManaColor | undefined, request: ModeRequest, alternative?: boolean, chosenSacrifices?: readonly number[]): Prepared {
  const object = objectOrError(game, id);
  if (isProblem(object)) return object;
  const card = object.card;
  const abilities = activatedAbilitiesOf(game.state, object);
  const printed = abilities[index];
  if (!printed) return msg('refusal.noAbility', { card: cardRef(card.name), index });
  const ability = withCostPaid(game, object, printed, x, alternative);
  if (isMessage(ability)) return ability;
  const name = abilityName(ability);
  // Where it functions: cycling only from your hand (CR 702.29a), others on the battlefield.
  if (ability.zone === 'hand') {
    if (object.zone !== 'hand' || object.owner !== you) return msg('refusal.onlyFromHand', { card: cardRef(card.name), ability: abilityMessage(ability) });
  } else if (ability.zone === 'battlefield') {
    if (object.zone !== 'battlefield' || object.controller !== you) return msg('refusal.onlyOnBattlefield', { card: cardRef(card.name), ability: abilityMessage(ability) });
  } else if (object.zone !== ability.zone || object.owner !== you) return msg('refusal.notInZone', { card: cardRef(card.name), zone: zoneMessage(ability.zone), zoneId: ability.zone });
  // CR 702.61a: split second stops non-mana abilities too.
  const priority = priorityProblem(game) ?? (ability.isManaAbility ? null : splitSecondProblem(game));
  if (priority) return priority;
  if (ability.sorcerySpeed) {
    const timing = sorceryTimingProblem(game, ACTIVATE_TIMING, () => ({ ability: abilityMessage(ability) }));
    if (timing) return timing;
  }
  const restricted = ability.onlyDuring ? timingProblem(game, ability.onlyDuring, abilityMessage(ability)) : null; // the message only when there is a restriction
  if (restricted) return restricted;
  if (ability.activateIf && !conditionHolds(game.state, ability.activateIf, you, object.id)) return msg('refusal.conditionNotMet', { ability: abilityMessage(ability) });
  if (activationLimitReached(ability, object, index)) return ability.timesPerTurn ? msg('refusal.timesEachTurn', { ability: abilityMessage(ability), times: ability.timesPerTurn }) : msg('refusal.onceEachTurn', { ability: abilityMessage(ability) });
  const loyaltyRefusal = loyaltyProblem(object, abilities, index, x);
  if (loyaltyRefusal) return loyaltyRefusal;
  if (ability.level && !levelBand([{ ...ability.level, power: null, toughness: null, keywords: [] }], counterCount(object, 'level'))) {
    return msg('refusal.levelTooLow', { card: cardRef(card.name), level: `${ability.level.min}${ability.level.max === null ? '+' : `-${ability.level.max}`}` });
  }
  if (ability.zone === 'battlefield' && (activationForbidden(game.state, object, ability) || isDetained(game.state, object) || activationBannedBy(game.state, object))) return msg('refusal.activationForbidden', { card: cardRef(card.name) });
  const lock = ability.zone === 'battlefield' ? activationLockedBy(game.state, card.name, ability) : undefined; // Pithing Needle (name-locks.ts)
  if (lock) return msg('refusal.nameLockedActivate', { card: cardRef(card.name), source: cardRef(lock.card.name) });
  // CR 702.29f: an effect that stops cycling stops typecycling too.
  if (ability.isCycling) {
    const forbidder = cyclingForbiddenBy(game.state);
    if (forbidder) return msg('refusal.cyclingForbidden', { card: cardRef(forbidder.card.name) });
  }
  const cost = ability.cost;
  const player = game.state.players[you];
  if (cost.tap) {
    if (object.zone !== 'battlefield') return msg('refusal.tapOffBattlefield', { card: cardRef(card.name) });
    if (object.tapped) return msg('refusal.alreadyTapped', { card: cardRef(card.name) });
    if (isSummoningSick(game.state, object)) return msg('refusal.sickTap', { card: cardRef(card.name) });
  }
  if (cost.payLife > 0 && player.life < cost.payLife) return msg('refusal.cantPayLife', { count: cost.payLife, life: player.life });
  const hostProblem = hostCostProblem(game, object, cost);
  if (hostProblem) return hostProblem;
  const sacrificed = sacrificeFor(game, object, ability.cost);
  if (sacrificed !== undefined && isProblem(sacrificed)) return sacrificed;
  const severalSacrificed = cost.sacrificeSeveral ? permanentsToSacrifice(game, you, object, cost.sacrificeSeveral, chosenSacrifices) : [];
  if (isMessage(severalSacrificed)) return severalSacrificed;
  let discards: GameObject[] = [];
  if (cost.discardOther > 0) {
    const chosen = discardsForCost(game.state, player.hand.filter((card) => card !== object.id), cost);
    if (!chosen) return msg('refusal.tooFewToDiscard', { count: cost.discardOther });
    discards = chosen;
  }
  if (cost.discardSelf && (object.zone !== 'hand' || object.owner !== you)) return msg('refusal.notInHandToDiscard', { card: cardRef(card.name) });
  const counterProblem = counterCostProblem(game, object, you, cost, x);
  if (counterProblem) return counterProblem;
  const graveyardExiles = graveyardExilesFor(game, object, you, cost);
  if (!graveyardExiles) return msg('refusal.tooFewInGraveyard', { count: cost.graveyardExile!.count });
  const crew = cost.crew !== undefined ? crewFor(game, object, cost.crew) : cost.tapUntapped ? permanentsToTap(game, object, cost) : [];
  if (isMessage(crew)) return crew;
  // CR 602.2b, 700.2: modes, then targets for the chosen modes only.
  const modes = chooseModes(game, ability.effects, ability.targets, { modes: request.modes }, {}, you, object.id);
  if (isMessage(modes)) return msg('refusal.ofCard', { card: cardRef(card.name), reason: modes });
  const chosenTargets = resolveTargets(game, modes.specs, given, you, object.id, x);
  if (isRefusal(chosenTargets)) return msg('refusal.ofCard', { card: cardRef(card.name), reason: chosenTargets });
  const targets = placeTargets(modes, ability.targets.length, chosenTargets);
  if (x < 0 || !Number.isInteger(x)) return msg('refusal.wholeX');
  const mana = effectiveManaCost(game, ability, you, object, x);
  const plan = activationPayment(game, object, ability, x, sacrificed, mana);
  if (!plan) return msg('refusal.cantPayAbility', { cost: manaText(mana), card: cardRef(card.name), ability: abilityMessage(ability) });
  if (color !== undefined && ability.isManaAbility && !ability.effects.some((effect) => effect.kind === 'addMana' && manaOptionsNow(game.state, effect, you, object.id).some((option) => option.includes(color)))) {
    return msg('refusal.cantAddMana', { card: cardRef(card.name), mana: `{${color}}` });
  }
  const returned = cost.returnToHand ? permanentsToReturn(game, you, cost.returnToHand, plan) : [];
  if (!returned) return msg('refusal.tooFewToReturn', { count: cost.returnToHand!.count, what: cost.returnToHand!.query.text });
  const sourceZcc = object.zcc;
  const host = hostStamp(game, object); // before a "Sacrifice ~" cost detaches it (CR 113.7a)
  return () => {
    game.emit({ type: 'activated', card: card.name, ability: name });
    recordActivation(printed, object, index);
    payLoyalty(object, ability, index, x);
    payMana(game, you, plan);
    if (cost.tap) object.tapped = true;
    payHostCost(game, object, cost);
    for (const creature of crew) creature.tapped = true;
    if (cost.payLife > 0) changeLife(game, you, -cost.payLife);
    const paidWith = sacrificed ? sacrificedSource(game, sacrificed) : undefined; // "the sacrificed creature's power", "~'s counters"
    if (sacrificed) moveObject(game, sacrificed, 'graveyard', { sacrificed: true });
    for (const permanent of severalSacrificed) moveObject(game, permanent, 'graveyard', { sacrificed: true }); // CR 701.17a
    payDiscards(game, discards, cost.discardAtRandom);
    for (const permanent of returned) moveObject(game, permanent, 'hand'); // after the mana: a land tapped for it may go
    if (cost.discardSelf) discardCard(game, object, ability.isCycling, x);
    payCounterCost(game, object, you, cost, x);
    if (cost.exileSelf) moveObject(game, object, 'exile');
    if (cost.returnSelf) moveObject(game, object, 'hand');
    for (const exiled of graveyardExiles) moveObject(game, exiled, 'exile');
    if (cost.exertSelf) exertCreatures(game, [object]);
    if (ability.isManaAbility) {
      // CR 605.3b: a mana ability resolves at once, without the stack.
      const made = addMana(game, object, ability, color, countersRemoved(cost, x));
      if (cost.tap && heard(game, 'tapped')) signal(game, { type: 'tapped', object, forMana: made });
      if (cost.tap) landTappedForMana(game, object, made);
    } else if (ability.specialAction) {
      specialAction(game, object, ability); // CR 116.2f: no stack
    } else {
      if (cost.tap && heard(game, 'tapped')) signal(game, { type: 'tapped', object });
      game.state.stack.push({
        sid: game.state.nextStackId++,
        kind: 'ability',
        objectId: object.id,
        sourceZcc,
        sourceName: card.name,
        controller: you,
        ability,
        effects: modes.effects,
        targetSpecs: ability.targets,
        targets,
        x,
        text: ability.text,
        ...(modes.modes.length > 0 ? { modes: modes.modes } : {}),
        ...(paidWith ? { sacrificed: paidWith } : {}),
        ...(host ? { host } : {}),
      });
      if (heard(game, 'became target')) signal(game, { type: 'became target', targets, spell: false });
    }
    game.settle();
  };
}

/** Adds the ability's mana (`removed`: the counters its cost removed, "Add {B} for each storage counter removed this way"); returns a colour it made (for "is tapped for mana" triggers). */
function addMana(game: Game, source: GameObject, ability: ActivatedAbility, color: ManaColor | undefined, removed: number): ManaColor | undefined {
  const pool = game.state.players[you].pool;
  let made: ManaColor | undefined;
  for (const effect of ability.effects) {
    if (effect.kind !== 'addMana') continue;
    const output = manaAbilityOutput(game, you, source.id, effect, color, removed);
    for (const produced of output) pool[COLOR_INDEX[produced]]! += 1;
    if (effect.rider) applyManaRider(game, source, effect.rider);
    made ??= output[0];
  }
  return made;
}

function prepareResolve(game: Game, choice: unknown): Prepared {
  const item = game.state.stack[game.state.stack.length - 1];
  if (!item) return msg('refusal.stackEmpty');
  const answer = planChoice(game, item, choice);
  if (typeof answer === 'string') return untranslated(answer);
  return () => {
    resolveTop(game, answer);
    game.settle();
  };
}

/** Resolves until the stack is empty (with an empty stack: nothing to do, not an error). */
function prepareResolveAll(game: Game): Prepared {
  return () => {
    for (let guard = 0; guard < 1000 && game.state.stack.length > 0; guard += 1) {
      resolveTop(game, undefined);
      game.settle();
    }
  };
}

function prepareAdvance(game: Game, wholeTurn: boolean, discard: readonly number[] | undefined): Prepared {
  if (game.state.stack.length > 0) return msg('refusal.stackNotEmpty');
  if (discard) {
    const problem = cleanupChoiceProblem(game, wholeTurn, discard);
    if (problem) return problem;
    const perform = prepareAdvance(game, wholeTurn, undefined);
    if (typeof perform !== 'function') return perform;
    return () => {
      game.cleanupChoice = discard;
      try {
        perform();
      } finally {
        game.cleanupChoice = null;
      }
    };
  }
  const phase = game.state.phase;
  // CR 508.1d: passing through combat declares no attackers, which a creature that must attack forbids.
  const required = phase === 'combat' || (wholeTurn && PHASES.indexOf(phase) < PHASES.indexOf('combat')) ? undeclaredAttackProblem(game) : null;
  if (required) return required;
  // Passing in the declare-attackers step with an empty stack: combat damage (CR 510).
  if (combatDamagePending(game)) {
    return () => {
      dealCombatDamage(game);
      if (wholeTurn && game.state.stack.length === 0) advance(game, true);
    };
  }
  return () => advance(game, wholeTurn);
}

/**
 * CR 514.1: the cards named for the cleanup discard must be distinct cards in your hand, exactly
 * as many as this advance's cleanup step will ask for: found by playing the advance on a copy.
 */
function cleanupChoiceProblem(game: Game, wholeTurn: boolean, discard: readonly number[]): Message | null {
  const hand = game.state.players[you].hand;
  const seen = new Set<number>();
  for (const id of discard) {
    const object = objectOrError(game, id);
    if (isProblem(object)) return object;
    if (!hand.includes(id)) return msg('refusal.notInHandToDiscard', { card: cardRef(object.card.name) });
    if (seen.has(id)) return msg('refusal.namedTwice', { card: cardRef(object.card.name) });
    seen.add(id);
  }
  const asked = cleanupDiscardAsked(game, wholeTurn);
  return asked === discard.length ? null : msg('refusal.cleanupDiscardCount', { count: asked, named: discard.length });
}

/** How many cards the cleanup step of this advance asks you to discard (0 when it doesn't reach a cleanup step). */
export function cleanupDiscardAsked(game: Game, wholeTurn: boolean): number {
  if (game.state.stack.length > 0) return 0;
  const trial = game.dryRun();
  const perform = prepareAdvance(trial, wholeTurn, undefined);
  if (typeof perform !== 'function') return 0;
  trial.cleanupAsked = 0;
  perform();
  return trial.cleanupAsked;
}

/** The next step, or (wholeTurn) on to the next turn's first main phase, stopping where a trigger waits. */
function advance(game: Game, wholeTurn: boolean): void {
  if (!wholeTurn) {
    advancePhase(game);
    game.settle();
    return;
  }
  const turn = game.state.turn;
  for (let guard = 0; guard < 20; guard += 1) {
    advancePhase(game);
    game.settle();
    if (game.state.stack.length > 0) return; // a trigger waits: the player acts first
    if (game.state.turn > turn && game.state.phase === 'main1') return;
  }
}

function prepareMove(game: Game, id: number, to: PlayerZone, position: 'top' | 'bottom' | undefined): Prepared {
  const object = objectOrError(game, id);
  if (isProblem(object)) return object;
  if (object.zone === 'stack') return msg('refusal.onStack', { card: cardRef(object.card.name) });
  return () => {
    const from = object.zone;
    moveObject(game, object, to, { position, silent: true, controller: to === 'battlefield' ? you : undefined });
    game.emit({ type: 'manual', what: `moved ${object.card.name} from ${from} to ${to}${to === 'library' ? ` (${position ?? 'top'})` : ''}` });
    game.settle();
  };
}

type ManualAction = Extract<Action, { do: 'manual_tap' | 'manual_life' | 'manual_counters' | 'manual_draw' | 'manual_shuffle' }>;

function prepareManual(game: Game, action: ManualAction): Prepared {
  const state = game.state;
  switch (action.do) {
    case 'manual_tap': {
      const object = objectOrError(game, action.card);
      if (isProblem(object)) return object;
      if (object.zone !== 'battlefield') return msg('refusal.notOnBattlefield', { card: cardRef(object.card.name) });
      if (action.mana !== undefined && !action.tapped) return msg('refusal.manaOnlyWhenTapping');
      return () => {
        object.tapped = action.tapped;
        if (action.mana !== undefined) state.players[object.controller].pool[COLOR_INDEX[action.mana]]! += 1;
        game.emit({ type: 'manual', what: `${action.tapped ? 'tapped' : 'untapped'} ${object.card.name}${action.mana ? ` for {${action.mana}}` : ''}` });
      };
    }
    case 'manual_life':
      if (!Number.isInteger(action.life)) return msg('refusal.wholeLife');
      return () => {
        state.players[action.player].life = action.life;
        game.emit({ type: 'manual', what: `set ${playerName(action.player)} life to ${action.life}` });
        game.settle();
      };
    case 'manual_counters': {
      const object = objectOrError(game, action.card);
      if (isProblem(object)) return object;
      const card = cardRef(object.card.name);
      if (object.zone !== 'battlefield') return msg('refusal.notOnBattlefield', { card });
      if (counterCount(object, action.counter) + action.delta < 0) return msg('refusal.tooFewCounters', { card, counter: action.counter });
      return () => {
        changeCounters(object, action.counter, action.delta);
        game.emit({ type: 'manual', what: `${action.delta >= 0 ? 'put' : 'removed'} ${Math.abs(action.delta)} ${action.counter} counter(s) ${action.delta >= 0 ? 'on' : 'from'} ${object.card.name}` });
        game.settle();
      };
    }
    case 'manual_draw':
      if (!Number.isInteger(action.count) || action.count < 0) return msg('refusal.wholeCount');
      return () => {
        game.emit({ type: 'manual', what: `drew ${action.count} card(s)` });
        for (let count = 0; count < action.count; count += 1) {
          const top = state.players[you].library[0];
          if (top === undefined) break;
          moveObject(game, state.objects[top]!, 'hand', { silent: true });
        }
      };
    case 'manual_shuffle':
      return () => {
        game.emit({ type: 'manual', what: 'shuffled the library' });
        shuffleLibrary(game, you);
      };
  }
}

const isRefusal = (value: Target[] | Message): value is Message => isMessage(value);

/** A target as a refusal names it: "you", "opponent", a card or a stack object's source. */
function targetMessage(game: Game, target: Target): MessageParam {
  if ('player' in target) return target.player === YOU ? msg('target.you') : msg('target.opponent');
  if ('stackItem' in target) {
    const item = game.state.stack.find((entry) => entry.sid === target.stackItem);
    return item ? cardRef(item.sourceName) : msg('zone.stack');
  }
  const object = game.state.objects[target.object];
  return object ? cardRef(object.card.name) : '?';
}
