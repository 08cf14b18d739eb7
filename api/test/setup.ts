// Every test file: an unexpected console.error is a failure, not noise to scroll past.
import { inspect } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 3 }))).join(' ')).join('\n')}`,
    );
});
