// The goldfish table in German and Spanish, and attacking from the first main phase, in headless
// Chromium. Each test sets up its own game through the api (the UB starter deck with Auras, seed
// 461) and opens it in its own page. In German and Spanish every action label, reason, stack
// hint and log line must be in that language: none may read as its English words (the core's
// English formatting of the same message). Screenshots go to $GOLDFISH_SHOTS (default
// /work/screens/goldfish when it exists, else a temporary folder).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../app/engine/index.ts';
import { formatMessage } from '../../app/engine/messages/message.ts';
import { logText } from '../../app/goldfish/game-log.ts';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const DECK = readFileSync(join(import.meta.dirname, '../../assets/starter/decks/amonkhet-cycling-ub.txt'), 'utf8')
  .replace('4 Censor', '3 Arcanum Wings\n1 Censor')
  .replace('3 Hieroglyphic Illumination', '3 Spectral Flight');
const SHOTS = process.env.GOLDFISH_SHOTS ?? (existsSync('/work/screens') ? '/work/screens/goldfish' : mkdtempSync(join(tmpdir(), 'goldfish-shots-')));

let app: RunningApp;
let browser: Browser;

const api = <T>(command: string, input: unknown): Promise<T> => callApi<T>(app, command, input);

/** Performs the enabled action whose English label passes `find`. */
async function act(view: TableView, find: (label: string) => boolean): Promise<TableView> {
  const action = view.actions.find((candidate) => candidate.enabled && find(formatMessage(candidate.label)));
  if (!action) throw new Error(`no enabled action among: ${view.actions.map((candidate) => formatMessage(candidate.label)).join('; ')}`);
  return api<TableView>('goldfish.act', { game: view.id, action: action.action });
}

const perform = (view: TableView, action: Action): Promise<TableView> => api<TableView>('goldfish.act', { game: view.id, action });

async function playLand(view: TableView): Promise<TableView> {
  const name = ['Island', 'Swamp', 'Fetid Pools'].find((land) => view.actions.some((action) => action.enabled && formatMessage(action.label) === `Play ${land}`))!;
  return act(view, (label) => label === `Play ${name}`);
}

/** Seed 461 after one mulligan: four turns with cycling, a creature, an Aura on it and aura swap; turn 5 swampcycles, the search waiting on the stack. */
async function gameWithSearchOnTheStack(): Promise<TableView> {
  let view = await api<TableView>('goldfish.start', { deck: { text: DECK }, seed: 461 });
  view = await api<TableView>('goldfish.mulligan', { game: view.id });
  view = await api<TableView>('goldfish.keep', { game: view.id, bottom: [view.you.hand.find((card) => card.name === 'Barren Moor')!.id] });
  view = await playLand(view);
  view = await act(view, (label) => label === 'Cycle Street Wraith (pay 2 life)');
  view = await perform(view, { do: 'resolve' });
  view = await perform(view, { do: 'next_turn' });
  view = await playLand(view);
  view = await act(view, (label) => label === 'Cast Shadowstorm Vizier');
  view = await perform(view, { do: 'resolve_all' });
  view = await perform(view, { do: 'next_turn' });
  view = await playLand(view);
  const vizier = view.you.battlefield.find((card) => card.name === 'Shadowstorm Vizier')!;
  const wings = view.actions.find((action) => formatMessage(action.label) === 'Cast Arcanum Wings')!;
  view = await perform(view, { ...wings.action, targets: [{ object: vizier.id }] } as Action);
  view = await perform(view, { do: 'resolve' });
  view = await perform(view, { do: 'next_turn' });
  view = await act(view, (label) => label === 'Arcanum Wings: aura swap ({2}{U})');
  view = await perform(view, { do: 'resolve', choice: 'Spectral Flight' });
  view = await perform(view, { do: 'next_turn' });
  view = await act(view, (label) => label.startsWith('Swampcycle'));
  // The Vizier's cycling trigger resolves; the swampcycling search is on top.
  return perform(view, { do: 'resolve' });
}

/** A page showing the game `id` in `language`. */
const openGame = (id: string, language: 'en' | 'de' | 'es'): Promise<Page> => openGoldfishGame(app, browser, id, { language, viewport: { width: 1440, height: 900 } });

const logLines = (page: Page): Promise<string[]> => page.locator('.gf-log li:not([aria-hidden])').allInnerTexts();
/** A log line as shown, without the "manual" badge. */
const withoutBadge = (line: string, badge: string): string => line.replace(new RegExp(`^${badge}\\s*`), '').trim();

/** Words that make a line English: anything but card names, numbers and mana symbols left after taking those out. */
function englishWords(text: string, cardNames: string[]): boolean {
  let rest = text;
  for (const name of [...cardNames].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return /[a-z]{3,}/i.test(rest.replace(/\{[^}]*\}/g, ' '));
}

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the goldfish table in German and Spanish; attacking from main 1', () => {
  useBrowserApp('goldfish language', SHOTS, (started) => ({ app, browser } = started));

  it('the A key in main 1 moves to combat and attacks; in main 2 it opens nothing; no engine text on screen', async () => {
    let view = await api<TableView>('goldfish.start', { deck: { text: DECK }, seed: 461 });
    view = await api<TableView>('goldfish.keep', { game: view.id, bottom: [] });
    const creature = [...view.you.hand, ...view.you.library].find((card) => card.isCreature && (card.power ?? 0) > 0)!;
    view = await api<TableView>('goldfish.manual', { game: view.id, action: { do: 'move', card: creature.id, to: 'battlefield' } });
    view = await perform(view, { do: 'next_turn' });
    expect([view.turn, view.phase, view.canAttack]).toEqual([2, 'main1', true]);
    const page = await openGame(view.id, 'en');
    try {
      expect(await page.getByRole('button', { name: 'Attack…' }).isEnabled()).toBe(true);
      await page.keyboard.press('a');
      await page.locator('.gf-dialog').waitFor();
      expect(await page.locator('.gf-dialog input[type=checkbox]').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Attack with 1 creature' }).click();
      await expect.poll(async () => (await logLines(page)).slice(-3)).toEqual(['Combat', `Attacked with ${creature.name}`, `${creature.name} deals ${creature.power} damage to the goldfish`]);
      expect(await page.locator('[data-testid=opponent-life] strong').innerText()).toBe(String(20 - creature.power!));
      expect(await page.locator('.gf-error').count()).toBe(0);
      expect(await page.locator('.gf-phase.current').innerText()).toBe('Combat');
      // Main 2: attacking is over for the turn; A opens nothing and the button stays disabled.
      await page.keyboard.press('n');
      await expect.poll(() => page.locator('.gf-phase.current').innerText()).toBe('Main 2');
      await page.keyboard.press('a');
      expect(await page.locator('.gf-dialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Attack…' }).isEnabled()).toBe(false);
      expect(await page.locator('.gf-error').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  for (const language of ['de', 'es'] as const) {
    it(`in ${language === 'de' ? 'German' : 'Spanish'} the menus, reasons, stack and log are translated`, async () => {
      const ui = JSON.parse(readFileSync(join(import.meta.dirname, `../../renderer/src/i18n/locales/${language}.json`), 'utf8'));
      const view = await gameWithSearchOnTheStack();
      const shown = (name: string): string => view.cardNames[language]?.[name] ?? name;
      const cardNames = [...new Set([...view.you.hand, ...view.you.battlefield, ...view.you.graveyard, ...view.you.library].flatMap((card) => [card.name, shown(card.name)]))];
      const page = await openGame(view.id, language);
      try {
        // The log: every line translated, none left as its English words.
        const english = new Set(view.log.map(logText));
        const lines = (await logLines(page)).map((line) => withoutBadge(line, ui.goldfish.log.manual));
        expect(lines).toHaveLength(view.log.length);
        expect(lines.filter((line) => english.has(line) && englishWords(line, cardNames))).toEqual([]);
        const cycled = language === 'de' ? 'Umwandlung: Street Wraith (2 Leben gezahlt)' : 'Ciclo: Street Wraith (pagaste 2 vidas)';
        expect(lines).toContain(cycled);
        expect(lines).toContain(language === 'de' ? 'Aurentausch: Arcanum Wings gegen Spectral Flight getauscht' : 'Intercambio de auras: cambiaste Arcanum Wings por Spectral Flight');
        // The stack: the search counts cards in the library, the type in the UI language.
        const swamps = view.you.library.filter((card) => card.name === 'Swamp' || card.name === 'Fetid Pools').length;
        const asks = await page.locator('.gf-stack .gf-asks').first().innerText();
        expect(asks).toBe(language === 'de' ? `? fragt: eine Sumpf-Karte finden (${swamps} in der Bibliothek) oder nichts` : `? pregunta: buscar una carta de Pantano (${swamps} en la biblioteca) o nada`);
        // Longer labels wrap: nothing of the table reaches past the window, the page is not scrolled sideways.
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll('.gf-table *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((element) => element.className),
        );
        expect(outside).toEqual([]);
        expect(await page.locator('main').evaluate((main) => main.scrollLeft)).toBe(0);
        await page.screenshot({ path: join(SHOTS, `${language}-table-search-on-stack.png`) });

        // The menu of a card in hand: labels and disabled reasons in the UI language.
        await page.locator('.gf-hand .gf-card').first().click({ position: { x: 30, y: 8 } });
        await page.locator('.gf-menu').waitFor();
        const menu = await page.locator('.gf-menu button[role=menuitem]').allInnerTexts();
        const rules = view.actions.filter((action) => action.card === view.you.hand[0]!.id);
        expect(rules.length).toBeGreaterThan(0);
        for (const action of rules) {
          const englishLabel = formatMessage(action.label);
          if (englishWords(englishLabel, cardNames)) expect(menu.filter((item) => item.startsWith(englishLabel))).toEqual([]);
          if (action.reason) expect(menu.join('\n')).not.toContain(formatMessage(action.reason));
        }
        // Longer German and Spanish labels and reasons wrap inside the menu instead of running out of it.
        const overflow = await page.locator('.gf-menu').evaluate((menu) => {
          const box = menu.getBoundingClientRect();
          return [...menu.querySelectorAll('button, .gf-reason')].filter((item) => item.getBoundingClientRect().right > box.right + 0.5 || item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent);
        });
        expect(overflow).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${language}-card-menu.png`) });
        await page.keyboard.press('Escape');

        // Resolve the search from its dialog (R), find a Swamp: the log says it in the UI language.
        await page.keyboard.press('r');
        await page.locator('.gf-dialog').waitFor();
        await page.screenshot({ path: join(SHOTS, `${language}-search-dialog.png`) });
        await page.locator('.gf-dialog .gf-choice-list button').last().click();
        const searched = language === 'de' ? `Gesucht (Sumpf): ${shown('Swamp')} gefunden` : `Buscaste (Pantano): encontraste ${shown('Swamp')}`;
        await expect.poll(() => logLines(page)).toContain(searched);

        // A refused action shows its reason in the UI language, not the engine's English.
        const refused = (await api<TableView>('goldfish.view', { game: view.id })).actions.find((action) => !action.enabled && action.reason !== null && action.card !== null);
        if (refused) {
          const card = [...view.you.hand, ...view.you.battlefield].find((candidate) => candidate.id === refused.card)!;
          await page.locator(`.gf-card[data-card="${card.name}"]`).first().click({ position: { x: 30, y: 8 } });
          await page.locator('.gf-menu').waitFor();
          const reasons = await page.locator('.gf-menu .gf-reason').allInnerTexts();
          expect(reasons.length).toBeGreaterThan(0);
          expect(reasons.filter((reason) => reason === formatMessage(refused.reason!))).toEqual([]);
          await page.keyboard.press('Escape');
        }
        // Attack from main 1 (A): the dialog and the log in the UI language.
        await page.keyboard.press('a');
        await page.locator('.gf-dialog').waitFor();
        await page.screenshot({ path: join(SHOTS, `${language}-attack-dialog.png`) });
        await page.locator('.gf-dialog .gf-dialog-buttons button.primary').click();
        await expect.poll(async () => (await logLines(page)).at(-1)).toMatch(language === 'de' ? /: \d+ Schaden für den Goldfisch$/ : /: \d+ de daño para el goldfish$/);
        expect(await page.locator('.gf-error').count()).toBe(0);
        await page.screenshot({ path: join(SHOTS, `${language}-table-after-attack.png`) });
      } finally {
        await page.close();
      }
    });
  }
});
