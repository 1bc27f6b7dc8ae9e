// The cleanup discard in headless Chromium (CR 514.1): with nine cards in hand, Next turn asks
// which two to discard; the number keys tick them, Enter discards, and exactly those two go to
// the graveyard. Escape cancels: nothing happens. Screenshots go to $GOLDFISH_SHOTS (default: a
// temporary folder).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-cleanup-shots-'));
const HAND = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Snow-Covered Island', 'Snow-Covered Swamp', 'Snow-Covered Forest'];
const SCENARIO = { turn: 3, phase: 'main2', you: { hand: HAND, library: ['Island', 'Island', 'Island'] } };

let app: RunningApp;
let browser: Browser;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the cleanup discard dialog (CR 514.1)', () => {
  useBrowserApp('goldfish cleanup discard', SHOTS, (started) => ({ app, browser } = started));

  async function openScenario(language: 'en' | 'de' | 'es'): Promise<{ page: Page; id: string }> {
    const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(SCENARIO), name: 'Cleanup' });
    const page = await openGoldfishGame(app, browser, view.id, { language });
    return { page, id: view.id };
  }

  it('asks which cards to discard and discards exactly those', async () => {
    const { page, id } = await openScenario('en');
    expect((await callApi<TableView>(app, 'goldfish.view', { game: id })).cleanupDiscard).toEqual({ nextPhase: 0, nextTurn: 2 });
    await page.keyboard.press('t');
    const dialog = page.locator('.gf-dialog');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Cleanup: discard 2 cards');
    const confirm = dialog.locator('button.primary');
    expect(await confirm.isDisabled()).toBe(true);
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    expect(await confirm.isDisabled()).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'en-cleanup-discard.png') });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: id })).turn).toBe(4);
    const view = await callApi<TableView>(app, 'goldfish.view', { game: id });
    expect(view.you.graveyard.map((card) => card.name)).toEqual(['Plains', 'Swamp']);
    expect(view.you.hand.map((card) => card.name)).toContain('Snow-Covered Forest'); // the engine's default would have discarded it
    await page.close();
  });

  it('Escape cancels the advance: the turn stays and nothing is discarded', async () => {
    const { page, id } = await openScenario('en');
    await page.keyboard.press('t');
    await page.locator('.gf-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.gf-dialog').waitFor({ state: 'detached' });
    const view = await callApi<TableView>(app, 'goldfish.view', { game: id });
    expect([view.turn, view.phase, view.you.hand.length]).toEqual([3, 'main2', 9]);
    await page.close();
  });

  for (const [language, title] of [['de', 'Aufräumen: 2 Karten abwerfen'], ['es', 'Limpieza: descarta 2 cartas']] as const) {
    it(`the dialog in ${language === 'de' ? 'German' : 'Spanish'}`, async () => {
      const { page } = await openScenario(language);
      await page.keyboard.press('t');
      await expect.poll(() => page.locator('.gf-dialog h2').textContent()).toBe(title);
      await page.screenshot({ path: join(SHOTS, `${language}-cleanup-discard.png`) });
      await page.close();
    });
  }
});
