// Limits that a burst cannot walk through: the count is reserved before the work (limits/), so 60
// wrong passwords sent at once for one account get at most the allowance checked (401) and every
// other one refused (429), on one instance (memory) and on two instances sharing Redis.
// The Redis part needs Redis (127.0.0.1:6379 here and in CI; TEST_REDIS_URL overrides, =off skips).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { startSecondInstance, type SecondInstance } from '#api-test/second-instance.ts';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { RateLimits, RateLimitExceeded } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisEnabled = suiteGate(
  'Rate limits across instances (api/src/limits/rate-limits.test.ts)',
  redisUrl !== 'off',
  'TEST_REDIS_URL=off',
);
const MAX_FAILURES = 10;

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { user { username } } }`;

/** One wrong password for `username` sent to `baseUrl`; the HTTP status of the REST sign-in. */
async function wrongPassword(baseUrl: string, username: string, index: number): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username, password: `wrong-guess-${index}` } } }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? 'OK';
}

function tally(codes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('a burst of wrong passwords on one instance', () => {
  let t: TestApp;
  afterAll(() => t?.stop());

  it('gets at most the allowance checked: the rest is refused before any password is verified', async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES) });
    const owner = await registerUser(t.browser());
    const codes = await Promise.all(Array.from({ length: 60 }, (_, i) => wrongPassword(t.url, owner.username, i)));
    const counts = tally(codes);
    expect(counts.UNAUTHENTICATED).toBe(MAX_FAILURES);
    expect(counts.RATE_LIMITED).toBe(60 - MAX_FAILURES);
  });
});

describe.skipIf(!redisEnabled)('a burst of wrong passwords on two instances sharing Redis', () => {
  let t: TestApp | undefined;
  let second: SecondInstance | undefined;
  afterAll(async () => {
    await second?.stop();
    await t?.stop();
  });

  it('gets at most the allowance checked across both instances', async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES),
    };
    t = await startTestApp(env);
    second = await startSecondInstance({
      ...env,
      DATABASE_URL: t.database.url,
      DATA_DIR: t.database.dataDir,
      WEB_DIST_DIR: `${t.database.dataDir}/no-web-build`,
    });
    const owner = await registerUser(t.browser());
    const urls = [t.url, second.url];
    const codes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => wrongPassword(urls[i % 2]!, owner.username, i)),
    );
    const counts = tally(codes);
    expect(counts.UNAUTHENTICATED).toBe(MAX_FAILURES);
    expect(counts.RATE_LIMITED).toBe(60 - MAX_FAILURES);
  }, 90_000);
});

describe('RateLimits', () => {
  const policies = {
    uploadsAtOnce: { points: 2, seconds: 60, per: 'user' },
    feedbackPerHour: { points: 3, seconds: 3600, per: 'user' },
  } as unknown as ConstructorParameters<typeof RateLimits>[0];

  it('holds "at once" slots until released, and never gives back more than was taken', async () => {
    const limits = new RateLimits(policies);
    const first = await limits.hold([{ policy: 'uploadsAtOnce', key: 'u1' }]);
    const second = await limits.hold([{ policy: 'uploadsAtOnce', key: 'u1' }]);
    await expect(limits.hold([{ policy: 'uploadsAtOnce', key: 'u1' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    // Another key has its own slots.
    await (await limits.hold([{ policy: 'uploadsAtOnce', key: 'u2' }])).release();
    await first.release();
    await first.release();
    const third = await limits.hold([{ policy: 'uploadsAtOnce', key: 'u1' }]);
    await expect(limits.hold([{ policy: 'uploadsAtOnce', key: 'u1' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    await Promise.all([second.release(), third.release()]);
  });

  it('refuses a burst past the allowance and says when to retry', async () => {
    const limits = new RateLimits(policies);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => limits.consume('feedbackPerHour', 'u1')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitExceeded);
    expect(((refused as PromiseRejectedResult).reason as RateLimitExceeded).retryAfterMs).toBeGreaterThan(3_500_000);
  });
});
