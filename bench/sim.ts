// Simulator throughput and how it scales with cores (issue 24): 10,000 ten-turn games of the
// 60-card starter cycling deck with the engine runner, in process on one core, and on the
// session's worker pool with 1 and with every worker; the pool's start-up; and the same runs
// with the sources of `main` (the before column, bench/support/before.ts), all in one run.
// Targets: N workers ≤ 1.2 / N × in process once the pool is started; a session's first run
// ≤ that plus the start-up measured here.
// Run: npm run bench -- sim
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../app/api/dispatch.ts';
import type { JobSnapshot } from '../app/jobs.ts';
import { Services } from '../app/services.ts';
import { EngineRunner } from '../app/sim/engine-runner.ts';
import { playGames } from '../app/sim/play-games.ts';
import type { SimulationSettings } from '../app/sim/results.ts';
import { loadSimDeck } from '../app/sim/sim-deck.ts';
import { runSimulation } from '../app/sim/simulate.ts';
import type { SimDeck } from '../app/sim/types.ts';
import { DEFAULT_MULLIGAN } from '../app/sim/types.ts';
import { closeSharedPool, sharedPool } from '../app/sim/worker-pool.ts';
import { beforeTree, importBefore, loadAverage } from './support/before.ts';
import { deckEntries } from './support/deck-entries.ts';

const GAMES = 10_000;
const DECK_FILE = 'assets/starter/decks/amonkhet-cycling-ub.txt';

/** The starter deck with its card definitions, read through a throw-away data folder. */
async function starterDeck(): Promise<SimDeck> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    return await loadSimDeck(services, DECK_FILE);
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}

type Run = (deck: SimDeck, settings: SimulationSettings, options: { workers: number; runner: string }) => Promise<unknown>;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const rate = (ms: number): string => `${Math.round((GAMES / ms) * 1000).toLocaleString('en')} games/s`;
const row = (label: string, ms: number, target = '', games = true): void => console.log(`${label.padEnd(52)} ${seconds(ms).padStart(8)}  ${(games ? rate(ms) : '').padStart(14)}  ${target}`);
const verdict = (ms: number, limit: number): string => `target ≤ ${seconds(limit)}: ${ms <= limit ? 'met' : 'MISSED'}`;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function medianOf3(action: () => Promise<unknown>): Promise<number> {
  const times = [await timed(action), await timed(action), await timed(action)];
  return times.sort((a, b) => a - b)[1]!;
}

export async function run(): Promise<void> {
  const cores = availableParallelism();
  const deck = await starterDeck();
  const settings: SimulationSettings = { games: GAMES, seed: 1, onThePlay: true, mulligan: DEFAULT_MULLIGAN, maxTurns: 10 };
  console.log(`deck: ${DECK_FILE} (60 cards); ${GAMES.toLocaleString('en')} games, 10 turns, seed 1, on the play, London mulligan 2–5; ${cores} cores`);
  console.log(`before: ${beforeTree().commit} (main); ${loadAverage()}`);

  // A session's first run: the pool starts, and each worker's JIT warms up on the user's games.
  await closeSharedPool();
  const startUp = await timed(() => sharedPool().start(cores));
  await closeSharedPool();
  const firstRun = await timed(() => runSimulation(deck, settings, { workers: cores, runner: 'engine' }));

  const inProcess = new EngineRunner();
  playGames(inProcess, deck, settings, 0, 1_000); // warm the JIT, as the pool's workers are after a run
  const oneCore = await timed(async () => playGames(inProcess, deck, settings, 0, GAMES));
  const pool = (workers: number): Promise<number> => medianOf3(() => runSimulation(deck, settings, { workers, runner: 'engine' }));
  const oneWorker = await pool(1);
  const allWorkers = await pool(cores);
  await closeSharedPool();

  const before = (await importBefore<{ runSimulation: Run }>('app/sim/simulate.ts')).runSimulation;
  await before(deck, { ...settings, games: 100 }, { workers: 1, runner: 'engine' }); // bundles its worker, once
  const beforeOne = await medianOf3(() => before(deck, settings, { workers: 1, runner: 'engine' }));
  const beforeAll = await medianOf3(() => before(deck, settings, { workers: cores, runner: 'engine' }));

  console.log(`${'figure'.padEnd(52)} ${'time'.padStart(8)}  ${'rate'.padStart(14)}  target`);
  row('in process, one core (warm)', oneCore);
  row(`pool start-up: ${cores} workers ready (cold)`, startUp, '(once per session)', false);
  row('1 worker, pool started (median of 3)', oneWorker, verdict(oneWorker, 1.2 * oneCore));
  row(`${cores} workers, pool started (median of 3)`, allWorkers, verdict(allWorkers, (1.2 / cores) * oneCore));
  row(`${cores} workers, first run of a session (pool starts)`, firstRun, `${verdict(firstRun, (1.2 / cores) * oneCore + startUp)} (start-up + cold JIT: ${seconds(firstRun - allWorkers)} above the warm run)`);
  row(`before (${beforeTree().commit}): 1 worker (median of 3)`, beforeOne);
  row(`before (${beforeTree().commit}): ${cores} workers (median of 3)`, beforeAll);
  await pageAgainstCli();
  console.log(`after: ${loadAverage()}`);
}

/**
 * 10,000 games from the Decks page against `proxyfish simulate` (the bundled CLI, a process of
 * its own), both with their defaults (20 turns): the page's path is simulation.run as a job,
 * followed every 200 ms as the page polls (renderer/src/api/jobs.ts), in a server whose pool has
 * served one run already, as in a session. Target: the page within 1.2 × the CLI.
 */
async function pageAgainstCli(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-page-'));
  const services = new Services({ home });
  try {
    const entries = deckEntries(DECK_FILE);
    const deckId = services.decks.create({ name: 'Amonkhet cycling', entries }).deck.id;
    const fromPage = async (games: number): Promise<number> => {
      const started = performance.now();
      const response = await dispatch(services, 'simulation.run', { deck: { deckId }, games, seed: 1 });
      if (!response.ok) throw new Error(response.error.message);
      let snapshot = response.result as JobSnapshot;
      while (snapshot.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const polled = await dispatch(services, 'jobs.get', { id: snapshot.id });
        if (!polled.ok) throw new Error(polled.error.message);
        snapshot = polled.result as JobSnapshot;
      }
      if (snapshot.state !== 'done') throw new Error(`the page's run ended ${snapshot.state}`);
      return performance.now() - started;
    };
    await fromPage(500); // the session's pool is started by an earlier run
    const page = await fromPage(GAMES);
    const cliStarted = performance.now();
    const cli = spawnSync(process.execPath, ['bin/proxyfish.js', '--home', home, 'simulate', DECK_FILE, '--games', String(GAMES), '--seed', '1', '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const cliMs = performance.now() - cliStarted;
    if (cli.status !== 0) throw new Error(`proxyfish simulate failed: ${cli.stderr}`);
    row('20 turns: from the Decks page (simulation.run, polled)', page, `target ≤ 1.2 × the CLI = ${seconds(1.2 * cliMs)}: ${page <= 1.2 * cliMs ? 'met' : 'MISSED'}`);
    row('20 turns: proxyfish simulate (CLI process, pool starts)', cliMs);
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
