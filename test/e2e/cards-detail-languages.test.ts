// Issue 23, the card detail in German and Spanish: its keywords and the printings' rarities are
// in the UI language, a custom card written in the UI language shows its face once, and the
// detail follows the highlighted result instead of going stale beside it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardWriter } from '../../app/db/card-writer.ts';
import { openDatabase } from '../../app/db/connection.ts';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';
import { FIXTURE_CARDS } from '../support/search-fixture.ts';

function seedCards(home: string): void {
  const db = openDatabase(join(home, 'proxyfish.sqlite'));
  const writer = new CardWriter(db);
  db.transaction(() => FIXTURE_CARDS.forEach((card) => writer.upsert(card)))();
  db.close();
}

describe.runIf(chromiumAvailable())('Card detail in the UI language', () => {
  const session = new E2eSession();
  let page: Page;
  const open = async (language: 'en' | 'de' | 'es' = 'en') =>
    (page = await session.freshPage({ viewport: { width: 1400, height: 860 }, language }));
  const detail = () => page.getByTestId('card-detail');

  beforeAll(() => session.start([], { seed: seedCards }));
  afterAll(() => session.stop());

  const openCard = async (query: string) => {
    await page.fill('#card-search', query);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="card-row"]').count()).toBe(1);
    await page.locator('[data-testid="card-row"]').first().click();
  };

  it('names the keywords and rarities in German and Spanish', async () => {
    await open('de');
    await openCard('!"Krosan Tusker"');
    await expect.poll(() => detail().getByTestId('card-keywords').textContent()).toBe('Umwandlung');
    expect(await detail().getByTestId('printings').locator('tbody td').nth(2).textContent()).toBe('Häufig');

    await page.selectOption('#language-select', 'es');
    await expect.poll(() => detail().getByTestId('card-keywords').textContent()).not.toBe('Umwandlung');
    expect(await detail().getByTestId('card-keywords').textContent()).not.toBe('Cycling');
    expect(await detail().getByTestId('printings').locator('tbody td').nth(2).textContent()).not.toBe('common');
  });

  it('draws a custom card made in German once, not once more as its German text', async () => {
    await session.api('customCards.create', {
      card: { name: 'Nebelfuchs', mana_cost: '{1}{U}', type_line: 'Kreatur — Fuchs', oracle_text: 'Fliegend', power: '1', toughness: '1', lang: 'de' },
    });
    await open('de');
    await openCard('nebelfuchs');
    await expect.poll(() => detail().locator('h2').textContent()).toBe('Nebelfuchs');
    expect(await detail().getByTestId('card-face').count()).toBe(1);
  });

  it('follows the highlighted result while open, so it never shows another card', async () => {
    await open('en');
    await page.fill('#card-search', 't:creature o:cycling mv<=7');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('6 cards');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const first = await page.locator('[data-testid="card-row"]').nth(0).locator('.result-name').textContent();
    await expect.poll(() => detail().locator('h2').textContent()).toBe(first);

    await page.keyboard.press('ArrowDown');
    const second = await page.locator('[data-testid="card-row"]').nth(1).locator('.result-name').textContent();
    await expect.poll(() => page.locator('[data-testid="card-row"][aria-selected="true"] .result-name').textContent()).toBe(second);
    await expect.poll(() => detail().locator('h2').textContent()).toBe(second);
  });

  it('logged no errors', () => {
    expect(session.problems).toEqual([]);
  });
});
