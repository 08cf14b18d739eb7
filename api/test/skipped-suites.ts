// A suite that needs something this machine may lack (PostgreSQL, Redis, one engine) says whether it
// runs in this pass; npm test prints, at its end, the suites that ran in no pass and why
// (scripts/skipped-suites.mjs), so a run that passed without them is not silent. A suite for one
// engine skips in the other engine's pass: that is not a skip, as long as some pass ran it.
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

/** Records whether `suite` runs in this pass (and why not); returns `runs`, for describe.runIf. */
export function suiteGate(suite: string, runs: boolean, reason: string): boolean {
  mkdirSync(dirname(SKIPPED_SUITES_FILE), { recursive: true });
  appendFileSync(SKIPPED_SUITES_FILE, runs ? `RAN\t${suite}\n` : `SKIPPED\t${suite}\t${reason}\n`);
  return runs;
}
