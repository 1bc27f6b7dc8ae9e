// The Print page in a real browser: a deck's missing cards go from the Decks page to Print,
// the live preview follows the paper setting, and the export job hands back a PDF of that paper.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';
import { mpcBracket } from '../../app/print/mpc-export.ts';
import { pageSizesMm } from '../support/poppler.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const DECKLIST = 'assets/starter/decks/amonkhet-cycling-ub.txt';

describe.runIf(chromiumAvailable())('Print page in browser mode', () => {
  // One app; before each test the deck, the collection, the queue and the print settings are set
  // afresh and the test opens its own page, so a test never depends on the one before.
  const session = new E2eSession();
  let page: Page;
  const entries: { name: string; quantity: number }[] = readFileSync(DECKLIST, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^(\d+)\s+(.+)$/.exec(line.trim());
      return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
    });
  // The collection holds all 4 Drake Haven and 6 Island of the deck, nothing else.
  const missing = entries.reduce((sum, entry) => sum + entry.quantity, 0) - 10;
  const api = (command: string, input: unknown = {}) => session.api(command, input);
  const screenshot = (name: string) => session.screenshot(SCREENSHOTS, name);
  const open = async () => (page = await session.freshPage({ viewport: { width: 1366, height: 820 } }));
  /** The missing cards in the queue, as the Decks page sends them. */
  const queueMissing = () => api('printQueue.fromDeck', { deck: 'UB Cycling', which: 'missing' });

  beforeAll(() => session.start());
  afterAll(() => session.stop());
  beforeEach(async () => {
    await session.clearUserData();
    await api('decks.create', { name: 'UB Cycling', entries });
    await api('collection.add', { name: 'Drake Haven', quantity: 4 });
    await api('collection.add', { name: 'Island', quantity: 6 });
    await api('print.options.set', { options: {} });
  });

  it('sends the missing cards of a deck to Print from the Decks page', async () => {
    await open();
    await page.click('a[data-page="decks"]');
    const button = page.getByRole('button', { name: /^Print \d+ missing$/ });
    await expect.poll(() => button.textContent()).toBe(`Print ${missing} missing`);
    await button.click();
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Print');
    await expect.poll(() => page.locator('#print-queue-heading').textContent()).toBe(`To print: ${missing} cards`);
    // Every line but the two the collection covers.
    await expect.poll(() => page.locator('[data-testid="print-queue"] li').count()).toBe(entries.length - 2);
    expect(await page.locator('[data-testid="print-queue"]').textContent()).not.toContain('Drake Haven');
  });

  it("prints a deck's main deck without the basic lands you own, one row per card, and the sideboard on request", async () => {
    await api('decks.create', {
      name: 'With sideboard',
      entries: [
        { name: 'Street Wraith', quantity: 3 },
        { name: 'Island', quantity: 8 },
        { name: 'Street Wraith', quantity: 1, section: 'sideboard' },
        { name: 'Censor', quantity: 2, section: 'sideboard' },
      ],
    });
    await open();
    await page.click('a[data-page="decks"]');
    await page.locator('.item', { hasText: 'With sideboard' }).click();
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('With sideboard');
    const filter = page.getByTestId('deck-print-filter');
    // The defaults: the main deck only, basic lands you own left out (6 of the 8 Islands).
    expect(await filter.getByLabel('Main deck only').isChecked()).toBe(true);
    expect(await filter.locator('select').inputValue()).toBe('owned');
    const rows = () => page.locator('[data-testid="print-queue"] li .print-queue-name').allTextContents();
    const quantities = () => page.locator('[data-testid="print-queue"] li input[type="number"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await page.getByTestId('print-all').click();
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Print');
    await expect.poll(rows).toEqual(['Street Wraith', 'Island']);
    expect(await quantities()).toEqual(['3', '2']);

    await page.click('a[data-page="decks"]');
    await page.locator('.item', { hasText: 'With sideboard' }).click();
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('With sideboard');
    await page.getByTestId('deck-print-filter').getByLabel('Main deck only').uncheck();
    await page.getByTestId('print-all').click();
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Print');
    // Main-deck and sideboard copies of Street Wraith: one row of 4.
    await expect.poll(rows).toEqual(['Street Wraith', 'Island', 'Censor']);
    expect(await quantities()).toEqual(['4', '2', '2']);
  });

  it('previews the sheets and follows the paper setting', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    const sheet = page.getByTestId('sheet-preview');
    await expect.poll(() => sheet.getAttribute('data-page-width')).toBe('210.0');
    expect(await sheet.getAttribute('data-page-height')).toBe('297.0');
    expect(await sheet.getAttribute('data-cards')).toBe('9');
    await expect.poll(() => page.getByTestId('sheet-counter').textContent()).toBe(`Sheet 1 of ${Math.ceil(missing / 9)}`);
    await expect.poll(() => page.locator('.sheet-card').first().getAttribute('data-name')).toBeTruthy();
    await screenshot('print-a4-light');

    await page.selectOption('[data-testid="paper-select"]', 'letter');
    await expect.poll(() => sheet.getAttribute('data-page-width')).toBe('215.9');
    expect(await sheet.getAttribute('data-page-height')).toBe('279.4');
    await expect.poll(() => page.getByTestId('layout-summary').textContent()).toContain('215.9 × 279.4 mm');

    // A value the schema refuses is named, and the last good preview stays.
    await page.fill('[data-testid="bleed-input"]', '4');
    await expect.poll(() => page.getByTestId('settings-error').textContent()).toContain('bleedMm: must be 0–3 mm');
    await page.fill('[data-testid="bleed-input"]', '0');
    await expect.poll(() => page.getByTestId('settings-error').count()).toBe(0);
  });

  it('remembers the settings across a reload', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    await page.selectOption('[data-testid="paper-select"]', 'letter');
    // Saving follows the preview: wait until the core has it, then reload.
    await expect.poll(async () => ((await api('print.options.get', {})) as { options: { paper: string; bleedMm: number } }).options).toMatchObject({ paper: 'letter', bleedMm: 0 });
    await page.reload();
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-page-width')).toBe('215.9');
    expect(await page.locator('[data-testid="paper-select"]').inputValue()).toBe('letter');
  });

  it('exports the queue as a PDF on the chosen paper and downloads it', async () => {
    await queueMissing();
    await api('print.options.set', { options: { paper: 'letter' } });
    await open();
    await page.click('a[data-page="print"]');
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-page-width')).toBe('215.9');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const download = await downloading;
    const file = join(session.app.home, 'downloaded.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^ub-cycling-missing-cards-.*\.pdf$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const sizes = pageSizesMm(file);
    expect(sizes).toHaveLength(Math.ceil(missing / 9));
    expect(sizes[0]!.width).toBeCloseTo(215.9, 1);
    expect(sizes[0]!.height).toBeCloseTo(279.4, 1);
    await expect.poll(() => page.getByTestId('export-done').textContent()).toContain(`${missing} cards on ${sizes.length} pages`);
    await screenshot('print-letter-light');
    if (SCREENSHOTS) writeFileSync(join(SCREENSHOTS, 'print-export.pdf'), readFileSync(file));
  });

  it('exports PNG pages at the chosen dpi and downloads each page', async () => {
    await queueMissing();
    await api('print.options.set', { options: { paper: 'letter' } });
    await open();
    await page.click('a[data-page="print"]');
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-page-width')).toBe('215.9');
    await page.getByTestId('export-format').selectOption('png-page');
    await page.getByTestId('export-dpi').fill('150');
    await expect.poll(() => page.getByTestId('export-pdf').textContent()).toBe(`Export PNG (${missing} cards)`);
    // Every page is drawn and written before the first download: on a loaded machine that takes a while.
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('export-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ub-cycling-missing-cards-.*-page-001\.png$/);
    const file = join(session.app.home, 'downloaded.png');
    await download.saveAs(file);
    const png = readFileSync(file);
    // The IHDR's width and height: Letter at 150 dpi.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Math.round((215.9 * 150) / 25.4), Math.round((279.4 * 150) / 25.4)]);
    const pages = Math.ceil(missing / 9);
    await expect.poll(() => page.getByTestId('export-done').textContent(), { timeout: 60_000 }).toContain(`${missing} cards in ${pages} files`);
  }, 240_000);

  it('exports a MakePlayingCards folder and downloads it as one zip, in Spanish', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    await page.selectOption('#language-select', 'es');
    await page.getByTestId('export-format').selectOption('mpc');
    await page.getByTestId('export-stock').selectOption('(M31) Linen');
    await expect.poll(() => page.getByTestId('export-pdf').textContent()).toBe(`Exportar para MakePlayingCards (${missing} cartas)`);
    // Every image is drawn, written and zipped before the download: on a loaded machine that takes a while.
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByTestId('export-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ub-cycling-missing-cards-mpc-.*\.zip$/);
    const file = join(session.app.home, 'downloaded.zip');
    await download.saveAs(file);
    const entries = unzipSync(readFileSync(file));
    const order = Buffer.from(entries['cards.xml']!).toString('utf8');
    expect(order).toContain('<stock>(M31) Linen</stock>');
    expect(order).toContain(`<quantity>${missing}</quantity>`);
    // Every image the order names is in the zip, and the common back.
    const named = [...order.matchAll(/<id>([^<]+)<\/id>/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(Object.keys(entries).sort()).toEqual([...named, 'cardback.png', 'cards.xml'].sort());
    const done = page.getByTestId('export-done');
    await expect.poll(() => done.getAttribute('title'), { timeout: 60_000 }).toContain(download.suggestedFilename());
    expect(await done.textContent()).toContain(`${missing} cartas (tramo ${mpcBracket(missing)})`);
    await screenshot('print-mpc-es');
  }, 240_000);

  it('keeps the preview where it is while the export runs and when it is done (issue 23)', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    const preview = page.getByTestId('sheet-preview');
    await expect.poll(() => preview.getAttribute('data-cards')).toBe('9');
    const before = (await preview.boundingBox())!.y;
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    await downloading;
    await expect.poll(() => page.getByTestId('export-done').count()).toBe(1);
    expect((await preview.boundingBox())!.y).toBe(before);
  });

  it('opens the art picker over the page, not squeezed into the queue column (issue 23)', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    await page.locator('.print-queue-art').first().click();
    const chooser = page.locator('.printing-chooser');
    await expect.poll(() => chooser.count()).toBe(1);
    const box = (await chooser.boundingBox())!;
    const column = (await page.locator('.print-side').boundingBox())!;
    expect(box.width).toBeGreaterThan(column.width + 200);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await screenshot('print-art-picker');
  });

  it('shows registration marks and dashed cut lines in the preview when chosen', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-cards')).toBe('9');
    await page.getByTestId('registration-toggle').check();
    await page.selectOption('[data-testid="cut-style"]', 'dashed');
    await expect.poll(() => page.getByTestId('registration-marks').locator('rect').count()).toBe(5);
    // Landscape A4 with the marks' band kept clear: 8 cards.
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-cards')).toBe('8');
    // The preview redraws after the settings round trip: wait for the dashed lines, not for one read.
    await expect.poll(() => page.locator('.sheet-preview g[stroke-dasharray="2 1"]').count()).toBe(1);
    await expect.poll(async () => ((await api('print.options.get', {})) as { options: { registrationMarks: { enabled: boolean } } }).options.registrationMarks.enabled).toBe(true);
    await screenshot('print-registration-marks');
  });

  it('shows the backs mirrored for long-edge duplex, in German', async () => {
    await queueMissing();
    await open();
    await page.click('a[data-page="print"]');
    await page.selectOption('#language-select', 'de');
    await page.getByTestId('backs-toggle').check();
    await page.getByRole('button', { name: 'Rückseiten', exact: true }).click();
    const slots = page.locator('.sheet-card');
    await expect.poll(() => slots.first().textContent()).toBe('Rückseite');
    // Long-edge flipping mirrors left and right: the first back sits in the right-hand column.
    const first = await slots.first().locator('.sheet-trim').getAttribute('x');
    const second = await slots.nth(1).locator('.sheet-trim').getAttribute('x');
    expect(Number(first)).toBeGreaterThan(Number(second));
    await screenshot('print-backs-de');
  });

  it('adds the tokens and related cards, and checklist cards, with the Extra cards check boxes (issue 27)', async () => {
    await api('print.queueFrom', { source: { kind: 'cards', cards: [{ name: 'Drake Haven', quantity: 4 }] } });
    await open();
    await page.click('a[data-page="print"]');
    const names = () => page.locator('.sheet-card').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-name')));
    await expect.poll(names).toEqual(['Drake Haven', 'Drake Haven', 'Drake Haven', 'Drake Haven']);
    await page.getByLabel('Tokens and related cards').check();
    // One Drake token for the one card that makes Drakes, after the deck's cards.
    await expect.poll(names).toEqual(['Drake Haven', 'Drake Haven', 'Drake Haven', 'Drake Haven', 'Drake']);
    // Listed by name with its count under the check boxes.
    await expect.poll(() => page.getByTestId('extras-list').locator('li').allTextContents()).toEqual(['Drake ×1']);
    await page.getByLabel('Checklist cards for double-faced cards').check();
    await expect.poll(async () => ((await api('print.options.get', {})) as { options: { extras: boolean; checklistCards: boolean } }).options).toMatchObject({ extras: true, checklistCards: true });
    await screenshot('print-extras');
    await page.selectOption('#language-select', 'de');
    await expect.poll(() => page.getByLabel('Spielsteine und verwandte Karten').isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('list', { name: 'Hinzugefügte Karten' }).locator('li').allTextContents()).toEqual(['Drake ×1']);
    // Unticked, the list goes.
    await page.getByLabel('Spielsteine und verwandte Karten').uncheck();
    await expect.poll(() => page.getByTestId('extras-list').count()).toBe(0);
    await page.getByLabel('Spielsteine und verwandte Karten').check();
    await page.selectOption('#language-select', 'es');
    await expect.poll(() => page.getByLabel('Cartas de lista de comprobación para cartas de dos caras').isChecked()).toBe(true);
  });

  it('lists the UB Cycling starter deck\'s extras by name: one Drake for its Drake Haven, in Spanish too (issue 27)', async () => {
    await api('printQueue.fromDeck', { deck: 'UB Cycling', which: 'all' });
    await open();
    await page.click('a[data-page="print"]');
    await expect.poll(() => page.locator('#print-queue-heading').textContent()).toBe(`To print: ${missing + 10} cards`);
    expect(await page.getByTestId('extras-list').count()).toBe(0);
    await page.getByTestId('extras-toggle').check();
    const listed = () => page.getByTestId('extras-list').locator('li').allTextContents();
    await expect.poll(listed).toEqual(['Drake ×1']);
    expect(await page.getByTestId('extras-list').locator('li').first().getAttribute('title')).toBe('Made by Drake Haven');
    await page.selectOption('#language-select', 'es');
    await expect.poll(() => page.getByRole('list', { name: 'Cartas adicionales añadidas' }).locator('li').allTextContents()).toEqual(['Drake ×1']);
    await page.getByTestId('extras-list').scrollIntoViewIfNeeded();
    await screenshot('print-extras-list-es');
  });

  it('renders in dark theme', async () => {
    await queueMissing();
    await api('print.options.set', { options: { paper: 'letter' } });
    await open();
    await page.click('a[data-page="print"]');
    await page.selectOption('#theme-select', 'dark');
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-page-width')).toBe('215.9');
    await screenshot('print-letter-dark');
  });

  it('logged no errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
