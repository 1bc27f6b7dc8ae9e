// The goldfish table as players expect it (issue 23, "The table"), in headless Chromium at
// 1280×720: card-shaped tiles, tapped cards in landscape, Auras whose title bars can be reached
// with one click, identical lands in a pile with a count, menus kept inside the window, the
// Game menu closing on Esc and outside clicks, "End game" asking first, a land dropped on the
// battlefield played by the rules, an unknown name in a pasted list reported before the start,
// and the zoom remembered. With $TABLE_SCREENSHOTS set, it also takes the table's screenshots at
// 1280×720 and 1920×1080, light and dark, in English, German and Spanish (docs/screenshots/).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp, type GoldfishPageOptions } from '../support/goldfish-page.ts';

const SHOTS = process.env.TABLE_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'table-shots-'));

/** Twelve permanents: three Islands (a pile), two tapped Swamps, two creatures with an Aura each, an enchantment, a creature with a counter, and a token (added by hand). */
const BOARD = {
  turn: 3,
  you: {
    hand: ['Island', 'Street Wraith', 'Censor', 'Spectral Flight', 'Horror of the Broken Lands'],
    library: ['Swamp', 'Island', 'Drake Haven', 'Swamp', 'Island', 'Censor'],
    battlefield: [
      'Island',
      'Island',
      'Island',
      { card: 'Swamp', tapped: true },
      { card: 'Swamp', tapped: true },
      'Shadowstorm Vizier',
      { card: 'Arcanum Wings', attachedTo: 5 },
      'Curator of Mysteries',
      { card: 'Spectral Flight', attachedTo: 7 },
      'Drake Haven',
      { card: 'Archfiend of Ifnir', counters: { '+1/+1': 1 } },
    ],
    graveyard: ['Street Wraith'],
  },
};
const DRAKE = { name: 'Drake', power: 2, toughness: 2, colors: ['U'], keywords: ['Flying'], subtypes: ['Drake'] };

let app: RunningApp;
let browser: Browser;
let page: Page | undefined;

async function openBoard(options: GoldfishPageOptions = {}): Promise<Page> {
  const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(BOARD), name: 'Table' });
  await callApi(app, 'goldfish.manual', { game: view.id, action: { do: 'manual_token', token: DRAKE, count: 1 } });
  page = await openGoldfishGame(app, browser, view.id, options);
  return page;
}

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the goldfish table players expect', () => {
  useBrowserApp('table', SHOTS, (started) => ({ app, browser } = started));
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('draws card-shaped tiles (63:88) at a readable size, tapped cards turned to landscape, identical lands in a pile with a count, tokens marked', async () => {
    const page = await openBoard();
    const hand = await box(page.locator('.gf-hand .gf-card[data-card="Street Wraith"]'));
    expect(hand.height / hand.width).toBeCloseTo(88 / 63, 1);
    expect(hand.width).toBeGreaterThanOrEqual(75);
    // CR 701.26a: tapped is turned sideways, as on a real table.
    const tapped = page.locator('.gf-lands .gf-card.tapped[data-card="Swamp"]');
    expect(await tapped.count()).toBe(2);
    const turned = await box(tapped.first());
    expect(turned.width / turned.height).toBeCloseTo(88 / 63, 1);
    // Three untapped Islands: one pile, every card still a tile of its own.
    const pile = page.locator('.gf-land-pile[data-card="Island"]');
    expect(await pile.getAttribute('data-count')).toBe('3');
    expect(await pile.getByTestId('land-pile-count').innerText()).toBe('×3');
    expect(await pile.locator('.gf-card').count()).toBe(3);
    // Creatures in the front row; the enchantment beside the lands; the token marked.
    expect(await page.getByTestId('creatures').locator('.gf-host .gf-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')))).toEqual(['Shadowstorm Vizier', 'Curator of Mysteries', 'Archfiend of Ifnir', 'Drake']);
    expect(await page.getByTestId('permanents').locator('.gf-card[data-card="Drake Haven"]').count()).toBe(1);
    expect(await page.locator('.gf-card[data-card="Drake"] .gf-token-mark').innerText()).toBe('token');
    // The counter and the changed P/T are on the face.
    const archfiend = page.locator('.gf-card[data-card="Archfiend of Ifnir"]');
    expect(await archfiend.getByTestId('counter').innerText()).toBe('1× +1/+1');
    expect(await archfiend.getByTestId('pt').innerText()).toBe('6/5');
    expect(await archfiend.getByTestId('pt').getAttribute('class')).toContain('changed');
  });

  it("shows an Aura's title bar above its host, readable and reachable with one click: aura swap from there", async () => {
    const page = await openBoard();
    const wings = page.locator('.gf-attached .gf-card[data-card="Arcanum Wings"]');
    const host = page.locator('.gf-host .gf-card[data-card="Shadowstorm Vizier"]');
    const [aura, creature] = [await box(wings), await box(host)];
    const strip = creature.y - aura.y;
    expect(strip).toBeGreaterThanOrEqual(28);
    // The middle of the strip is the Aura, not its host.
    const x = aura.x + aura.width / 2;
    const y = aura.y + strip / 2;
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.gf-card')?.getAttribute('data-card'), [x, y])).toBe('Arcanum Wings');
    // Hovering the Aura lights its host too.
    await page.mouse.move(x, y);
    await expect.poll(() => host.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await page.mouse.click(x, y);
    const swap = page.locator('.gf-menu button', { hasText: 'Arcanum Wings: aura swap' });
    expect(await swap.isEnabled()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'aura-menu.png') });
  });

  it("keeps a card's menu inside the window at 1280×720, below or above the card", async () => {
    const page = await openBoard();
    for (const card of [page.locator('.gf-land-pile[data-card="Island"] .gf-card').last(), page.locator('.gf-hand .gf-card').last(), page.locator('.gf-lands .gf-card.tapped').first()]) {
      await card.click();
      const menu = page.locator('.gf-menu');
      await expect.poll(async () => Number(await menu.evaluate((element) => getComputedStyle(element).opacity))).toBe(1);
      const placed = await box(menu);
      expect(placed.y).toBeGreaterThanOrEqual(0);
      expect(placed.y + placed.height).toBeLessThanOrEqual(720);
      expect(placed.x + placed.width).toBeLessThanOrEqual(1280);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
    }
  });

  it('closes the Game menu on Esc and on a click outside; "End game" asks first', async () => {
    const page = await openBoard();
    const gameButton = page.getByRole('button', { name: 'Game ▾' });
    const menu = page.locator('.gf-more-menu');
    await gameButton.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await gameButton.click();
    await menu.waitFor();
    await page.mouse.click(400, 300);
    await expect.poll(() => menu.count()).toBe(0);

    await gameButton.click();
    await menu.getByRole('menuitem', { name: 'End game' }).click();
    const dialog = page.getByRole('dialog', { name: 'End this game?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('.gf-table').count()).toBe(1);
    await gameButton.click();
    await menu.getByRole('menuitem', { name: 'End game' }).click();
    await dialog.getByRole('button', { name: 'End game' }).click();
    await page.locator('.goldfish-start').waitFor();
  });

  it('plays a land dropped from the hand onto the battlefield (CR 305.1), casts a spell dropped on the stack, and moves a card dropped on the graveyard by hand', async () => {
    const page = await openBoard();
    const drag = async (from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) => {
      const [start, end] = [await box(from), await box(to)];
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      // Several steps: the drag starts after 6 px, and the drop target is found as the pointer moves.
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 20, { steps: 4 });
      await page.mouse.move(end.x + end.width / 2, end.y + 10, { steps: 8 });
      await page.mouse.up();
    };
    await drag(page.locator('.gf-hand .gf-card[data-card="Island"]'), page.getByTestId('creatures'));
    await expect.poll(() => page.locator('.gf-land-pile[data-card="Island"]').getAttribute('data-count')).toBe('4');
    const game = await page.evaluate(() => sessionStorage.getItem('proxyfish.goldfish.game'));
    const view = await callApi<TableView>(app, 'goldfish.view', { game });
    expect(view.you.landsPlayed).toBe(1);
    expect(await page.locator('.gf-log li', { hasText: 'Played Island' }).first().getAttribute('class')).not.toContain('manual');

    // An Aura dropped on the stack is cast (CR 601.2): its target is picked on the table, and the
    // stack shows its picture and previews it on hover.
    await drag(page.locator('.gf-hand .gf-card[data-card="Spectral Flight"]'), page.getByTestId('stack'));
    await page.locator('.gf-targeting').waitFor();
    await page.locator('.gf-card.candidate[data-card="Shadowstorm Vizier"]').click();
    const entry = page.locator('.gf-stack li[data-source="Spectral Flight"]');
    await entry.waitFor();
    expect(await entry.locator('.gf-stack-thumb [data-testid="card-face"], .gf-stack-thumb img').count()).toBe(1);
    await entry.hover();
    await expect.poll(() => page.getByTestId('card-preview').locator('[data-testid="card-face"]').getAttribute('aria-label')).toBe('Spectral Flight');
    expect(await page.locator('.gf-log li', { hasText: 'Cast Spectral Flight' }).first().getAttribute('class')).not.toContain('manual');

    await drag(page.locator('.gf-hand .gf-card[data-card="Censor"]'), page.locator('.gf-pile').first());
    await expect.poll(() => page.getByTestId('graveyard-count').innerText()).toBe('2');
    expect(await page.locator('.gf-log li.manual').last().innerText()).toContain('Censor');
  });

  it('zooms the tiles with Ctrl+wheel and the slider, and remembers the size', async () => {
    const page = await openBoard();
    const tile = page.locator('.gf-hand .gf-card').first();
    const before = (await box(tile)).width;
    await page.locator('.gf-battlefield').hover();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await box(tile)).width).toBeGreaterThan(before * 1.1);
    const zoomed = (await box(tile)).width;
    await page.reload();
    await page.locator('.gf-table').waitFor();
    await expect.poll(async () => Math.round((await box(page.locator('.gf-hand .gf-card').first())).width)).toBe(Math.round(zoomed));
    await page.getByRole('slider', { name: 'Size' }).fill('1');
    await expect.poll(async () => Math.round((await box(page.locator('.gf-hand .gf-card').first())).width)).toBe(Math.round(before));
  });

  it('reports an unknown name in a pasted decklist before the game starts', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(app.launchUrl);
    await page.evaluate(() => {
      window.location.hash = '#/goldfish';
    });
    await page.locator('#goldfish-decklist').fill('20 Island\n4 Street Wraith\n2 Notacard Frobnicator');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect.poll(() => page!.getByTestId('unknown-names').innerText()).toContain('Notacard Frobnicator');
    expect(await page.locator('.gf-table').count()).toBe(0);
    await page.getByRole('button', { name: 'Start without them' }).click();
    await page.locator('.gf-table').waitFor();
  });

  const screenshots: [string, { width: number; height: number }, 'light' | 'dark', 'en' | 'de' | 'es'][] = [
    ['1280-en-light', { width: 1280, height: 720 }, 'light', 'en'],
    ['1280-de-dark', { width: 1280, height: 720 }, 'dark', 'de'],
    ['1280-es-light', { width: 1280, height: 720 }, 'light', 'es'],
    ['1920-en-dark', { width: 1920, height: 1080 }, 'dark', 'en'],
    ['1920-de-light', { width: 1920, height: 1080 }, 'light', 'de'],
    ['1920-es-dark', { width: 1920, height: 1080 }, 'dark', 'es'],
  ];
  it.runIf(process.env.TABLE_SCREENSHOTS)('takes the screenshots of a board of twelve permanents', async () => {
    for (const [name, viewport, theme, language] of screenshots) {
      const page = await openBoard({ viewport, language });
      await page.locator('#theme-select').selectOption(theme);
      await page.locator('.gf-host .gf-card[data-card="Curator of Mysteries"]').hover();
      await page.locator('[data-testid="card-preview"]').waitFor();
      await page.screenshot({ path: join(SHOTS, `table-${name}.png`) });
      await page.close();
    }
  });
});
