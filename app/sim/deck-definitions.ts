// The card definitions of a simulated deck as the engine runner plays them: the definition each
// entry carries, a basic land the engine always knows, or a placeholder for a card with no data
// (kept so the deck has its size, never played); and which cards the engine does not fully
// understand, by name, for the simulation report.
import type { CompiledCard } from '../cards/oracle/compile.ts';
import { compiledCard } from '../cards/oracle/compile.ts';
import type { CardDefinition } from '../engine/state/card-definition.ts';
import { BUILT_IN_CARDS } from '../engine/state/card-definition.ts';
import type { SimDeck, SimDeckEntry } from './types.ts';

/** A card with no definition: kept in the library so the deck has its size, never played. */
function placeholder(entry: SimDeckEntry): CardDefinition {
  return entry.isLand
    ? { name: entry.name, mana_cost: '', type_line: 'Land', oracle_text: '' }
    : { name: entry.name, mana_cost: '', type_line: 'Card', oracle_text: '' };
}

export function definitionOf(entry: SimDeckEntry): { definition: CardDefinition; known: boolean } {
  const card = entry.card as CardDefinition | undefined;
  if (card && typeof card.name === 'string' && typeof card.type_line === 'string') return { definition: card, known: true };
  const builtIn = BUILT_IN_CARDS.get(entry.name);
  return builtIn ? { definition: builtIn, known: true } : { definition: placeholder(entry), known: false };
}

/** Whether the engine does not understand every line of the card (else it plays it as far as it can); lines a goldfish game never reaches are understood. */
export function isUnsupported(card: Pick<CompiledCard, 'fullyEnforced' | 'unexercised'>): boolean {
  return !card.fullyEnforced && !card.unexercised;
}

/** The coverage of an entry's card: what the deck's loader learned off the request thread, else compiled here. */
function coverageOf(entry: SimDeckEntry, definition: CardDefinition): Pick<CompiledCard, 'fullyEnforced' | 'unexercised'> {
  if (entry.fullyEnforced !== undefined && entry.unexercised !== undefined) return { fullyEnforced: entry.fullyEnforced, unexercised: entry.unexercised };
  return compiledCard(definition);
}

/** The names of the deck's cards the engine does not fully understand (no card data, or a line it plays only by hand), in deck order. */
export function unsupportedCardNames(deck: SimDeck): string[] {
  return deckNames(deck, (entry, definition, known) => !known || isUnsupported(coverageOf(entry, definition)));
}

/** The names of the deck's cards whose rules a goldfish game never exercises (block triggers, "can't block", "whenever … attacks you"), in deck order. */
export function unexercisedCardNames(deck: SimDeck): string[] {
  return deckNames(deck, (entry, definition, known) => known && coverageOf(entry, definition).unexercised);
}

function deckNames(deck: SimDeck, chosen: (entry: SimDeckEntry, definition: CardDefinition, known: boolean) => boolean): string[] {
  const names: string[] = [];
  for (const entry of deck.entries) {
    const { definition, known } = definitionOf(entry);
    if (chosen(entry, definition, known) && !names.includes(entry.name)) names.push(entry.name);
  }
  return names;
}
