#!/usr/bin/env node
// Runs the API suite again on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it), so
// both engines are tested. Each test file creates and drops its own database on that server. (The web
// project runs once, in npm run test:unit.)
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('API suite on PostgreSQL: not run (set TEST_DATABASE_URL=postgresql://... to run it).');
  process.exit(0);
}
console.log(`API suite on PostgreSQL (${new URL(url).host})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'api-fresh-imports'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
