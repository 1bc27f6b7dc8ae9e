// Issue 23: the card detail went stale: after a language or page change it showed another card
// than the highlighted one. Reproduced: a query's results depend on the UI language ("ins" finds
// Plains and Snow-Covered Plains in English, and Island too in German, as "Insel", sorted first),
// so after switching to German with Plains open, the highlight stayed on row 1 — now Island — beside
// Plains' detail. The highlight now goes with the open card. Also pinned: switching languages and
// pages back and forth with search results keeps the highlighted row and the detail on one card.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

describe.runIf(chromiumAvailable())('the card detail stays with its card', () => {
  const session = new E2eSession();
  let page: Page;
  const detailName = () => page.getByTestId('card-detail').locator('h2').textContent();
  // The English names of rows: a row's muted part when it shows a local name first.
  const englishNames = (selector: string) => page.locator(selector).evaluateAll((rows) => rows.map((row) => (row.querySelector('.result-name .muted') ?? row.querySelector('.result-name'))!.textContent!.trim()));
  const highlighted = () => englishNames('[data-testid="card-row"][aria-selected="true"]');
  const rowNames = () => englishNames('[data-testid="card-row"]');
  const language = (code: 'en' | 'de' | 'es') => page.locator('#language-select').selectOption(code);
  const goTo = (name: 'cards' | 'decks' | 'goldfish') => page.click(`a[data-page="${name}"]`);

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it('after a language change that adds a result above it, the open card stays highlighted (was: the row above)', async () => {
    page = await session.freshPage({ viewport: { width: 1400, height: 860 } });
    await page.fill('#card-search', 'ins');
    await page.keyboard.press('Enter');
    await expect.poll(rowNames).toEqual(['Plains', 'Snow-Covered Plains']);
    await page.locator('[data-testid="card-row"]').first().click();
    await page.keyboard.press('Enter');
    await expect.poll(detailName).toBe('Plains');
    expect(await highlighted()).toEqual(['Plains']);

    await language('de');
    await expect.poll(rowNames).toEqual(['Island', 'Plains', 'Snow-Covered Plains']);
    await expect.poll(highlighted).toEqual(['Plains']);
    expect(await detailName()).toBe('Plains');

    // Back in English Island is gone again: the highlight is still on Plains, now the first row.
    await language('en');
    await expect.poll(rowNames).toEqual(['Plains', 'Snow-Covered Plains']);
    await expect.poll(highlighted).toEqual(['Plains']);
    expect(await detailName()).toBe('Plains');
    expect(session.problems).toEqual([]);
  });

  it('languages and pages switched back and forth with search results keep the highlight and the detail on one card', async () => {
    page = await session.freshPage({ viewport: { width: 1400, height: 860 } });
    await page.fill('#card-search', 't:creature o:cycling');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rowNames()).length).toBeGreaterThan(3);
    await page.locator('[data-testid="card-row"]').nth(2).click();
    await page.keyboard.press('Enter');
    const chosen = (await rowNames())[2]!;
    await expect.poll(detailName).toBe(chosen);
    // One card, whatever was switched: the detail names it and it is the one highlighted row.
    const same = async () => {
      await expect.poll(detailName).toBe(chosen);
      await expect.poll(highlighted).toEqual([chosen]);
    };
    for (const step of [() => language('de'), () => goTo('decks'), () => goTo('cards'), () => language('es'), () => goTo('goldfish'), () => goTo('cards'), () => language('en')]) {
      await step();
      if ((await page.locator('[data-page="cards"].cards-page, section[data-page="cards"]').count()) > 0) await same();
    }
    // The arrow key moves the highlight and the detail follows (fixed before: the detail kept the card before).
    await page.locator('[data-testid="card-row"][aria-selected="true"]').click();
    await page.keyboard.press('ArrowDown');
    const next = (await rowNames())[3]!;
    await expect.poll(highlighted).toEqual([next]);
    await expect.poll(detailName).toBe(next);
    expect(await page.locator('#card-search').inputValue()).toBe('t:creature o:cycling');
    expect(session.problems).toEqual([]);
  });
});
