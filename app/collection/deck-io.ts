// Decklist files in and out of the saved decks: import a file (any format the readers know)
// as a new deck in one transaction, export a saved deck in a chosen format. Names that match
// no card are kept in the deck as unresolved entries and reported with their line and
// "did you mean" suggestions, so the user can fix them (DeckService.resolveEntry).
import type { Services } from '../services.ts';
import { deckEntryInput, type Deck, type DeckEntryInput } from './deck-service.ts';
import {
  DECK_FORMAT_EXTENSIONS,
  DECK_FORMAT_SECTIONS,
  DECK_SECTIONS,
  FormatError,
  countCards,
  parseDeck,
  serializeDeck,
  type DeckFormat,
  type DeckList,
} from './formats/index.ts';
import type { DeckSection } from './model.ts';

export interface DeckImportInput {
  /** The file's text or bytes (UTF-8, UTF-16 with BOM, or Windows-1252). */
  content: string | Uint8Array;
  /** The file's name: helps detect the format, and names the deck when the file does not. */
  fileName?: string;
  /** The deck's name; wins over the file's own name. A taken name gets " (2)", " (3)", … */
  name?: string;
  /** Skip detection. */
  format?: DeckFormat;
}

export interface UnresolvedDeckEntry {
  /** The deck entry to fix with `decks.resolveEntry`. */
  entryId: number;
  section: DeckSection;
  name: string;
  quantity: number;
  /** 1-based line of the imported file. */
  line: number | null;
  suggestions: string[];
}

/** A line of the file that could not be read at all (not in the deck), or a warning about one. */
export interface DeckImportProblem {
  severity: 'error' | 'warning';
  line: number;
  message: string;
  text?: string;
}

export interface DeckImportResult {
  deck: Deck;
  format: DeckFormat;
  unresolved: UnresolvedDeckEntry[];
  problems: DeckImportProblem[];
}

export interface DeckExport {
  text: string;
  /** A file name for the download: the deck's name, made safe, with the format's extension. */
  fileName: string;
  format: DeckFormat;
  mimeType: string;
  /** Sections the format cannot hold, left out of the file (e.g. the maybeboard in a .dek). */
  leftOut: { section: DeckSection; cards: number }[];
}

const MIME_TYPES: Record<DeckFormat, string> = {
  mtga: 'text/plain',
  mtgo: 'application/xml',
  text: 'text/plain',
  cod: 'application/xml',
  xmage: 'text/plain',
  mwdeck: 'text/plain',
  tappedout: 'text/csv',
  scryfall: 'text/csv',
};

/** Reads a decklist and saves it as a new deck, all in one transaction. */
export function importDeck(services: Services, input: DeckImportInput): DeckImportResult {
  const parsed = parseDeck(input.content, { fileName: input.fileName, format: input.format });
  if (countCards(parsed.deck) === 0) {
    // Every line was unreadable: an empty deck would only hide that; say what the first ones were.
    const first = parsed.problems.filter((problem) => problem.severity === 'error').slice(0, 3);
    throw new FormatError(`no card line could be read (${first.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')})`);
  }
  const entries: DeckEntryInput[] = DECK_SECTIONS.flatMap((section) =>
    parsed.deck.sections[section].map((entry) => ({
      section,
      name: entry.name,
      quantity: entry.quantity,
      set_code: entry.setCode ?? null,
      collector_number: entry.collectorNumber ?? null,
      ...(entry.line === undefined ? {} : { line: entry.line }),
    })),
  );
  // Checked before anything is written, so an entry the deck cannot hold fails with its line.
  for (const entry of entries) {
    const checked = deckEntryInput.safeParse(entry);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.join('.') ?? 'entry';
      throw new FormatError(`${field} of "${entry.name}" cannot be imported: ${issue?.message ?? 'invalid'}`, entry.line);
    }
  }
  const wanted = input.name?.trim() || parsed.deck.name?.trim() || fileStem(input.fileName) || 'Imported deck';
  const { deck, unresolved } = services.db.transaction(() =>
    services.decks.create({ name: services.decks.freeName(wanted), notes: parsed.deck.notes ?? '', entries }),
  ).immediate();

  // Pair each unresolved entry of the saved deck with the line it came from.
  const lines = new Map<string, number[]>();
  for (const name of unresolved) {
    const key = name.name;
    lines.set(key, [...(lines.get(key) ?? []), ...(name.line === null ? [] : [name.line])]);
  }
  const unknown = deck.entries.filter((entry) => entry.card_id === null);
  const suggestions = services.resolver.suggestions(unknown.map((entry) => entry.name));
  return {
    deck,
    format: parsed.format,
    unresolved: unknown
      .map((entry) => ({
        entryId: entry.id,
        section: entry.section,
        name: entry.name,
        quantity: entry.quantity,
        line: lines.get(entry.name)?.shift() ?? null,
        suggestions: suggestions.get(entry.name) ?? [],
      }))
      .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity)),
    problems: parsed.problems.map(({ severity, line, message, text }) => ({ severity, line, message, ...(text === undefined ? {} : { text }) })),
  };
}

/** The unresolved entries of a saved deck with suggestions (for the deck view's review list). */
export function unresolvedEntries(services: Services, deck: Deck): UnresolvedDeckEntry[] {
  const unknown = deck.entries.filter((entry) => entry.card_id === null);
  const suggestions = services.resolver.suggestions(unknown.map((entry) => entry.name));
  return unknown.map((entry) => ({
      entryId: entry.id,
      section: entry.section,
      name: entry.name,
      quantity: entry.quantity,
      line: null,
      suggestions: suggestions.get(entry.name) ?? [],
    }));
}

/** A saved deck as the neutral DeckList the format writers take. */
export function deckListOf(deck: Deck): DeckList {
  const list: DeckList = { name: deck.name, sections: { commander: [], main: [], sideboard: [], maybeboard: [] } };
  if (deck.notes.trim()) list.notes = deck.notes;
  for (const entry of deck.entries) {
    list.sections[entry.section].push({
      quantity: entry.quantity,
      name: entry.card?.name ?? entry.name,
      // Arena and Cockatrice write set codes in capitals; the database keeps them lower-case.
      ...(entry.set_code ? { setCode: entry.set_code.toUpperCase() } : {}),
      ...(entry.collector_number ? { collectorNumber: entry.collector_number } : {}),
    });
  }
  return list;
}

export function exportDeck(services: Services, ref: number | string, format: DeckFormat): DeckExport {
  const deck = services.decks.get(ref);
  const list = deckListOf(deck);
  const kept = DECK_FORMAT_SECTIONS[format];
  const leftOut = DECK_SECTIONS.filter((section) => !kept.includes(section))
    .map((section) => ({ section, cards: list.sections[section].reduce((sum, entry) => sum + entry.quantity, 0) }))
    .filter((part) => part.cards > 0);
  return {
    text: serializeDeck(list, format),
    fileName: `${safeFileName(deck.name)}${format === 'mtga' ? '.arena' : ''}${DECK_FORMAT_EXTENSIONS[format]}`,
    format,
    mimeType: MIME_TYPES[format],
    leftOut,
  };
}

function fileStem(fileName: string | undefined): string {
  if (!fileName) return '';
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base.replace(/\.[^.]+$/, '').trim();
}

/** Keeps letters (any script), digits, spaces and a few marks; what file systems refuse becomes "_". */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return cleaned || 'deck';
}
