// The prepared-statement reader must return exactly what Prisma returns for the same rows, so that
// the two paths can never disagree (and a field added to the model cannot be forgotten here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { tagsOf } from '../modules/dreams/tag-list.ts';
import { database, db } from './current.ts';
import { parseSqliteTimestamp, sqliteTimestamp } from './sqlite-reader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the SQLite reader', () => {
  it('reads a session with its user exactly as Prisma does', async () => {
    const browser = t.browser();
    await registerUser(browser, { fullName: 'Reader Test' });
    const sessions = await db().session.findMany({ include: { user: true } });
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(database().reader!.sessionWithUser(session.id)).toEqual(session);
    expect(database().reader!.sessionWithUser('no such session')).toBeNull();
  });

  it('reads dreams and their tags exactly as Prisma does, for their owner only', async () => {
    const browser = t.browser();
    const user = await registerUser(browser);
    const random = randomSource(21);
    const ids = await insertDreams(
      user.databaseId,
      Array.from({ length: 30 }, () => buildDream(random)),
    );
    const viaPrisma = await db().dreamEntry.findMany({
      where: { userId: user.databaseId },
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      include: { tags: { orderBy: { position: 'asc' } } },
    });
    // Each dream's own copy of its tags agrees with its DreamTag rows.
    for (const { tags, ...dream } of viaPrisma) expect(tagsOf(dream)).toEqual(tags.map((tag) => tag.name));
    expect(viaPrisma.some((dream) => dream.tags.length > 1)).toBe(true);
    const expected = viaPrisma.map(({ tags: _tags, ...dream }) => dream);
    expect(database().reader!.dreamPage({ userId: user.databaseId, limit: 100, inverted: false })).toEqual(expected);
    const byIds = database().reader!.dreamsByIds(user.databaseId, ids);
    expect([...byIds].sort((a, b) => a.id - b.id)).toEqual([...expected].sort((a, b) => a.id - b.id));
    expect(database().reader!.dreamsByIds(user.databaseId + 1_000, ids)).toEqual([]);
  });
});

describe('reading stored timestamps', () => {
  it('reads the stored format field by field, exactly as the general parser does', () => {
    const random = randomSource(7);
    for (let index = 0; index < 2_000; index += 1) {
      // Any millisecond from 1970 to about 2100, including leap days and month ends.
      const date = new Date(Math.floor(random.next() * 4_102_444_800_000));
      const stored = sqliteTimestamp(date);
      expect(parseSqliteTimestamp(stored).getTime()).toBe(date.getTime());
    }
    expect(parseSqliteTimestamp('2024-02-29T23:59:59.999+00:00').toISOString()).toBe('2024-02-29T23:59:59.999Z');
  });

  it('hands anything else to the general parser, rolled-over and short years included', () => {
    for (const text of [
      '2026-11-24T01:02:03.456Z',
      '2026-11-24T01:02:03.456+02:00',
      '2026-02-30T00:00:00.000+00:00',
      '2026-13-01T00:00:00.000+00:00',
      '0050-01-01T00:00:00.000+00:00',
      '2026-1a-01T00:00:00.000+00:00',
      'not a date at all, 29 chars.',
    ]) {
      expect(String(parseSqliteTimestamp(text).getTime())).toBe(String(new Date(text).getTime()));
    }
  });
});
