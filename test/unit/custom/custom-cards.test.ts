import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { checkCustomPicture } from '../../../app/cards/custom/card-images.ts';
import { Services } from '../../../app/services.ts';
import { shoreCycler } from '../../support/cards.ts';
import { PNG_1X1 } from '../../support/images.ts';

describe('custom cards', () => {
  let services: Services;
  let home: string;

  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'proxyfish-custom-'));
    services = new Services({ home, starterData: false });
  });
  afterEach(() => services.close());

  it('creates a card with derived colours, mana value, identity and keywords', () => {
    const card = services.customCards.create({ ...shoreCycler, oracle_text: `${shoreCycler.oracle_text}\n{T}: Add {G}.` });
    expect(card).toMatchObject({ name: 'Shore Cycler', cmc: 2, colors: ['U'], color_identity: ['U', 'G'], source: 'custom', lang: 'en', set_code: 'TST' });
    expect(card.keywords).toEqual(['islandcycling']);
    expect(services.customCards.list().map((listed) => listed.id)).toEqual([card.id]);
  });

  it('edits a card: replaces its fields and its one printing', () => {
    const card = services.customCards.create(shoreCycler);
    const edited = services.customCards.update(card.id, { ...shoreCycler, name: 'Shore Drifter', mana_cost: '{U}{U}', set_code: 'NEW' });
    expect(edited).toMatchObject({ id: card.id, name: 'Shore Drifter', mana_cost: '{U}{U}', set_code: 'NEW' });
    expect(services.db.prepare('SELECT count(*) FROM printings WHERE card_id = ?').pluck().get(card.id)).toBe(1);
  });

  it('duplicates a card with its picture, and deletes each picture with its card', async () => {
    const card = services.customCards.create(shoreCycler, await checkCustomPicture(PNG_1X1, 'art.png'));
    const copy = services.customCards.duplicate(card.id);
    expect(copy.name).toBe('Shore Cycler (copy)');
    expect(copy.id).not.toBe(card.id);
    expect(copy.image_path).not.toBe(card.image_path);
    const originalFile = join(services.paths.images, card.image_path!);
    const copyFile = join(services.paths.images, copy.image_path!);
    expect(existsSync(originalFile) && existsSync(copyFile)).toBe(true);
    services.customCards.delete(card.id);
    expect(existsSync(originalFile)).toBe(false);
    expect(existsSync(copyFile)).toBe(true);
    expect(services.customCards.list().map((listed) => listed.name)).toEqual(['Shore Cycler (copy)']);
    expect(services.customCards.imageDataUrl(copy.id)).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('refuses a picture that is not a PNG, JPEG or WebP, whatever its name', async () => {
    await expect(checkCustomPicture(Buffer.from('%PDF-1.7 not a picture'), 'fake.png')).rejects.toThrow(
      'fake.png is not a PNG, JPEG or WebP picture: its content is no picture (it starts with 25 50 44 46',
    );
    const webp = await sharp(PNG_1X1).webp().toBuffer();
    expect(services.customCards.create(shoreCycler, await checkCustomPicture(webp, 'art.png')).image_path).toMatch(/^custom\/.+\.webp$/);
  });

  it('rejects a bad mana cost naming the symbol, and power without toughness', () => {
    expect(() => services.customCards.create({ ...shoreCycler, mana_cost: '{2}{Q}' })).toThrow('mana_cost: unknown mana symbol "{Q}" at 4');
    expect(() => services.customCards.create({ ...shoreCycler, mana_cost: '2W' })).toThrow('mana_cost: expected "{" at 1');
    expect(() => services.customCards.create({ ...shoreCycler, toughness: null })).toThrow('toughness: power and toughness go together');
    expect(() => services.customCards.create({ ...shoreCycler, name: '  ' })).toThrow('name: a card needs a name');
  });

  it('only edits custom and playtest cards, and says which card it could not find', () => {
    const starter = new Services({ home: mkdtempSync(join(tmpdir(), 'proxyfish-custom-')) });
    try {
      const forest = starter.db.prepare("SELECT id FROM cards WHERE name = 'Forest'").pluck().get() as number;
      expect(() => starter.customCards.update(forest, shoreCycler)).toThrow('"Forest" (card');
      expect(() => starter.customCards.delete(forest)).toThrow('is not a custom or playtest card');
      expect(() => starter.customCards.get(999_999)).toThrow('No custom card with id 999999');
    } finally {
      starter.close();
    }
  });

  it('stores a German playtest card with lang "de", its keywords in English, found by its German name', () => {
    const card = services.customCards.create({
      name: 'Moorwandler',
      mana_cost: '{2}{B}',
      type_line: 'Kreatur — Zombie',
      oracle_text: 'Sumpfumwandlung {2} ({2}, wirf diese Karte ab: Durchsuche deine Bibliothek nach einer Sumpf-Karte.)',
      power: '3',
      toughness: '2',
      lang: 'de',
      source: 'playtest',
    });
    expect(card).toMatchObject({ lang: 'de', source: 'playtest', keywords: ['swampcycling'] });
    const byName = services.db.prepare('SELECT id, lang, source FROM cards WHERE name = ? COLLATE NOCASE').get('moorwandler');
    expect(byName).toEqual({ id: card.id, lang: 'de', source: 'playtest' });
    const localized = services.db.prepare('SELECT card_id FROM card_localizations WHERE lang = ? AND name = ?').pluck().get('de', 'Moorwandler');
    expect(localized).toBe(card.id);
    expect(services.db.prepare('SELECT lang FROM printings WHERE card_id = ?').pluck().get(card.id)).toBe('de');
  });

  describe('through the api', () => {
    it('validates input with a message that names the field', async () => {
      const response = await dispatch(services, 'customCards.create', { card: { ...shoreCycler, mana_cost: '{G}{Ü}' } });
      expect(response).toEqual({
        ok: false,
        error: { code: 'invalid_input', message: expect.stringContaining('card.mana_cost: unknown mana symbol "{Ü}" at 4') },
      });
      const noId = await dispatch(services, 'customCards.delete', { id: 'seven' });
      expect(noId.ok ? '' : noId.error.message).toContain('id: a card id');
    });

    it('creates with an uploaded picture, updates without it, lists, duplicates and deletes', async () => {
      const upload = services.uploads.begin('art.png');
      services.uploads.append(upload.id, PNG_1X1);
      const created = await dispatch(services, 'customCards.create', { card: shoreCycler, image: { uploadId: upload.id } });
      if (!created.ok) throw new Error(created.error.message);
      const { id, image_path } = created.result as { id: number; image_path: string };
      expect(image_path).toMatch(/^custom\/.+\.png$/);
      const updated = await dispatch(services, 'customCards.update', { id, card: { ...shoreCycler, name: 'Renamed' }, image: null });
      expect(updated).toMatchObject({ ok: true, result: { name: 'Renamed', image_path: null } });
      expect(existsSync(join(services.paths.images, image_path))).toBe(false);
      await dispatch(services, 'customCards.duplicate', { id });
      const listed = await dispatch(services, 'customCards.list', {});
      expect(listed.ok && (listed.result as { name: string }[]).map((card) => card.name)).toEqual(['Renamed', 'Renamed (copy)']);
      expect(await dispatch(services, 'customCards.delete', { id })).toMatchObject({ ok: true, result: { id, name: 'Renamed' } });
    });
  });
});
