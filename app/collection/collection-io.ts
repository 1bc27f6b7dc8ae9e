// Collection CSV files in and out of the collection: read a tool's export (detected from its
// header), resolve each row by name + set + collector number, and add the rows (merge) or
// swap the whole collection for them (replace) in ONE transaction (staged-import-writer.ts; a big file on a worker thread, import-write-off-thread.ts);
// write the collection in a tool's export format. Rows that match no card are kept, with their
// line, for review; rows the reader could not read at all are listed with their line and text.
import { writeImport } from './import-write-off-thread.ts';
import type { ResolvedCard } from '../db/card-resolver.ts';
import type { Services } from '../services.ts';
import type { CollectionEntry, CollectionEntryInput, PreparedImportRow } from './collection-service.ts';
import {
  COLLECTION_CSV_FORMATS,
  parseCollectionCsv,
  serializeCollectionCsv,
  type CollectionCsvInput,
  type CollectionFormat,
  type CollectionRow,
} from './formats/index.ts';

export type CollectionImportMode = 'merge' | 'replace';

export interface CollectionImportOptions {
  format?: CollectionFormat;
  mode?: CollectionImportMode;
  signal?: AbortSignal;
  /** Progress: rows read while parsing, then rows saved (total known then). */
  onProgress?: (progress: { stage: 'reading' | 'matching' | 'saving'; done: number; total: number | null }) => void;
}

export interface UnmatchedRow {
  line: number;
  name: string;
  set_code: string | null;
  collector_number: string | null;
  quantity: number;
}

export interface SkippedLine {
  line: number;
  message: string;
  text: string | null;
}

export interface CollectionImportSummary {
  format: CollectionFormat;
  mode: CollectionImportMode;
  /** Rows read from the file. */
  rows: number;
  /** Rows that became new entries. */
  added: number;
  /** Rows added to the quantity of an entry already there. */
  merged: number;
  /** Copies over all rows. */
  cards: number;
  /** Rows kept as entries that match no card, for review. */
  unresolved: UnmatchedRow[];
  /** Lines the reader could not read (bad quantity, no name, cut off): not imported, listed here. */
  skipped: SkippedLine[];
  /** Values that were ignored or guessed (unknown condition, not UTF-8, …). */
  warnings: SkippedLine[];
}

export interface CollectionExport {
  text: string;
  fileName: string;
  format: CollectionFormat;
  rows: number;
}


const BATCH_ROWS = 1000;
const MAX_TAG = 60;
const MAX_TAGS = 50;

/** A CSV row as a collection entry: the row's line is kept so an unmatched entry can be found in the file. */
export function rowToEntry(row: CollectionRow): CollectionEntryInput {
  return {
    name: row.name,
    set_code: row.setCode ?? null,
    collector_number: row.collectorNumber ?? null,
    quantity: row.quantity,
    finish: row.finish,
    // A blank condition is read as near mint, the tools' own default for a new card.
    condition: row.condition ?? 'near_mint',
    lang: row.language ?? 'en',
    // Tags longer than the collection keeps are cut rather than failing the whole import.
    tags: [...new Set(row.tags.map((tag) => tag.slice(0, MAX_TAG).trim()).filter(Boolean))].slice(0, MAX_TAGS),
    purchase_price: row.purchasePrice ?? null,
    notes: row.notes ?? '',
    source_line: row.line,
  };
}

/** Reads a collection CSV and adds it to (or, with mode "replace", puts it in place of) the collection. */
export async function importCollection(services: Services, input: CollectionCsvInput, options: CollectionImportOptions = {}): Promise<CollectionImportSummary> {
  const mode = options.mode ?? 'merge';
  const parsed = await parseCollectionCsv(input, {
    ...(options.format ? { format: options.format } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (done) => options.onProgress?.({ stage: 'reading', done, total: null }),
  });
  const entries = parsed.rows.map(rowToEntry);
  const total = entries.length;
  // Checking and resolving the rows only reads, so it runs in batches with a pause between
  // them: the UI (same process in browser mode) keeps answering and sees the progress. The
  // write that follows stages the rows in steps too, then merges them in one transaction.
  const prepared: PreparedImportRow[] = [];
  const memo = new Map<string, ResolvedCard | null>();
  for (let start = 0; start < total; start += BATCH_ROWS) {
    options.signal?.throwIfAborted();
    options.onProgress?.({ stage: 'matching', done: start, total });
    services.resolver.batch(() => {
      for (let index = start; index < Math.min(total, start + BATCH_ROWS); index += 1) {
        const entry = entries[index]!;
        // Big collections repeat a printing on many rows (foil and not, several conditions).
        const key = `${entry.name}\u0000${entry.set_code ?? ''}\u0000${entry.collector_number ?? ''}`;
        const known = memo.get(key);
        const row = services.collection.prepareImportRow(entry, index, known);
        if (known === undefined) memo.set(key, row.card_id === null ? null : { cardId: row.card_id, printingId: row.printing_id, name: row.name });
        prepared.push(row);
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  options.signal?.throwIfAborted();
  options.onProgress?.({ stage: 'saving', done: total, total });
  const counts = await writeImport(services.db, prepared, { replace: mode === 'replace', ...(options.signal ? { signal: options.signal } : {}) });
  const unresolved = counts.unresolvedRows.map((index): UnmatchedRow => {
    const row = prepared[index]!;
    return { line: row.source_line ?? index + 2, name: row.name, set_code: row.set_code, collector_number: row.collector_number, quantity: row.quantity };
  });
  const lineOf = ({ line, message, text }: { line: number; message: string; text?: string }): SkippedLine => ({ line, message, text: text ?? null });
  return {
    format: parsed.format,
    mode,
    rows: parsed.rows.length,
    added: counts.added,
    merged: counts.merged,
    cards: parsed.rows.reduce((sum, row) => sum + row.quantity, 0),
    unresolved,
    skipped: parsed.problems.filter((problem) => problem.severity === 'error').map(lineOf),
    warnings: parsed.problems.filter((problem) => problem.severity === 'warning').map(lineOf),
  };
}

/** A collection entry as a CSV row: the card's set name and Scryfall id come from its printing. */
function entryToRow(entry: CollectionEntry, printing: PrintingInfo | undefined, line: number): CollectionRow {
  const row: CollectionRow = {
    quantity: entry.quantity,
    name: entry.name,
    finish: entry.finish,
    condition: entry.condition,
    language: entry.lang,
    tags: entry.tags,
    line,
    extra: {},
  };
  const setCode = entry.set_code ?? printing?.set_code ?? null;
  if (setCode) row.setCode = setCode.toLowerCase();
  const collectorNumber = entry.collector_number ?? printing?.collector_number ?? null;
  if (collectorNumber) row.collectorNumber = collectorNumber;
  if (printing?.set_name) row.setName = printing.set_name;
  // Scryfall ids look like UUIDs; other importers' external ids are not written as one.
  if (printing?.external_id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(printing.external_id)) {
    row.scryfallId = printing.external_id.toLowerCase();
  }
  if (entry.purchase_price !== null) row.purchasePrice = entry.purchase_price;
  if (entry.notes) row.notes = entry.notes;
  return row;
}

interface PrintingInfo {
  id: number;
  set_code: string;
  set_name: string | null;
  collector_number: string | null;
  external_id: string | null;
}

export function exportCollection(services: Services, format: CollectionFormat): CollectionExport {
  const entries = services.collection.all();
  const printings = new Map<number, PrintingInfo>();
  const byId = services.db.prepare('SELECT id, set_code, set_name, collector_number, external_id FROM printings WHERE id = ?');
  // An entry with a set code but no resolved printing still gets its set's name for Deckbox's "Edition".
  const setName = services.db.prepare('SELECT set_name FROM printings WHERE set_code = ? COLLATE NOCASE AND set_name IS NOT NULL LIMIT 1').pluck();
  const rows = entries.map((entry, index) => {
    let printing: PrintingInfo | undefined;
    if (entry.printing_id !== null) {
      printing = printings.get(entry.printing_id) ?? (byId.get(entry.printing_id) as PrintingInfo | undefined);
      if (printing) printings.set(printing.id, printing);
    }
    const row = entryToRow(entry, printing, index + 2);
    if (!row.setName && row.setCode) {
      const name = setName.get(row.setCode) as string | undefined;
      if (name) row.setName = name;
    }
    return row;
  });
  const label = COLLECTION_CSV_FORMATS[format].label.replace(/\s+/g, '-').toLowerCase();
  const date = new Date().toISOString().slice(0, 10);
  return { text: serializeCollectionCsv(rows, format), fileName: `proxyfish-collection-${label}-${date}.csv`, format, rows: rows.length };
}
