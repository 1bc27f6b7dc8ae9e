// Decklists as CSV, from two deck sites, told apart by their header:
//
// TappedOut ("Export → CSV"):  Board,Qty,Name,Printing,Foil,Alter,Signed,Condition,Languange
//   Board is main, side or maybe; Printing is the set code. ("Languange" is TappedOut's own
//   spelling; "Language" is read too.)
// Scryfall (a deck's "Export → CSV"):
//   section,count,name,mana_cost,type,set,set_code,collector_number,lang,rarity,artist,finish,usd,eur,tix,scryfall_uri,scryfall_id
//   section is commanders, mainboard, sideboard or maybeboard.
//
// Columns are found by name (any order, any case); others are ignored.

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { emptyDeck } from './deck-list.ts';
import type { DeckEntry, DeckList, DeckSection } from './deck-list.ts';
import type { DeckParseResult } from './deck-parse-result.ts';
import { FormatError, problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';

export type DeckCsvFormat = 'tappedout' | 'scryfall';

interface DeckCsvShape {
  label: string;
  /** Header names written on export, in order. */
  columns: readonly string[];
  quantity: string;
  name: string;
  section: string;
  setCode: readonly string[];
  collectorNumber?: string;
  /** The section word the site writes for each section it has (TappedOut has no commander board). */
  sections: Partial<Record<DeckSection, string>>;
  /** Whether a header (lower-cased names) is this site's. */
  matches(header: ReadonlySet<string>): boolean;
}

export const DECK_CSV: Record<DeckCsvFormat, DeckCsvShape> = {
  tappedout: {
    label: 'TappedOut CSV',
    columns: ['Board', 'Qty', 'Name', 'Printing', 'Foil', 'Alter', 'Signed', 'Condition', 'Languange'],
    quantity: 'qty',
    name: 'name',
    section: 'board',
    setCode: ['printing', 'set'],
    sections: { main: 'main', sideboard: 'side', maybeboard: 'maybe' },
    matches: (header) => header.has('board') && header.has('qty') && header.has('name'),
  },
  scryfall: {
    label: 'Scryfall deck CSV',
    columns: ['section', 'count', 'name', 'mana_cost', 'type', 'set', 'set_code', 'collector_number', 'lang', 'rarity', 'artist', 'finish', 'usd', 'eur', 'tix', 'scryfall_uri', 'scryfall_id'],
    quantity: 'count',
    name: 'name',
    section: 'section',
    setCode: ['set_code', 'set'],
    collectorNumber: 'collector_number',
    sections: { commander: 'commanders', main: 'mainboard', sideboard: 'sideboard', maybeboard: 'maybeboard' },
    matches: (header) => header.has('section') && header.has('count') && header.has('name'),
  },
};

/** Which site's CSV this is, from its first line; undefined when it is neither. */
export function detectDeckCsv(text: string): DeckCsvFormat | undefined {
  const first = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  if (!first.includes(',')) return undefined;
  const header = new Set(first.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase()));
  return (Object.keys(DECK_CSV) as DeckCsvFormat[]).find((format) => DECK_CSV[format].matches(header));
}

/** Section words as both sites write them, and their other spellings. */
const SECTION_WORDS: Record<string, DeckSection> = {
  '': 'main',
  main: 'main',
  mainboard: 'main',
  deck: 'main',
  side: 'sideboard',
  sideboard: 'sideboard',
  maybe: 'maybeboard',
  maybeboard: 'maybeboard',
  commander: 'commander',
  commanders: 'commander',
};

export function parseDeckCsv(text: string, format: DeckCsvFormat): DeckParseResult {
  const shape = DECK_CSV[format];
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new FormatError(`this ${shape.label} file cannot be read: ${(error as Error).message}`);
  }
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const quantityAt = column(shape.quantity);
  const nameAt = column(shape.name);
  const sectionAt = column(shape.section);
  const setAt = shape.setCode.map(column).find((at) => at >= 0) ?? -1;
  const numberAt = shape.collectorNumber ? column(shape.collectorNumber) : -1;
  if (quantityAt < 0 || nameAt < 0) throw new FormatError(`this ${shape.label} file has no "${shape.quantity}" and "${shape.name}" columns`, 1);
  const deck = emptyDeck();
  const problems: FormatProblem[] = [];
  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    const raw = record.join(',');
    const name = record[nameAt]?.trim() ?? '';
    const quantityCell = record[quantityAt]?.trim() ?? '';
    // "4x" as some sites write it.
    const quantityText = quantityCell.replace(/(?<=\d)x$/i, '');
    if (name === '') {
      problems.push(problemAt('error', line, 'the card name is missing', raw));
      return;
    }
    if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1 || Number(quantityText) > 100_000) {
      problems.push(problemAt('error', line, `quantity "${quantityCell}" is not a whole number from 1 to 100000`, raw));
      return;
    }
    const sectionWord = sectionAt >= 0 ? (record[sectionAt] ?? '') : '';
    const section = SECTION_WORDS[sectionWord.trim().toLowerCase()];
    if (!section) problems.push(problemAt('warning', line, `unknown ${shape.section} "${sectionWord}": read as the main deck`, raw));
    const entry: DeckEntry = { quantity: Number(quantityText), name, line };
    const setCode = setAt >= 0 ? record[setAt]?.trim() : '';
    if (setCode) entry.setCode = setCode;
    const number = numberAt >= 0 ? record[numberAt]?.trim() : '';
    if (number) entry.collectorNumber = number;
    deck.sections[section ?? 'main'].push(entry);
  });
  return { deck, problems };
}

/** Writes the site's columns; those a deck does not know (price, foil …) are left empty, and
 * sections the site has no board for are left out (and reported by the caller). */
export function serializeDeckCsv(deck: DeckList, format: DeckCsvFormat): string {
  const shape = DECK_CSV[format];
  const lower = shape.columns.map((name) => name.toLowerCase());
  const written = (Object.keys(deck.sections) as DeckSection[]).filter((section) => shape.sections[section] !== undefined);
  const rows = written.flatMap((section) =>
    deck.sections[section].map((entry) => {
      const cells: Record<string, string> = {
        [shape.section]: shape.sections[section]!,
        [shape.quantity]: String(entry.quantity),
        [shape.name]: entry.name,
        [shape.setCode[0]!]: entry.setCode ?? '',
        ...(shape.collectorNumber ? { [shape.collectorNumber]: entry.collectorNumber ?? '' } : {}),
      };
      return lower.map((name) => cells[name] ?? '');
    }),
  );
  return stringify([[...shape.columns], ...rows]);
}
