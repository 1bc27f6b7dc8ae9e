import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { findCardsByName } from '../../../app/db/card-lookup.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { cockatriceCost } from '../../../app/db/import/cockatrice.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { fixture } from '../../support/import.ts';

function card(db: Db, name: string) {
  const [found] = findCardsByName(db, new CardSearch(db), name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe('Cockatrice cards.xml import', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('reads v3 cards (fields as children of <card>), split cards into faces, and names the line of a skipped card', async () => {
    const summary = await importFile(db, fixture('cockatrice-v3.xml'));
    expect(summary.format).toBe('cockatrice');
    expect(summary.cards).toEqual({ added: 3, updated: 0 });
    expect(summary.skipped.details).toEqual([{ record: 4, line: 53, reason: '<card> without a <name>' }]);
    const tusker = card(db, 'Krosan Tusker');
    expect(tusker).toMatchObject({ mana_cost: '{5}{G}{G}', cmc: 7, power: '6', toughness: '5', colors: ['G'], source: 'import', source_detail: 'cockatrice' });
    expect(tusker.keywords).toEqual(['cycling']);
    expect(tusker.printings).toEqual([expect.objectContaining({ set: 'ons', set_name: 'Onslaught', collector_number: '272', rarity: 'common', released_at: '2002-10-07' })]);
    const fireIce = card(db, 'Ice');
    expect(fireIce.faces.map((f) => [f.name, f.mana_cost, f.oracle_text])).toEqual([
      ['Fire', '{1}{R}', 'Fire deals 2 damage divided as you choose among one or two targets.'],
      ['Ice', '{1}{U}', 'Tap target permanent.\nDraw a card.'],
    ]);
    // Entities are decoded; a hybrid cost keeps its braces.
    expect(card(db, 'Gilded Drake & Friends')).toMatchObject({ mana_cost: '{1}{U/B}', colors: ['U', 'B'], cmc: 2 });
  });

  it('reads v4 cards (fields in <prop>), joins a transforming back face to its front, marks CMB1 cards playtest', async () => {
    const summary = await importFile(db, fixture('cockatrice-v4.xml'));
    expect(summary.cards).toEqual({ added: 3, updated: 0 });
    expect(summary.records).toBe(3); // four <card> elements, the back face joined to its front
    const wings = card(db, 'arcanum wings');
    expect(wings).toMatchObject({ mana_cost: '{1}{U}', type_line: 'Enchantment — Aura', colors: ['U'], color_identity: ['U'] });
    expect(wings.keywords).toEqual(['aura swap', 'enchant']);
    expect(wings.printings[0]).toMatchObject({ external_id: 'uuid-arcanum-wings', set: 'fut', collector_number: '48' });
    const delver = card(db, 'Insectile Aberration');
    expect(delver).toMatchObject({ name: 'Delver of Secrets // Insectile Aberration', layout: 'transform', mana_cost: '{U}' });
    expect(delver.faces.map((f) => [f.name, f.power, f.toughness])).toEqual([
      ['Delver of Secrets', '1', '1'],
      ['Insectile Aberration', '3', '2'],
    ]);
    expect(card(db, 'Chaos Dragon').source).toBe('playtest');
  });

  it('makes cards of a custom set, or of a set the file does not declare, custom cards', async () => {
    await importFile(db, fixture('cockatrice-custom-set.xml'));
    const german = card(db, 'Sumpfwanderer');
    expect(german).toMatchObject({ source: 'custom', oracle_key: 'custom:sumpfwanderer', type_line: 'Kreatur — Zombie' });
    expect(german.printings[0]).toMatchObject({ set: 'pfx', set_name: 'Proxyfish Test Customs' });
    expect(card(db, 'Homebrew Sliver')).toMatchObject({ source: 'custom', keywords: ['slivercycling'] });
  });

  it("skips every card of Cockatrice's token file, saying why", async () => {
    const summary = await importFile(db, fixture('cockatrice-tokens.xml'));
    expect(summary.cards).toEqual({ added: 0, updated: 0 });
    expect(summary.skipped.byReason).toEqual({ "token from Cockatrice's token file (tokens.xml is not imported)": 2 });
    expect(summary.skipped.details.map((d) => [d.record, d.line, d.name])).toEqual([
      [1, 4, 'Soldier'],
      [2, 17, 'Zombie'],
    ]);
  });

  it('merges into a card of the same name another import stored', async () => {
    await importFile(db, fixture('scryfall-cards.json'));
    const summary = await importFile(db, fixture('cockatrice-v3.xml'));
    expect(summary.cards).toEqual({ added: 1, updated: 2 });
    expect(card(db, 'Krosan Tusker').oracle_key).toBe('oracle-tusker');
  });

  it('converts Cockatrice mana costs to braced symbols', () => {
    expect(cockatriceCost('2WU')).toBe('{2}{W}{U}');
    expect(cockatriceCost('X1B')).toBe('{X}{1}{B}');
    expect(cockatriceCost('10')).toBe('{10}');
    expect(cockatriceCost('{2}{G/P}')).toBe('{2}{G/P}');
    expect(cockatriceCost('2(W/U)')).toBe('{2}{W/U}');
    expect(cockatriceCost('1R // 1U')).toBe('{1}{R} // {1}{U}');
    expect(cockatriceCost('')).toBe('');
  });
});
