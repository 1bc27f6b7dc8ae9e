// Imports the real 45,851-printing Scryfall file from the shared data folder (see its README).
// Skipped, saying so, when that folder is missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSearch } from '../../app/db/search/card-search.ts';
import { findCardsByName } from '../../app/db/card-lookup.ts';
import { openDatabase, type Db } from '../../app/db/connection.ts';
import { importFile } from '../../app/db/import/driver.ts';
import type { ImportSummary } from '../../app/db/import/types.ts';
import { SHARED_DATA, tempFolder } from '../support/import.ts';

const FILE = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
const available = existsSync(FILE);
if (!available) {
  console.warn(`SKIPPED real-data import test: ${FILE} is missing (set PROXYFISH_SHARED_DATA to the shared data folder)`);
}

describe.skipIf(!available)(`real Scryfall data (${FILE})`, () => {
  const temp = tempFolder();
  let db: Db;
  let summary: ImportSummary;
  beforeAll(async () => {
    db = openDatabase(join(temp.dir, 'cards.sqlite'));
    summary = await importFile(db, FILE);
  }, 180_000);
  afterAll(() => {
    db.close();
    temp.remove();
  });

  const card = (name: string) => {
    const [found] = findCardsByName(db, new CardSearch(db), name);
    if (!found) throw new Error(`no card ${name}`);
    return found;
  };

  it('imports every printing of every oracle card', () => {
    expect(summary).toMatchObject({ format: 'scryfall', records: 45_851, cards: { added: 20_030, updated: 0 }, printings: { added: 45_851, updated: 0 } });
    expect(summary.skipped.count).toBe(0);
    expect(db.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(20_030);
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(45_851);
  });

  it('knows Krosan Tusker: one face, the cycling keyword, its fourteen printings', () => {
    const tusker = card('Krosan Tusker');
    expect(tusker.faces).toEqual([expect.objectContaining({ name: 'Krosan Tusker', mana_cost: '{5}{G}{G}', power: '6', toughness: '5' })]);
    expect(tusker.keywords).toEqual(['cycling']);
    expect(tusker.printings).toHaveLength(14);
  });

  it('knows Fire // Ice as a split card with two faces', () => {
    const fireIce = card('Fire // Ice');
    expect(fireIce).toMatchObject({ layout: 'split', mana_cost: '{1}{R} // {1}{U}', cmc: 4, colors: ['U', 'R'] });
    expect(fireIce.faces.map((face) => [face.name, face.mana_cost, face.type_line])).toEqual([
      ['Fire', '{1}{R}', 'Instant'],
      ['Ice', '{1}{U}', 'Instant'],
    ]);
  });

  it('knows Arcanum Wings with aura swap', () => {
    const wings = card('Arcanum Wings');
    expect(wings).toMatchObject({ mana_cost: '{1}{U}', type_line: 'Enchantment — Aura' });
    expect(wings.keywords).toEqual(['aura swap', 'enchant']);
    expect(wings.oracle_text).toContain('Aura swap {2}{U}');
  });

  it('finds every cycling and typecycling card by keyword (526 printings: the rest only mention cycling)', () => {
    const printings = db
      .prepare("SELECT count(*) FROM printings p WHERE EXISTS (SELECT 1 FROM card_keywords k WHERE k.card_id = p.card_id AND k.keyword LIKE '%cycling')")
      .pluck()
      .get();
    expect(printings).toBe(526);
    const kinds = db.prepare("SELECT DISTINCT keyword FROM card_keywords WHERE keyword LIKE '%cycling' ORDER BY keyword").pluck().all();
    expect(kinds).toEqual(['basic landcycling', 'cycling', 'forestcycling', 'islandcycling', 'mountaincycling', 'plainscycling', 'slivercycling', 'swampcycling', 'wizardcycling']);
  });
});
