// Saves an imported collection without holding the request thread (issue 22: 200,000 CSV rows
// stalled it 5.4 s in one transaction). The rows go first, in steps with a pause between, into
// a private TEMP table of this connection (that takes no lock on the collection, and other
// writes go on meanwhile); then one transaction merges them in with set-based SQL: identical
// rows summed, rows identical to an entry added to it, the rest inserted with their first row's
// details. Like the one-transaction write before it, a failure or kill -9 before that commit
// leaves the collection as it was.
import type { Db } from '../db/connection.ts';
import type { CollectionImportCounts, PreparedImportRow } from './collection-service.ts';

const STEP_ROWS = 10_000;
const COLUMNS = 'card_id, printing_id, name, set_code, collector_number, quantity, finish, condition, lang, tags, purchase_price, notes, source_line';
/** Entries are the same when card, printing, name, finish, condition, language and printing as written agree: that as one text. */
const identity = (alias: string) =>
  `ifnull(${alias}.card_id, '') || char(0) || ifnull(${alias}.printing_id, '') || char(0) || ${alias}.name || char(0) || ${alias}.finish || char(0) ||
   ${alias}.condition || char(0) || ${alias}.lang || char(0) || ifnull(${alias}.set_code, '') || char(0) || ifnull(${alias}.collector_number, '')`;

let imports = 0;

export async function writeImportInSteps(db: Db, rows: readonly PreparedImportRow[], options: { replace?: boolean; signal?: AbortSignal } = {}): Promise<CollectionImportCounts> {
  imports += 1;
  const staged = `temp.collection_import_${process.pid}_${imports}`;
  const groups = `temp.collection_import_groups_${process.pid}_${imports}`;
  // Typed columns: a JS number is bound as a REAL, and 12.0 must read as the entry's 12 in the identity.
  db.exec(`CREATE TABLE ${staged} (seq INTEGER PRIMARY KEY, card_id INTEGER, printing_id INTEGER, name TEXT, set_code TEXT, collector_number TEXT,
    quantity INTEGER, finish TEXT, condition TEXT, lang TEXT, tags TEXT, purchase_price REAL, notes TEXT, source_line INTEGER)`);
  try {
    const stage = db.prepare(`INSERT INTO ${staged} (seq, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // Deferred, not immediate: these transactions write the TEMP table only and must not take the collection's lock.
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
      await new Promise((resolve) => setImmediate(resolve));
    }
    options.signal?.throwIfAborted();
    const merged = db.transaction(() => {
      if (options.replace) db.prepare('DELETE FROM collection_entries').run();
      db.exec(`CREATE TABLE ${groups} (key TEXT PRIMARY KEY, first INTEGER NOT NULL, quantity INTEGER NOT NULL, existing INTEGER) WITHOUT ROWID`);
      db.exec(`INSERT INTO ${groups} (key, first, quantity) SELECT ${identity('s')}, min(seq), sum(quantity) FROM ${staged} s GROUP BY 1`);
      db.exec(`UPDATE ${groups} SET existing = e.id FROM (SELECT ${identity('c')} AS key, max(id) AS id FROM collection_entries c GROUP BY 1) e WHERE e.key = ${groups.replace('temp.', '')}.key`);
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
    db.exec(`DROP TABLE IF EXISTS ${staged}`);
    db.exec(`DROP TABLE IF EXISTS ${groups}`);
  }
}
