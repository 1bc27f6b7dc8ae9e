// Moving objects between zones (CR 400): every move makes a new object (zcc + 1), resets what
// a permanent carried, and signals the move on the event stream (engine-events.ts), where the
// log and the trigger dispatcher read it.
import { lifeGained } from '../rules/life-rules.ts';
import { zoneMoveReplaced, zoneReplacementsMayApply } from '../rules/replacements.ts';
import { lifeGainLocked } from '../rules/life-gain-locks.ts';
import { diesReplacement } from '../rules/turn-riders.ts';
import { conditionHolds } from '../rules/conditions.ts';
import { entersWithLoyalty } from '../rules/loyalty.ts';
import type { Game } from '../turns/game.ts';
import { nextRandom } from '../state/rng.ts';
import { channelOf, heardBeyondRecordsOn, signal, signalOn } from './engine-events.ts';
import { recordDraw, recordLifeChange } from './turn-records.ts';
import type { GameObject, PlayerId, PlayerZone, StackItem } from '../state/state.ts';
import { entersTappedNow } from '../rules/enters-tapped.ts';
import { changeCounters } from '../state/counters.ts';
import { countOf } from '../rules/filters.ts';
import { isRiderCount } from '../rules/rider-counts.ts';
import type { Amount } from '../../cards/oracle/abilities.ts';
import { addMiracleTrigger, enteredFromCast, exileForMadness, rebound } from './cast-keywords-on-zone-change.ts';
import { leavingReplacement } from './leaving-replacement.ts';
import { restoreAbilities } from '../rules/abilities-lost.ts';
import { releaseUntilLeaves } from './linked-exile.ts';
import { asEnters } from './enters-replacements.ts';
import { type DrawCause, drawReplaced } from './draw-replacements.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import { endChosenTypes } from '../rules/chosen-types.ts';
import { endCopy, enterAsCopy } from '../rules/enters-as-copy.ts';
import type { CastRecord } from '../state/records.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';

// The channels of the events signalled at every move, draw, discard and life change (engine-events.ts: looked up once).
const ZONE_CHANGE = channelOf('zone change');
const DREW = channelOf('drew');
const DISCARDED = channelOf('discarded');
const LIFE_CHANGED = channelOf('life changed');

const ON_BATCH = triggerKinds('batch');

function listOf(game: Game, object: GameObject): number[] | undefined {
  if (object.zone === 'stack' || object.zone === 'none' || object.zone === 'phased out') return undefined;
  const holder = object.zone === 'battlefield' ? object.controller : object.owner;
  return game.state.players[holder][object.zone];
}

/** Takes an object out of its zone list (the stack item, if any, is the caller's business). */
function detach(game: Game, object: GameObject): void {
  const list = listOf(game, object);
  if (!list) return;
  const index = list.indexOf(object.id);
  if (index >= 0) list.splice(index, 1);
}

export interface MoveOptions {
  /** Library position: top (default) or bottom. */
  position?: 'top' | 'bottom';
  /** Battlefield: who controls it (default: the owner). */
  controller?: PlayerId;
  tapped?: boolean;
  attachTo?: number;
  /** A Curse entering attached to a player (CR 303.4). */
  enchantPlayer?: PlayerId;
  /** It was sacrificed (CR 701.17a): "When you sacrifice ~" triggers. */
  sacrificed?: boolean;
  /** A card discarded to pay a cycling cost (CR 702.29a): "… and it wasn't cycled" does not apply. */
  cycled?: boolean;
  /** Manual moves and set-up trigger nothing. */
  silent?: boolean;
  /** The X paid for the spell that is entering (for "enters with X counters"). */
  x?: number;
  /** The answer to its "As ~ enters, choose …" (CR 614.12); the default when missing. */
  choice?: unknown;
  /** Counters it enters with (persist, undying: CR 122.6). */
  counters?: Readonly<Record<string, number>>;
  /** Where it comes from, for the event, when it is not a zone list (the stack). */
  /** A permanent spell resolving: how it was cast (kicked, evoked, sunburst; app/engine/abilities/casting.ts). */
  cast?: CastRecord;
}

/** Moves an object to a zone of its owner (battlefield: of its controller). */
export function moveObject(game: Game, object: GameObject, destination: PlayerZone, options: MoveOptions = {}): void {
  const from = object.zone === 'phased out' ? 'none' : object.zone; // CR 702.26d: a phased-out permanent is in no zone list
  const replaced = leavingReplacement(object, from, diesReplacement(game.state, object, from, destination));
  // The replacements on where a card goes (CR 614.1a, 614.6: Rest in Peace, "… shuffle it into its owner's library instead").
  const outcome = zoneReplacementsMayApply(game.state) ? zoneMoveReplaced(game.state, { object, from, to: replaced, cycled: options.cycled === true }) : replaced;
  const shuffled = outcome === 'shuffle into library';
  const to = shuffled ? 'library' : outcome;
  const zccOnBattlefield = object.zcc;
  const wasCreatureOnBattlefield = from === 'battlefield' && isCreatureNow(object);
  const lastKnown = from === 'battlefield' ? { ...object } : null;
  detach(game, object);
  object.zcc += 1;
  object.zone = to;
  if (from === 'battlefield') object.lastCounters = object.counters;
  if (from === 'battlefield' || to === 'battlefield') {
    object.tapped = false;
    object.attachedTo = -1;
    object.enchantedPlayer = -1;
    object.counters = null;
    object.damage = 0;
    object.pumpPower = 0;
    object.pumpToughness = 0;
    object.keywordsUntilEndOfTurn = null;
    if (object.keywordsGained) object.keywordsGained = null;
    object.regenerationShields = 0;
    object.activatedThisTurn = null;
    if (object.monstrous) object.monstrous = false;
    if (object.solved) object.solved = false;
    if (object.renowned) object.renowned = false;
    if (object.crewed) object.crewed = false;
    if (object.animated) object.animated = undefined;
    endChosenTypes(object);
    if (object.cast) object.cast = undefined;
    if (object.controlledBefore !== undefined) object.controlledBefore = undefined;
    if (object.landTypes !== undefined) object.landTypes = undefined;
    if (object.typesAdded !== undefined) object.typesAdded = undefined;
    if (object.colorsAdded !== undefined) object.colorsAdded = undefined;
    if (object.typesSet !== undefined) object.typesSet = undefined;
    if (object.abilitiesLostFrom) restoreAbilities(object);
    if (object.controlEffect) object.controlEffect = undefined;
    if (object.switchedPT) object.switchedPT = false;
    if (object.damagedBy) object.damagedBy = null;
    if (object.copiedFrom) endCopy(object);
  }
  if (to === 'battlefield') {
    object.controller = options.controller ?? object.owner;
    object.sinceTurn = game.state.turn;
    object.tapped = options.tapped ?? entersTappedNow(game, object, object.controller);
    object.attachedTo = options.attachTo ?? -1;
    object.enchantedPlayer = options.enchantPlayer ?? -1;
    if (options.cast) enteredFromCast(game, object, options.cast);
    if (options.attachTo !== undefined) game.state.attachedEffects = true;
    const answer = enterAsCopy(game, object, options.choice); // CR 614.1c: a clone is the copy as it enters
    // CR 614.1c: "enters the battlefield with N counters" applies as it enters (X is the spell's X).
    for (const ability of object.card.statics) {
      const effect = ability.effect;
      if (effect.kind !== 'enters with counters') continue;
      if (effect.condition && !conditionHolds(game.state, effect.condition, object.controller, object.id)) continue; // raid, CR 614.1c
      let count = typeof effect.count === 'number' ? effect.count : effect.count === 'X' ? (options.x ?? 0) : enteringCount(game, effect.count, object);
      if (effect.perColorSpent) count *= object.cast?.colorsSpent ?? 0; // converge
      // "If ~ was kicked, it enters with …", "… for each time it was kicked" (CR 702.33e).
      if (effect.kicked) count *= effect.kicked === 'if' ? Math.min(1, object.cast?.kicks ?? 0) : (object.cast?.kicks ?? 0);
      if (count > 0) changeCounters(object, effect.counter, count);
      if (count > 0 && effect.keywords) object.keywordsGained = [...(object.keywordsGained ?? []), ...effect.keywords];
    }
    if (options.counters) for (const [kind, count] of Object.entries(options.counters)) changeCounters(object, kind, count);
    entersWithLoyalty(object);
    asEnters(game, object, answer);
  } else {
    object.controller = object.owner;
  }
  if (object.token && to !== 'battlefield') game.state.tokenLeft = true;
  const holder = to === 'battlefield' ? object.controller : object.owner;
  const list = game.state.players[holder][to];
  if (to === 'library' && options.position !== 'bottom') list.unshift(object.id);
  else list.push(object.id);
  // The event, with the permanent as it last existed: records, the `moved` log line and every
  // trigger of the move (enters, leaves, dies, sacrificed …) are read from it (engine-events.ts).
  signalOn(game, ZONE_CHANGE, { type: 'zone change', object, from, to, lastKnown, wasCreature: wasCreatureOnBattlefield, sacrificed: options.sacrificed === true, silent: options.silent === true });
  if (shuffled) shuffleLibrary(game, object.owner);
  if (from === 'battlefield') releaseUntilLeaves(game, object, zccOnBattlefield, options.silent ?? false);
}

/** Where a spell card goes as it leaves the stack (CR 608.2n): buyback → hand (when it resolves), flashback / jump-start → exile, else the graveyard. */
export function spellDestination(item: StackItem, resolved: boolean): 'hand' | 'exile' | 'graveyard' {
  if (item.flashback || item.cast?.exileAfter || (resolved && item.cast?.rebound)) return 'exile';
  if (resolved && item.cast?.buyback) return 'hand';
  return 'graveyard';
}

/**
 * A spell card leaving the stack after it resolved, was countered or fizzled: graveyard, exile for
 * flashback (CR 702.34a) and jump-start, its owner's hand for buyback when it resolved (CR 702.27a);
 * a copy ceases to exist (CR 707.10a).
 */
export function spellLeavesStack(game: Game, item: StackItem, resolved = false): void {
  if (item.copy) return;
  const object = game.state.objects[item.objectId]!;
  if (object.zcc !== item.sourceZcc) return; // it has moved itself ("Shuffle ~ into its owner's library")
  if (object.zone !== 'stack') return; // it already left as it resolved (cipher, CR 702.99a)
  moveFromStack(game, object, spellDestination(item, resolved));
  if (resolved && item.cast?.rebound) rebound(game, object);
}

/** Puts a card that is on the stack somewhere else (resolution, countering). */
export function moveFromStack(game: Game, object: GameObject, to: PlayerZone, options: MoveOptions = {}): void {
  object.zone = 'stack';
  moveObject(game, object, to, options);
}

/** Draws one card; an empty library marks the player for the state-based check (CR 704.5b). `cause`: the spell or ability whose effect draws. */
export function drawCard(game: Game, player: PlayerId, cause?: DrawCause): void {
  const state = game.state.players[player];
  if (drawReplaced(game, player, cause)) return; // dredge (CR 702.52), Unpredictable Cyclone (CR 614.11)
  const id = state.library[0];
  if (id === undefined) {
    state.drewFromEmpty = true;
    return;
  }
  const object = game.state.objects[id]!;
  moveObject(game, object, 'hand');
  // "Whenever you draw a card", "Whenever enchanted player draws a card"; else only the records count it.
  if (heardBeyondRecordsOn(game, DREW)) signalOn(game, DREW, { type: 'drew', player, object });
  else recordDraw(game.state, player);
  if (state.drawnThisTurn === 1 && object.card.casting.miracle) addMiracleTrigger(game, object); // CR 702.94a
}

/** Discards a card from its owner's hand; `cycling` when it pays a cycling cost (CR 702.29c), with the X paid for it. A group of one (CR 603.2c). */
export function discardCard(game: Game, object: GameObject, cycling: boolean, x = 0): void {
  discardOne(game, object, cycling, x);
  if (inGame(game.state, ON_BATCH)) signal(game, { type: 'batch', of: 'discarded', player: object.owner, objects: [object] });
}

/**
 * Discards cards of one player at the same time ("discard two cards", a hand, the cleanup step, a
 * cost): each is signalled as `discarded`, then the group once as a `batch` (CR 603.2c: "Whenever
 * you discard one or more cards" triggers once for the group).
 */
export function discardCards(game: Game, objects: readonly GameObject[], cycling = false): void {
  if (objects.length === 0) return;
  for (let index = 0; index < objects.length; index += 1) discardOne(game, objects[index]!, cycling, 0);
  if (inGame(game.state, ON_BATCH)) signal(game, { type: 'batch', of: 'discarded', player: objects[0]!.owner, objects });
}

function discardOne(game: Game, object: GameObject, cycling: boolean, x: number): void {
  const player = object.owner;
  // CR 702.35a: a card with madness is exiled instead, and its madness trigger waits.
  if (object.card.casting.madness) exileForMadness(game, object);
  else moveObject(game, object, 'graveyard', { cycled: cycling });
  signalOn(game, DISCARDED, { type: 'discarded', player, object, cycling, ...(x > 0 ? { x } : {}) });
}

/** Puts the ids in a random order, drawing on the game's seeded random source (Fisher–Yates). */
export function shuffleInPlace(game: Game, ids: number[]): void {
  let rng = game.state.rng;
  for (let index = ids.length - 1; index > 0; index -= 1) {
    const [next, value] = nextRandom(rng);
    rng = next;
    const swap = Math.floor(value * (index + 1));
    const held = ids[index]!;
    ids[index] = ids[swap]!;
    ids[swap] = held;
  }
  game.state.rng = rng;
}

export function shuffleLibrary(game: Game, player: PlayerId): void {
  shuffleInPlace(game, game.state.players[player].library);
  if (game.events) game.emit({ type: 'shuffled', zone: 'library' });
}

export function changeLife(game: Game, player: PlayerId, delta: number): void {
  if (delta === 0) return;
  if (delta > 0 && lifeGainLocked(game.state, player)) return; // CR 119.7
  if (delta > 0) delta = lifeGained(game.state, player, delta); // "you gain twice that much life instead" (CR 614.1a)
  game.state.players[player].life += delta;
  if (heardBeyondRecordsOn(game, LIFE_CHANGED)) signalOn(game, LIFE_CHANGED, { type: 'life changed', player, delta });
  else recordLifeChange(game.state, player, delta); // nothing triggers on it in this game: only the records count it
}

/**
 * "~ enters with a +1/+1 counter on it for each other creature you control", "… X counters, where X
 * is the number of …" (CR 614.1c): counted as it enters, before it is on the battlefield itself.
 */
function enteringCount(game: Game, amount: Amount, object: GameObject): number {
  if (typeof amount !== 'object' || isRiderCount(amount.count) || amount.count.of === 'power of target' || amount.count.of === 'this way') return 0;
  return countOf(game.state, amount.count, object.controller, object.id) * amount.times;
}
