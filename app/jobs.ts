// Long-running work (imports, PDF export, simulation) runs as a job: the api starts it and
// returns its id at once; the UI polls its progress and may cancel it. Both transports see the
// same jobs because the registry lives in the core.
import { randomUUID } from 'node:crypto';

export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

export interface JobProgress {
  /** What is happening now, in words ("Importing cards"). */
  stage: string;
  done: number;
  /** Total units of work, or null while unknown. */
  total: number | null;
}

export interface JobSnapshot<R = unknown> {
  id: string;
  kind: string;
  state: JobState;
  progress: JobProgress;
  result: R | null;
  error: string | null;
}

export interface JobControl {
  signal: AbortSignal;
  report(progress: Partial<JobProgress>): void;
}

export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

interface JobRecord {
  snapshot: JobSnapshot;
  controller: AbortController;
  finished: Promise<void>;
}

export class JobRegistry {
  private readonly jobs = new Map<string, JobRecord>();

  /**
   * @param afterEach runs when any job has ended, however it ended (the core cleans up leftovers there).
   * @param describeError turns a failed job's error into the text its snapshot shows.
   */
  constructor(
    private readonly afterEach?: () => void,
    private readonly describeError: (error: unknown) => string = errorMessage,
  ) {}

  /** How many jobs are still running. */
  running(): number {
    let count = 0;
    for (const record of this.jobs.values()) if (record.snapshot.state === 'running') count += 1;
    return count;
  }

  start<R>(kind: string, work: (control: JobControl) => Promise<R>): JobSnapshot<R> {
    const controller = new AbortController();
    const snapshot: JobSnapshot = {
      id: randomUUID(),
      kind,
      state: 'running',
      progress: { stage: kind, done: 0, total: null },
      result: null,
      error: null,
    };
    const control: JobControl = {
      signal: controller.signal,
      report(progress) {
        Object.assign(snapshot.progress, progress);
      },
    };
    const finished = Promise.resolve()
      .then(() => work(control))
      .then(
        (result) => {
          snapshot.state = 'done';
          snapshot.result = result;
        },
        (error: unknown) => {
          const cancelled = controller.signal.aborted || error instanceof CancelledError;
          snapshot.state = cancelled ? 'cancelled' : 'failed';
          snapshot.error = cancelled ? 'Cancelled' : this.describeError(error);
        },
      )
      .then(() => {
        try {
          this.afterEach?.();
        } catch {
          // Cleaning up is best effort; it must never turn a finished job into a crash.
        }
      });
    this.jobs.set(snapshot.id, { snapshot, controller, finished });
    return { ...snapshot } as JobSnapshot<R>;
  }

  get(id: string): JobSnapshot {
    const record = this.jobs.get(id);
    if (!record) throw new Error(`No job with id "${id}"`);
    return structuredClone(record.snapshot);
  }

  cancel(id: string): JobSnapshot {
    const record = this.jobs.get(id);
    if (!record) throw new Error(`No job with id "${id}"`);
    if (record.snapshot.state === 'running') record.controller.abort();
    return structuredClone(record.snapshot);
  }

  /** Resolves when the job has ended, whatever way it ended. */
  async wait(id: string): Promise<JobSnapshot> {
    const record = this.jobs.get(id);
    if (!record) throw new Error(`No job with id "${id}"`);
    await record.finished;
    return structuredClone(record.snapshot);
  }

  cancelAll(): void {
    for (const record of this.jobs.values()) record.controller.abort();
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Throws CancelledError when the job was cancelled; call it between units of work. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError();
}
