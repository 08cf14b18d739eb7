// A suite that needs something this machine may lack says so when it skips; npm test prints the
// list at its end (scripts/skipped-suites.mjs), so a run that passed without it is not silent.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SKIPPED_SUITES_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'oneiro-skipped-suites.txt',
);

export function recordSkippedSuite(suite: string, reason: string): void {
  mkdirSync(dirname(SKIPPED_SUITES_FILE), { recursive: true });
  appendFileSync(SKIPPED_SUITES_FILE, `${suite}: ${reason}\n`);
}
