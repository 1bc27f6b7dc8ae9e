import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../../app/jobs.ts';
import { exactLandDrops } from '../../../app/sim/hypergeometric.ts';
import type { SimulationSettings } from '../../../app/sim/results.ts';
import { runSimulation } from '../../../app/sim/simulate.ts';
import { gameSeed } from '../../../app/sim/random.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { seedKillGame } from '../../fixtures/sim/seed-kill-runner.ts';
import { landSpellDeck } from './decks.ts';

const settings = (overrides: Partial<SimulationSettings> = {}): SimulationSettings => ({
  games: 2_000,
  seed: 20240601,
  onThePlay: true,
  mulligan: DEFAULT_MULLIGAN,
  maxTurns: 10,
  ...overrides,
});
const seedKillRunner = fileURLToPath(new URL('../../fixtures/sim/seed-kill-runner.ts', import.meta.url));

describe('simulation on worker threads', () => {
  it('gives the identical result object with 1 and with 2 workers for the same seed', async () => {
    const deck = landSpellDeck(24, 36);
    const one = await runSimulation(deck, settings(), { workers: 1, runner: 'land-drops' });
    const two = await runSimulation(deck, settings(), { workers: 2, runner: 'land-drops' });
    expect(two).toEqual(one);
    expect(one.runner).toBe('land-drops');
    const otherSeed = await runSimulation(deck, settings({ seed: 7 }), { workers: 2, runner: 'land-drops' });
    expect(otherSeed.counts).not.toEqual(one.counts);
  });

  // Sixteen 95 % intervals each miss the truth 5 % of the time, so some seeds fail this check by
  // chance (seed 8 put turn 6 on the play 2.9 standard errors out). That the intervals are
  // calibrated, not just lucky for this seed, is checked in hypergeometric-agreement.test.ts.
  it('agrees with the exact hypergeometric land drops within its 95 % intervals (fixed seed, no mulligan)', async () => {
    for (const onThePlay of [true, false]) {
      const result = await runSimulation(landSpellDeck(24, 36), settings({ games: 20_000, seed: 1, onThePlay, mulligan: { ...DEFAULT_MULLIGAN, enabled: false } }), { workers: 2, runner: 'land-drops' });
      const exact = exactLandDrops(60, 24, { onThePlay, turns: 8 });
      expect(result.exactLandDrops?.map((row) => row.probability)).toEqual(exact);
      for (const row of result.landDrops) {
        expect(row.exact).toBe(exact[row.turn - 1]);
        expect(row.exact!).toBeGreaterThanOrEqual(row.ci95[0]);
        expect(row.exact!).toBeLessThanOrEqual(row.ci95[1]);
      }
    }
  });

  it('the same check tells a 21-land deck from a 24-land deck (the comparison has power)', async () => {
    const result = await runSimulation(landSpellDeck(24, 36), settings({ games: 20_000, seed: 8, mulligan: { ...DEFAULT_MULLIGAN, enabled: false } }), { workers: 2, runner: 'land-drops' });
    const wrong = exactLandDrops(60, 21, { onThePlay: true, turns: 8 });
    const outside = result.landDrops.filter((row) => wrong[row.turn - 1]! < row.ci95[0] || wrong[row.turn - 1]! > row.ci95[1]);
    expect(outside.length).toBeGreaterThan(3);
  });

  it('leaves out the exact figures when mulligans are on', async () => {
    const result = await runSimulation(landSpellDeck(24, 36), settings({ games: 200 }), { workers: 1, runner: 'land-drops' });
    expect(result.exactLandDrops).toBeNull();
    expect(result.landDrops.every((row) => row.exact === null)).toBe(true);
    expect(result.mulliganRate).toBeGreaterThan(0);
  });

  it('loads a runner by module path and reports its games exactly', async () => {
    const run = settings({ games: 500, maxTurns: 8 });
    const result = await runSimulation(landSpellDeck(24, 36), run, { workers: 2, runner: seedKillRunner });
    const games = Array.from({ length: 500 }, (_, index) => seedKillGame({ seed: gameSeed(run.seed, index), onThePlay: true, mulligan: run.mulligan, maxTurns: 8 }));
    expect(result.runner).toBe('seed-kill');
    const never = games.filter((game) => game.killTurn === null).length;
    expect(result.killTurn.neverKilled.share).toBeCloseTo(never / 500, 12);
    for (let turn = 1; turn <= 8; turn += 1) {
      expect(result.killTurn.distribution[String(turn)]).toBeCloseTo(games.filter((game) => game.killTurn === turn).length / 500, 12);
    }
    const killTurns = games.flatMap((game) => (game.killTurn === null ? [] : [game.killTurn]));
    expect(result.killTurn.mean).toBeCloseTo(killTurns.reduce((a, b) => a + b, 0) / killTurns.length, 12);
    expect(result.cycledPerGame).toBeCloseTo(games.reduce((sum, game) => sum + game.cardsCycled, 0) / 500, 12);
    expect(result.screwRate).toBeCloseTo(games.filter((game) => game.screwed).length / 500, 12);
    expect(result.unsupportedCardCount).toBe(2);
    // Named as the engine sees the deck: Grizzly Bears comes without card data here.
    expect(result.unsupportedCards).toEqual(['Grizzly Bears']);
  });

  it('reports progress up to the number of games', async () => {
    const seen: number[] = [];
    await runSimulation(landSpellDeck(24, 36), settings({ games: 1_000 }), { workers: 2, onProgress: (done, total) => { expect(total).toBe(1_000); seen.push(done); } });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1_000);
  });

  it('stops the workers and rejects with CancelledError when the signal aborts', async () => {
    const controller = new AbortController();
    const run = runSimulation(landSpellDeck(24, 36), settings({ games: 2_000_000, maxTurns: 20 }), {
      workers: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
  });

  it('rejects bad settings and unknown runners with a message naming the field', async () => {
    const deck = landSpellDeck(24, 36);
    await expect(runSimulation(deck, settings({ games: 0 }))).rejects.toThrow(/games must be/);
    await expect(runSimulation(deck, settings({ maxTurns: 0 }))).rejects.toThrow(/maxTurns must be/);
    await expect(runSimulation(deck, settings({ seed: -1 }))).rejects.toThrow(/seed must be/);
    await expect(runSimulation(deck, settings({ mulligan: { ...DEFAULT_MULLIGAN, minLands: 6 } }))).rejects.toThrow(/minLands/);
    await expect(runSimulation(landSpellDeck(0, 0), settings())).rejects.toThrow(/has no cards/);
    await expect(runSimulation(deck, settings(), { runner: 'autopilot-9000' })).rejects.toThrow(/Unknown game runner/);
    await expect(runSimulation(deck, settings(), { runner: '/nowhere/runner.ts' })).rejects.toThrow(/Cannot load the game runner/);
  });
});
