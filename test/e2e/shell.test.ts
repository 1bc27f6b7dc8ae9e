// The app shell in a real browser: browser mode starts, every page renders, the language
// switch changes the UI text and is remembered, and the page keeps to its CSP. Each test opens
// its own page (a new browser context, UI settings reset) so none runs on what another left.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const VIEWPORT = { width: 1280, height: 720 };
const PAGE_TITLES = {
  en: ['Cards', 'Collection', 'Decks', 'Goldfish', 'Print'],
  de: ['Karten', 'Sammlung', 'Decks', 'Goldfish', 'Drucken'],
  es: ['Cartas', 'Colección', 'Mazos', 'Goldfish', 'Imprimir'],
};
const PAGE_IDS = ['cards', 'collection', 'decks', 'goldfish', 'print'];

describe.runIf(chromiumAvailable())('app shell in browser mode', () => {
  const session = new E2eSession();
  let page: Page;

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it('removes the token from the address bar and reaches the core', async () => {
    page = await session.freshPage({ viewport: VIEWPORT });
    await expect.poll(() => page.url()).not.toContain('token=');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toMatch(/[\d,]+ cards? in the database/);
  });

  for (const language of ['en', 'de', 'es'] as const) {
    it(`visits every page in ${language}`, async () => {
      // Each page's own title shows on its empty state; a new data folder has the starter decks,
      // and the Decks page would open the first of them (its title is then the deck's name).
      await session.clearUserData();
      page = await session.freshPage({ viewport: VIEWPORT });
      await page.selectOption('#language-select', language);
      for (const [index, id] of PAGE_IDS.entries()) {
        await page.click(`a[data-page="${id}"]`);
        await expect.poll(() => page.locator('#page-title').textContent()).toBe(PAGE_TITLES[language][index]);
        await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
        await session.screenshot(SCREENSHOTS, `${id}-${language}`);
      }
    });
  }

  it('remembers the language across a reload', async () => {
    page = await session.freshPage({ viewport: VIEWPORT });
    await page.selectOption('#language-select', 'de');
    await expect.poll(async () => (await session.api<Record<string, unknown>>('settings.get'))['ui.language']).toBe('de');
    await page.reload();
    await expect.poll(() => page.locator('a[data-page="cards"] span').textContent()).toBe('Karten');
  });

  it('keeps a language chosen while the stored settings are still loading', async () => {
    page = await session.freshPage({ viewport: VIEWPORT });
    await page.selectOption('#language-select', 'de');
    await expect.poll(async () => (await session.api<Record<string, unknown>>('settings.get'))['ui.language']).toBe('de');
    // Hold the core's answer with the stored settings ("de") until the user has chosen English,
    // as a slow core would: the race the app must win whatever the machine's speed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    await page.route('**/api/settings.get', async (route) => {
      heldRequests += 1;
      // The core answers now (still "de"); the answer reaches the page only after the choice.
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const answered = page.waitForResponse('**/api/settings.get');
    await page.reload();
    await expect.poll(() => heldRequests).toBe(1);
    await expect.poll(() => page.locator('a[data-page="cards"] span').textContent()).toBe('Karten');
    await page.selectOption('#language-select', 'en');
    release();
    await (await answered).finished();
    // The late answer has been read and handled once the app has made its next call: the
    // choice must stand (before the fix the stored "de" won).
    await page.click('a[data-page="collection"]');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Collection');
    expect(await page.locator('a[data-page="cards"] span').textContent()).toBe('Cards');
    await page.unroute('**/api/settings.get');
  });

  it('switches pages from the keyboard (Alt+number)', async () => {
    page = await session.freshPage({ viewport: VIEWPORT });
    // The shortcut works once the app has rendered and listens: on a busy machine that can be after
    // the first press, so the (idempotent) press is repeated until the page changes, not timed.
    await expect.poll(async () => {
      await page.keyboard.press('Alt+4');
      return page.locator('#page-title').textContent();
    }).toBe('Goldfish');
    await page.keyboard.press('Alt+1');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Cards');
  });

  it('renders in dark theme', async () => {
    page = await session.freshPage({ viewport: VIEWPORT });
    await page.selectOption('#theme-select', 'dark');
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 23, 28)');
    await session.screenshot(SCREENSHOTS, 'cards-dark');
  });

  it('logged no errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
