// The bar in a real browser: a new user imports a Moxfield collection CSV and an MTGA
// decklist, sees which deck cards they own, fixes an unknown name with "Did you mean", sends the
// missing cards to Print, and downloads the deck in another format.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;

const MOXFIELD_CSV = [
  '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"',
  '"4","0","Astral Slide","ons","Near Mint","English","","","2025-01-05 19:26:45.563000","","False","False","0.50"',
  '"4","0","Lightning Rift","ons","Near Mint","English","","","2025-01-05 19:26:45.563000","217","False","False","0.30"',
  '"2","0","Eternal Dragon","scg","Played","English","foil","","2025-01-05 19:26:45.563000","","False","False","2.00"',
  '"12","0","Ebene","","Near Mint","German","","","2025-01-05 19:26:45.563000","","False","False",""',
  '"1","0","Lightnig Bolt","m10","Near Mint","English","","","2025-01-05 19:26:45.563000","146","False","False",""',
].join('\r\n');

// Owned: 4/4 Astral Slide, 4/4 Lightning Rift, 2/3 Eternal Dragon, 12/14 Plains; none of
// Renewed Faith (4) and Stifle (2, after fixing "Stiffle"): 1 + 2 + 4 + 2 = 9 missing.
const MTGA_DECK = ['Deck', '4 Astral Slide (ONS) 1', '4 Lightning Rift (ONS) 217', '3 Eternal Dragon', '4 Renewed Faith', '14 Plains', '', 'Sideboard', '2 Stiffle'].join('\n');

describe.runIf(chromiumAvailable())('collection and decks in browser mode', () => {
  // One app; before each test the decks, the collection and the queue are emptied and the test
  // opens its own page and sets up what it needs, so none runs on what the one before left.
  const session = new E2eSession();
  let page: Page;
  const open = async () => (page = await session.freshPage({ viewport: { width: 1280, height: 800 } }));

  beforeAll(() => session.start());
  afterAll(() => session.stop());
  beforeEach(() => session.clearUserData());

  async function screenshot(name: string) {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.selectOption('#theme-select', theme);
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${theme}.png`) });
    }
    await page.selectOption('#theme-select', 'system');
  }

  it('imports a Moxfield collection CSV and lists the row that matches no card with its line', async () => {
    await open();
    await page.click('a[data-page="collection"]');
    await page.getByRole('button', { name: 'Import CSV…' }).click();
    await page.setInputFiles('[data-testid="collection-import-file"]', { name: 'moxfield_haves.csv', mimeType: 'text/csv', buffer: Buffer.from(MOXFIELD_CSV) });
    await page.getByTestId('collection-import').getByRole('button', { name: 'Import', exact: true }).click();
    const summary = page.getByTestId('collection-import-summary');
    await expect.poll(() => summary.textContent()).toContain('Imported a Moxfield file · rows: 5, cards: 23 · new entries: 5');
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('1 row matches no card');
    expect(text).toMatch(/line 6\s*1\s*Lightnig Bolt\s*M10 146/);
    await expect.poll(() => page.getByTestId('collection-totals').textContent()).toMatch(/Cards\s*23/);
    await screenshot('collection-import');
  });

  it('shows a progress bar while a 50,000-row file is imported, then the summary', async () => {
    await open();
    await page.click('a[data-page="collection"]');
    const rows = [MOXFIELD_CSV.split('\r\n')[0]!];
    for (let i = 0; i < 50_000; i += 1) rows.push(`"1","0","Bulk Card ${i}","tst","Near Mint","English","","","","${i}","False","False",""`);
    const panel = page.getByTestId('collection-import');
    if ((await panel.count()) === 0) await page.getByRole('button', { name: 'Import CSV…' }).click();
    await page.setInputFiles('[data-testid="collection-import-file"]', { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\r\n')) });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByTestId('collection-import-progress').waitFor({ state: 'visible' });
    await screenshot('collection-import-progress');
    await expect.poll(() => page.getByTestId('collection-import-summary').textContent(), { timeout: 120_000 }).toContain('rows: 50,000, cards: 50,000');
    expect(await page.getByTestId('collection-import-summary').textContent()).toContain('50,000 rows match no card');
  });

  it('imports an MTGA decklist, shows what is owned, fixes an unknown name and sends the missing cards to Print', async () => {
    // The collection of the Moxfield file above, added directly.
    for (const [name, quantity] of [['Astral Slide', 4], ['Lightning Rift', 4], ['Eternal Dragon', 2], ['Plains', 12]] as const) {
      await session.api('collection.add', { name, quantity });
    }
    await open();
    await page.click('a[data-page="decks"]');
    await page.getByRole('button', { name: 'Import decklist…' }).click();
    await page.fill('[data-testid="deck-import-text"]', MTGA_DECK);
    await page.getByPlaceholder('From the file').fill('Slide');
    await screenshot('deck-import-panel');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('Slide');

    const review = page.getByTestId('deck-unresolved');
    await expect.poll(() => review.textContent()).toContain('line 9');
    expect(await review.textContent()).toContain('2 Stiffle');
    await screenshot('deck-import-review');

    await review.getByRole('button', { name: 'Stifle' }).click();
    await expect.poll(() => page.getByTestId('deck-unresolved').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^Print \d+ missing$/ }).textContent()).toBe('Print 9 missing');

    const astral = page.locator('.deck-entry', { hasText: 'Astral Slide' });
    expect(await astral.locator('.badge.owned').count()).toBe(1);
    const dragon = page.locator('.deck-entry', { hasText: 'Eternal Dragon' });
    expect(await dragon.locator('.badge.missing').textContent()).toBe('−1');
    await screenshot('deck-owned');

    // How much of the deck the engine enforces: a compact line that opens into the others' lines.
    const coverage = page.getByTestId('rules-coverage');
    await expect.poll(() => coverage.locator('summary').textContent()).toMatch(/^The engine enforces \d of 5 cards \(\d+ of 29 copies\)/);
    await coverage.locator('summary').click();
    await screenshot('deck-rules-coverage');

    await page.getByRole('button', { name: 'Print 9 missing' }).click();
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Print');
  });

  it('downloads the deck as an MTGO .dek file and keeps edited notes', async () => {
    await session.api('decks.create', {
      name: 'Slide',
      entries: [
        { name: 'Astral Slide', quantity: 4 },
        { name: 'Lightning Rift', quantity: 4 },
        { name: 'Stifle', quantity: 2, section: 'sideboard' },
      ],
    });
    await open();
    await page.click('a[data-page="decks"]');
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('Slide');
    await page.getByRole('button', { name: 'Export ▾' }).click();
    await screenshot('deck-export-menu');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'MTGO (.dek)' }).click()]);
    expect(download.suggestedFilename()).toBe('Slide.dek');
    const dek = readFileSync((await download.path())!, 'utf8');
    expect(dek).toContain('<Cards CatID="0" Quantity="4" Sideboard="false" Name="Astral Slide"');
    expect(dek).toContain('Quantity="2" Sideboard="true" Name="Stifle"');

    await page.getByLabel('Notes').fill('Cycle, then slide.');
    await page.locator('#page-title').click();
    await expect.poll(() => page.locator('.deck-notes').textContent()).toContain('saved');
    await page.reload();
    await expect.poll(() => page.getByLabel('Notes').inputValue()).toBe('Cycle, then slide.');
  });

  it('logged no errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
