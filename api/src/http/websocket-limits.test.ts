// Subscriptions are capped per websocket and per user (across their sockets), with a clear error;
// closing a subscription or a socket frees its place. The upgrade checks the Host like HTTP does.
import type { Client } from 'graphql-ws';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, wsExecute, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '3', WS_MAX_SUBSCRIPTIONS_PER_USER: '5' });
});
afterAll(() => t.stop());

const PROGRESS = 'subscription($id: ID!) { interpretationProgress(dreamId: $id, type: JUNG_AI) { dreamId } }';

/** A signed-in browser with one dream, whose progress subscription answers at once with its state. */
async function userWithDream() {
  const browser = t.browser();
  await registerUser(browser);
  const created = await browser.graphql(
    `mutation { createDream(input: { content: "<p>a dream</p>" }) { dream { id } } }`,
  );
  return { browser, dreamId: created.data.createDream.dream.id as string };
}

/** Opens a subscription: 'open' once its first event arrives, or the message it was refused with. */
function open(client: Client, dreamId: string): Promise<{ outcome: string; close: () => void }> {
  return new Promise((resolve) => {
    const close = client.subscribe(
      { query: PROGRESS, variables: { id: dreamId } },
      {
        next: () => resolve({ outcome: 'open', close }),
        error: (error) => resolve({ outcome: (error as { message: string }[])[0]?.message ?? 'error', close }),
        complete: () => undefined,
      },
    );
  });
}

const REFUSED = 'Too many live updates are open at once. Close some pages and try again.';

describe('subscription caps', () => {
  it('refuses a subscription past the per-socket cap with a clear error, and frees a place on close', async () => {
    const { browser, dreamId } = await userWithDream();
    const { client } = browser.websocket();
    const opened = [await open(client, dreamId), await open(client, dreamId), await open(client, dreamId)];
    expect(opened.map((subscription) => subscription.outcome)).toEqual(['open', 'open', 'open']);
    expect((await open(client, dreamId)).outcome).toBe(REFUSED);
    // Queries still run on a socket at its cap: only subscriptions are capped.
    expect((await wsExecute(client, '{ me { username } }')).data?.me).not.toBeNull();
    opened[0]!.close();
    // The server forgets the closed one once it has processed the close, which precedes what follows.
    let again = await open(client, dreamId);
    for (let attempt = 0; again.outcome !== 'open' && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      again = await open(client, dreamId);
    }
    expect(again.outcome).toBe('open');
    await client.dispose();
  });

  it('lets a burst of subscribe messages on one socket through up to its cap only', async () => {
    const { browser, dreamId } = await userWithDream();
    const { client } = browser.websocket();
    // Sent together: each is checked while the others are still being counted.
    const outcomes = (await Promise.all(Array.from({ length: 8 }, () => open(client, dreamId)))).map(
      (subscription) => subscription.outcome,
    );
    expect(outcomes.filter((outcome) => outcome === 'open')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === REFUSED)).toHaveLength(5);
    await client.dispose();
  });

  it("counts a user's subscriptions across their sockets, and not another user's", async () => {
    const { browser, dreamId } = await userWithDream();
    const sockets = [browser.websocket().client, browser.websocket().client, browser.websocket().client];
    const outcomes: string[] = [];
    for (const client of sockets) {
      for (let i = 0; i < 2; i += 1) outcomes.push((await open(client, dreamId)).outcome);
    }
    expect(outcomes).toEqual(['open', 'open', 'open', 'open', 'open', REFUSED]);
    const other = await userWithDream();
    const otherSocket = other.browser.websocket().client;
    expect((await open(otherSocket, other.dreamId)).outcome).toBe('open');
    // A closed socket frees its user's places.
    await sockets[0]!.dispose();
    let again = await open(sockets[2]!, dreamId);
    for (let attempt = 0; again.outcome !== 'open' && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      again = await open(sockets[2]!, dreamId);
    }
    expect(again.outcome).toBe('open');
    for (const client of [...sockets, otherSocket]) await client.dispose();
  });
});

describe('upgrade', () => {
  it('refuses a websocket upgrade for a host it does not answer for, and a malformed one', async () => {
    const port = Number(new URL(t.url).port);
    for (const [host, status] of [
      [`rebind.evil.example:${port}`, '403'],
      ['a b', '400'],
    ] as const) {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `GET /graphql HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
              `Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
          ),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', () => undefined);
        setTimeout(() => socket.destroy(), 3_000);
      });
      expect(answer, host).toMatch(new RegExp(`^HTTP/1.1 ${status}`));
    }
  });
});
