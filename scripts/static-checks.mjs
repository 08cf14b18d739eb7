#!/usr/bin/env node
// The checks npm test runs before any test: the three type checks (npm run typecheck), the lint and
// the import cycles (npm run lint) and the formatting (npm run format:check). Each is mostly one
// process on one core, so they run two at a time on the 2-core CI machine (bench/README.md, section
// 19). Each one's output is printed whole, in this order, when all have ended; any failure fails the run.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['types: server', 'npx', ['tsc', '-p', 'api/tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['types: tooling and tests', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['types: web client', 'npx', ['tsc', '-p', 'web/tsconfig.json']],
  ['import cycles', 'node', ['scripts/check-import-cycles.mjs']],
];

function run([label, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ label, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

// Two at a time, one per core: more at once only fight over the cores (all six at once took as long
// as one after another).
const LANES = 2;
const results = new Array(CHECKS.length);
let next = 0;
await Promise.all(
  Array.from({ length: LANES }, async () => {
    while (next < CHECKS.length) {
      const index = next++;
      results[index] = await run(CHECKS[index]);
    }
  }),
);
let failed = false;
for (const { label, code, output, seconds } of results) {
  console.log(`== ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
  if (code !== 0 || output.trim()) console.log(output.trimEnd());
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
