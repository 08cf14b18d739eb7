// Accounts over GraphQL: registration, sign-in, sign-out, language, and who can see which user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

const ME = /* GraphQL */ `
  {
    me {
      id
      databaseId
      username
      email
      preferredLanguage
      isAdmin
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        username
      }
    }
  }
`;
const LOGOUT = /* GraphQL */ `
  mutation {
    logout {
      success
    }
  }
`;
const SET_LANGUAGE = /* GraphQL */ `
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      preferredLanguage
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '40' });
});
afterAll(() => t.stop());

describe('me', () => {
  it('is null when signed out', async () => {
    const result = await t.browser().graphql(ME);
    expect(result.errors).toBeUndefined();
    expect(result.data.me).toBeNull();
  });
});

describe('register', () => {
  it('creates the account, signs the browser in and stores an argon2id hash', async () => {
    const browser = t.browser();
    const user = await registerUser(browser, { username: 'Luna', fullName: 'Luna Lovegood' });
    const me = await browser.graphql(ME);
    expect(me.data.me).toMatchObject({
      username: 'Luna',
      email: 'luna@example.org',
      isAdmin: false,
      preferredLanguage: 'en',
    });
    const row = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.fullName).toBe('Luna Lovegood');
    expect(row.emailVerified).toBe(false);
    expect(row.subscriptionStatus).toBe('trial');
  });

  it("rejects bad input with the spec's messages, per field, and creates nothing", async () => {
    const before = await db().user.count();
    const result = await t
      .browser()
      .graphql(REGISTER, { input: { username: 'ab', email: 'not-an-email', password: 'short' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        username: ['Username must be at least 3 characters'],
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 8 characters'],
      },
    });
    expect(await db().user.count()).toBe(before);
  });

  it('answers in Spanish to a Spanish browser', async () => {
    const result = await t
      .browser({ language: 'es-ES' })
      .graphql(REGISTER, { input: { username: 'ab', email: 'x@y.z', password: 'longenough' } });
    expect(result.errors?.[0]?.message).toBe('El nombre de usuario debe tener al menos 3 caracteres');
  });

  it('checks confirmPassword when it is sent', async () => {
    const result = await t.browser().graphql(REGISTER, {
      input: {
        username: 'sleeper',
        email: 'sleeper@example.org',
        password: 'password-one',
        confirmPassword: 'password-two',
      },
    });
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('refuses a username taken in another case and a taken email', async () => {
    await registerUser(t.browser(), { username: 'Morpheus' });
    const result = await t.browser().graphql(REGISTER, {
      input: { username: 'morpheus', email: 'MORPHEUS@example.org', password: 'moonlit stairs 42' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: {
        username: ['This username is already taken'],
        email: ['An account with this email already exists'],
      },
    });
  });
});

describe('login', () => {
  it('signs in by username in any case, or by email, and records lastLogin', async () => {
    const user = await registerUser(t.browser(), { username: 'Hypnos' });
    for (const username of ['hypnos', 'HYPNOS', 'hypnos@example.org']) {
      const browser = t.browser();
      const result = await browser.graphql(LOGIN, { input: { username, password: user.password } });
      expect(result.data?.login.user.username).toBe('Hypnos');
      expect((await browser.graphql(ME)).data.me.username).toBe('Hypnos');
    }
    const row = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(row.lastLogin).not.toBeNull();
  });

  it('gives one message for a wrong password and an unknown user, and signs nobody in', async () => {
    await registerUser(t.browser(), { username: 'Oneiros' });
    const browser = t.browser();
    const wrong = await browser.graphql(LOGIN, { input: { username: 'Oneiros', password: 'not the password' } });
    const unknown = await browser.graphql(LOGIN, { input: { username: 'nobody-here', password: 'whatever1' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid username or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
    expect(browser.cookie).toBe('');
  });

  it('requires both fields', async () => {
    const result = await t.browser().graphql(LOGIN, { input: { username: ' ', password: '' } });
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('delays a browser after repeated failures, even with the right password, with a clear message', async () => {
    const user = await registerUser(t.browser(), { username: 'Phobetor' });
    const browser = t.browser();
    for (let i = 0; i < 3; i += 1) {
      await browser.graphql(LOGIN, { input: { username: 'Phobetor', password: 'wrong-guess' } });
    }
    const blocked = await browser.graphql(LOGIN, { input: { username: 'phobetor', password: user.password } });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // The window of the failures (LOGIN_WINDOW_MINUTES) is what is left to wait.
    expect(blocked.errors?.[0]?.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(browser.cookie).toBe('');
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const stolenCookie = browser.cookie;
    expect((await browser.graphql(LOGOUT)).data.logout.success).toBe(true);
    expect(browser.cookie).toBe('');
    const replay = t.browser();
    replay.cookie = stolenCookie;
    expect((await replay.graphql(ME)).data.me).toBeNull();
  });

  it('ends only this browser: another signed-in browser stays signed in', async () => {
    const first = t.browser();
    const user = await registerUser(first);
    const second = t.browser();
    await second.graphql(LOGIN, { input: { username: user.username, password: user.password } });
    await first.graphql(LOGOUT);
    expect((await second.graphql(ME)).data.me.username).toBe(user.username);
  });

  it('is harmless when signed out', async () => {
    expect((await t.browser().graphql(LOGOUT)).data.logout.success).toBe(true);
  });
});

describe('sessions', () => {
  it('refuses a forged or tampered cookie', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const forged = t.browser();
    forged.cookie = browser.cookie.slice(0, -4) + 'AAAA';
    expect((await forged.graphql(ME)).data.me).toBeNull();
    forged.cookie = 'oneiro_session=Fe26.2**garbage';
    expect((await forged.graphql(ME)).data.me).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await t.browser().request('POST', '/graphql', {
      query: REGISTER,
      variables: {
        input: { username: 'cookiecheck', email: 'cookiecheck@example.org', password: 'moonlit stairs 42' },
      },
    });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^oneiro_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });
});

describe('setLanguage', () => {
  it("saves the signed-in user's language", async () => {
    const browser = t.browser();
    await registerUser(browser);
    expect((await browser.graphql(SET_LANGUAGE, { language: 'es' })).data.setLanguage.preferredLanguage).toBe('es');
    expect((await browser.graphql(ME)).data.me.preferredLanguage).toBe('es');
  });

  it('needs a signed-in user', async () => {
    const result = await t.browser().graphql(SET_LANGUAGE, { language: 'es' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a language that does not exist', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const result = await browser.graphql(SET_LANGUAGE, { language: 'fr' });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toContain('Language');
  });
});

describe('users are private', () => {
  it("node(id) of another user is null, exactly like a missing one; one's own is visible", async () => {
    const alice = t.browser();
    const aliceUser = await registerUser(alice);
    const bob = t.browser();
    await registerUser(bob);
    const NODE = /* GraphQL */ `
      query Node($id: ID!) {
        node(id: $id) {
          id
          ... on User {
            username
            email
          }
        }
      }
    `;
    for (const viewer of [bob, t.browser()]) {
      const result = await viewer.graphql(NODE, { id: aliceUser.id });
      expect(result.errors).toBeUndefined();
      expect(result.data.node).toBeNull();
    }
    expect((await alice.graphql(NODE, { id: aliceUser.id })).data.node.username).toBe(aliceUser.username);
  });
});
