// A request's work ends when its client leaves: a long REST list reads no further page, a query does
// not start, an AI interpretation the client was waiting for stops being written. Observed through
// the statements the database receives and the app's count of requests still being handled, never
// through timing.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { startTestApp, type SignedIn, type TestApp } from '#api-test/test-app.ts';
import { database } from '../db/current.ts';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  // The offline interpreter writes a chunk every 20 ms: a generation lasts long enough to leave during it.
  t = await startTestApp({ OFFLINE_INTERPRETER_DELAY_MS: '20' });
  owner = await t.signedIn();
  const random = randomSource(10);
  await insertDreams(
    owner.user.databaseId,
    Array.from({ length: 1000 }, () => buildDream(random, { spanDays: 900 })),
  );
});
afterAll(() => t.stop());

/** Resolves once the server has finished handling every request (checked a bounded number of times). */
async function serverIdle(): Promise<void> {
  for (let check = 0; check < 3_000 && t.app.requestsInFlight > 0; check += 1) await sleep(5);
  expect(t.app.requestsInFlight).toBe(0);
}

/**
 * Sends `path` as the owner, leaves as soon as the server runs its first statement matching `leaveOn`,
 * and returns the statements matching `count` that the server ran for the request in all.
 */
async function leaveDuring(
  method: string,
  path: string,
  leaveOn: RegExp,
  count: RegExp,
  body?: unknown,
): Promise<string[]> {
  const client = new AbortController();
  const statements: string[] = [];
  const stop = database().onQuery((sql) => {
    if (count.test(sql)) statements.push(sql);
    if (leaveOn.test(sql)) client.abort();
  });
  try {
    const sent = fetch(t.url + path, {
      method,
      signal: client.signal,
      headers: { Cookie: owner.browser.cookie, 'Content-Type': 'application/json', Origin: t.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await expect(sent).rejects.toThrow();
    await serverIdle();
  } finally {
    stop();
  }
  return statements;
}

/** A read of dreams (the SQLite reader's statement, or Prisma's). */
const DREAM_PAGE = /FROM (?:"\w+"\.)?"DreamEntry"/;

describe('a client that leaves mid-request', () => {
  it('stops a REST list of a thousand dreams after the page being read', async () => {
    // All of it, read by a client that stays: ten pages.
    const pages: string[] = [];
    const stop = database().onQuery((sql) => {
      if (DREAM_PAGE.test(sql)) pages.push(sql);
    });
    const whole = await owner.browser.request('GET', '/api/dreams');
    stop();
    expect(whole.status).toBe(200);
    expect(whole.body).toHaveLength(1000);
    expect(pages.length).toBeGreaterThanOrEqual(10);

    const read = await leaveDuring('GET', '/api/dreams', DREAM_PAGE, DREAM_PAGE);
    // The server learns that the client left when it next polls the socket, a loop turn or two after
    // the page being read; no page is read after that.
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThanOrEqual(3);
  });

  it('stops writing an AI interpretation that its client was waiting for', async () => {
    const created = await owner.browser.request('POST', '/api/dreams', {
      title: 'The lighthouse',
      content: '<p>A lighthouse on a hill, its light turning over a dark sea full of boats.</p>',
    });
    expect(created.status).toBe(201);
    const dreamId = created.body.id as number;
    const generator = t.app.services.generator;
    const path = `/api/dreams/${dreamId}/ai-interpretation`;
    const client = new AbortController();
    const sent = fetch(t.url + path, {
      method: 'POST',
      signal: client.signal,
      headers: { Cookie: owner.browser.cookie, 'Content-Type': 'application/json', Origin: t.url },
      body: JSON.stringify({ type: 'JUNG_AI' }),
    });
    let generation = generator.running(dreamId, 'JUNG_AI');
    for (let check = 0; check < 3_000 && !generation; check += 1) {
      await sleep(5);
      generation = generator.running(dreamId, 'JUNG_AI');
    }
    expect(generation, 'the generation started').toBeDefined();
    client.abort();
    await expect(sent).rejects.toThrow();
    expect(await generation!.outcome).toEqual({ ok: false, failure: 'CANCELLED' });
    await serverIdle();
    expect(generator.running(dreamId, 'JUNG_AI')).toBeUndefined();
    expect((await owner.browser.request('GET', `/api/dreams/${dreamId}/interpretations`)).body).toEqual([]);

    // A client that stays gets the whole text, stored.
    const stayed = await owner.browser.request('POST', path, { type: 'JUNG_AI' });
    expect(stayed.status).toBe(201);
    expect(stayed.body.content.length).toBeGreaterThan(100);
  });
});
