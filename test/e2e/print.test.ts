// The Print page in a real browser: a deck's missing cards go from the Decks page to Print,
// the live preview follows the paper setting, and the export job hands back a PDF of that paper.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium, startBrowserMode, type RunningApp } from '../support/browser-mode.ts';
import { pageSizesMm } from '../support/poppler.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const DECKLIST = 'assets/starter/decks/amonkhet-cycling-ub.txt';

describe.runIf(chromiumAvailable())('Print page in browser mode', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let entries: { name: string; quantity: number }[] = [];
  const problems: string[] = [];

  async function api(command: string, input: unknown): Promise<unknown> {
    const response = await fetch(`${app.url}api/${command}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.token}` },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { ok: boolean; result?: unknown; error?: { message: string } };
    if (!body.ok) throw new Error(`${command}: ${body.error?.message}`);
    return body.result;
  }

  async function screenshot(name: string) {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }

  beforeAll(async () => {
    app = await startBrowserMode();
    // The starter deck; the collection holds all its 4 Drake Haven and 6 Island, nothing else.
    entries = readFileSync(DECKLIST, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = /^(\d+)\s+(.+)$/.exec(line.trim());
        return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
      });
    await api('decks.create', { name: 'UB Cycling', entries });
    await api('collection.add', { name: 'Drake Haven', quantity: 4 });
    await api('collection.add', { name: 'Island', quantity: 6 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 820 }, acceptDownloads: true });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(app.launchUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sends the missing cards of a deck to Print from the Decks page', async () => {
    await page.click('a[data-page="decks"]');
    const missing = entries.reduce((sum, entry) => sum + entry.quantity, 0) - 10;
    const button = page.getByRole('button', { name: /^Print \d+ missing$/ });
    await expect.poll(() => button.textContent()).toBe(`Print ${missing} missing`);
    await button.click();
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Print');
    await expect.poll(() => page.locator('#print-queue-heading').textContent()).toBe(`To print: ${missing} cards`);
    // Every line but the two the collection covers.
    await expect.poll(() => page.locator('[data-testid="print-queue"] li').count()).toBe(entries.length - 2);
    expect(await page.locator('[data-testid="print-queue"]').textContent()).not.toContain('Drake Haven');
  });

  it('previews the sheets and follows the paper setting', async () => {
    const sheet = page.getByTestId('sheet-preview');
    await expect.poll(() => sheet.getAttribute('data-page-width')).toBe('210.0');
    expect(await sheet.getAttribute('data-page-height')).toBe('297.0');
    expect(await sheet.getAttribute('data-cards')).toBe('9');
    const missing = entries.reduce((sum, entry) => sum + entry.quantity, 0) - 10;
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
    // Saving follows the preview; give it a moment, then reload.
    await expect.poll(async () => ((await api('print.options.get', {})) as { options: { paper: string; bleedMm: number } }).options).toMatchObject({ paper: 'letter', bleedMm: 0 });
    await page.reload();
    await expect.poll(() => page.getByTestId('sheet-preview').getAttribute('data-page-width')).toBe('215.9');
    expect(await page.locator('[data-testid="paper-select"]').inputValue()).toBe('letter');
  });

  it('exports the queue as a PDF on the chosen paper and downloads it', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const download = await downloading;
    const file = join(app.home, 'downloaded.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^ub-cycling-missing-cards-.*\.pdf$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const sizes = pageSizesMm(file);
    const missing = entries.reduce((sum, entry) => sum + entry.quantity, 0) - 10;
    expect(sizes).toHaveLength(Math.ceil(missing / 9));
    expect(sizes[0]!.width).toBeCloseTo(215.9, 1);
    expect(sizes[0]!.height).toBeCloseTo(279.4, 1);
    await expect.poll(() => page.getByTestId('export-done').textContent()).toContain(`${missing} cards on ${sizes.length} pages`);
    await screenshot('print-letter-light');
    if (SCREENSHOTS) writeFileSync(join(SCREENSHOTS, 'print-export.pdf'), readFileSync(file));
  });

  it('shows the backs mirrored for long-edge duplex, in German', async () => {
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
    await page.getByRole('button', { name: 'Vorderseiten', exact: true }).click();
    await page.getByTestId('backs-toggle').uncheck();
    await page.selectOption('#language-select', 'en');
  });

  it('renders in dark theme', async () => {
    await page.selectOption('#theme-select', 'dark');
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await screenshot('print-letter-dark');
    await page.selectOption('#theme-select', 'system');
  });

  it('logged no errors and no CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
