// The body of a simulation worker thread: creates the runner once, then plays the game ranges
// the pool sends and answers each with its tally. worker-entry.ts starts it with the runner
// the pool chose.
import { parentPort, workerData } from 'node:worker_threads';
import { playGames } from './play-games.ts';
import type { WorkerReply, WorkerRequest } from './pool-messages.ts';
import type { SimulationSettings } from './results.ts';
import type { BuiltInRunner } from './runners.ts';
import type { GameRunner, GameRunnerModule, SimDeck } from './types.ts';

async function createRunner(module: Partial<GameRunnerModule>): Promise<GameRunner> {
  if (typeof module.createGameRunner !== 'function') throw new Error('the runner module does not export createGameRunner()');
  const runner = await module.createGameRunner();
  if (!runner || typeof runner.playGame !== 'function') throw new Error('createGameRunner() did not return a GameRunner');
  return runner;
}

/** The runner as the pool hands it to a worker: a built-in name, or a module to import. */
export type WorkerRunner = { builtIn: BuiltInRunner } | { name: string; specifier: string };

export async function serveSimulation(loadRunner: () => Promise<Partial<GameRunnerModule>>): Promise<void> {
  const { deck, settings } = workerData as { deck: SimDeck; settings: SimulationSettings };
  const port = parentPort!;
  const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  let runner: GameRunner;
  try {
    runner = await createRunner(await loadRunner());
  } catch (error) {
    port.postMessage({ chunk: -1, error: errorText(error) } satisfies WorkerReply);
    return;
  }
  port.on('message', (request: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { chunk: request.chunk, runner: runner.name, tally: playGames(runner, deck, settings, request.start, request.end) };
    } catch (error) {
      reply = { chunk: request.chunk, error: errorText(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}
