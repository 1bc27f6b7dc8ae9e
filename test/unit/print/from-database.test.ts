// Cards in the database become PrintCards: the chosen printing and its image, the localised words
// for the print language, the PLAYTEST mark for playtest and custom cards, and unknown cards are
// reported with suggestions instead of being dropped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrintCards } from '../../../app/print/from-database.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import type { Services } from '../../../app/services.ts';
import { testCard, testPrinting } from '../../support/cards.ts';
import { PNG_1X1 } from '../../support/images.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;
const ids: Record<string, number> = {};
const printingIds: Record<string, number> = {};

beforeAll(() => {
  ({ services, dispose } = temporaryServices());
  const writer = new CardWriter(services.db);
  mkdirSync(join(services.paths.images, 'cards'), { recursive: true });
  writeFileSync(join(services.paths.images, 'cards', 'bolt-m10.png'), PNG_1X1);
  ids.bolt = writer.upsert(
    testCard({
      name: 'Test Bolt',
      mana_cost: '{R}',
      type_line: 'Instant',
      oracle_text: 'Test Bolt deals 3 damage to any target.',
      localizations: [{ lang: 'de', face_index: 0, name: 'Testblitz', type_line: 'Spontanzauber', text: 'Testblitz fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.' }],
      printings: [
        testPrinting({ set_code: 'm10', collector_number: '146', rarity: 'common', artist: 'Christopher Moeller', released_at: '2009-07-17', image_path: 'cards/bolt-m10.png' }),
        testPrinting({ set_code: 'lea', collector_number: '161', rarity: 'uncommon', artist: 'Anson Maddocks', released_at: '1993-08-05' }),
      ],
    }),
  ).cardId;
  printingIds.boltLea = services.db.prepare("SELECT id FROM printings WHERE card_id = ? AND set_code = 'lea'").pluck().get(ids.bolt) as number;
  ids.playtest = writer.upsert(
    testCard({ name: 'Sturmkämpfer', type_line: 'Kreatur — Elementar', oracle_text: 'Fliegend\nÜberraschung: „Blitz“ für ½ Mana.', source: 'playtest', lang: 'de', power: '2', toughness: '2' }),
  ).cardId;
  ids.missingImage = writer.upsert(testCard({ name: 'Lost Picture', printings: [testPrinting({ image_path: 'cards/gone.png' })] })).cardId;
  ids.dfc = writer.upsert(
    testCard({
      name: 'Day Walker // Night Stalker',
      layout: 'transform',
      faces: [
        { name: 'Day Walker', mana_cost: '{1}{G}', type_line: 'Creature — Human', oracle_text: 'Daybound', power: '2', toughness: '2', loyalty: null, defense: null, colors: ['G'] },
        { name: 'Night Stalker', mana_cost: '', type_line: 'Creature — Werewolf', oracle_text: 'Nightbound', power: '4', toughness: '4', loyalty: null, defense: null, colors: ['G'] },
      ],
      localizations: [
        { lang: 'de', face_index: 0, name: 'Tagwandler', type_line: 'Kreatur — Mensch', text: 'Tagseite' },
        { lang: 'de', face_index: 1, name: 'Nachtpirscher', type_line: 'Kreatur — Werwolf', text: 'Nachtseite' },
      ],
    }),
  ).cardId;
});
afterAll(() => dispose());

const request = (name: string, card_id: number | null = null, quantity = 1, printing_id: number | null = null) => ({ name, quantity, card_id, printing_id });

describe('PrintCards from the card database', () => {
  it("takes the newest printing with its set, number, artist, rarity and the image under the data folder's images/", () => {
    const { items, unresolved } = readPrintCards(services, [request('Test Bolt', ids.bolt!, 4)], 'en');
    expect(unresolved).toEqual([]);
    expect(items).toHaveLength(1);
    const { card, quantity } = items[0]!;
    expect(quantity).toBe(4);
    expect(card).toMatchObject({ name: 'Test Bolt', manaCost: '{R}', typeLine: 'Instant', colors: ['R'], set: 'm10', collectorNumber: '146', artist: 'Christopher Moeller', rarity: 'common', lang: 'en', source: 'import' });
    expect(card.image?.path).toBe(join(services.paths.images, 'cards', 'bolt-m10.png'));
  });

  it('uses the chosen printing when the line names one', () => {
    const { items } = readPrintCards(services, [request('Test Bolt', ids.bolt!, 1, printingIds.boltLea!)], 'en');
    expect(items[0]!.card).toMatchObject({ set: 'lea', collectorNumber: '161', artist: 'Anson Maddocks', rarity: 'uncommon' });
    expect(items[0]!.card.image).toBeUndefined();
  });

  it('carries the German name, type line and text for --lang de, and renders from text instead of the English image', () => {
    const { items } = readPrintCards(services, [request('Test Bolt', ids.bolt!)], 'de');
    const card = items[0]!.card;
    expect(card).toMatchObject({ lang: 'de', printedName: 'Testblitz', printedTypeLine: 'Spontanzauber', printedText: 'Testblitz fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.' });
    expect(card.image).toBeUndefined();
    // Spanish is not in the database: English words, and the image stays.
    const spanish = readPrintCards(services, [request('Test Bolt', ids.bolt!)], 'es').items[0]!.card;
    expect(spanish.lang).toBe('en');
    expect(spanish.printedName).toBeUndefined();
    expect(spanish.image).toBeDefined();
  });

  it('localises each face of a double-faced card', () => {
    const card = readPrintCards(services, [request('Day Walker', ids.dfc!)], 'de').items[0]!.card;
    expect(card.layout).toBe('transform');
    expect(card.faces?.map((face) => face.printedName)).toEqual(['Tagwandler', 'Nachtpirscher']);
    expect(card.faces?.map((face) => face.name)).toEqual(['Day Walker', 'Night Stalker']);
  });

  it('marks playtest cards as playtest and keeps their own language and letters', () => {
    const card = readPrintCards(services, [request('Sturmkämpfer', ids.playtest!)], 'de').items[0]!.card;
    expect(card).toMatchObject({ name: 'Sturmkämpfer', source: 'playtest', lang: 'de', typeLine: 'Kreatur — Elementar' });
    expect(card.oracleText).toContain('Überraschung: „Blitz“ für ½ Mana.');
  });

  it('resolves a line without a card id by its name, also a localised one', () => {
    const { items } = readPrintCards(services, [request('Testblitz')], 'en');
    expect(items[0]!.card.name).toBe('Test Bolt');
  });

  it('reports cards it cannot find, with suggestions, and never drops them silently', () => {
    const { items, unresolved } = readPrintCards(services, [request('Test Blot', null, 2), request('Test Bolt', ids.bolt!), request('Gone', 999_999)], 'en');
    expect(items).toHaveLength(1);
    expect(unresolved).toEqual([
      expect.objectContaining({ name: 'Test Blot', quantity: 2, suggestions: expect.arrayContaining(['Test Bolt']) }),
      expect.objectContaining({ name: 'Gone', reason: 'card 999999 is no longer in the card database' }),
    ]);
  });

  it('prints a card whose image file is gone from its text, with a warning', () => {
    const { items, warnings } = readPrintCards(services, [request('Lost Picture', ids.missingImage!)], 'en');
    expect(items[0]!.card.image).toBeUndefined();
    expect(warnings).toEqual([{ card: 'Lost Picture', message: 'image cards/gone.png not found; printed from its text' }]);
  });
});
