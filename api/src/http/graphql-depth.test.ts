// The depth limit, on a server configured with a limit of 1. (This version's schema is shallow:
// `me { id }` is depth 2, so the default limit of 12 cannot be reached yet.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../db/current.ts';

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
    // Introspection is for signed-in callers (docs/decisions/007-introspection.md), and every
    // registration document is deeper than 1: the session is made directly.
    const user = await db().user.create({
      data: { username: 'deepdiver', email: 'deepdiver@example.org', passwordHash: 'not used' },
    });
    const browser = t.browser();
    await t.app.services.sessions.start(user.id, { headers: {}, socket: {} } as IncomingMessage, {
      set: (cookie) => (browser.cookie = cookie.split(';')[0]!),
    });
    const result = await browser.graphql(`{ __schema { queryType { name } } }`);
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
