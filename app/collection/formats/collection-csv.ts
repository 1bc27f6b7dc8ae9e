// The entry point for collection CSV files: detect which tool exported a file from its header,
// read its rows into CollectionRows (streaming through csv-parse, so a 50,000-row export is
// read in one pass without a second copy of the records), and write rows in a tool's exact
// format with csv-stringify.
//
// What goes wrong is reported, never thrown as a stack trace:
// - the file as a whole (empty, a header no tool writes, a quote that never closes) throws a
//   FormatError naming the line and what was found;
// - one row (a bad quantity, a missing name, a row cut short) becomes an `error` problem with
//   its line and text, and the row is left out of `rows`;
// - a value that cannot be read (an unknown condition, language or price) becomes a `warning`
//   and the row is kept without it.

import { parse } from 'csv-parse';
import type { CsvError, Info } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import type { CollectionRow } from './collection-row.ts';
import type { CollectionCsvFormat, CollectionFormat } from './csv-format.ts';
import { COLLECTION_FORMATS, readPrice, readTags } from './csv-format.ts';
import { FormatError, problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';
import { archidektCsv } from './archidekt-csv.ts';
import { deckboxCsv } from './deckbox-csv.ts';
import { dragonShieldCsv } from './dragon-shield-csv.ts';
import { manaboxCsv } from './manabox-csv.ts';
import { moxfieldCsv } from './moxfield-csv.ts';
import { readLanguage } from './languages.ts';
import { decodeText } from './text-decoding.ts';

export const COLLECTION_CSV_FORMATS: Record<CollectionFormat, CollectionCsvFormat> = {
  moxfield: moxfieldCsv,
  deckbox: deckboxCsv,
  manabox: manaboxCsv,
  archidekt: archidektCsv,
  dragonshield: dragonShieldCsv,
};

// Most specific first: Deckbox's header is a superset of the columns that identify Moxfield.
const DETECTION_ORDER: CollectionFormat[] = ['manabox', 'dragonshield', 'archidekt', 'deckbox', 'moxfield'];

export type CollectionCsvInput = string | Uint8Array | AsyncIterable<Uint8Array | string>;

export interface ParseCollectionOptions {
  /** Skip detection; the header must still hold this tool's quantity and name columns. */
  format?: CollectionFormat;
  /** Called every 1,000 rows with the number read so far (for a job's progress report). */
  onProgress?: (rowsRead: number) => void;
  signal?: AbortSignal;
}

export interface ParsedCollection {
  rows: CollectionRow[];
  format: CollectionFormat;
  problems: FormatProblem[];
  /** Header names as found in the file. */
  columns: string[];
}

const normaliseHeader = (name: string): string => name.trim().toLowerCase();

/** Which tool wrote this header; undefined when none matches. */
export function detectCollectionFormat(columns: readonly string[]): CollectionFormat | undefined {
  const header = new Set(columns.map(normaliseHeader));
  return DETECTION_ORDER.find((format) => COLLECTION_CSV_FORMATS[format].matches(header));
}

async function collectInput(input: CollectionCsvInput): Promise<string | Uint8Array> {
  if (typeof input === 'string' || input instanceof Uint8Array) return input;
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  for await (const chunk of input) parts.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  return Buffer.concat(parts);
}

/** An Excel "sep=;" hint line (quoted or not): its delimiter, or undefined. */
function separatorHint(firstLine: string): string | undefined {
  const match = /^"?sep=(.)"?\s*$/i.exec(firstLine.trim());
  return match ? match[1] : undefined;
}

/** Spreadsheets saved in some locales use ";" or a tab; pick the one the header line uses. */
function guessDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, headerLine.split(delimiter).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** The line on which the quote that is still open at the end of the text was opened. */
function unclosedQuoteLine(text: string): number {
  let open = -1;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) open = open === -1 ? at : -1;
  if (open === -1) return 1;
  return lineBreaks(text.slice(0, open)) + 1;
}

const lineBreaks = (value: string): number => value.match(/\r\n|\n|\r/g)?.length ?? 0;

/**
 * Reads a collection CSV exported by Moxfield, Deckbox, ManaBox, Archidekt or Dragon Shield.
 * Takes the file's text, its bytes (UTF-8 with or without BOM; other bytes are read as
 * Windows-1252 with a warning) or a stream of chunks.
 */
export async function parseCollectionCsv(input: CollectionCsvInput, options: ParseCollectionOptions = {}): Promise<ParsedCollection> {
  const decoded = decodeText(await collectInput(input));
  const problems: FormatProblem[] = [...decoded.problems];
  let text = decoded.text;
  if (text.trim() === '') throw new FormatError('the CSV file is empty');

  let lineOffset = 0;
  const firstBreak = text.search(/\r\n|\n|\r/);
  const firstLine = firstBreak === -1 ? text : text.slice(0, firstBreak);
  const hinted = separatorHint(firstLine);
  if (hinted !== undefined) {
    text = text.slice(firstLine.length).replace(/^(\r\n|\n|\r)/, '');
    lineOffset = 1;
  }
  const headerLine = text.slice(0, Math.max(0, text.search(/\r\n|\n|\r/))) || text;
  const delimiter = hinted ?? guessDelimiter(headerLine);

  const parser = parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true, bom: true });
  const feed = (async () => {
    const chunkSize = 1 << 16;
    for (let start = 0; start < text.length; start += chunkSize) {
      if (!parser.write(text.slice(start, start + chunkSize))) {
        await new Promise<void>((resolve) => parser.once('drain', () => resolve()));
      }
    }
    parser.end();
  })();

  let format: CollectionCsvFormat | undefined;
  let columns: string[] = [];
  let index = new Map<string, number>();
  let mapped = new Set<string>();
  const rows: CollectionRow[] = [];

  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      options.signal?.throwIfAborted();
      const { record, info } = item;
      const endLine = info.lines + lineOffset;
      const line = endLine - record.reduce((n, cell) => n + lineBreaks(cell), 0);
      if (!format) {
        columns = record.map((name) => name.trim());
        format = chooseFormat(columns, options.format, line);
        index = new Map(columns.map((name, i) => [normaliseHeader(name), i]));
        mapped = new Set(Object.values(format.fields).map(normaliseHeader));
        continue;
      }
      const row = readRow(format, record, line, columns, index, mapped, problems, delimiter);
      if (row) {
        rows.push(row);
        if (options.onProgress && rows.length % 1000 === 0) options.onProgress(rows.length);
      }
    }
    await feed;
  } catch (error) {
    parser.destroy();
    if (error instanceof FormatError) throw error;
    const csvError = error as CsvError;
    if (csvError.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new FormatError(
        'a quoted field that starts here is never closed: the file looks truncated, or a value has a stray double quote',
        unclosedQuoteLine(text) + lineOffset,
      );
    }
    if (typeof csvError.code === 'string' && csvError.code.startsWith('CSV_')) {
      throw new FormatError(`the file is not valid CSV: ${csvError.message}`, typeof csvError['lines'] === 'number' ? csvError['lines'] + lineOffset : undefined);
    }
    throw error;
  }
  if (!format) throw new FormatError('the CSV file has no header line');
  return { rows, format: format.id, problems, columns };
}

function chooseFormat(columns: string[], requested: CollectionFormat | undefined, line: number): CollectionCsvFormat {
  const found = columns.map((name) => `"${name}"`).join(', ');
  if (requested) {
    const format = COLLECTION_CSV_FORMATS[requested];
    const header = new Set(columns.map(normaliseHeader));
    const missing = [format.fields.quantity, format.fields.name].filter((name) => !header.has(normaliseHeader(name)));
    if (missing.length) {
      throw new FormatError(
        `this is not a ${format.label} CSV: the header lacks ${missing.map((name) => `"${name}"`).join(' and ')} (found ${found})`,
        line,
      );
    }
    return format;
  }
  const detected = detectCollectionFormat(columns);
  if (!detected) {
    const tools = DETECTION_ORDER.map((id) => COLLECTION_CSV_FORMATS[id].label).join(', ');
    throw new FormatError(`unrecognised collection CSV header: found columns ${found}; expected the export header of ${tools}`, line);
  }
  return COLLECTION_CSV_FORMATS[detected];
}

function readRow(
  format: CollectionCsvFormat,
  record: string[],
  line: number,
  columns: string[],
  index: Map<string, number>,
  mapped: Set<string>,
  problems: FormatProblem[],
  delimiter: string,
): CollectionRow | undefined {
  if (record.every((cell) => cell.trim() === '')) return undefined;
  const rawText = record.join(delimiter);
  const cell = (column: string): string | undefined => {
    const at = index.get(normaliseHeader(column));
    return at === undefined ? undefined : record[at]?.trim();
  };
  const error = (message: string) => {
    problems.push(problemAt('error', line, message, rawText));
    return undefined;
  };
  const warn = (message: string) => problems.push(problemAt('warning', line, message));

  const nameAt = index.get(normaliseHeader(format.fields.name)) ?? 0;
  const quantityAt = index.get(normaliseHeader(format.fields.quantity)) ?? 0;
  if (record.length < columns.length && record.length <= Math.max(nameAt, quantityAt)) {
    return error(`the row has ${record.length} of the header's ${columns.length} fields: it looks cut off`);
  }
  if (record.length < columns.length) warn(`the row has ${record.length} of the header's ${columns.length} fields; the missing ones are read as empty`);
  if (record.length > columns.length) warn(`the row has ${record.length - columns.length} more fields than the header; they are ignored`);

  const quantityText = cell(format.fields.quantity) ?? '';
  if (!/^\d+$/.test(quantityText)) {
    return error(
      quantityText === ''
        ? `"${format.fields.quantity}" is empty`
        : `"${format.fields.quantity}" is "${quantityText}", not a whole number of copies`,
    );
  }
  const quantity = Number(quantityText);
  if (quantity === 0) {
    warn(`"${format.fields.quantity}" is 0: the row is skipped`);
    return undefined;
  }
  if (quantity > 1_000_000) return error(`"${format.fields.quantity}" is ${quantity}: more copies than can be right`);
  const name = cell(format.fields.name) ?? '';
  if (name === '') return error(`"${format.fields.name}" is empty`);

  const row: CollectionRow = { quantity, name, finish: 'nonfoil', tags: [], line, extra: {} };
  const optional = (column: string | undefined): string | undefined => {
    if (!column) return undefined;
    const value = cell(column);
    return value === undefined || value === '' ? undefined : value;
  };
  const setCode = optional(format.fields.setCode);
  if (setCode) row.setCode = setCode.toLowerCase();
  const setName = optional(format.fields.setName);
  if (setName) row.setName = setName;
  const collectorNumber = optional(format.fields.collectorNumber);
  if (collectorNumber) row.collectorNumber = collectorNumber;
  const scryfallId = optional(format.fields.scryfallId);
  if (scryfallId) row.scryfallId = scryfallId.toLowerCase();

  const finishText = format.fields.finish ? (cell(format.fields.finish) ?? '') : '';
  const finish = format.readFinish(finishText);
  if (finish === 'unknown') warn(`"${format.fields.finish}" is "${finishText}", which is not a finish ${format.label} writes; read as nonfoil`);
  else row.finish = finish;

  const conditionText = optional(format.fields.condition);
  if (conditionText) {
    const condition = format.readCondition(conditionText);
    if (condition === 'unknown') warn(`unknown condition "${conditionText}" left blank`);
    else if (condition) row.condition = condition;
  }
  const languageText = optional(format.fields.language);
  if (languageText) {
    const language = readLanguage(languageText);
    if (language === 'unknown') warn(`unknown language "${languageText}" left blank`);
    else if (language) row.language = language;
  }
  const tags = optional(format.fields.tags);
  if (tags) row.tags = readTags(tags);
  const priceText = optional(format.fields.purchasePrice);
  if (priceText) {
    const price = readPrice(priceText);
    if (price === 'invalid') warn(`purchase price "${priceText}" is not a number; left blank`);
    else if (price !== undefined) row.purchasePrice = price;
  }
  const currency = optional(format.fields.purchaseCurrency);
  if (currency) row.purchaseCurrency = currency.toUpperCase();
  const notes = optional('Notes');
  if (notes) row.notes = notes;

  columns.forEach((column, at) => {
    const key = normaliseHeader(column);
    const value = record[at];
    if (!mapped.has(key) && key !== 'notes' && value !== undefined && value.trim() !== '') row.extra[column] = value.trim();
  });
  format.afterRead?.(row, cell);
  return row;
}

/** Writes rows in a tool's export format: its exact header, its spellings, its quoting. */
export function serializeCollectionCsv(rows: readonly CollectionRow[], format: CollectionFormat): string {
  const spec = COLLECTION_CSV_FORMATS[format];
  const records = rows.map((row) => {
    const written = spec.write(row);
    return spec.columns.map((column) => written[column] ?? row.extra[column] ?? spec.defaults[column] ?? '');
  });
  const body = stringify([[...spec.columns], ...records], {
    quoted: spec.quoteAll,
    quoted_empty: spec.quoteAll,
    ...(spec.quoteMatch ? { quoted_match: spec.quoteMatch } : {}),
    record_delimiter: spec.recordDelimiter === '\r\n' ? 'windows' : 'unix',
  });
  return spec.preamble ? `${spec.preamble}${spec.recordDelimiter}${body}` : body;
}

export const isCollectionFormat = (value: string): value is CollectionFormat => (COLLECTION_FORMATS as readonly string[]).includes(value);
