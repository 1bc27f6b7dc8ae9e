// Layout and refresh defects a new user found (issue 15), checked in headless Chromium with
// bounding boxes: everything inside the window, labels on one line, inputs in line, the chart
// tooltip in the theme's colours, the status bar following imports. Each test opens its own page
// and sets up the data it needs. Screenshots go to $PROXYFISH_SCREENSHOTS when it is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

const SCREENSHOTS = process.env.PROXYFISH_SCREENSHOTS;
const WIDE = { width: 1440, height: 900 };
const STARTER_DECK = readFileSync(join(import.meta.dirname, '../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8');

const box = async (locator: Locator) => (await locator.boundingBox())!;
const entriesOf = (text: string) =>
  text
    .split('Sideboard')[0]!
    .split('\n')
    .flatMap((line) => {
      const match = /^(\d+)\s+(.+)$/.exec(line.trim());
      return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
    });

describe.runIf(chromiumAvailable())('issue 15: layout and refresh', () => {
  const session = new E2eSession();
  let page: Page;

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it('refreshes the card count in the status bar when an import ends, without a reload', async () => {
    page = await session.freshPage();
    const count = page.getByTestId('card-count');
    await expect.poll(() => count.textContent()).toMatch(/^[\d,]+ cards in the database$/);
    const before = Number((await count.textContent())!.replace(/\D/g, ''));
    await page.getByTestId('open-card-import').click();
    await page.getByTestId('card-import-file').setInputFiles(join('test', 'fixtures', 'import', 'scryfall-cards.json'));
    await page.getByRole('button', { name: 'Import file' }).click();
    await page.getByTestId('card-import-summary').waitFor({ timeout: 60_000 });
    const after = (await session.api<{ cardCount: number }>('system.info')).cardCount;
    expect(after).toBeGreaterThan(before);
    await expect.poll(() => count.textContent()).toBe(`${after.toLocaleString('en')} cards in the database`);
  });

  it('draws the "Did you mean" buttons beside the unknown name, inside the window', async () => {
    await session.clearUserData();
    const entries = [...entriesOf(STARTER_DECK).slice(0, 12), { name: 'Stret Wraith', quantity: 4 }];
    await session.api('decks.create', { name: 'With a typo', entries });
    page = await session.freshPage({ viewport: WIDE });
    await page.click('a[data-page="decks"]');
    const review = page.getByTestId('deck-unresolved');
    await review.waitFor();
    const buttons = review.getByTestId('did-you-mean').getByRole('button');
    await expect.poll(() => buttons.count()).toBeGreaterThan(0);
    const row = await box(review.locator('li').first());
    for (let index = 0; index < (await buttons.count()); index += 1) {
      const button = await box(buttons.nth(index));
      expect(button.y + button.height).toBeLessThanOrEqual(WIDE.height);
      expect(button.x + button.width).toBeLessThanOrEqual(WIDE.width);
      // In the row of the name it belongs to, not dropped below the page.
      expect(button.y).toBeGreaterThanOrEqual(row.y - 1);
      expect(button.y + button.height).toBeLessThanOrEqual(row.y + row.height + 1);
    }
    await session.screenshot(SCREENSHOTS, 'decks-unknown-card');
    await review.getByRole('button', { name: 'Street Wraith' }).click();
    await expect.poll(() => page.getByTestId('deck-unresolved').count()).toBe(0);
  });

  it('keeps Print settings labels on one line and the inputs in one column, in Spanish and German', async () => {
    await session.api('print.options.set', { options: {} });
    for (const language of ['es', 'de'] as const) {
      page = await session.freshPage({ viewport: { width: 1280, height: 720 }, language });
      await page.click('a[data-page="print"]');
      const labels = page.locator('.print-settings .print-field > label');
      await expect.poll(() => labels.count()).toBeGreaterThan(10);
      const heights = new Set<number>();
      for (const label of await labels.all()) if (await label.isVisible()) heights.add(Math.round((await box(label)).height));
      // One line each: every label as tall as the others, and none cut short.
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
      const cut = await labels.evaluateAll((all) => all.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
      expect(cut).toEqual([]);
      for (const fieldset of await page.locator('.print-settings fieldset').all()) {
        const inputs = fieldset.locator('.print-field input[type="number"], .print-field select');
        if ((await inputs.count()) === 0) continue; // a group of check boxes only (Extra cards): nothing to align
        const lefts = new Set<number>();
        for (const input of await inputs.all()) lefts.add(Math.round((await box(input)).x));
        expect(lefts.size).toBe(1);
      }
      const side = await box(page.locator('.print-settings-side'));
      for (const input of await page.locator('.print-settings input[type="number"]').all()) {
        const right = await box(input);
        expect(right.x + right.width).toBeLessThanOrEqual(side.x + side.width);
      }
      await session.screenshot(SCREENSHOTS, `print-${language}`);
    }
  });

  it('says when a smaller margin fits one more row, and uses it on request', async () => {
    await session.api('print.options.set', { options: { paper: 'letter', bleedMm: 1, marginMm: 5 } });
    await session.api('printQueue.replace', { title: 'Lands', items: [{ name: 'Island', quantity: 18 }] });
    page = await session.freshPage({ viewport: WIDE });
    await page.click('a[data-page="print"]');
    const hint = page.getByTestId('margin-hint');
    await expect.poll(() => hint.textContent()).toContain('A margin of 4.7 mm or less fits 9 cards per sheet instead of 8.');
    await session.screenshot(SCREENSHOTS, 'print-margin-hint');
    await hint.getByRole('button').click();
    await expect.poll(() => page.getByTestId('layout-summary').textContent()).toMatch(/^9 per sheet .* 18 cards, 2 pages$/);
    await expect.poll(() => hint.count()).toBe(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`shows simulation results across the page, with the tooltip in the ${theme} theme's colours`, async () => {
      await session.clearUserData();
      await session.api('decks.create', { name: `Sim ${theme}`, entries: entriesOf(STARTER_DECK) });
      page = await session.freshPage({ viewport: WIDE, theme });
      await page.click('a[data-page="decks"]');
      const panel = page.getByTestId('sim-panel');
      await panel.getByLabel('Games').fill('200');
      await panel.getByRole('button', { name: 'Run', exact: true }).click();
      const results = panel.locator('.sim-results');
      await results.waitFor({ timeout: 120_000 });
      const main = await box(page.locator('.split-main'));
      // Not a 370 px column beside an empty area: the results use the deck view's width.
      expect((await box(results)).width).toBeGreaterThan(main.width * 0.8);
      const charts = panel.locator('.sim-chart');
      // Both charts measured in one frame: the page scrolls smoothly to the results, so two boxes
      // read one after the other can see the page at two scroll positions.
      const [firstY, secondY] = await charts.evaluateAll((elements) => elements.slice(0, 2).map((element) => element.getBoundingClientRect().y));
      expect(Math.abs(firstY! - secondY!)).toBeLessThan(2);

      const bars = panel.locator('.recharts-bar-rectangle');
      await expect.poll(() => bars.count()).toBeGreaterThan(0);
      // Hover the tallest bar, as a user pointing at the chart would.
      await charts.nth(0).scrollIntoViewIfNeeded();
      let tallest = { x: 0, y: 0, width: 0, height: 0 };
      for (const rectangle of await charts.nth(0).locator('.recharts-bar-rectangle path').all()) {
        const found = await rectangle.boundingBox();
        if (found && found.height > tallest.height) tallest = found;
      }
      await page.mouse.move(tallest.x + tallest.width / 2, tallest.y + tallest.height / 2, { steps: 4 });
      const tooltip = panel.locator('.recharts-default-tooltip.sim-tooltip').first();
      await tooltip.waitFor();
      const colours = await tooltip.evaluate((element) => {
        const label = element.querySelector('.recharts-tooltip-label') as HTMLElement;
        return { background: getComputedStyle(element).backgroundColor, label: getComputedStyle(label).color, page: getComputedStyle(document.body).backgroundColor };
      });
      const panelColour = theme === 'dark' ? 'rgb(28, 32, 40)' : 'rgb(255, 255, 255)';
      expect(colours.background).toBe(panelColour);
      expect(colours.label).toBe(theme === 'dark' ? 'rgb(228, 231, 237)' : 'rgb(28, 34, 48)');
      await session.screenshot(SCREENSHOTS, `sim-results-${theme}`);
    });
  }

  it('puts the pasted list beside its own label when there is no saved deck, and shows the first hand as a plain list', async () => {
    await session.clearUserData();
    page = await session.freshPage({ viewport: WIDE });
    await page.click('a[data-page="goldfish"]');
    await expect.poll(() => page.locator('.goldfish-start').textContent()).toContain('No saved decks');
    const select = await box(page.locator('#goldfish-deck'));
    const pastedLabel = await box(page.locator('.goldfish-start-form label.check').nth(1));
    const textarea = await box(page.locator('#goldfish-decklist'));
    expect(Math.abs(textarea.x - select.x)).toBeLessThan(2);
    expect(textarea.y).toBeGreaterThan(select.y + select.height);
    expect(Math.abs(textarea.y - pastedLabel.y)).toBeLessThan(textarea.height);
    expect(pastedLabel.x).toBeLessThan(select.x);
    expect(await page.locator('.goldfish-start-form input[type="radio"]').nth(1).isChecked()).toBe(true);
    await session.screenshot(SCREENSHOTS, 'goldfish-start-no-decks');

    await page.fill('#goldfish-decklist', STARTER_DECK);
    await page.getByRole('button', { name: 'Start game' }).click();
    const hand = page.locator('.gf-hand-choice li');
    await expect.poll(() => hand.count()).toBe(7);
    expect(await page.locator('.gf-hand-choice button[disabled]').count()).toBe(0);
    const opacity = await hand.first().locator('> *').evaluate((element) => getComputedStyle(element).opacity);
    expect(opacity).toBe('1');
    await session.screenshot(SCREENSHOTS, 'goldfish-first-hand');
  });

  it('closes the card detail with Esc from the search box, and the syntax help gives its descriptions room', async () => {
    page = await session.freshPage({ viewport: WIDE });
    await page.fill('#card-search', 'street');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="card-row"]').first().click();
    const detail = page.getByTestId('card-detail');
    await detail.waitFor();
    await page.focus('#card-search');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    expect(await page.inputValue('#card-search')).toBe('street');

    await page.getByTestId('syntax-help-button').click();
    const help = page.getByTestId('syntax-help');
    await help.waitFor();
    const table = await box(help.locator('table'));
    const row = help.locator('tr').nth(11);
    const description = await box(row.locator('td').first());
    expect(description.width).toBeGreaterThan(table.width * 0.35);
    const helpBox = await box(help);
    expect(helpBox.y + helpBox.height).toBeLessThanOrEqual(WIDE.height);
    await session.screenshot(SCREENSHOTS, 'cards-syntax-help');
  });

  it('logged no errors and no CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
