// Per-user rules that must hold across instances (the limits have their own tests in limits/). Two
// instances share PostgreSQL and Redis; A runs in this process, B is a server process from the same
// sources.
// - One generation per dream and voice at a time: a generation started on A is joined from B (B's
//   snapshot says GENERATING, a caller on B that waits gets A's stored text), never started a second
//   time. The hourly allowance is 1 here, so a second start anywhere would be refused: joining is
//   what makes B's answers succeed.
// - The cap on a user's live subscriptions counts their sockets on both instances.
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream, GENERATE, watchProgress } from '#api-test/interpretations.ts';
import { startServerProcess, type ServerProcess } from '#api-test/server-process.ts';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { startTestApp, TestBrowser, type TestApp } from '#api-test/test-app.ts';
import { db } from '../db/current.ts';

const twoInstances = suiteGate(
  'Per-user rules across instances (api/src/http/rules-across-instances.test.ts)',
  Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL),
  'needs TEST_DATABASE_URL and TEST_REDIS_URL (the PostgreSQL pass sets both in CI)',
);

describe.skipIf(!twoInstances)('two instances on PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: ServerProcess;
  const shared = {
    // Slow enough to be joined while it runs (a few seconds), and one generation an hour.
    OFFLINE_INTERPRETER_DELAY_MS: '25',
    AI_GENERATIONS_PER_HOUR: '1',
    WS_MAX_SUBSCRIPTIONS_PER_USER: '3',
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
  };

  beforeAll(async () => {
    a = await startTestApp(shared);
    const dataDir = join(a.database.dataDir, 'instance-b');
    mkdirSync(dataDir, { recursive: true });
    b = await startServerProcess({
      ...shared,
      DATABASE_URL: a.database.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
  });
  afterAll(async () => {
    b?.child.kill('SIGTERM');
    await b?.exited;
    await a?.stop();
  });

  it('is joined from the other instance, which waits for its text instead of starting another', async () => {
    const { browser } = await a.signedIn();
    const onB = Object.assign(new TestBrowser(b.url, 'en'), { cookie: browser.cookie });
    const dream = await createSampleDream(browser);

    const started = await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(started.errors).toBeUndefined();
    expect(started.data.generateInterpretation.progress.status).toBe('GENERATING');

    // B knows it is running (its text so far lives on A: the snapshot has none)...
    const { client } = onB.websocket();
    const progress = watchProgress(client, dream.id, 'JUNG_AI');
    await expect.poll(() => progress.events.length).toBeGreaterThan(0);
    expect(progress.events[0]!.status).toBe('GENERATING');
    // ...a second press on B joins it...
    const joined = await onB.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI' });
    expect(joined.errors, b.stderr()).toBeUndefined();
    expect(joined.data.generateInterpretation.progress.status).toBe('GENERATING');
    // ...and a caller on B that waits gets the text A stores.
    const waited = await onB.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', wait: true });
    expect(waited.errors, b.stderr()).toBeUndefined();
    const interpretation = waited.data.generateInterpretation.interpretation;
    expect(interpretation.content).toMatch(/snake/i);

    const rows = await db().dreamInterpretation.findMany({ where: { dreamEntryId: dream.databaseId } });
    expect(rows.map((row) => [row.id, row.content])).toEqual([[interpretation.databaseId, interpretation.content]]);
    // B's subscription heard A's job to its end.
    expect((await progress.until('DONE')).text).toBe(interpretation.content);

    // The one generation of the hour was used once, by A's job: a new one is refused on both.
    for (const instance of [browser, onB]) {
      const again = await instance.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', replace: true });
      expect(again.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    await client.dispose();
  });

  it("caps a user's live subscriptions across both instances, and frees a place when one ends", async () => {
    const { browser } = await a.signedIn();
    const onB = Object.assign(new TestBrowser(b.url, 'en'), { cookie: browser.cookie });
    const dream = await createSampleDream(browser);
    const follow = (client: ReturnType<TestBrowser['websocket']>['client']) =>
      watchProgress(client, dream.id, 'ROGERS_AI');

    const socketA = browser.websocket();
    const socketB = onB.websocket();
    const onA1 = follow(socketA.client);
    await onA1.until('IDLE');
    await follow(socketA.client).until('IDLE');
    await follow(socketB.client).until('IDLE');
    // The user's fourth, on either instance, is refused.
    for (const socket of [socketB, socketA]) {
      const refused = follow(socket.client);
      await expect(refused.until('IDLE')).rejects.toBeDefined();
      expect(JSON.stringify(refused.errors())).toContain('RATE_LIMITED');
    }
    // One ended on A: its place is taken on B.
    onA1.unsubscribe();
    await expect
      .poll(async () => {
        const again = follow(socketB.client);
        return again.until('IDLE').then(
          () => 'running',
          () => 'refused',
        );
      })
      .toBe('running');
    // A's socket closed: both its places come back.
    await socketA.client.dispose();
    await expect
      .poll(async () =>
        follow(socketB.client)
          .until('IDLE')
          .then(
            () => 'running',
            () => 'refused',
          ),
      )
      .toBe('running');
    await socketB.client.dispose();
  });
});
