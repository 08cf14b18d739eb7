#!/usr/bin/env node
// Compiles the server to JavaScript once, so `npm start` and the image run plain `node` (one process,
// no TypeScript compiler at run time). Our code (api/src, the generated Prisma clients, the paraglide
// messages it shares with the web) becomes one ES module per entry; packages stay in node_modules,
// where native modules and Prisma's runtime files live. Paths the server reads at run time
// (prisma/migrations, the web build) are found from package.json, not from the source layout.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/server');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'api/src/main.ts',
    'migrate-cli': 'api/src/db/migrate-cli.ts',
    // Grandfathering in the image, where TypeScript is not installed: node dist/server/grandfather-cli.mjs.
    'grandfather-cli': 'api/src/modules/billing/grandfather-cli.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`server compiled to ${outdir}`);
