// The "Do by hand" prompt of the goldfish table in headless Chromium (issue 12, item 2): a spell
// with two sentences the engine can't carry out resolves; the table asks for the first with the
// card and the sentence, queues the second, takes them back on undo, keeps the table usable (the
// life tool works while the prompt is up), and Done / Enter dismiss them one by one; the log
// keeps both lines marked manual. Screenshots (light and dark) go to $GOLDFISH_SHOTS (default /work/screens/goldfish when
// it exists, else a temporary folder).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../app/goldfish/table-view.ts';
import { callApi, chromiumAvailable, type RunningApp } from '../support/browser-mode.ts';
import { openGoldfishGame, useBrowserApp } from '../support/goldfish-page.ts';

const SHOTS = process.env.GOLDFISH_SHOTS ?? (existsSync('/work/screens') ? '/work/screens/goldfish' : mkdtempSync(join(tmpdir(), 'goldfish-shots-')));
const ODD_BOLT = {
  name: 'Odd Bolt',
  mana_cost: '{R}',
  type_line: 'Instant',
  oracle_text: 'Odd Bolt deals 3 damage to any target.\nThe moon is made of cheese.\nJuggle three oranges.',
};

let app: RunningApp;
let browser: Browser;
let page: Page;

const describeIf = chromiumAvailable() ? describe : describe.skip;

describeIf('the goldfish table asks for the steps it cannot carry out', () => {
  useBrowserApp('manual step', SHOTS, (started) => ({ app, browser } = started));

  it('CR 608.2c: a manual step shows "Do by hand" with the card; steps queue; Done and Enter dismiss them; the log marks them manual', async () => {
    const scenario = { cards: [ODD_BOLT], you: { hand: ['Odd Bolt'], battlefield: ['Mountain'] } };
    const view = await callApi<TableView>(app, 'goldfish.loadScenario', { json: JSON.stringify(scenario), name: 'Manual steps' });
    page = await openGoldfishGame(app, browser, view.id);
    const prompt = page.getByTestId('manual-step');
    expect(await prompt.count()).toBe(0);

    // Cast at the goldfish, then resolve with R.
    await page.locator('.gf-hand .gf-card[data-card="Odd Bolt"]').click({ position: { x: 30, y: 8 } });
    await page.locator('.gf-menu button', { hasText: 'Cast Odd Bolt' }).click();
    await page.locator('.gf-targeting button', { hasText: 'Goldfish' }).click();
    await expect.poll(() => page.locator('.gf-stack li').count()).toBeGreaterThan(0);
    await page.keyboard.press('r');

    await prompt.waitFor();
    expect(await prompt.getByRole('heading').textContent()).toContain('Do by hand for Odd Bolt');
    expect(await page.getByTestId('manual-step-text').innerText()).toBe('The moon is made of cheese.');
    expect(await prompt.innerText()).toContain('1 more step waiting');
    // The engine did its part; the log marks both sentences manual.
    await expect.poll(() => page.getByTestId('opponent-life').locator('strong').innerText()).toBe('17');
    const manualLines = await page.locator('.gf-log li.manual').allInnerTexts();
    expect(manualLines.map((line) => line.replace(/^manual\s*/, ''))).toEqual(['Do by hand for Odd Bolt: The moon is made of cheese.', 'Do by hand for Odd Bolt: Juggle three oranges.']);
    await page.screenshot({ path: join(SHOTS, 'manual-step-light.png') });

    // Undo takes the resolution back, and its steps with it; resolving again asks again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await page.keyboard.press('r');
    await expect.poll(() => page.getByTestId('manual-step-text').innerText()).toBe('The moon is made of cheese.');

    // Not blocking: the goldfish's life is set by hand while the prompt stays.
    await prompt.getByRole('button', { name: "Set the goldfish's life" }).click();
    await page.locator('.gf-dialog input').fill('10');
    await page.locator('.gf-dialog button.primary').click();
    await expect.poll(() => page.getByTestId('opponent-life').locator('strong').innerText()).toBe('10');
    expect(await page.getByTestId('manual-step-text').innerText()).toBe('The moon is made of cheese.');

    // Done (the button) → the queued step; Enter → none left.
    await prompt.getByRole('button', { name: /Done/ }).click();
    await expect.poll(() => page.getByTestId('manual-step-text').innerText()).toBe('Juggle three oranges.');
    expect(await prompt.innerText()).not.toContain('waiting');
    await page.locator('#theme-select').selectOption('dark');
    await page.screenshot({ path: join(SHOTS, 'manual-step-dark.png') });
    // Enter with the focus on the page (not on a button) dismisses the step too.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await page.locator('.gf-log li.manual').count()).toBe(3); // the two steps and the life set by hand
    await page.close();
  });
});
