// Issue 23: at 1280 px the German Decks toolbar ran past the window and clipped "Löschen"; its
// buttons wrap onto a second row instead, each one whole and inside the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

describe.runIf(chromiumAvailable())('Decks toolbar in German', () => {
  const session = new E2eSession();

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it('shows every button of the German Decks toolbar whole at 1280 × 720', async () => {
    await session.clearUserData();
    await session.api('decks.create', { name: 'Zyklus', entries: [{ name: 'Lightning Bolt', quantity: 4 }] });
    const page = await session.freshPage({ viewport: { width: 1280, height: 720 }, language: 'de' });
    await page.click('a[data-page="decks"]');
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('Zyklus');

    const remove = page.locator('.deck-header').getByRole('button', { name: 'Löschen', exact: true });
    const view = await page.locator('.deck-view').boundingBox();
    const buttons = await page.locator('.deck-header button').all();
    for (const button of [remove, ...buttons]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(view!.x + view!.width + 0.5);
    }
    expect(await page.locator('.deck-header').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
    await session.screenshot(process.env.PROXYFISH_SCREENSHOTS, 'decks-toolbar-de-1280');
    expect(session.problems).toEqual([]);
  });
});
