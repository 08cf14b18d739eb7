import { defineConfig } from 'vitest/config';
import { relayArtifacts } from './web/vite-relay-artifacts.ts';

// Four projects: `api` (unit and API tests, each file with its own server and database; with
// `api-fresh-imports`, the few that need modules of their own), `shared` (the code both sides run) and
// `web` (the client's logic without a browser: Relay store updates, URL state). Browser tests have
// their own config in e2e/. `vitest run --project web` runs one of them.
/** API test files that set something before their first import, so they need modules of their own. */
const FRESH_IMPORTS = ['api/src/graphql/authorization-matrix-scope-auth.test.ts'];

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the libraries (Pothos, Yoga); without this alias Vite
    // would give our files the ES build, and graphql refuses types from two copies of itself.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    setupFiles: ['api/test/setup.ts'],
    // Each file starts its own server on its own database; two at a time suits a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One module graph per worker, shared by the files it runs: each file still builds its own server
    // from buildApp(config) on its own database, and nothing in the API keeps state in a module that a
    // test depends on being fresh. Importing the server anew per file was more than half of the
    // suite's time (SQLite: 253 s isolated, 118 s shared, on this 2-core machine). A file that must
    // set something before the first import (a setting the schema reads when it is built) runs in
    // `api-fresh-imports`, isolated.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'], exclude: FRESH_IMPORTS } },
      { extends: true, test: { name: 'api-fresh-imports', include: FRESH_IMPORTS, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['shared/**/*.test.ts'] } },
      {
        extends: true,
        // graphql`` tags become their relay-compiler artifacts, as in the Vite build.
        plugins: [relayArtifacts({ srcDir: 'web/src', artifactDir: 'web/src/__generated__' })],
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
