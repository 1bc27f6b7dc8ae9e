// Simulator throughput: 10,000 ten-turn games of a 60-card starter cycling deck with the
// engine runner (rules engine + autopilot), with one worker and with all cores, and the same
// for 20-turn games (the CLI and UI default) and for the land-drops model. Wall times include
// starting the workers, as a user waits for them; the in-process figure is one core alone.
// Run: node --import tsx -e "import('./bench/sim.ts').then(m => m.run())"
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Services } from '../app/services.ts';
import { EngineRunner } from '../app/sim/engine-runner.ts';
import { playGames } from '../app/sim/play-games.ts';
import type { SimulationSettings } from '../app/sim/results.ts';
import { loadSimDeck } from '../app/sim/sim-deck.ts';
import { runSimulation } from '../app/sim/simulate.ts';
import type { SimDeck } from '../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../app/sim/types.ts';

const GAMES = 10_000;
const DECK_FILE = 'assets/starter/decks/amonkhet-cycling-ub.txt';

/** The starter deck with its card definitions, read through a throw-away data folder. */
function starterDeck(): SimDeck {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    return loadSimDeck(services, DECK_FILE);
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const rate = (games: number, ms: number): string => `${Math.round((games / ms) * 1000).toLocaleString('en')} games/s`;
const report = (label: string, games: number, ms: number): void => console.log(`${label.padEnd(46)} ${seconds(ms).padStart(7)}  ${rate(games, ms)}`);

async function medianOf3(deck: SimDeck, settings: SimulationSettings, workers: number, runner: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await runSimulation(deck, settings, { workers, runner });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

export async function run(): Promise<void> {
  const cores = availableParallelism();
  const deck = starterDeck();
  const settings: SimulationSettings = { games: GAMES, seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 10 };
  console.log(`deck: ${DECK_FILE} (60 cards, ${deck.entries.filter((entry) => entry.hasCycling).reduce((sum, entry) => sum + entry.count, 0)} with cycling); seed 1, on the play, London mulligan 2–5`);
  for (const runner of ['engine', 'land-drops']) await runSimulation(deck, { ...settings, games: 100 }, { workers: 1, runner }); // worker bundles, once

  const inProcess = new EngineRunner();
  playGames(inProcess, deck, settings, 0, 1_000); // warm the JIT
  const started = performance.now();
  playGames(inProcess, deck, settings, 0, GAMES);
  report(`engine, 10 turns, in process (one core)`, GAMES, performance.now() - started);
  for (const workers of [1, cores]) report(`engine, 10 turns, ${workers} worker${workers === 1 ? '' : 's'} (median of 3)`, GAMES, await medianOf3(deck, settings, workers, 'engine'));
  report(`engine, 20 turns, ${cores} workers (median of 3)`, GAMES, await medianOf3(deck, { ...settings, maxTurns: 20 }, cores, 'engine'));
  report(`land-drops, 10 turns, ${cores} workers (median of 3)`, GAMES, await medianOf3(deck, settings, cores, 'land-drops'));
  console.log(`${GAMES.toLocaleString('en')} games each; wall time includes worker start-up; ${cores} cores`);
}
