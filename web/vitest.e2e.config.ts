import { defineConfig } from 'vitest/config';

/** Playwright journeys in Debian's Chromium against the real server (see e2e/helpers). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: './web',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
