#!/usr/bin/env node
// What `npm test` did not run, said at its end rather than passing in silence. A test suite that
// needs something the machine may lack (PostgreSQL, Redis, one engine) records here whether it
// runs or skips in each pass (api/test/skipped-suites.ts); the PostgreSQL pass is known from its setting. `--start`
// clears the record (first step of npm test); without it, prints one line per suite that did not
// run and why. Under CI (CI=true) any skipped suite fails the run: CI must run everything.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SKIPPED_SUITES_FILE = join(import.meta.dirname, '..', 'node_modules', '.cache', 'oneiro-skipped-suites.txt');

if (process.argv.includes('--start')) {
  mkdirSync(dirname(SKIPPED_SUITES_FILE), { recursive: true });
  rmSync(SKIPPED_SUITES_FILE, { force: true });
  process.exit(0);
}

// Lines "RAN\t<suite>" or "SKIPPED\t<suite>\t<reason>" from every pass: a suite counts as skipped
// only when no pass ran it.
const lines = existsSync(SKIPPED_SUITES_FILE) ? readFileSync(SKIPPED_SUITES_FILE, 'utf8').split('\n') : [];
const ran = new Set(lines.filter((line) => line.startsWith('RAN\t')).map((line) => line.split('\t')[1]));
const skipped = new Set(
  lines
    .filter((line) => line.startsWith('SKIPPED\t'))
    .map((line) => line.split('\t'))
    .filter(([, suite]) => !ran.has(suite))
    .map(([, suite, reason]) => `${suite}: ${reason}`),
);
if (!process.env.TEST_DATABASE_URL) {
  skipped.add('API suite on PostgreSQL (npm run test:postgres): TEST_DATABASE_URL is not set');
}
if (skipped.size === 0) {
  console.log('Skipped suites: none (every suite ran).');
  process.exit(0);
}
console.log(`Skipped suites (${skipped.size}), not run by this npm test:`);
for (const line of [...skipped].sort()) console.log(`- ${line}`);
if (process.env.CI === 'true') {
  console.error('CI runs every suite: set what the lines above name.');
  process.exit(1);
}
