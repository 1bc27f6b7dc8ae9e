// The messages between an import's save (import-write-off-thread.ts) and its writer thread
// (import-write-worker.ts).
import type { CollectionImportCounts, PreparedImportRow } from './collection-service.ts';
import type { ImportWriteStep } from './staged-import-writer.ts';

/** What the writer thread is started with (workerData). */
export interface ImportWriterSetup {
  /** The database file, opened on a connection of the writer's own. */
  file: string;
  /** The native build of better-sqlite3 the app's connection uses (Electron's ABI). */
  nativeBinding?: string;
  /** A file better-sqlite3 is resolved from (the worker's own code may be a data: URL). */
  resolveFrom: string;
  replace: boolean;
}

export type ToWriter = { rows: PreparedImportRow[] } | { write: true } | { cancel: true };

export type FromWriter =
  | { step: ImportWriteStep }
  | { done: CollectionImportCounts }
  | { error: string; cancelled: boolean };
