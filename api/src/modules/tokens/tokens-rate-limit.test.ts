// A personal access token's own allowance (TOKEN_REQUESTS_PER_MINUTE), in a file of its own: one app
// per test process (db/current.ts holds one database), started here with a small allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

let limitedApp: TestApp;
beforeAll(async () => {
  limitedApp = await startTestApp({ TOKEN_REQUESTS_PER_MINUTE: '3' });
});
afterAll(() => limitedApp.stop());

describe("a token's own rate limit", () => {
  it('answers 429 past its allowance, counted per token and reserved before the work', async () => {
    const { browser } = await limitedApp.signedIn();
    const tokenOf = async (name: string) =>
      (await browser.request('POST', '/api/tokens', { name, scope: 'read' })).body.token as string;
    const first = limitedApp.browser();
    first.bearer = await tokenOf('first');
    // Five at once: exactly the allowance gets through.
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => first.request('GET', '/api/dreams').then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 200, 429, 429]);
    // Another token of the same account has its own allowance; the session is not limited by it.
    const second = limitedApp.browser();
    second.bearer = await tokenOf('second');
    expect((await second.request('GET', '/api/dreams')).status).toBe(200);
    expect((await browser.request('GET', '/api/dreams')).status).toBe(200);
  });
});
