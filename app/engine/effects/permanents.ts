// Effect units that change permanents: tokens (CR 111), counters (CR 122), "+N/+N until end of
// turn" and keywords gained until end of turn (CR 611.2), tap and untap, regeneration shields (CR 701.15).
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import { compiledCard, tokenDefinition } from '../../cards/oracle/compile.ts';
import type { ObjectRef, TokenSpec } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { addObject, type GameObject, type PlayerId } from '../state/state.ts';
import { canEnchant, toughnessOf } from '../rules/characteristics.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import { heard, signal } from '../events/engine-events.ts';
import { entersTappedByGroupRule } from '../rules/enters-tapped.ts';
import { amountOf, noteEntered, objectsOf, playersOf, sourceOnBattlefield, targetObject, type Context, type EffectUnit } from './context.ts';

const tokenCards = new WeakMap<TokenSpec, CompiledCard>();

/** Creates one token (CR 111.1) and lets its enters triggers fire; returns it. */
export function createToken(game: Game, spec: TokenSpec, controller: PlayerId, tapped = false): GameObject {
  let card = tokenCards.get(spec);
  if (!card) {
    card = compiledCard(tokenDefinition(spec));
    tokenCards.set(spec, card);
  }
  return createTokenOf(game, card, controller, tapped);
}

/** Creates one token with these characteristics (a copy's, CR 707.2) and lets its enters triggers fire. */
export function createTokenOf(game: Game, card: CompiledCard, controller: PlayerId, tapped = false): GameObject {
  const state = game.state;
  const object = addObject(state, card, { owner: controller, zone: 'battlefield', token: true, sinceTurn: state.turn });
  // "create a tapped 2/2 … token" (CR 110.5b); "Creatures your opponents control enter the battlefield tapped" (CR 614.12).
  if (tapped || entersTappedByGroupRule(state, object, controller)) object.tapped = true;
  state.players[controller].battlefield.push(object.id);
  signal(game, { type: 'token created', object }); // the `token` log line, and its enters triggers
  return object;
}

const sizedTokens = new WeakMap<TokenSpec, Map<number, TokenSpec>>();

/** "an X/X … token": the token with X counted now (CR 107.3), one spec per size so its compiled card is shared. */
function sizedToken(game: Game, spec: TokenSpec, context: Context): TokenSpec {
  if (spec.size === undefined) return spec;
  const size = Math.max(0, amountOf(game, spec.size, context));
  let bySize = sizedTokens.get(spec);
  if (!bySize) sizedTokens.set(spec, (bySize = new Map()));
  let sized = bySize.get(size);
  if (!sized) {
    const { size: _x, ...rest } = spec;
    bySize.set(size, (sized = { ...rest, power: size, toughness: size }));
  }
  return sized;
}

export const token: EffectUnit<'token'> = (game, effect, context) => {
  const total = amountOf(game, effect.count, context);
  const spec = sizedToken(game, effect.token, context);
  if (effect.who === undefined) {
    for (let count = total; count > 0; count -= 1) noteEntered(context, createToken(game, spec, context.item.controller, effect.tapped));
    return;
  }
  // Another player's tokens (CR 111.2): that player creates and controls them.
  for (const player of playersOf(effect.who, effect.slot, context, game)) {
    for (let count = total; count > 0; count -= 1) noteEntered(context, createToken(game, spec, player, effect.tapped));
  }
};

function addCounters(object: GameObject, kind: string, count: number): void {
  if (count <= 0) return;
  changeCounters(object, kind, count);
}

/** Which permanents a counters / pump effect means: its target, itself, or a group. */
function recipients(game: Game, effect: { to: string; target?: number; objects?: ObjectRef }, context: Context): GameObject[] {
  if (effect.to === 'self') {
    const self = sourceOnBattlefield(game, context);
    return self ? [self] : [];
  }
  if (effect.to === 'target') {
    const object = targetObject(game, context, effect.target);
    return object ? [object] : [];
  }
  if (effect.to === 'objects') return objectsOf(game, effect.objects, context);
  const controller = context.item.controller;
  const player = effect.to === 'each creature you control' ? controller : controller === 0 ? 1 : 0;
  return game.state.players[player].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.isCreature);
}

export const counters: EffectUnit<'counters'> = (game, effect, context) => {
  const count = amountOf(game, effect.count, context);
  for (const object of recipients(game, effect, context)) {
    // "Remove a depletion counter from ~": as many as it has, up to the count.
    if (effect.remove) changeCounters(object, effect.counter, -Math.min(count, counterCount(object, effect.counter)));
    else addCounters(object, effect.counter, count);
  }
};

export const pump: EffectUnit<'pump'> = (game, effect, context) => {
  // "-X/-X" (negative): the amounts are taken off.
  const sign = effect.negative ? -1 : 1;
  const power = sign * amountOf(game, effect.power, context);
  const toughness = sign * amountOf(game, effect.toughness, context);
  for (const object of recipients(game, effect, context)) {
    object.pumpPower += power;
    object.pumpToughness += toughness;
  }
};

export const grant: EffectUnit<'grant'> = (game, effect, context) => {
  // Lost keywords are kept as "loses flying": the later of a gain and a loss wins (timestamps, CR 613.7).
  const keywords = effect.loses ? effect.keywords.map((keyword) => `loses ${keyword}`) : effect.keywords;
  const words = [...keywords, ...(effect.cantBlock ? ["can't block"] : []), ...(effect.unblockable ? ["can't be blocked"] : [])];
  for (const object of objectsOf(game, effect.objects, context)) {
    if (effect.indefinitely) object.keywordsGained = [...(object.keywordsGained ?? []), ...words];
    else object.keywordsUntilEndOfTurn = [...(object.keywordsUntilEndOfTurn ?? []), ...words];
  }
};

export const tap: EffectUnit<'tap'> = (game, effect, context) => {
  let objects = objectsOf(game, effect.objects, context);
  // "Untap up to N …": the default choice is N of your own tapped ones (untapping others gains nothing).
  if (effect.upTo !== undefined) objects = objects.filter((object) => object.tapped && object.controller === context.item.controller).slice(0, effect.upTo);
  for (const object of objects) {
    const wasTapped = object.tapped;
    object.tapped = effect.untap === 'either' ? !object.tapped : !effect.untap;
    if (object.tapped && !wasTapped && heard(game, 'tapped')) signal(game, { type: 'tapped', object });
  }
};

/** Sets up a delayed trigger (CR 603.7a) with what it needs to remember. */
export const delayed: EffectUnit<'delayed'> = (game, effect, context) => {
  const cards =
    effect.what === 'return exiled' ? (context.exiled ?? []) : 'objects' in effect ? objectsOf(game, effect.objects, context).map((object) => ({ id: object.id, zcc: object.zcc })) : [];
  if (effect.what !== 'draw' && cards.length === 0) return;
  (game.state.delayed ??= []).push({ step: effect.step, controller: context.item.controller, sourceName: context.item.sourceName, what: effect.what, cards, source: { id: context.item.objectId, zcc: context.item.sourceZcc } });
};

export const regenerate: EffectUnit<'regenerate'> = (game, effect, context) => {
  for (const object of objectsOf(game, effect.objects, context)) object.regenerationShields += 1;
};

/** Equip (CR 701.3): the source becomes attached to the target creature (leaving any other). */
export const attach: EffectUnit<'attach'> = (game, effect, context) => {
  const self = sourceOnBattlefield(game, context);
  const host = effect.objects ? objectsOf(game, effect.objects, context)[0] : targetObject(game, context, effect.target);
  if (!self || !host || host.id === self.id) return;
  // CR 701.3b: an Aura is attached only to what it can enchant.
  if (self.card.isAura && !canEnchant(game.state, self.card.enchant, host, self.controller, self.id)) return;
  self.attachedTo = host.id;
  game.state.attachedEffects = true;
};

const ARMY: TokenSpec = { name: 'Zombie Army', power: 0, toughness: 0, colors: ['B'], subtypes: ['Zombie', 'Army'], types: ['Creature'], keywords: [] };

/** Bolster N (CR 701.39): N +1/+1 counters on your creature with the least toughness (the first of those tied). */
export const bolster: EffectUnit<'bolster'> = (game, effect, context) => {
  const controller = context.item.controller;
  const creatures = game.state.players[controller].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.isCreature);
  let least: GameObject | undefined;
  for (const creature of creatures) if (!least || (toughnessOf(game.state, creature) ?? 0) < (toughnessOf(game.state, least) ?? 0)) least = creature;
  if (least) changeCounters(least, '+1/+1', effect.amount);
};

/** Amass N (CR 701.44): N +1/+1 counters on an Army you control, after creating a 0/0 black Zombie Army if you have none. */
export const amass: EffectUnit<'amass'> = (game, effect, context) => {
  const controller = context.item.controller;
  const armyOf = (): GameObject | undefined =>
    game.state.players[controller].battlefield.map((id) => game.state.objects[id]!).find((object) => object.card.types.subtypes.includes('Army'));
  if (!armyOf()) createToken(game, ARMY, controller);
  const army = armyOf();
  if (army) changeCounters(army, '+1/+1', effect.amount);
};

/** Monstrosity N (CR 701.37a): only if the source isn't monstrous yet; then "becomes monstrous" triggers fire. */
export const monstrosity: EffectUnit<'monstrosity'> = (game, effect, context) => {
  const self = sourceOnBattlefield(game, context);
  if (!self || self.monstrous) return;
  changeCounters(self, '+1/+1', amountOf(game, effect.amount, context));
  self.monstrous = true;
  signal(game, { type: 'self', object: self, what: 'becomes monstrous' });
};
