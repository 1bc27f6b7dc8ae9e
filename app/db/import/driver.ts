// Runs one import: detects the format, streams the file through its reader, writes every card
// through the CardWriter inside ONE transaction, reports progress, honours cancellation and ends
// with a summary. Whatever goes wrong (a bad or truncated file, a cancel, a crash of a reader),
// the transaction is rolled back, so the database is exactly as it was before.
import { basename } from 'node:path';
import type { CardRecord, CardSource } from '../../cards/model.ts';
import { CancelledError, errorMessage } from '../../jobs.ts';
import { CardWriter, type UpsertResult } from '../card-writer.ts';
import type { Db } from '../connection.ts';
import { SearchIndex } from '../search/search-index.ts';
import { readCockatrice } from './cockatrice.ts';
import { detectFormat, describeVariant, type Detection } from './detect.ts';
import { checkInputFile, openInput, readHead } from './input.ts';
import { readMtgjsonAllPrintings, readMtgjsonAtomic } from './mtgjson.ts';
import { readScryfall } from './scryfall.ts';
import {
  ImportError,
  MAX_SKIP_DETAILS,
  type CardReader,
  type ImportFormat,
  type ImportProgress,
  type ImportSummary,
  type ImportVariant,
  type ReaderContext,
  type RecordLocation,
} from './types.ts';

export interface ImportOptions {
  /** Leave out to detect the format from the file's content and name. */
  format?: ImportFormat;
  /** The name the user knows the file by (an upload's original name); defaults to the path's. */
  name?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** How often progress is reported at most; the last report always comes. */
  progressIntervalMs?: number;
  /** Runs inside the transaction just before it commits (the update flow remembers its ETag). */
  beforeCommit?: (db: Db) => void;
}

function readerFor(detection: Detection): CardReader {
  const readers: Record<ImportVariant, CardReader> = {
    scryfall: readScryfall,
    'mtgjson-atomic': readMtgjsonAtomic(detection.wrapped),
    'mtgjson-allprintings': readMtgjsonAllPrintings(detection.wrapped),
    cockatrice: readCockatrice,
  };
  return readers[detection.variant];
}

/** Databases with an import in progress: a second one would share (and corrupt) its transaction. */
const importing = new WeakSet<Db>();

/** Checks the file and tells its format, without importing: for a quick answer before a job starts. */
export function detectFile(path: string, options: Pick<ImportOptions, 'format' | 'name'> = {}): Detection {
  checkInputFile(path);
  return detectFormat(readHead(path), basename(options.name ?? path), options.format);
}

export async function importFile(db: Db, path: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const name = basename(options.name ?? path);
  const detection = detectFile(path, options);
  if (importing.has(db)) throw new ImportError('Another import is running; wait for it to end or cancel it');
  if (db.inTransaction) throw new ImportError('The database is busy with another change; try again');
  if (options.signal?.aborted) throw new CancelledError();

  const summary: ImportSummary = {
    file: name,
    format: detection.variant,
    records: 0,
    cards: { added: 0, updated: 0 },
    printings: { added: 0, updated: 0 },
    skipped: { count: 0, byReason: {}, details: [] },
    durationMs: 0,
  };
  const writer = new CardWriter(db);
  /** Cards written in this import: their oracle data is written once, later printings only merge. */
  const written = new Map<string, number>();
  // A savepoint per card: a card the database rejects is skipped without leaving half of it.
  const write = db.transaction((record: CardRecord): UpsertResult => {
    const cardId = written.get(record.oracle_key);
    if (cardId !== undefined) return { card: 'updated', cardId, ...writer.mergePrintings(cardId, record) };
    const result = writer.upsert(record);
    written.set(detached(record.oracle_key), result.cardId);
    return result;
  });
  const findByName = db.prepare<[string, string], { oracle_key: string }>(
    'SELECT oracle_key FROM cards WHERE name = ? COLLATE NOCASE AND source = ? LIMIT 1',
  );
  const context: ReaderContext = {
    ...(options.signal ? { signal: options.signal } : {}),
    existingOracleKey: (cardName: string, source: CardSource) => findByName.get(cardName, source)?.oracle_key,
  };
  const skip = (reason: string, at: RecordLocation) => {
    summary.skipped.count += 1;
    if (!(reason in summary.skipped.byReason)) summary.skipped.byReason[detached(reason)] = 0;
    summary.skipped.byReason[reason]! += 1;
    if (summary.skipped.details.length < MAX_SKIP_DETAILS) {
      summary.skipped.details.push({ ...at, ...(at.name === undefined ? {} : { name: detached(at.name) }), reason: detached(reason) });
    }
  };

  const input = openInput(path);
  const interval = options.progressIntervalMs ?? 100;
  let nextReport = 0;
  const report = (force: boolean) => {
    if (!options.onProgress) return;
    const now = performance.now();
    if (!force && now < nextReport) return;
    nextReport = now + interval;
    options.onProgress({ bytesRead: input.bytesRead(), bytesTotal: input.bytesTotal, records: summary.records });
  };

  importing.add(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    report(true);
    for await (const item of readerFor(detection)(input.stream, context)) {
      if (options.signal?.aborted) throw new CancelledError();
      summary.records += 1;
      if (item.kind === 'skip') {
        skip(item.reason, item.at);
      } else {
        let result: UpsertResult;
        try {
          const firstTime = !written.has(item.record.oracle_key);
          result = write(item.record);
          if (firstTime) summary.cards[result.card] += 1;
        } catch (error) {
          skip(`rejected by the database: ${errorMessage(error)}`, item.at);
          continue;
        }
        summary.printings.added += result.printingsAdded;
        summary.printings.updated += result.printingsUpdated;
      }
      if ((summary.records & 63) === 0) report(false);
    }
    if (options.signal?.aborted) throw new CancelledError();
    options.beforeCommit?.(db);
    // Index the new cards for search in the same transaction, so the first search after an
    // import is as fast as any other and a rolled-back import leaves no index entries behind.
    new SearchIndex(db).refresh();
    db.exec('COMMIT');
    report(true);
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    input.close();
    throw explain(error, name, detection, summary.records, input.bytesRead(), input.bytesTotal);
  } finally {
    importing.delete(db);
  }
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}

/**
 * A copy of a string that shares no memory with the text it was cut from. The JSON parser's
 * strings are slices of its input chunks, so keeping one (a map key, a skip detail) would keep
 * its whole chunk alive: twenty thousand oracle ids kept the entire 127 MB file in memory.
 */
function detached(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

/** Turns a low-level failure into a message that says what is wrong with the file. */
function explain(error: unknown, name: string, detection: Detection, records: number, bytesRead: number, bytesTotal: number): Error {
  if (error instanceof CancelledError) return error;
  const unchanged = 'nothing was imported, the card database is unchanged';
  if (error instanceof ImportError) return new ImportError(`${error.message}; ${unchanged}`);
  const message = errorMessage(error);
  // Reading runs a chunk ahead of the records, so these are where reading was, not the exact spot.
  const where = `(stopped after ${records.toLocaleString('en')} records, ${bytesRead.toLocaleString('en')} of ${bytesTotal.toLocaleString('en')} bytes read)`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code?.startsWith('Z_')) {
    return new ImportError(`"${name}" is a truncated or damaged gzip file: ${message} ${where}; ${unchanged}`);
  }
  if (/^(Parser|Top-level)/.test(message)) {
    return new ImportError(`"${name}" (${describeVariant(detection.variant)}) is not valid JSON: ${message} ${where}; ${unchanged}`);
  }
  return new ImportError(`Importing "${name}" failed: ${message} ${where}; ${unchanged}`);
}
