// "A deck" as the CLI and the Goldfish, Print and Simulate pages take it: a saved deck by name,
// a decklist file, or pasted decklist text, in any format the deck readers know. Every card is
// resolved against the card database; names that match nothing come back with suggestions.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Services } from '../services.ts';
import { DECK_SECTIONS, parseDeck, type DeckList } from './formats/index.ts';
import type { DeckSection } from './model.ts';

export interface DeckCardLine {
  section: DeckSection;
  /** The card's oracle name when resolved, else the name as written. */
  name: string;
  quantity: number;
  card_id: number | null;
  printing_id: number | null;
  set_code: string | null;
  collector_number: string | null;
  /** 1-based line of the decklist, when the deck came from text. */
  line: number | null;
}

export interface UnresolvedCard {
  name: string;
  /** The deck section the line is in (only the main deck is played). */
  section: DeckSection;
  line: number | null;
  suggestions: string[];
}

export interface LoadedDeck {
  name: string;
  /** The saved deck's id, when the source was a saved deck. */
  deckId: number | null;
  lines: DeckCardLine[];
  unresolved: UnresolvedCard[];
  /** Warnings of the decklist reader (line numbers included), for the user to see. */
  problems: string[];
}

/** A saved deck by name, else a decklist file at that path. */
export function loadDeckSource(services: Services, source: string): LoadedDeck {
  const saved = services.decks.list().find((deck) => deck.name.toLowerCase() === source.trim().toLowerCase());
  if (saved) return loadSavedDeck(services, saved.id);
  if (existsSync(source) && statSync(source).isFile()) {
    return loadDeckText(services, readFileSync(source), basename(source));
  }
  throw new Error(`"${source}" is neither a saved deck nor a decklist file`);
}

export function loadSavedDeck(services: Services, deckId: number): LoadedDeck {
  const deck = services.decks.get(deckId);
  const lines = deck.entries.map((entry) => ({
    section: entry.section,
    name: entry.card?.name ?? entry.name,
    quantity: entry.quantity,
    card_id: entry.card_id,
    printing_id: entry.printing_id,
    set_code: entry.set_code,
    collector_number: entry.collector_number,
    line: null,
  }));
  return { name: deck.name, deckId: deck.id, lines, unresolved: unresolvedLines(services, lines), problems: [] };
}

/** Decklist text or bytes in any known format (detected from the content and file name). */
export function loadDeckText(services: Services, text: string | Uint8Array, fileName?: string): LoadedDeck {
  const parsed = parseDeck(text, { fileName });
  const errors = parsed.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(errors.map((problem) => `line ${problem.line}: ${problem.message}`).join('; '));
  }
  const lines = resolveDeckList(services, parsed.deck);
  const unresolved = unresolvedLines(services, lines);
  return {
    name: parsed.deck.name ?? (fileName ? fileName.replace(/\.[^.]+$/, '') : 'Pasted deck'),
    deckId: null,
    lines,
    unresolved,
    problems: parsed.problems.map((problem) => (problem.line ? `line ${problem.line}: ${problem.message}` : problem.message)),
  };
}

/** The lines that match no card, with suggestions for the first of them (CardResolver.suggestions). */
function unresolvedLines(services: Services, lines: readonly DeckCardLine[]): UnresolvedCard[] {
  const unknown = lines.filter((line) => line.card_id === null);
  const suggestions = services.resolver.suggestions(unknown.map((line) => line.name));
  return unknown.map((line) => ({ name: line.name, section: line.section, line: line.line, suggestions: suggestions.get(line.name) ?? [] }));
}

/** Resolves every entry of a parsed decklist against the card database, keeping sections and order. */
export function resolveDeckList(services: Services, deck: DeckList): DeckCardLine[] {
  return services.resolver.batch(() => resolveEntries(services, deck));
}

function resolveEntries(services: Services, deck: DeckList): DeckCardLine[] {
  return DECK_SECTIONS.flatMap((section) =>
    deck.sections[section].map((entry) => {
      const resolved = services.resolver.resolve({ name: entry.name, set: entry.setCode, collectorNumber: entry.collectorNumber });
      return {
        section,
        name: resolved?.name ?? entry.name,
        quantity: entry.quantity,
        card_id: resolved?.cardId ?? null,
        printing_id: resolved?.printingId ?? null,
        set_code: entry.setCode?.toLowerCase() ?? null,
        collector_number: entry.collectorNumber ?? null,
        line: entry.line ?? null,
      };
    }),
  );
}
