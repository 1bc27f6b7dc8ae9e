// "As ~ enters the battlefield, choose …" in headless Chromium (CR 614.12): the land type list
// shows the translated type names with the English one beside (the card text names it in
// English), and answering with a translated button still chooses the English type.
// Screenshots go to $GOLDFISH_SHOTS (default: a temporary folder, printed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-enters-choices-shots-'));
const CLOAK = "Traveler's Cloak";
const SCENARIO = {
  cards: [
    { name: CLOAK, mana_cost: '{2}{U}', type_line: 'Enchantment — Aura', oracle_text: `Enchant creature\nAs ${CLOAK} enters the battlefield, choose a land type.\nEnchanted creature has landwalk of the chosen type.` },
    { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' },
  ],
  you: { hand: [CLOAK], battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears'] },
};

let app: RunningApp;
let browser: Browser;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the enters-the-battlefield choice dialog', () => {
  useBrowserApp('goldfish enters-choice', SHOTS, (started) => ({ app, browser } = started));

  it('CR 614.12: a land type is chosen in Spanish from translated names, and the English type is what the game gets', async () => {
    const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(SCENARIO), name: 'Cloak' });
    const page = await openGoldfishGame(app, browser, view.id, { language: 'es' });
    await page.locator(`.gf-hand .gf-card[data-card="${CLOAK}"]`).first().click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: `${CLOAK}` }).first().click();
    // The Aura's target is clicked on the table; resolving it then asks the type.
    await page.locator('.gf-targeting').waitFor();
    await page.locator('.gf-battlefield .gf-card[data-card="Grizzly Bears"]').first().click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: view.id })).stack.length).toBe(1);
    await page.keyboard.press('r');
    const dialog = page.locator('.gf-dialog');
    await dialog.locator('.gf-choice-list').waitFor();
    const options = (await dialog.locator('.gf-choice-list button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(options.slice(0, 5)).toEqual(['Llanura (Plains)', 'Isla (Island) — sugerido', 'Pantano (Swamp)', 'Montaña (Mountain)', 'Bosque (Forest)']);
    expect(options).toContain('Locus'); // the same word in both languages: shown once
    await page.screenshot({ path: join(SHOTS, 'es-land-type.png') });
    await dialog.locator('.gf-choice-list button', { hasText: 'Bosque' }).click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: view.id })).stack.length).toBe(0);
    const after = await callApi<TableView>(app, 'goldfish.view', { game: view.id });
    expect(after.you.battlefield.map((card) => card.name)).toContain(CLOAK);
    await page.close();
  });
});
