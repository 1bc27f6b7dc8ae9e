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
import type { CollectionCsvFormat, CollectionFormat, FieldColumns } from './csv-format.ts';
import { COLLECTION_FORMATS, readPrice, readTags } from './csv-format.ts';
import { FormatError, problemAt } from './format-problem.ts';
import type { FormatProblem } from './format-problem.ts';
import { archidektCsv } from './archidekt-csv.ts';
import { deckboxCsv } from './deckbox-csv.ts';
import { dragonShieldCsv } from './dragon-shield-csv.ts';
import { manaboxCsv } from './manabox-csv.ts';
import { moxfieldCsv } from './moxfield-csv.ts';
import { readLanguage } from './languages.ts';
import { neutraliseFormula, restoreFormula } from './spreadsheet-formulas.ts';
import { decodeText, looksBinary } from './text-decoding.ts';
import { dictionary } from '../../dictionary.ts';

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
  // csv-parse takes the first line end it meets as the only one, so a lone CR in a CRLF file
  // (a spreadsheet's edit, a pasted line) would join two rows. Any of CR, LF, CRLF ends a line.
  let text = decoded.text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new FormatError('the CSV file is empty');
  if (looksBinary(text)) throw new FormatError('this is not a CSV file: it holds binary data, not text');

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
  let plan: ColumnPlan | undefined;
  const rows: CollectionRow[] = [];

  // Records are handled in a synchronous 'data' listener rather than with `for await`: on a
  // 50,000-row file the per-record promise of an async iterator costs more than the parsing.
  const done = new Promise<void>((resolve, reject) => {
    parser.on('data', ({ record, info }: { record: string[]; info: Info }) => {
      try {
        options.signal?.throwIfAborted();
        const endLine = info.lines + lineOffset;
        let breaks = 0;
        for (const cell of record) if (cell.includes('\n') || cell.includes('\r')) breaks += lineBreaks(cell);
        const line = endLine - breaks;
        if (!plan) {
          plan = planColumns(record.map((name) => name.trim()), options.format, line);
          return;
        }
        const row = readRow(plan, record, line, problems, delimiter);
        if (row) {
          rows.push(row);
          if (options.onProgress && rows.length % 1000 === 0) options.onProgress(rows.length);
        }
      } catch (error) {
        parser.destroy();
        reject(error);
      }
    });
    parser.on('error', reject);
    parser.on('end', resolve);
  });
  const chunkSize = 1 << 16;
  for (let start = 0; start < text.length && !parser.destroyed; start += chunkSize) {
    if (!parser.write(text.slice(start, start + chunkSize))) {
      await Promise.race([new Promise<void>((resolve) => parser.once('drain', () => resolve())), done.catch(() => undefined)]);
    }
    // 'drain' comes on the same turn of the event loop: without a real pause here a 200,000-row
    // file was read in one stall of seconds, and the server answered nothing meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!parser.destroyed) parser.end();

  try {
    await done;
  } catch (error) {
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
  if (!plan) throw new FormatError('the CSV file has no header line');
  return { rows, format: plan.format.id, problems, columns: plan.columns };
}

/** Where each field of the chosen format sits in this file's header. */
interface ColumnPlan {
  format: CollectionCsvFormat;
  columns: string[];
  index: Map<string, number>;
  at: Record<keyof FieldColumns, number | undefined>;
  notesAt: number | undefined;
  /** Columns that feed no field: copied into `extra`. */
  extraColumns: [number, string][];
}

function planColumns(columns: string[], requested: CollectionFormat | undefined, line: number): ColumnPlan {
  const format = chooseFormat(columns, requested, line);
  const index = new Map(columns.map((name, i) => [normaliseHeader(name), i] as const));
  const find = (column: string | undefined) => (column === undefined ? undefined : index.get(normaliseHeader(column)));
  const { fields } = format;
  const at = {
    quantity: find(fields.quantity),
    name: find(fields.name),
    setCode: find(fields.setCode),
    setName: find(fields.setName),
    collectorNumber: find(fields.collectorNumber),
    finish: find(fields.finish),
    condition: find(fields.condition),
    language: find(fields.language),
    tags: find(fields.tags),
    purchasePrice: find(fields.purchasePrice),
    purchaseCurrency: find(fields.purchaseCurrency),
    scryfallId: find(fields.scryfallId),
  };
  const notesAt = find('Notes');
  const used = new Set([...Object.values(at), notesAt].filter((i): i is number => i !== undefined));
  const extraColumns = columns.map((name, i) => [i, name] as [number, string]).filter(([i]) => !used.has(i));
  return { format, columns, index, at, notesAt, extraColumns };
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

/** A cell's value: trimmed, with an export's formula guard taken off (see spreadsheet-formulas.ts). */
const cellAt = (record: string[], i: number): string => restoreFormula(record[i] ?? '').trim();

function readRow(plan: ColumnPlan, record: string[], line: number, problems: FormatProblem[], delimiter: string): CollectionRow | undefined {
  if (record.every((cell) => cell.trim() === '')) return undefined;
  const { format, columns, at } = plan;
  const fieldAt = (i: number | undefined): string => (i === undefined ? '' : cellAt(record, i));
  const error = (message: string) => {
    problems.push(problemAt('error', line, message, record.join(delimiter)));
    return undefined;
  };
  const warn = (message: string) => problems.push(problemAt('warning', line, message));

  if (record.length < columns.length && record.length <= Math.max(at.name ?? 0, at.quantity ?? 0)) {
    return error(`the row has ${record.length} of the header's ${columns.length} fields: it looks cut off`);
  }
  if (record.length < columns.length) warn(`the row has ${record.length} of the header's ${columns.length} fields; the missing ones are read as empty`);
  if (record.length > columns.length) warn(`the row has ${record.length - columns.length} more fields than the header; they are ignored`);

  const quantityText = fieldAt(at.quantity);
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
  const name = fieldAt(at.name);
  if (name === '') return error(`"${format.fields.name}" is empty`);

  // `extra` is keyed by the file's own header names, so it has no prototype.
  const row: CollectionRow = { quantity, name, finish: 'nonfoil', tags: [], line, extra: dictionary() };
  const setCode = fieldAt(at.setCode);
  if (setCode) row.setCode = setCode.toLowerCase();
  const setName = fieldAt(at.setName);
  if (setName) row.setName = setName;
  const collectorNumber = fieldAt(at.collectorNumber);
  if (collectorNumber) row.collectorNumber = collectorNumber;
  const scryfallId = fieldAt(at.scryfallId);
  if (scryfallId) row.scryfallId = scryfallId.toLowerCase();

  const finishText = fieldAt(at.finish);
  const finish = format.readFinish(finishText);
  if (finish === 'unknown') warn(`"${format.fields.finish}" is "${finishText}", which is not a finish ${format.label} writes; read as nonfoil`);
  else row.finish = finish;

  const conditionText = fieldAt(at.condition);
  if (conditionText) {
    const condition = format.readCondition(conditionText);
    if (condition === 'unknown') warn(`unknown condition "${conditionText}" left blank`);
    else if (condition) row.condition = condition;
  }
  const languageText = fieldAt(at.language);
  if (languageText) {
    const language = readLanguage(languageText);
    if (language === 'unknown') warn(`unknown language "${languageText}" left blank`);
    else if (language) row.language = language;
  }
  const tags = fieldAt(at.tags);
  if (tags) row.tags = readTags(tags);
  const priceText = fieldAt(at.purchasePrice);
  if (priceText) {
    const price = readPrice(priceText);
    if (price === 'invalid') warn(`purchase price "${priceText}" is not a number; left blank`);
    else if (price !== undefined) row.purchasePrice = price;
  }
  const currency = fieldAt(at.purchaseCurrency);
  if (currency) row.purchaseCurrency = currency.toUpperCase();
  const notes = fieldAt(plan.notesAt);
  if (notes) row.notes = notes;

  for (const [i, column] of plan.extraColumns) {
    const value = cellAt(record, i);
    if (value) row.extra[column] = value;
  }
  format.afterRead?.(row, (column) => {
    const i = plan.index.get(normaliseHeader(column));
    return i === undefined ? undefined : cellAt(record, i);
  });
  return row;
}

/**
 * Writes rows in a tool's export format: its exact header, its spellings, its quoting. A
 * cell that a spreadsheet would run as a formula is written with a leading quote.
 */
export function serializeCollectionCsv(rows: readonly CollectionRow[], format: CollectionFormat): string {
  const spec = COLLECTION_CSV_FORMATS[format];
  const records = rows.map((row) => {
    const written = spec.write(row);
    return spec.columns.map((column) => neutraliseFormula(written[column] ?? row.extra[column] ?? spec.defaults[column] ?? ''));
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
