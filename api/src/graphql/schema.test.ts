import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema } from './schema.ts';

describe('schema.graphql', () => {
  it('is what the Pothos schema prints (run `npm run schema:print` after changing the schema)', () => {
    const checkedIn = readFileSync(join(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(checkedIn).toBe(printedSchema());
  });
});
