import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { findCardsByName } from '../../../app/db/card-lookup.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import { fixture, tempFolder, writeGzip } from '../../support/import.ts';

const SCRYFALL = fixture('scryfall-cards.json');

function card(db: Db, name: string) {
  const [found] = findCardsByName(db, new CardSearch(db), name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe('Scryfall bulk import', () => {
  let db: Db;
  let temp: ReturnType<typeof tempFolder>;
  beforeEach(() => {
    db = openDatabase(':memory:');
    temp = tempFolder();
  });
  afterEach(() => {
    db.close();
    temp.remove();
  });

  it('imports cards, merges printings of one oracle id and summarises what it skipped, with record numbers', async () => {
    const summary = await importFile(db, SCRYFALL);
    expect(summary.format).toBe('scryfall');
    expect(summary.records).toBe(16);
    // 12 card objects for 10 oracle ids (Krosan Tusker has three printings, Fire // Ice two).
    expect(summary.cards).toEqual({ added: 10, updated: 0 });
    expect(summary.printings).toEqual({ added: 13, updated: 0 });
    expect(summary.skipped.count).toBe(3);
    expect(summary.skipped.details).toEqual([
      { record: 13, name: 'Krosan Tusker // Krosan Tusker', reason: 'art series card (no rules text)' },
      { record: 15, name: 'Kaldheim', reason: 'not a card object ("object": "set")' },
      { record: 16, reason: 'card without a name' },
    ]);
    expect(db.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(10);
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(13);
  });

  it('keeps a single-faced card with keywords taken from its text when the file lists none', async () => {
    await importFile(db, SCRYFALL);
    const tusker = card(db, 'krosan tusker');
    expect(tusker.faces).toHaveLength(1);
    expect(tusker.faces[0]).toMatchObject({ name: 'Krosan Tusker', mana_cost: '{5}{G}{G}', power: '6', toughness: '5' });
    expect(tusker.keywords).toEqual(['cycling']);
    expect(tusker.printings.map((p) => `${p.set}/${p.lang}`)).toEqual(['arc/en', 'ons/en', 'ons/es']) // newest printing first, as the Cards page lists them;
    expect(tusker.localizations).toEqual([
      { lang: 'es', face_index: 0, name: 'Colmilludo krosano', type_line: 'Criatura — Jabalí bestia', text: expect.stringContaining('Ciclo {2}{G}') },
    ]);
  });

  it('stores split card faces and the printed names of each face of a German printing', async () => {
    await importFile(db, SCRYFALL);
    const fireIce = card(db, 'Fire // Ice');
    expect(fireIce.layout).toBe('split');
    expect(fireIce.faces.map((f) => [f.name, f.mana_cost, f.colors])).toEqual([
      ['Fire', '{1}{R}', ['R']],
      ['Ice', '{1}{U}', ['U']],
    ]);
    expect(fireIce.localizations.map((l) => [l.lang, l.face_index, l.name])).toEqual([
      ['de', 0, 'Feuer'],
      ['de', 1, 'Eis'],
    ]);
    expect(fireIce.printings.find((p) => p.lang === 'de')?.printed_name).toBe('Feuer // Eis');
    // A face name and a localised name find the card too.
    expect(card(db, 'ice').name).toBe('Fire // Ice');
    expect(card(db, 'EIS').name).toBe('Fire // Ice');
  });

  it('takes colours and cost from the faces of transform and modal double-faced cards, which have none of their own', async () => {
    await importFile(db, SCRYFALL);
    const delver = card(db, 'Delver of Secrets // Insectile Aberration');
    expect(delver).toMatchObject({ layout: 'transform', colors: ['U'], mana_cost: '{U}', cmc: 1, power: '1', toughness: '1' });
    expect(delver.faces[1]).toMatchObject({ name: 'Insectile Aberration', colors: ['U'], power: '3' });
    expect(delver.keywords).toEqual(['flying']);
    const valki = card(db, 'Tibalt, Cosmic Impostor');
    expect(valki).toMatchObject({ layout: 'modal_dfc', colors: ['B', 'R'], mana_cost: '{1}{B}' });
    expect(valki.faces[1]?.loyalty).toBe('5');
    expect(valki.keywords).toEqual([]); // the file's own (empty) keyword list wins over the text
  });

  it('keeps adventure and flip halves, and meld parts as cards of their own', async () => {
    await importFile(db, SCRYFALL);
    expect(card(db, 'Stomp')).toMatchObject({ layout: 'adventure', mana_cost: '{2}{R} // {1}{R}' });
    const budoka = card(db, 'Ichiga, Who Topples Oaks');
    expect(budoka.faces.map((f) => f.colors)).toEqual([['G'], ['G']]);
    expect(card(db, 'Bruna, the Fading Light')).toMatchObject({ layout: 'meld', keywords: ['flying', 'vigilance'] });
    expect(card(db, 'Brisela, Voice of Nightmares')).toMatchObject({ layout: 'meld', cmc: 11 });
  });

  it('marks Mystery Booster playtest cards as playtest and stores tokens', async () => {
    await importFile(db, SCRYFALL);
    expect(card(db, 'Chaos Dragon').source).toBe('playtest');
    expect(card(db, 'Krosan Tusker').source).toBe('import');
    expect(card(db, 'Soldier')).toMatchObject({ layout: 'token', type_line: 'Token Creature — Soldier' });
  });

  it('reads a .json.gz file the same as the plain file', async () => {
    const plain = await importFile(db, SCRYFALL);
    const other = openDatabase(':memory:');
    const gz = await importFile(other, writeGzip(SCRYFALL, join(temp.dir, 'default-cards.json.gz')));
    expect({ ...gz, durationMs: 0, mergeMs: 0, file: '' }).toEqual({ ...plain, durationMs: 0, mergeMs: 0, file: '' });
    const dump = (d: Db) => d.prepare('SELECT name, oracle_text, colors FROM cards ORDER BY name').all();
    expect(dump(other)).toEqual(dump(db));
    other.close();
  });

  it('updates cards and printings when the same file is imported again', async () => {
    await importFile(db, SCRYFALL);
    const copy = join(temp.dir, 'again.json');
    copyFileSync(SCRYFALL, copy);
    const again = await importFile(db, copy);
    expect(again.cards).toEqual({ added: 0, updated: 10 });
    expect(again.printings).toEqual({ added: 0, updated: 13 });
    expect(db.prepare('SELECT count(*) FROM printings').pluck().get()).toBe(13);
  });

  it('reports progress in bytes of the file and records, ending at the whole file', async () => {
    const reports: { bytesRead: number; bytesTotal: number; records: number }[] = [];
    await importFile(db, SCRYFALL, { onProgress: (progress) => reports.push(progress), progressIntervalMs: 0 });
    const last = reports.at(-1)!;
    expect(last.bytesRead).toBe(last.bytesTotal);
    expect(last.records).toBe(16);
    expect(reports[0]!.records).toBe(0);
  });
});
