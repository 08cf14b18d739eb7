// Uploads at once: each person may send UPLOADS_MAX_CONCURRENT_PER_USER recordings at a time and
// everyone together UPLOADS_MAX_CONCURRENT (limits/policies.ts), taken before the body is read, so
// a burst cannot fill the server's memory or disk; across instances when they share Redis. And the
// quota holds against parallel uploads that each would fit alone.
// The Redis part needs Redis (127.0.0.1:6379 here and in CI; TEST_REDIS_URL overrides, =off skips).
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webm } from '#api-test/audio-upload.ts';
import { startSecondInstance, type SecondInstance } from '#api-test/second-instance.ts';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisEnabled = suiteGate(
  'Upload slots across instances (api/src/modules/audio/upload-limits.test.ts)',
  redisUrl !== 'off',
  'TEST_REDIS_URL=off',
);

const body = (bytes: Buffer) =>
  Buffer.from(JSON.stringify({ duration: 2, audioData: `data:audio/webm;base64,${bytes.toString('base64')}` }));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/**
 * An upload to `baseUrl` whose body is held after its first bytes: the server has taken its slots
 * and waits for the rest, until `finish`.
 */
function heldUpload(baseUrl: string, browser: TestBrowser, bytes = webm(2000)) {
  const whole = body(bytes);
  const request = httpRequest(`${baseUrl}/api/audio`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(whole.length), Cookie: browser.cookie },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({
        status: response.statusCode!,
        headers: response.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
    });
    request.on('error', reject);
  });
  request.write(whole.subarray(0, 100));
  return { answer, finish: () => request.end(whole.subarray(100)) };
}

async function upload(baseUrl: string, browser: TestBrowser, bytes = webm(2000)): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/audio`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: browser.cookie, 'Accept-Language': browser.language },
    body: body(bytes),
  });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.json() };
}

/** Waits until every slot of `policy` for `key` is taken on the app (the held uploads are in). */
const slotsTaken = (t: TestApp, policy: 'uploadsAtOnce' | 'uploadsAtOnceTotal', key: string) =>
  vi.waitFor(async () => expect(await t.app.services.limits.retryAfterMs(policy, key)).toBeGreaterThan(0), {
    timeout: 5000,
  });

describe('uploads at once, on one instance', () => {
  let t: TestApp;
  let quota: TestApp;
  beforeAll(async () => {
    [t, quota] = await Promise.all([
      // Per user: the default (2); in all: 3.
      startTestApp({ UPLOADS_MAX_CONCURRENT: '3' }),
      // Five at once per user, so that the quota alone decides between them.
      startTestApp({ AUDIO_QUOTA_MB: '30', UPLOADS_MAX_CONCURRENT_PER_USER: '5', UPLOADS_MAX_CONCURRENT: '10' }),
    ]);
  });
  afterAll(() => Promise.all([t?.stop(), quota?.stop()]));

  it('refuses a person’s upload past their slots (429) before reading it, and stores only the ones let in', async () => {
    const { browser, user } = await t.signedIn();
    const held = [heldUpload(t.url, browser), heldUpload(t.url, browser)];
    await slotsTaken(t, 'uploadsAtOnce', String(user.databaseId));
    const refused = await Promise.all([upload(t.url, browser), upload(t.url, browser), upload(t.url, browser)]);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'You are already sending several recordings. Please wait for them to finish and try again.',
      });
      expect(answer.headers['retry-after']).toBe('5');
    }
    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await t.app.services.audio.store.list(user.databaseId)).toHaveLength(2);
    // The slots are given back.
    expect((await upload(t.url, browser)).status).toBe(200);
  });

  it('refuses anyone’s upload past the server’s slots, in their language, until one frees', async () => {
    const first = await t.signedIn();
    const second = await t.signedIn();
    const third = await t.signedIn('es');
    const held = [
      heldUpload(t.url, first.browser),
      heldUpload(t.url, first.browser),
      heldUpload(t.url, second.browser),
    ];
    await slotsTaken(t, 'uploadsAtOnceTotal', 'all');
    const busy = await upload(t.url, third.browser);
    expect(busy.status).toBe(429);
    expect(busy.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Se están enviando muchas grabaciones en este momento. Vuelve a intentarlo en un momento.',
    });
    expect(busy.headers['retry-after']).toBe('5');
    expect(await t.app.services.audio.store.list(third.user.databaseId)).toEqual([]);
    held[2]!.finish();
    expect((await held[2]!.answer).status).toBe(200);
    expect((await upload(t.url, third.browser)).status).toBe(200);
    held[0]!.finish();
    held[1]!.finish();
    await Promise.all(held.map((upload) => upload.answer));
  });

  it('keeps five parallel 12 MB uploads within a 30 MB quota', async () => {
    const { browser, user } = await quota.signedIn();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(quota.url, browser, webm(12 * 1024 * 1024))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 413, 413, 413]);
    for (const answer of answers.filter((answer) => answer.status === 413)) {
      expect(answer.body.message).toBe(
        'Your recordings fill all the space of your account. Delete a dream with a recording to make room.',
      );
    }
    const stored = await quota.app.services.audio.store.list(user.databaseId);
    expect(stored.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(30 * 1024 * 1024);
    expect(stored).toHaveLength(2);
  }, 60_000);
});

describe.skipIf(!redisEnabled)('uploads at once, on two instances sharing Redis', () => {
  let t: TestApp | undefined;
  let second: SecondInstance | undefined;
  afterAll(async () => {
    await second?.stop();
    await t?.stop();
  });

  it('counts the server’s slots across both instances', async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
      UPLOADS_MAX_CONCURRENT: '2',
    };
    t = await startTestApp(env);
    second = await startSecondInstance({
      ...env,
      DATABASE_URL: t.database.url,
      DATA_DIR: t.database.dataDir,
      WEB_DIST_DIR: `${t.database.dataDir}/no-web-build`,
    });
    const [a, b, c] = await Promise.all([t.signedIn(), t.signedIn(), t.signedIn()]);
    const held = [heldUpload(t.url, a!.browser), heldUpload(t.url, b!.browser)];
    await slotsTaken(t, 'uploadsAtOnceTotal', 'all');
    const elsewhere = await upload(second.url, c!.browser);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toBe('Many recordings are being sent right now. Please try again in a moment.');
    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await upload(second.url, c!.browser)).status).toBe(200);
  }, 90_000);
});
