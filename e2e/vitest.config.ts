import { defineConfig } from 'vitest/config';

// Browser tests: the built web client served by the real server, driven in Debian's Chromium.
export default defineConfig({
  resolve: {
    // Same single graphql copy as the API tests (see ../vitest.config.ts).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    setupFiles: ['api/test/setup.ts'],
    pool: 'forks',
    // Chromium takes both cores; one file at a time is faster here than two fighting.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for something the page does (a reload, a list filling): on this busy 2-core machine
    // that can take more than vitest's default second, which failed tests whose page was right.
    expect: { poll: { timeout: 10_000 } },
  },
});
