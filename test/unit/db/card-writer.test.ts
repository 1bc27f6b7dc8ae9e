import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../app/db/connection.ts';
import { CardWriter, colorMask, numericStat } from '../../../app/db/card-writer.ts';
import { testCard, testPrinting } from '../../support/cards.ts';

describe('card writer', () => {
  it('adds a card with its faces, keywords, printings and derived columns', () => {
    const db = openDatabase(':memory:');
    const writer = new CardWriter(db);
    const result = writer.upsert(
      testCard({ name: 'Shore Cycler', mana_cost: '{1}{U}', power: '1', toughness: '*', keywords: ['Flying', 'Cycling'] }),
    );
    expect(result).toMatchObject({ card: 'added', printingsAdded: 1, printingsUpdated: 0 });
    const row = db.prepare('SELECT * FROM cards WHERE id = ?').get(result.cardId) as Record<string, unknown>;
    expect(row).toMatchObject({ name: 'Shore Cycler', cmc: 2, colors: 'U', color_mask: 2, power_num: 1, toughness_num: null });
    const keywords = db.prepare('SELECT keyword FROM card_keywords ORDER BY keyword').pluck().all();
    expect(keywords).toEqual(['cycling', 'flying']);
  });

  it('updates a card imported again and merges printings by external id', () => {
    const db = openDatabase(':memory:');
    const writer = new CardWriter(db);
    writer.upsert(testCard({ name: 'Bolt', printings: [testPrinting({ external_id: 'a' })] }));
    const again = writer.upsert(
      testCard({ name: 'Bolt', oracle_text: 'new text', printings: [testPrinting({ external_id: 'a' }), testPrinting({ external_id: 'b', set_code: 'two' })] }),
    );
    expect(again).toMatchObject({ card: 'updated', printingsAdded: 1, printingsUpdated: 1 });
    expect(db.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(1);
    expect(db.prepare('SELECT oracle_text FROM cards').pluck().get()).toBe('new text');
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(2);
  });

  it('records the localised name of a non-English printing for search in that language', () => {
    const db = openDatabase(':memory:');
    new CardWriter(db).upsert(
      testCard({
        name: 'Lightning Bolt',
        printings: [testPrinting({ lang: 'de', printed_name: 'Blitzschlag', printed_type_line: 'Spontanzauber', printed_text: 'Blitzschlag fügt …' })],
      }),
    );
    const row = db.prepare('SELECT lang, name, type_line FROM card_localizations').get();
    expect(row).toEqual({ lang: 'de', name: 'Blitzschlag', type_line: 'Spontanzauber' });
  });

  it('computes colour masks in WUBRG bits and numeric stats only for plain numbers', () => {
    expect(colorMask(['W', 'G'])).toBe(1 | 16);
    expect(numericStat('1+*')).toBeNull();
    expect(numericStat('-1')).toBe(-1);
  });

  it('merges only printings and localisations with mergePrintings, leaving oracle data untouched', () => {
    const db = openDatabase(':memory:');
    const writer = new CardWriter(db);
    const { cardId } = writer.upsert(testCard({ name: 'Bolt', oracle_text: 'first', printings: [testPrinting({ external_id: 'a' })] }));
    const merged = writer.mergePrintings(
      cardId,
      testCard({ name: 'Bolt', oracle_text: 'ignored', printings: [testPrinting({ external_id: 'a' }), testPrinting({ external_id: 'b', lang: 'es', printed_name: 'Rayo' })] }),
    );
    expect(merged).toEqual({ printingsAdded: 1, printingsUpdated: 1 });
    expect(db.prepare('SELECT oracle_text FROM cards').pluck().get()).toBe('first');
    expect(db.prepare('SELECT lang, name FROM card_localizations').all()).toEqual([{ lang: 'es', name: 'Rayo' }]);
  });

  it('keeps per-face localisations over the joined printed name of a multi-face printing in the same language', () => {
    const db = openDatabase(':memory:');
    new CardWriter(db).upsert(
      testCard({
        name: 'Fire // Ice',
        localizations: [
          { lang: 'de', face_index: 0, name: 'Feuer', type_line: null, text: null },
          { lang: 'de', face_index: 1, name: 'Eis', type_line: null, text: null },
        ],
        printings: [testPrinting({ lang: 'de', printed_name: 'Feuer // Eis' })],
      }),
    );
    expect(db.prepare('SELECT face_index, name FROM card_localizations ORDER BY face_index').all()).toEqual([
      { face_index: 0, name: 'Feuer' },
      { face_index: 1, name: 'Eis' },
    ]);
  });
});
