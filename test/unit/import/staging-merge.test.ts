// The merge of staged cards (app/db/import/staging.ts) writes exactly what writing each card
// straight into the card store with CardWriter would: the same cards, faces, keywords,
// localisations, related parts, printings and search documents, with the same ids. Checked after a sequence of
// imports of every format into a database that already has the starter cards, re-imports
// (updates) included.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { nativeBindingOf, openDatabase, type Db } from '../../../app/db/connection.ts';
import { detectFile, importFile, readerFor } from '../../../app/db/import/driver.ts';
import { openInput } from '../../../app/db/import/input.ts';
import { SearchIndex } from '../../../app/db/search/search-index.ts';
import { StarterData } from '../../../app/db/starter-data.ts';
import { fixture, tempFolder } from '../../support/import.ts';

/** The import as it was before staging: every card written straight into the store, one transaction. */
async function importDirectly(db: Db, file: string): Promise<void> {
  const writer = new CardWriter(db);
  const written = new Map<string, number>();
  const findByName = db.prepare<[string, string], { oracle_key: string }>(
    'SELECT oracle_key FROM cards WHERE name = ? COLLATE NOCASE AND source = ? LIMIT 1',
  );
  const input = openInput(file);
  db.exec('BEGIN');
  const context = { existingOracleKey: (name: string, source: string) => findByName.get(name, source)?.oracle_key };
  for await (const item of readerFor(detectFile(file))(input.stream, context)) {
    if (item.kind !== 'card') continue;
    const cardId = written.get(item.record.oracle_key);
    if (cardId !== undefined) writer.mergePrintings(cardId, item.record);
    else written.set(item.record.oracle_key, writer.upsert(item.record).cardId);
  }
  new SearchIndex(db).refresh();
  db.exec('COMMIT');
}

const TABLES = ['cards', 'card_faces', 'card_keywords', 'card_localizations', 'card_parts', 'printings', 'printing_images', 'card_search_text'];
const TIMESTAMPS = new Set(['created_at', 'updated_at']);

/** Every row of the card tables, in a fixed order, without the times they were written. */
function cardStore(db: Db): Record<string, unknown[]> {
  const state: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    state[table] = db
      .prepare(`SELECT * FROM ${table}`)
      .all()
      .map((row) => JSON.stringify(Object.entries(row as object).filter(([column]) => !TIMESTAMPS.has(column))))
      .sort();
  }
  return state;
}

describe('merging staged cards', () => {
  const temp = tempFolder();
  let staged: Db;
  let direct: Db;
  beforeAll(() => {
    staged = openDatabase(join(temp.dir, 'staged.sqlite'));
    direct = openDatabase(join(temp.dir, 'direct.sqlite'));
    for (const db of [staged, direct]) new StarterData(db).ensureLoaded();
  });
  afterAll(() => {
    staged.close();
    direct.close();
    temp.remove();
  });

  it.each([
    'scryfall-cards.json',
    'scryfall-related-parts.json',
    'mtgjson-all-printings.json',
    'mtgjson-atomic-cards.json',
    'cockatrice-v3.xml',
    'cockatrice-v4.xml',
    'cockatrice-custom-set.xml',
    'cockatrice-tokens.xml',
    'scryfall-cards.json',
    'scryfall-related-parts.json',
    'mtgjson-all-printings.json',
  ])('after importing %s, the card store is what writing each card directly gives', async (file) => {
    await importFile(staged, fixture(file));
    await importDirectly(direct, fixture(file));
    expect(cardStore(staged)).toEqual(cardStore(direct));
  });

  it('opens the staging connection from the same native build as the card database (the Electron-ABI one under Electron)', async () => {
    const build = join(import.meta.dirname, '..', '..', '..', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
    const db = openDatabase(join(temp.dir, 'native.sqlite'), { nativeBinding: build });
    try {
      let stagingBinding: string | undefined;
      await importFile(db, fixture('cockatrice-v3.xml'), { onStagingOpen: (staging) => (stagingBinding = nativeBindingOf(staging)) });
      expect(stagingBinding).toBe(build);
    } finally {
      db.close();
    }
  });
});
