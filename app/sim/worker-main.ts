// The body of a pool worker thread (worker-pool.ts). It lives as long as the app session and
// serves tasks one at a time: games of a simulation (answered with an integer tally) and card
// facts (compiling cards for rules reports and decks). Runners and decks are kept between
// tasks, so a deck is compiled once per worker and the engine's code stays warm (JIT) from one
// run to the next.
import { parentPort } from 'node:worker_threads';
import { cardFacts } from '../cards/card-facts.ts';
import { playGames } from './play-games.ts';
import type { GamesTask, PoolReply, PoolRequest, WorkerRunner } from './pool-messages.ts';
import type { GameRunner, GameRunnerModule, SimDeck } from './types.ts';

export type { WorkerRunner } from './pool-messages.ts';

/** Decks a worker keeps (the most recently sent); a deck of 10,000 cards is a few megabytes. */
const KEPT_DECKS = 8;

async function createRunner(module: Partial<GameRunnerModule>): Promise<GameRunner> {
  if (typeof module.createGameRunner !== 'function') throw new Error('the runner module does not export createGameRunner()');
  const runner = await module.createGameRunner();
  if (!runner || typeof runner.playGame !== 'function') throw new Error('createGameRunner() did not return a GameRunner');
  return runner;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function serveSimulation(loadRunner: (runner: WorkerRunner) => Promise<Partial<GameRunnerModule>>): void {
  const port = parentPort!;
  const runners = new Map<string, Promise<GameRunner>>();
  const decks = new Map<string, SimDeck>();

  const runnerFor = (choice: WorkerRunner): Promise<GameRunner> => {
    const key = 'builtIn' in choice ? `builtIn:${choice.builtIn}` : choice.specifier;
    let runner = runners.get(key);
    if (!runner) {
      runner = loadRunner(choice).then(createRunner);
      runner.catch(() => runners.delete(key)); // a module fixed on disk loads next time
      runners.set(key, runner);
    }
    return runner;
  };

  const deckFor = (task: GamesTask): SimDeck | undefined => {
    if (task.deck) {
      decks.delete(task.deckKey);
      decks.set(task.deckKey, task.deck);
      if (decks.size > KEPT_DECKS) decks.delete(decks.keys().next().value!);
      return task.deck;
    }
    return decks.get(task.deckKey);
  };

  const answer = async (request: PoolRequest): Promise<PoolReply> => {
    if (request.kind === 'facts') return { id: request.id, facts: request.cards.map(cardFacts) };
    const deck = deckFor(request);
    if (!deck) return { id: request.id, needsDeck: true };
    const runner = await runnerFor(request.runner);
    return { id: request.id, runner: runner.name, tally: playGames(runner, deck, request.settings, request.start, request.end) };
  };

  port.on('message', (request: PoolRequest) => {
    answer(request).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => port.postMessage({ id: request.id, error: errorText(error) } satisfies PoolReply),
    );
  });
  port.postMessage({ ready: true } satisfies PoolReply);
}
