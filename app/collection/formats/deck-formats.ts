// The entry point for decklists: detect the format of a file, read it into a DeckList, and
// write a DeckList back out. The CLI (`proxyfish deck import/export`) and the api call these.

import { countCards } from './deck-list.ts';
import type { DeckList, DeckSection } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { FormatError } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';
import { parseCockatriceCod, serializeCockatriceCod } from './cockatrice-cod.ts';
import { parseMtgaText, serializeMtgaText } from './mtga-text.ts';
import { parseMtgoDek, serializeMtgoDek } from './mtgo-dek.ts';
import { parsePlainText, serializePlainText } from './plain-text.ts';
import { decodeText, looksBinary } from './text-decoding.ts';
import { detectDeckCsv, parseDeckCsv, serializeDeckCsv } from './deck-csv.ts';
import { MWDECK_LINE, parseMwDeck, serializeMwDeck } from './mwdeck.ts';
import { parseXmageDck, serializeXmageDck, XMAGE_LINE } from './xmage-dck.ts';

export const DECK_FORMATS = ['mtga', 'mtgo', 'text', 'cod', 'xmage', 'mwdeck', 'tappedout', 'scryfall'] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

export const DECK_FORMAT_LABELS: Record<DeckFormat, string> = {
  mtga: 'MTG Arena text',
  mtgo: 'MTGO .dek',
  text: 'plain text',
  cod: 'Cockatrice .cod',
  xmage: 'XMage .dck',
  mwdeck: 'Magic Workstation .mwDeck',
  tappedout: 'TappedOut CSV',
  scryfall: 'Scryfall deck CSV',
};

/** File name extension a format is saved with. */
export const DECK_FORMAT_EXTENSIONS: Record<DeckFormat, string> = {
  mtga: '.txt',
  mtgo: '.dek',
  text: '.txt',
  cod: '.cod',
  xmage: '.dck',
  mwdeck: '.mwDeck',
  tappedout: '.csv',
  scryfall: '.csv',
};

/** The sections each format can carry (and so survive a round trip through it). */
export const DECK_FORMAT_SECTIONS: Record<DeckFormat, readonly DeckSection[]> = {
  mtga: ['commander', 'main', 'sideboard', 'maybeboard'],
  mtgo: ['commander', 'main', 'sideboard'],
  text: ['commander', 'main', 'sideboard', 'maybeboard'],
  cod: ['commander', 'main', 'sideboard', 'maybeboard'],
  xmage: ['main', 'sideboard'],
  mwdeck: ['main', 'sideboard'],
  tappedout: ['main', 'sideboard', 'maybeboard'],
  scryfall: ['commander', 'main', 'sideboard', 'maybeboard'],
};

/** Whether a format keeps the deck's name and notes. */
export const DECK_FORMAT_KEEPS: Record<DeckFormat, { name: boolean; notes: boolean; printings: boolean }> = {
  mtga: { name: true, notes: false, printings: true },
  mtgo: { name: false, notes: false, printings: false },
  text: { name: true, notes: true, printings: false },
  cod: { name: true, notes: true, printings: true },
  xmage: { name: true, notes: false, printings: true },
  mwdeck: { name: true, notes: false, printings: false },
  tappedout: { name: false, notes: false, printings: false },
  scryfall: { name: false, notes: false, printings: true },
};

export interface ParseDeckOptions {
  /** Helps detection: ".dek" and ".cod" decide it outright. */
  fileName?: string;
  /** Skip detection. */
  format?: DeckFormat;
}

export interface ParsedDeck extends DeckParseResult {
  format: DeckFormat;
}

const ARENA_PRINTING = /^\s*\d+x?\s+.+\s\([A-Za-z0-9_]{2,8}\)(\s+\S+)?\s*$/;

/** Works out the format from the file name (when it decides) and the content. */
export function detectDeckFormat(text: string, fileName?: string): DeckFormat {
  const extension = fileName?.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  if (extension === '.dek') return 'mtgo';
  if (extension === '.cod') return 'cod';
  if (extension === '.dck') return 'xmage';
  if (extension === '.mwdeck') return 'mwdeck';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  const csv = detectDeckCsv(start);
  if (csv) return csv;
  if (extension === '.csv') throw new FormatError('unrecognised deck CSV: expected a TappedOut (Board,Qty,Name,…) or Scryfall (section,count,name,…) header');
  if (start.startsWith('<')) {
    if (/<cockatrice_deck[\s>]/.test(start)) return 'cod';
    if (/<Deck[\s>]/.test(start)) return 'mtgo';
    throw new FormatError('unrecognised XML deck: expected an MTGO .dek (<Deck>) or a Cockatrice .cod (<cockatrice_deck>)');
  }
  const lines = start.split(/\r\n|\n|\r/).map((line) => line.trim());
  // Bracketed printings ("[M10:146]", "[M10]") are XMage's and Magic Workstation's, never Arena's.
  if (lines.some((line) => XMAGE_LINE.test(line))) return 'xmage';
  if (lines.some((line) => MWDECK_LINE.test(line))) return 'mwdeck';
  // Arena never writes comments or "SB:" lines; plain lists do, and may also use a "Deck" header.
  if (lines.some((line) => line.startsWith('//') || line.startsWith('#') || /^SB:/i.test(line))) return 'text';
  const arena = lines.some(
    (line) => /^(about|deck|companion)$/i.test(line) || /^name\s+\S/i.test(line) || ARENA_PRINTING.test(line),
  );
  return arena ? 'mtga' : 'text';
}

const PARSERS: Record<DeckFormat, (text: string) => DeckParseResult> = {
  mtga: parseMtgaText,
  mtgo: parseMtgoDek,
  text: parsePlainText,
  cod: parseCockatriceCod,
  xmage: parseXmageDck,
  mwdeck: parseMwDeck,
  tappedout: (text) => parseDeckCsv(text, 'tappedout'),
  scryfall: (text) => parseDeckCsv(text, 'scryfall'),
};

const SERIALIZERS: Record<DeckFormat, (deck: DeckList) => string> = {
  mtga: serializeMtgaText,
  mtgo: serializeMtgoDek,
  text: serializePlainText,
  cod: serializeCockatriceCod,
  xmage: serializeXmageDck,
  mwdeck: serializeMwDeck,
  tappedout: (deck) => serializeDeckCsv(deck, 'tappedout'),
  scryfall: (deck) => serializeDeckCsv(deck, 'scryfall'),
};

/**
 * The most cards one deck may hold: far above any format's deck (a 720-card cube, a whole
 * set), far below a pasted million lines, which would freeze every page that reads the deck.
 */
export const MAX_DECK_CARDS = 10_000;
/** The most lines a decklist file may have (cards, comments and blank lines). */
export const MAX_DECK_LINES = 20_000;

/**
 * Reads a decklist file. Lines it cannot read are listed in `problems` with their line
 * numbers (and left out of the deck); a file it cannot read at all throws FormatError.
 */
export function parseDeck(input: string | Uint8Array, options: ParseDeckOptions = {}): ParsedDeck {
  const decoded = decodeText(input);
  if (decoded.text.trim() === '') throw new FormatError('the deck file is empty');
  if (looksBinary(decoded.text)) {
    throw new FormatError('this is not a decklist: the file holds binary data, not text (MTG Arena or plain text, an MTGO .dek or a Cockatrice .cod)');
  }
  const lines = lineCount(decoded.text);
  if (lines > MAX_DECK_LINES) {
    throw new FormatError(`this decklist has ${lines} lines; a deck may have at most ${MAX_DECK_LINES} lines and ${MAX_DECK_CARDS} cards`);
  }
  const format = options.format ?? detectDeckFormat(decoded.text, options.fileName);
  const { deck, problems } = PARSERS[format](decoded.text);
  const cards = countCards(deck);
  if (cards > MAX_DECK_CARDS) throw new FormatError(`this decklist has ${cards} cards; a deck may have at most ${MAX_DECK_CARDS}`);
  const allProblems: FormatProblem[] = [...decoded.problems, ...problems];
  if (countCards(deck) === 0 && !allProblems.some((problem) => problem.severity === 'error')) {
    throw new FormatError(`no cards found in this ${DECK_FORMAT_LABELS[format]} deck`);
  }
  return { deck, format, problems: allProblems };
}

/** Lines ended by LF, CRLF or a lone CR (old Mac files), counted without splitting the text. */
function lineCount(text: string): number {
  const count = (separator: string) => {
    let found = 0;
    for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + 1)) found += 1;
    return found;
  };
  return 1 + Math.max(count('\n'), count('\r'));
}

/** Writes a deck in a format; sections the format cannot hold are left out (DECK_FORMAT_SECTIONS). */
export function serializeDeck(deck: DeckList, format: DeckFormat): string {
  return SERIALIZERS[format](deck);
}

export const isDeckFormat = (value: string): value is DeckFormat => (DECK_FORMATS as readonly string[]).includes(value);
