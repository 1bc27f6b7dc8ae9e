// The app shell in a real browser: browser mode starts, every page renders, the language
// switch changes the UI text and is remembered, and the page keeps to its CSP.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium, startBrowserMode, type RunningApp } from '../support/browser-mode.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const PAGE_TITLES = {
  en: ['Cards', 'Collection', 'Decks', 'Goldfish', 'Print'],
  de: ['Karten', 'Sammlung', 'Decks', 'Goldfish', 'Drucken'],
  es: ['Cartas', 'Colección', 'Mazos', 'Goldfish', 'Imprimir'],
};
const PAGE_IDS = ['cards', 'collection', 'decks', 'goldfish', 'print'];

describe.runIf(chromiumAvailable())('app shell in browser mode', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startBrowserMode();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(app.launchUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function screenshot(name: string) {
    if (!SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  }

  it('removes the token from the address bar and reaches the core', async () => {
    await expect.poll(() => page.url()).not.toContain('token=');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toMatch(/\d+ cards? in the database/);
  });

  for (const language of ['en', 'de', 'es'] as const) {
    it(`visits every page in ${language}`, async () => {
      await page.selectOption('#language-select', language);
      for (const [index, id] of PAGE_IDS.entries()) {
        await page.click(`a[data-page="${id}"]`);
        await expect.poll(() => page.locator('#page-title').textContent()).toBe(PAGE_TITLES[language][index]);
        await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
        await screenshot(`${id}-${language}`);
      }
    });
  }

  it('remembers the language across a reload', async () => {
    await page.selectOption('#language-select', 'de');
    await page.reload();
    await expect.poll(() => page.locator('a[data-page="cards"] span').textContent()).toBe('Karten');
    await page.selectOption('#language-select', 'en');
    // The settings the core loads after the reload must not undo the choice just made.
    await page.waitForTimeout(300);
    await expect.poll(() => page.locator('a[data-page="cards"] span').textContent()).toBe('Cards');
  });

  it('switches pages from the keyboard (Alt+number)', async () => {
    await page.keyboard.press('Alt+4');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Goldfish');
    await page.keyboard.press('Alt+1');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Cards');
  });

  it('renders in dark theme', async () => {
    await page.selectOption('#theme-select', 'dark');
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 23, 28)');
    await screenshot('cards-dark');
    await page.selectOption('#theme-select', 'system');
  });

  it('logged no errors and no CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
