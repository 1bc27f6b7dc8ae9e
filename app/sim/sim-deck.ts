// A deck as the simulator takes it: a saved deck or a decklist (app/collection/deck-source.ts),
// resolved against the card database, with each card's definition attached as plain data.
// Workers cannot open SQLite, so everything the engine runner needs travels in the SimDeck.
import type { DeckCardLine, LoadedDeck, UnresolvedCard } from '../collection/deck-source.ts';
import { loadDeckSource, loadDeckText, loadSavedDeck } from '../collection/deck-source.ts';
import { cardFactsOffThread } from '../cards/card-facts-pool.ts';
import { cardDefinitionLookup } from '../db/card-definitions.ts';
import type { CardDefinition, CardLookup } from '../engine/state/card-definition.ts';
import { BUILT_IN_CARDS } from '../engine/state/card-definition.ts';
import type { Services } from '../services.ts';
import type { SimDeck, SimDeckEntry } from './types.ts';

/** How many unknown names an error spells out; a long list ends with how many more there are. */
const NAMED_IN_MESSAGE = 20;

/** Main-deck cards in the list that match no card: the user has to fix the list (names, lines, suggestions). */
export class UnresolvedCardsError extends Error {
  constructor(
    readonly deckName: string,
    readonly unresolved: UnresolvedCard[],
  ) {
    const named = unresolved.slice(0, NAMED_IN_MESSAGE).map(describeUnresolved).join('; ');
    const more = unresolved.length > NAMED_IN_MESSAGE ? `; and ${unresolved.length - NAMED_IN_MESSAGE} more` : '';
    super(`${deckName}: ${unresolved.length} main-deck card name(s) match no card: ${named}${more}`);
    this.name = 'UnresolvedCardsError';
  }
}

export function describeUnresolved(card: UnresolvedCard): string {
  const where = card.line === null ? '' : `line ${card.line}: `;
  const hint = card.suggestions.length > 0 ? ` (did you mean ${card.suggestions.slice(0, 3).map((name) => `"${name}"`).join(', ')}?)` : '';
  return `${where}"${card.name}"${hint}`;
}

/**
 * Only the main deck is played; sideboard, commander and maybeboard lines are left out. Each
 * distinct card is compiled once, off the request thread for a large deck (card-facts-pool.ts).
 */
export async function simDeckFromLines(name: string, lines: readonly DeckCardLine[], lookup: CardLookup): Promise<SimDeck> {
  const byName = new Map<string, SimDeckEntry>();
  for (const line of lines) {
    if (line.section !== 'main' || line.quantity <= 0) continue;
    const known = byName.get(line.name);
    if (known) {
      known.count += line.quantity;
      continue;
    }
    const definition: CardDefinition | undefined = lookup(line.name) ?? BUILT_IN_CARDS.get(line.name);
    byName.set(line.name, { name: line.name, count: line.quantity, isLand: false, hasCycling: false, card: definition });
  }
  const entries = [...byName.values()];
  const known = entries.filter((entry) => entry.card !== undefined);
  const facts = await cardFactsOffThread(known.map((entry) => entry.card as CardDefinition));
  known.forEach((entry, index) => {
    const { isLand, hasCycling, fullyEnforced, unexercised } = facts[index]!;
    Object.assign(entry, { isLand, hasCycling, fullyEnforced, unexercised });
  });
  return { name, entries };
}

/**
 * The deck for the simulator. Only the main deck is played, so only an unknown main-deck name
 * stops it (UnresolvedCardsError names them); unknown names elsewhere (sideboard, maybeboard,
 * commander) come back in `unplayed` for the user to see.
 */
export async function simDeckFromLoaded(services: Services, loaded: LoadedDeck): Promise<SimDeck> {
  const unknownInMain = loaded.unresolved.filter((card) => card.section === 'main');
  if (unknownInMain.length > 0) throw new UnresolvedCardsError(loaded.name, unknownInMain);
  const deck = await simDeckFromLines(loaded.name, loaded.lines, cardDefinitionLookup(services.db));
  const unplayed = loaded.unresolved.map(({ name, section, line }) => ({ name, section, line }));
  return unplayed.length > 0 ? { ...deck, unplayed } : deck;
}

/** A saved deck by name or a decklist file (CLI). */
export function loadSimDeck(services: Services, source: string): Promise<SimDeck> {
  return simDeckFromLoaded(services, loadDeckSource(services, source));
}

/** A saved deck by id (api). */
export function loadSavedSimDeck(services: Services, deckId: number): Promise<SimDeck> {
  return simDeckFromLoaded(services, loadSavedDeck(services, deckId));
}

/** Pasted decklist text in any known format (api). */
export function loadPastedSimDeck(services: Services, text: string, name?: string): Promise<SimDeck> {
  const loaded = loadDeckText(services, text);
  return simDeckFromLoaded(services, name ? { ...loaded, name } : loaded);
}
