// Issue 26, "One card model": the card's fields are listed once (CARD_FIELDS and FACE_FIELDS in
// app/cards/model.ts); every reader of the card store takes its columns and row mapping from there,
// and the one writer (CardWriter) its columns and row.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARD_FIELDS, FACE_FIELDS, fieldColumns, fieldsFromRow } from '../../../app/cards/model.ts';
import { cardDefinitionLookup } from '../../../app/db/card-definitions.ts';
import { readPrintCards } from '../../../app/print/from-database.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { Services } from '../../../app/services.ts';
import { shoreCycler, testCard } from '../../support/cards.ts';

const READERS = [
  'app/db/search/card-search.ts',
  'app/print/from-database.ts',
  'app/db/card-definitions.ts',
  'app/cards/card-from-fields.ts',
  'app/cards/custom/custom-cards.ts',
  'app/db/card-writer.ts',
];

describe('the card model is defined once', () => {
  it('maps a stored row to the model: only the fields asked for, colour letters as colours', () => {
    const row = { name: 'Shore Cycler', colors: 'UG', color_identity: 'WU', cmc: 2, extra: 'not a field' };
    expect(fieldsFromRow(row, ['name', 'colors', 'cmc'])).toEqual({ name: 'Shore Cycler', colors: ['U', 'G'], cmc: 2 });
    expect(fieldColumns(['name', 'mana_cost'], 'c')).toBe('c.name, c.mana_cost');
  });

  it('no reader or writer of the card store spells the field list out again', () => {
    for (const file of READERS) {
      const source = readFileSync(join(import.meta.dirname, '../../..', file), 'utf8');
      // A column list or a row mapper that writes the face fields out one by one.
      expect(source, file).not.toMatch(/mana_cost,\s*type_line,\s*oracle_text/);
      expect(source, file).not.toMatch(/'mana_cost', f\.mana_cost/);
      expect(source, file).not.toMatch(/toughness: row\.toughness,\s*loyalty: row\.loyalty/);
    }
  });

  describe("every reader returns the table's fields", () => {
    let services: Services;
    beforeEach(() => {
      services = new Services({ home: mkdtempSync(join(tmpdir(), 'proxyfish-model-')), starterData: false });
      services.customCards.create(shoreCycler);
    });
    afterEach(() => services.close());

    it('search results and the card detail carry every card field and every face field', () => {
      const [result] = services.cardSearch.search('Shore Cycler').results;
      for (const field of Object.keys(CARD_FIELDS)) expect(result, field).toHaveProperty(field);
      expect(Object.keys(result!.faces[0]!).sort()).toEqual([...FACE_FIELDS].sort());
      const detail = services.cardSearch.getCard(result!.id)!;
      for (const field of Object.keys(CARD_FIELDS)) expect(detail, field).toHaveProperty(field);
      expect(Object.keys(detail.faces[0]!).sort()).toEqual([...FACE_FIELDS].sort());
      expect(detail.colors).toEqual(['U']);
    });

    it('the writer stores every card field and face field in its column, with the derived numbers and masks', () => {
      const card = testCard({ name: 'Two-Faced Writer', mana_cost: '{1}{U}{G}', power: '3', toughness: '*', loyalty: null });
      const faces = [card.faces[0]!, { ...card.faces[0]!, name: 'Back of the Writer', colors: ['B' as const], power: '1' }];
      const writer = new CardWriter(services.db);
      const { cardId } = writer.upsert({ ...card, faces, color_identity: ['W', 'U', 'G'] });
      const row = services.db.prepare<[number], Record<string, unknown>>('SELECT * FROM cards WHERE id = ?').get(cardId)!;
      expect(fieldsFromRow(row as never, Object.keys(CARD_FIELDS) as (keyof typeof CARD_FIELDS)[])).toEqual({
        name: 'Two-Faced Writer', layout: 'normal', mana_cost: '{1}{U}{G}', cmc: 3, type_line: 'Creature — Test', oracle_text: '',
        power: '3', toughness: '*', loyalty: null, defense: null, colors: ['U', 'G'], color_identity: ['W', 'U', 'G'], source: 'import',
      });
      // Derived: "*" is no number; masks are bits of WUBRG.
      expect(row).toMatchObject({ power_num: 3, toughness_num: null, loyalty_num: null, color_mask: 0b10010, identity_mask: 0b10011, source_detail: 'test', lang: 'en' });
      const stored = services.db.prepare<[number], Record<string, unknown>>('SELECT * FROM card_faces WHERE card_id = ? ORDER BY face_index').all(cardId);
      expect(stored.map((face) => fieldsFromRow(face as never, FACE_FIELDS))).toEqual(faces);
      // A rewrite changes exactly the columns the writer names (the import's merge copies the same list).
      expect(writer.columns.cards).toEqual(expect.arrayContaining(Object.keys(CARD_FIELDS)));
      expect(writer.columns.cards).toEqual(expect.arrayContaining(['power_num', 'color_mask', 'identity_mask', 'source_detail', 'lang']));
    });

    it('the engine lookup, custom cards and printing read the same card', () => {
      const definition = cardDefinitionLookup(services.db)('shore cycler');
      expect(definition).toMatchObject({ name: 'Shore Cycler', mana_cost: shoreCycler.mana_cost, colors: ['U'] });
      const [custom] = services.customCards.list();
      expect(custom).toMatchObject({ name: 'Shore Cycler', colors: ['U'], cmc: 2 });
      const printed = readPrintCards(services, [{ name: 'Shore Cycler', quantity: 1, card_id: null, printing_id: null }], 'en', true);
      expect(printed.items[0]!.card).toMatchObject({ name: 'Shore Cycler', manaCost: shoreCycler.mana_cost, colors: ['U'] });
    });
  });
});
