// The messages between the worker pool (worker-pool.ts) and its workers (worker-main.ts).
import type { CardFacts } from '../cards/card-facts.ts';
import type { CardDefinition } from '../engine/state/card-definition.ts';
import type { SimulationSettings } from './results.ts';
import type { BuiltInRunner } from './runners.ts';
import type { SimulationTally } from './tally.ts';
import type { SimDeck } from './types.ts';

/** The runner as the pool hands it to a worker: a built-in name, or a module to import. */
export type WorkerRunner = { builtIn: BuiltInRunner } | { name: string; specifier: string };

/**
 * Play games start..end-1 of a run. A worker keeps the decks it was sent by `deckKey` (a hash
 * of the deck), so a deck crosses the thread boundary and is compiled once per worker; `deck`
 * is left out when the pool believes the worker has it.
 */
export interface GamesTask {
  kind: 'games';
  deckKey: string;
  deck?: SimDeck;
  runner: WorkerRunner;
  settings: SimulationSettings;
  start: number;
  end: number;
}

/** Compile these cards and answer what the rules engine makes of each (rule reports, deck facts). */
export interface FactsTask {
  kind: 'facts';
  cards: CardDefinition[];
}

export type PoolTask = GamesTask | FactsTask;

/** A task as sent: numbered so its answer finds its way back. */
export type PoolRequest = PoolTask & { id: number };

export type PoolReply =
  | { ready: true }
  | { id: number; runner: string; tally: SimulationTally }
  | { id: number; facts: CardFacts[] }
  /** The worker no longer holds the deck the task names: send it again with the deck. */
  | { id: number; needsDeck: true }
  | { id: number; error: string };
