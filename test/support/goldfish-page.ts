// Opens one goldfish game in a new page: the table reads the game to show from session storage,
// so the page is loaded once, told the game id, sent to #/goldfish and reloaded; the table is
// there when this returns. Shared by the goldfish end-to-end files.
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './browser-mode.ts';

export interface GoldfishPageOptions {
  language?: 'en' | 'de' | 'es';
  viewport?: { width: number; height: number };
}

export async function openGoldfishGame(app: RunningApp, browser: Browser, gameId: string, options: GoldfishPageOptions = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 720 } });
  await page.goto(app.launchUrl);
  if (options.language) await page.locator('#language-select').selectOption(options.language);
  await page.evaluate((game) => {
    sessionStorage.setItem('proxyfish.goldfish.game', game);
    window.location.hash = '#/goldfish';
  }, gameId);
  await page.reload();
  await page.locator('.gf-table').waitFor();
  return page;
}
