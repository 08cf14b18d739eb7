// Sign-in limits as an attacker meets them and as an owner does (login-limiter.ts, trusted-device.ts):
// one counter per account whatever identifier names it, a growing delay rather than a lock, the
// owner's own browser counted apart, and a per-address backstop. The clock is real, so the tests
// check who is refused and for how long they are told to wait, never how long anything took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app.ts';
import { DEVICE_COOKIE } from './trusted-device.ts';

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        username
      }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_ATTEMPTS_PER_IP: '20',
    // Each client below sends its own address through a trusted proxy header.
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.stop());

/** A sign-in from `ip`, optionally with a device cookie; returns the error code (or null) and cookies. */
async function signIn(browser: TestBrowser, username: string, password: string, ip: string, device?: string) {
  const response = await browser.request(
    'POST',
    '/graphql',
    { query: LOGIN, variables: { input: { username, password } } },
    { 'X-Forwarded-For': ip, ...(device ? { Cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
  );
  const error = response.body.errors?.[0];
  const deviceCookie = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(DEVICE_COOKIE.length + 1);
  return {
    code: (error?.extensions?.code as string | undefined) ?? null,
    retryAfter: error?.extensions?.retryAfterSeconds as number | undefined,
    deviceCookie,
  };
}

describe('sign-in limits', () => {
  it('counts guesses by username and by email against one counter per account', async () => {
    const owner = await registerUser(t.browser());
    const attacker = t.browser();
    // Two by username (any case), one by email: three failures of the same account.
    expect((await signIn(attacker, owner.username.toUpperCase(), 'guess-1', '10.0.0.1')).code).toBe('UNAUTHENTICATED');
    expect((await signIn(attacker, owner.username, 'guess-2', '10.0.0.1')).code).toBe('UNAUTHENTICATED');
    expect((await signIn(attacker, owner.email, 'guess-3', '10.0.0.1')).code).toBe('UNAUTHENTICATED');
    const byEmail = await signIn(attacker, owner.email, 'guess-4', '10.0.0.1');
    const byName = await signIn(attacker, owner.username, 'guess-4', '10.0.0.2');
    expect(byEmail.code).toBe('RATE_LIMITED');
    expect(byName.code).toBe('RATE_LIMITED');
  });

  it("never delays the owner's own browser for an attacker's failures, and delays the attacker", async () => {
    const ownerBrowser = t.browser();
    const owner = await registerUser(ownerBrowser);
    // The owner's browser signs in once (as it would at registration): it is now a known device.
    const first = await signIn(ownerBrowser, owner.username, owner.password, '10.1.0.1');
    expect(first.code).toBeNull();
    expect(first.deviceCookie).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);

    const attacker = t.browser();
    for (let i = 0; i < 3; i += 1) await signIn(attacker, owner.username, `guess-${i}`, '10.1.0.66');
    const attackerAgain = await signIn(attacker, owner.username, owner.password, '10.1.0.66');
    expect(attackerAgain.code).toBe('RATE_LIMITED');
    expect(attackerAgain.retryAfter).toBeGreaterThan(0);
    // A browser the account has never seen shares the account's counter, whatever its address...
    expect((await signIn(t.browser(), owner.username, owner.password, '10.1.0.77')).code).toBe('RATE_LIMITED');
    // ...but the owner's own browser has its own, and signs in.
    expect(
      (await signIn(ownerBrowser, owner.username, owner.password, '10.1.0.1', first.deviceCookie)).code,
    ).toBeNull();
  });

  it("does not take another account's device cookie, or a forged one, as the owner's", async () => {
    const owner = await registerUser(t.browser());
    const other = await registerUser(t.browser());
    const otherDevice = (await signIn(t.browser(), other.username, other.password, '10.2.0.1')).deviceCookie!;
    const forged = `${owner.databaseId}.${otherDevice.split('.')[1]}.${otherDevice.split('.')[2]}`;
    for (let i = 0; i < 3; i += 1) await signIn(t.browser(), owner.username, `guess-${i}`, '10.2.0.66');
    expect((await signIn(t.browser(), owner.username, owner.password, '10.2.0.2', otherDevice)).code).toBe(
      'RATE_LIMITED',
    );
    expect((await signIn(t.browser(), owner.username, owner.password, '10.2.0.2', forged)).code).toBe('RATE_LIMITED');
  });

  it("delays a known browser that keeps failing, on that browser's counter", async () => {
    const ownerBrowser = t.browser();
    const owner = await registerUser(ownerBrowser);
    const device = (await signIn(ownerBrowser, owner.username, owner.password, '10.3.0.1')).deviceCookie!;
    for (let i = 0; i < 3; i += 1) await signIn(ownerBrowser, owner.username, `typo-${i}`, '10.3.0.1', device);
    expect((await signIn(ownerBrowser, owner.username, owner.password, '10.3.0.1', device)).code).toBe('RATE_LIMITED');
    // Other browsers are not delayed by the known browser's failures.
    expect((await signIn(t.browser(), owner.username, owner.password, '10.3.0.9')).code).toBeNull();
  });
});

describe('per-address backstop', () => {
  it('refuses every sign-in from one address past its limit, and no other address', async () => {
    const owner = await registerUser(t.browser());
    const sprayer = t.browser();
    for (let i = 0; i < 20; i += 1) {
      // The sprayer's own X-Forwarded-For entries change every time; the proxy's (the last) does not.
      const forwarded = `203.0.113.${i}, 10.9.0.1`;
      expect((await signIn(sprayer, `nobody${i}`, 'guess', forwarded)).code).toBe('UNAUTHENTICATED');
    }
    expect((await signIn(sprayer, owner.username, owner.password, '10.9.0.1')).code).toBe('RATE_LIMITED');
    expect((await signIn(t.browser(), owner.username, owner.password, '10.9.0.2')).code).toBeNull();
  });
});
