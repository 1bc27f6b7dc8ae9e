// `proxyfish rules 'o:cycl'` on the starter data: each cycling card not fully enforced is listed
// with the line the engine keeps as text and the rule family that line waits for (issue 25),
// in the text output and in --json (lines[].waitsFor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesReport } from '../../../app/cli/commands/rules.ts';
import { waitsFor } from '../../../app/cards/waits-for.ts';
import { Services } from '../../../app/services.ts';
import { runCliInProcess } from '../../support/cli.ts';

const NEW_PERSPECTIVES = 'As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.';
const GAVI_DRAW = 'Whenever you draw your second card each turn, create a 2/2 red and white Dinosaur Cat creature token.';
const SARCOPHAGUS_CAST = 'You may cast nonland cards with cycling from your graveyard.';
const SARCOPHAGUS_EXILE = "If a card with cycling would be put into your graveyard from anywhere and it wasn't cycled, exile it instead.";

let home: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-waits-for-'));
  new Services({ home }).close(); // the starter data loads into the new data folder
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("proxyfish rules 'o:cycl': the rule each line waits for", () => {
  it("lists Gavi's draw trigger (CR 603.2) with its line; New Perspectives, Shark Typhoon and Gavi's {0} (CR 118.9, 107.3a), Abandoned Sarcophagus and Unpredictable Cyclone (CR 601.3, 614.1a, 614.11) are enforced and not listed", async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl']);
    expect(code).toBe(0);
    expect(out).not.toContain(`New Perspectives: '`); // enforced since the cost families (CR 118.9)
    expect(out).not.toContain(`Shark Typhoon: '`); // enforced: X in the cycling cost (CR 107.3a)
    expect(out).toContain(`Gavi, Nest Warden: '${GAVI_DRAW}' — waits for CR 603.2: trigger events counted within a turn`);
    expect(out).not.toContain("Gavi, Nest Warden: 'You may pay {0}"); // enforced (CR 118.9: the first card cycled each turn)
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_CAST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_EXILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).not.toMatch(/Abandoned Sarcophagus: '/);
    expect(out).not.toMatch(/Unpredictable Cyclone: '/);
    // The status column is as wide as its longest word ("not exercised"), so any run of spaces.
    expect(out).toMatch(new RegExp(`\n  text +${GAVI_DRAW.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — waits for CR 603\\.2`));
    expect(out).not.toMatch(/Zenith Flare: '/); // fully enforced: not in the closing list
  });

  it('--json carries waitsFor on the lines that are not enforced, and only there', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    const perspectives = report.cards.find((card) => card.name === 'New Perspectives')!;
    expect(perspectives.lines.find((line) => line.text === NEW_PERSPECTIVES)).toMatchObject({ status: 'enforced' });
    const sarcophagus = report.cards.find((card) => card.name === 'Abandoned Sarcophagus')!;
    expect(sarcophagus.lines.find((line) => line.text === SARCOPHAGUS_CAST)).toMatchObject({ status: 'enforced' });
    const gavi = report.cards.find((card) => card.name === 'Gavi, Nest Warden')!;
    expect(gavi.lines.find((line) => line.text === GAVI_DRAW)).toMatchObject({ status: 'text', waitsFor: { rules: 'CR 603.2' } });
    for (const line of report.cards.flatMap((card) => card.lines)) if (line.status === 'enforced') expect(line.waitsFor, line.text).toBeUndefined();
  });

  it('Rielle (CR 603.2c), Muraganda Petroglyphs (CR 113.6) and Case of the Gorgon\'s Kiss (CR 719) wait for nothing: fully enforced', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'set:iko or set:fut or set:mkm', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    for (const name of ['Rielle, the Everwise', 'Muraganda Petroglyphs', "Case of the Gorgon's Kiss"]) {
      const card = report.cards.find((each) => each.name === name);
      expect(card, name).toBeDefined();
      expect(card!.lines.filter((line) => line.status !== 'enforced').map((line) => line.text), name).toEqual([]);
    }
  });

  it('names no rule for a line it does not know, rather than a guessed one', () => {
    expect(waitsFor('Whenever the moon is full, gnorp the wibble twice.')).toBeUndefined();
    expect(waitsFor('If a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until …')?.rules).toBe('CR 614.11, 121.6');
  });
});
