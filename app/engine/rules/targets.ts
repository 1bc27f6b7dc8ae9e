// Target legality (CR 115), checked when targets are chosen and again on resolution (CR 608.2b).
import type { TargetSpec } from '../../cards/oracle/abilities.ts';
import { canEnchant, hasKeyword, isCreatureNow, protectedFrom } from './characteristics.ts';
import { matchesFilter } from './filters.ts';
import { auraForbidsTarget } from './aura-rules.ts';
import { playerUntargetable } from './player-keywords.ts';
import type { Game } from '../turns/game.ts';
import { OPPONENT, type GameObject, type PlayerId, type Target } from '../state/state.ts';

export function isLegalTarget(game: Game, spec: TargetSpec, target: Target, controller: PlayerId, sourceId: number): boolean {
  const state = game.state;
  if ('player' in target) {
    const kindAllows = spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'player or planeswalker' || ((spec.kind === 'opponent' || spec.kind === 'opponent or planeswalker') && target.player !== controller);
    return kindAllows && !playerUntargetable(state, target.player, controller); // "You have hexproof" (CR 702.11d)
  }
  if ('stackItem' in target) {
    const item = state.stack.find((candidate) => candidate.sid === target.stackItem);
    if (!item) return false;
    if (spec.filter?.controller === 'opponent' && item.controller === controller) return false;
    if (spec.kind === 'spell') return item.kind === 'spell' && (!spec.filter || spec.filter.anyOf.length === 0 || matchesFilter(state, state.objects[item.objectId]!, spec.filter, controller, sourceId));
    if (spec.kind === 'activated or triggered ability') return item.kind !== 'spell';
    return false;
  }
  const object = state.objects[target.object];
  if (!object || object.zcc !== target.zcc) return false;
  if (spec.kind === 'card in graveyard') {
    if (object.zone !== 'graveyard') return false;
    if (spec.graveyard === 'yours' && object.owner !== controller) return false;
    return !spec.filter || matchesFilter(state, object, spec.filter, controller, sourceId);
  }
  if (object.zone !== 'battlefield') return false;
  // Hexproof: not by opponents' spells and abilities; shroud: not at all (CR 702.11, 702.18).
  if (hasKeyword(game.state, object, 'shroud')) return false;
  if (object.controller !== controller && hasKeyword(game.state, object, 'hexproof')) return false;
  if (spec.youControl && object.controller !== controller) return false;
  const source = state.objects[sourceId];
  if (source && protectedFrom(state, object, source)) return false; // CR 702.16b
  if (auraForbidsTarget(state, object, source, spec)) return false; // CR 115.4: "can't be the target of spells"
  if (spec.enchant) return canEnchant(state, spec.enchant, object, controller);
  if (spec.filter && !matchesFilter(state, object, spec.filter, controller, sourceId)) return false;
  switch (spec.kind) {
    case 'any':
      return isCreatureNow(object) || object.card.types.types.includes('Planeswalker');
    case 'creature':
      return isCreatureNow(object);
    case 'player or planeswalker':
    case 'opponent or planeswalker':
      return object.card.types.types.includes('Planeswalker') && (spec.kind === 'player or planeswalker' || object.controller !== controller);
    case 'permanent':
      return true;
    case 'nonland permanent':
      return !object.card.isLand;
    default:
      return false;
  }
}

/**
 * Targets chosen by the engine (triggered abilities, and spells cast without targets), as the
 * scenario format says: the opponent where the opponent is a legal target, else the first legal
 * target in battlefield order — the opponent's permanents before yours for a harmful effect,
 * yours before the opponent's otherwise — then graveyard cards, then the stack, topmost first.
 * Each slot takes an object not chosen for an earlier slot (CR 115.3). undefined when a slot that
 * must be filled has none; an "up to" slot with none stays empty (null).
 */
export function chooseTargetsAutomatically(game: Game, specs: readonly TargetSpec[], controller: PlayerId, sourceId: number, x = 0): Target[] | undefined {
  const chosen: Target[] = [];
  let perX = 0;
  for (const spec of specs) {
    // "X target creatures" (CR 601.2c): X slots filled; X is 0 for a spell cast without paying its cost (CR 107.3b).
    if (spec.perX && perX >= x) {
      chosen.push(null as unknown as Target);
      continue;
    }
    if (spec.perX) perX += 1;
    const target = firstLegal(game, spec, controller, sourceId, chosen);
    if (!target) {
      if (!spec.optional) return undefined;
      if (spec.perX === 'exactly') return undefined; // fewer than X legal targets
      chosen.push(null as unknown as Target);
      continue;
    }
    chosen.push(target);
  }
  return chosen;
}

const sameTarget = (a: Target, b: Target): boolean =>
  a !== null && b !== null && (('object' in a && 'object' in b && a.object === b.object) || ('stackItem' in a && 'stackItem' in b && a.stackItem === b.stackItem));

/** A legal target not already taken by an earlier slot of the same spell. */
function isFreeTarget(game: Game, spec: TargetSpec, candidate: Target, controller: PlayerId, sourceId: number, taken: readonly Target[]): boolean {
  for (const earlier of taken) if (sameTarget(earlier, candidate)) return false;
  return isLegalTarget(game, spec, candidate, controller, sourceId);
}

function firstLegal(game: Game, spec: TargetSpec, controller: PlayerId, sourceId: number, taken: readonly Target[]): Target | undefined {
  const state = game.state;
  const opponent: PlayerId = controller === OPPONENT ? 0 : 1;
  const asPlayer: Target = { player: opponent };
  if (isLegalTarget(game, spec, asPlayer, controller, sourceId)) return asPlayer;
  const order = spec.harmful ? [opponent, controller] : [controller, opponent];
  // "Any number of target creatures": by default the opponent's for a harmful effect, else yours.
  if (spec.anyNumber) order.length = 1;
  for (const player of order) {
    for (const id of state.players[player].battlefield) {
      const candidate: Target = { object: id, zcc: state.objects[id]!.zcc };
      if (isFreeTarget(game, spec, candidate, controller, sourceId, taken)) return candidate;
    }
  }
  if (spec.kind === 'card in graveyard') {
    for (const player of order) {
      for (const id of state.players[player].graveyard) {
        const candidate: Target = { object: id, zcc: state.objects[id]!.zcc };
        if (isFreeTarget(game, spec, candidate, controller, sourceId, taken)) return candidate;
      }
    }
  }
  for (let index = state.stack.length - 1; index >= 0; index -= 1) {
    const candidate: Target = { stackItem: state.stack[index]!.sid };
    if (isFreeTarget(game, spec, candidate, controller, sourceId, taken)) return candidate;
  }
  return undefined;
}

/** How a target reads in events ("opponent", "you", a card name). */
export function targetName(game: Game, target: Target): string {
  if ('player' in target) return target.player === 0 ? 'you' : 'opponent';
  if ('stackItem' in target) return game.state.stack.find((item) => item.sid === target.stackItem)?.sourceName ?? 'stack';
  return game.state.objects[target.object]?.card.name ?? '?';
}

/** The target slots a card's spell has: its spell ability's, or an Aura's enchant restriction (CR 303.4a). */
export function spellTargetSpecs(card: GameObject['card']): readonly TargetSpec[] {
  return card.spell?.targets ?? (card.isAura && card.enchant ? [{ kind: card.enchant.player ?? 'permanent', enchant: card.enchant }] : []);
}
