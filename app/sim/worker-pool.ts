// The worker threads that do the app's heavy computing: simulation games and compiling cards
// (rules reports, deck coverage, the facts a simulated deck needs). Started on first use and
// kept for the whole session (the app, or one CLI command), so later runs skip the start-up and
// find the engine's code already compiled by the JIT; idle workers do not keep the process
// alive. The thread that answers requests only hands out tasks and merges their answers.
//
// Each run (a "lane") says how many workers it may use at once; tasks wait in one queue and go
// to the first free worker whose lane has room. A worker that dies fails only its own task,
// and the next task starts a new worker.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CancelledError } from '../jobs.ts';
import type { PoolReply, PoolRequest, PoolTask } from './pool-messages.ts';
import { workerEntry } from './worker-bundle.ts';

/** A cancelled task still running gets this long to finish before its worker is stopped. */
const CANCEL_GRACE_MS = 2_000;

/** A group of tasks sharing a limit on workers used at once (one simulation, one report). */
export class Lane {
  running = 0;
  cancelled = false;
  constructor(readonly limit: number) {}
}

interface Pending {
  request: PoolRequest;
  lane: Lane;
  resolve(reply: PoolReply): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  task: Pending | null;
  /** Deck keys this worker was sent (it keeps the last few; a miss costs a resend). */
  decks: Set<string>;
}

export class WorkerPool {
  private readonly workers: PoolWorker[] = [];
  private queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers asked for whose entry module is still being found. */
  private spawning = 0;

  constructor(private readonly entry: () => Promise<URL> = workerEntry) {}

  /** Workers running now (started, or starting). */
  get size(): number {
    return this.workers.length;
  }

  /** The running workers' thread ids (tests check that runs reuse them). */
  get threadIds(): number[] {
    return this.workers.map((entry) => entry.worker.threadId);
  }

  /** Starts workers until `count` are running and waits until they are ready for tasks. */
  async start(count: number): Promise<void> {
    const missing = count - this.workers.length - this.spawning;
    await Promise.all(Array.from({ length: Math.max(0, missing) }, () => this.spawn()));
    await Promise.all(this.workers.map((entry) => (entry.ready ? undefined : this.readyOf(entry))));
  }

  /** Runs a task on a worker of the lane and resolves with the worker's answer (an error answer rejects). */
  run(task: PoolTask, lane: Lane): Promise<PoolReply> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (lane.cancelled) return Promise.reject(new CancelledError());
    return new Promise<PoolReply>((resolve, reject) => {
      this.queue.push({ request: { ...task, id: this.nextId++ } as PoolRequest, lane, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Fails the lane's tasks with CancelledError: those waiting are dropped, those running are
   * given a grace period to finish (their answers are ignored), then their workers are stopped.
   */
  cancel(lane: Lane): void {
    lane.cancelled = true;
    const dropped = this.queue.filter((pending) => pending.lane === lane);
    this.queue = this.queue.filter((pending) => pending.lane !== lane);
    for (const pending of dropped) pending.reject(new CancelledError());
    for (const holder of this.workers) {
      const pending = holder.task;
      if (pending?.lane !== lane) continue;
      const reject = pending.reject;
      pending.resolve = () => {};
      pending.reject = () => {};
      reject(new CancelledError());
      // A task that does not end soon (a runner stuck in a loop) costs its worker.
      setTimeout(() => {
        if (holder.task === pending) void this.remove(holder, new CancelledError());
      }, CANCEL_GRACE_MS).unref();
    }
  }

  /** Stops every worker; tasks still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue) pending.reject(new Error('The worker pool was closed'));
    this.queue = [];
    const workers = this.workers.splice(0);
    for (const entry of workers) entry.task?.reject(new Error('The worker pool was closed'));
    await Promise.all(workers.map((entry) => entry.worker.terminate()));
  }

  /** Hands waiting tasks to free workers, starting workers a lane may still use. */
  private dispatch(): void {
    for (let index = 0; index < this.queue.length; ) {
      const pending = this.queue[index]!;
      if (pending.lane.running >= pending.lane.limit) {
        index += 1;
        continue;
      }
      const free = this.workers.find((entry) => entry.ready && entry.task === null);
      if (!free) {
        // A lane allowed more workers than the pool has grows the pool, all missing workers at once.
        const missing = this.largestWantedLimit() - this.workers.length - this.spawning;
        for (let count = 0; count < missing; count += 1) this.spawn().catch((error: unknown) => this.failAll(error));
        return;
      }
      this.queue.splice(index, 1);
      this.assign(free, pending);
    }
  }

  private largestWantedLimit(): number {
    return this.queue.reduce((most, pending) => Math.max(most, pending.lane.limit), 0);
  }

  private assign(entry: PoolWorker, pending: Pending): void {
    entry.task = pending;
    pending.lane.running += 1;
    const request = pending.request;
    let message: PoolRequest = request;
    if (request.kind === 'games') {
      if (entry.decks.has(request.deckKey)) message = { ...request, deck: undefined };
      else entry.decks.add(request.deckKey);
    }
    entry.worker.ref();
    entry.worker.postMessage(message);
  }

  private finish(entry: PoolWorker): Pending | null {
    const pending = entry.task;
    entry.task = null;
    if (pending) pending.lane.running -= 1;
    entry.worker.unref();
    return pending;
  }

  private spawn(): Promise<void> {
    this.spawning += 1;
    return this.entry().then(
      (entryUrl) => {
        this.spawning -= 1;
        if (this.closed) return;
        const entry: PoolWorker = { worker: new Worker(entryUrl), ready: false, task: null, decks: new Set() };
        this.workers.push(entry);
        entry.worker.unref();
        entry.worker.on('message', (reply: PoolReply) => this.onReply(entry, reply));
        entry.worker.on('error', (error) => void this.remove(entry, new Error(`Pool worker failed: ${error.message}`)));
        entry.worker.on('exit', (code) => void this.remove(entry, new Error(`Pool worker stopped (exit code ${code})`)));
        return this.readyOf(entry);
      },
      (error: unknown) => {
        this.spawning -= 1;
        throw error;
      },
    );
  }

  private readyOf(entry: PoolWorker): Promise<void> {
    if (entry.ready) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onMessage = (reply: PoolReply): void => {
        if ('ready' in reply) {
          entry.worker.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number): void => reject(new Error(`Pool worker stopped (exit code ${code}) while starting`));
      entry.worker.once('message', onMessage);
      entry.worker.once('exit', onExit);
    });
  }

  private onReply(entry: PoolWorker, reply: PoolReply): void {
    if ('ready' in reply) {
      entry.ready = true;
      this.dispatch();
      return;
    }
    const pending = this.finish(entry);
    if (pending && pending.request.id === reply.id) {
      if ('needsDeck' in reply && pending.request.kind === 'games') {
        entry.decks.delete(pending.request.deckKey);
        this.queue.unshift(pending);
      } else if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply);
    }
    this.dispatch();
  }

  private async remove(entry: PoolWorker, error: Error): Promise<void> {
    const index = this.workers.indexOf(entry);
    if (index < 0) return;
    this.workers.splice(index, 1);
    this.finish(entry)?.reject(error);
    // A worker that dies before it is ready would die again: fail what waits instead of retrying.
    if (!entry.ready) this.failAll(error);
    await entry.worker.terminate();
    this.dispatch();
  }

  private failAll(error: unknown): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    for (const pending of this.queue.splice(0)) pending.reject(failure);
  }
}

let shared: WorkerPool | null = null;

/** The session's pool, started on first use. */
export function sharedPool(): WorkerPool {
  shared ??= new WorkerPool();
  return shared;
}

/** Stops the session's pool (tests, shutdown); the next use starts a new one. */
export async function closeSharedPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/** Workers to use when the caller does not say: every core. */
export function defaultParallelism(): number {
  return availableParallelism();
}
