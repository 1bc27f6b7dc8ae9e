// The simulation's worker pool lives for the session: runs reuse its started workers (no new
// threads, the JIT stays warm) instead of starting and stopping workers per run (issue 24).
import { afterAll, describe, expect, it } from 'vitest';
import { runSimulation } from '../../../app/sim/simulate.ts';
import type { SimulationSettings } from '../../../app/sim/results.ts';
import { DEFAULT_MULLIGAN } from '../../../app/sim/types.ts';
import { closeSharedPool, sharedPool } from '../../../app/sim/worker-pool.ts';
import { landSpellDeck } from './decks.ts';

const settings: SimulationSettings = { games: 500, seed: 3, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 8 };

afterAll(() => closeSharedPool());

describe('the session worker pool', () => {
  it('runs two simulations on the same two worker threads', async () => {
    const first = await runSimulation(landSpellDeck(24, 36), settings, { workers: 2, runner: 'land-drops' });
    const threads = sharedPool().threadIds;
    expect(threads).toHaveLength(2);
    const second = await runSimulation(landSpellDeck(24, 36), settings, { workers: 2, runner: 'land-drops' });
    expect(sharedPool().threadIds).toEqual(threads);
    expect(second).toEqual(first);
  });

  it('grows to the workers a run asks for, and a smaller run uses the same threads', async () => {
    await closeSharedPool();
    await runSimulation(landSpellDeck(24, 36), settings, { workers: 1, runner: 'land-drops' });
    const [only] = sharedPool().threadIds;
    await runSimulation(landSpellDeck(24, 36), settings, { workers: 2, runner: 'land-drops' });
    expect(sharedPool().threadIds).toHaveLength(2);
    expect(sharedPool().threadIds).toContain(only);
  });

  it('after a cancelled run, the next run on the same pool gives the full result', async () => {
    const controller = new AbortController();
    const cancelled = runSimulation(landSpellDeck(24, 36), { ...settings, games: 200_000 }, { workers: 2, runner: 'land-drops', signal: controller.signal, onProgress: () => controller.abort() });
    await expect(cancelled).rejects.toThrow(/cancel/i);
    const result = await runSimulation(landSpellDeck(24, 36), settings, { workers: 2, runner: 'land-drops' });
    expect(result.games).toBe(500);
  });
});
