// The prepared-statement reader must return exactly what Prisma returns for the same rows, so that
// the two paths can never disagree (and a field added to the model cannot be forgotten here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { tagsOf } from '../modules/dreams/tag-list.ts';
import { database, db } from './current.ts';

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
