// Long work in the core (imports, PDF export, simulation) runs as a job: the command returns a
// snapshot at once, and the UI follows it here until it ends, showing each snapshot's progress.
import type { JobSnapshot } from '../../../app/jobs.ts';
import { call } from './client.ts';

const POLL_MS = 200;

export interface FollowOptions<R> {
  /** Every snapshot while the job runs, for a progress bar. */
  onUpdate?(snapshot: JobSnapshot<R>): void;
  /** Stop following (the component went away); the job itself keeps running. */
  stopped?(): boolean;
}

/** Polls the job until it is done, failed or cancelled, and returns its last snapshot. */
export async function followJob<R>(first: JobSnapshot<R>, options: FollowOptions<R> = {}): Promise<JobSnapshot<R>> {
  let snapshot = first;
  options.onUpdate?.(snapshot);
  while (snapshot.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (options.stopped?.()) return snapshot;
    snapshot = (await call('jobs.get', { id: snapshot.id })) as JobSnapshot<R>;
    options.onUpdate?.(snapshot);
  }
  return snapshot;
}

export function cancelJob(id: string): Promise<unknown> {
  return call('jobs.cancel', { id });
}
