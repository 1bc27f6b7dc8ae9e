// Runs a simulation on the session's worker pool (worker-pool.ts). The games are cut into index
// ranges ("chunks") handed out to the workers as they become free; each chunk comes back as an integer tally and the
// tallies are merged in chunk order. Game i always uses gameSeed(seed, i), so the result for a
// seed is identical whatever the number of workers and whichever worker played which chunk.
import { createHash } from 'node:crypto';
import { CancelledError } from '../jobs.ts';
import { validateMulliganSettings } from './mulligan.ts';
import { MAX_SEED } from './random.ts';
import type { SimulationResult, SimulationSettings } from './results.ts';
import { summarize } from './results.ts';
import { DEFAULT_RUNNER, resolveRunner } from './runners.ts';
import { emptyTally, mergeTally } from './tally.ts';
import type { SimDeck } from './types.ts';
import { workerRunner } from './worker-bundle.ts';
import { defaultParallelism, Lane, sharedPool } from './worker-pool.ts';

export const MAX_GAMES = 10_000_000;
export const MAX_TURNS = 50;

export interface SimulationRunOptions {
  /** Worker threads to use at once (default: os.availableParallelism()). */
  workers?: number;
  /** A built-in runner's name (runners.ts) or a module path/URL (default "engine"). */
  runner?: string;
  /** Called after each finished chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting drops the games not yet started; the promise rejects with CancelledError. */
  signal?: AbortSignal;
}

/** Checks a run's settings and deck, naming the field that is wrong. */
export function validateSimulation(deck: SimDeck, settings: SimulationSettings): void {
  const { games, seed, maxTurns } = settings;
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) throw new RangeError(`games must be a whole number from 1 to ${MAX_GAMES}, got ${games}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new RangeError(`seed must be a whole number from 0 to ${MAX_SEED}, got ${seed}`);
  if (!Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > MAX_TURNS) throw new RangeError(`maxTurns must be a whole number from 1 to ${MAX_TURNS}, got ${maxTurns}`);
  validateMulliganSettings(settings.mulligan);
  let cards = 0;
  for (const entry of deck.entries) {
    if (!Number.isInteger(entry.count) || entry.count < 0) throw new RangeError(`deck entry "${entry.name}" has count ${entry.count}; it must be a whole number`);
    cards += entry.count;
  }
  if (cards === 0) throw new RangeError(`deck "${deck.name}" has no cards`);
}

/** The most games in one task: small enough that a cancel or a slow worker is not waited on long. */
const MAX_CHUNK = 2_000;

/** Splits games into index ranges: several per worker so free workers pick up the slack and progress moves. */
function chunkRanges(games: number, workers: number): { start: number; end: number }[] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(games / (workers * 8))));
  const chunks: { start: number; end: number }[] = [];
  for (let start = 0; start < games; start += size) chunks.push({ start, end: Math.min(games, start + size) });
  return chunks;
}

/** Names the deck's content, so workers that already hold it (and its compiled cards) are not sent it again. */
function deckKey(deck: SimDeck): string {
  return createHash('sha1').update(JSON.stringify(deck)).digest('base64');
}

export async function runSimulation(deck: SimDeck, settings: SimulationSettings, options: SimulationRunOptions = {}): Promise<SimulationResult> {
  validateSimulation(deck, settings);
  const runner = resolveRunner(options.runner ?? DEFAULT_RUNNER);
  const requested = options.workers ?? defaultParallelism();
  if (!Number.isInteger(requested) || requested < 1) throw new RangeError(`workers must be a whole number above 0, got ${requested}`);
  if (options.signal?.aborted) throw new CancelledError();

  const runnerSpec = await workerRunner(runner);
  if (options.signal?.aborted) throw new CancelledError();
  const pool = sharedPool();
  const chunks = chunkRanges(settings.games, requested);
  const lane = new Lane(Math.min(requested, chunks.length));
  const key = deckKey(deck);
  const onAbort = (): void => pool.cancel(lane);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let runnerName = '';
  let done = 0;
  let firstFailure: Error | undefined;
  const tallies = await Promise.all(
    chunks.map(async ({ start, end }) => {
      try {
        const reply = await pool.run({ kind: 'games', deckKey: key, deck, runner: runnerSpec, settings, start, end }, lane);
        if (!('tally' in reply)) throw new Error('the worker answered a game task without a tally');
        runnerName = reply.runner;
        done += reply.tally.games;
        options.onProgress?.(done, settings.games);
        return reply.tally;
      } catch (error) {
        const failure = error instanceof CancelledError ? error : new Error(`Simulation worker failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        firstFailure ??= failure;
        pool.cancel(lane); // one failed range ends the run: the ranges still waiting are dropped
        throw failure;
      }
    }),
  )
    .catch(() => {
      throw firstFailure!;
    })
    .finally(() => options.signal?.removeEventListener('abort', onAbort));

  const total = emptyTally(settings.maxTurns);
  for (const tally of tallies) mergeTally(total, tally);
  return summarize(deck, settings, runnerName, total);
}
