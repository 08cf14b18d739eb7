// Common passwords are refused wherever a password is set (registration, password change), with a
// clear message in the request's language, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { isCommonPassword } from './common-passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('the common-password list', () => {
  it('holds at least the 10,000 most common passwords, in any case, and refuses one character repeated', () => {
    for (const password of ['password', 'Password', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine', 'football'])
      expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('        ')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('moonlit stairs 42')).toBe(false);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});

describe('setting a common password', () => {
  it('is refused at registration, in English and Spanish, and creates no account', async () => {
    const english = await t.browser().request('POST', '/api/register', {
      username: 'commoner',
      email: 'commoner@example.org',
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(english.status).toBe(400);
    expect(english.body.fieldErrors).toEqual({
      password: ['This password is too common and easy to guess. Please choose another one.'],
    });
    const spanish = await t.browser({ language: 'es' }).request('POST', '/api/register', {
      username: 'commoner',
      email: 'commoner@example.org',
      password: '        ',
      confirmPassword: '        ',
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body.fieldErrors).toEqual({
      password: ['Esta contraseña es demasiado común y fácil de adivinar. Elige otra.'],
    });
    expect(await db().user.count({ where: { username: 'commoner' } })).toBe(0);
  });

  it('is refused as a new password, and the old one still works', async () => {
    const { browser, user } = await t.signedIn();
    const before = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    const response = await browser.request('PUT', '/api/user/password', {
      currentPassword: user.password,
      newPassword: 'sunshine',
      confirmPassword: 'sunshine',
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      newPassword: ['This password is too common and easy to guess. Please choose another one.'],
    });
    const after = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(after.passwordHash).toBe(before.passwordHash);
  });
});
