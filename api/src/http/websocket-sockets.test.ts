// Websockets themselves are bounded: one without a session is closed after WS_ANONYMOUS_SECONDS
// (it has no events to wait for), and one client address holds at most WS_MAX_SOCKETS_PER_IP open.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, wsExecute, type TestApp } from '#api-test/test-app.ts';
import { ANONYMOUS_TIME_UP_CLOSE_CODE } from './websocket.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WS_ANONYMOUS_SECONDS: '1', WS_MAX_SOCKETS_PER_IP: '3' });
});
afterAll(() => t?.stop());

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const TYPENAME = '{ __typename }';

describe('websocket bounds', () => {
  it('closes an initialised anonymous socket after the bound, not a signed-in one', async () => {
    const anonymous = t.browser().websocket();
    expect((await wsExecute(anonymous.client, TYPENAME)).data).toEqual({ __typename: 'Query' });
    const signedInBrowser = t.browser();
    await registerUser(signedInBrowser);
    const signedIn = signedInBrowser.websocket();
    expect((await wsExecute(signedIn.client, TYPENAME)).data).toEqual({ __typename: 'Query' });

    const closed = await Promise.race([anonymous.closed, pause(4000).then(() => 'still open')]);
    expect(closed).toBe(ANONYMOUS_TIME_UP_CLOSE_CODE);
    expect((await wsExecute(signedIn.client, '{ me { username } }')).data?.me).not.toBeNull();
    await anonymous.client.dispose();
    await signedIn.client.dispose();
    await signedIn.closed;
  });

  it('refuses a client address more sockets than the cap, and frees a place when one closes', async () => {
    const browser = t.browser();
    await registerUser(browser);
    // The previous test's sockets are gone from the server's count once their close is through.
    await pause(200);
    const open: { client: Client; closed: Promise<number> }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const socket = browser.websocket();
      expect((await wsExecute(socket.client, TYPENAME)).data).toEqual({ __typename: 'Query' });
      open.push(socket);
    }
    const refused = browser.websocket();
    const attempt = wsExecute(refused.client, TYPENAME).then(
      () => 'answered',
      () => 'refused',
    );
    expect(await attempt).toBe('refused');
    await refused.client.dispose();

    await open[0]!.client.dispose();
    await open[0]!.closed;
    await pause(200);
    const again = browser.websocket();
    expect((await wsExecute(again.client, TYPENAME)).data).toEqual({ __typename: 'Query' });
    for (const socket of [again, ...open.slice(1)]) await socket.client.dispose();
  });
});
