// The untap, upkeep and draw rules of the cards in docs/rules-upkeep.md, and the choices they
// ask for with their defaults:
// - the untap step (CR 502.3): "doesn't untap", "doesn't untap during your next untap step" (a
//   mana ability's rider), "you may choose not to untap ~" (the player's choice, made on the
//   table before the step; default: it untaps);
// - suspend (CR 702.62a): the special action from hand, the upkeep trigger from exile, and the
//   cast without paying its mana cost when the last time counter is removed (default: cast), with haste;
// - "pay [cost] or sacrifice" for cumulative upkeep (CR 702.24a) and echo (CR 702.30a)
//   (default: pay when you can);
// - skip your draw step (CR 504), no maximum hand size (CR 402.2), how a land enters (tapped
//   unless two or fewer other lands; pay 2 life, default: don't, so it enters tapped), Leylines
//   in the opening hand (CR 103.6; default: begin the game with them), painland damage.
import type { EventOf } from '../events/engine-events.ts';
import { objectHasUpkeepRule } from '../rules/enters-tapped.ts';
import type { ActivatedAbility, ManaRider, ObjectFilter, TriggeredAbility, UpkeepKeyword, UpkeepRule } from '../../cards/oracle/abilities.ts';
import { matchesFilter } from '../rules/filters.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import { doesntUntap } from '../rules/characteristics.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import { dealDamage } from '../effects/life-and-damage.ts';
import type { Game } from '../turns/game.ts';
import { planPayment, type PaymentPlan } from '../rules/mana-payment.ts';
import { type GameObject, type GameState, OPPONENT, type PlayerId, type StackItem, YOU } from '../state/state.ts';
import { addPending } from './triggers.ts';
import { moveObject } from '../events/zones.ts';
import { SuspendAbility } from '../../cards/oracle/keywords/upkeep.ts';
import { heldInUntapStep } from '../rules/held-tapped.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import { hasStaticOfKind } from '../rules/statics.ts';

/** Asked at every draw step, cleanup and settling: most games have no card with an upkeep rule. */
/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const UPKEEP_RULES = staticKinds('upkeep rule');

/** Whether a permanent on `player`'s battlefield has this upkeep rule. */
export function hasUpkeepRule(state: GameState, player: PlayerId, what: UpkeepRule): boolean {
  if (!inGame(state, UPKEEP_RULES)) return false;
  const battlefield = state.players[player].battlefield;
  for (let index = 0; index < battlefield.length; index += 1) if (objectHasUpkeepRule(state.objects[battlefield[index]!]!, what)) return true;
  return state.players[player].command.some((id) => objectHasUpkeepRule(state.objects[id]!, what)); // CR 114.4: an emblem's rule
}

/** CR 502.3: the active player's permanents untap, except those a rule or the player's choice keeps tapped. */
export function untapStep(game: Game): void {
  const state = game.state;
  // One scan for "doesn't untap" rules first: most boards have none, and asking per permanent scans the whole battlefield each time.
  const rules = anyDoesntUntapRule(state);
  const held = heldInUntapStep(state, state.players[YOU].battlefield); // CR 611.2b: before the sources untap
  for (const id of state.players[YOU].battlefield) {
    const object = state.objects[id]!;
    if (held?.has(id)) continue;
    if (object.skipUntapZcc !== undefined) {
      const skips = object.skipUntapZcc === object.zcc;
      object.skipUntapZcc = undefined; // "your next untap step" is this one
      if (skips) continue;
    }
    if (object.keepTappedZcc === object.zcc && maySkipUntap(object)) continue;
    if (object.counters && keptTappedByCounter(object)) continue;
    if (!rules || !doesntUntap(state, object)) object.tapped = false;
  }
}

function anyDoesntUntapRule(state: GameState): boolean {
  for (const player of state.players) {
    for (let at = 0; at < player.battlefield.length; at += 1) {
      const statics = state.objects[player.battlefield[at]!]!.card.statics;
      for (let index = 0; index < statics.length; index += 1) {
        const effect = statics[index]!.effect;
        if ((effect.kind === 'restriction' && effect.what === 'doesnt untap') || (effect.kind === 'group rule' && effect.rule === 'doesnt untap')) return true;
      }
    }
  }
  return false;
}

/** "~ doesn't untap during your untap step if it has a depletion counter on it." */
function keptTappedByCounter(object: GameObject): boolean {
  return hasStaticOfKind(object.card, 'upkeep rule', (effect) => effect.what === 'doesnt untap with counter' && effect.counter !== undefined && counterCount(object, effect.counter) > 0);
}

/** "You may choose not to untap ~ during your untap step." */
export function maySkipUntap(object: GameObject): boolean {
  return hasStaticOfKind(object.card, 'restriction', (effect) => effect.what === 'may not untap');
}

/** The player's choice for the next untap step (the table's `untap_choice` action). */
export function chooseToKeepTapped(object: GameObject, keep: boolean): void {
  object.keepTappedZcc = keep ? object.zcc : undefined;
}

/** What a mana ability's second sentence does as the mana is added (CR 605.3b). */
export function applyManaRider(game: Game, source: GameObject, rider: ManaRider): void {
  if (rider.damage) dealDamage(game, source.id, { player: source.controller }, rider.damage);
  if (rider.skipNextUntap) source.skipUntapZcc = source.zcc;
  if (rider.putCounter) changeCounters(source, rider.putCounter, 1);
  if (rider.sacrificeWithout && counterCount(source, rider.sacrificeWithout) === 0 && source.zone === 'battlefield') moveObject(game, source, 'graveyard', { sacrificed: true });
}

/** CR 702.62a, 116.2f: suspend — exile the card from your hand with N time counters (the cost is paid already). */
export function specialAction(game: Game, object: GameObject, ability: ActivatedAbility): void {
  if (!(ability instanceof SuspendAbility)) return;
  moveObject(game, object, 'exile');
  changeCounters(object, 'time', ability.timeCounters);
}

/** A suspended card: in exile, with suspend and a time counter (CR 702.62b). */
export function isSuspended(object: GameObject): boolean {
  return object.zone === 'exile' && counterCount(object, 'time') > 0 && object.card.activated.some((ability) => ability instanceof SuspendAbility);
}

/** Whether a card of yours may be suspended: suspended cards wait in exile (the dispatcher's gate). */
export const suspendedCardsMayExist = (state: GameState): boolean => state.players[YOU].exile.length > 0;

/** CR 702.62a: at the beginning of your upkeep, each of your suspended cards triggers from exile. */
export function onStepBeganSuspend(game: Game, { step }: EventOf<'step began'>): void {
  if (step !== 'upkeep') return;
  const state = game.state;
  for (const id of state.players[YOU].exile) {
    const object = state.objects[id]!;
    if (!isSuspended(object)) continue;
    for (const ability of object.card.triggered) {
      const effect = ability.effects[0];
      if (ability.event.on === 'upkeep keyword' && effect?.kind === 'upkeepKeyword' && effect.keyword.kind === 'suspend') addPending(game, object, ability, object.owner);
    }
  }
}

/** Removes a time counter; the last one triggers "When the last time counter is removed" (CR 702.62a, 702.63a). */
export function removeTimeCounter(game: Game, object: GameObject): void {
  if (counterCount(object, 'time') === 0) return;
  changeCounters(object, 'time', -1);
  if (counterCount(object, 'time') > 0) return;
  for (const ability of object.card.triggered) if (ability.event.on === 'last time counter') addPending(game, object, ability, object.owner);
}

/** The source of a resolving ability while it is still the same object in `zone`. */
export function sourceIn(game: Game, item: StackItem, zone: 'battlefield' | 'exile'): GameObject | undefined {
  const object = game.state.objects[item.objectId]!;
  return object.zone === zone && object.zcc === item.sourceZcc ? object : undefined;
}

/** What "pay [cost]" asks now: the echo cost, or the cumulative upkeep cost once per age counter (the one this ability puts on included). */
export function upkeepCostDue(game: Game, item: StackItem, keyword: UpkeepKeyword): { mana: ManaSymbol[]; life: number } | undefined {
  if (keyword.kind === 'echo') return { mana: keyword.mana.slice(), life: 0 };
  if (keyword.kind !== 'cumulative upkeep') return undefined;
  const permanent = sourceIn(game, item, 'battlefield');
  const times = (permanent ? counterCount(permanent, 'age') : 0) + 1;
  const mana: ManaSymbol[] = [];
  for (let count = 0; count < times; count += 1) mana.push(...keyword.mana);
  return { mana, life: keyword.life * times };
}

/** The payment for an upkeep cost, or undefined when it can't be paid (CR 119.4: life only if you have that much). */
export function planUpkeepPayment(game: Game, player: PlayerId, cost: { mana: readonly ManaSymbol[]; life: number }, sources: Parameters<typeof planPayment>[3]): PaymentPlan | undefined {
  const state = game.state.players[player];
  if (cost.life > state.life) return undefined;
  return planPayment(cost.mana, 0, state.pool, sources, 0);
}

/** Skip your draw step (CR 504: the step doesn't happen, nor its triggers). */
export function skipsDrawStep(state: GameState): boolean {
  return hasUpkeepRule(state, YOU, 'skip draw');
}

/** CR 402.2: no maximum hand size: cleanup discards nothing. */
export function hasNoMaximumHandSize(state: GameState): boolean {
  return hasUpkeepRule(state, YOU, 'no maximum hand size') || hasUpkeepRule(state, YOU, 'players have no maximum hand size') || hasUpkeepRule(state, OPPONENT, 'players have no maximum hand size');
}

/** Whether playing this land can pay 2 life to enter untapped. */
export function mayPayLifeToEnterUntapped(game: Game, object: GameObject): boolean {
  return objectHasUpkeepRule(object, 'pay 2 life or tapped');
}

/** The Leylines in the opening hand (CR 103.6): "you may begin the game with it on the battlefield". */
export function openingHandPermanents(game: Game): number[] {
  return game.state.players[YOU].hand.filter((id) => objectHasUpkeepRule(game.state.objects[id]!, 'opening hand'));
}

/** Puts the chosen opening-hand cards onto the battlefield before the first turn (CR 103.6: not cast, triggers nothing). */
export function beginWithOnBattlefield(game: Game, ids: readonly number[]): void {
  for (const id of ids) {
    const object = game.state.objects[id]!;
    if (object.zone !== 'hand' || !objectHasUpkeepRule(object, 'opening hand')) continue;
    moveObject(game, object, 'battlefield', { controller: YOU, silent: true });
    object.sinceTurn = 0;
  }
}


/**
 * "When you control no Islands, sacrifice ~" (CR 603.8): a state trigger, once while it waits on
 * the stack. Heard from the stream's `state checked`, as the game settles before priority.
 */
export function onStateChecked(game: Game): void {
  const state = game.state;
  const battlefield = state.players[YOU].battlefield;
  for (let at = 0; at < battlefield.length; at += 1) {
    const object = state.objects[battlefield[at]!]!;
    const statics = object.card.statics;
    for (let index = 0; index < statics.length; index += 1) {
      const effect = statics[index]!.effect;
      if (effect.kind !== 'upkeep rule' || effect.what !== 'sacrifice when you control none') continue;
      if (effect.subtype ? controlsSubtype(state, effect.subtype) : !effect.filter || anyMatching(state, effect.filter, object.id)) continue;
      const waiting = state.stack.some((item) => item.objectId === object.id && item.ability === SACRIFICE_SELF) || state.pending.some((pending) => pending.objectId === object.id && pending.ability === SACRIFICE_SELF);
      if (!waiting) addPending(game, object, SACRIFICE_SELF, YOU);
    }
  }
}

function controlsSubtype(state: GameState, subtype: string): boolean {
  return state.players[YOU].battlefield.some((other) => state.objects[other]!.card.types.subtypes.includes(subtype));
}

/** Whether any permanent matches ("you control no other creatures": the filter says whose and "other"). */
function anyMatching(state: GameState, filter: ObjectFilter, sourceId: number): boolean {
  return state.players.some((player) => player.battlefield.some((id) => matchesFilter(state, state.objects[id]!, filter, YOU, sourceId)));
}

/** The state trigger's ability (its event is never looked up: `onStateChecked` notices it). */
const SACRIFICE_SELF = {
  kind: 'triggered',
  event: { on: 'upkeep keyword' },
  effects: [{ kind: 'sacrifice', who: 'you', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, count: 1, self: true }],
  targets: [],
  text: 'Sacrifice this permanent.',
} as const satisfies TriggeredAbility;
