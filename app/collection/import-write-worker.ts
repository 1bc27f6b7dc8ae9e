// The writer thread of a big collection import (import-write-off-thread.ts): it receives the
// prepared rows in chunks, then saves them on its own connection to the database file exactly
// as the request thread would (staged-import-writer.ts: staging, grouping and matching in
// steps, then ONE immediate transaction), so the final write's second or so of CPU no longer
// holds the thread that answers requests. A cancel message is seen between the steps; once the
// writing transaction has begun, the import completes. A failure rolls the transaction back.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from '../db/connection.ts';
import type { PreparedImportRow } from './collection-service.ts';
import type { FromWriter, ImportWriterSetup, ToWriter } from './import-write-messages.ts';
import { writeImportInSteps } from './staged-import-writer.ts';

const setup = workerData as ImportWriterSetup;
const port = parentPort!;
const send = (message: FromWriter) => port.postMessage(message);
const rows: PreparedImportRow[] = [];
const cancel = new AbortController();

async function write(): Promise<void> {
  // Loaded here, not imported: the better-sqlite3 of the app's node_modules, not a bundled copy.
  const Database = createRequire(setup.resolveFrom)('better-sqlite3') as typeof BetterSqlite3;
  const db: Db = new Database(setup.file, setup.nativeBinding ? { nativeBinding: setup.nativeBinding } : {});
  try {
    // As the app's own connection (connection.ts): waits out another writer instead of failing.
    db.pragma('busy_timeout = 30000');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    const counts = await writeImportInSteps(db, rows, { replace: setup.replace, signal: cancel.signal, onStep: (step) => send({ step }) });
    send({ done: counts });
  } finally {
    db.close();
  }
}

port.on('message', (message: ToWriter) => {
  if ('rows' in message) for (const row of message.rows) rows.push(row);
  else if ('cancel' in message) cancel.abort();
  else
    write().catch((error: unknown) =>
      send({ error: error instanceof Error ? error.message : String(error), cancelled: cancel.signal.aborted }),
    );
});
