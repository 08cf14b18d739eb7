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
    // One module graph for every file: each file starts its own server from buildApp(config) with
    // its own settings, and nothing here depends on a fresh import. Importing the server anew per
    // file cost about 8 s of the pass's 23 minutes each, a fifth of it (measured: 36 s of import for
    // eight files isolated, 12 s shared). Two workers instead were slower: Chromium already keeps
    // both cores busy (bench/README.md, CI).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for something the page does (a reload, a list filling): on this busy 2-core machine
    // that can take more than vitest's default second, which failed tests whose page was right.
    expect: { poll: { timeout: 10_000 } },
  },
});
