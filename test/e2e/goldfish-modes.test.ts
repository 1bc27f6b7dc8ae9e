// The mode picker in headless Chromium (CR 700.2): a modal spell from a loaded scenario is cast
// from the card's menu, its modes chosen with the number keys and Enter, then its one target
// clicked on the table; the spell resolves with the chosen modes only. Screenshots go to
// $GOLDFISH_SHOTS (default: a temporary folder, printed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-modes-shots-'));
const SCENARIO = {
  cards: [
    { name: 'Cryptic Order', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: "Choose two —\n• Counter target spell.\n• Return target permanent to its owner's hand.\n• Tap all creatures your opponents control.\n• Draw a card." },
    { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' },
  ],
  you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library: ['Island', 'Island'] },
  opponent: { battlefield: ['Grizzly Bears'] },
};

let app: RunningApp;
let browser: Browser;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the mode picker of a modal spell', () => {
  useBrowserApp('goldfish mode picker', SHOTS, (started) => ({ app, browser } = started));

  async function openScenario(language: 'en' | 'de' | 'es'): Promise<{ page: Page; id: string }> {
    const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(SCENARIO), name: 'Modes' });
    const page = await openGoldfishGame(app, browser, view.id, { language });
    return { page, id: view.id };
  }

  it('CR 700.2: modes are chosen before the target, with the keyboard, and only they happen', async () => {
    const { page, id } = await openScenario('en');
    await page.locator('.gf-hand .gf-card[data-card="Cryptic Order"]').first().click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: 'Cast Cryptic Order' }).first().click();
    const dialog = page.locator('.gf-dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toContain('Cryptic Order');
    expect((await dialog.locator('.gf-modes li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual(['1 Counter target spell. (no legal target)', "2 Return target permanent to its owner's hand.", '3 Tap all creatures your opponents control.', '4 Draw a card.']);
    await page.keyboard.press('2');
    await page.keyboard.press('4');
    await page.screenshot({ path: join(SHOTS, 'en-mode-picker.png') });
    await page.keyboard.press('Enter');
    // One target between the chosen modes: picked on the table.
    await page.locator('.gf-targeting').waitFor();
    await page.locator('.gf-opponent .gf-card[data-card="Grizzly Bears"]').first().click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: id })).stack.length).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: id })).opponent.battlefield.length).toBe(0);
    const view = await callApi<TableView>(app, 'goldfish.view', { game: id });
    expect(view.you.hand.map((card) => card.name)).toEqual(['Island']); // drew a card; nothing was tapped by "tap all"
    await page.close();
  });

  for (const language of ['de', 'es'] as const) {
    it(`the picker in ${language === 'de' ? 'German' : 'Spanish'}`, async () => {
      const { page } = await openScenario(language);
      await page.locator('.gf-hand .gf-card[data-card="Cryptic Order"]').first().click({ position: { x: 30, y: 8 } });
      await page.locator('.gf-menu button').first().click();
      await page.locator('.gf-modes').waitFor();
      expect(await page.locator('.gf-dialog p').first().innerText()).toBe(language === 'de' ? 'Wähle 2 Modi' : 'Elige 2 modos');
      await page.screenshot({ path: join(SHOTS, `${language}-mode-picker.png`) });
      await page.close();
    });
  }
});
