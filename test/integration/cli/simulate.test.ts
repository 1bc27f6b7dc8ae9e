import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exactLandDrops } from '../../../app/sim/hypergeometric.ts';
import { runCli } from '../../support/cli.ts';

const deck = 'test/fixtures/sim/mono-blue.txt';
const limited = 'test/fixtures/sim/limited.txt';
const folder = mkdtempSync(join(tmpdir(), 'proxyfish-simulate-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('proxyfish simulate', () => {
  it('--json prints one object with games, seed, killTurn, landDrops, mulliganRate, cycledPerGame', () => {
    const run = runCli(['simulate', deck, '--games', '2000', '--seed', '11', '--json', '--workers', '2']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as Record<string, unknown> & { killTurn: Record<string, unknown>; landDrops: { turn: number; probability: number; ci95: [number, number] }[] };
    expect(result).toMatchObject({ games: 2000, seed: 11, onThePlay: true, maxTurns: 20, deck: { cards: 60, lands: 24 } });
    expect(Object.keys(result.killTurn.distribution as object)).toHaveLength(20);
    expect(result.killTurn).toMatchObject({ median: null, mean: null });
    expect(result.landDrops.map((row) => row.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of result.landDrops) expect(row.ci95[0]).toBeLessThanOrEqual(row.probability);
    expect(typeof result.mulliganRate).toBe('number');
    expect(result.cycledPerGame).toBe(0);
    expect(result.exactLandDrops).toBeNull(); // mulligans are on
  });

  it('gives the same result for the same seed with one worker and with two', () => {
    const one = runCli(['simulate', deck, '--games', '1500', '--seed', '4', '--json', '--workers', '1']);
    const two = runCli(['simulate', deck, '--games', '1500', '--seed', '4', '--json', '--workers', '2']);
    expect(one.status).toBe(0);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });

  it('--no-mulligan --draw adds the exact hypergeometric land drops', () => {
    const run = runCli(['simulate', deck, '--games', '500', '--seed', '1', '--json', '--no-mulligan', '--draw']);
    const result = JSON.parse(run.stdout) as { onThePlay: boolean; mulliganRate: number; exactLandDrops: { probability: number }[] };
    expect(result.onThePlay).toBe(false);
    expect(result.mulliganRate).toBe(0);
    expect(result.exactLandDrops.map((row) => row.probability)).toEqual(exactLandDrops(60, 24, { onThePlay: false, turns: 8 }));
  });

  it('--compare prints both runs and their differences; the human report is a table', () => {
    const json = runCli(['simulate', deck, '--games', '1000', '--seed', '2', '--json', '--compare', limited, '--lands', 'Evolving Wilds']);
    const result = JSON.parse(json.stdout) as { deck: { name: string }; compare: { result: { deck: { lands: number } }; differences: { landDrops: { significant: boolean }[] } } };
    expect(result.deck.name).toBe('mono-blue.txt');
    expect(result.compare.result.deck.lands).toBe(21);
    expect(result.compare.differences.landDrops).toHaveLength(8);
    const text = runCli(['simulate', deck, '--games', '1000', '--seed', '2', '--compare', limited]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('B − A (95% CI)');
    expect(text.stdout).toMatch(/Land drop T4 +\d/);
  });

  it('exits 2 with one line for a missing file, a bad option or a bad decklist line', () => {
    const badDeck = join(folder, 'bad.txt');
    writeFileSync(badDeck, '20 Forest\nfour Forest\n');
    const bad = runCli(['simulate', badDeck]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('bad.txt line 2');
    for (const args of [['simulate', 'no-such-deck.txt'], ['simulate', deck, '--games', 'many'], ['simulate', deck, '--keep', '5-2'], ['simulate', deck, '--runner', 'nope']]) {
      const run = runCli(args);
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^proxyfish: /);
    }
  });
});
