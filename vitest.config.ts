import { defineConfig } from 'vitest/config';

// Unit and API tests (api/**). Browser tests have their own config in e2e/.
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the libraries (Pothos, Yoga); without this alias Vite
    // would give our files the ES build, and graphql refuses types from two copies of itself.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['api/**/*.test.ts'],
    setupFiles: ['api/test/setup.ts'],
    // Each file starts its own server on its own database; two at a time suits a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
