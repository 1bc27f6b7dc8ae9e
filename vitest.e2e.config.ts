import { defineConfig } from 'vitest/config';
import SummaryReporter from './test/support/summary-reporter.ts';

// End-to-end tests: browser mode in Debian's headless Chromium. Run after `vite build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', new SummaryReporter('e2e')],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
