import { describe, expect, it } from 'vitest';
import { publicMessage } from '../../../app/api/public-error.ts';
import { CancelledError, JobRegistry, throwIfCancelled } from '../../../app/jobs.ts';

describe('jobs', () => {
  it('report progress while running and keep the result when done', async () => {
    const jobs = new JobRegistry();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started = jobs.start('count', async ({ report }) => {
      report({ stage: 'counting', done: 1, total: 2 });
      await gate;
      return { counted: 2 };
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(jobs.get(started.id)).toMatchObject({ state: 'running', progress: { stage: 'counting', done: 1, total: 2 } });
    release();
    expect(await jobs.wait(started.id)).toMatchObject({ state: 'done', result: { counted: 2 }, error: null });
  });

  it('end as cancelled when cancelled, and as failed with the message on an error', async () => {
    const jobs = new JobRegistry();
    const slow = jobs.start('slow', async ({ signal }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throwIfCancelled(signal);
      return 'finished';
    });
    jobs.cancel(slow.id);
    expect(await jobs.wait(slow.id)).toMatchObject({ state: 'cancelled', result: null });

    const broken = jobs.start('broken', async () => {
      throw new Error('line 3: not a card');
    });
    expect(await jobs.wait(broken.id)).toMatchObject({ state: 'failed', error: 'line 3: not a card' });
  });

  it('hand out snapshots that callers cannot change', async () => {
    const jobs = new JobRegistry();
    const job = jobs.start('x', async () => 1);
    const snapshot = jobs.get(job.id);
    snapshot.state = 'failed';
    expect((await jobs.wait(job.id)).state).toBe('done');
    expect(new CancelledError().message).toBe('Cancelled');
  });

  it('say why a job failed with the file names the user knows, never the data folder\'s paths', async () => {
    const home = '/srv/someone/.proxyfish';
    const jobs = new JobRegistry(undefined, (error) => publicMessage(error, home));
    const job = jobs.start('import', async () => {
      throw new Error(`"${home}/uploads/0b8e2f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b-cards.xml" is empty; see ${home}.`);
    });
    expect((await jobs.wait(job.id)).error).toBe('"cards.xml" is empty; see the data folder.');
  });
});
