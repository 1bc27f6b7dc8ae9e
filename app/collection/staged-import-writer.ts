// Saves an imported collection without holding the request thread (issue 22: 200,000 CSV rows
// stalled it 5.4 s in one transaction, and then the final merge alone about 1.9 s of CPU).
// Everything that only reads the collection happens before the write, in steps with a pause
// between, in private TEMP tables of this connection (they take no lock on the collection, and
// other requests go on meanwhile):
//   1. staging: the rows go into a TEMP table;
//   2. grouping: identical rows are summed into one group each;
//   3. matching: the collection is read in id ranges to find, for each group, the entry it adds to.
// Then one immediate transaction only writes: it adds the groups' quantities to their entries
// and inserts the rest with their first row's details. The matches are the collection's as it
// was read in step 3; when the collection may have changed since (a write on this connection, seen
// by TEMP triggers, or any commit by another process, seen by PRAGMA data_version), the
// transaction matches again under its lock, as before. Like the one-transaction write before it,
// a failure or kill -9 before that commit leaves the collection as it was, and nothing of the
// import is visible before it.
import type { Db } from '../db/connection.ts';
import type { CollectionImportCounts, PreparedImportRow } from './collection-service.ts';

const STEP_ROWS = 10_000;
const COLUMNS = 'card_id, printing_id, name, set_code, collector_number, quantity, finish, condition, lang, tags, purchase_price, notes, source_line';
/** Entries are the same when card, printing, name, finish, condition, language and printing as written agree: that as one text. */
const identity = (alias: string) =>
  `ifnull(${alias}.card_id, '') || char(0) || ifnull(${alias}.printing_id, '') || char(0) || ${alias}.name || char(0) || ${alias}.finish || char(0) ||
   ${alias}.condition || char(0) || ${alias}.lang || char(0) || ifnull(${alias}.set_code, '') || char(0) || ifnull(${alias}.collector_number, '')`;

/** The steps of one save, in order (for progress and for tests that check each lets timers run). */
export type ImportWriteStep = 'staging' | 'grouping' | 'matching' | 'writing';

let imports = 0;

const pause = () => new Promise((resolve) => setImmediate(resolve));

export async function writeImportInSteps(
  db: Db,
  rows: readonly PreparedImportRow[],
  options: { replace?: boolean; signal?: AbortSignal; onStep?: (step: ImportWriteStep) => void } = {},
): Promise<CollectionImportCounts> {
  imports += 1;
  const suffix = `${process.pid}_${imports}`;
  const staged = `temp.collection_import_${suffix}`;
  const groups = `temp.collection_import_groups_${suffix}`;
  const changed = `temp.collection_import_changed_${suffix}`;
  const bare = (table: string) => table.replace('temp.', '');
  const triggers = ['insert', 'update', 'delete'].map((event) => `temp.collection_import_${event}_${suffix}`);
  // Typed columns: a JS number is bound as a REAL, and 12.0 must read as the entry's 12 in the identity.
  db.exec(`CREATE TABLE ${staged} (seq INTEGER PRIMARY KEY, card_id INTEGER, printing_id INTEGER, name TEXT, set_code TEXT, collector_number TEXT,
    quantity INTEGER, finish TEXT, condition TEXT, lang TEXT, tags TEXT, purchase_price REAL, notes TEXT, source_line INTEGER)`);
  db.exec(`CREATE TABLE ${groups} (key TEXT PRIMARY KEY, first INTEGER NOT NULL, quantity INTEGER NOT NULL, existing INTEGER) WITHOUT ROWID`);
  // Writes to the collection on this connection while we read it in steps: a TEMP trigger fires
  // for this connection only (another process's commit shows in PRAGMA data_version instead).
  db.exec(`CREATE TABLE ${changed} (seen INTEGER)`);
  for (const [index, event] of ['INSERT', 'UPDATE', 'DELETE'].entries()) {
    db.exec(`CREATE TEMP TRIGGER ${triggers[index]!.replace('temp.', '')} AFTER ${event} ON main.collection_entries BEGIN INSERT INTO ${bare(changed)} (seen) VALUES (1); END`);
  }
  try {
    options.onStep?.('staging');
    const stage = db.prepare(`INSERT INTO ${staged} (seq, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // Deferred, not immediate: these transactions write TEMP tables only and must not take the collection's lock.
    const stageStep = db.transaction((start: number) => {
      for (let index = start; index < Math.min(rows.length, start + STEP_ROWS); index += 1) {
        const row = rows[index]!;
        stage.run(index, row.card_id, row.printing_id, row.name, row.set_code, row.collector_number, row.quantity, row.finish, row.condition, row.lang,
          JSON.stringify(row.tags), row.purchase_price, row.notes, row.source_line ?? null);
      }
    });
    for (let start = 0; start < rows.length; start += STEP_ROWS) {
      options.signal?.throwIfAborted();
      stageStep(start);
      await pause();
    }

    options.onStep?.('grouping');
    // Rows come in seq order, so a group's first row is the one of the step that made it.
    const group = db.prepare(`INSERT INTO ${groups} (key, first, quantity) SELECT ${identity('s')}, min(seq), sum(quantity) FROM ${staged} s
      WHERE seq >= ? AND seq < ? GROUP BY 1 ON CONFLICT (key) DO UPDATE SET quantity = quantity + excluded.quantity`);
    for (let start = 0; start < rows.length; start += STEP_ROWS) {
      options.signal?.throwIfAborted();
      db.transaction(() => group.run(start, start + STEP_ROWS))();
      await pause();
    }

    options.onStep?.('matching');
    const versionBefore = dataVersion(db);
    // An entry identical to a group: the last one (highest id), as the one-statement match did.
    const matchRange = (from: number, to: number) =>
      db.exec(`UPDATE ${groups} SET existing = max(ifnull(existing, 0), e.id)
        FROM (SELECT ${identity('c')} AS key, max(id) AS id FROM main.collection_entries c WHERE id >= ${from} AND id < ${to} GROUP BY 1) e
        WHERE e.key = ${bare(groups)}.key`);
    if (!options.replace) {
      const ids = db.prepare('SELECT min(id) AS low, max(id) AS high FROM main.collection_entries').get() as { low: number | null; high: number | null };
      for (let from = ids.low ?? 0; ids.high !== null && from <= ids.high; from += STEP_ROWS) {
        options.signal?.throwIfAborted();
        db.transaction(() => matchRange(from, from + STEP_ROWS))();
        await pause();
      }
    }
    options.signal?.throwIfAborted();

    options.onStep?.('writing');
    const merged = db.transaction(() => {
      if (options.replace) db.prepare('DELETE FROM collection_entries').run();
      // The collection changed while it was read in steps: match again, now under the lock.
      const stale = !options.replace && (dataVersion(db) !== versionBefore || db.prepare(`SELECT 1 FROM ${changed} LIMIT 1`).get() !== undefined);
      if (stale) {
        db.exec(`UPDATE ${groups} SET existing = NULL`);
        matchRange(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      }
      db.exec(`UPDATE collection_entries SET quantity = collection_entries.quantity + g.quantity, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        FROM ${groups} g WHERE g.existing = collection_entries.id`);
      const added = db.prepare(`INSERT INTO collection_entries (${COLUMNS})
        SELECT s.card_id, s.printing_id, s.name, s.set_code, s.collector_number, g.quantity, s.finish, s.condition, s.lang, s.tags, s.purchase_price, s.notes, s.source_line
        FROM ${groups} g JOIN ${staged} s ON s.seq = g.first WHERE g.existing IS NULL ORDER BY g.first`).run().changes;
      return added;
    }).immediate();
    const unresolvedRows: number[] = [];
    rows.forEach((row, index) => row.card_id === null && unresolvedRows.push(index));
    return { added: merged, merged: rows.length - merged, unresolvedRows };
  } finally {
    for (const trigger of triggers) db.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    for (const table of [staged, groups, changed]) db.exec(`DROP TABLE IF EXISTS ${table}`);
  }
}

/** Changes when another connection commits to the database (SQLite's PRAGMA data_version). */
function dataVersion(db: Db): number {
  return db.pragma('data_version', { simple: true }) as number;
}
