import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exactLandDrops } from '../../../app/sim/hypergeometric.ts';
import { runCli } from '../../support/cli.ts';

// A fresh data folder: the starter cards (and the cards of both decks) load on first use.
const home = mkdtempSync(join(tmpdir(), 'proxyfish-simulate-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const cycling = 'assets/starter/decks/amonkhet-cycling-ub.txt';
const noCyclers = 'test/fixtures/sim/amonkhet-no-cyclers.txt';
const simulate = (...args: string[]) => runCli(['simulate', ...args], { home });

// Each test starts the CLI in a fresh Node process, some twice: generous on a busy machine.
describe('proxyfish simulate', { timeout: 240_000 }, () => {
  it('--json prints one object with games, seed, killTurn, landDrops, mulliganRate, cycledPerGame (engine runner)', () => {
    const run = simulate(cycling, '--games', '1000', '--seed', '11', '--json', '--workers', '2');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as Record<string, unknown> & {
      killTurn: { distribution: Record<string, number>; median: number; mean: number };
      landDrops: { turn: number; probability: number; ci95: [number, number] }[];
      cycledPerGame: number;
    };
    expect(result).toMatchObject({ games: 1000, seed: 11, onThePlay: true, maxTurns: 20, runner: 'engine', deck: { cards: 60, lands: 23 } });
    expect(Object.keys(result.killTurn.distribution)).toHaveLength(20);
    const shares = Object.values(result.killTurn.distribution).reduce((sum, share) => sum + share, 0);
    expect(shares).toBeGreaterThan(0.5);
    expect(Number.isInteger(result.killTurn.median)).toBe(true);
    expect(result.killTurn.mean).toBeGreaterThan(3);
    expect(result.landDrops.map((row) => row.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of result.landDrops) expect(row.ci95[0]).toBeLessThanOrEqual(row.probability);
    expect(typeof result.mulliganRate).toBe('number');
    expect(result.cycledPerGame).toBeGreaterThan(0);
    expect(result.exactLandDrops).toBeNull(); // mulligans are on
  });

  it('gives the same result for the same seed with one worker and with two', () => {
    const one = simulate(cycling, '--games', '600', '--seed', '4', '--json', '--workers', '1', '--turns', '10');
    const two = simulate(cycling, '--games', '600', '--seed', '4', '--json', '--workers', '2', '--turns', '10');
    expect(one.status).toBe(0);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });

  it('--no-mulligan --draw adds the exact hypergeometric land drops for a deck without cycling', () => {
    const run = simulate(noCyclers, '--games', '500', '--seed', '1', '--json', '--no-mulligan', '--draw', '--turns', '8');
    const result = JSON.parse(run.stdout) as { onThePlay: boolean; mulliganRate: number; exactLandDrops: { probability: number }[] };
    expect(result.onThePlay).toBe(false);
    expect(result.mulliganRate).toBe(0);
    expect(result.exactLandDrops.map((row) => row.probability)).toEqual(exactLandDrops(60, 23, { onThePlay: false, turns: 8 }));
  });

  it('--compare prints both runs and their differences; the human report is a table', () => {
    const json = simulate(cycling, '--games', '500', '--seed', '2', '--json', '--turns', '10', '--compare', noCyclers);
    const result = JSON.parse(json.stdout) as { deck: { name: string }; compare: { result: { deck: { cyclers: number } }; differences: { landDrops: unknown[]; cycledPerGame: { significant: boolean } } } };
    expect(result.deck.name).toBe('amonkhet-cycling-ub');
    expect(result.compare.result.deck.cyclers).toBe(0);
    expect(result.compare.differences.landDrops).toHaveLength(8);
    expect(result.compare.differences.cycledPerGame.significant).toBe(true);
    const text = simulate(cycling, '--games', '300', '--seed', '2', '--turns', '10', '--compare', noCyclers);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('B − A (95% CI)');
    expect(text.stdout).toMatch(/Land drop T4 +\d/);
  });

  it('exits 2 naming unknown cards with their line numbers and suggestions', () => {
    const badDeck = join(home, 'typo.txt');
    writeFileSync(badDeck, '20 Island\n4 Street Wrath\n36 Drake Haven\n');
    const bad = simulate(badDeck);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/line 2: "Street Wrath" \(did you mean "Street Wraith"/);
  });

  it('exits 2 with one line for a missing deck, a bad option or an unknown runner', () => {
    for (const args of [['no-such-deck.txt'], [cycling, '--games', 'many'], [cycling, '--keep', '5-2'], [cycling, '--runner', 'nope']]) {
      const run = simulate(...args);
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^proxyfish: /);
    }
  });
});
