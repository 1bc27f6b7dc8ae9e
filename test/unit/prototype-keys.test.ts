// Tables keyed by what a user or a file wrote must not find Object.prototype's members:
// "constructor", "__proto__", "toString" and "hasOwnProperty" are names like any other. One test
// per table (see app/dictionary.ts).
import { describe, expect, it } from 'vitest';
import { buildCockatriceXml, mainType } from '../../app/cards/custom/cockatrice-xml.ts';
import type { CustomCard } from '../../app/cards/custom/custom-cards.ts';
import { keywordsFromText } from '../../app/cards/keywords.ts';
import { symbolFontClass } from '../../app/cards/mana-symbols.ts';
import { intrinsicManaAbilities } from '../../app/cards/oracle/mana-abilities.ts';
import { lookupKeyword } from '../../app/cards/oracle/keywords/evergreen.ts';
import { parseAmount } from '../../app/cards/oracle/normalize.ts';
import { parseEffects } from '../../app/cards/oracle/effects.ts';
import { parseCollectionCsv, parseDeck, serializeCollectionCsv } from '../../app/collection/formats/index.ts';
import { archidektLanguage, languageName, moxfieldLanguage, readLanguage } from '../../app/collection/formats/languages.ts';
import { languageCode } from '../../app/db/import/languages.ts';
import { scryfallItem } from '../../app/db/import/scryfall.ts';
import { parseColorValue } from '../../app/db/search/color-words.ts';
import { SearchSyntaxError } from '../../app/db/search/errors.ts';
import { parseQuery } from '../../app/db/search/parser.ts';
import { gameFromScenario } from '../../app/engine/index.ts';
import { parseScenario } from '../../app/engine/scenario/format.ts';
import { labels } from '../../app/print/labels.ts';
import { resolveRunner } from '../../app/sim/runners.ts';
import { temporaryServices } from '../support/services.ts';

const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

function searchError(query: string): string {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error.message;
    throw error;
  }
  throw new Error(`"${query}" parsed without error`);
}

describe('prototype keys: search queries', () => {
  for (const key of KEYS) {
    it(`"${key}" as an is:/not: value, an order, a rarity, an operator and a stat is an "unknown …" error`, () => {
      expect(searchError(`is:${key}`)).toMatch(/^unknown "is:" value/);
      expect(searchError(`not:${key}`)).toMatch(/^unknown "not:" value/);
      expect(searchError(`order:${key}`)).toMatch(/^unknown order/);
      expect(searchError(`r:${key}`)).toMatch(/^unknown rarity/);
      // "__proto__:x" is not an operator token at all (operators are letters): a name search.
      if (/^[a-z]+$/i.test(key)) expect(searchError(`${key}:x`)).toMatch(/^unknown operator/);
      expect(searchError(`pow>${key}`)).toMatch(/^bad comparison value/);
      expect(searchError(`lang:${key}`)).toMatch(/^unknown language/);
      expect(parseColorValue(key)).toBeNull();
    });
  }
});

describe('prototype keys: decklists and collection CSVs', () => {
  for (const key of KEYS) {
    it(`a .cod zone named "${key}" is skipped with a warning`, () => {
      const cod = `<?xml version="1.0"?><cockatrice_deck><zone name="${key}"><card number="1" name="Opt"/></zone><zone name="main"><card number="4" name="Island"/></zone></cockatrice_deck>`;
      const parsed = parseDeck(cod, { fileName: 'deck.cod' });
      expect(parsed.deck.sections.main).toMatchObject([{ quantity: 4, name: 'Island' }]);
      expect(parsed.problems).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringContaining(`zone "${key.toLowerCase()}" skipped`) })]);
    });

    it(`a collection CSV with the language "${key}" warns, and a column named "${key}" is kept and written back`, async () => {
      const csv = `Quantity,Name,Finish,Language,Edition Code,${key}\n1,Opt,Normal,${key},xln,kept\n`;
      const parsed = await parseCollectionCsv(csv);
      expect(parsed.rows[0]!.language).toBeUndefined();
      expect(parsed.problems).toEqual([expect.objectContaining({ message: `unknown language "${key}" left blank` })]);
      expect(Object.entries(parsed.rows[0]!.extra)).toEqual([[key, 'kept']]);
      expect(readLanguage(key)).toBe('unknown');
      expect([moxfieldLanguage(key), languageName(key), archidektLanguage(key)]).toEqual([key, key, key.toUpperCase()]);
      expect(serializeCollectionCsv(parsed.rows, 'archidekt')).not.toContain('function');
    });
  }
});

describe('prototype keys: card text, custom cards and imports', () => {
  const custom = (type_line: string): CustomCard =>
    ({
      id: 1, name: 'Odd Card', mana_cost: '{1}', cmc: 1, type_line, oracle_text: '', power: null, toughness: null, loyalty: null,
      colors: [], color_identity: [], set_code: 'cus', set_name: 'Custom', collector_number: '1', rarity: null, lang: 'en', image: null,
      flavor_text: null, artist: null, layout: 'normal', faces: [], created_at: '', updated_at: '',
    }) as unknown as CustomCard;

  for (const key of KEYS) {
    it(`a custom card typed "${key}" exports to Cockatrice with that type`, () => {
      expect(mainType(key)).toBe(key);
      expect(mainType(`Creature ${key} — Elf`)).toBe('Creature');
      const xml = buildCockatriceXml([custom(key)]);
      expect(xml).toContain(`<type>${key}</type>`);
      expect(xml).not.toContain('function');
    });

    it(`card text words "${key}" are not keywords, numbers, colours, mana symbols or land types`, () => {
      expect(lookupKeyword(key)).toBeUndefined();
      expect(parseAmount(key)).toBeUndefined();
      expect(symbolFontClass(`{${key}}`)).toBe(`ms ms-${key.toLowerCase()} ms-cost`);
      expect(intrinsicManaAbilities([key])).toEqual([]);
      expect(keywordsFromText('Aura swap {2}{U}', key)).toEqual(['Aura swap']);
      expect(parseEffects(`Create a 1/1 ${key} Elf creature token.`, { targets: [] })).toBeUndefined();
    });

    it(`an imported card in the language "${key}", with the layout "${key}", is read, not skipped`, () => {
      expect(languageCode(key)).toBe(key.toLowerCase().replace(/[^a-z]+/g, '-'));
      const item = scryfallItem({ object: 'card', name: 'Odd Card', layout: key, type_line: 'Creature', oracle_text: '', mana_cost: '' }, 1);
      expect(item.kind).toBe('card');
    });

    it(`the print labels for the language "${key}" are English, and "${key}" is no game runner`, () => {
      expect(labels(key).proxy).toBe('PROXY — NOT FOR SALE');
      expect(() => resolveRunner(key)).toThrow(`Unknown game runner "${key}"`);
    });
  }
});

describe('prototype keys: game counters', () => {
  const CARDS = [{ name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' }];
  for (const key of KEYS) {
    it(`a counter named "${key}" counts like any other, set by hand or by a scenario`, () => {
      const { game } = gameFromScenario({ cards: CARDS, you: { battlefield: [{ card: 'Grizzly Bears', counters: { [key]: 1 } }] } });
      const bear = game.state.players[0].battlefield[0]!;
      expect(game.perform({ do: 'manual_counters', card: bear, counter: key, delta: 1 })).toEqual({ ok: true });
      const counters = game.state.objects[bear]!.counters!;
      expect(Object.hasOwn(counters, key)).toBe(true);
      expect(counters[key]).toBe(2);
      expect(game.perform({ do: 'manual_counters', card: bear, counter: key, delta: -3 }).ok).toBe(false);
    });

    it(`a scenario counter named "${key}" is parsed as an own entry`, () => {
      const scenario = parseScenario(JSON.parse(`{"you": {"battlefield": [{"card": "Grizzly Bears", "counters": {"${key}": 3}}]}}`));
      const counters = scenario.you.battlefield[0]!.counters;
      expect(Object.entries(counters)).toEqual([[key, 3]]);
    });
  }
});

describe('prototype keys: the goldfish table', () => {
  it('a counter named "constructor" or "__proto__" shows its count on the table, not a function', () => {
    const { services, dispose } = temporaryServices();
    try {
      let view = services.goldfish.start({ deck: { text: '20 Island\n20 Grizzly Bears\n20 Forest' }, seed: 1 });
      view = services.goldfish.perform(view.id, { do: 'keep', bottom: [] });
      const card = view.you.hand[0]!;
      view = services.goldfish.perform(view.id, { do: 'move', card: card.id, to: 'battlefield' });
      for (const counter of ['constructor', 'constructor', '__proto__', 'toString']) {
        view = services.goldfish.perform(view.id, { do: 'manual_counters', card: card.id, counter, delta: 1 });
      }
      const onTable = view.you.battlefield.find((permanent) => permanent.id === card.id)!;
      expect(Object.entries(onTable.counters)).toEqual([['constructor', 2], ['__proto__', 1], ['toString', 1]]);
      expect(JSON.stringify(view)).not.toContain('function');
    } finally {
      dispose();
    }
  });
});
