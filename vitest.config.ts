import { defineConfig } from 'vitest/config';
import SummaryReporter from './test/support/summary-reporter.ts';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/bundles-setup.ts'],
    reporters: ['default', new SummaryReporter('unit')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
