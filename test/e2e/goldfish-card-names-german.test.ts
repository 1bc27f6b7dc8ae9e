// One name per card on the German table (issue 23: the log said "Insel gespielt" while the tile
// said "Island"). In headless Chromium with the German UI, a land played from the hand is named by
// its German printed name on its tile, in the hand, in the log, in the preview and in its menu;
// no visible name on the table is left in English when the database has the German one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'card-names-shots-'));

let app: RunningApp;
let browser: Browser;
const api = <T>(command: string, input: unknown): Promise<T> => callApi<T>(app, command, input);

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('card names on the German table', () => {
  useBrowserApp('card names', SHOTS, (started) => ({ app, browser } = started));

  it('a played Island is "Insel" on its tile, in the hand, the log, the preview and its menu', async () => {
    let view = await api<TableView>('goldfish.start', { deck: { text: '30 Island\n30 Forest' }, seed: 7 });
    view = await api<TableView>('goldfish.keep', { game: view.id, bottom: [] });
    const island = view.you.hand.find((card) => card.name === 'Island')!;
    view = await api<TableView>('goldfish.act', { game: view.id, action: { do: 'play_land', card: island.id } });
    expect(view.cardNames.de).toMatchObject({ Island: 'Insel', Forest: 'Wald' });
    const german = (name: string): string => view.cardNames.de![name]!;

    const page = await openGoldfishGame(app, browser, view.id, { language: 'de', viewport: { width: 1440, height: 900 } });
    try {
      // The log names the land as the tile does.
      await expect.poll(() => page.locator('.gf-log li').allInnerTexts()).toContain('Insel gespielt');
      const tile = page.locator(`.gf-battlefield .gf-card[data-id="${island.id}"]`);
      expect(await tile.getAttribute('aria-label')).toBe('Insel');
      expect(await tile.locator('.gf-card-label').textContent()).toBe('Insel');
      // Without a picture the tile's text face is titled with the same name.
      expect(await tile.locator('[data-testid="card-face"]').getAttribute('aria-label')).toBe('Insel');

      // The hand: every tile's name is the German one.
      const hand = view.you.hand;
      expect(await page.locator('.gf-hand .gf-card-label').allTextContents()).toEqual(hand.map((card) => german(card.name)));

      // No English name of a card that has a German one anywhere in the table's visible names.
      const shown = await page.locator('.gf-table .gf-card-label, .gf-table [data-testid="card-face"] .card-face-name, .gf-log .gf-log-card').allTextContents();
      expect(shown.filter((text) => /\b(Island|Forest)\b/.test(text))).toEqual([]);

      // The preview of the hovered tile.
      await tile.hover();
      await expect.poll(() => page.getByTestId('card-preview').locator('[data-testid="card-face"]').getAttribute('aria-label')).toBe('Insel');

      // Its menu is titled with the same name.
      await tile.click();
      await page.locator('.gf-menu').waitFor();
      expect(await page.locator('.gf-menu-title').innerText()).toBe('Insel');
      await page.screenshot({ path: join(SHOTS, 'de-card-names.png') });
    } finally {
      await page.close();
    }
  });
});
