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
const SARCOPHAGUS_CAST = 'You may cast nonland cards with cycling from your graveyard.';
const SARCOPHAGUS_EXILE = "If a card with cycling would be put into your graveyard from anywhere and it wasn't cycled, exile it instead.";

let home: string;

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'proxyfish-waits-for-'));
  new Services({ home }).close(); // the starter data loads into the new data folder
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("proxyfish rules 'o:cycl': the rule each line waits for", () => {
  it('lists New Perspectives (CR 118.9) with its line; Abandoned Sarcophagus and Unpredictable Cyclone, enforced since their families (CR 601.3, 614.1a, 614.11) were built, are not listed', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl']);
    expect(code).toBe(0);
    expect(out).toContain(`New Perspectives: '${NEW_PERSPECTIVES}' — waits for CR 118.9, 601.2f: costs set or replaced while a condition holds`);
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_CAST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).toMatch(new RegExp(`\n  enforced +${SARCOPHAGUS_EXILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    expect(out).not.toMatch(/Abandoned Sarcophagus: '/);
    expect(out).not.toMatch(/Unpredictable Cyclone: '/);
    // The status column is as wide as its longest word ("not exercised"), so any run of spaces.
    expect(out).toMatch(new RegExp(`\n  text +${NEW_PERSPECTIVES.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — waits for CR 118\\.9, 601\\.2f`));
    expect(out).not.toMatch(/Zenith Flare: '/); // fully enforced: not in the closing list
  });

  it('--json carries waitsFor on the lines that are not enforced, and only there', async () => {
    const { code, out } = await runCliInProcess(home, ['rules', 'o:cycl', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as RulesReport;
    const perspectives = report.cards.find((card) => card.name === 'New Perspectives')!;
    expect(perspectives.lines.find((line) => line.text === NEW_PERSPECTIVES)).toMatchObject({ status: 'text', waitsFor: { rules: 'CR 118.9, 601.2f' } });
    for (const line of report.cards.flatMap((card) => card.lines)) if (line.status === 'enforced') expect(line.waitsFor, line.text).toBeUndefined();
  });

  it('names no rule for a line it does not know, rather than a guessed one', () => {
    expect(waitsFor('Whenever the moon is full, gnorp the wibble twice.')).toBeUndefined();
    expect(waitsFor('If a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until …')?.rules).toBe('CR 614.11, 121.6');
  });
});
