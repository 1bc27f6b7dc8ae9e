// The ability tree of a compiled card without its display texts: what the engine executes
// (effects, triggers, statics, targets, costs, keywords). Two cards whose trees are equal play the
// same, whatever language their rules text was written in; the language front ends are measured
// and tested by comparing these trees with the English card's.
import type { CompiledCard } from './compile.ts';

export type AbilityTree = Pick<
  CompiledCard,
  'keywords' | 'activated' | 'triggered' | 'statics' | 'enchant' | 'spell' | 'additionalCost' | 'flashback' | 'allCreatureTypes'
>;

/** Everything a card does, with every `text` field (the words shown to the player) left out. */
export function abilityTree(card: CompiledCard): AbilityTree {
  const tree: AbilityTree = {
    keywords: card.keywords,
    activated: card.activated,
    triggered: card.triggered,
    statics: card.statics,
    enchant: card.enchant,
    spell: card.spell,
    additionalCost: card.additionalCost,
    flashback: card.flashback,
    allCreatureTypes: card.allCreatureTypes,
  };
  return withoutTexts(tree) as AbilityTree;
}

function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (value === null || typeof value !== 'object') return value;
  // Keys sorted and absent fields dropped, so trees built along different paths compare equal.
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const field = (value as Record<string, unknown>)[key];
    if (key !== 'text' && field !== undefined) copy[key] = withoutTexts(field);
  }
  return copy;
}

/** Whether two compiled cards do the same thing (their trees are equal). */
export function sameAbilityTree(a: CompiledCard, b: CompiledCard): boolean {
  return JSON.stringify(abilityTree(a)) === JSON.stringify(abilityTree(b));
}
