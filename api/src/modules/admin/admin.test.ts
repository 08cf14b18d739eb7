// The admin dashboard's API: totals, the account listing (search, paging), the usage rows and
// "compute today now", platform status, aggregate insights without any text, activity times, bad
// input, and how accounts become admins. Who may call each field is the authorization matrix's job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDream } from '../../../test/interpretations.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app.ts';
import { db } from '../../db/current.ts';
import { ACTIVITY_RESOLUTION_MS } from './activity.ts';
import { grantAdmins, setRole } from './admin-roles.ts';
import { addDays, startOfUtcDay } from './days.ts';

let t: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  t = await startTestApp();
  admin = t.browser();
  const account = await registerUser(admin, { username: 'Headmistress' });
  expect(await setRole(account.username.toLowerCase(), 'admin')).toBe(true);
});
afterAll(() => t?.stop());

const USERS = /* GraphQL */ `
  query ($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          databaseId
          username
          email
          role
          emailVerified
          createdAt
          lastLogin
          lastActiveAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

describe('admin dashboard', () => {
  it('counts users, active users, dreams and interpretations', async () => {
    const before = (await admin.graphql(`{ adminStats { totalUsers activeUsers totalDreams totalInterpretations } }`))
      .data.adminStats;
    const { browser } = await t.signedIn();
    await createSampleDream(browser, { title: 'Counted' });
    await createSampleDream(browser, { title: 'Counted too' });
    const after = (await admin.graphql(`{ adminStats { totalUsers activeUsers totalDreams totalInterpretations } }`))
      .data.adminStats;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeUsers).toBe(before.activeUsers + 1);
    expect(after.totalDreams).toBe(before.totalDreams + 2);

    const rest = await admin.request('GET', '/api/admin/stats');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(after);
  });

  it('lists accounts newest first, searched by username, email or role in any case, in pages', async () => {
    const names = ['lunaMoth', 'lunarTide', 'sunrise'];
    for (const username of names) await registerUser(t.browser(), { username });
    await db().user.update({ where: { username: 'sunrise' }, data: { email: 'Luna.Sunrise@example.org' } });

    const luna = (await admin.graphql(USERS, { search: 'LUNA' })).data.adminUsers;
    expect(luna.totalCount).toBe(3);
    expect(luna.edges.map((edge: { node: { username: string } }) => edge.node.username)).toEqual([
      'sunrise',
      'lunarTide',
      'lunaMoth',
    ]);
    // Under three characters there is no trigram: the same answer from a scan.
    const short = (await admin.graphql(USERS, { search: 'Lu' })).data.adminUsers;
    expect(short.edges.map((edge: { node: { username: string } }) => edge.node.username)).toEqual(
      expect.arrayContaining(['sunrise', 'lunarTide', 'lunaMoth']),
    );
    const byRole = (await admin.graphql(USERS, { search: 'Admin' })).data.adminUsers;
    expect(byRole.edges.map((edge: { node: { username: string } }) => edge.node.username)).toEqual(['Headmistress']);
    expect((await admin.graphql(USERS, { search: 'no such person' })).data.adminUsers.totalCount).toBe(0);

    // Two at a time: the pages follow one another and end.
    const first = (await admin.graphql(USERS, { search: 'luna', first: 2 })).data.adminUsers;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.graphql(USERS, { search: 'luna', first: 2, after: first.pageInfo.endCursor })).data
      .adminUsers;
    expect(second.edges.map((edge: { node: { username: string } }) => edge.node.username)).toEqual(['lunaMoth']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    // The REST listing: the spec's columns, the same pages.
    const rest = await admin.request('GET', `/api/admin/users?search=luna&limit=2`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    expect(Object.keys(rest.body[0]).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'lastActiveAt', 'lastLogin', 'role', 'username'].sort(),
    );
    const next = await admin.request('GET', `/api/admin/users?search=luna&limit=2&after=${rest.body[1].id}`);
    expect(next.body.map((user: { username: string }) => user.username)).toEqual(['lunaMoth']);
    // A cursor that is not one reads an empty page, never an error or another listing.
    expect((await admin.request('GET', `/api/admin/users?after=garbage`)).body).toEqual([]);
  });

  it('never returns password hashes or tokens in the listing', async () => {
    const rest = await admin.request('GET', '/api/admin/users?limit=200');
    const text = JSON.stringify(rest.body);
    expect(text).not.toMatch(/passwordHash|\$argon2|verificationToken|stripe/i);
  });

  it('refuses searches that are too long and day counts out of range, in the caller’s language', async () => {
    const long = await admin.request('GET', `/api/admin/users?search=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.search[0]).toBe('Search text must be at most 100 characters');
    const days = await admin.graphql(`{ adminUsage(days: 0) { date } }`);
    expect(days.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const spanish = t.browser({ language: 'es' });
    spanish.cookie = admin.cookie;
    const es = await spanish.request('GET', '/api/admin/usage?days=999');
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Los días deben estar entre 1 y 366');
  });

  it('computes today’s usage row on request, and lists it', async () => {
    const computed = await admin.graphql(`mutation { refreshUsage { daysComputed } }`);
    expect(computed.data.refreshUsage.daysComputed).toBeGreaterThanOrEqual(1);
    const stats = (await admin.graphql(`{ adminStats { totalUsers totalDreams } }`)).data.adminStats;
    const usage = await admin.request('GET', '/api/admin/usage');
    expect(usage.status).toBe(200);
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z').toISOString();
    expect(usage.body[0]).toMatchObject({ date: today, totalUsers: stats.totalUsers, totalDreams: stats.totalDreams });
    expect(usage.body[0].activeUsers).toBeGreaterThanOrEqual(1);
    expect(usage.body[0].newDreams).toBeGreaterThanOrEqual(2);
    expect(usage.body[0].avgDreamLength).toBeGreaterThan(0);
  });

  it('reports the platform from real health: the database answers, the services are on their defaults', async () => {
    // Configured services answering or not: platform-status.test.ts.
    const status = (
      await admin.graphql(`{ adminPlatformStatus { healthy services { service state setting problem } } }`)
    ).data.adminPlatformStatus;
    expect(status.healthy).toBe(true);
    expect(status.services).toEqual([
      { service: 'DATABASE', state: 'REACHABLE', setting: 'DATABASE_URL', problem: null },
      { service: 'AI', state: 'EMBEDDED_DEFAULT', setting: 'OPENAI_API_KEY', problem: null },
      { service: 'TRANSCRIPTION', state: 'NOT_CONFIGURED', setting: 'TRANSCRIPTION_API_KEY', problem: null },
      {
        service: 'EMAIL',
        state: 'EMBEDDED_DEFAULT',
        setting: 'SMTP_HOST, MAILGUN_API_KEY, MAILGUN_DOMAIN',
        problem: null,
      },
      { service: 'PAYMENTS', state: 'OFF', setting: 'STRIPE_SECRET_KEY', problem: null },
      { service: 'STORAGE', state: 'EMBEDDED_DEFAULT', setting: 'S3_BUCKET', problem: null },
    ]);
  });

  it('shows dreams and interpretations as aggregates only, and a tag only once three accounts use it', async () => {
    const secret = 'a private walrus tale';
    const writers: TestBrowser[] = [];
    for (let index = 0; index < 3; index++) writers.push((await t.signedIn()).browser);
    for (const [index, browser] of writers.entries()) {
      const dream = await createSampleDream(browser, {
        title: secret,
        content: `<p>${secret} ${'z'.repeat(400)}</p>`,
        tags: index < 2 ? ['walrus', 'Sea'] : ['sea'],
      });
      await browser.graphql(
        `mutation($id: ID!) { saveOwnInterpretation(dreamId: $id, content: "${secret}") { interpretation { id } } }`,
        { id: dream.id },
      );
    }
    const dreams = (
      await admin.graphql(
        `{ adminDreamInsights { since lengthBuckets { label count } topTags { name dreams users } } }`,
      )
    ).data.adminDreamInsights;
    expect(dreams.topTags).toContainEqual({ name: 'Sea', dreams: 3, users: 3 });
    // Two accounts only: not shown.
    expect(dreams.topTags.map((tag: { name: string }) => tag.name.toLowerCase())).not.toContain('walrus');
    expect(
      dreams.lengthBuckets.find((bucket: { label: string }) => bucket.label === '300-999').count,
    ).toBeGreaterThanOrEqual(3);

    const interpretations = (
      await admin.graphql(`{ adminInterpretationInsights { types { type total up down helpful notHelpful } } }`)
    ).data.adminInterpretationInsights;
    expect(interpretations.types.find((row: { type: string }) => row.type === 'USER').total).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify([dreams, interpretations])).not.toContain('walrus tale');
  });

  it('counts totals from the last finished day plus what came after, the same as counting everything', async () => {
    // Yesterday's row, computed after its midnight, as if yesterday had ended with 7 accounts, 11
    // dreams and 13 interpretations (everything in this test's database was created today).
    const today = startOfUtcDay(new Date());
    await db().appUsage.create({
      data: { date: addDays(today, -1), totalUsers: 7, totalDreams: 11, totalInterpretations: 13, computedAt: today },
    });
    const stats = (await admin.graphql(`{ adminStats { totalUsers totalDreams totalInterpretations } }`)).data
      .adminStats;
    expect(stats).toEqual({
      totalUsers: 7 + (await db().user.count()),
      totalDreams: 11 + (await db().dreamEntry.count()),
      totalInterpretations: 13 + (await db().dreamInterpretation.count()),
    });
    await db().appUsage.delete({ where: { date: addDays(today, -1) } });
  });

  it('records activity at most every few minutes per account', async () => {
    const { browser, user } = await t.signedIn();
    await browser.request('GET', '/api/user');
    const first = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(first.lastActiveAt).not.toBeNull();
    await browser.request('GET', '/api/user');
    const second = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(second.lastActiveAt).toEqual(first.lastActiveAt);
    // Older than the resolution: the next request writes it again (and the day's activity row).
    const old = new Date(Date.now() - ACTIVITY_RESOLUTION_MS - 1000);
    await db().user.update({ where: { id: user.databaseId }, data: { lastActiveAt: old } });
    await browser.request('GET', '/api/user');
    const third = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(third.lastActiveAt!.getTime()).toBeGreaterThan(old.getTime() + ACTIVITY_RESOLUTION_MS);
    expect(await db().userActivityDay.count({ where: { userId: user.databaseId } })).toBe(1);
  });

  it('makes admins from a list of usernames (ADMIN_USERNAMES) and by the role script’s function', async () => {
    const { user, browser } = await t.signedIn();
    expect((await browser.graphql(`{ adminStats { totalUsers } }`)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect(await grantAdmins([user.username.toUpperCase(), 'nobody-by-this-name'])).toEqual(['nobody-by-this-name']);
    expect((await browser.graphql(`{ me { role isAdmin } }`)).data.me).toEqual({ role: 'admin', isAdmin: true });
    expect((await browser.graphql(`{ adminStats { totalUsers } }`)).data.adminStats.totalUsers).toBeGreaterThan(0);
    expect(await setRole(user.username, 'user')).toBe(true);
    expect((await browser.graphql(`{ adminStats { totalUsers } }`)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect(await setRole('nobody-by-this-name', 'admin')).toBe(false);
  });
});
