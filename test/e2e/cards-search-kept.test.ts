// Issue 23, the Cards page's rough edges in a real browser: the search, the chosen result and the
// opened card survive Cards → Decks → Cards; the list shows a card's regular paper printing, not
// a newer digital promo; a bare search keyword ("playtest") offers its condition (is:playtest).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardWriter } from '../../app/db/card-writer.ts';
import { openDatabase } from '../../app/db/connection.ts';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { testCard, testPrinting } from '../support/cards.ts';
import { E2eSession } from '../support/e2e-session.ts';
import { FIXTURE_CARDS } from '../support/search-fixture.ts';

const regular = { digital: false, paper: true, oversized: false, promo: false, border_color: 'black', set_type: 'expansion', image_status: null };

function seedCards(home: string): void {
  const db = openDatabase(join(home, 'proxyfish.sqlite'));
  const writer = new CardWriter(db);
  db.transaction(() => {
    FIXTURE_CARDS.forEach((card) => writer.upsert(card));
    writer.upsert(testCard({
      name: 'Archfiend of Ifnir',
      printings: [
        testPrinting({ set_code: 'akh', collector_number: '78', released_at: '2017-04-28', traits: regular }),
        testPrinting({ set_code: 'prm', collector_number: '64422', released_at: '2017-06-23', traits: { ...regular, digital: true, paper: false, promo: true, set_type: 'promo' } }),
      ],
    }));
  })();
  db.close();
}

describe.runIf(chromiumAvailable())('Cards page: search kept, default printing, keyword hints', () => {
  const session = new E2eSession();
  let page: Page;
  const open = async () => (page = await session.freshPage({ viewport: { width: 1400, height: 860 } }));
  const rowNames = () => page.locator('[data-testid="card-row"] .result-name').allTextContents();

  beforeAll(() => session.start([], { seed: seedCards }));
  afterAll(() => session.stop());

  it('keeps the search, its results and the opened card when the user goes to Decks and back', async () => {
    await open();
    await page.fill('#card-search', 't:creature o:cycling mv<=7');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('6 cards');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('card-detail').locator('h2').textContent()).toBe('Krosan Tusker');
    const before = await rowNames();

    await page.click('a[data-page="decks"]');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Decks');
    await page.click('a[data-page="cards"]');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Cards');

    expect(await page.inputValue('#card-search')).toBe('t:creature o:cycling mv<=7');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('6 cards');
    await expect.poll(rowNames).toEqual(before);
    await expect.poll(() => page.getByTestId('card-detail').locator('h2').textContent()).toBe('Krosan Tusker');
    expect(await page.locator('[data-testid="card-row"][aria-selected="true"] .result-name').textContent()).toBe('Krosan Tusker');
  });

  it('lists a card with its regular paper printing, not a newer digital promo', async () => {
    await open();
    await page.fill('#card-search', 'archfiend');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('1 card');
    const row = await page.locator('[data-testid="card-row"]').first().textContent();
    expect(row).toMatch(/AKH/i);
    expect(row).not.toMatch(/PRM|64422/i);
  });

  it('offers is:playtest for "playtest", and following it finds the playtest cards', async () => {
    await open();
    await page.fill('#card-search', 'playtest');
    await page.keyboard.press('Enter');
    const hint = page.getByTestId('search-suggestion');
    await expect.poll(() => hint.textContent()).toBe('Did you mean: is:playtest');
    await hint.getByRole('button').click();
    expect(await page.inputValue('#card-search')).toBe('is:playtest');
    await expect.poll(rowNames).toContain('Innocuous Insect');
    expect(await hint.count()).toBe(0);
  });
});
