// The simulation results in the deck view, as a new user met them (issue 23, "Simulation
// results"): the cards not understood are counted as cards and as copies, matching the names
// listed; the page scrolls to the results when a run ends; the kill-turn axis labels every turn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

const STARTER_DECK = readFileSync(join(import.meta.dirname, '../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8');
const entries = STARTER_DECK.split('\n').flatMap((line) => {
  const match = /^(\d+)\s+(.+)$/.exec(line.trim());
  return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
});

describe.runIf(chromiumAvailable())('simulation results in the deck view', () => {
  const session = new E2eSession();
  let page: Page;

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it('after Run, scrolls to the results, counts cards and copies not understood alike, and labels every turn of the kill-turn axis', async () => {
    await session.clearUserData();
    // One card the engine does not understand, in two copies, besides the starter deck's own.
    await session.api('customCards.create', { card: { name: 'Mystery Contraption', mana_cost: '{2}', type_line: 'Artifact', oracle_text: 'Whenever the moon is full, flip this card over twice.' } });
    await session.api('decks.create', { name: 'Sim results', entries: [...entries, { name: 'Mystery Contraption', quantity: 2 }] });
    page = await session.freshPage({ viewport: { width: 1280, height: 720 } });
    await page.click('a[data-page="decks"]');
    const panel = page.getByTestId('sim-panel');
    await panel.getByLabel('Games').fill('200');
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    // While the games run, the user reads the deck at the top: the end of the panel, where the results appear, is below the window.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('*')) if (element.scrollTop > 0) element.scrollTop = 0;
      window.scrollTo(0, 0);
    });
    const form = (await panel.boundingBox())!;
    expect(form.y + form.height).toBeGreaterThan(720);
    const results = panel.locator('.sim-results');
    await results.waitFor({ timeout: 120_000 });

    // Scrolled to: the results' top is inside the window, without the user scrolling.
    await expect.poll(async () => {
      const top = (await results.boundingBox())!.y;
      return top >= 0 && top < 720;
    }, { timeout: 10_000 }).toBe(true);

    const unsupported = page.getByTestId('sim-unsupported');
    const message = (await unsupported.locator('p').textContent()) ?? '';
    const names = await unsupported.locator('li').allTextContents();
    const counted = /^(\d+) cards? in this deck \((\d+) cop(?:y|ies)\)/.exec(message);
    expect(counted, message).not.toBeNull();
    expect(Number(counted![1])).toBe(names.length);
    expect(Number(counted![2])).toBeGreaterThanOrEqual(names.length);

    // The chart draws its ticks once its container has been measured: wait for them. Recharts
    // draws them in layers of its own, so they are told apart by their text: the turn axis has
    // bare numbers, the share axis "25 %".
    const ticks = panel.locator('.sim-chart').first().locator('.recharts-cartesian-axis-tick-value');
    const turns = Array.from({ length: 20 }, (_value, index) => String(index + 1));
    const turnTicks = async (): Promise<string[]> => (await ticks.allTextContents()).map((text) => text.trim()).filter((text) => /^\d+$/.test(text));
    await expect.poll(turnTicks, { timeout: 10_000 }).toEqual(turns);
  });
});
