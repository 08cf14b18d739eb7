// The REST adapters of the account calls: the spec's paths and shapes, statuses from error codes,
// and strict handling of whatever a client sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../db/current.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAX_BODY_BYTES: '4096' });
});
afterAll(() => t.stop());

const newAccount = (name: string) => ({
  username: name,
  email: `${name}@example.org`,
  password: 'moonlit stairs 42',
  confirmPassword: 'moonlit stairs 42',
});

describe('GET /api/user', () => {
  it('is 401 with a JSON message when signed out', async () => {
    const response = await t.browser().request('GET', '/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'You need to be signed in.', code: 'UNAUTHENTICATED' });
  });

  it('is the signed-in user, with a numeric id and no secrets', async () => {
    const browser = t.browser();
    await browser.request('POST', '/api/register', newAccount('restuser'));
    const response = await browser.request('GET', '/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: 'restuser',
      email: 'restuser@example.org',
      role: 'user',
      preferredLanguage: 'en',
    });
    expect(typeof response.body.id).toBe('number');
    const text = JSON.stringify(response.body);
    for (const secret of ['password', 'passwordHash', 'verificationToken', 'stripeCustomerId', 'sessionId']) {
      expect(text).not.toContain(`"${secret}"`);
    }
  });
});

describe('POST /api/register', () => {
  it('is 201 with the user and signs in', async () => {
    const browser = t.browser();
    const response = await browser.request('POST', '/api/register', { ...newAccount('newbie'), fullName: 'New Bie' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: 'newbie', fullName: 'New Bie' });
    expect((await browser.request('GET', '/api/user')).status).toBe(200);
  });

  it('is 400 with field errors when confirmPassword differs, and creates nothing', async () => {
    const response = await t
      .browser()
      .request('POST', '/api/register', { ...newAccount('mismatch'), confirmPassword: 'different1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Passwords do not match',
      code: 'BAD_USER_INPUT',
      fieldErrors: { confirmPassword: ['Passwords do not match'] },
    });
    expect(await db().user.count({ where: { username: 'mismatch' } })).toBe(0);
  });

  it('is 409 for a taken username', async () => {
    await t.browser().request('POST', '/api/register', newAccount('twin'));
    const response = await t
      .browser()
      .request('POST', '/api/register', { ...newAccount('TWIN'), email: 'other@example.org' });
    expect(response.status).toBe(409);
    expect(response.body.fieldErrors).toEqual({ username: ['This username is already taken'] });
  });

  it('is 400 for fields of the wrong type, and creates nothing', async () => {
    const before = await db().user.count();
    const response = await t
      .browser()
      .request('POST', '/api/register', { username: 12345, email: ['a'], password: true });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    expect(await db().user.count()).toBe(before);
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in, returns the user, and signs out', async () => {
    const account = newAccount('roundtrip');
    await t.browser().request('POST', '/api/register', account);
    const browser = t.browser();
    const login = await browser.request('POST', '/api/login', { username: 'roundtrip', password: account.password });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe('roundtrip');
    expect((await browser.request('GET', '/api/user')).status).toBe(200);
    const logout = await browser.request('POST', '/api/logout');
    expect(logout.status).toBe(200);
    expect((await browser.request('GET', '/api/user')).status).toBe(401);
  });

  it('is 401 with the message for wrong credentials', async () => {
    const response = await t.browser().request('POST', '/api/login', { username: 'roundtrip', password: 'nope-nope' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
  });

  it('is 400 for an empty body, naming both fields', async () => {
    const response = await t.browser().request('POST', '/api/login', {});
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });
});

describe('PUT /api/user/language', () => {
  it('saves the language of a signed-in user', async () => {
    const browser = t.browser();
    await browser.request('POST', '/api/register', newAccount('hablante'));
    const response = await browser.request('PUT', '/api/user/language', { language: 'es' });
    expect(response.status).toBe(200);
    expect(response.body.preferredLanguage).toBe('es');
  });

  it('is 401 when signed out and 400 for an unknown language', async () => {
    expect((await t.browser().request('PUT', '/api/user/language', { language: 'es' })).status).toBe(401);
    const browser = t.browser();
    await registerUser(browser);
    expect((await browser.request('PUT', '/api/user/language', { language: 'klingon' })).status).toBe(400);
  });
});

describe('what a client sends', () => {
  it('refuses bodies that are not JSON (415), which also stops cross-site form posts', async () => {
    const response = await t.browser().request('POST', '/api/login', 'username=a&password=b', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Requests must be JSON (Content-Type: application/json).');
  });

  it('refuses malformed JSON (400)', async () => {
    const response = await t
      .browser()
      .request('POST', '/api/login', '{"username": "a",', { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
  });

  it('refuses oversized bodies (413) and creates nothing', async () => {
    const before = await db().user.count();
    const response = await t
      .browser()
      .request('POST', '/api/register', { ...newAccount('huge'), fullName: 'x'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect(await db().user.count()).toBe(before);
  });

  it('refuses requests from another site (403)', async () => {
    const response = await t
      .browser()
      .request('POST', '/api/login', { username: 'a', password: 'b' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    expect((await t.browser().request('GET', '/api/nothing-here')).status).toBe(404);
    const wrongMethod = await t.browser().request('DELETE', '/api/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('localises REST messages too', async () => {
    const response = await t.browser({ language: 'es' }).request('GET', '/api/user');
    expect(response.body.message).toBe('Necesitas iniciar sesión.');
  });
});
