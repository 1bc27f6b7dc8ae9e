// The messages between the simulation pool and its workers.
import type { SimulationTally } from './tally.ts';

/** Play games start..end-1; `chunk` numbers the range so results merge in index order. */
export interface WorkerRequest {
  chunk: number;
  start: number;
  end: number;
}

export type WorkerReply =
  | { ready: true }
  | { chunk: number; runner: string; tally: SimulationTally }
  | { chunk: number; error: string };
