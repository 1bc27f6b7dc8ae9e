// Where the cards to print come from: a saved deck (all cards, only the copies missing from the
// collection, or chosen entries), a search result, a pasted decklist, a custom set, or single
// cards by name. Each source becomes the same thing, lines for the print queue, plus the names
// it could not resolve (with their decklist line and suggestions) so the user sees them.
import { z } from 'zod';
import { ownershipLines } from '../collection/deck-analysis.ts';
import { loadDeckText, type DeckCardLine } from '../collection/deck-source.ts';
import { deckName } from '../collection/deck-service.ts';
import type { DeckSection } from '../collection/model.ts';
import type { Services } from '../services.ts';
import type { PrintQueueItem } from './print-queue.ts';

export interface SourceProblem {
  name: string;
  /** 1-based line of a pasted decklist, when known. */
  line: number | null;
  suggestions: string[];
}

export interface SourcedCards {
  /** The sheet title this source suggests ("UB Cycling — missing cards"). */
  title: string;
  items: PrintQueueItem[];
  unresolved: SourceProblem[];
}

const quantity = z.number().int().min(1).max(999);

/**
 * Which of a deck's cards to print: only the main deck (with the commander) or every section
 * but the maybeboard; and basic lands: all of them, none, or only the copies you do not own.
 */
export const deckPrintFilterFields = {
  mainOnly: z.boolean().optional(),
  skipBasics: z.enum(['none', 'owned', 'all']).optional(),
};
/** Without a filter: every section but the maybeboard, every basic land. */
export interface DeckPrintFilter {
  mainOnly: boolean;
  skipBasics: 'none' | 'owned' | 'all';
}
const NO_FILTER: DeckPrintFilter = { mainOnly: false, skipBasics: 'none' };
/** "Main deck only" keeps these sections: a commander is part of the deck. */
const MAIN_SECTIONS: ReadonlySet<DeckSection> = new Set(['main', 'commander']);

/** Every kind of source, as the api and the Print page send it. */
export const printSourceSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('deck'),
      deck: z.union([z.number().int().positive(), deckName]),
      which: z.enum(['all', 'missing', 'selection']),
      entryIds: z.array(z.number().int().positive()).max(5000).optional(),
      ...deckPrintFilterFields,
    })
    .strict(),
  z
    .object({
      kind: z.literal('search'),
      title: z.string().max(200).optional(),
      cards: z.array(z.object({ card_id: z.number().int().positive(), quantity: quantity.default(1) }).strict()).min(1).max(5000),
    })
    .strict(),
  z
    .object({ kind: z.literal('decklist'), text: z.string().min(1).max(1024 * 1024), fileName: z.string().max(255).optional(), ...deckPrintFilterFields })
    .strict(),
  z.object({ kind: z.literal('customSet'), setCode: z.string().trim().max(8).optional() }).strict(),
  z
    .object({
      kind: z.literal('cards'),
      cards: z.array(z.object({ name: z.string().trim().min(1).max(200), quantity: quantity.default(1) }).strict()).min(1).max(5000),
    })
    .strict(),
]);
export type PrintSource = z.output<typeof printSourceSchema>;

/** The filter an input asks for, with the defaults filled in. */
export function deckPrintFilter(source: { mainOnly?: boolean; skipBasics?: DeckPrintFilter['skipBasics'] }): DeckPrintFilter {
  return { mainOnly: source.mainOnly ?? false, skipBasics: source.skipBasics ?? 'none' };
}

export function cardsFromSource(services: Services, source: PrintSource): SourcedCards {
  switch (source.kind) {
    case 'deck':
      return fromDeck(services, source.deck, source.which, source.entryIds, deckPrintFilter(source));
    case 'search':
      return fromSearch(services, source.cards, source.title);
    case 'decklist':
      return fromDecklist(services, source.text, source.fileName, deckPrintFilter(source));
    case 'customSet':
      return fromCustomSet(services, source.setCode);
    case 'cards':
      return fromNames(services, source.cards);
  }
}

/**
 * A saved deck's cards; "missing" counts copies owned across the whole collection. The filter
 * applies to "all" and "missing"; a selection is printed as chosen.
 */
export function fromDeck(
  services: Services,
  ref: number | string,
  which: 'all' | 'missing' | 'selection',
  entryIds: readonly number[] = [],
  filter: DeckPrintFilter = NO_FILTER,
): SourcedCards {
  const deck = services.decks.get(ref);
  const owned = services.collection.ownedCounts(deck.entries.flatMap((entry) => (entry.card_id === null ? [] : [entry.card_id])));
  const lines = new Map(ownershipLines(deck, owned).map((line) => [line.entryId, line]));
  const chosen = new Set(entryIds);
  const kept: (PrintQueueItem & { section: DeckSection })[] = [];
  const unresolved: SourceProblem[] = [];
  for (const entry of deck.entries) {
    if (entry.section === 'maybeboard' && which !== 'selection') continue;
    if (which === 'selection' && !chosen.has(entry.id)) continue;
    const count = which === 'missing' ? (lines.get(entry.id)?.missing ?? 0) : entry.quantity;
    if (count <= 0) continue;
    kept.push({ section: entry.section, name: entry.card?.name ?? entry.name, quantity: count, card_id: entry.card_id, printing_id: entry.printing_id });
    if (entry.card_id === null) unresolved.push({ name: entry.name, line: null, suggestions: [] });
  }
  withSuggestions(services, unresolved);
  const label = { all: 'all cards', missing: 'missing cards', selection: 'selected cards' }[which];
  const deckFilter = which === 'selection' ? NO_FILTER : which === 'missing' ? forMissingCopies(filter) : filter;
  const items = filteredLines(services, kept, deckFilter).map(({ section: _section, ...item }) => item);
  return { title: `${deck.name} — ${label}`, items, unresolved: unresolved.filter((problem) => items.some((item) => item.card_id === null && item.name === problem.name)) };
}

/** Missing copies are already net of the collection: skipping owned basics again would count them twice. */
export function forMissingCopies(filter: DeckPrintFilter): DeckPrintFilter {
  return filter.skipBasics === 'owned' ? { ...filter, skipBasics: 'none' } : filter;
}

/** The deck's lines left after "main deck only" and "skip basic lands". */
function filteredLines<L extends PrintQueueItem & { section: DeckSection }>(services: Services, lines: readonly L[], filter: DeckPrintFilter): L[] {
  const inDeck = filter.mainOnly ? lines.filter((line) => MAIN_SECTIONS.has(line.section)) : [...lines];
  if (filter.skipBasics === 'none') return inDeck;
  const basic = basicLandIds(services, inDeck);
  if (filter.skipBasics === 'all') return inDeck.filter((line) => line.card_id === null || !basic.has(line.card_id));
  return withoutOwnedCopies(services, inDeck, (line) => line.card_id !== null && basic.has(line.card_id));
}

/** Which of these lines' cards are basic lands (Plains, Snow-Covered Island, Wastes …). */
function basicLandIds(services: Services, lines: readonly PrintQueueItem[]): Set<number> {
  const typeLine = services.db.prepare<[number], string>('SELECT type_line FROM cards WHERE id = ?').pluck();
  const ids = new Set<number>();
  for (const line of lines) {
    if (line.card_id === null) continue;
    const front = (typeLine.get(line.card_id) ?? '').split('//')[0]!;
    if (/\bBasic\b/.test(front) && /\bLand\b/.test(front)) ids.add(line.card_id);
  }
  return ids;
}

/** Fills in "did you mean" for the first unresolved names (CardResolver.suggestions). */
function withSuggestions(services: Services, unresolved: SourceProblem[]): void {
  const suggestions = services.resolver.suggestions(unresolved.map((problem) => problem.name));
  for (const problem of unresolved) problem.suggestions = suggestions.get(problem.name) ?? [];
}

/** Cards picked from a search result, by id. */
export function fromSearch(services: Services, cards: readonly { card_id: number; quantity: number }[], title = 'Search result'): SourcedCards {
  const nameOf = services.db.prepare<[number], string>('SELECT name FROM cards WHERE id = ?').pluck();
  const items: PrintQueueItem[] = [];
  const unresolved: SourceProblem[] = [];
  for (const card of cards) {
    const name = nameOf.get(card.card_id);
    if (name === undefined) unresolved.push({ name: `card ${card.card_id}`, line: null, suggestions: [] });
    else items.push({ name, quantity: card.quantity, card_id: card.card_id, printing_id: null });
  }
  return { title, items, unresolved };
}

/** A decklist in any known format; the maybeboard is left out. */
export function fromDecklist(services: Services, text: string | Uint8Array, fileName?: string, filter: DeckPrintFilter = NO_FILTER): SourcedCards {
  return fromLoadedLines(services, loadDeckText(services, text, fileName), filter);
}

/** Lines of a loaded deck (decklist file, pasted text or saved deck) as queue lines. */
export function fromLoadedLines(
  services: Services,
  deck: { name: string; lines: DeckCardLine[]; unresolved: SourceProblem[] },
  filter: DeckPrintFilter = NO_FILTER,
): SourcedCards {
  const lines = deck.lines
    .filter((line) => line.section !== 'maybeboard')
    .map((line) => ({ section: line.section, name: line.name, quantity: line.quantity, card_id: line.card_id, printing_id: line.printing_id }));
  const items = filteredLines(services, lines, filter).map(({ section: _section, ...item }) => item);
  return { title: deck.name, items, unresolved: deck.unresolved.map(({ name, line, suggestions }) => ({ name, line, suggestions })) };
}

/** All custom and playtest cards, or those of one set, one copy each. */
export function fromCustomSet(services: Services, setCode?: string): SourcedCards {
  const cards = services.customCards.list(setCode ? { setCode } : {});
  const printingOf = services.db
    .prepare<[number], number>('SELECT id FROM printings WHERE card_id = ? ORDER BY id LIMIT 1')
    .pluck();
  return {
    title: setCode ? `Custom set ${setCode.toUpperCase()}` : 'Custom and playtest cards',
    items: cards.map((card) => ({ name: card.name, quantity: 1, card_id: card.id, printing_id: printingOf.get(card.id) ?? null })),
    unresolved: [],
  };
}

/** Single cards by name, with quantities. */
export function fromNames(services: Services, cards: readonly { name: string; quantity: number }[]): SourcedCards {
  const items: PrintQueueItem[] = [];
  const unresolved: SourceProblem[] = [];
  services.resolver.batch(() => {
    for (const card of cards) {
      const resolved = services.resolver.resolve({ name: card.name });
      if (resolved) items.push({ name: resolved.name, quantity: card.quantity, card_id: resolved.cardId, printing_id: resolved.printingId });
      else unresolved.push({ name: card.name, line: null, suggestions: [] });
    }
  });
  withSuggestions(services, unresolved);
  return { title: cards.length === 1 ? cards[0]!.name : 'Single cards', items, unresolved };
}

/**
 * Keeps only the copies not in the collection. Copies owned are shared out over the lines of the
 * same card in order (as the deck view counts them), so two lines never use the same copies.
 */
export function onlyMissing(services: Services, sourced: SourcedCards): SourcedCards {
  return { ...sourced, title: `${sourced.title} — missing cards`, items: withoutOwnedCopies(services, sourced.items, () => true) };
}

/** Takes the copies the collection holds off the lines `applies` picks; lines left empty go. */
function withoutOwnedCopies<L extends PrintQueueItem>(services: Services, lines: readonly L[], applies: (line: L) => boolean): L[] {
  const left = services.collection.ownedCounts(lines.flatMap((line) => (line.card_id !== null && applies(line) ? [line.card_id] : [])));
  return lines.flatMap((line) => {
    if (line.card_id === null || !applies(line)) return [line];
    const available = left.get(line.card_id) ?? 0;
    const use = Math.min(available, line.quantity);
    left.set(line.card_id, available - use);
    return line.quantity - use > 0 ? [{ ...line, quantity: line.quantity - use }] : [];
  });
}
