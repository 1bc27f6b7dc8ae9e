// Issue 15 item 1: the search index must always equal what a full rebuild gives. A large import
// into a data folder that already had cards used to empty the whole search table but refill only
// the changed cards, so the starter, custom and playtest cards vanished from name and text search.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { SearchIndex } from '../../../app/db/search/search-index.ts';
import { Services } from '../../../app/services.ts';
import { shoreCycler } from '../../support/cards.ts';
import { fixture, syntheticScryfall, tempFolder } from '../../support/import.ts';

const customCard = { ...shoreCycler, name: 'Tidewhisper Scout' };

/** Every search document, after checking that the FTS index agrees with them. */
function indexState(db: Db): unknown[] {
  // rank = 1: also compare the external-content FTS index with its content table.
  db.exec("INSERT INTO card_search (card_search, rank) VALUES ('integrity-check', 1)");
  return db.prepare('SELECT * FROM card_search_text ORDER BY doc_id').all();
}

/** Brings the index up to date as a search would, then compares it with a full rebuild (rolled back after). */
function expectIndexEqualsFullRebuild(services: Services): void {
  const db = services.db;
  services.cardSearch.index.refresh();
  const kept = indexState(db);
  db.exec('SAVEPOINT full_rebuild');
  try {
    new SearchIndex(db).rebuildAll();
    expect(kept).toEqual(indexState(db));
  } finally {
    db.exec('ROLLBACK TO full_rebuild; RELEASE full_rebuild');
  }
}

function names(services: Services, query: string, lang = 'en'): string[] {
  return services.cardSearch.search(query, { lang, limit: 1000 }).results.map((card) => card.name);
}

describe('search index after imports, edits and deletions', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  function servicesWith(starterData: boolean): Services {
    const temp = tempFolder('proxyfish-search-index-');
    const services = new Services({ home: temp.dir, ...(starterData ? {} : { starterData: false }) });
    cleanups.push(() => {
      services.close();
      temp.remove();
    });
    return services;
  }

  it('a large import into a folder with the starter cards keeps them in name and text search, in German too', async () => {
    const services = servicesWith(true);
    expect(names(services, 'Sandsworn')).toEqual(['Sandsworn Cartographer']);
    const file = join(services.paths.home, 'big.json');
    // More new cards than cards already stored: the index is rebuilt whole.
    writeFileSync(file, syntheticScryfall(400));
    await importFile(services.db, file);

    expect(names(services, 'Sandsworn')).toEqual(['Sandsworn Cartographer']);
    expect(names(services, 'Gezeitenflüsterer', 'de')).toEqual(['Gezeitenflüsterer']);
    expect(names(services, 'insel', 'de')).toContain('Island');
    expect(names(services, 'is:playtest Slivdrazi')).toEqual(['Slivdrazi Monstrosity']);
    expect(names(services, 'fo:"Discard this card: Draw a card"').length).toBeGreaterThanOrEqual(400);
    expectIndexEqualsFullRebuild(services);
  });

  it.each([
    ['Scryfall', 'scryfall-cards.json'],
    ['MTGJSON AtomicCards', 'mtgjson-atomic-cards.json'],
    ['MTGJSON AllPrintings', 'mtgjson-all-printings.json'],
    ['Cockatrice v3', 'cockatrice-v3.xml'],
    ['Cockatrice v4', 'cockatrice-v4.xml'],
    ['Cockatrice custom set', 'cockatrice-custom-set.xml'],
  ])('equals a full rebuild after a %s import into a folder with custom cards', async (_kind, file) => {
    const services = servicesWith(false);
    services.customCards.create(customCard);
    services.customCards.create({ ...customCard, name: 'Gezeitenspäher', lang: 'de' });
    services.customCards.create({ ...customCard, name: 'Explorador de mareas', lang: 'es' });
    expectIndexEqualsFullRebuild(services);

    await importFile(services.db, fixture(file));
    expectIndexEqualsFullRebuild(services);
    expect(names(services, 'Tidewhisper')).toEqual(['Tidewhisper Scout']);
    expect(names(services, 'Gezeitenspäher', 'de')).toEqual(['Gezeitenspäher']);
    expect(names(services, 'mareas', 'es')).toEqual(['Explorador de mareas']);

    // Imported again: every card is updated, none added.
    await importFile(services.db, fixture(file));
    expectIndexEqualsFullRebuild(services);
  });

  it('equals a full rebuild after custom cards are edited and deleted', async () => {
    const services = servicesWith(true);
    const first = services.customCards.create(customCard);
    const second = services.customCards.create({ ...customCard, name: 'Second Scout' });
    expectIndexEqualsFullRebuild(services);
    services.customCards.update(first.id, { ...customCard, name: 'Renamed Scout', oracle_text: 'Flying' });
    expectIndexEqualsFullRebuild(services);
    expect(names(services, 'Tidewhisper')).toEqual([]);
    expect(names(services, 'Renamed')).toEqual(['Renamed Scout']);
    services.customCards.delete(second.id);
    expectIndexEqualsFullRebuild(services);
    expect(names(services, 'Second Scout')).toEqual([]);

    const file = join(services.paths.home, 'big.json');
    writeFileSync(file, syntheticScryfall(400));
    await importFile(services.db, file);
    services.customCards.delete(first.id);
    expectIndexEqualsFullRebuild(services);
    expect(names(services, 'Sandsworn')).toEqual(['Sandsworn Cartographer']);
  });
});
