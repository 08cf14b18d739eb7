// Vite builds the web client from web/ into web/dist, which the API server serves with an SPA fallback.
// In development the API runs separately (port 3000, or ONEIRO_API_URL) and Vite forwards its paths
// there; the API must list the dev server in ALLOWED_ORIGINS for cookie-authenticated calls.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-compress.ts';
import { installableApp } from './vite-pwa.ts';
import { relayArtifacts } from './vite-relay-artifacts.ts';
import { signedInShellGroup } from './vite-shell-chunk.ts';
import { signedInHomeHtml } from './vite-signed-in-html.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.ONEIRO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webDir,
  plugins: [
    relayArtifacts({ srcDir: `${webDir}src`, artifactDir: `${webDir}src/__generated__` }),
    react(),
    signedInHomeHtml(),
    installableApp(),
    precompress(),
  ],
  resolve: {
    // react-relay's main entry also carries the legacy container API (QueryRenderer, createFragmentContainer
    // and friends), ~9 KB gzipped that every page would download; the hooks entry exports everything
    // we use.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the start-up needs in one file: left to itself Rolldown cuts it into a dozen,
            // and on a phone's network each extra file costs a round trip.
            { name: 'app', tags: ['$initial'], priority: 30 },
            // Relay and what starts the signed-in routes' queries, in one file beside the start-up: the
            // landing page never loads it, and every other page needs all of it before its query can
            // start. Left to itself it is a dozen small files, each a round trip on a phone.
            {
              name: 'relay',
              // Not the store helpers (dreamStore, interpretationStore): screens use those, with their
              // own imports (the form schemas).
              test: (id) =>
                /node_modules[\\/](relay-runtime|react-relay)[\\/]|[\\/]src[\\/]relay[\\/]|Query\.graphql\.ts$/.test(
                  id,
                ) && !/Store\.ts$/.test(id),
              priority: 20,
            },
            signedInShellGroup(10),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/health': api,
    },
  },
});
