import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { buildCockatriceXml, cockatriceManaCost, tableRow } from '../../../app/cards/custom/cockatrice-xml.ts';
import { checkCustomPicture } from '../../../app/cards/custom/card-images.ts';
import { CUSTOM_SET_FORMAT, exportCustomSet, importCustomSet } from '../../../app/cards/custom/custom-set-json.ts';
import { fieldsOf } from '../../../app/cards/custom/custom-cards.ts';
import { Services } from '../../../app/services.ts';
import { PNG_1X1 } from '../../support/images.ts';

interface XmlCard {
  name: string;
  text: string;
  prop: Record<string, string | undefined>;
  set: Record<string, string>[];
  tablerow: string;
}

const freshServices = () => new Services({ home: mkdtempSync(join(tmpdir(), 'proxyfish-sets-')), starterData: false });

const CARDS = [
  {
    name: 'Tide & Tithe',
    mana_cost: '{1}{W/U}{W/U}',
    type_line: 'Creature — Human Wizard',
    oracle_text: 'Flying\nCycling {W/U} ({W/U}, Discard this card: Draw a card.)',
    power: '2',
    toughness: '3',
    rarity: 'uncommon' as const,
    set_code: 'TST',
    set_name: 'Test <Set>',
    collector_number: '1',
    artist: 'A. Artist',
    flavor_text: '"Quotes" & <brackets> survive.',
  },
  {
    name: 'Verschneite Zuflucht',
    mana_cost: '',
    type_line: 'Land',
    oracle_text: 'Verschneite Zuflucht kommt getappt ins Spiel.\n{T}: Erzeuge {W}.\nUmwandlung {2}',
    lang: 'de' as const,
    source: 'playtest' as const,
    set_code: 'TST',
    collector_number: '2',
  },
  {
    name: 'Tezzy, Test Walker',
    mana_cost: '{2}{U}{R}',
    type_line: 'Legendary Planeswalker — Tezzy',
    oracle_text: '+1: Draw a card.',
    loyalty: '4',
    rarity: 'mythic' as const,
    set_code: 'OTH',
    set_name: 'Other Set',
  },
];

describe('custom-set files', () => {
  let source: Services;
  let target: Services;

  beforeEach(async () => {
    source = freshServices();
    target = freshServices();
    source.customCards.create(CARDS[0]!, await checkCustomPicture(PNG_1X1, 'art.png'));
    source.customCards.create(CARDS[1]!);
    source.customCards.create(CARDS[2]!);
  });
  afterEach(() => {
    source.close();
    target.close();
  });

  it('round-trips every field and the picture through JSON', async () => {
    const text = JSON.stringify(exportCustomSet(source.customCards));
    const summary = await importCustomSet(target.db, target.customCards, text);
    expect(summary).toMatchObject({ added: 3, updated: 0 });
    const before = source.customCards.list().map(fieldsOf);
    const after = target.customCards.list().map(fieldsOf);
    expect(after).toEqual(before);
    const withImage = target.customCards.list().find((card) => card.name === 'Tide & Tithe')!;
    expect(target.customCards.imageDataUrl(withImage.id)).toBe(`data:image/png;base64,${PNG_1X1.toString('base64')}`);
    expect(target.customCards.list().find((card) => card.lang === 'de')?.keywords).toEqual(['cycling']);
  });

  it('exports one set when asked, and updates instead of duplicating on a second import', async () => {
    const file = exportCustomSet(source.customCards, { setCode: 'tst', includeImages: false });
    expect(file.format).toBe(CUSTOM_SET_FORMAT);
    expect(file.cards.map((card) => card.name)).toEqual(['Tide & Tithe', 'Verschneite Zuflucht']);
    expect(file.cards[0]?.image).toBeNull();
    await importCustomSet(target.db, target.customCards, JSON.stringify(file));
    const again = await importCustomSet(target.db, target.customCards, JSON.stringify(file));
    expect(again).toMatchObject({ added: 0, updated: 2 });
    expect(target.customCards.list()).toHaveLength(2);
  });

  it('validates the whole file first: a bad card anywhere writes nothing and names its place', async () => {
    const file = exportCustomSet(source.customCards, { includeImages: false });
    (file.cards[2] as { mana_cost: string }).mana_cost = '{U}{7/R}';
    await expect(importCustomSet(target.db, target.customCards, JSON.stringify(file))).rejects.toThrow(
      'cards.2.mana_cost: unknown mana symbol "{7/R}" at 4',
    );
    expect(target.customCards.list()).toEqual([]);
  });

  it('says what is wrong with a file of another format or version, or not JSON at all', async () => {
    const file = exportCustomSet(source.customCards, { includeImages: false });
    await expect(importCustomSet(target.db, target.customCards, JSON.stringify({ ...file, version: 2 }))).rejects.toThrow(
      'version: this Proxyfish reads version 1 of the format',
    );
    await expect(importCustomSet(target.db, target.customCards, JSON.stringify({ ...file, format: 'other' }))).rejects.toThrow('"format" must be');
    await expect(importCustomSet(target.db, target.customCards, '{"format": ')).rejects.toThrow('not valid JSON');
    const fakeImage = { ...file, cards: [{ ...file.cards[0]!, image: { media_type: 'image/png', base64: Buffer.from('GIF89a').toString('base64') } }] };
    await expect(importCustomSet(target.db, target.customCards, JSON.stringify(fakeImage))).rejects.toThrow('cards.0.image (Tezzy, Test Walker) is not a PNG, JPEG or WebP picture');
    expect(target.customCards.list()).toEqual([]);
  });

  it('imports through the api from an upload, and refuses two sources at once', async () => {
    const exported = await dispatch(source, 'customCards.exportJson', {});
    if (!exported.ok) throw new Error(exported.error.message);
    const { content, fileName } = exported.result as { content: string; fileName: string };
    expect(fileName).toMatch(/^custom-cards-.+\.json$/);
    const upload = target.uploads.begin(fileName);
    target.uploads.append(upload.id, Buffer.from(content));
    expect(await dispatch(target, 'customCards.importJson', { uploadId: upload.id })).toMatchObject({ ok: true, result: { added: 3 } });
    const both = await dispatch(target, 'customCards.importJson', { uploadId: upload.id, content });
    expect(both.ok ? '' : both.error.message).toContain('give either uploadId or content');
  });

  it('writes a Cockatrice cards.xml v4 with a <sets> entry that parses back to the same cards', () => {
    const xml = buildCockatriceXml(source.customCards.list());
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['set', 'card'].includes(name) }).parse(xml);
    const database = (parsed as { cockatrice_carddatabase: { '@_version': string; sets: { set: unknown[] }; cards: { card: unknown[] } } })
      .cockatrice_carddatabase;
    expect(database['@_version']).toBe('4');
    expect(database.sets.set).toEqual([
      expect.objectContaining({ name: 'OTH', longname: 'Other Set', settype: 'Custom' }),
      expect.objectContaining({ name: 'TST', longname: 'Test <Set>', settype: 'Custom' }),
    ]);
    const cards = database.cards.card as XmlCard[];
    const tide = cards.find((card) => card.name === 'Tide & Tithe')!;
    expect(tide.text).toBe(CARDS[0]!.oracle_text);
    expect(tide.prop).toMatchObject({ type: 'Creature — Human Wizard', maintype: 'Creature', manacost: '1{W/U}{W/U}', cmc: '3', colors: 'WU', pt: '2/3' });
    expect(tide.set[0]).toEqual({ '#text': 'TST', '@_rarity': 'uncommon', '@_num': '1' });
    expect(tide.tablerow).toBe('2');
    const land = cards.find((card) => card.name === 'Verschneite Zuflucht')!;
    expect(land.tablerow).toBe('0');
    const walker = cards.find((card) => card.name === 'Tezzy, Test Walker')!;
    expect(walker.prop).toMatchObject({ loyalty: '4', maintype: 'Planeswalker' });
    expect(walker.prop.pt).toBeUndefined();
  });

  it('marks cards that enter tapped, and maps costs and table rows as Cockatrice does', () => {
    const tapped = source.customCards.create({ name: 'Slow Isle', type_line: 'Land — Island', oracle_text: 'Slow Isle enters tapped.' });
    const xml = buildCockatriceXml([tapped]);
    expect(xml).toContain('<cipt>1</cipt>');
    expect(cockatriceManaCost('{X}{2}{G}{G/P}{2/W}')).toBe('X2G{G/P}{2/W}');
    expect([tableRow('Instant'), tableRow('Artifact — Equipment'), tableRow('Artifact Creature — Golem'), tableRow('Kreatur — Zombie')]).toEqual([3, 1, 2, 2]);
  });
});
