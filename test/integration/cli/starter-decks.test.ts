// The README's commands that name the "UB Cycling" starter deck work on a fresh data folder:
// the first start saves the starter decks (app/collection/starter-decks.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.ts';

const home = mkdtempSync(join(tmpdir(), 'proxyfish-starter-decks-cli-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

// Each test starts the CLI in a fresh Node process: generous on a busy machine.
describe('the starter decks on the command line', { timeout: 240_000 }, () => {
  it('deck list and deck show "UB Cycling" work on a fresh data folder', () => {
    const shown = runCli(['deck', 'show', 'UB Cycling', '--json'], { home });
    expect(shown.stderr).toBe('');
    expect(shown.status).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ deck: { name: 'UB Cycling', main: 60, unresolved: 0 } });
    const listed = runCli(['deck', 'list'], { home }).stdout;
    for (const name of ['UB Cycling', 'RW Astral Slide', 'Jeskai Cycling']) expect(listed).toContain(`${name}: 60 cards`);
  });

  it('simulates and prints the saved "UB Cycling" deck by name', () => {
    const simulated = runCli(['simulate', 'UB Cycling', '--games', '40', '--seed', '1', '--json', '--workers', '1'], { home });
    expect(simulated.stderr).toBe('');
    expect(simulated.status).toBe(0);
    expect(JSON.parse(simulated.stdout)).toMatchObject({ games: 40, deck: { name: 'UB Cycling', cards: 60 } });

    const pdf = join(home, 'ub.pdf');
    const printed = runCli(['print', 'UB Cycling', '-o', pdf, '--paper', 'letter', '--main-only', '--skip-basics'], { home });
    expect(printed.stderr).toBe('');
    expect(printed.status).toBe(0);
    expect(existsSync(pdf)).toBe(true);
  });
});
