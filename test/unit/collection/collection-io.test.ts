import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import { exportCollection, importCollection, type CollectionImportSummary } from '../../../app/collection/collection-io.ts';
import type { CollectionEntry } from '../../../app/collection/collection-service.ts';
import { COLLECTION_FORMATS, FormatError, parseCollectionCsv, type CollectionFormat } from '../../../app/collection/formats/index.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

const FIXTURES: Record<CollectionFormat, string> = {
  moxfield: 'moxfield_haves_2025-01-20-1859Z.csv',
  deckbox: 'Inventory_proxyfish_2025.June.03.csv',
  manabox: 'ManaBox_Collection.csv',
  archidekt: 'archidekt-collection-export.csv',
  dragonshield: 'dragon-shield-all-folders.csv',
};
const fixture = (format: CollectionFormat) => readFileSync(join('test', 'fixtures', 'collection', FIXTURES[format]));

const MOXFIELD_HEADER = '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"';
const moxfieldRow = (count: number | string, name: string, edition = '', number = '', extra: { condition?: string; language?: string; foil?: string; price?: string } = {}) =>
  `"${count}","0","${name}","${edition}","${extra.condition ?? 'Near Mint'}","${extra.language ?? 'English'}","${extra.foil ?? ''}","","2025-01-05 19:26:45.563000","${number}","False","False","${extra.price ?? ''}"`;

/** An entry as the file formats can carry it (what a round trip must keep). */
const comparable = (entry: CollectionEntry) => ({
  name: entry.name,
  card_id: entry.card_id,
  set: entry.set_code,
  number: entry.collector_number,
  quantity: entry.quantity,
  finish: entry.finish,
  condition: entry.condition,
  lang: entry.lang,
  price: entry.purchase_price,
  tags: entry.tags,
});

describe('collection CSV import and export', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  const entries = () => services.collection.all();

  it('stores a Moxfield "Lightly Played" card as Excellent and "Moderately Played" as Good, and exports them back so', async () => {
    const csv = [
      MOXFIELD_HEADER,
      moxfieldRow(1, 'Lightning Rift', 'ons', '217', { condition: 'Lightly Played' }),
      moxfieldRow(1, 'Island', '', '', { condition: 'Moderately Played' }),
      moxfieldRow(1, 'Astral Slyde', 'ons', '', { condition: 'Heavily Played' }),
    ].join('\r\n');
    await importCollection(services, csv);
    expect(entries().map((entry) => [entry.name, entry.condition])).toEqual(
      expect.arrayContaining([['Lightning Rift', 'excellent'], ['Island', 'good'], ['Astral Slyde', 'light_played']]),
    );
    const exported = exportCollection(services, 'archidekt').text;
    expect(exported).toMatch(/^1,Lightning Rift,Normal,LP,/m);
    expect(exported).toMatch(/^1,Island,Normal,MP,/m);
  });

  for (const format of COLLECTION_FORMATS) {
    it(`imports a ${format} export (detected), keeps unmatched rows with their lines, and round-trips through ${format}`, async () => {
      const parsed = await parseCollectionCsv(fixture(format));
      const summary = await importCollection(services, fixture(format));
      expect(summary.format).toBe(format);
      expect(summary.rows).toBe(parsed.rows.length);
      expect(summary.added + summary.merged).toBe(parsed.rows.length);
      // The starter cards hold none of these printings' cards except basics: the rest is kept, not dropped.
      expect(summary.unresolved.map((row) => row.line)).toEqual(
        parsed.rows.filter((row) => entries().some((entry) => entry.card_id === null && entry.source_line === row.line)).map((row) => row.line),
      );
      expect(entries().reduce((sum, entry) => sum + entry.quantity, 0)).toBe(summary.cards);
      const first = entries().map(comparable);

      const exported = exportCollection(services, format);
      expect(exported.text.split(/\r?\n/)[format === 'dragonshield' ? 1 : 0]).toBe(
        fixture(format).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[format === 'dragonshield' ? 1 : 0],
      );
      const again = await importCollection(services, exported.text, { mode: 'replace' });
      expect(again.format).toBe(format);
      expect(entries().map(comparable)).toEqual(first);
    });
  }

  it('resolves rows by name, set and collector number, localised names too, and merges or replaces', async () => {
    const csv = [
      MOXFIELD_HEADER,
      moxfieldRow(4, 'Lightning Rift', 'ons', '217', { price: '0.50' }),
      moxfieldRow(2, 'Lightning Rift', 'ons', '217', { foil: 'foil' }),
      moxfieldRow(10, 'Insel', '', '', { language: 'German' }),
      moxfieldRow(1, 'Astral Slyde', 'ons', '', { condition: 'Played' }),
    ].join('\r\n');
    const summary = await importCollection(services, csv);
    expect(summary).toMatchObject({ format: 'moxfield', rows: 4, added: 4, merged: 0, cards: 17 });
    expect(summary.unresolved).toEqual([{ line: 5, name: 'Astral Slyde', set_code: 'ons', collector_number: null, quantity: 1 }]);
    const rift = entries().find((entry) => entry.name === 'Lightning Rift' && entry.finish === 'nonfoil')!;
    expect(rift.printing_id).not.toBeNull();
    expect(entries().find((entry) => entry.lang === 'de')).toMatchObject({ name: 'Island', quantity: 10 });
    // Moxfield's "Played" is the US MP grade: Cardmarket's (and the collection's) "Good".
    expect(entries().find((entry) => entry.card_id === null)).toMatchObject({ condition: 'good', source_line: 5 });

    const merged = await importCollection(services, csv, { mode: 'merge' });
    expect(merged).toMatchObject({ added: 0, merged: 4 });
    expect(services.collection.totals().cards).toBe(34);
    expect(merged.unresolved).toHaveLength(1);

    const replaced = await importCollection(services, [MOXFIELD_HEADER, moxfieldRow(3, 'Stifle')].join('\n'), { mode: 'replace' });
    expect(replaced).toMatchObject({ added: 1, mode: 'replace' });
    expect(entries().map((entry) => [entry.name, entry.quantity])).toEqual([['Stifle', 3]]);
  });

  it('writes Deckbox\'s set name and ManaBox\'s Scryfall id from the printing', async () => {
    await importCollection(services, [MOXFIELD_HEADER, moxfieldRow(4, 'Lightning Rift', 'ons', '217')].join('\n'));
    const deckbox = exportCollection(services, 'deckbox').text.split('\n')[1]!;
    expect(deckbox).toMatch(/^4,0,Lightning Rift,Onslaught,ons,217,Near Mint,English,/);
    const manabox = exportCollection(services, 'manabox').text.split('\r\n')[1]!;
    expect(manabox).toContain('d775d729-0ad9-4b14-9d44-6282f6936e07');
  });

  describe('malformed files never leave a half-done import', () => {
    async function withStartingCollection(): Promise<CollectionEntry[]> {
      await importCollection(services, [MOXFIELD_HEADER, moxfieldRow(4, 'Lightning Rift', 'ons', '217'), moxfieldRow(1, 'Unknown Thing')].join('\n'));
      return entries();
    }

    it('a truncated file (cut inside a quoted field) fails with its line and changes nothing, even with replace', async () => {
      const before = await withStartingCollection();
      const cut = [MOXFIELD_HEADER, moxfieldRow(2, 'Stifle'), '"3","0","Astral Sl'].join('\n');
      await expect(importCollection(services, cut, { mode: 'replace' })).rejects.toThrow(new FormatError('a quoted field that starts here is never closed: the file looks truncated, or a value has a stray double quote', 3));
      expect(entries()).toEqual(before);
    });

    it('a row the collection cannot hold fails the whole import naming its line, and changes nothing', async () => {
      const before = await withStartingCollection();
      const csv = [MOXFIELD_HEADER, moxfieldRow(2, 'Stifle'), moxfieldRow(500_000, 'Island'), moxfieldRow(1, 'Plains')].join('\n');
      await expect(importCollection(services, csv, { mode: 'replace' })).rejects.toThrow(/^line 3: quantity: /);
      expect(entries()).toEqual(before);
    });

    it('a bad row (no number, no name, cut short) is listed with its line and text; the other rows are imported', async () => {
      const csv = [MOXFIELD_HEADER, moxfieldRow('four', 'Stifle'), moxfieldRow(2, ''), '"1","0"', moxfieldRow(2, 'Island')].join('\n');
      const summary = await importCollection(services, csv);
      expect(summary.skipped.map((problem) => problem.line)).toEqual([2, 3, 4]);
      expect(summary.skipped[0]).toMatchObject({ message: '"Count" is "four", not a whole number of copies', text: expect.stringContaining('Stifle') });
      expect(entries().map((entry) => entry.name)).toEqual(['Island']);
    });

    it('a file in the wrong encoding (Windows-1252) is read with a warning, a UTF-8 BOM and CRLF are read', async () => {
      const latin1 = Buffer.from([MOXFIELD_HEADER, moxfieldRow(1, 'Lim-Dûl the Necromancer'), moxfieldRow(2, 'Island')].join('\r\n'), 'latin1');
      const summary = await importCollection(services, latin1);
      expect(summary.warnings[0]?.message).toMatch(/not valid UTF-8/);
      expect(entries().map((entry) => entry.name)).toContain('Lim-Dûl the Necromancer');
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([MOXFIELD_HEADER, moxfieldRow(3, 'Swamp')].join('\r\n') + '\r\n')]);
      expect(await importCollection(services, bom)).toMatchObject({ format: 'moxfield', rows: 1, warnings: [] });
    });

    it('a file no tool wrote, and an empty file, fail with a clear error and change nothing', async () => {
      const before = await withStartingCollection();
      await expect(importCollection(services, 'Card,Amount\nIsland,4\n')).rejects.toThrow(/line 1: unrecognised collection CSV header: found columns "Card", "Amount"/);
      await expect(importCollection(services, '')).rejects.toThrow('the CSV file is empty');
      await expect(importCollection(services, fixture('moxfield'), { format: 'manabox' })).rejects.toThrow(/not a ManaBox CSV/);
      expect(entries()).toEqual(before);
    });

    it('imports 50,000 rows in one transaction with progress, and a cancelled import changes nothing', async () => {
      const names = services.db.prepare('SELECT name FROM cards ORDER BY id').pluck().all() as string[];
      const lines = [MOXFIELD_HEADER];
      for (let i = 0; i < 50_000; i += 1) lines.push(moxfieldRow(1 + (i % 3), i % 10 === 0 ? `Unknown Card ${i}` : names[i % names.length]!, 'tst', String(i)));
      const csv = lines.join('\r\n');
      const before = await withStartingCollection();

      const controller = new AbortController();
      await expect(
        importCollection(services, csv, {
          mode: 'replace',
          signal: controller.signal,
          onProgress: (progress) => {
            if (progress.stage === 'matching' && progress.done >= 20_000) controller.abort();
          },
        }),
      ).rejects.toThrow();
      expect(entries()).toEqual(before);

      const stages = new Set<string>();
      const summary = await importCollection(services, csv, { onProgress: (progress) => stages.add(progress.stage) });
      expect(stages).toEqual(new Set(['reading', 'matching', 'saving']));
      expect(summary).toMatchObject({ rows: 50_000, added: 50_000, merged: 0 });
      expect(summary.unresolved).toHaveLength(5_000);
      expect(summary.unresolved[1]).toMatchObject({ line: 12, name: 'Unknown Card 10' });
      expect(services.collection.totals().cards).toBe(summary.cards + 5);
    }, 120_000);
  });
});

describe('api: collection.import (a job) and collection.export', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  it('imports an upload as a job whose result is the summary, then exports it', async () => {
    const upload = services.uploads.begin('moxfield.csv');
    services.uploads.append(upload.id, fixture('moxfield'));
    const started = await dispatch(services, 'collection.import', { uploadId: upload.id, mode: 'merge' });
    if (!started.ok) throw new Error(started.error.message);
    const done = await services.jobs.wait((started.result as JobSnapshot).id);
    expect(done.state).toBe('done');
    const summary = done.result as CollectionImportSummary;
    expect(summary).toMatchObject({ format: 'moxfield', mode: 'merge', rows: 8 });
    expect(summary.unresolved.length).toBeGreaterThan(0);
    expect(() => services.uploads.path(upload.id)).toThrow(/No upload/);

    const exported = await dispatch(services, 'collection.export', { format: 'archidekt' });
    expect(exported).toMatchObject({ ok: true, result: { format: 'archidekt', rows: 8, fileName: expect.stringMatching(/\.csv$/) } });
  });

  it('fails the job with a clear message on a bad file, and validates its input', async () => {
    const upload = services.uploads.begin('notes.csv');
    services.uploads.append(upload.id, Buffer.from('Card,Amount\nIsland,4\n'));
    const started = await dispatch(services, 'collection.import', { uploadId: upload.id });
    if (!started.ok) throw new Error(started.error.message);
    const done = await services.jobs.wait((started.result as JobSnapshot).id);
    expect(done).toMatchObject({ state: 'failed', error: expect.stringContaining('unrecognised collection CSV header') });
    expect(await dispatch(services, 'collection.import', { uploadId: upload.id, mode: 'append' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await dispatch(services, 'collection.export', { format: 'excel' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
