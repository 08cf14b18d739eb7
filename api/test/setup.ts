// Every test file: an unexpected console.error or console.warn is a failure, not noise to scroll past.
// A warning is a problem someone saw coming (a deprecated call, a resolver that wastes a query): its
// cause gets fixed rather than the message silenced. Calls are recorded from the moment the file
// loads, so those made while a server starts (beforeAll) or stops (afterAll) count too.
import { inspect } from 'node:util';
import { afterAll, afterEach } from 'vitest';

const WATCHED = ['error', 'warn'] as const;
let calls: string[] = [];

for (const level of WATCHED) {
  console[level] = (...args: unknown[]) => {
    const text = args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 3 }))).join(' ');
    calls.push(`console.${level} was called: ${text}`);
  };
}

function failOnCalls(): void {
  if (calls.length === 0) return;
  const message = calls.join('\n');
  calls = [];
  throw new Error(message);
}

afterEach(failOnCalls);
afterAll(failOnCalls);
