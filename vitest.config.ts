import { defineConfig } from 'vitest/config';
import { relayArtifacts } from './web/vite-relay-artifacts.ts';

// Three projects: `api` (unit and API tests, each file with its own server and database), `shared`
// (the code both sides run) and `web` (the client's logic without a browser: Relay store updates, URL state). Browser tests have their
// own config in e2e/. `vitest run --project web` runs one of them.
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
    projects: [
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'] } },
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
