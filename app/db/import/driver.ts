// Runs one import: detects the format, streams the file through its reader and writes every card
// into a private staging database (staging.ts), reports progress, honours cancellation, then
// merges the staged cards into the card store in ONE short transaction and ends with a summary.
// Whatever goes wrong before that transaction commits (a bad or truncated file, a cancel, a full
// disk, a crash of a reader), the card store is exactly as it was; and because the import never
// keeps a transaction open on the shared connection while it awaits its file, every other write
// made meanwhile (a deck, a setting, a custom card) is committed on its own and stays.
import { basename } from 'node:path';
import type { CardSource } from '../../cards/model.ts';
import { CancelledError, errorMessage } from '../../jobs.ts';
import type { Db } from '../connection.ts';
import { readCockatrice } from './cockatrice.ts';
import { detectFormat, describeVariant, type Detection } from './detect.ts';
import { checkInputFile, openInput, readHead } from './input.ts';
import { readMtgjsonAllPrintings, readMtgjsonAtomic } from './mtgjson.ts';
import { readScryfall } from './scryfall.ts';
import { detached, StagedWrites } from './staged-writes.ts';
import { ImportStaging } from './staging.ts';
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
  /** Called with the import's own staging connection before it writes (tests limit its size). */
  onStagingOpen?: (staging: Db) => void;
}

/** The reader of a detected format. */
export function readerFor(detection: Detection): CardReader {
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
    skippedParts: { count: 0, details: [] },
    durationMs: 0,
    mergeMs: 0,
  };
  importing.add(db);
  let staging: ImportStaging | undefined;
  let input: ReturnType<typeof openInput> | undefined;
  try {
    staging = new ImportStaging(db);
    options.onStagingOpen?.(staging.db);
    const stagingDb = staging.db;
    /** Every printing written, repeats in the file included: those not new to the card store count as updated. */
    let printingWrites = 0;
    const skip = (reason: string, at: RecordLocation) => {
      summary.skipped.count += 1;
      if (!(reason in summary.skipped.byReason)) summary.skipped.byReason[detached(reason)] = 0;
      summary.skipped.byReason[reason]! += 1;
      if (summary.skipped.details.length < MAX_SKIP_DETAILS) {
        summary.skipped.details.push({ ...at, ...(at.name === undefined ? {} : { name: detached(at.name) }), reason: detached(reason) });
      }
    };

    // A card the database rejects is skipped without leaving half of it (staged-writes.ts).
    const writes = new StagedWrites(stagingDb, staging.writer, {
      written: (result) => {
        printingWrites += result.printingsAdded + result.printingsUpdated;
      },
      rejected: (error, at) => skip(`rejected by the database: ${errorMessage(error)}`, at),
    });
    const context: ReaderContext = {
      ...(options.signal ? { signal: options.signal } : {}),
      // The cards staged so far, queued ones included.
      existingOracleKey: (cardName: string, source: CardSource) => {
        writes.flush();
        return staging!.oracleKeyByName(cardName, source);
      },
    };

    const opened = openInput(path);
    input = opened;
    const interval = options.progressIntervalMs ?? 100;
    let nextReport = 0;
    let phase: ImportProgress['phase'] = 'reading';
    const report = (force: boolean) => {
      if (!options.onProgress) return;
      const now = performance.now();
      if (!force && now < nextReport) return;
      nextReport = now + interval;
      options.onProgress({ phase, bytesRead: opened.bytesRead(), bytesTotal: opened.bytesTotal, records: summary.records });
    };

    // The staging connection is the import's alone, so its transaction may stay open across awaits.
    stagingDb.exec('BEGIN');
    report(true);
    for await (const item of readerFor(detection)(opened.stream, context)) {
      if (options.signal?.aborted) throw new CancelledError();
      summary.records += 1;
      if (item.kind === 'skip') {
        // Skips are reported in record order, those of queued cards the database refuses too.
        writes.flush();
        skip(item.reason, item.at);
      } else {
        for (const reason of item.skippedParts ?? []) {
          summary.skippedParts.count += 1;
          if (summary.skippedParts.details.length < MAX_SKIP_DETAILS) {
            summary.skippedParts.details.push({ ...item.at, ...(item.at.name === undefined ? {} : { name: detached(item.at.name) }), reason: detached(reason) });
          }
        }
        writes.add(item.record, item.at);
      }
      if ((summary.records & 63) === 0) report(false);
    }
    if (options.signal?.aborted) throw new CancelledError();
    writes.flush();
    stagingDb.exec('COMMIT');
    // The merge holds the event loop: say so first, and let waiting requests (a progress poll) through.
    phase = 'saving';
    report(true);
    await new Promise((resolve) => setImmediate(resolve));
    if (options.signal?.aborted) throw new CancelledError();
    const mergeStarted = performance.now();
    const counts = staging.swapInto(options.beforeCommit);
    summary.mergeMs = Math.round(performance.now() - mergeStarted);
    summary.cards = counts.cards;
    summary.printings = { added: counts.printingsAdded, updated: printingWrites - counts.printingsAdded };
    report(true);
  } catch (error) {
    input?.close();
    throw explain(error, name, detection, summary.records, input?.bytesRead() ?? 0, input?.bytesTotal ?? 0);
  } finally {
    staging?.discard();
    importing.delete(db);
  }
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
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
