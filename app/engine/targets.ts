// Target legality (CR 115), checked when targets are chosen and again on resolution (CR 608.2b).
import type { TargetSpec } from '../cards/oracle/abilities.ts';
import { canEnchant, hasKeyword } from './characteristics.ts';
import type { Game } from './game.ts';
import { OPPONENT, type PlayerId, type Target } from './state.ts';

export function isLegalTarget(game: Game, spec: TargetSpec, target: Target, controller: PlayerId, sourceId: number): boolean {
  const state = game.state;
  if ('player' in target) {
    if (spec.kind === 'any' || spec.kind === 'player') return true;
    if (spec.kind === 'opponent') return target.player !== controller;
    return false;
  }
  if ('stackItem' in target) {
    const item = state.stack.find((candidate) => candidate.sid === target.stackItem);
    if (!item) return false;
    if (spec.kind === 'spell') return item.kind === 'spell';
    if (spec.kind === 'activated or triggered ability') return item.kind !== 'spell';
    return false;
  }
  const object = state.objects[target.object];
  if (!object || object.zone !== 'battlefield' || object.zcc !== target.zcc) return false;
  // Hexproof: not by opponents' spells and abilities; shroud: not at all (CR 702.11, 702.18).
  if (hasKeyword(game.state, object, 'shroud')) return false;
  if (object.controller !== controller && hasKeyword(game.state, object, 'hexproof')) return false;
  if (spec.youControl && object.controller !== controller) return false;
  if (spec.enchant) return canEnchant(spec.enchant, object, controller);
  switch (spec.kind) {
    case 'any':
    case 'creature':
      return object.card.isCreature;
    case 'permanent':
      return true;
    case 'nonland permanent':
      return !object.card.isLand;
    default:
      return false;
  }
  void sourceId;
}

/**
 * Targets chosen by the engine (triggered abilities, and spells cast without targets): the
 * opponent where the opponent is a legal target, else the first legal target in battlefield
 * order (yours, then the opponent's), for the stack the topmost. undefined when a slot has none.
 */
export function chooseTargetsAutomatically(game: Game, specs: readonly TargetSpec[], controller: PlayerId, sourceId: number): Target[] | undefined {
  const chosen: Target[] = [];
  for (const spec of specs) {
    const target = firstLegal(game, spec, controller, sourceId);
    if (!target) return undefined;
    chosen.push(target);
  }
  return chosen;
}

function firstLegal(game: Game, spec: TargetSpec, controller: PlayerId, sourceId: number): Target | undefined {
  const state = game.state;
  const opponent: PlayerId = controller === OPPONENT ? 0 : 1;
  const asPlayer: Target = { player: opponent };
  if (isLegalTarget(game, spec, asPlayer, controller, sourceId)) return asPlayer;
  for (const player of state.players) {
    for (const id of player.battlefield) {
      const object = state.objects[id]!;
      const candidate: Target = { object: id, zcc: object.zcc };
      if (isLegalTarget(game, spec, candidate, controller, sourceId)) return candidate;
    }
  }
  for (let index = state.stack.length - 1; index >= 0; index -= 1) {
    const candidate: Target = { stackItem: state.stack[index]!.sid };
    if (isLegalTarget(game, spec, candidate, controller, sourceId)) return candidate;
  }
  return undefined;
}

/** How a target reads in events ("opponent", "you", a card name). */
export function targetName(game: Game, target: Target): string {
  if ('player' in target) return target.player === 0 ? 'you' : 'opponent';
  if ('stackItem' in target) return game.state.stack.find((item) => item.sid === target.stackItem)?.sourceName ?? 'stack';
  return game.state.objects[target.object]?.card.name ?? '?';
}
