// Registration is limited per client address (each costs a deliberately expensive password hash),
// and password hashing runs in a bounded pool so a burst cannot hold every libuv thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { BoundedPool, PoolFullError } from '../../lib/bounded-pool.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'true' });
});
afterAll(() => t.stop());

async function register(username: string, ip: string) {
  const input = { username, email: `${username}@example.org`, password: 'correct horse battery' };
  const response = await t
    .browser()
    .request('POST', '/graphql', { query: REGISTER, variables: { input } }, { 'X-Forwarded-For': ip });
  return response.body as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

describe('registration limit', () => {
  it('lets one address register a few accounts an hour, then refuses with a clear message', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register(`sleeper${i}`, '10.5.0.1')).errors).toBeUndefined();
    const refused = await register('sleeper3', '10.5.0.1');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many accounts were created from this network. Please wait 60 minutes and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(refused.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(3000);
    // Nothing was created for the refused one, and another address is not affected.
    expect((await register('sleeper3', '10.5.0.2')).errors).toBeUndefined();
  });

  it('says so in Spanish too', async () => {
    for (let i = 0; i < 3; i += 1) await register(`dormido${i}`, '10.5.1.1');
    const input = { username: 'dormido9', email: 'dormido9@example.org', password: 'correct horse battery' };
    const response = await t
      .browser({ language: 'es' })
      .request('POST', '/graphql', { query: REGISTER, variables: { input } }, { 'X-Forwarded-For': '10.5.1.1' });
    expect(response.body.errors[0].message).toBe(
      'Se han creado demasiadas cuentas desde esta red. Espera 60 minutos y vuelve a intentarlo.',
    );
  });
});

describe('BoundedPool', () => {
  it('runs at most `concurrency` at once, queues up to its bound and refuses beyond', async () => {
    const pool = new BoundedPool(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(running);
        });
      });
    const accepted = Array.from({ length: 5 }, () => pool.run(work));
    await expect(pool.run(work)).rejects.toBeInstanceOf(PoolFullError);
    // Release the running ones as they start, until all five have run.
    for (let done = 0; done < 5; done += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    // Once drained, it accepts work again.
    const after = pool.run(work);
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    await expect(after).resolves.toBe(0);
  });

  it('frees the slot of work that fails', async () => {
    const pool = new BoundedPool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(pool.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
