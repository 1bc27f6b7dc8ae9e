// Checks that an import gives the same database content as the importer of another commit
// (issue 24: a faster import must write exactly what the old one wrote). Imports the file with
// both importers into fresh databases, then a second time into the same databases (the update
// path), and compares every card, printing and search table row by row after each round;
// timestamps aside. Exits 1 on any difference. Usage:
//   node --import tsx scripts/import-equality.ts [file] [commit]   (defaults: the 2019 Scryfall file, main;
//   an empty file argument means the default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Connection from '../app/db/connection.ts';
import type * as Driver from '../app/db/import/driver.ts';
import { beforeTree } from '../bench/support/before.ts';
import { SHARED_DATA } from '../test/support/import.ts';

const file = process.argv[2] || join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
if (process.argv[3]) process.env.PROXYFISH_BENCH_BEFORE = process.argv[3];

/** The tables an import writes, each ordered by its key so equal content gives equal rows. */
const TABLES: Record<string, string> = {
  cards: 'id',
  card_faces: 'card_id, face_index',
  card_localizations: 'card_id, lang, face_index',
  card_keywords: 'card_id, keyword',
  card_parts: 'card_id, component, name',
  printings: 'id',
  printing_images: 'printing_id, face_index',
  card_search_text: 'doc_id',
  card_search_dirty: 'card_id',
};
/** When a row was written, not what it says. */
const TIMESTAMPS = new Set(['created_at', 'updated_at']);

interface Importer {
  label: string;
  db: Connection.Db;
  importFile: typeof Driver.importFile;
}

async function importer(root: string, label: string, folder: string): Promise<Importer> {
  const { openDatabase } = (await import(join(root, 'app/db/connection.ts'))) as typeof Connection;
  const { importFile } = (await import(join(root, 'app/db/import/driver.ts'))) as typeof Driver;
  return { label, db: openDatabase(join(folder, `${label}.sqlite`)), importFile };
}

function rows(db: Connection.Db, table: string): string[] {
  const columns = db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .map((row) => row.name)
    .filter((name) => !TIMESTAMPS.has(name));
  return db
    .prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${TABLES[table]}`)
    .raw()
    .all()
    .map((row) => JSON.stringify(row));
}

/** Differences between the two databases, at most a few per table. */
function compare(a: Importer, b: Importer): string[] {
  const differences: string[] = [];
  for (const table of Object.keys(TABLES)) {
    const left = rows(a.db, table);
    const right = rows(b.db, table);
    if (left.length !== right.length) differences.push(`${table}: ${left.length} rows (${a.label}) against ${right.length} (${b.label})`);
    let shown = 0;
    for (let i = 0; i < Math.max(left.length, right.length) && shown < 3; i += 1) {
      if (left[i] === right[i]) continue;
      differences.push(`${table} row ${i + 1}:\n  ${a.label}: ${left[i] ?? '(none)'}\n  ${b.label}: ${right[i] ?? '(none)'}`);
      shown += 1;
    }
    console.log(`  ${table}: ${left.length} rows${shown === 0 && left.length === right.length ? ', identical' : ''}`);
  }
  // The FTS index is built from card_search_text; check it agrees with it.
  for (const side of [a, b]) side.db.exec(`INSERT INTO card_search (card_search) VALUES ('integrity-check')`);
  return differences;
}

const folder = mkdtempSync(join(tmpdir(), 'proxyfish-import-equality-'));
let failed = false;
try {
  const before = beforeTree();
  const old = await importer(before.dir, `before-${before.commit}`, folder);
  const current = await importer(join(import.meta.dirname, '..'), 'this-tree', folder);
  for (const round of ['into a fresh database', 'again, over the first import']) {
    for (const side of [old, current]) {
      const started = performance.now();
      const summary = await side.importFile(side.db, file);
      const { durationMs: _duration, mergeMs: _merge, ...rest } = summary;
      console.log(`${side.label}: imported ${round} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(rest).slice(0, 300)}`);
    }
    console.log(`comparing after importing ${round}:`);
    const differences = compare(old, current);
    if (differences.length > 0) {
      failed = true;
      console.log(`DIFFERENT:\n${differences.join('\n')}`);
    } else {
      console.log('  same content');
    }
  }
  old.db.close();
  current.db.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
