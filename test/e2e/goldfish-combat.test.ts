// The goldfish table in Chromium with an attack trigger (CR 508.3a, 510): one attack gesture, the
// trigger on the stack like any other, the next-phase button saying "Deal combat damage" until
// the damage is dealt, with the trigger's pump counted. Screenshots go to $GOLDFISH_SHOTS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? mkdtempSync(join(tmpdir(), 'goldfish-combat-shots-'));
const CHARGER = { name: 'Reckless Charger', mana_cost: '{1}{R}', type_line: 'Creature — Goblin', oracle_text: 'Whenever Reckless Charger attacks, it gets +2/+0 until end of turn.', power: '2', toughness: '2' };
const BRAWLER = { name: 'Hooded Brawler', mana_cost: '{2}{G}', type_line: 'Creature — Naga Warrior', oracle_text: 'You may exert Hooded Brawler as it attacks. When you do, it gets +2/+2 until end of turn.', power: '3', toughness: '2' };
const ANGEL = { name: 'Exalted Angel Jr', mana_cost: '{1}{W}', type_line: 'Creature — Angel', oracle_text: 'Flying\nExalted', power: '1', toughness: '1' };

let app: RunningApp;
let browser: Browser;
let page: Page;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('combat on the goldfish table in Chromium', () => {
  useBrowserApp('goldfish combat', SHOTS, (started) => ({ app, browser } = started));

  it('attacks with one gesture; the attack triggers wait on the stack; "Deal combat damage" deals 2 + 2 + 1', async () => {
    const scenario = { cards: [CHARGER, ANGEL], you: { battlefield: ['Mountain', 'Plains', CHARGER.name, ANGEL.name] } };
    const table = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(scenario), name: 'Combat' });
    page = await openGoldfishGame(app, browser, table.id);
    await page.getByRole('button', { name: 'Attack…' }).click();
    // The Angel stays home: the Charger attacks alone (exalted).
    await page.locator('.gf-choice-list label', { hasText: ANGEL.name }).locator('input').uncheck();
    await page.getByRole('button', { name: 'Attack with 1 creature' }).click();
    await expect.poll(() => page.locator('.gf-stack li').count()).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'attack-triggers-on-stack.png') });
    expect(await page.locator('.gf-opponent').innerText()).toContain('20');
    const damage = page.getByRole('button', { name: 'Deal combat damage' });
    expect(await damage.count()).toBe(1);

    for (let left = 2; left > 0; left -= 1) await page.keyboard.press('r');
    await expect.poll(() => page.locator('.gf-stack li').count()).toBe(0);
    await damage.click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: table.id })).opponent.life).toBe(15);
    expect(await page.getByRole('button', { name: 'Next phase' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'combat-damage-dealt.png') });
  });

  it('CR 701.39: the attack dialog offers exerting a creature that may be exerted; "When you do" goes on the stack', async () => {
    const scenario = { cards: [BRAWLER], you: { battlefield: ['Forest', BRAWLER.name] } };
    const table = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(scenario), name: 'Exert' });
    await page.close();
    page = await openGoldfishGame(app, browser, table.id); // a page of its own
    await page.getByRole('button', { name: 'Attack…' }).click();
    await page.getByLabel(/Exert it/).check();
    await page.screenshot({ path: join(SHOTS, 'attack-dialog-exert.png') });
    await page.getByRole('button', { name: 'Attack with 1 creature' }).click();
    await expect.poll(() => page.locator('.gf-stack li').count()).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('.gf-stack li').count()).toBe(0);
    await page.getByRole('button', { name: 'Deal combat damage' }).click();
    await expect.poll(async () => (await callApi<TableView>(app, 'goldfish.view', { game: table.id })).opponent.life).toBe(15);
  });
});
