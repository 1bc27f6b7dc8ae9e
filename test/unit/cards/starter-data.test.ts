import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { manaValue, parseManaCost } from '../../../app/cards/mana-symbols.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { DEFAULT_STARTER_DIR, readStarterFile, StarterData } from '../../../app/db/starter-data.ts';
import { testCard } from '../../support/cards.ts';

interface Row {
  id: number;
  name: string;
  type_line: string;
  oracle_text: string;
  mana_cost: string;
  cmc: number;
  source: string;
  lang: string;
  keywords: string;
}

function loadedStore(): Db {
  const db = openDatabase(':memory:');
  new StarterData(db).ensureLoaded();
  return db;
}

function allCards(db: Db): Row[] {
  return db
    .prepare(
      `SELECT c.id, c.name, c.type_line, c.oracle_text, c.mana_cost, c.cmc, c.source, c.lang,
              ifnull((SELECT group_concat(keyword, '|') FROM card_keywords k WHERE k.card_id = c.id), '') AS keywords
       FROM cards c`,
    )
    .all() as Row[];
}

const has = (row: Row, keyword: string) => row.keywords.split('|').includes(keyword);

/** Reads a plain-text decklist: "4 Name" lines, "//" comments, an optional "Sideboard" section. */
function readDecklist(file: string): { main: [number, string][]; side: [number, string][] } {
  const deck = { main: [] as [number, string][], side: [] as [number, string][] };
  let section = deck.main;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//')) continue;
    if (/^sideboard$/i.test(line)) {
      section = deck.side;
      continue;
    }
    const match = /^(\d+)\s+(.+)$/.exec(line);
    if (!match) throw new Error(`Not a decklist line in ${file}: "${line}"`);
    section.push([Number(match[1]), match[2]!]);
  }
  return deck;
}

describe('starter data', () => {
  let db: Db;
  let cards: Row[];
  const named = (name: string) => cards.find((card) => card.name === name);
  const withText = (pattern: RegExp) => cards.filter((card) => pattern.test(card.oracle_text));
  const withKeyword = (keyword: string) => cards.filter((card) => has(card, keyword));

  beforeAll(() => {
    db = loadedStore();
    cards = allCards(db);
  });

  it('loads into an empty store once, and never again into a store that has cards', () => {
    const fresh = openDatabase(':memory:');
    const starter = new StarterData(fresh);
    const first = starter.ensureLoaded();
    expect(first.loaded).toBe(true);
    expect(fresh.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(first.cards);
    expect(starter.ensureLoaded()).toMatchObject({ loaded: false, reason: 'store-not-empty' });
    fresh.prepare('DELETE FROM cards').run();
    expect(starter.ensureLoaded()).toMatchObject({ loaded: false, reason: 'already-loaded' });
    expect(fresh.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(0);
  });

  it('loads in one transaction: a bad card leaves the store empty and loadable later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxyfish-starter-'));
    const bad = { ...testCard({ name: 'Broken' }), source: 'bogus' };
    writeFileSync(join(dir, 'cards.json'), JSON.stringify({ version: 1, families: [], cards: [testCard({ name: 'Fine' }), bad] }));
    const fresh = openDatabase(':memory:');
    expect(() => new StarterData(fresh, dir).ensureLoaded()).toThrow(/CHECK constraint/);
    expect(fresh.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(0);
    expect(new StarterData(fresh).ensureLoaded().loaded).toBe(true);
  });

  it('names the file when the starter data is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxyfish-starter-'));
    expect(() => new StarterData(openDatabase(':memory:'), dir).ensureLoaded()).toThrow(/cards\.json could not be read/);
  });

  it('has the basic lands, the snow-covered basics and Wastes, with German and Spanish names', () => {
    for (const type of ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']) {
      expect(named(type)?.type_line).toBe(`Basic Land — ${type}`);
      expect(named(`Snow-Covered ${type}`)?.type_line).toBe(`Basic Snow Land — ${type}`);
    }
    expect(named('Wastes')?.type_line).toBe('Basic Land');
    const forest = db.prepare("SELECT l.lang, l.name FROM card_localizations l JOIN cards c ON c.id = l.card_id WHERE c.name = 'Forest' ORDER BY l.lang").all();
    expect(forest).toEqual([{ lang: 'de', name: 'Wald' }, { lang: 'es', name: 'Bosque' }]);
  });

  it('has at least 150 real cards besides the basic lands', () => {
    const real = cards.filter((card) => card.source === 'import' && !card.type_line.startsWith('Basic'));
    expect(real.length).toBeGreaterThanOrEqual(150);
  });

  it('has plain cycling, non-mana cycling costs and hybrid cycling costs (CR 702.29a)', () => {
    expect(withText(/^Cycling \{\d\}/m).length).toBeGreaterThan(40);
    expect(withText(/^Cycling—Pay 2 life\./m).map((card) => card.name)).toContain('Street Wraith');
    expect(withText(/^Cycling—Sacrifice a land\./m).map((card) => card.name)).toContain('Edge of Autumn');
    expect(withText(/^Cycling \{([WUBRG])\/([WUBRG])\}/m).length).toBeGreaterThanOrEqual(5);
  });

  it('has the cycling lands of Urza, Onslaught and Amonkhet (lands with land types and without)', () => {
    const cyclingLands = cards.filter((card) => /\bLand\b/.test(card.type_line) && has(card, 'cycling'));
    expect(cyclingLands.filter((card) => card.type_line === 'Land').length).toBeGreaterThanOrEqual(11);
    expect(cyclingLands.filter((card) => /^Land — \w+ \w+$/.test(card.type_line)).length).toBe(5);
    expect(cyclingLands.filter((card) => card.type_line === 'Land — Desert').length).toBe(5);
  });

  it('has every basic landtype-cycling, basic landcycling, slivercycling, wizardcycling and artifact landcycling (CR 702.29e)', () => {
    for (const keyword of ['plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling', 'basic landcycling', 'slivercycling', 'wizardcycling', 'artifact landcycling']) {
      expect(withKeyword(keyword).length, keyword).toBeGreaterThan(0);
    }
    expect(withKeyword('artifact landcycling').map((card) => card.name)).toEqual(["Sojourner's Companion"]);
  });

  it('has cards with two typecyclings', () => {
    const double = cards.filter((card) => card.keywords.split('|').filter((keyword) => /.cycling$/.test(keyword)).length >= 2);
    expect(double.map((card) => card.name).sort()).toEqual(['Igneous Pouncer', 'Jhessian Zombies', 'Pale Recluse', 'Sanctum Plowbeast', 'Valley Rannet']);
  });

  it('has "when you cycle", "whenever you cycle or discard" and "whenever a player cycles" cards (CR 702.29c, d)', () => {
    expect(withText(/When you cycle /).map((card) => card.name)).toEqual(expect.arrayContaining(['Krosan Tusker', 'Decree of Justice']));
    expect(withText(/Whenever you cycle or discard (a|another) card/).map((card) => card.name)).toEqual(
      expect.arrayContaining(['Drake Haven', 'Archfiend of Ifnir']),
    );
    expect(withText(/Whenever a player cycles a card/).map((card) => card.name)).toEqual(expect.arrayContaining(['Lightning Rift', 'Astral Slide']));
  });

  it('has cards that change, grant or forbid cycling, and Stifle-like counters for abilities', () => {
    expect(named('Fluctuator')?.oracle_text).toMatch(/Cycling abilities you activate cost up to \{2\} less/);
    expect(named('Stabilizer')?.oracle_text).toBe("Players can't cycle cards.");
    expect(withText(/rather than pay cycling costs/).length).toBe(1);
    expect(withText(/has (cycling|slivercycling) \{/).length).toBeGreaterThanOrEqual(2);
    expect(withText(/^Counter target activated or triggered ability/m).map((card) => card.name)).toEqual(expect.arrayContaining(['Stifle', 'Trickbind']));
    expect(withText(/Counter target spell, activated ability, or triggered ability/).map((card) => card.name)).toContain('Disallow');
  });

  it('has Arcanum Wings with aura swap (CR 702.65) and Auras for creatures, lands, artifacts and "creature you control"', () => {
    expect(has(named('Arcanum Wings')!, 'aura swap')).toBe(true);
    const auras = cards.filter((card) => card.type_line.includes('Aura'));
    for (const enchant of ['Enchant creature', 'Enchant land', 'Enchant artifact', 'Enchant creature you control', 'Enchant Forest', 'Enchant permanent']) {
      expect(auras.some((card) => card.oracle_text.split('\n').includes(enchant)), enchant).toBe(true);
    }
    expect(auras.filter((card) => /When .+ enters, /.test(card.oracle_text)).length).toBeGreaterThanOrEqual(5);
  });

  it('has official playtest cards and three example custom cards in English, German and Spanish', () => {
    const playtest = cards.filter((card) => card.source === 'playtest');
    expect(playtest.length).toBeGreaterThanOrEqual(3);
    const custom = cards.filter((card) => card.source === 'custom');
    expect(custom.map((card) => card.lang).sort()).toEqual(['de', 'en', 'es']);
    const german = custom.find((card) => card.lang === 'de')!;
    expect(german.oracle_text).toMatch(/^Umwandlung \{/m);
    expect(has(german, 'cycling')).toBe(true);
    const spanish = custom.find((card) => card.lang === 'es')!;
    expect(spanish.oracle_text).toMatch(/^Ciclo de llanura \{/m);
    expect(has(spanish, 'plainscycling')).toBe(true);
  });

  it('carries today\'s Oracle wording, not 2019\'s', () => {
    for (const outdated of [/enters the battlefield/, /converted mana cost/, /shuffle your library/, /Totem armor/, /Activate this ability only/]) {
      expect(withText(outdated).map((card) => card.name), String(outdated)).toEqual([]);
    }
    expect(named('Krosan Tusker')?.oracle_text).toContain('put it into your hand, then shuffle. (Do this before you draw.)');
    expect(named('Secluded Steppe')?.oracle_text).toMatch(/^Secluded Steppe enters tapped\./);
    // Auras keep the long wording: "dies" is for creatures.
    expect(named('Rancor')?.oracle_text).toContain('When Rancor is put into a graveyard from the battlefield');
  });

  it('has a mana cost that parses for every card and face, with its mana value', () => {
    const { cards: records } = readStarterFile();
    for (const record of records) {
      expect(() => parseManaCost(record.mana_cost), record.name).not.toThrow();
      for (const face of record.faces) expect(() => parseManaCost(face.mana_cost), face.name).not.toThrow();
      expect(record.cmc, record.name).toBe(manaValue(parseManaCost(record.mana_cost)));
    }
  });

  const deckDir = join(DEFAULT_STARTER_DIR, 'decks');
  for (const file of readdirSync(deckDir).filter((name) => name.endsWith('.txt'))) {
    it(`decklist ${file} has 60 main-deck cards, all of them starter cards`, () => {
      const deck = readDecklist(join(deckDir, file));
      expect(deck.main.reduce((sum, [count]) => sum + count, 0)).toBe(60);
      for (const [count, name] of [...deck.main, ...deck.side]) {
        expect(named(name), `${name} in ${file}`).toBeDefined();
        if (!named(name)!.type_line.startsWith('Basic')) expect(count, name).toBeLessThanOrEqual(4);
      }
    });
  }

  it('has three decklists: Astral Slide, Amonkhet cycling and Ikoria cycling', () => {
    expect(readdirSync(deckDir).filter((name) => name.endsWith('.txt')).sort()).toEqual(['amonkhet-cycling-ub.txt', 'astral-slide-rw.txt', 'ikoria-cycling-jeskai.txt']);
  });
});
