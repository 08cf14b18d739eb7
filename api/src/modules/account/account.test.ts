// Account settings over REST (each route runs its GraphQL mutation, so this covers both): password
// change, profile details and account deletion, as anonymous, the owner and another user, with bad
// input changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream, GENERATE, SAVE_OWN } from '#api-test/interpretations.ts';
import { startTestApp, wsExecute, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { SESSION_ENDED_CLOSE_CODE } from '../../http/websocket.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const ME = `{ me { username } }`;

function passwordBody(current: string, next: string, confirm = next) {
  return { currentPassword: current, newPassword: next, confirmPassword: confirm };
}

/**
 * A newly registered user once the registration's verification mail has been issued in the
 * background (it writes the user's row), so a snapshot of the row taken now stays still.
 */
async function settledUser(language = 'en') {
  const signedIn = await t.signedIn(language);
  const outbox = t.app.services.mailer.outbox!;
  await expect.poll(() => outbox.list().some((mail) => mail.to === signedIn.user.email)).toBe(true);
  return signedIn;
}

async function userRow(id: number) {
  return db().user.findUniqueOrThrow({ where: { id } });
}

describe('PUT /api/user/password', () => {
  it('refuses a signed-out caller', async () => {
    const response = await t.browser().request('PUT', '/api/user/password', passwordBody('a', 'new password 1'));
    expect(response.status).toBe(401);
  });

  it('checks each field with the spec messages, in the request language, and changes nothing', async () => {
    const { browser, user } = await t.signedIn();
    const before = await userRow(user.databaseId);
    const empty = await browser.request('PUT', '/api/user/password', {});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password must be at least 8 characters'],
      confirmPassword: ['Please confirm your new password'],
    });
    const mismatch = await browser.request(
      'PUT',
      '/api/user/password',
      passwordBody(user.password, 'a new password', 'another one'),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: ['New passwords do not match'] });

    const spanish = await t.signedIn('es');
    const short = await spanish.browser.request('PUT', '/api/user/password', passwordBody('x', 'short'));
    expect(short.body.fieldErrors.newPassword).toEqual(['La nueva contraseña debe tener al menos 8 caracteres']);

    const notJson = await browser.request('PUT', '/api/user/password', [1, 2]);
    expect(notJson.status).toBe(400);
    expect((await userRow(user.databaseId)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { browser, user } = await t.signedIn();
    const before = await userRow(user.databaseId);
    const response = await browser.request(
      'PUT',
      '/api/user/password',
      passwordBody('not my password', 'a new password'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
    expect((await userRow(user.databaseId)).passwordHash).toBe(before.passwordHash);
  });

  it('changes the password, keeps this session and ends the others with their websockets', async () => {
    const { browser, user } = await t.signedIn();
    const laptop = t.browser();
    expect(
      (await laptop.request('POST', '/api/login', { username: user.username, password: user.password })).status,
    ).toBe(200);
    const { client, closed } = laptop.websocket();
    expect((await wsExecute(client, ME)).data?.me).not.toBeNull();
    const other = await t.signedIn();

    const response = await browser.request(
      'PUT',
      '/api/user/password',
      passwordBody(user.password, 'a brand new password'),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });

    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await client.dispose();
    expect((await laptop.request('GET', '/api/user')).status).toBe(401);
    expect((await browser.request('GET', '/api/user')).status).toBe(200);
    // Another user's session is not touched.
    expect((await other.browser.request('GET', '/api/user')).status).toBe(200);

    const old = await t.browser().request('POST', '/api/login', { username: user.username, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await t
      .browser()
      .request('POST', '/api/login', { username: user.username, password: 'a brand new password' });
    expect(fresh.status).toBe(200);
  });
});

describe('PUT /api/user/profile', () => {
  it('refuses a signed-out caller', async () => {
    const response = await t.browser().request('PUT', '/api/user/profile', { username: 'x', email: 'x@example.org' });
    expect(response.status).toBe(401);
  });

  it('saves username, email and full name; a new email is unverified', async () => {
    const { browser, user } = await t.signedIn();
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: true } });
    const response = await browser.request('PUT', '/api/user/profile', {
      username: `  ${user.username}x `,
      email: `New.${user.email}`.toUpperCase(),
      fullName: 'Nell Dreamer',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.databaseId,
      username: `${user.username}x`,
      email: `new.${user.email}`,
      fullName: 'Nell Dreamer',
      emailVerified: false,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect((await browser.request('GET', '/api/user')).body.username).toBe(`${user.username}x`);
  });

  it('keeps the email verified when only the name changes, and clears an empty full name', async () => {
    const { browser, user } = await t.signedIn('en', { fullName: 'Someone' });
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: true } });
    const response = await browser.request('PUT', '/api/user/profile', {
      username: user.username.toUpperCase(),
      email: user.email,
      fullName: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ emailVerified: true, fullName: null, username: user.username.toUpperCase() });
  });

  it("refuses another account's username (any case) or email, with a clear message, and changes nothing", async () => {
    const { browser, user } = await settledUser();
    const taken = await t.signedIn();
    const before = await userRow(user.databaseId);
    const byName = await browser.request('PUT', '/api/user/profile', {
      username: taken.user.username.toUpperCase(),
      email: user.email,
    });
    expect(byName.status).toBe(409);
    expect(byName.body.fieldErrors).toEqual({ username: ['This username is already taken'] });
    const byEmail = await browser.request('PUT', '/api/user/profile', {
      username: user.username,
      email: taken.user.email,
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.fieldErrors).toEqual({ email: ['An account with this email already exists'] });
    expect(await userRow(user.databaseId)).toEqual(before);
    expect((await userRow(taken.user.databaseId)).username).toBe(taken.user.username);
  });

  it('checks the fields as registration does, and changes nothing', async () => {
    const { browser, user } = await settledUser('es');
    const before = await userRow(user.databaseId);
    const response = await browser.request('PUT', '/api/user/profile', {
      username: 'ab',
      email: 'not an email',
      fullName: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual(['email', 'fullName', 'username']);
    expect(response.body.fieldErrors.username).toEqual(['El nombre de usuario debe tener al menos 3 caracteres']);
    const missing = await browser.request('PUT', '/api/user/profile', 'null', {
      'Content-Type': 'application/json',
    });
    expect(missing.status).toBe(400);
    expect(await userRow(user.databaseId)).toEqual(before);
  });
});

describe('DELETE /api/user/account', () => {
  it('refuses a signed-out caller and deletes nothing', async () => {
    const users = await db().user.count();
    expect((await t.browser().request('DELETE', '/api/user/account')).status).toBe(401);
    expect(await db().user.count()).toBe(users);
  });

  it('asks for the password: a wrong or missing one is a field error, and nothing is deleted (REST)', async () => {
    const { browser, user } = await settledUser();
    await createSampleDream(browser, { tags: ['sea'] });
    const before = await countRows(user.databaseId);
    const row = await userRow(user.databaseId);

    const wrong = await browser.request('DELETE', '/api/user/account', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not right: nothing was deleted');
    expect(wrong.body.fieldErrors).toEqual({ password: ['That password is not right: nothing was deleted'] });

    const missing = await browser.request('DELETE', '/api/user/account');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.password).toEqual(['Enter your password to delete your account']);

    // In the caller's language.
    const spanish = await browser.request(
      'DELETE',
      '/api/user/account',
      { password: 'x' },
      { 'Accept-Language': 'es' },
    );
    expect(spanish.status).toBe(400);
    expect(spanish.body.fieldErrors.password).toEqual(['Esa contraseña no es correcta: no se ha eliminado nada']);

    expect(await countRows(user.databaseId)).toEqual(before);
    expect(await userRow(user.databaseId)).toEqual(row);
    expect((await browser.request('GET', '/api/user')).status).toBe(200);

    // The right one deletes.
    expect((await browser.request('DELETE', '/api/user/account', { password: user.password })).status).toBe(200);
    expect((await countRows(user.databaseId)).user).toBe(0);
  });

  it('asks for the password through GraphQL too, and a wrong one deletes nothing', async () => {
    const { browser, user } = await settledUser();
    await createSampleDream(browser, { tags: ['sea'] });
    const before = await countRows(user.databaseId);
    const DELETE = `mutation ($password: String!) { deleteAccount(password: $password) { success } }`;

    const wrong = await browser.graphql(DELETE, { password: 'correct horse batter' });
    expect(wrong.data).toBeNull();
    expect(wrong.errors?.[0]?.message).toBe('That password is not right: nothing was deleted');
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: ['That password is not right: nothing was deleted'] },
    });
    const empty = await browser.graphql(DELETE, { password: '' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { password: ['Enter your password to delete your account'] },
    });
    // Without the argument the operation is not valid at all.
    expect((await browser.graphql(`mutation { deleteAccount { success } }`)).errors?.[0]?.message).toMatch(
      /argument "password"/,
    );
    expect(await countRows(user.databaseId)).toEqual(before);
    expect((await browser.graphql(ME)).data?.me).toEqual({ username: user.username });

    const deleted = await browser.graphql(DELETE, { password: user.password });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteAccount).toEqual({ success: true });
    expect((await countRows(user.databaseId)).user).toBe(0);
  });

  it("removes every row of the user, ends all their sessions and websockets, and leaves others' data", async () => {
    const { browser, user } = await t.signedIn();
    const phone = t.browser();
    await phone.request('POST', '/api/login', { username: user.username, password: user.password });
    const { client, closed } = phone.websocket();
    expect((await wsExecute(client, ME)).data?.me).not.toBeNull();
    const dream = await createSampleDream(browser, { tags: ['sea', 'house'] });
    await browser.graphql(SAVE_OWN, { dreamId: dream.id, content: 'Mine' });
    await browser.graphql(GENERATE, { dreamId: dream.id, type: 'JUNG_AI', wait: true });
    await db().userFeedback.create({ data: { userId: user.databaseId, rating: 4 } });

    const other = await t.signedIn();
    const otherDream = await createSampleDream(other.browser, { tags: ['sea'] });
    const rowsOfOthers = await countRows(other.user.databaseId);

    const response = await browser.request('DELETE', '/api/user/account', { password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.headers.getSetCookie().join()).toMatch(/oneiro_session=;.*Max-Age=0/);

    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    await client.dispose();
    expect(await countRows(user.databaseId)).toEqual({
      user: 0,
      sessions: 0,
      dreams: 0,
      tags: 0,
      interpretations: 0,
      feedback: 0,
    });
    expect(await countRows(other.user.databaseId)).toEqual(rowsOfOthers);
    expect((await other.browser.request('GET', `/api/dreams/${otherDream.databaseId}`)).status).toBe(200);
    // The deleted account's cookies lead nowhere, and its name is free again.
    expect((await phone.request('GET', '/api/user')).status).toBe(401);
    const login = await t.browser().request('POST', '/api/login', { username: user.username, password: user.password });
    expect(login.status).toBe(401);
    const search = await other.browser.request('GET', '/api/dreams/search?q=sea');
    expect(search.body.map((hit: { id: number }) => hit.id)).toEqual([otherDream.databaseId]);
  });
});

async function countRows(userId: number) {
  return {
    user: await db().user.count({ where: { id: userId } }),
    sessions: await db().session.count({ where: { userId } }),
    dreams: await db().dreamEntry.count({ where: { userId } }),
    tags: await db().dreamTag.count({ where: { userId } }),
    interpretations: await db().dreamInterpretation.count({ where: { userId } }),
    feedback: await db().userFeedback.count({ where: { userId } }),
  };
}
