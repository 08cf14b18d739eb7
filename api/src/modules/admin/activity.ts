// When each account was last active. Written on a signed-in request when the stored time is older
// than ACTIVITY_RESOLUTION_MS (or from another UTC day), so an active user costs one small UPDATE
// every few minutes, not one per request. The same write records the account's UTC day in
// UserActivityDay, which the daily rollup counts as that day's Active Users.
import type { User } from '../../../generated/prisma/client.ts';
import { database, db } from '../../db/current.ts';
import type { Engine } from '../../db/engine.ts';
import { sqliteTimestamp } from '../../db/sqlite-reader.ts';
import { startOfUtcDay } from './days.ts';

export const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/** A DateTime as a raw-SQL parameter: Prisma's SQLite adapter stores text, PostgreSQL a timestamp. */
export function timeParam(time: Date, engine: Engine = database().engine): Date | string {
  return engine === 'sqlite' ? sqliteTimestamp(time) : time;
}

export function isActivityStale(lastActiveAt: Date | null, now: Date): boolean {
  if (!lastActiveAt) return true;
  return (
    now.getTime() - lastActiveAt.getTime() >= ACTIVITY_RESOLUTION_MS ||
    startOfUtcDay(lastActiveAt).getTime() !== startOfUtcDay(now).getTime()
  );
}

/** Records that `user` made a signed-in request now (a no-op when recorded recently). */
export async function recordActivity(user: User, now = new Date()): Promise<void> {
  if (!isActivityStale(user.lastActiveAt, now)) return;
  // Raw statements: a Prisma update would also move User.updatedAt, which means "profile edited".
  await db().$executeRaw`UPDATE "User" SET "lastActiveAt" = ${timeParam(now)} WHERE "id" = ${user.id}`;
  await db().$executeRaw`
    INSERT INTO "UserActivityDay" ("userId", "day") VALUES (${user.id}, ${timeParam(startOfUtcDay(now))})
    ON CONFLICT DO NOTHING`;
  user.lastActiveAt = now;
}
