// Opens one goldfish game in a new page: the table reads the game to show from session storage,
// so the page is loaded once, told the game id, sent to #/goldfish and reloaded; the table is
// there when this returns. Shared by the goldfish end-to-end files.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, startBrowserMode, type RunningApp } from './browser-mode.ts';

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

/**
 * The suite's app in browser mode and its Chromium: started before the suite's tests and stopped
 * after them; `ready` receives both. The screenshot folder is made first and printed at the end.
 */
export function useBrowserApp(label: string, shots: string, ready: (started: { app: RunningApp; browser: Browser }) => void): void {
  let started: { app: RunningApp; browser: Browser } | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    const app = await startBrowserMode();
    started = { app, browser: await launchChromium() };
    ready(started);
  });
  afterAll(async () => {
    console.log(`${label} screenshots: ${shots}`);
    await started?.browser.close();
    await started?.app.stop();
  });
}
