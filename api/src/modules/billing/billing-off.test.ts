// With no Stripe key the server sells nothing: the page learns so before sign-in, starting a
// subscription is refused, there is no webhook, and every account has the premium features. And the
// grandfathering command, which works the same either way.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '../../db/current.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { WEBHOOK_PATH } from './webhook.ts';

let off: TestApp;
beforeAll(async () => {
  off = await startTestApp();
});
afterAll(() => off?.stop());

it('says so publicly, sells nothing, has no webhook, and every account has access', async () => {
  expect((await off.browser().request('GET', '/api/billing/config')).body).toEqual({
    enabled: false,
    publishableKey: null,
  });
  const { browser } = await off.signedIn();
  const start = await browser.request('POST', '/api/create-subscription', {});
  expect(start.status).toBe(404);
  expect(start.body.message).toBe('This server does not sell subscriptions: every account already has every feature.');
  expect((await fetch(off.url + WEBHOOK_PATH, { method: 'POST', body: '{}' })).status).toBe(404);
  expect((await browser.request('GET', '/api/subscription-status')).body).toMatchObject({
    hasAccess: true,
    stripeSubscription: null,
  });
});

it('npm run billing:grandfather grants and removes lifetime access from the command line', async () => {
  const { user } = await off.signedIn();
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/modules/billing/grandfather-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: off.database.url, LOG_LEVEL: 'silent' },
    });
  const granted = await run('--', user.username.toUpperCase());
  expect(granted.stdout).toContain('lifetime premium access');
  expect((await db().user.findUniqueOrThrow({ where: { id: user.databaseId } })).grandfathered).toBe(true);
  await run('--remove', user.username);
  expect((await db().user.findUniqueOrThrow({ where: { id: user.databaseId } })).grandfathered).toBe(false);
  await expect(run('nobody-by-this-name')).rejects.toMatchObject({ code: 1 });
  // Three command-line processes, each compiling from source: on a loaded 2-core machine one took 7 s.
}, 60_000);
