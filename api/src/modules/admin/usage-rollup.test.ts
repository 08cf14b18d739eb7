// The daily rollup on a seeded history: every figure of each day from rows with known timestamps,
// days with no activity, the midnight boundary, a day computed again, a row computed before its day
// ended, and (on PostgreSQL) two instances running at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { setDatabase } from '../../db/current.ts';
import { migrate } from '../../db/migrate.ts';
import { addDays } from './days.ts';
import { computeUsageDay, runUsageRollup } from './usage-rollup.ts';

const DAY1 = new Date('2026-03-01T00:00:00Z');
const DAY2 = addDays(DAY1, 1);
const DAY3 = addDays(DAY1, 2); // no activity at all
const DAY4 = addDays(DAY1, 3);
const at = (day: Date, time: string) => new Date(`${day.toISOString().slice(0, 10)}T${time}Z`);

let testDb: TestDatabase;
let database: Database;

async function seed(): Promise<void> {
  const prisma = database.prisma;
  const user = (username: string, createdAt: Date) =>
    prisma.user.create({
      data: { username, email: `${username}@example.org`, passwordHash: 'x', createdAt },
    });
  const ada = await user('ada', at(DAY1, '08:00:00'));
  const bo = await user('bo', at(DAY1, '23:59:59.999'));
  // Midnight exactly belongs to the new day.
  const cy = await user('cy', at(DAY2, '00:00:00'));
  const dream = (userId: number, createdAt: Date, text: string) =>
    prisma.dreamEntry.create({
      data: { userId, title: 't', content: `<p>${text}</p>`, contentText: text, createdAt, date: createdAt },
    });
  const first = await dream(ada.id, at(DAY1, '09:00:00'), 'a'.repeat(100));
  await dream(bo.id, at(DAY1, '23:59:59.999'), 'b'.repeat(50));
  const third = await dream(cy.id, at(DAY2, '00:00:00'), 'c'.repeat(30));
  await dream(ada.id, at(DAY4, '12:00:00'), 'd'.repeat(10));
  const interpretation = (dreamEntryId: number, userId: number, type: string, date: Date) =>
    prisma.dreamInterpretation.create({ data: { dreamEntryId, userId, type, content: 'x', date } });
  await interpretation(first.id, ada.id, 'JUNG_AI', at(DAY1, '10:00:00'));
  await interpretation(first.id, ada.id, 'USER', at(DAY1, '11:00:00'));
  await interpretation(third.id, cy.id, 'CBT_AI', at(DAY2, '01:00:00'));
  await interpretation(third.id, cy.id, 'ROGERS_AI', at(DAY4, '00:00:00'));
  await prisma.userFeedback.createMany({
    data: [
      { userId: ada.id, rating: 5, createdAt: at(DAY2, '10:00:00') },
      { userId: bo.id, rating: 2, createdAt: at(DAY2, '23:00:00') },
      { userId: cy.id, rating: 4, createdAt: at(DAY4, '10:00:00') },
    ],
  });
  await prisma.userActivityDay.createMany({
    data: [
      { userId: ada.id, day: DAY1 },
      { userId: bo.id, day: DAY1 },
      { userId: ada.id, day: DAY2 },
      { userId: cy.id, day: DAY4 },
    ],
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrate(testDb.url);
  database = await openDatabase(testDb.url, { reader: false });
  setDatabase(database);
  await seed();
});

afterAll(async () => {
  await database?.close();
  setDatabase(undefined);
  await testDb?.drop();
});

const rowOf = (date: Date) =>
  database.prisma.appUsage.findUnique({
    where: { date },
    omit: { id: true, computedAt: true },
  });

describe('the usage rollup', () => {
  it('computes each day of the history up to yesterday, from that day’s rows alone', async () => {
    // Run at 00:10 on the day after DAY4: DAY1..DAY4 are due, DAY5 (today) is not.
    const now = at(addDays(DAY4, 1), '00:10:00');
    const result = await runUsageRollup(database, now);
    expect(result.computed).toEqual([DAY1, DAY2, DAY3, DAY4]);
    expect(await database.prisma.appUsage.count()).toBe(4);

    expect(await rowOf(DAY1)).toEqual({
      date: DAY1,
      totalUsers: 2,
      newUsers: 2,
      activeUsers: 2,
      totalDreams: 2,
      newDreams: 2,
      totalInterpretations: 2,
      aiInterpretations: 1,
      userInterpretations: 1,
      avgDreamLength: 75,
      avgFeedback: 0,
    });
    expect(await rowOf(DAY2)).toEqual({
      date: DAY2,
      totalUsers: 3,
      newUsers: 1,
      activeUsers: 1,
      totalDreams: 3,
      newDreams: 1,
      totalInterpretations: 3,
      aiInterpretations: 1,
      userInterpretations: 0,
      avgDreamLength: 30,
      avgFeedback: 3.5,
    });
    // A day nobody used: totals carried, nothing new.
    expect(await rowOf(DAY3)).toEqual({
      date: DAY3,
      totalUsers: 3,
      newUsers: 0,
      activeUsers: 0,
      totalDreams: 3,
      newDreams: 0,
      totalInterpretations: 3,
      aiInterpretations: 0,
      userInterpretations: 0,
      avgDreamLength: 0,
      avgFeedback: 0,
    });
    expect(await rowOf(DAY4)).toMatchObject({ newDreams: 1, aiInterpretations: 1, activeUsers: 1, avgFeedback: 4 });
  });

  it('does nothing more when run again, and computing a day again from all rows gives the same row', async () => {
    const now = at(addDays(DAY4, 1), '03:00:00');
    expect((await runUsageRollup(database, now)).computed).toEqual([]);
    // Counted again from every row up to each day's end: the same totals the run carried forward.
    for (const day of [DAY2, DAY3, DAY4]) {
      expect(await computeUsageDay(database.prisma, database.engine, day)).toEqual(await rowOf(day));
    }
    expect(await database.prisma.appUsage.count()).toBe(4);
  });

  it('computes today when asked, and computes it again once the day has ended', async () => {
    const today = addDays(DAY4, 1);
    const early = await runUsageRollup(database, at(today, '09:00:00'), { includeToday: true });
    expect(early.computed).toEqual([today]);
    expect(await rowOf(today)).toMatchObject({ newDreams: 0, totalDreams: 4 });

    // A dream later that day: the early row does not know it, the run after midnight does.
    const ada = await database.prisma.user.findUniqueOrThrow({ where: { username: 'ada' } });
    await database.prisma.dreamEntry.create({
      data: {
        userId: ada.id,
        title: 't',
        content: '<p>late</p>',
        contentText: 'late',
        createdAt: at(today, '22:00:00'),
      },
    });
    const afterMidnight = await runUsageRollup(database, at(addDays(today, 1), '00:05:00'));
    expect(afterMidnight.computed).toEqual([today]);
    expect(await rowOf(today)).toMatchObject({ newDreams: 1, totalDreams: 5, avgDreamLength: 4 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs once when two instances share PostgreSQL', async () => {
    // Two instances: two clients, each with its own connection pool, on one database.
    const second = await openDatabase(testDb.url, { reader: false });
    try {
      await database.prisma.appUsage.deleteMany();
      const now = at(addDays(DAY4, 2), '00:10:00');
      const [a, b] = await Promise.all([runUsageRollup(database, now), runUsageRollup(second, now)]);
      // Either one ran while the other found the lock taken, or one ran after the other had finished
      // and found nothing due: every day is computed by exactly one of them.
      const computed = [...a.computed, ...b.computed].map((day) => day.toISOString()).sort();
      const expected = [0, 1, 2, 3, 4].map((offset) => addDays(DAY1, offset).toISOString());
      expect(computed).toEqual(expected);
      expect(await database.prisma.appUsage.count()).toBe(5);
    } finally {
      await second.close();
    }
  });
});
