import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { findCardsByName } from '../../../app/db/card-lookup.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { fixture, SHARED_DATA } from '../../support/import.ts';

function card(db: Db, name: string) {
  const [found] = findCardsByName(db, new CardSearch(db), name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe('MTGJSON AllPrintings import', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('groups the faces of each printing into one card with one printing, tokens included', async () => {
    const summary = await importFile(db, fixture('mtgjson-all-printings.json'));
    expect(summary.format).toBe('mtgjson-allprintings');
    expect(summary.cards).toEqual({ added: 5, updated: 0 });
    expect(summary.printings).toEqual({ added: 5, updated: 0 });
    expect(summary.skipped.details).toEqual([{ record: 6, name: 'EMPTY', reason: 'set without a "cards" list' }]);
    const fireIce = card(db, 'Fire // Ice');
    expect(fireIce.faces.map((f) => [f.name, f.mana_cost, f.colors])).toEqual([
      ['Fire', '{1}{R}', ['R']],
      ['Ice', '{1}{U}', ['U']],
    ]);
    expect(fireIce).toMatchObject({ oracle_key: 'oracle-fire-ice', mana_cost: '{1}{R} // {1}{U}', colors: ['U', 'R'], cmc: 4 });
    expect(fireIce.printings).toEqual([
      expect.objectContaining({ set: 'apc', collector_number: '128', external_id: 'sf-fire-ice', artist: 'David Martin & Franz Vohwinkel', released_at: '2001-06-04' }),
    ]);
    expect(card(db, 'Soldier').layout).toBe('token');
  });

  it('stores foreignData as localisations: German and Spanish names, types and texts per face', async () => {
    await importFile(db, fixture('mtgjson-all-printings.json'));
    const fireIce = card(db, 'Fuego');
    expect(fireIce.localizations.map((l) => [l.lang, l.face_index, l.name, l.type_line])).toEqual([
      ['de', 0, 'Feuer', 'Spontanzauber'],
      ['de', 1, 'Eis', 'Spontanzauber'],
      ['es', 0, 'Fuego', 'Instantáneo'],
      ['es', 1, 'Hielo', 'Instantáneo'],
    ]);
    const tusker = card(db, 'Krosanischer Stoßzahn');
    expect(tusker.name).toBe('Krosan Tusker');
    expect(tusker.localizations.map((l) => l.lang)).toEqual(['de', 'es', 'ja']);
    expect(tusker.localizations[1]?.text).toContain('Ciclo {2}{G}');
  });

  it('uses the keywords MTGJSON lists, and reads them from the text where it lists none', async () => {
    await importFile(db, fixture('mtgjson-all-printings.json'));
    expect(card(db, 'Krosan Tusker').keywords).toEqual(['cycling']);
    expect(card(db, 'Elvish Aberration').keywords).toEqual(['forestcycling']);
  });

  it('marks cards of the Mystery Booster playtest set as playtest cards', async () => {
    await importFile(db, fixture('mtgjson-all-printings.json'));
    expect(card(db, 'Chaos Dragon').source).toBe('playtest');
    expect(card(db, 'Elvish Aberration').source).toBe('import');
  });

  it('merges into cards a Scryfall import stored, by Scryfall oracle and printing ids', async () => {
    await importFile(db, fixture('scryfall-cards.json'));
    const before = db.prepare('SELECT count(*) FROM printings').pluck().get() as number;
    const summary = await importFile(db, fixture('mtgjson-all-printings.json'));
    // Fire // Ice, Krosan Tusker, Soldier and Chaos Dragon were there; only Elvish Aberration is new.
    expect(summary.cards).toEqual({ added: 1, updated: 4 });
    expect(summary.printings.updated).toBe(3); // sf-fire-ice, sf-tusker-ons, sf-playtest
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(before + 2);
  });
});

describe('MTGJSON AtomicCards import', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('reads a wrapped file (meta + data): adventure faces, foreign face names, skips an entry that is no face list', async () => {
    const summary = await importFile(db, fixture('mtgjson-atomic-cards.json'));
    expect(summary.format).toBe('mtgjson-atomic');
    expect(summary.cards.added).toBe(2);
    expect(summary.printings.added).toBe(0);
    expect(summary.skipped.details).toEqual([{ record: 3, name: 'Broken Entry', reason: 'card entry is not a list of faces' }]);
    const giant = card(db, 'Knochenbrecher-Riese');
    expect(giant).toMatchObject({ name: 'Bonecrusher Giant // Stomp', layout: 'adventure', mana_cost: '{2}{R} // {1}{R}', power: '4' });
    expect(giant.faces.map((f) => f.name)).toEqual(['Bonecrusher Giant', 'Stomp']);
    // Printed only in the playtest set CMB1: a playtest card, though it has no Scryfall oracle id.
    expect(card(db, 'Chaos Dragon')).toMatchObject({ source: 'playtest', oracle_key: 'playtest:chaos dragon' });
  });

  const sample = join(SHARED_DATA, 'mtgjson-atomic-cards-sample.json');
  it.skipIf(!existsSync(sample))(`reads the bare data object of the shared sample (needs ${sample})`, async () => {
    const summary = await importFile(db, sample);
    expect(summary).toMatchObject({ format: 'mtgjson-atomic', cards: { added: 4, updated: 0 } });
    const wearTear = card(db, 'Tear');
    expect(wearTear).toMatchObject({ name: 'Wear // Tear', layout: 'split', colors: ['W', 'R'], color_identity: ['W', 'R'], cmc: 3 });
    expect(wearTear.faces.map((f) => [f.name, f.mana_cost])).toEqual([
      ['Wear', '{R}'],
      ['Tear', '{W}'],
    ]);
    // A funny card is an ordinary imported card: it is not a playtest card.
    expect(card(db, 'Funny Card')).toMatchObject({ source: 'import', oracle_key: 'oracle-funny' });
  });
  if (!existsSync(sample)) console.warn(`SKIPPED: ${sample} is missing, the shared data folder is not there`);
});
