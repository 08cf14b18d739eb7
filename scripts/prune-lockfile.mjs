#!/usr/bin/env node
// Run after `npm install` changes package-lock.json: `node scripts/prune-lockfile.mjs`.
// Some packages (paraglide's @lix-js/sdk, @bytecodealliance/jco-node-fs) list optional builds for
// other platforms that the registry this project installs from does not carry. `npm install`
// skips them, but `npm ci` then calls the lockfile out of sync. Dropping the optional edges the
// lockfile never resolved makes the lockfile say what was actually installed.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const installed = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.has(name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0)
    delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: pruned ${pruned} optional dependencies that were never installed`);
