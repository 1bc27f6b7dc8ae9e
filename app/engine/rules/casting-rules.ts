// Rules about casting spells (CR 601.3, 101.2) from static abilities and from effects that last
// the turn: "You can't cast creature spells", "Each player can't cast more than one spell each
// turn", "You may cast spells as though they had flash", "Creature spells you control can't be
// countered", and the maximum hand size (CR 402.2). Only permanents whose card has such a line
// (`CompiledCard.castingRules`, worked out once) are looked at, so games without one pay nothing.
import type { CastingRule, ObjectFilter, StaticEffect } from '../../cards/oracle/abilities.ts';
import { cardRef, msg, type Message } from '../messages/message.ts';
import { matchesFilter } from './filters.ts';
import type { GameObject, GameState, PlayerId, StackItem } from '../state/state.ts';
import { inGame, staticKinds } from '../state/game-features.ts';

const MAX_HAND_SIZE = 7;
const CASTING_RULES = staticKinds('casting rule');
const HAND_SIZE = staticKinds('hand size');

/** Whether any permanent has a casting rule or the player one for this turn: casts ask this first, so games without them allocate nothing. */
function anyRules(state: GameState, player: PlayerId): boolean {
  if (state.players[player].castingRules) return true;
  if (!inGame(state, CASTING_RULES)) return false; // no card of this game has one
  for (const side of state.players) for (const id of side.battlefield) if (state.objects[id]!.card.castingRules) return true;
  return false;
}

/** Whether a casting rule of `source` binds `player`: its controller, the others, everyone, the player it enchants or the controller of the permanent it enchants (CR 303.4). */
function bindsPlayer(state: GameState, who: Extract<StaticEffect, { kind: 'casting rule' }>['who'], source: GameObject, player: PlayerId): boolean {
  switch (who) {
    case 'you':
      return source.controller === player;
    case 'opponents':
      return source.controller !== player;
    case 'enchanted player':
      return source.enchantedPlayer === player;
    case 'host controller':
      return source.attachedTo >= 0 && state.objects[source.attachedTo]?.controller === player;
    default:
      return true;
  }
}

/** Visits every casting rule that binds `player` now, with the name of its source. */
function forEachRule(state: GameState, player: PlayerId, visit: (rule: CastingRule, sourceName: string, sourceId: number) => void): void {
  for (const side of state.players) {
    for (const id of side.battlefield) {
      const source = state.objects[id]!;
      if (!source.card.castingRules) continue;
      for (const { effect } of source.card.statics) {
        if (effect.kind !== 'casting rule') continue;
        if (!bindsPlayer(state, effect.who, source, player)) continue;
        visit(effect.rule, source.card.name, source.id);
      }
    }
  }
  const own = state.players[player].castingRules;
  if (own) for (const entry of own) if (entry.turn === state.turn) visit(entry.rule, entry.sourceName, -1);
}

const covers = (state: GameState, filter: ObjectFilter | null, spell: GameObject, player: PlayerId, sourceId: number): boolean =>
  filter === null || matchesFilter(state, spell, filter, player, sourceId);

/** Why `player` can't cast `spell` now ("Grid Monitor: you can't cast creature spells"), or null. */
export function castingForbidden(state: GameState, spell: GameObject, player: PlayerId): Message | null {
  if (!anyRules(state, player)) return null;
  let problem: Message | null = null;
  forEachRule(state, player, (rule, sourceName, sourceId) => {
    if (problem) return;
    if (rule.what === 'cant cast' && covers(state, rule.filter, spell, player, sourceId)) problem = msg('refusal.castForbidden', { card: cardRef(spell.card.name), source: cardRef(sourceName) });
    if (rule.what === 'one spell each turn' && (state.players[player].spellsCastThisTurn ?? 0) > 0) problem = msg('refusal.oneSpellEachTurn', { card: cardRef(spell.card.name), source: cardRef(sourceName) });
  });
  return problem;
}

/** "You may cast [creature] spells as though they had flash" (CR 601.3b, 702.8a). */
export function castableAsThoughFlash(state: GameState, spell: GameObject, player: PlayerId): boolean {
  if (!anyRules(state, player)) return false;
  let allowed = false;
  forEachRule(state, player, (rule, _sourceName, sourceId) => {
    if (!allowed && rule.what === 'flash' && covers(state, rule.filter, spell, player, sourceId)) allowed = true;
  });
  return allowed;
}

/** "Creature spells you control can't be countered" (CR 101.2: a "can't" beats a "can"). */
export function cantBeCounteredByRule(state: GameState, item: StackItem): boolean {
  if (item.kind !== 'spell' || !anyRules(state, item.controller)) return false;
  const spell = state.objects[item.objectId]!;
  let protectedSpell = false;
  forEachRule(state, item.controller, (rule, _sourceName, sourceId) => {
    if (!protectedSpell && rule.what === 'cant be countered' && covers(state, rule.filter, spell, item.controller, sourceId)) protectedSpell = true;
  });
  return protectedSpell;
}

/** The player's maximum hand size (CR 402.2): seven, changed by "is increased / reduced by N", set by "is N". */
export function maximumHandSize(state: GameState, player: PlayerId): number {
  let set: number | null = null;
  let change = 0;
  if (inGame(state, HAND_SIZE)) for (const side of state.players) {
    for (const id of side.battlefield) {
      const source = state.objects[id]!;
      if (!source.card.castingRules) continue;
      for (const { effect } of source.card.statics) {
        if (effect.kind !== 'hand size' || (effect.who === 'you') !== (source.controller === player)) continue;
        if (effect.set !== undefined) set = set === null ? effect.set : Math.min(set, effect.set);
        else change += effect.change;
      }
    }
  }
  return Math.max(0, (set ?? MAX_HAND_SIZE) + change);
}

/** Records a rule for the rest of this turn (a new array: undo's shallow copies stay correct). */
export function addTurnCastingRule(state: GameState, player: PlayerId, sourceName: string, rule: CastingRule): void {
  const own = state.players[player].castingRules ?? [];
  state.players[player].castingRules = [...own.filter((entry) => entry.turn === state.turn), { turn: state.turn, sourceName, rule }];
}
