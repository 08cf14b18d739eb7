// Subscription events across API instances. Two pub/sub services with their own Redis connections
// stand for two instances (a second whole app cannot run in this process: db/current.ts holds one
// database per process); then one app with REDIS_URL delivers a subscription through Redis.
// Needs Redis (127.0.0.1:6379 here and in CI; TEST_REDIS_URL overrides, TEST_REDIS_URL=off skips).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { createAppPubSub, type AppPubSub, type DreamChangedEvent } from './pubsub.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = suiteGate('Redis pub/sub (api/src/graphql/pubsub.test.ts)', redisUrl !== 'off', 'TEST_REDIS_URL=off');

/** Collects events until `count` arrived or the time is up. */
async function collect(
  iterator: AsyncIterator<DreamChangedEvent>,
  count: number,
  ms = 2000,
): Promise<DreamChangedEvent[]> {
  const events: DreamChangedEvent[] = [];
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const next = await Promise.race([
      iterator.next(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!next || next.done) break;
    events.push(next.value);
  }
  return events;
}

describe.skipIf(!enabled)('pub/sub through Redis', () => {
  const services: AppPubSub[] = [];
  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
  });

  it('delivers an event published on one instance to a subscriber on another, for that user only', async () => {
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    const first = await createAppPubSub({ redisUrl, namespace });
    const second = await createAppPubSub({ redisUrl, namespace });
    services.push(first, second);
    const aliceOnSecond = second.subscribeDreamChanged(1);
    const bobOnSecond = second.subscribeDreamChanged(2);
    // SUBSCRIBE is asynchronous: publish until the first event is through.
    const aliceEvents = collect(aliceOnSecond, 2, 5000);
    const bobEvents = collect(bobOnSecond, 1, 1500);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      first.publishDreamChanged({ kind: 'CREATED', userId: 1, dreamId: 100 + attempt });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const received = await aliceEvents;
    expect(received.length).toBe(2);
    expect(received[0]).toMatchObject({ kind: 'CREATED', userId: 1 });
    expect(await bobEvents).toEqual([]);
    await aliceOnSecond.return?.();
    await bobOnSecond.return?.();
  });

  it('keeps deployments with different namespaces apart', async () => {
    const mine = await createAppPubSub({ redisUrl, namespace: `test-${randomBytes(4).toString('hex')}` });
    const theirs = await createAppPubSub({ redisUrl, namespace: `test-${randomBytes(4).toString('hex')}` });
    services.push(mine, theirs);
    const events = mine.subscribeDreamChanged(1);
    const received = collect(events, 1, 800);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      theirs.publishDreamChanged({ kind: 'DELETED', userId: 1, dreamId: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await received).toEqual([]);
    await events.return?.();
  });

  it('fails the start with a clear message when Redis cannot be reached', async () => {
    await expect(createAppPubSub({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/Cannot connect to Redis/);
  });
});

describe.skipIf(!enabled)('an app with REDIS_URL', () => {
  let t: TestApp;
  afterAll(() => t?.stop());

  it('delivers dreamChanged through Redis', async () => {
    t = await startTestApp({ REDIS_URL: redisUrl, REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}` });
    const browser = t.browser();
    await registerUser(browser);
    const socket = browser.websocket().client;
    const kinds: string[] = [];
    socket.subscribe<{ dreamChanged: { kind: string } }>(
      { query: 'subscription { dreamChanged { kind dream { title } } }' },
      { next: (value) => kinds.push(value.data!.dreamChanged.kind), error: () => undefined, complete: () => undefined },
    );
    for (let attempt = 0; attempt < 40 && kinds.length === 0; attempt += 1) {
      await browser.graphql(`mutation { createDream(input: { content: "via redis" }) { dream { id } } }`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(kinds[0]).toBe('CREATED');
    await socket.dispose();
  });
});
