// The Print page's api end to end: settings remembered through the options schema, the queue
// filled from a source, the preview, the export job (a real PDF under exports/, read back with
// poppler), its cancel, the alignment test and the user's own card back.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { PrintExportResult, PrintPreview } from '../../../app/api/commands/print.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import type { Services } from '../../../app/services.ts';
import { PNG_1X1 } from '../../support/images.ts';
import { fonts, pageSizesMm, text } from '../../support/poppler.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;

async function ok<T>(command: string, input: unknown): Promise<T> {
  const response = await dispatch(services, command, input);
  if (!response.ok) throw new Error(response.error.message);
  return response.result as T;
}

/** The size of a file, 0 while it does not exist. */
function partBytes(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

async function failure(command: string, input: unknown): Promise<string> {
  const response = await dispatch(services, command, input);
  if (response.ok) throw new Error(`${command} succeeded`);
  return response.error.message;
}

beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

describe('print api', () => {
  it('remembers settings validated by the options schema, with defaults for the rest', async () => {
    expect((await ok<{ options: { paper: string } }>('print.options.get', {})).options.paper).toBe('a4');
    await ok('print.options.set', { options: { paper: 'letter', bleedMm: 1, cutMarks: { lines: true }, deckName: 'Last week' } });
    const stored = await ok<{ options: { paper: string; bleedMm: number; gapMm: number; cutMarks: { corners: boolean; lines: boolean } } }>('print.options.get', {});
    expect(stored.options).toMatchObject({ paper: 'letter', bleedMm: 1, gapMm: 0, cutMarks: { corners: true, lines: true } });
    expect(services.settings.get('print.options')).toMatchObject({ paper: 'letter' });
    // The deck name is for one print; the next deck's footer takes the queue's title.
    expect(stored.options).not.toHaveProperty('deckName');
    expect(await failure('print.options.set', { options: { bleedMm: 9 } })).toContain('must be 0–3 mm');
    expect(await failure('print.options.set', { options: { backs: { imagePath: '/etc/passwd' } } })).toContain('cannot be set from the UI');
    await ok('print.options.set', { options: {} });
  });

  it('fills the queue from a pasted decklist and reports what it could not find', async () => {
    const result = await ok<{ added: number; unresolved: { name: string; line: number }[] }>('print.queueFrom', {
      source: { kind: 'decklist', text: '4 Street Wraith\n4 Censor\n1 Gezeitenflüsterer\n1 Banding Sliver\n2 Nonexistent Thing\n' },
    });
    expect(result.added).toBe(12);
    expect(result.unresolved).toEqual([expect.objectContaining({ name: 'Nonexistent Thing', line: 5 })]);
    expect(services.printQueue.get().items).toHaveLength(5);
  });

  it('previews which card goes on which sheet and lists the unresolved ones', async () => {
    const preview = await ok<PrintPreview>('print.preview', { options: { paper: 'letter' } });
    expect(preview.layout.page).toMatchObject({ widthMm: 215.9, heightMm: 279.4 });
    expect(preview.layout.perPage).toBe(9);
    expect(preview.cards).toBe(10);
    expect(preview.sheets.map((sheet) => sheet.cards.length)).toEqual([9, 1]);
    expect(preview.sheets[0]!.cards[0]).toEqual({
      name: 'Street Wraith',
      colors: ['B'],
      image: false,
      imageUrl: null,
      // Without a picture the preview draws the card from its text.
      face: expect.objectContaining({ name: 'Street Wraith', mana_cost: '{3}{B}{B}', type_line: 'Creature — Wraith', power: '3', toughness: '4' }),
      doubleFaced: false,
    });
    expect(preview.unresolved.map((card) => card.name)).toEqual(['Nonexistent Thing']);
    const invalid = await ok<{ invalid: string }>('print.preview', { options: { gapMm: 7 } });
    expect(invalid.invalid).toBe('gapMm: must be 0–5 mm');
    const tooSmall = await ok<{ invalid: string }>('print.preview', { options: { paper: { widthMm: 80, heightMm: 80 } } });
    expect(tooSmall.invalid).toContain('does not fit');
  });

  it('refuses to export while a queued card is unknown, naming it', async () => {
    expect(await failure('print.export', {})).toContain('Nonexistent Thing');
    const queue = services.printQueue.get();
    services.printQueue.replace({ ...queue, items: queue.items.filter((item) => item.card_id !== null) });
  });

  it('exports the queue as a job: progress, then a PDF under exports/ on the chosen paper', async () => {
    const started = await ok<JobSnapshot>('print.export', { options: { paper: 'letter', language: 'de' }, fileTitle: 'Cyclers für Tests' });
    expect(started.state).toBe('running');
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('done');
    const result = finished.result as PrintExportResult;
    expect(result.fileName).toMatch(/^cyclers-fur-tests-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.pdf$/);
    expect(result.path).toBe(join(services.paths.exports, result.fileName));
    expect(finished.progress).toMatchObject({ done: 10, total: 10 });
    expect(result).toMatchObject({ cards: 10, sheets: 2, pages: 2 });
    const sizes = pageSizesMm(result.path);
    expect(sizes).toHaveLength(2);
    expect(sizes[0]!.width).toBeCloseTo(215.9, 1);
    expect(sizes[0]!.height).toBeCloseTo(279.4, 1);
    const words = text(result.path);
    // The German custom card keeps its umlauts; playtest and custom cards carry the German PLAYTEST mark.
    expect(words).toContain('Gezeitenflüsterer');
    expect(words).toContain('PLAYTEST-KARTE');
    expect(words).toContain('Banding Sliver');
    expect(fonts(result.path).every((font) => font.embedded)).toBe(true);
  });

  it('splits an export into files of N pages, names each for the download, and leaves no placeholder', async () => {
    const started = await ok<JobSnapshot>('print.export', { options: { paper: 'letter', splitPages: 1 }, fileTitle: 'split' });
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('done');
    const result = finished.result as PrintExportResult;
    expect(result.fileNames).toHaveLength(2);
    expect(result.fileNames.map((name) => name.replace(/\d{4}(-\d\d){5}/, 'TIME'))).toEqual(['split-TIME-1-of-2.pdf', 'split-TIME-2-of-2.pdf']);
    expect(result.fileName).toBe(result.fileNames[0]);
    for (const name of result.fileNames) expect(pageSizesMm(join(services.paths.exports, name))).toHaveLength(1);
    expect(readdirSync(services.paths.exports).filter((name) => name.startsWith('split-'))).toEqual(result.fileNames);
  });

  it('exports PNG pages under exports/ at the chosen dpi, and leaves no placeholder', async () => {
    const started = await ok<JobSnapshot>('print.export', { options: { paper: 'letter' }, fileTitle: 'pngs', format: { kind: 'png', per: 'page', dpi: 150 } });
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('done');
    const result = finished.result as PrintExportResult;
    expect(result.format).toBe('png');
    expect(result.fileNames.map((name) => name.replace(/\d{4}(-\d\d){5}/, 'TIME'))).toEqual(['pngs-TIME-page-001.png', 'pngs-TIME-page-002.png']);
    expect(readdirSync(services.paths.exports).filter((name) => name.startsWith('pngs-'))).toEqual(result.fileNames);
    const header = readFileSync(join(services.paths.exports, result.fileName));
    expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([Math.round((215.9 * 150) / 25.4), Math.round((279.4 * 150) / 25.4)]);
    expect(await failure('print.export', { format: { kind: 'png', per: 'page', dpi: 2000 } })).toContain('format.dpi');
  });

  it('exports a MakePlayingCards folder under exports/ with its order file', async () => {
    const started = await ok<JobSnapshot>('print.export', { fileTitle: 'order', format: { kind: 'mpc', stock: '(S27) Smooth' } });
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('done');
    const result = finished.result as PrintExportResult;
    expect(result.folder).toMatch(/^order-mpc-\d{4}(-\d\d){5}$/);
    expect(result.mpc).toEqual({ quantity: 10, bracket: 18, images: expect.any(Number) });
    expect(readdirSync(join(services.paths.exports, result.folder!)).sort()).toEqual([...result.fileNames].sort());
    expect(readFileSync(join(services.paths.exports, result.folder!, 'cards.xml'), 'utf8')).toContain('<stock>(S27) Smooth</stock>');
    // The download: the folder as one zip directly under exports/, the file the page fetches.
    expect(result.zip).toBe(`${result.folder}.zip`);
    expect(result.fileName).toBe(result.zip);
    const entries = Object.keys(unzipSync(readFileSync(join(services.paths.exports, result.zip!))));
    expect(entries.sort()).toEqual([...result.fileNames].sort());
    expect(existsSync(join(services.paths.exports, `${result.zip}.part`))).toBe(false);
  });

  it('cancels an export and leaves no file', async () => {
    services.printQueue.replace({ title: 'Big', items: [{ name: 'Street Wraith', quantity: 400, card_id: null, printing_id: null }] });
    const before = readdirSync(services.paths.exports).length;
    const started = await ok<JobSnapshot>('print.export', {});
    await ok('jobs.cancel', { id: started.id });
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('cancelled');
    expect(readdirSync(services.paths.exports)).toHaveLength(before);
  });

  it('cancels an export part-way through, after pages are on disk, and leaves no file and no .part file', async () => {
    services.printQueue.replace({ title: 'Big', items: [{ name: 'Street Wraith', quantity: 400, card_id: null, printing_id: null }] });
    const before = readdirSync(services.paths.exports);
    const started = await ok<JobSnapshot>('print.export', {});
    const partName = readdirSync(services.paths.exports).find((name) => name.endsWith('.pdf.part'));
    expect(partName).toBeDefined();
    const partFile = join(services.paths.exports, partName!);
    // Wait until the job has drawn cards and written bytes of the .part file, then cancel.
    await expect.poll(() => services.jobs.get(started.id).progress.done > 9 && partBytes(partFile) > 0, { timeout: 30_000, interval: 5 }).toBe(true);
    await ok('jobs.cancel', { id: started.id });
    const finished = await services.jobs.wait(started.id);
    expect(finished.state).toBe('cancelled');
    expect(finished.progress.done).toBeLessThan(400);
    expect(readdirSync(services.paths.exports)).toEqual(before);
  });

  it('gives exports started in the same second their own files', async () => {
    services.printQueue.replace({ title: 'Twins', items: [{ name: 'Street Wraith', quantity: 2, card_id: null, printing_id: null }] });
    const jobs = await Promise.all([1, 2, 3].map(() => ok<JobSnapshot>('print.export', { fileTitle: 'Twins' })));
    const results = await Promise.all(jobs.map((job) => services.jobs.wait(job.id)));
    expect(results.map((job) => job.state)).toEqual(['done', 'done', 'done']);
    const names = results.map((job) => (job.result as PrintExportResult).fileName);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(pageSizesMm(join(services.paths.exports, name))).toHaveLength(1);
    expect(readdirSync(services.paths.exports).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('writes the alignment test under exports/', async () => {
    const result = await ok<{ fileName: string; path: string }>('print.alignmentTest', { options: { paper: 'a4', backs: { offsetXMm: 1.5 } } });
    expect(existsSync(result.path)).toBe(true);
    expect(pageSizesMm(result.path)).toHaveLength(2);
  });

  it('takes an uploaded card back, prints with it, and goes back to the built-in one', async () => {
    const upload = services.uploads.begin('my back.png');
    services.uploads.append(upload.id, PNG_1X1);
    expect(await ok('print.backImage.set', { uploadId: upload.id })).toEqual({ hasBackImage: true });
    const preview = await ok<PrintPreview>('print.preview', { options: { backs: { enabled: true } } });
    expect(preview.hasBackImage).toBe(true);
    expect(preview.options.backs.imagePath).toMatch(/print-back[/\\]back-\d+\.png$/);
    expect(await ok('print.backImage.set', { uploadId: null })).toEqual({ hasBackImage: false });
    expect(existsSync(preview.options.backs.imagePath!)).toBe(false);
  });

  it('never takes a card back from outside its own folder, whatever the stored setting says', async () => {
    const outside = join(services.paths.home, 'outside-back.png');
    writeFileSync(outside, PNG_1X1);
    expect(await failure('settings.set', { key: 'print.backImage', value: '../outside-back.png' })).toContain('print.backImage.set');
    // Even a value written straight into the settings table (an older version, a hand edit) is ignored.
    for (const stored of ['../outside-back.png', outside, 'print-back/../../outside-back.png']) {
      services.settings.set('print.backImage', stored);
      const preview = await ok<PrintPreview>('print.preview', { options: { backs: { enabled: true } } });
      expect(preview.hasBackImage, stored).toBe(false);
      expect(preview.options.backs.imagePath).toBeUndefined();
    }
    services.settings.set('print.backImage', null);
  });
});
