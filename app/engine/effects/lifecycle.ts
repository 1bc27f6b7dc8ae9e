// Effect units of the death, zone-change and enters-the-battlefield keywords (docs/rules-lifecycle.md):
// persist and undying, unearth, living weapon, evolve, explore, the monarch, the bounce lands'
// "return a land you control", "exile … until ~ leaves the battlefield" and Oblivion Ring's
// "return the exiled card".
import type { LifecycleEffect } from '../../cards/oracle/lifecycle-effects.ts';
import type { TokenSpec } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { powerOf, toughnessOf } from '../rules/characteristics.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import { linkExiled, takeLinked } from '../events/linked-exile.ts';
import { ascendNow } from '../events/lifecycle-steps.ts';
import { signal } from '../events/engine-events.ts';
import type { GameObject, PlayerId, StackItem } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import { objectsOf, sourceOnBattlefield, takeAnswer, targetObject, type Answer, type EffectUnit } from './context.ts';
import { createToken, createTokenOf } from './permanents.ts';
import { compiledCard, type CompiledCard } from '../../cards/oracle/compile.ts';

/** The card this ability's source became, while it is still that card in its owner's graveyard. */
function sourceInGraveyard(game: Game, objectId: number, zcc: number): GameObject | undefined {
  const self = game.state.objects[objectId]!;
  return self.zone === 'graveyard' && self.zcc === zcc ? self : undefined;
}

/** CR 702.79a, 702.93a: back from the graveyard under its owner's control, entering with the counter (CR 122.6). */
const returnWithCounter: EffectUnit<'returnWithCounter'> = (game, effect, context) => {
  const card = sourceInGraveyard(game, context.item.objectId, context.item.sourceZcc);
  if (card) moveObject(game, card, 'battlefield', { controller: card.owner, counters: { [effect.counter]: 1 } });
};

/** CR 702.84a: returned with haste, exiled at the beginning of the next end step, and exiled instead if it would leave the battlefield. */
const unearth: EffectUnit<'unearth'> = (game, _effect, context) => {
  const card = sourceInGraveyard(game, context.item.objectId, context.item.sourceZcc);
  if (!card) return;
  moveObject(game, card, 'battlefield', { controller: context.item.controller });
  if (card.zone !== 'battlefield') return;
  card.keywordsUntilEndOfTurn = [...(card.keywordsUntilEndOfTurn ?? []), 'haste'];
  card.exileIfLeaves = true;
  (game.state.delayed ??= []).push({ step: 'end', controller: context.item.controller, sourceName: context.item.sourceName, what: 'exile', cards: [{ id: card.id, zcc: card.zcc }] });
};

const GERM: TokenSpec = { name: 'Phyrexian Germ', power: 0, toughness: 0, colors: ['B'], subtypes: ['Phyrexian', 'Germ'], types: ['Creature'], keywords: [] };

/** CR 702.92a: a 0/0 black Phyrexian Germ, then this Equipment attached to it. */
const livingWeapon: EffectUnit<'livingWeapon'> = (game, _effect, context) => {
  const germ = createToken(game, GERM, context.item.controller);
  const self = sourceOnBattlefield(game, context);
  if (self && germ.zone === 'battlefield') self.attachedTo = germ.id;
};

/** CR 702.100a–c: checked again on resolution, with the entering creature as it last existed if it has left. */
const evolve: EffectUnit<'evolve'> = (game, _effect, context) => {
  const self = sourceOnBattlefield(game, context);
  const entered = context.item.subject === undefined ? undefined : game.state.objects[context.item.subject.id];
  if (!self || !entered || !evolvesFrom(game, self, entered)) return;
  changeCounters(self, '+1/+1', 1);
};

/** Whether a creature that entered is bigger in power or toughness than the evolving creature (CR 702.100a). */
export function evolvesFrom(game: Game, evolver: GameObject, entered: GameObject): boolean {
  if (!entered.card.isCreature || entered.id === evolver.id) return false;
  const state = game.state;
  const power = entered.zone === 'battlefield' ? powerOf(state, entered) : entered.card.power;
  const toughness = entered.zone === 'battlefield' ? toughnessOf(state, entered) : entered.card.toughness;
  return (power ?? 0) > (powerOf(state, evolver) ?? 0) || (toughness ?? 0) > (toughnessOf(state, evolver) ?? 0);
}

/**
 * The answers explore and the bounce lands take from `resolve` (checked before anything moves):
 * explore, `true` to put a revealed nonland card into the graveyard; a bounce land, the name of
 * the land you control to return.
 */
export function lifecycleAnswer(game: Game, item: StackItem, kind: 'explore' | 'returnOwnLand', choice: unknown): Answer | string {
  if (kind === 'explore') return typeof choice === 'boolean' ? { value: choice } : 'the choice for "explores" is true (put the card into your graveyard) or false';
  if (typeof choice !== 'string') return 'the choice for "return a land you control" is the name of a land you control';
  return landsOf(game, item.controller).some((land) => land.card.name === choice) ? { value: choice } : `"${choice}" is not a land you control`;
}

const landsOf = (game: Game, player: PlayerId): GameObject[] => game.state.players[player].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.isLand);

/**
 * CR 701.40a: reveal the top card; a land goes to your hand; otherwise a +1/+1 counter on the
 * creature, and you may put the card into your graveyard (the answer `true`; by default it stays
 * on top, docs/rules-lifecycle.md).
 */
const explore: EffectUnit<'explore'> = (game, _effect, context) => {
  const { given, value } = takeAnswer(context);
  const controller = context.item.controller;
  const top = game.state.players[controller].library[0];
  const card = top === undefined ? undefined : game.state.objects[top]!;
  if (card) game.emit({ type: 'revealed', card: card.card.name });
  if (card?.card.isLand) {
    moveObject(game, card, 'hand');
    return;
  }
  const self = sourceOnBattlefield(game, context);
  if (self) changeCounters(self, '+1/+1', 1);
  if (card && given && value === true) moveObject(game, card, 'graveyard');
};

/** CR 724.1, 724.3: the player becomes the monarch (one at a time). */
const becomeMonarch: EffectUnit<'becomeMonarch'> = (game, _effect, context) => {
  game.state.monarch = context.item.controller;
};

/**
 * "Return a land you control to its owner's hand" (not targeted): chosen on resolution. The
 * engine returns a tapped land other than the source first, then any other land, then the source
 * (docs/rules-lifecycle.md), so a bounce land played on a tapped land gives the mana back.
 */
const returnOwnLand: EffectUnit<'returnOwnLand'> = (game, _effect, context) => {
  const { given, value } = takeAnswer(context);
  const lands = landsOf(game, context.item.controller);
  const others = lands.filter((land) => land.id !== context.item.objectId);
  const named = given ? lands.find((land) => land.card.name === value) : undefined;
  const chosen = named ?? others.find((land) => land.tapped) ?? others[0] ?? lands[0];
  if (chosen) moveObject(game, chosen, 'hand');
};

/** CR 610.3: exiled until the source leaves the battlefield; nothing happens if it already has (CR 610.3c). */
const exileUntilLeaves: EffectUnit<'exileUntilLeaves'> = (game, effect, context) => {
  if (!sourceOnBattlefield(game, context)) return;
  for (const object of objectsOf(game, effect.objects, context)) {
    if (object.zone !== 'battlefield') continue;
    moveObject(game, object, 'exile');
    // A replacement may have sent it elsewhere (CR 614); only a card in exile is linked.
    if ((object.zone as GameObject['zone']) === 'exile') linkExiled(game, context, object, true);
  }
};

/** CR 607.2a: "the exiled card" is what this permanent's linked ability exiled while it was on the battlefield. */
const returnLinkedExile: EffectUnit<'returnLinkedExile'> = (game, _effect, context) => {
  // The leaves trigger's source is the card after it left: one zone change past the permanent.
  for (const card of takeLinked(game, context.item.objectId, context.item.sourceZcc - 1, false)) moveObject(game, card, 'battlefield', { controller: card.owner });
};

const copies = { embalm: new WeakMap<CompiledCard, CompiledCard>(), eternalize: new WeakMap<CompiledCard, CompiledCard>() };

/** The characteristics of an embalmed / eternalized token (CR 702.128a, 702.129a; CR 707.9b: copy exceptions). */
function tokenCopyOf(card: CompiledCard, except: 'embalm' | 'eternalize'): CompiledCard {
  let copy = copies[except].get(card);
  if (copy) return copy;
  const definition = card.definition;
  const [types, subtypes = ''] = definition.type_line.split(/\s+[—-]\s+/);
  const zombie = subtypes.split(/\s+/).includes('Zombie') ? subtypes : `${subtypes} Zombie`.trim();
  copy = compiledCard({
    ...definition,
    mana_cost: '',
    type_line: `${types} — ${zombie}`,
    colors: except === 'embalm' ? ['W'] : ['B'],
    ...(except === 'eternalize' ? { power: '4', toughness: '4' } : {}),
  });
  copies[except].set(card, copy);
  return copy;
}

const tokenCopy: EffectUnit<'tokenCopy'> = (game, effect, context) => {
  createTokenOf(game, tokenCopyOf(game.state.objects[context.item.objectId]!.card, effect.except), context.item.controller);
};

const modular: EffectUnit<'modular'> = (game, effect, context) => {
  const died = game.state.objects[context.item.objectId]!;
  const count = died.lastCounters?.['+1/+1'] ?? 0;
  const host = targetObject(game, context, effect.target);
  if (host && count > 0) changeCounters(host, '+1/+1', count);
};

/** CR 702.58a: only while the source still has a +1/+1 counter (an intervening "if", checked again here). */
const graft: EffectUnit<'graft'> = (game, _effect, context) => {
  const self = sourceOnBattlefield(game, context);
  const entered = context.item.subject === undefined ? undefined : game.state.objects[context.item.subject.id];
  if (!self || !entered || entered.zone !== 'battlefield' || counterCount(self, '+1/+1') <= 0) return;
  changeCounters(self, '+1/+1', -1);
  changeCounters(entered, '+1/+1', 1);
};

const ascend: EffectUnit<'ascend'> = (game, _effect, context) => ascendNow(game, context.item.controller);

/** CR 702.110a–b: the sacrifice is the player's; the engine takes a token first, then the weakest, the exploiting creature last. */
const exploit: EffectUnit<'exploit'> = (game, _effect, context) => {
  const source = game.state.objects[context.item.objectId]!;
  const creatures = game.state.players[context.item.controller].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.isCreature);
  const rank = (object: GameObject): number => (object.id === source.id ? 2 : object.token ? 0 : 1);
  creatures.sort((a, b) => rank(a) - rank(b) || (powerOf(game.state, a) ?? 0) - (powerOf(game.state, b) ?? 0));
  const victim = creatures[0];
  if (!victim) return;
  moveObject(game, victim, 'graveyard', { sacrificed: true });
  signal(game, { type: 'self', object: source, what: 'exploits' });
};

export const LIFECYCLE_UNITS: { [K in LifecycleEffect['kind']]: EffectUnit<K> } = {
  returnWithCounter, unearth, livingWeapon, tokenCopy, modular, graft, ascend, exploit, evolve, explore, becomeMonarch, returnOwnLand, exileUntilLeaves, returnLinkedExile,
};

