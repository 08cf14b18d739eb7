// Introspection is for signed-in callers (docs/decisions/007-introspection.md): anonymous callers get
// UNAUTHENTICATED for __schema and __type on every path, while __typename stays open to everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, wsExecute, type TestApp } from '#api-test/test-app.ts';

const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "DreamEntry") { name } }';
const IN_FRAGMENT = 'query { ...Map } fragment Map on Query { __schema { types { name } } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('introspection', () => {
  it('is refused to an anonymous caller, over HTTP and the websocket', async () => {
    const anonymous = t.browser();
    for (const query of [SCHEMA, TYPE, IN_FRAGMENT]) {
      const result = await anonymous.graphql(query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { client } = anonymous.websocket();
    const overSocket = await wsExecute(client, SCHEMA);
    expect(overSocket.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });

  it('leaves __typename to everyone', async () => {
    expect((await t.browser().graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('answers a signed-in caller', async () => {
    const { browser } = await t.signedIn();
    expect((await browser.graphql(SCHEMA)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await browser.graphql(TYPE)).data).toEqual({ __type: { name: 'DreamEntry' } });
    const { client } = browser.websocket();
    expect((await wsExecute(client, SCHEMA)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    await client.dispose();
  });
});
