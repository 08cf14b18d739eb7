// The depth limit, on a server configured with a limit of 1. (This version's schema is shallow:
// `me { id }` is depth 2, so the default limit of 12 cannot be reached yet.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_DEPTH: '1' });
});
afterAll(() => t.stop());

describe('GraphQL depth limit', () => {
  it('refuses a query nested deeper than the limit, before running it', async () => {
    const result = await t.browser().graphql(`{ me { id } }`);
    expect(result.errors?.[0]?.message ?? '').toMatch(/depth/i);
    expect(result.data).toBeUndefined();
  });

  it('still answers introspection, which GraphiQL needs', async () => {
    const result = await t.browser().graphql(`{ __schema { queryType { name } } }`);
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
