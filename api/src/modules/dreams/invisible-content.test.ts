// "Content required" means text a reader can see: content made only of NUL, zero-width or other
// invisible characters is refused like empty content. And NUL never reaches the database from any
// free text (PostgreSQL fails a query with one: an unexpected error, not a clear answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hasVisibleText } from './rich-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const REQUIRED = 'Content required: Please either enter your dream description or record an audio of your dream.';

describe('invisible content', () => {
  it('refuses content of only NUL, zero-width or other invisible characters, on create and update', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const invisible = [
      '\u0000\u0000',
      '<p>\u200b\u200c\u200d</p>',
      '<p>\ufeff\u2060 \u00a0</p>',
      '<p>\u202e\u200f</p>',
    ];
    for (const content of invisible) {
      const created = await browser.request('POST', '/api/dreams', { title: 'Empty', content });
      expect(created.status, JSON.stringify(content)).toBe(400);
      expect(created.body.message).toBe(REQUIRED);
    }
    expect((await browser.request('GET', '/api/dreams')).body).toEqual([]);
    const kept = await browser.request('POST', '/api/dreams', { content: '<p>a real dream</p>' });
    const updated = await browser.request('PUT', `/api/dreams/${kept.body.id}`, { content: '<p>\u200b</p>' });
    expect(updated.status).toBe(400);
    expect((await browser.request('GET', `/api/dreams/${kept.body.id}`)).body.content).toBe('<p>a real dream</p>');
  });

  it('keeps visible text around invisible characters, without NUL', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const created = await browser.request('POST', '/api/dreams', { content: '<p>moon\u0000light\u200b</p>' });
    expect(created.status).toBe(201);
    expect(created.body.content).toBe('<p>moonlight\u200b</p>');
  });

  it('drops NUL from free-text inputs: a full name, a sign-in name, your own take', async () => {
    const browser = t.browser();
    const registered = await browser.request('POST', '/api/register', {
      username: 'nulname',
      email: 'nulname@example.org',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      fullName: 'Night\u0000 Owl',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user?.fullName ?? registered.body.fullName).toBe('Night Owl');
    const wrong = await t.browser().request('POST', '/api/login', { username: 'nobody\u0000', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    const dream = await browser.request('POST', '/api/dreams', { content: '<p>a dream</p>' });
    const own = await browser.request('POST', `/api/dreams/${dream.body.id}/interpretations`, {
      content: 'my\u0000 take',
    });
    expect(own.status).toBe(201);
    expect(own.body.content).toBe('my take');
  });

  it('hasVisibleText sees letters, digits and emoji, and not invisible characters', () => {
    expect(hasVisibleText('a')).toBe(true);
    expect(hasVisibleText('🌙')).toBe(true);
    expect(hasVisibleText('\u200d')).toBe(false);
    expect(hasVisibleText('\u0000 \t\n\u00ad')).toBe(false);
  });
});
