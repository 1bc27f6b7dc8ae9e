// A search for several cards in headless Chromium (CR 701.19): Cultivate resolves, the dialog
// offers each basic land with how many the library holds, two clicks choose two Forests, and the
// first goes onto the battlefield tapped, the second into the hand. Screenshots go to
// $GOLDFISH_SHOTS (default: a temporary folder, printed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-search-shots-'));
const CULTIVATE = {
  name: 'Cultivate',
  mana_cost: '{2}{G}',
  type_line: 'Sorcery',
  oracle_text: 'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand, then shuffle your library.',
};
const SCENARIO = { cards: [CULTIVATE], you: { hand: ['Cultivate'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Island', 'Forest', 'Forest', 'Plains'] } };

let app: RunningApp;
let browser: Browser;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('searching for several cards on the goldfish table', () => {
  useBrowserApp('goldfish search', SHOTS, (started) => ({ app, browser } = started));

  it('CR 701.19: two clicks choose two Forests; one enters tapped, the other goes to the hand', async () => {
    const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(SCENARIO), name: 'Search' });
    const page = await openGoldfishGame(app, browser, view.id);
    await page.locator('.gf-hand .gf-card[data-card="Cultivate"]').click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: 'Cast Cultivate' }).click();
    await expect.poll(() => page.locator('.gf-stack li').count()).toBe(1);
    // R asks the question before resolving; press until the table listens (its shortcuts attach after the first paint).
    const dialog = page.locator('.gf-dialog');
    await expect.poll(async () => {
      if ((await dialog.count()) === 0) await page.keyboard.press('r');
      return dialog.count();
    }).toBe(1);
    expect(await dialog.locator('p').nth(1).innerText()).toBe('Choose up to 2 cards:');
    expect((await dialog.locator('.gf-choice-list button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual(['Forest ×2', 'Island ×1', 'Plains ×1']);
    const forest = dialog.locator('.gf-choice-list button', { hasText: 'Forest' });
    await forest.click();
    await forest.click();
    await forest.click(); // a third Forest: the library holds two, and the search finds two at most
    expect(await dialog.locator('.gf-picked button').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'search-two-forests.png') });
    await dialog.getByRole('button', { name: 'Find the chosen cards (2)' }).click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: view.id })).stack.length).toBe(0);
    const after = await callApi<TableView>(app, 'goldfish.view', { game: view.id });
    expect(after.you.battlefield.filter((card) => card.name === 'Forest')).toHaveLength(4);
    expect(after.you.battlefield.filter((card) => card.name === 'Forest' && card.tapped)).toHaveLength(4); // three paid for Cultivate, one entered tapped
    expect(after.you.hand.map((card) => card.name)).toEqual(['Forest']);
    await page.close();
  });
});
