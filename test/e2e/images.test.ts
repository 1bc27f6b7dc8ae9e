// Card images in a real browser: the user's own pictures (card renders made here, imported as a
// folder would be) appear in the search grid, the deck view with its art chooser, the sample
// hand, on the goldfish table and in the print preview; the PDF prints them.
// PROXYFISH_SCREENSHOTS=DIR keeps screenshots of each place and a page of the PDF.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSingleImage } from '../../app/images/local-images.ts';
import { readPrintCards } from '../../app/print/from-database.ts';
import { renderProxyPdf } from '../../app/print/render.ts';
import { Services } from '../../app/services.ts';
import { chromiumAvailable, launchChromium, startBrowserMode, type RunningApp } from '../support/browser-mode.ts';
import { embeddedImages } from '../support/poppler.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const DECK = readFileSync(join(import.meta.dirname, '../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8');
const entries = DECK.split('Sideboard')[0]!.split('\n').flatMap((line) => {
  const match = /^(\d+) (.+)$/.exec(line.trim());
  return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
});

/** A picture of each card: the card rendered from its text at 300 dpi (JPEG), one file per card. */
async function cardPictures(dir: string): Promise<Map<string, string>> {
  const home = join(dir, 'home');
  const services = new Services({ home });
  try {
    const { items } = readPrintCards(services, entries.map((entry) => ({ name: entry.name, quantity: 1, card_id: null, printing_id: null })), 'en');
    const pdf = join(dir, 'cards.pdf');
    // One card centred on a 73 × 98 mm page (the smallest paper), cut out at 300 dpi: 744 × 1039 px.
    await renderProxyPdf(items, { paper: { widthMm: 73, heightMm: 98 }, marginMm: 5, cutMarks: { corners: false, lines: false }, pageNumbers: false }, pdf);
    execFileSync('pdftoppm', ['-jpeg', '-jpegopt', 'quality=88', '-r', '300', '-x', '59', '-y', '59', '-W', '744', '-H', '1039', pdf, join(dir, 'card')]);
    const files = readdirSync(dir).filter((name) => /^card-\d+\.jpg$/.test(name)).sort();
    return new Map(entries.map((entry, index) => [entry.name, join(dir, files[index]!)]));
  } finally {
    services.close();
  }
}

describe.runIf(chromiumAvailable())('card images in browser mode', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pictures: string;
  const problems: string[] = [];

  async function api<T>(command: string, input: unknown): Promise<T> {
    const response = await fetch(`${app.url}api/${command}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.token}` },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { ok: boolean; result?: T; error?: { message: string } };
    if (!body.ok) throw new Error(`${command}: ${body.error?.message}`);
    return body.result as T;
  }

  async function screenshot(name: string) {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }

  beforeAll(async () => {
    pictures = mkdtempSync(join(tmpdir(), 'proxyfish-e2e-pictures-'));
    const files = await cardPictures(pictures);
    app = await startBrowserMode([], {
      async seed(home) {
        const services = new Services({ home });
        try {
          for (const entry of entries) {
            const card = services.resolver.resolve({ name: entry.name })!;
            await importSingleImage(services, files.get(entry.name)!, services.images.printingFor(card.cardId, null)!);
          }
        } finally {
          services.close();
        }
      },
    });
    // The data folder's starter deck of that name is replaced by the deck's main cards alone.
    await api('decks.delete', { deck: 'UB Cycling' });
    await api('decks.create', { name: 'UB Cycling', entries });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(app.launchUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(pictures, { recursive: true, force: true });
  });

  it('shows the pictures in the search grid', async () => {
    await page.getByRole('searchbox').first().fill('o:cycling t:creature');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /Grid/ }).click();
    await expect.poll(() => page.locator('.result-tile img.card-image').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await screenshot('search-grid');
  });

  it('shows the deck as pictures, chooses a printing from thumbnails and keeps it with the deck', async () => {
    await page.click('a[data-page="decks"]');
    await page.getByRole('button', { name: /UB Cycling/ }).first().click();
    await expect.poll(() => page.locator('[data-testid="deck-pictures"] img.card-image').count(), { timeout: 30_000 }).toBeGreaterThan(10);
    await expect.poll(() => page.locator('.hand-pictures img.card-image').count()).toBe(7);
    await page.getByRole('button', { name: 'Choose the art of Drake Haven' }).click();
    const chooser = page.getByTestId('printing-chooser');
    await expect.poll(() => chooser.locator('.printing-choice').count()).toBeGreaterThan(0);
    await screenshot('deck-view');
    await chooser.locator('.printing-choice').first().click();
    const deck = (await api<{ id: number; name: string }[]>('decks.list', {})).find((summary) => summary.name === 'UB Cycling')!;
    const saved = await api<{ entries: { name: string; printing_id: number | null }[] }>('decks.get', { deck: deck.id });
    expect(saved.entries.find((entry) => entry.name === 'Drake Haven')!.printing_id).not.toBeNull();
  });

  it('plays on a table of pictures with the names readable', async () => {
    await page.evaluate(() => {
      window.location.hash = '#/goldfish';
    });
    await page.locator('#goldfish-deck').selectOption({ label: 'UB Cycling' });
    await page.locator('input[inputmode=numeric]').fill('461'); // the same opening hand every run
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('button', { name: /^Keep/ }).first().click();
    await expect.poll(() => page.locator('.gf-card.has-picture').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await page.locator('.gf-card.has-picture .gf-card-label').first().textContent()).toBeTruthy();
    // Three cards onto the battlefield by hand; one tapped, one with a counter: still legible.
    for (let moved = 1; moved <= 3; moved += 1) {
      await page.locator('.gf-hand .gf-card').first().click({ position: { x: 30, y: 8 } });
      await page.locator('.gf-menu button', { hasText: 'Move to Battlefield' }).first().click();
      await expect.poll(() => page.locator('.gf-battlefield .gf-card').count()).toBe(moved);
    }
    const tapped = page.locator('.gf-battlefield .gf-card.tapped.has-picture');
    const tappedBefore = await tapped.count(); // a land may enter tapped
    await page.locator('.gf-battlefield .gf-card:not(.tapped)').first().click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: /^Tap/ }).first().click();
    await expect.poll(() => tapped.count()).toBe(tappedBefore + 1);
    await page.locator('.gf-battlefield .gf-card:not(.tapped)').last().click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: '+1/+1 counter' }).first().click();
    await expect.poll(() => page.locator('.gf-battlefield .gf-card.has-picture .gf-counter').count()).toBe(1);
    await page.locator('.gf-card.has-picture').first().hover();
    await expect.poll(() => page.locator('.gf-preview img.card-image').count()).toBe(1);
    await screenshot('goldfish-table');
  });

  it('previews the print sheets with the pictures and prints them into the PDF', async () => {
    await api('print.queueFrom', { source: { kind: 'deck', deck: 'UB Cycling', which: 'all' } });
    await page.click('a[data-page="print"]');
    await expect.poll(() => page.locator('[data-testid="sheet-preview"] image.sheet-image').count(), { timeout: 30_000 }).toBe(9);
    await screenshot('print-preview');
    await page.locator('.print-images').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('image-cache-size').textContent()).toMatch(/Image cache: \d+ images/);
    await screenshot('print-images-panel');
    const job = await api<{ id: string }>('print.export', {});
    let snapshot: { state: string; result: { path: string } | null } = { state: 'running', result: null };
    await expect
      .poll(async () => {
        snapshot = await api('jobs.get', { id: job.id });
        return snapshot.state;
      }, { timeout: 60_000 })
      .toBe('done');
    const pdf = snapshot.result!.path;
    expect(embeddedImages(pdf).filter((image) => image.page === 1 && image.encoding === 'jpeg')).toHaveLength(9);
    if (SCREENSHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, join(SCREENSHOTS, 'pdf-page-1')]);
    expect(problems).toEqual([]);
  });
});
