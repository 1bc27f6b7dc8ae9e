// Builds CardRecords for tests with sensible defaults, so a test states only what it is about.
import type { CardFace, CardPrinting, CardRecord } from '../../app/cards/model.ts';
import { nameOracleKey } from '../../app/cards/model.ts';
import { costColors, manaValue, parseManaCost } from '../../app/cards/mana-symbols.ts';

export function testPrinting(overrides: Partial<CardPrinting> = {}): CardPrinting {
  return {
    external_id: null, set_code: 'tst', set_name: 'Test Set', collector_number: '1', rarity: 'common', lang: 'en',
    artist: 'Test Artist', released_at: '2020-01-01', flavor_text: null, printed_name: null, printed_type_line: null,
    printed_text: null, image_path: null, ...overrides,
  };
}

export function testCard(overrides: Partial<CardRecord> & { name: string }): CardRecord {
  const mana_cost = overrides.mana_cost ?? '';
  const symbols = parseManaCost(mana_cost);
  const face: CardFace = {
    name: overrides.name, mana_cost, type_line: overrides.type_line ?? 'Creature — Test',
    oracle_text: overrides.oracle_text ?? '', power: overrides.power ?? null, toughness: overrides.toughness ?? null,
    loyalty: overrides.loyalty ?? null, defense: null, colors: costColors(symbols),
  };
  return {
    oracle_key: nameOracleKey(overrides.name), layout: 'normal', mana_cost, cmc: manaValue(symbols),
    type_line: face.type_line, oracle_text: face.oracle_text, power: face.power, toughness: face.toughness,
    loyalty: face.loyalty, defense: null, colors: face.colors, color_identity: face.colors, keywords: [],
    faces: [face], source: 'import', source_detail: 'test', lang: 'en', localizations: [], printings: [testPrinting()],
    ...overrides,
  };
}

/** What a user types into the custom-card editor for a simple custom card. */
export const shoreCycler = {
  name: 'Shore Cycler',
  mana_cost: '{1}{U}',
  type_line: 'Creature — Merfolk Wizard',
  oracle_text: 'When this creature enters, scry 1.\nIslandcycling {2} ({2}, Discard this card: Search your library for an Island card, reveal it, put it into your hand, then shuffle.)',
  power: '1',
  toughness: '2',
  rarity: 'common' as const,
  set_code: 'TST',
  set_name: 'Test Set',
  artist: 'Someone',
};
