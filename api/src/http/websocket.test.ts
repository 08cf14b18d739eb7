// graphql-ws on /graphql: the same cookie session as HTTP, origin checked, and closed when the
// session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, wsExecute, type TestApp } from '#api-test/test-app.ts';
import { SESSION_ENDED_CLOSE_CODE } from './websocket.ts';

const ME = /* GraphQL */ `
  {
    me {
      username
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('websocket', () => {
  it('runs operations anonymously: me is null', async () => {
    const { client } = t.browser().websocket();
    expect((await wsExecute(client, ME)).data).toEqual({ me: null });
    await client.dispose();
  });

  it('knows the signed-in user from the session cookie, and each user only sees themself', async () => {
    const alice = t.browser();
    const aliceUser = await registerUser(alice);
    const bob = t.browser();
    const bobUser = await registerUser(bob);
    const aliceSocket = alice.websocket().client;
    const bobSocket = bob.websocket().client;
    expect((await wsExecute(aliceSocket, ME)).data).toEqual({ me: { username: aliceUser.username } });
    expect((await wsExecute(bobSocket, ME)).data).toEqual({ me: { username: bobUser.username } });
    const NODE = /* GraphQL */ `
      query Node($id: ID!) {
        node(id: $id) {
          id
        }
      }
    `;
    expect(await wsExecute(bobSocket, NODE, { id: aliceUser.id })).toEqual({ data: { node: null } });
    await aliceSocket.dispose();
    await bobSocket.dispose();
  });

  it('refuses a connection from another site', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const { client, closed } = browser.websocket('https://evil.example');
    const result = wsExecute(client, ME).catch((error: unknown) => error);
    expect(await closed).not.toBe(1000);
    expect(await result).toBeDefined();
    await client.dispose();
  });

  it('closes the socket when its session ends, and the old cookie then gets no user', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const cookie = browser.cookie;
    const { client, closed } = browser.websocket();
    expect((await wsExecute(client, ME)).data?.me).not.toBeNull();
    await browser.graphql(`mutation { logout { success } }`);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await client.dispose();
    const replay = t.browser();
    replay.cookie = cookie;
    const again = replay.websocket().client;
    expect((await wsExecute(again, ME)).data).toEqual({ me: null });
    await again.dispose();
  });

  it('cannot sign in over a websocket (a cookie cannot be set there)', async () => {
    const browser = t.browser();
    const user = await registerUser(t.browser());
    const { client } = browser.websocket();
    const result = await wsExecute(
      client,
      `mutation { login(input: { username: "${user.username}", password: "${user.password}" }) { user { username } } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await client.dispose();
  });
});
