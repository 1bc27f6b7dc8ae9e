// Saves an imported collection on a worker thread when it is big (issue 22: the final write of
// a 200,000-row CSV was 0.7–1.3 s of CPU in one go on the thread that answers requests). The
// worker opens its own connection to the same database file (WAL, busy timeout) and runs the
// same steps and the same ONE transaction (staged-import-writer.ts), so the guarantees hold as
// before: all or nothing, and a write to the collection while the import reads it (here a commit
// by the app's connection, seen by PRAGMA data_version on the worker's) makes the transaction
// match again under its lock. The rows cross to the worker in chunks with a pause between, so
// copying them does not hold the thread either.
//
// Small imports stay on this thread: starting a worker costs more than their write (see
// OFF_THREAD_FROM_ROWS), and so does an in-memory database, which another connection cannot open.
// A worker that cannot start (its code missing, the addon not loadable there) falls back to this
// thread too: slower to answer meanwhile, but the import still works.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { nativeBindingOf, type Db } from '../db/connection.ts';
import { workerEntryUrl } from '../worker-code.ts';
import type { CollectionImportCounts, PreparedImportRow } from './collection-service.ts';
import type { FromWriter, ImportWriterSetup, ToWriter } from './import-write-messages.ts';
import { writeImportInSteps, type ImportWriteStep } from './staged-import-writer.ts';

/**
 * From this many rows the write runs on a worker. `npm run bench -- collection-import` prints both
 * ways: on a loaded 2-core machine 5,000 rows held this thread at most 132 ms (worker: 44 ms) and
 * 10,000 rows 219 ms (44 ms), while the worker added 150–220 ms to the save; 50,000 rows held it
 * 1,017 ms on this thread and 99 ms with the worker.
 */
export const OFF_THREAD_FROM_ROWS = 10_000;
const CHUNK_ROWS = 10_000;

export interface ImportWriteOptions {
  replace?: boolean;
  signal?: AbortSignal;
  onStep?: (step: ImportWriteStep) => void;
  /** Rows from which the worker is used (tests and benchmarks set it; default OFF_THREAD_FROM_ROWS). */
  offThreadFrom?: number;
}

/** Where a save ran: tests and the benchmark check that a big one left the request thread. */
export type ImportWritePlace = 'worker' | 'this thread';

export async function writeImport(
  db: Db,
  rows: readonly PreparedImportRow[],
  options: ImportWriteOptions = {},
): Promise<CollectionImportCounts & { place: ImportWritePlace }> {
  const inThread = async () => ({ ...(await writeImportInSteps(db, rows, options)), place: 'this thread' as const });
  if (db.memory || !db.name || rows.length < (options.offThreadFrom ?? OFF_THREAD_FROM_ROWS)) return inThread();
  options.signal?.throwIfAborted();
  const outcome = await writeOnWorker(db, rows, options);
  if (outcome === 'could not start') return inThread();
  return { ...outcome, place: 'worker' };
}

const pause = () => new Promise((resolve) => setImmediate(resolve));

async function writeOnWorker(db: Db, rows: readonly PreparedImportRow[], options: ImportWriteOptions): Promise<CollectionImportCounts | 'could not start'> {
  let entry: URL;
  try {
    entry = await workerEntryUrl(new URL('./import-write-worker.ts', import.meta.url), new URL('../collection/import-writer.js', import.meta.url), 'collection import writer', [
      'better-sqlite3',
    ]);
  } catch {
    return 'could not start';
  }
  const nativeBinding = nativeBindingOf(db);
  const setup: ImportWriterSetup = {
    file: db.name,
    resolveFrom: fileURLToPath(import.meta.url),
    replace: options.replace ?? false,
    ...(nativeBinding ? { nativeBinding } : {}),
  };
  const worker = new Worker(entry, { workerData: setup });
  const send = (message: ToWriter) => worker.postMessage(message);
  const onAbort = () => send({ cancel: true });
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let started = false;
  // Settles only on the worker's own answer (or its end): a cancelled import is reported as such
  // only once the worker has stopped short of the commit; one that had begun writing completes.
  const answer = new Promise<CollectionImportCounts | 'could not start'>((resolve, reject) => {
    worker.on('message', (message: FromWriter) => {
      if ('step' in message) {
        started = true;
        options.onStep?.(message.step);
      } else if ('done' in message) resolve(message.done);
      else if (message.cancelled && options.signal?.aborted) reject(options.signal.reason);
      // Before its first step the worker has only opened its connection: this thread can do it all.
      else if (!started) resolve('could not start');
      else reject(new Error(`The collection import was not saved: ${message.error}`));
    });
    worker.on('error', (error) => (started ? reject(new Error(`The collection import was not saved: ${error.message}`)) : resolve('could not start')));
    worker.on('exit', (code) => reject(new Error(`The collection import's writer stopped (exit code ${code}); nothing was saved`)));
  });
  answer.catch(() => {}); // awaited below, unless the import is cancelled while its rows are sent
  try {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      if (options.signal?.aborted) break;
      send({ rows: rows.slice(start, start + CHUNK_ROWS) });
      await pause();
    }
    options.signal?.throwIfAborted();
    send({ write: true });
    return await answer;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}
