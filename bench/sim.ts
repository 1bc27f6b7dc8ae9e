// Simulator throughput: 10,000 ten-turn games of a 60-card deck (24 lands) with the land-drops
// runner, with one worker and with all cores. The wall time includes starting the workers, as
// a user waits for it; the in-process figure shows the runner alone. The lead re-runs this with
// the engine's runner (change RUNNER below to its name).
import { availableParallelism } from 'node:os';
import { LandDropsRunner } from '../app/sim/land-drops-runner.ts';
import { playGames } from '../app/sim/play-games.ts';
import type { SimulationSettings } from '../app/sim/results.ts';
import { runSimulation } from '../app/sim/simulate.ts';
import type { SimDeck } from '../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../app/sim/types.ts';

const RUNNER = 'land-drops';
const GAMES = 10_000;

const deck: SimDeck = {
  name: 'bench: 24 lands, 36 spells',
  entries: [
    { name: 'Island', count: 24, isLand: true, hasCycling: false },
    { name: 'Grizzly Bears', count: 36, isLand: false, hasCycling: false },
  ],
};
const settings: SimulationSettings = { games: GAMES, seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 10 };

async function timed(workers: number): Promise<number> {
  const started = performance.now();
  await runSimulation(deck, settings, { workers, runner: RUNNER });
  return performance.now() - started;
}

export async function run(): Promise<void> {
  const cores = availableParallelism();
  await runSimulation(deck, { ...settings, games: 100 }, { workers: 1, runner: RUNNER }); // builds the worker bundle once
  const report = (label: string, ms: number): void => console.log(`${label.padEnd(34)} ${(ms / 1000).toFixed(2)} s  ${Math.round((GAMES / ms) * 1000).toLocaleString('en')} games/s`);
  const runner = new LandDropsRunner();
  playGames(runner, deck, settings, 0, 2_000); // warm the JIT
  let started = performance.now();
  playGames(runner, deck, settings, 0, GAMES);
  report(`${GAMES} games, in process (no workers)`, performance.now() - started);
  for (const workers of [1, cores]) {
    const times = [await timed(workers), await timed(workers), await timed(workers)].sort((a, b) => a - b);
    report(`${GAMES} games, ${workers} worker${workers === 1 ? '' : 's'} (median of 3)`, times[1]!);
  }
  started = performance.now();
  await runSimulation(deck, { ...settings, games: 100_000 }, { workers: cores, runner: RUNNER });
  const ms = performance.now() - started;
  console.log(`${`100000 games, ${cores} workers`.padEnd(34)} ${(ms / 1000).toFixed(2)} s  ${Math.round((100_000 / ms) * 1000).toLocaleString('en')} games/s`);
  console.log(`runner ${RUNNER}, ${settings.maxTurns} turns, London mulligan 2–5 lands; wall time includes worker start-up`);
}
