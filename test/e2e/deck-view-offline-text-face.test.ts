// Issue 23: offline (no card pictures), the deck view's tiles had blank text boxes and the art
// picker showed grey boxes with only set codes. Each now shows the card's text face — name, cost,
// type line, rules text, P/T — as the goldfish table and the printed proxy do; in the art picker
// with each printing's set and number on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from '../support/browser-mode.ts';
import { E2eSession } from '../support/e2e-session.ts';

interface CardDetail {
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  printings: { set: string; collector_number: string | null }[];
}

describe.runIf(chromiumAvailable())('the deck view offline draws text faces', () => {
  const session = new E2eSession();

  beforeAll(() => session.start());
  afterAll(() => session.stop());

  it("the deck's tiles and the art picker show each card's rules text and P/T, not blank boxes", async () => {
    await session.clearUserData();
    // Offline: no picture is fetched, and the fresh data folder has none stored.
    await session.api('images.settings.set', { fetch: false });
    await session.api('decks.create', { name: 'Offline', entries: [{ name: 'Street Wraith', quantity: 4 }, { name: 'Drake Haven', quantity: 2 }, { name: 'Island', quantity: 10 }] });
    const found = await session.api<{ results: { id: number; name: string }[] }>('cards.search', { query: '!"Street Wraith"' });
    const wraith = await session.api<CardDetail>('cards.get', { id: found.results.find((card) => card.name === 'Street Wraith')!.id });

    const page = await session.freshPage({ viewport: { width: 1366, height: 900 } });
    await page.click('a[data-page="decks"]');
    await expect.poll(() => page.locator('#page-title').inputValue()).toBe('Offline');

    // The deck's tiles: every card drawn with its text; a creature with its P/T.
    const tiles = page.locator('[data-testid="deck-pictures"] .deck-picture');
    await expect.poll(() => tiles.count()).toBe(3);
    expect(await page.locator('[data-testid="deck-pictures"] img.card-image').count()).toBe(0);
    const tile = tiles.filter({ has: page.locator('[aria-label="Street Wraith"]') });
    const texts = await page.locator('[data-testid="deck-pictures"] .card-face-text').allInnerTexts();
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    expect(await tile.locator('.card-face-text').innerText()).toContain('Cycling');
    expect(await tile.locator('.card-face-pt').innerText()).toBe(`${wraith.power}/${wraith.toughness}`);
    // The text wraps inside the frame (a tile is a button, and buttons don't wrap): no line runs past the text box.
    const overflowing = await page.locator('[data-testid="deck-pictures"] .card-face-text').evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
    expect(overflowing).toBe(0);

    // The art picker: each printing its text face with its set and number, no grey set-code boxes.
    await page.getByRole('button', { name: 'Choose the art of Street Wraith' }).click();
    const chooser = page.getByTestId('printing-chooser');
    await expect.poll(() => chooser.locator('.printing-choice .card-face').count()).toBe(wraith.printings.length);
    expect(await chooser.locator('.printing-choice-blank').count()).toBe(0);
    const first = chooser.locator('.printing-choice .card-face').first();
    expect(await first.getAttribute('aria-label')).toBe('Street Wraith');
    expect(await first.locator('.card-face-text').innerText()).toContain('Cycling');
    const setLines = await chooser.locator('.printing-choice .card-face-info').allInnerTexts();
    for (const printing of wraith.printings) expect(setLines.some((line) => line.includes(printing.set.toUpperCase()))).toBe(true);
    await session.screenshot(process.env.PROXYFISH_SCREENSHOTS, 'deck-view-offline');
    expect(session.problems).toEqual([]);
  });
});
