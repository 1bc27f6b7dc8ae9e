import { defineConfig } from 'vitest/config';

// End-to-end tests: browser mode in Debian's headless Chromium. Run after `vite build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
