// Bestow (CR 702.103): cast for its bestow cost, a creature card is an Aura spell with enchant
// creature (702.103b). Like a face-down card (face-down.ts), the object plays as another compiled
// card — the Aura version of itself, made once per card — and keeps its real card in `bestowed`,
// so every rule reads its characteristics with no special case. It becomes the creature again
// when its target is illegal as it resolves (702.103e), when it becomes unattached (702.103f), and
// as it leaves the battlefield or the stack for another zone.
import { compileCard, type CompiledCard } from '../../cards/oracle/compile.ts';
import type { GameObject, GameState, StackItem } from '../state/state.ts';
import { noteCard } from '../state/game-features.ts';
import { isLegalTarget } from './targets.ts';
import type { Game } from '../turns/game.ts';

const auraVersions = new WeakMap<CompiledCard, CompiledCard>();

/** CR 702.103b: the card as an Aura enchantment with enchant creature, without creature types or its bestow line. */
export function bestowedCard(card: CompiledCard): CompiledCard {
  let aura = auraVersions.get(card);
  if (!aura) {
    const definition = card.definition;
    const lines = (definition.oracle_text ?? '').split('\n').filter((line) => !/^bestow\b/i.test(line.trim()));
    aura = compileCard({
      name: definition.name,
      mana_cost: definition.mana_cost ?? null,
      type_line: [...card.types.supertypes, 'Enchantment — Aura'].join(' '),
      oracle_text: ['Enchant creature', ...lines].join('\n'),
      colors: definition.colors ?? null,
    });
    auraVersions.set(card, aura);
  }
  return aura;
}

/** The card is cast bestowed: it is an Aura spell from now on (CR 702.103b). */
export function becomeBestowed(state: GameState, object: GameObject): void {
  if (object.bestowed) return;
  object.bestowed = object.card;
  object.card = bestowedCard(object.card);
  noteCard(state, object.card);
}

/** It stops being bestowed: the creature card again (CR 702.103e–f). */
export function endBestow(object: GameObject): void {
  if (!object.bestowed) return;
  object.card = object.bestowed;
  object.bestowed = null;
}

/**
 * CR 702.103e: a bestowed Aura spell whose target is illegal as it resolves is not countered: it
 * becomes a creature spell and resolves as one (no targets).
 */
export function bestowTargetCheck(game: Game, item: StackItem): void {
  const object = game.state.objects[item.objectId]!;
  if (!object.bestowed || item.copy) return;
  const target = item.targets[0];
  if (target && isLegalTarget(game, item.targetSpecs[0]!, target, item.controller, item.objectId)) return;
  endBestow(object);
  item.targets.length = 0;
}
