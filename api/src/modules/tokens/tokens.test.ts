// Personal access tokens, as a script uses them: created in a signed-in session (shown once, stored
// as a hash), then sent as `Authorization: Bearer` to /graphql and /api. A read token reads and is
// refused writes; a read-write token writes the journal but never the account; a revoked, expired or
// mistyped token is refused with 401; a password change and account deletion end them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

async function newToken(session: TestBrowser, body: Record<string, unknown>) {
  const response = await session.request('POST', '/api/tokens', body);
  expect(response.status).toBe(201);
  return response.body as { id: number; name: string; scope: string; token: string; expiresAt: string | null };
}

function script(token: string): TestBrowser {
  const browser = t.browser();
  browser.bearer = token;
  return browser;
}

describe('creating and listing tokens', () => {
  it('shows the token once and stores only its hash', async () => {
    const { browser, user } = await t.signedIn();
    const created = await newToken(browser, { name: 'My backup script', scope: 'read', expiresInDays: 30 });
    expect(created).toMatchObject({ name: 'My backup script', scope: 'read' });
    expect(created.token).toMatch(/^oneiro_pat_[A-Za-z0-9_-]{43}$/);
    const days = (new Date(created.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const row = await db().apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.userId).toBe(user.databaseId);
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await browser.request('GET', '/api/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: created.id, name: 'My backup script', scope: 'read', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
  });

  it('makes a token without expiry only when asked for none', async () => {
    const { browser } = await t.signedIn();
    expect((await newToken(browser, { name: 'forever', scope: 'read', expiresInDays: null })).expiresAt).toBeNull();
    const byDefault = await newToken(browser, { name: 'default', scope: 'read' });
    expect(byDefault.expiresAt).not.toBeNull();
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const { browser, user } = await t.signedIn();
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x'.repeat(61), scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok', scope: 'read', expiresInDays: 7 },
    ]) {
      const response = await browser.request('POST', '/api/tokens', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await db().apiToken.count({ where: { userId: user.databaseId } })).toBe(0);
  });

  it('keeps to the per-user cap of 20 when 30 creations arrive at once', async () => {
    const { browser, user } = await t.signedIn();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        browser.request('POST', '/api/tokens', { name: `burst ${index}`, scope: 'read' }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);
    expect(await db().apiToken.count({ where: { userId: user.databaseId } })).toBe(20);
  });

  it('needs a signed-in session', async () => {
    expect((await t.browser().request('POST', '/api/tokens', { name: 'x', scope: 'read' })).status).toBe(401);
    expect((await t.browser().request('GET', '/api/tokens')).status).toBe(401);
  });
});

describe('a script with a token', () => {
  it('with read: lists dreams, is refused a mutation, and its use is recorded', async () => {
    const { browser } = await t.signedIn();
    await browser.request('POST', '/api/dreams', { title: 'Lighthouse', content: '<p>A lighthouse at sea.</p>' });
    const { token, id } = await newToken(browser, { name: 'reader', scope: 'read' });
    const reader = script(token);

    const dreams = await reader.request('GET', '/api/dreams');
    expect(dreams.status).toBe(200);
    expect(dreams.body.map((dream: { title: string }) => dream.title)).toEqual(['Lighthouse']);
    const viaGraphQL = await reader.graphql(`{ me { username dreams(first: 5) { edges { node { title } } } } }`);
    expect(viaGraphQL.data.me.dreams.edges).toHaveLength(1);

    const refused = await reader.request('POST', '/api/dreams', { content: '<p>Written by a reader.</p>' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const refusedGraphQL = await reader.graphql(
      `mutation { createDream(input: { content: "<p>Written by a reader.</p>" }) { dream { id } } }`,
    );
    expect(refusedGraphQL.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await browser.request('GET', '/api/dreams')).body).toHaveLength(1);
    expect((await db().apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();
  });

  it('with read-write: creates a dream, but changes nothing of the account', async () => {
    const { browser, user } = await t.signedIn();
    const writer = script((await newToken(browser, { name: 'importer', scope: 'read-write' })).token);
    const created = await writer.request('POST', '/api/dreams', { title: 'By script', content: '<p>Hello.</p>' });
    expect(created.status).toBe(201);
    expect(await db().dreamEntry.count({ where: { userId: user.databaseId, title: 'By script' } })).toBe(1);

    const passwordChange = {
      currentPassword: 'correct horse battery',
      newPassword: 'another horse battery',
      confirmPassword: 'another horse battery',
    };
    for (const [method, path, body] of [
      ['PUT', '/api/user/password', passwordChange],
      ['PUT', '/api/user/profile', { username: 'takenover', email: 'takenover@example.org' }],
      ['DELETE', '/api/user/account', { password: 'correct horse battery' }],
      ['POST', '/api/tokens', { name: 'another', scope: 'read-write' }],
      ['PUT', '/api/user/language', { language: 'es' }],
      ['POST', '/api/logout', undefined],
    ] as const) {
      const response = await writer.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const after = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(after.username).toBe(user.username);
    expect(after.preferredLanguage).toBe('en');
  });

  it('is refused once revoked, expired or mistyped (401, nothing read)', async () => {
    const { browser } = await t.signedIn();
    const revoked = await newToken(browser, { name: 'revoked', scope: 'read' });
    expect((await browser.request('DELETE', `/api/tokens/${revoked.id}`)).status).toBe(200);
    const expired = await newToken(browser, { name: 'expired', scope: 'read' });
    await db().apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const token of [revoked.token, expired.token, `${expired.token}x`, 'oneiro_pat_nonsense', 'garbage']) {
      const response = await script(token).request('GET', '/api/dreams');
      expect(response.status, token).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
      // /graphql refuses before executing anything: the request's answer is the coded error.
      const graphql = await script(token).request('POST', '/graphql', { query: '{ me { id } }' });
      expect(graphql.status).toBe(401);
      expect(graphql.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it("cannot reach another user's dreams or revoke another user's token", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const created = await owner.browser.request('POST', '/api/dreams', { content: '<p>Mine alone.</p>' });
    const ownersToken = await newToken(owner.browser, { name: 'mine', scope: 'read' });
    const othersScript = script((await newToken(other.browser, { name: 'theirs', scope: 'read-write' })).token);
    expect((await othersScript.request('GET', `/api/dreams/${created.body.id}`)).status).toBe(404);
    expect((await other.browser.request('DELETE', `/api/tokens/${ownersToken.id}`)).status).toBe(404);
    expect((await script(ownersToken.token).request('GET', '/api/user')).body.username).toBe(owner.user.username);
  });

  it('ends with a password change and with the account', async () => {
    const { browser, user } = await t.signedIn();
    const token = (await newToken(browser, { name: 'backup', scope: 'read' })).token;
    const changed = await browser.request('PUT', '/api/user/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'another horse battery',
      confirmPassword: 'another horse battery',
    });
    expect(changed.status).toBe(200);
    expect((await script(token).request('GET', '/api/dreams')).status).toBe(401);

    const second = (await newToken(browser, { name: 'again', scope: 'read' })).token;
    expect((await browser.request('DELETE', '/api/user/account', { password: 'another horse battery' })).status).toBe(
      200,
    );
    expect(await db().apiToken.count({ where: { userId: user.databaseId } })).toBe(0);
    expect((await script(second).request('GET', '/api/dreams')).status).toBe(401);
  });

  it('ignores cookies sent with a token, and sets none', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const reader = script((await newToken(other.browser, { name: 'theirs', scope: 'read' })).token);
    reader.cookie = owner.browser.cookie;
    const response = await reader.request('GET', '/api/user');
    expect(response.body.username).toBe(other.user.username);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
