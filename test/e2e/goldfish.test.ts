// The Goldfish page in headless Chromium: a saved cycling deck (the UB starter decklist with
// Arcanum Wings and Spectral Flight for aura swap), seed 461, one mulligan, five turns with
// cycling, swampcycling, a creature, an Aura, aura swap, undo/redo and attacks — driven with the
// mouse and the keyboard, checked on the table, in the log and in the life totals after each step.
// Screenshots of each step go to $GOLDFISH_SHOTS (default: a temporary folder, printed).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, launchChromium, startBrowserMode, type RunningApp } from '../support/browser-mode.ts';

const DECK = readFileSync(join(import.meta.dirname, '../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8')
  .replace('4 Censor', '3 Arcanum Wings\n1 Censor')
  .replace('3 Hieroglyphic Illumination', '3 Spectral Flight');
const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-shots-'));

let app: RunningApp;
let browser: Browser;
let page: Page;
let shot = 0;

const api = <T>(command: string, input: unknown): Promise<T> => callApi<T>(app, command, input);

/** The table as the core holds it (the page's game), for checks. */
async function table(): Promise<TableView> {
  const id = await page.evaluate(() => sessionStorage.getItem('proxyfish.goldfish.game'));
  return api<TableView>('goldfish.view', { game: id });
}

async function screenshot(name: string): Promise<void> {
  shot += 1;
  await page.screenshot({ path: join(SHOTS, `${String(shot).padStart(2, '0')}-${name}.png`) });
}

const logTexts = async (): Promise<string[]> => page.locator('.gf-log li:not([aria-hidden])').allInnerTexts();

/** Clicks a card and the menu entry whose text starts with `label`. */
async function cardAction(zone: 'hand' | 'battlefield', card: string, label: string): Promise<void> {
  // The top edge: an attached Aura shows only its title strip above the permanent it enchants.
  await page.locator(`.gf-${zone} .gf-card[data-card="${card}"]`).first().click({ position: { x: 30, y: 8 } });
  const before = (await logTexts()).length;
  await page.locator('.gf-menu button', { hasText: label }).first().click();
  // Done when the step's lines are in the log (or, for an Aura, when its target is asked for).
  await expect.poll(async () => (await logTexts()).length > before || (await page.locator('.gf-targeting').count()) > 0).toBe(true);
}

/** Plays the first of Island, Swamp, Fetid Pools in hand through the card's menu; returns its name. */
async function playLand(): Promise<string> {
  const view = await table();
  const name = ['Island', 'Swamp', 'Fetid Pools'].find((land) => view.you.hand.some((card) => card.name === land))!;
  await cardAction('hand', name, `Play ${name}`);
  await expect.poll(async () => (await table()).you.landsPlayed).toBe(1);
  return name;
}

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the goldfish table in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startBrowserMode();
    const entries = DECK.split('Sideboard')[0]!.split('\n').flatMap((line) => {
      const match = /^(\d+) (.+)$/.exec(line.trim());
      return match ? [{ name: match[2]!, quantity: Number(match[1]) }] : [];
    });
    await api('decks.create', { name: 'UB cycling auras', entries });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(app.launchUrl);
    await page.evaluate(() => {
      window.location.hash = '#/goldfish';
    });
  });

  afterAll(async () => {
    console.log(`goldfish screenshots: ${SHOTS}`);
    await browser?.close();
    await app?.stop();
  });

  it('plays five turns with cycling, swampcycling, an Aura, aura swap, undo and attacks', async () => {
    // Start: the saved deck, seed 461, on the play.
    await page.locator('#goldfish-deck').selectOption({ label: 'UB cycling auras' });
    await page.locator('input[inputmode=numeric]').fill('461');
    // The start panel says how much of the deck the engine enforces.
    await expect.poll(() => page.getByTestId('rules-coverage').locator('summary').textContent()).toMatch(/^The engine enforces \d+ of \d+ cards \(\d+ of 60 copies\)/);
    await screenshot('start');
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect.poll(() => page.locator('.gf-dialog h2').textContent()).toBe('Opening hand (7 cards)');
    expect(await page.getByTestId('seed').innerText()).toBe('461');
    await screenshot('opening-hand');

    // One mulligan (M), then put Barren Moor on the bottom and keep six.
    await page.keyboard.press('m');
    await expect.poll(async () => (await table()).mulligans).toBe(1);
    await page.locator('.gf-hand-choice button', { hasText: 'Barren Moor' }).click();
    await screenshot('mulligan-bottom');
    await page.getByRole('button', { name: 'Keep 6' }).click();
    await expect.poll(async () => (await table()).you.hand.length).toBe(6);
    expect((await table()).you.library.at(-1)!.name).toBe('Barren Moor');

    // Turn 1: a land, then cycle Street Wraith for 2 life; R resolves the draw.
    const first = await playLand();
    await cardAction('hand', 'Street Wraith', 'Cycle Street Wraith (pay 2 life)');
    await expect.poll(() => page.getByTestId('your-life').locator('strong').innerText()).toBe('18');
    expect(await page.locator('.gf-stack li').first().innerText()).toContain('Street Wraith');
    await screenshot('cycled');
    await page.keyboard.press('r');
    await expect.poll(async () => (await table()).stack.length).toBe(0);
    expect(await logTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Mulligan 1'), 'Kept 6 cards (put Barren Moor on the bottom)', `Played ${first}`, 'Cycled Street Wraith (paid 2 life)']),
    );
    expect(await page.getByTestId('graveyard-count').innerText()).toBe('1');

    // Turn 2 (T): a land and Shadowstorm Vizier.
    await page.keyboard.press('t');
    await expect.poll(() => page.locator('.gf-turn').innerText()).toBe('Turn 2');
    await playLand();
    // Before casting, the action names the lands automatic payment will tap; hovering it highlights them (CR 601.2g–h).
    await page.locator('.gf-hand .gf-card[data-card="Shadowstorm Vizier"]').first().click({ position: { x: 30, y: 8 } });
    const castVizier = page.locator('.gf-menu button', { hasText: 'Cast Shadowstorm Vizier' }).first();
    await castVizier.hover();
    await expect.poll(() => page.locator('.gf-lands .gf-card.paying').count()).toBe(2);
    expect(await castVizier.getAttribute('data-payment')).toMatch(/^[\w ]+, [\w ]+$/);
    await screenshot('payment-preview');
    await page.keyboard.press('Escape');
    await cardAction('hand', 'Shadowstorm Vizier', 'Cast Shadowstorm Vizier');
    await expect.poll(async () => (await table()).stack.length).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('.gf-battlefield .gf-card[data-card="Shadowstorm Vizier"]').count()).toBe(1);
    await screenshot('creature');

    // Turn 3: a land, then Arcanum Wings — the target is picked on the table.
    await page.keyboard.press('t');
    await playLand();
    await cardAction('hand', 'Arcanum Wings', 'Cast Arcanum Wings');
    await expect.poll(() => page.locator('.gf-targeting').count()).toBe(1);
    await screenshot('pick-target');
    await page.locator('.gf-battlefield .gf-card.candidate[data-card="Shadowstorm Vizier"]').click();
    await expect.poll(async () => (await table()).stack.length).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('.gf-permanent .gf-attached .gf-card[data-card="Arcanum Wings"]').count()).toBe(1);
    expect(await logTexts()).toContain('Cast Arcanum Wings on Shadowstorm Vizier');
    await screenshot('enchanted');

    // Turn 4: aura swap — the dialog lists the Auras in hand; choose Spectral Flight.
    await page.keyboard.press('t');
    await expect.poll(() => page.locator('.gf-turn').innerText()).toBe('Turn 4');
    await cardAction('battlefield', 'Arcanum Wings', 'Arcanum Wings: aura swap ({2}{U})');
    await expect.poll(async () => (await table()).stack[0]?.question?.kind).toBe('auraSwap');
    await page.locator('.gf-stack').getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect.poll(() => page.locator('.gf-dialog').count()).toBe(1);
    await screenshot('aura-swap-dialog');
    await page.locator('.gf-dialog .gf-choice-list button', { hasText: 'Spectral Flight' }).click();
    await expect.poll(() => page.locator('.gf-attached .gf-card[data-card="Spectral Flight"]').count()).toBe(1);
    expect(await logTexts()).toContain('Aura swap: exchanged Arcanum Wings for Spectral Flight');
    expect(await page.locator('.gf-hand .gf-card[data-card="Arcanum Wings"]').count()).toBeGreaterThan(0);
    await screenshot('aura-swapped');

    // Undo the swap (Ctrl+Z): Arcanum Wings is back on the Vizier and the log line is gone; redo it.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('.gf-attached .gf-card[data-card="Arcanum Wings"]').count()).toBe(1);
    expect(await logTexts()).not.toContain('Aura swap: exchanged Arcanum Wings for Spectral Flight');
    await screenshot('undone');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.locator('.gf-attached .gf-card[data-card="Spectral Flight"]').count()).toBe(1);

    // Combat (N), attack (A): the 3/5 flier hits the goldfish.
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.gf-phase.current').innerText()).toBe('Combat');
    await page.keyboard.press('a');
    await page.getByRole('button', { name: 'Attack with 1 creature' }).click();
    await expect.poll(() => page.getByTestId('opponent-life').locator('strong').innerText()).toBe('17');
    expect(await logTexts()).toEqual(expect.arrayContaining(['Attacked with Shadowstorm Vizier', 'Shadowstorm Vizier deals 3 damage to the goldfish']));
    await screenshot('attacked');

    // Turn 5: swampcycling; the Vizier's trigger resolves first, then the search finds a Swamp.
    await page.keyboard.press('t');
    await expect.poll(() => page.locator('.gf-turn').innerText()).toBe('Turn 5');
    const cycler = (await table()).you.hand.find((card) => card.name === 'Twisted Abomination' || card.name === 'Jhessian Zombies')!.name;
    await cardAction('hand', cycler, `Swampcycle ${cycler}`);
    await expect.poll(async () => (await table()).stack.length).toBe(2);
    await page.keyboard.press('r');
    await expect.poll(async () => (await table()).stack.length).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('.gf-dialog .gf-choice-list button').allInnerTexts()).toEqual(['Fetid Pools', 'Swamp']);
    expect(await page.locator('.gf-dialog').getByRole('button', { name: 'Find nothing' }).count()).toBe(1);
    await screenshot('search-dialog');
    await page.locator('.gf-dialog .gf-choice-list button', { hasText: 'Swamp' }).last().click();
    await expect.poll(logTexts).toContain('Searched for Swamp: found Swamp');
    expect(await logTexts()).toContain(`Swampcycled ${cycler}`);
    await page.keyboard.press('n');
    await page.keyboard.press('a');
    await page.getByRole('button', { name: 'Attack with 1 creature' }).click();
    // Spectral Flight's +2/+2 and the Vizier's +1/+1 from the cycle: 4 damage.
    await expect.poll(() => page.getByTestId('opponent-life').locator('strong').innerText()).toBe('13');
    expect(await page.getByTestId('your-life').locator('strong').innerText()).toBe('18');
    await screenshot('turn-5');

    // The help overlay, and the table in the dark theme.
    await page.keyboard.press('?');
    await expect.poll(() => page.locator('.gf-dialog h2').textContent()).toBe('Keyboard shortcuts');
    await screenshot('help');
    await page.keyboard.press('Escape');
    await page.locator('#theme-select').selectOption('dark');
    await page.locator('.gf-battlefield .gf-card[data-card="Shadowstorm Vizier"]').hover();
    await screenshot('dark');
  });
});
