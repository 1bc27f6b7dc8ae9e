// Runs a simulation on worker threads. The games are cut into index ranges ("chunks") handed
// out to the workers as they become free; each chunk comes back as an integer tally and the
// tallies are merged in chunk order. Game i always uses gameSeed(seed, i), so the result for a
// seed is identical whatever the number of workers and whichever worker played which chunk.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CancelledError } from '../jobs.ts';
import { validateMulliganSettings } from './mulligan.ts';
import type { WorkerReply, WorkerRequest } from './pool-messages.ts';
import { MAX_SEED } from './random.ts';
import type { SimulationResult, SimulationSettings } from './results.ts';
import { summarize } from './results.ts';
import { DEFAULT_RUNNER, resolveRunner } from './runners.ts';
import type { SimulationTally } from './tally.ts';
import { emptyTally, mergeTally } from './tally.ts';
import type { SimDeck } from './types.ts';
import { workerStart } from './worker-bundle.ts';

export const MAX_GAMES = 10_000_000;
export const MAX_TURNS = 50;

export interface SimulationRunOptions {
  /** Worker threads to use (default: os.availableParallelism()). */
  workers?: number;
  /** A built-in runner's name (runners.ts) or a module path/URL (default "engine"). */
  runner?: string;
  /** Called after each finished chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting terminates the workers; the promise rejects with CancelledError. */
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

/** Splits games into chunks: several per worker so free workers pick up the slack and progress moves. */
function chunkRanges(games: number, workers: number): WorkerRequest[] {
  const size = Math.max(1, Math.min(5_000, Math.ceil(games / (workers * 8))));
  const chunks: WorkerRequest[] = [];
  for (let start = 0, chunk = 0; start < games; start += size, chunk += 1) chunks.push({ chunk, start, end: Math.min(games, start + size) });
  return chunks;
}

export async function runSimulation(deck: SimDeck, settings: SimulationSettings, options: SimulationRunOptions = {}): Promise<SimulationResult> {
  validateSimulation(deck, settings);
  const runner = resolveRunner(options.runner ?? DEFAULT_RUNNER);
  const requested = options.workers ?? availableParallelism();
  if (!Number.isInteger(requested) || requested < 1) throw new RangeError(`workers must be a whole number above 0, got ${requested}`);
  if (options.signal?.aborted) throw new CancelledError();

  const { entry, runner: workerRunner } = await workerStart(runner);
  if (options.signal?.aborted) throw new CancelledError();
  const chunks = chunkRanges(settings.games, requested);
  const workerCount = Math.min(requested, chunks.length);
  const tallies: (SimulationTally | undefined)[] = new Array(chunks.length);
  let runnerName = '';
  let done = 0;

  const workers: Worker[] = [];
  let onAbort: (() => void) | undefined;
  try {
    await new Promise<void>((resolvePromise, reject) => {
      let nextChunk = 0;
      let finished = 0;
      let failed = false;
      const fail = (error: Error): void => {
        if (failed) return;
        failed = true;
        reject(error);
      };
      onAbort = () => fail(new CancelledError());
      options.signal?.addEventListener('abort', onAbort, { once: true });

      const hand = (worker: Worker): void => {
        if (nextChunk < chunks.length) worker.postMessage(chunks[nextChunk++]!);
      };
      for (let i = 0; i < workerCount; i += 1) {
        const worker = new Worker(entry, { workerData: { deck, settings, runner: workerRunner } });
        workers.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          if (failed) return;
          if ('ready' in reply) return hand(worker);
          if ('error' in reply) return fail(new Error(`Simulation worker failed: ${reply.error}`));
          tallies[reply.chunk] = reply.tally;
          runnerName = reply.runner;
          done += reply.tally.games;
          finished += 1;
          options.onProgress?.(done, settings.games);
          if (finished === chunks.length) resolvePromise();
          else hand(worker);
        });
        worker.on('error', (error) => fail(new Error(`Simulation worker failed: ${error.message}`)));
        worker.on('exit', (code) => {
          if (finished < chunks.length) fail(new Error(`Simulation worker stopped (exit code ${code}) before the run finished`));
        });
      }
    });
  } finally {
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  const total = emptyTally(settings.maxTurns);
  for (const tally of tallies) mergeTally(total, tally!);
  return summarize(deck, settings, runnerName, total);
}
