// Issue 15 item 1 on the real data: after importing the 45,851-printing Scryfall file into a
// data folder that already has the starter cards, the search index equals a full rebuild and the
// starter, custom and playtest cards are still found by name and text, in German too. Skipped,
// saying so, when the shared data folder is missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../../app/db/import/driver.ts';
import { SearchIndex } from '../../app/db/search/search-index.ts';
import { Services } from '../../app/services.ts';
import { SHARED_DATA, tempFolder } from '../support/import.ts';

const FILE = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
const available = existsSync(FILE);
if (!available) {
  console.warn(`SKIPPED real-data search index test: ${FILE} is missing (set PROXYFISH_SHARED_DATA to the shared data folder)`);
}

describe.skipIf(!available)('search index after the real Scryfall import into a folder with the starter cards', () => {
  const temp = tempFolder();
  let services: Services;
  beforeAll(async () => {
    services = new Services({ home: temp.dir });
    await importFile(services.db, FILE);
  }, 300_000);
  afterAll(() => {
    services?.close();
    temp.remove();
  });

  const names = (query: string, lang = 'en') => services.cardSearch.search(query, { lang, limit: 100 }).results.map((card) => card.name);

  it('still finds the starter custom and playtest cards by name and text, in English and German', () => {
    expect(names('Sandsworn')).toEqual(['Sandsworn Cartographer']);
    expect(names('Gezeitenflüsterer', 'de')).toEqual(['Gezeitenflüsterer']);
    expect(names('Slivdrazi')).toEqual(['Slivdrazi Monstrosity']);
    expect(names('is:custom Sandsworn')).toEqual(['Sandsworn Cartographer']);
  });

  it('equals a full rebuild, document for document', () => {
    const db = services.db;
    const documents = () => db.prepare('SELECT * FROM card_search_text ORDER BY doc_id').all();
    db.exec("INSERT INTO card_search (card_search, rank) VALUES ('integrity-check', 1)");
    const kept = documents();
    db.exec('SAVEPOINT full_rebuild');
    try {
      new SearchIndex(db).rebuildAll();
      expect(documents()).toEqual(kept);
    } finally {
      db.exec('ROLLBACK TO full_rebuild; RELEASE full_rebuild');
    }
  });
});
