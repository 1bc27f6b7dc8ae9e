// The Cards page in a real browser: search with Scryfall syntax over a seeded card database,
// keyboard navigation, the detail view drawn as a card, localised names, and query errors.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardWriter } from '../../app/db/card-writer.ts';
import { openDatabase } from '../../app/db/connection.ts';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';
import { FIXTURE_CARDS } from '../support/search-fixture.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;

function seedCards(home: string): void {
  const db = openDatabase(join(home, 'proxyfish.sqlite'));
  const writer = new CardWriter(db);
  db.transaction(() => FIXTURE_CARDS.forEach((card) => writer.upsert(card)))();
  db.close();
}

describe.runIf(chromiumAvailable())('Cards page in browser mode', () => {
  // One app on the seeded database; each test opens its own page and searches for what it needs.
  const session = new E2eSession();
  let page: Page;
  const open = async () => (page = await session.freshPage({ viewport: { width: 1400, height: 860 } }));
  const screenshot = (name: string) => session.screenshot(SCREENSHOTS, name);

  beforeAll(() => session.start([], { seed: seedCards }));
  afterAll(() => session.stop());

  const rowNames = () => page.locator('[data-testid="card-row"] .result-name').allTextContents();

  it('lists every card before a search', async () => {
    await open();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('20 cards');
  });

  it('finds the typecyclers with keyword:landcycling', async () => {
    await open();
    // "/" focuses the search once the app listens; on a busy machine the first press can come
    // before that, so it is pressed until the box has the focus (then emptied), not timed.
    await expect.poll(async () => {
      await page.keyboard.press('/');
      return page.evaluate(() => document.activeElement?.id);
    }).toBe('card-search');
    await page.fill('#card-search', '');
    await page.keyboard.type('keyword:landcycling');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('5 cards');
    expect(await rowNames()).toEqual(['Ash Barrens', 'Eternal Dragon', 'Test Artifact Landcycler', 'Test Desertcycler', 'Twisted Abomination']);
    await screenshot('cards-search-list');
  });

  it('moves with the arrow keys and opens the detail with Enter', async () => {
    await open();
    await page.fill('#card-search', 't:creature o:cycling mv<=7');
    await page.keyboard.press('Enter');
    // Plain cycling and every typecycling: all contain "cycling".
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('6 cards');
    await page.keyboard.press('ArrowDown'); // from the search box into the results
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('card-detail');
    await expect.poll(() => detail.locator('h2').textContent()).toBe('Krosan Tusker');
    expect(await detail.getByTestId('card-face').first().locator('.card-face-pt').textContent()).toBe('6/5');
    expect(await detail.locator('.card-face .ms-g').count()).toBeGreaterThanOrEqual(2);
    expect(await detail.getByTestId('card-source').textContent()).toContain('Imported');
    await screenshot('cards-detail');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
  });

  it('shows a query error with its position instead of an empty list', async () => {
    await open();
    await page.fill('#card-search', 'tx:creature');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('search-error').textContent()).toBe('unknown operator "tx:" at 1');
  });

  it('searches German names in German and shows them', async () => {
    await open();
    await page.selectOption('#language-select', 'de');
    await page.fill('#card-search', 'blitzschlag');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('1 Karte');
    expect(await rowNames()).toEqual(['Blitzschlag Lightning Bolt']);
    await page.locator('[data-testid="card-row"]').first().click();
    await expect.poll(() => page.getByTestId('card-detail').getByTestId('card-face').count()).toBe(2);
    expect(await page.getByTestId('printings').locator('tbody tr').count()).toBe(4);
    await screenshot('cards-detail-de');
  });

  it('switches to the grid and shows the syntax help', async () => {
    await open();
    await page.getByRole('button', { name: /Grid/ }).click();
    await expect.poll(() => page.locator('.result-tile [data-testid="card-face"]').count()).toBeGreaterThan(5);
    await screenshot('cards-grid');
    await page.getByTestId('syntax-help-button').click();
    await expect.poll(() => page.getByTestId('syntax-help').locator('tr').count()).toBeGreaterThan(15);
    await screenshot('cards-help');
    await page.getByTestId('syntax-help').getByRole('button', { name: 'kw:cycling kw:landcycling kw:swampcycling' }).click();
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('1 card');
  });

  it('imports a Scryfall file from the page with a summary, and finds its cards at once', async () => {
    // Its own app and data folder: the import changes the database the other tests search.
    const own = new E2eSession();
    await own.start([], { seed: seedCards });
    try {
      page = await own.freshPage({ viewport: { width: 1400, height: 860 } });
      await page.getByTestId('open-card-import').click();
      await page.getByTestId('card-import-file').setInputFiles(join('test', 'fixtures', 'import', 'scryfall-cards.json'));
      await page.getByRole('button', { name: 'Import file' }).click();
      await expect.poll(() => page.getByTestId('card-import-summary').textContent(), { timeout: 60_000 }).toMatch(/scryfall-cards\.json · new cards: [\d,]+/);
      await page.fill('#card-search', 'bonecrusher');
      await page.keyboard.press('Enter');
      await expect.poll(rowNames).toEqual(['Bonecrusher Giant // Stomp']);
      expect(own.problems).toEqual([]);
    } finally {
      await own.stop();
    }
  });

  it('adds a card to the collection and to the Print page from its detail', async () => {
    await session.clearUserData();
    await open();
    await page.fill('#card-search', '!"Lightning Bolt"');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="card-row"]').first().click();
    const actions = page.getByTestId('card-actions');
    await actions.locator('input[type=number]').fill('3');
    await actions.getByTestId('add-to-collection').click();
    await expect.poll(() => actions.getByRole('status').textContent()).toBe('Added 3 × Lightning Bolt to your collection.');
    await actions.getByTestId('add-to-print').click();
    await expect.poll(() => actions.getByRole('status').textContent()).toBe('Added 3 × Lightning Bolt to the Print page.');
    const queue = await session.api<{ items: { name: string; quantity: number }[] }>('printQueue.get');
    expect(queue.items).toContainEqual(expect.objectContaining({ name: 'Lightning Bolt', quantity: 3 }));
    await page.fill('#card-search', 'in:collection');
    await page.keyboard.press('Enter');
    await expect.poll(rowNames).toEqual(['Lightning Bolt']);
  });

  it('logged no errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
