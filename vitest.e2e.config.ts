import { defineConfig } from 'vitest/config';
import SummaryReporter from './test/support/summary-reporter.ts';

// End-to-end tests: browser mode in Debian's headless Chromium. Run after `vite build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/bundles-setup.ts'],
    reporters: ['default', new SummaryReporter('e2e')],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Every expect.poll waits for its condition up to 30 s: jobs (imports, exports) and a page on
    // a loaded machine take longer than the 1 s default, and a condition met early ends the wait.
    expect: { poll: { timeout: 30_000 } },
    // A real browser on a shared 2-core CI machine: one retry absorbs a slow start, not a bug
    // (a test that fails twice still fails the run).
    retry: process.env.CI ? 1 : 0,
  },
});
