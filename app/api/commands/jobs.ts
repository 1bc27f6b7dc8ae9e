import { z } from 'zod';
import { defineCommand } from '../contract.ts';

const jobId = z.object({ id: z.uuid() }).strict();

export const jobCommands = {
  'jobs.get': defineCommand({
    summary: 'Progress and, once finished, the result of a long-running job.',
    input: jobId,
    run: (services, input) => services.jobs.get(input.id),
  }),
  'jobs.cancel': defineCommand({
    summary: 'Cancel a running job; what it did so far is rolled back.',
    input: jobId,
    run: (services, input) => services.jobs.cancel(input.id),
  }),
};
