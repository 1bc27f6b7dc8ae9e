// Casting a spell with the keywords that change its costs or what happens as it is cast (CR 601.2b,
// f–h): alternative costs (flashback, evoke, surge, retrace, jump-start, madness, "without paying
// its mana cost"), optional additional costs (kicker, multikicker, buyback), cost changes (affinity,
// strive), the cost-paying helpers (convoke, improvise, delve), and the cast-time triggers (storm,
// cascade: their abilities are in cast-triggers.ts). Everything is planned first (planCast reads
// the state only); putOnStack performs it.
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { Cost, Effect, TargetSpec } from '../../cards/oracle/abilities.ts';
import { describeCost } from '../../cards/oracle/costs.ts';
import { NO_CAST_KEYWORDS, type CastKeywords } from '../../cards/oracle/keywords/casting/index.ts';
import { manaText, manaValue, type ManaSymbol } from '../../cards/mana-symbols.ts';
import { cardHasTypes } from '../rules/filters.ts';
import type { Game } from '../turns/game.ts';
import { handManaDemand } from '../rules/hand-mana-demand.ts';
import { planPayment, type PaymentPlan } from '../rules/mana-payment.ts';
import { cardRef, isMessage, msg, type Message } from '../messages/message.ts';
import { effectiveSpellCost, printedSpellCostStands } from '../rules/effective-costs.ts';
import { manaSources, surelyUnaffordable, tooLittleManaFor } from '../rules/mana-sources.ts';
import { withGenericChange } from '../rules/cost-changes.ts';
import { GOLDFISH_OPPONENTS } from '../../cards/oracle/keywords/casting/undaunted.ts';
import { type GameObject, type GameState, type PlayerId, type StackItem, type Target } from '../state/state.ts';
import { freeFromExile, playableFromExile } from './impulse-draw.ts';
import { castableFromGraveyard } from './graveyard-casting.ts';
import { paysLifeFromLibraryTop } from './library-top.ts';
import { channelOf, heardOn, signalOn } from '../events/engine-events.ts';
import { addCastTrigger, CASCADE, copyTrigger, rippleTrigger } from './cast-triggers.ts';
import { alternativeCostOffered, conspirers, planAlternativeParts, type AlternativeParts } from '../events/alternative-cost.ts';
import { becomeBestowed } from '../rules/bestow.ts';
import { CIPHER_STEP } from './cipher.ts';
import { manaSpent, remembersManaSpent } from '../rules/mana-spent.ts';
import type { Alternative, CastRecord } from '../state/records.ts';
import { hasStaticOfKind } from '../rules/statics.ts';
import { spellText } from './spell-text.ts';

/** Looked up once: asked at every spell cast (engine-events.ts). */
const CAST = channelOf('cast');
const BECAME_TARGET = channelOf('became target');

/** What the player chose for a cast, besides targets and X; every field optional (default: a plain cast). */
export interface CastRequest {
  /** CR 702.33: pay the kicker cost (the first one of "Kicker {2} and/or {1}"). */
  kicked?: boolean;
  /** How many kicker payments: multikicker's count, or 2 for both costs of "Kicker {A} and/or {B}". */
  kicks?: number;
  /** CR 702.27: pay the buyback cost. */
  buyback?: boolean;
  alternative?: Alternative;
  /** CR 702.56a: how many times to pay the replicate cost (one copy each). */
  replicate?: number;
  /** Emerge (CR 702.119a): the creature to sacrifice; default the one with the greatest mana value. */
  emerge?: number;
  /** Creatures to tap for convoke (CR 702.51), artifacts for improvise (702.126), graveyard cards to exile for delve (702.66); default: only as many as lands can't pay. */
  convoke?: number[];
  improvise?: number[];
  delve?: number[];
  /** CR 702.78a: tap two untapped creatures sharing a colour with it; a copy is made as it is cast. */
  conspire?: boolean;
  /** CR 702.47a: cards in your hand spliced onto this spell (app/engine/abilities/splice.ts). */
  splice?: number[];
}

export interface CastPlan {
  readonly from: 'hand' | 'graveyard' | 'exile' | 'library';
  readonly alternative: Alternative | null;
  readonly mana: readonly ManaSymbol[];
  readonly payment: PaymentPlan;
  /** Creatures (convoke) and artifacts (improvise) to tap. */
  readonly tap: readonly GameObject[];
  /** Graveyard cards to exile (delve). */
  readonly exile: readonly GameObject[];
  /** Non-mana costs beyond the mana (CR 601.2b): additional cost, kicker and buyback parts. */
  readonly extra: Cost | null;
  /** Retrace's land card to discard (CR 702.81a). */
  readonly discardLand: GameObject | null;
  /** Emerge's creature to sacrifice (CR 702.119a). */
  readonly emerged: GameObject | null;
  /** A printed alternative cost's sacrifices, returns and exiled cards (alternative-cost.ts). */
  readonly parts: AlternativeParts | null;
  readonly record: CastRecord;
}

const cantCast = (object: GameObject, reason: string): Message => msg('refusal.castOption', { card: cardRef(object.card.name), option: reason });

/** Which alternative a cast from this zone uses when the player named none. */
function defaultAlternative(state: GameState, object: GameObject, casting: CastKeywords): Alternative | null | Message {
  if (object.zone === 'hand' || object.zone === 'library') return null; // the library: its top card, when a permanent allows it (library-top.ts)
  if (playableFromExile(state, object, object.owner)) return freeFromExile(state, object) ? 'free' : null; // impulse draw (impulse-draw.ts)
  if (object.zone === 'graveyard') {
    if (object.card.flashback) return 'flashback';
    if (casting.retrace) return 'retrace';
    if (casting.jumpStart) return 'jump-start';
    if (castableFromGraveyard(state, object, object.owner)) return null; // a permission (graveyard-casting.ts)
  }
  return msg('refusal.notInHand', { card: cardRef(object.card.name) });
}

/** The zone an alternative casts from, and its mana cost (undefined when the card has no such alternative). */
function alternativeCost(game: Game, object: GameObject, alternative: Alternative): { zone: CastPlan['from']; mana: readonly ManaSymbol[] } | undefined {
  const casting = object.card.casting;
  switch (alternative) {
    case 'flashback':
      return object.card.flashback ? { zone: 'graveyard', mana: object.card.flashback.mana } : undefined;
    case 'retrace':
      return casting.retrace ? { zone: 'graveyard', mana: object.card.manaCost } : undefined;
    case 'jump-start':
      return casting.jumpStart ? { zone: 'graveyard', mana: object.card.manaCost } : undefined;
    case 'evoke':
      return casting.evoke ? { zone: 'hand', mana: casting.evoke.mana } : undefined;
    case 'surge':
      // CR 702.117a: only if you cast another spell this turn.
      return casting.surge && (game.state.players[object.owner].spellsCastThisTurn ?? 0) > 0 ? { zone: 'hand', mana: casting.surge.mana } : undefined;
    case 'spectacle':
      // CR 702.137a: only if an opponent lost life this turn.
      return casting.spectacle && game.state.players.some((player, id) => id !== object.owner && player.lostLifeThisTurn) ? { zone: 'hand', mana: casting.spectacle.mana } : undefined;
    case 'emerge':
      return casting.emerge ? { zone: 'hand', mana: casting.emerge.mana } : undefined;
    case 'overload':
      return casting.overload && casting.overloaded ? { zone: 'hand', mana: casting.overload.mana } : undefined;
    case 'madness':
      return casting.madness ? { zone: 'exile', mana: casting.madness.mana } : undefined;
    case 'dash':
      return casting.dash ? { zone: 'hand', mana: casting.dash.mana } : undefined;
    case 'miracle':
      return casting.miracle ? { zone: 'hand', mana: casting.miracle.mana } : undefined;
    case 'awaken':
      return casting.awaken ? { zone: 'hand', mana: casting.awaken.cost.mana } : undefined;
    case 'bestow':
      return casting.bestow ? { zone: 'hand', mana: casting.bestow.mana } : undefined;
    case 'alternative cost':
      return casting.alternativeCost && alternativeCostOffered(game, object, casting.alternativeCost) ? { zone: 'hand', mana: casting.alternativeCost.mana } : undefined;
    case 'free':
      return { zone: object.zone === 'hand' || object.zone === 'graveyard' || object.zone === 'exile' || object.zone === 'library' ? object.zone : 'hand', mana: [] };
  }
}

/** Non-mana parts of several costs, added up; undefined when they can't be combined (two sacrifices). */
function mergeCosts(costs: readonly (Cost | null | undefined)[]): Cost | null | undefined {
  const present = costs.filter((cost): cost is Cost => !!cost && (cost.payLife > 0 || cost.discardOther > 0 || cost.sacrifice !== null || cost.sacrificeSeveral !== undefined));
  if (present.length === 0) return null;
  const sacrifices = present.filter((cost) => cost.sacrifice !== null);
  if (sacrifices.length > 1) return undefined;
  // "Sacrifice two creatures" (CR 118.3: events/sacrifice-costs.ts) combines with no other sacrifice.
  const several = present.filter((cost) => cost.sacrificeSeveral);
  if (several.length > 1 || (several.length === 1 && sacrifices.length > 0)) return undefined;
  // A typed discard ("discard a land card") or one at random is combined with no other discard.
  const typed = present.find((cost) => cost.discardQuery);
  const random = present.some((cost) => cost.discardAtRandom);
  if ((typed || random) && present.filter((cost) => cost.discardOther > 0).length > 1) return undefined;
  const merged: Cost = {
    mana: [],
    tap: false,
    discardSelf: false,
    payLife: present.reduce((sum, cost) => sum + cost.payLife, 0),
    sacrifice: sacrifices[0]?.sacrifice ?? null,
    ...(several[0] ? { sacrificeSeveral: several[0].sacrificeSeveral } : {}),
    discardOther: present.reduce((sum, cost) => sum + cost.discardOther, 0),
    ...(typed ? { discardQuery: typed.discardQuery } : {}),
    ...(random ? { discardAtRandom: true } : {}),
    text: '',
  };
  merged.text = describeCost(merged);
  return merged;
}

const times = (symbols: readonly ManaSymbol[], count: number): ManaSymbol[] => Array.from({ length: count }, () => symbols).flat();

/** Removes one symbol a helper can pay: generic first, else (convoke) a coloured symbol of one of its colours. */
function payOneWith(symbols: ManaSymbol[], colors: readonly string[] | null): boolean {
  const generic = symbols.findIndex((symbol) => symbol.kind === 'generic' && symbol.amount > 0);
  if (generic >= 0) {
    const symbol = symbols[generic]!;
    if (symbol.kind === 'generic') symbols[generic] = { kind: 'generic', amount: symbol.amount - 1, text: `{${symbol.amount - 1}}` };
    if (symbol.kind === 'generic' && symbol.amount === 1) symbols.splice(generic, 1);
    return true;
  }
  if (!colors) return false;
  const colored = symbols.findIndex((symbol) => symbol.kind === 'colored' && colors.includes(symbol.color));
  if (colored < 0) return false;
  symbols.splice(colored, 1);
  return true;
}

interface Helper {
  object: GameObject;
  kind: 'tap' | 'exile';
  /** Convoke: the creature's colours; improvise and delve pay generic mana only. */
  colors: readonly string[] | null;
}

/** The helpers the card's keywords allow, as the player named them or (automatic) every candidate in order. */
function helpersFor(game: Game, object: GameObject, request: CastRequest): Helper[] | Message {
  const casting = object.card.casting;
  const state = game.state;
  const player = state.players[object.owner];
  const helpers: Helper[] = [];
  const named = (ids: number[] | undefined, keyword: string, allowed: boolean, fits: (candidate: GameObject) => boolean, make: (candidate: GameObject) => Helper): Message | null => {
    if (ids !== undefined && !allowed) return cantCast(object, keyword);
    const candidates = ids ?? [];
    for (const id of candidates) {
      const candidate = state.objects[id];
      if (!candidate || !fits(candidate) || candidates.indexOf(id) !== candidates.lastIndexOf(id)) return msg('refusal.castHelper', { card: cardRef(candidate?.card.name ?? String(id)), keyword });
      helpers.push(make(candidate));
    }
    return null;
  };
  const untappedCreature = (candidate: GameObject): boolean => candidate.zone === 'battlefield' && candidate.controller === object.owner && !candidate.tapped && candidate.card.isCreature;
  const untappedArtifact = (candidate: GameObject): boolean => candidate.zone === 'battlefield' && candidate.controller === object.owner && !candidate.tapped && candidate.card.types.types.includes('Artifact');
  const inGraveyard = (candidate: GameObject): boolean => candidate.zone === 'graveyard' && candidate.owner === object.owner && candidate.id !== object.id;
  const convoke = (candidate: GameObject): Helper => ({ object: candidate, kind: 'tap', colors: candidate.card.colors });
  const improvise = (candidate: GameObject): Helper => ({ object: candidate, kind: 'tap', colors: null });
  const delve = (candidate: GameObject): Helper => ({ object: candidate, kind: 'exile', colors: null });
  const problem =
    named(request.convoke, 'convoke', casting.convoke, untappedCreature, convoke) ??
    named(request.improvise, 'improvise', casting.improvise, (candidate) => untappedArtifact(candidate) && !helpers.some((helper) => helper.object === candidate), improvise) ??
    named(request.delve, 'delve', casting.delve, inGraveyard, delve);
  if (problem) return problem;
  if (request.convoke === undefined && request.improvise === undefined && request.delve === undefined) {
    // Automatic: delve first (exiling graveyard cards costs the least), then artifacts, then creatures.
    if (casting.delve) for (const id of player.graveyard) if (inGraveyard(state.objects[id]!)) helpers.push(delve(state.objects[id]!));
    if (casting.improvise) for (const id of player.battlefield) if (untappedArtifact(state.objects[id]!)) helpers.push(improvise(state.objects[id]!));
    if (casting.convoke) for (const id of player.battlefield) if (untappedCreature(state.objects[id]!) && !helpers.some((helper) => helper.object.id === id)) helpers.push(convoke(state.objects[id]!));
  }
  return helpers;
}

const hasChoices = (request: CastRequest): boolean =>
  request.kicked !== undefined || request.kicks !== undefined || request.buyback !== undefined || request.alternative !== undefined || request.replicate !== undefined ||
  request.emerge !== undefined || request.convoke !== undefined || request.improvise !== undefined || request.delve !== undefined || request.conspire !== undefined;

/** A card with no casting keyword cast from hand for its mana cost, nothing asked: its plan depends on neither modes nor targets. */
export const castsPlainly = (object: GameObject, request: CastRequest): boolean => object.zone === 'hand' && object.card.casting === NO_CAST_KEYWORDS && !hasChoices(request);

const PLAIN: CastRecord = Object.freeze({ kicks: 0 });

/** The common case, kept lean for the simulator: a card with no casting keyword cast from hand for its mana cost. */
function plainCast(game: Game, object: GameObject, x: number, extraMana: readonly ManaSymbol[]): CastPlan | Message {
  // Most casts the autopilot tries can't be paid: with the printed cost standing, the lands are
  // counted against what the compiled card says, before any cost is copied or written out (the
  // same check and the same refusal as below).
  const card = object.card;
  if (extraMana.length === 0 && printedSpellCostStands(game, object) && tooLittleManaFor(game, object.owner, card.leastMana + card.xSymbols * x)) {
    return msg('refusal.cantPay', { cost: card.manaCostText, card: cardRef(card.name) });
  }
  const player = game.state.players[object.owner];
  const mana = effectiveSpellCost(game, object, object.owner);
  if (extraMana.length > 0) mana.push(...extraMana);
  const extra = object.card.additionalCost;
  if (surelyUnaffordable(game, object.owner, mana, x)) return msg('refusal.cantPay', { cost: manaText(mana), card: cardRef(object.card.name) });
  const payment = planPayment(mana, x, player.pool, manaSources(game, object.owner), Math.max(0, player.life - (extra?.payLife ?? 0)), () => handManaDemand(game, object.owner, object.id));
  if (!payment) return msg('refusal.cantPay', { cost: manaText(mana), card: cardRef(object.card.name) });
  const plain = countsColorsSpent(object.card) ? { kicks: 0, colorsSpent: colorsSpent(payment, []) } : PLAIN;
  const record = remembersManaSpent(object.card) ? { ...plain, spent: manaSpent(payment) } : plain;
  return { from: 'hand', alternative: null, mana, payment, tap: [], exile: [], extra, discardLand: null, emerged: null, parts: null, record };
}

/** Converge: the permanent enters with counters per colour of mana spent, so the cast counts them. */
const perColorSpent = (effect: { perColorSpent?: boolean }): boolean => effect.perColorSpent === true;
const countsColorsSpent = (card: CompiledCard): boolean => hasStaticOfKind(card, 'enters with counters', perColorSpent);

/**
 * Pays with lands first, then adds helpers one at a time until the rest can be paid (automatic),
 * or uses exactly the named helpers. `pay` plans the mana with the tapped helpers' lands left out.
 */
function payWithHelpers(mana: readonly ManaSymbol[], helpers: readonly Helper[], request: CastRequest, pay: (symbols: readonly ManaSymbol[], tapped: ReadonlySet<number>) => PaymentPlan | undefined): { payment: PaymentPlan | undefined; used: Helper[] } | Message {
  const tapped = new Set<number>();
  const explicit = request.convoke !== undefined || request.improvise !== undefined || request.delve !== undefined;
  const remaining = mana.slice();
  const used: Helper[] = [];
  let payment = explicit ? undefined : pay(remaining, tapped);
  for (const helper of helpers) {
    if (payment && !explicit) break;
    if (!payOneWith(remaining, helper.colors)) {
      if (explicit) return msg('refusal.castHelper', { card: cardRef(helper.object.card.name), keyword: helper.kind === 'exile' ? 'delve' : 'convoke' });
      continue;
    }
    used.push(helper);
    if (helper.kind === 'tap') tapped.add(helper.object.id);
    if (!explicit) payment = pay(remaining, tapped);
  }
  if (explicit) payment = pay(remaining, tapped);
  return { payment, used };
}

/**
 * Plans a cast: where from, which costs, how they are paid. Reads the state only; a Message says
 * why the cast is not possible. `targetCount` is the number of targets chosen (strive).
 */
export function planCast(game: Game, object: GameObject, request: CastRequest, x: number, targetCount: number, extraMana: readonly ManaSymbol[] = []): CastPlan | Message {
  if (castsPlainly(object, request)) return plainCast(game, object, x, extraMana);
  const card = object.card;
  const casting = card.casting;
  const player = game.state.players[object.owner];
  // Which cost: an alternative (named or the zone's default), else the mana cost.
  const alternative = request.alternative ?? defaultAlternative(game.state, object, casting);
  if (alternative !== null && typeof alternative === 'object') return alternative;
  let from: CastPlan['from'] = 'hand';
  let mana: ManaSymbol[];
  let lifeForManaCost = 0;
  if (alternative) {
    const cost = alternativeCost(game, object, alternative);
    if (!cost) return cantCast(object, alternative);
    if (cost.zone !== object.zone) return msg('refusal.castOptionZone', { card: cardRef(card.name), option: alternative });
    from = cost.zone;
    // CR 601.2f: cost increases and reductions apply to an alternative cost too (not to "free").
    mana = alternative === 'free' ? [] : alternative === 'retrace' || alternative === 'jump-start' ? effectiveSpellCost(game, object, object.owner) : withGenericChange(cost.mana, 0, 0);
  } else {
    if (object.zone !== 'hand' && object.zone !== 'library' && object.zone !== 'exile' && object.zone !== 'graveyard') return msg('refusal.notInHand', { card: cardRef(card.name) });
    if (object.zone === 'library' || object.zone === 'exile' || object.zone === 'graveyard') from = object.zone;
    // Bolas's Citadel (CR 118.9): life equal to its mana value rather than its mana cost; X is 0 (CR 107.3).
    lifeForManaCost = object.zone === 'library' && paysLifeFromLibraryTop(game.state, object, object.owner) ? manaValue(card.manaCost) : 0;
    if (lifeForManaCost > 0 && x > 0) return cantCast(object, 'X');
    mana = lifeForManaCost > 0 ? [] : effectiveSpellCost(game, object, object.owner);
  }
  // Kicker (CR 702.33): the kicker costs, or multikicker as many times as asked.
  const kicks = request.kicks ?? (request.kicked ? 1 : 0);
  if (!Number.isInteger(kicks) || kicks < 0) return msg('refusal.wholeKicks');
  const kickerCosts: Cost[] = [];
  if (kicks > 0) {
    if (casting.multikicker) kickerCosts.push(...Array.from({ length: kicks }, () => casting.multikicker!));
    else if (kicks <= casting.kicker.length) kickerCosts.push(...casting.kicker.slice(0, kicks));
    else return cantCast(object, casting.kicker.length > 0 ? 'kicker ×' + kicks : 'kicker');
  }
  if (request.buyback && !casting.buyback) return cantCast(object, 'buyback');
  const buyback = request.buyback ? casting.buyback : null;
  // Replicate (CR 702.56a): its cost as many times as asked.
  const replicates = request.replicate ?? 0;
  if (!Number.isInteger(replicates) || replicates < 0) return msg('refusal.wholeKicks');
  if (replicates > 0 && !casting.replicate) return cantCast(object, 'replicate');
  if (replicates > 0) mana.push(...times(casting.replicate!.mana, replicates));
  // Emerge (CR 702.119a): sacrifice a creature; the cost is reduced by its mana value.
  let emerged: GameObject | null = null;
  if (alternative === 'emerge') {
    const creatures = player.battlefield.map((id) => game.state.objects[id]!).filter((candidate) => candidate.card.isCreature);
    emerged = request.emerge === undefined ? (creatures.sort((a, b) => manaValue(b.card.manaCost) - manaValue(a.card.manaCost))[0] ?? null) : (creatures.find((candidate) => candidate.id === request.emerge) ?? null);
    if (!emerged) return msg('refusal.castHelper', { card: cardRef(request.emerge === undefined ? card.name : (game.state.objects[request.emerge]?.card.name ?? String(request.emerge))), keyword: 'emerge' });
    mana = withGenericChange(mana, 0, manaValue(emerged.card.manaCost));
  } else if (request.emerge !== undefined) return cantCast(object, 'emerge');
  // Entwine and escalate (modes.ts), kicker.
  mana.push(...extraMana, ...kickerCosts.flatMap((cost) => cost.mana));
  if (buyback) mana.push(...buyback.mana);
  if (casting.strive && targetCount > 1) mana.push(...times(casting.strive, targetCount - 1));
  // Affinity (CR 702.41a): {1} less for each [type] you control.
  if (casting.affinity) {
    const query = casting.affinity;
    const count = player.battlefield.filter((id) => cardHasTypes(game.state.objects[id]!.card, query)).length;
    mana = withGenericChange(mana, 0, count);
  }
  if (casting.undaunted) mana = withGenericChange(mana, 0, GOLDFISH_OPPONENTS);
  // Non-mana costs: the card's additional cost, kicker and buyback parts, jump-start's discard (CR 702.133a).
  const extra = mergeCosts([
    card.additionalCost,
    ...kickerCosts,
    buyback,
    alternative === 'jump-start' ? { ...NO_COST, discardOther: 1 } : null,
    // "Flashback—Sacrifice three creatures" (Dread Return; CR 702.34a, 118.3): the flashback cost's sacrifice.
    alternative === 'flashback' && card.flashback?.sacrificeSeveral ? { ...NO_COST, sacrificeSeveral: card.flashback.sacrificeSeveral } : null,
    // "discard X cards" / "pay X life" as an additional cost: X is the cast's X.
    casting.discardX ? { ...NO_COST, discardOther: x } : null,
    casting.payLifeX ? { ...NO_COST, payLife: x } : null,
    alternative === 'alternative cost' && casting.alternativeCost!.payLife > 0 ? { ...NO_COST, payLife: casting.alternativeCost!.payLife } : null,
    lifeForManaCost > 0 ? { ...NO_COST, payLife: lifeForManaCost } : null,
  ]);
  if (extra === undefined) return cantCast(object, 'sacrifice');
  let discardLand: GameObject | null = null;
  if (alternative === 'retrace') {
    // CR 702.81a: discard a land card as an additional cost (the last one in hand).
    const lands = player.hand.map((id) => game.state.objects[id]!).filter((candidate) => candidate.card.isLand);
    discardLand = lands[lands.length - 1] ?? null;
    if (!discardLand) return msg('refusal.noLandToDiscard', { card: cardRef(card.name) });
  }
  // Payment: pool and lands first; convoke, improvise and delve only for what they can't pay.
  // Most spells have no helpers and name none: skip looking for them (the simulator casts constantly).
  const needsHelpers = casting.convoke || casting.improvise || casting.delve || request.convoke !== undefined || request.improvise !== undefined || request.delve !== undefined;
  const helpers = needsHelpers ? helpersFor(game, object, request) : [];
  if ('key' in helpers) return helpers;
  const lifeLeft = Math.max(0, player.life - (extra?.payLife ?? 0));
  const sources = manaSources(game, object.owner);
  let payment: PaymentPlan | undefined;
  let used: Helper[] = [];
  if (helpers.length === 0) payment = planPayment(mana, x, player.pool, sources, lifeLeft, () => handManaDemand(game, object.owner, object.id));
  else {
    const paid = payWithHelpers(mana, helpers, request, (symbols, tapped) => planPayment(symbols, x, player.pool, sources.filter((source) => !tapped.has(source.id)), lifeLeft, () => handManaDemand(game, object.owner, object.id)));
    if (isMessage(paid)) return paid;
    ({ payment, used } = paid);
  }
  if (!payment) return msg('refusal.cantPay', { cost: manaText(mana), card: cardRef(card.name) });
  const graveyardCost = graveyardExiles(game, object, x, used);
  if (!graveyardCost) return msg('refusal.castOption', { card: cardRef(card.name), option: casting.exileFromGraveyard!.text });
  // A printed alternative cost's other parts, then conspire's creatures (CR 118.9, 702.78a).
  const busy = new Set(used.map((helper) => helper.object.id));
  const parts = alternative === 'alternative cost' ? planAlternativeParts(game, object, casting.alternativeCost!, payment, busy) : null;
  if (parts === undefined) return cantCast(object, casting.alternativeCost!.text);
  for (const tapped of parts?.tap ?? []) busy.add(tapped.id);
  if (request.conspire && !casting.conspire) return cantCast(object, 'conspire');
  const conspiring = request.conspire ? conspirers(game, object, payment, busy) : [];
  if (!conspiring) return msg('refusal.castHelper', { card: cardRef(card.name), keyword: 'conspire' });
  const record: { -readonly [K in keyof CastRecord]: CastRecord[K] } = { kicks };
  if (alternative === 'dash') record.dashed = true;
  if (alternative === 'bestow') record.bestowed = true;
  if (conspiring.length > 0) record.conspired = true;
  if (alternative === 'evoke') record.evoked = true;
  if (alternative === 'overload') record.overloaded = true;
  if (buyback) record.buyback = true;
  if (replicates > 0) record.replicates = replicates;
  if (alternative === 'flashback' || alternative === 'jump-start') record.exileAfter = true;
  if (from === 'hand' && casting.rebound) record.rebound = true;
  if (casting.sunburst) record.colors = colorsSpent(payment, used);
  if (countsColorsSpent(card)) record.colorsSpent = colorsSpent(payment, used);
  if (remembersManaSpent(card)) record.spent = manaSpent(payment);
  return {
    from,
    alternative,
    mana,
    payment,
    tap: [...used.filter((helper) => helper.kind === 'tap').map((helper) => helper.object), ...(parts?.tap ?? []), ...conspiring],
    exile: [...used.filter((helper) => helper.kind === 'exile').map((helper) => helper.object), ...graveyardCost],
    extra,
    discardLand,
    emerged,
    parts,
    record,
  };
}

/** "As an additional cost …, exile a creature card from your graveyard": the last matching cards not delved; undefined when too few. */
function graveyardExiles(game: Game, object: GameObject, x: number, used: readonly Helper[]): GameObject[] | undefined {
  const cost = object.card.casting.exileFromGraveyard;
  if (!cost) return [];
  const count = cost.count === 'X' ? x : cost.count;
  const fits = (candidate: GameObject): boolean =>
    candidate.id !== object.id && !used.some((helper) => helper.object === candidate) && (cost.query === null || cardHasTypes(candidate.card, cost.query)) && (!cost.instantOrSorcery || candidate.card.isSpellOnly);
  const found = game.state.players[object.owner].graveyard.map((id) => game.state.objects[id]!).filter(fits);
  return found.length >= count ? found.slice(found.length - count) : undefined;
}

const NO_COST: Cost = { mana: [], tap: false, discardSelf: false, payLife: 0, sacrifice: null, discardOther: 0, text: '' };

/** CR 702.44a: the colours among the mana spent (pool, lands, convoking creatures). */
function colorsSpent(payment: PaymentPlan, helpers: readonly Helper[]): number {
  const colors = new Set<string>();
  ['W', 'U', 'B', 'R', 'G'].forEach((color, index) => {
    if (payment.fromPool[index]! > 0) colors.add(color);
  });
  for (const tap of payment.taps) if (tap.color !== 'C') colors.add(tap.color);
  for (const helper of helpers) for (const color of helper.colors ?? []) colors.add(color);
  return colors.size;
}

/** CR 702.61a: while a spell with split second is on the stack, no spells and no non-mana abilities. */
export function splitSecondProblem(game: Game): Message | null {
  for (const item of game.state.stack) {
    if (item.kind === 'spell' && game.state.objects[item.objectId]!.card.casting.splitSecond) return msg('refusal.splitSecond', { card: cardRef(item.sourceName) });
  }
  return null;
}

/** Puts a cast spell on the stack with its record, counts it for storm and surge, and fires its cast triggers (CR 601.2i). */
export function putOnStack(game: Game, object: GameObject, plan: Pick<CastPlan, 'from' | 'record'>, spell: { effects: readonly Effect[]; modes: readonly number[] } | null, specs: readonly TargetSpec[], targets: Target[], x: number, controller: PlayerId, sacrificed?: StackItem['sacrificed']): void {
  const card = object.card;
  if (plan.record.bestowed) becomeBestowed(game.state, object); // CR 702.103b: an Aura spell on the stack
  const from = game.state.players[object.owner][plan.from];
  from.splice(from.indexOf(object.id), 1);
  object.zone = 'stack';
  object.zcc += 1;
  game.emit({ type: 'moved', card: card.name, from: plan.from, to: 'stack' });
  game.state.stack.push({
    sid: game.state.nextStackId++,
    kind: 'spell',
    objectId: object.id,
    sourceZcc: object.zcc,
    sourceName: card.name,
    controller,
    ability: null,
    // The chosen modes' effects (modes.ts: the overloaded spell's when overloaded), else the spell's.
    // CR 702.99a: a cipher spell's last step encodes it.
    effects: withCipher(card, spell ? spell.effects : (card.spell?.effects ?? [])),
    targetSpecs: specs,
    targets,
    x,
    text: spellText(card.definition),
    ...(plan.record.exileAfter ? { flashback: true } : {}),
    ...(spell && spell.modes.length > 0 ? { modes: spell.modes } : {}),
    cast: plan.record,
    ...(sacrificed ? { sacrificed } : {}),
  });
  const player = game.state.players[controller];
  const before = player.spellsCastThisTurn ?? 0;
  player.spellsCastThisTurn = before + 1;
  // CR 702.40a, 702.85a: storm and cascade trigger as the spell is cast.
  if (card.casting.storm && before > 0) addCastTrigger(game, object, copyTrigger('Storm', before), controller);
  if (plan.record.replicates) addCastTrigger(game, object, copyTrigger('Replicate', plan.record.replicates), controller);
  if (card.casting.cascade) addCastTrigger(game, object, CASCADE, controller);
  if (plan.record.conspired) addCastTrigger(game, object, copyTrigger('Conspire', 1), controller);
  if (card.casting.ripple > 0) addCastTrigger(game, object, rippleTrigger(card.casting.ripple), controller);
  if (heardOn(game, CAST)) signalOn(game, CAST, { type: 'cast', spell: object, player: controller, targets }); // CR 603.2: "whenever you cast" triggers go on the stack above the spell
  if (heardOn(game, BECAME_TARGET)) signalOn(game, BECAME_TARGET, { type: 'became target', targets, spell: true }); // CR 601.2c: its targets, after the cast triggers
}

const withCipher = (card: GameObject['card'], effects: readonly Effect[]): readonly Effect[] => (card.casting.cipher ? [...effects, CIPHER_STEP] : effects);

/** The number of kicker payments of the spell or of the permanent it became (CR 702.33e). */
export function kicksOf(game: Game, item: StackItem): number {
  if (item.kind === 'spell') return item.cast?.kicks ?? 0;
  const source = game.state.objects[item.objectId];
  return source && source.zcc === item.sourceZcc ? (source.cast?.kicks ?? 0) : 0;
}
