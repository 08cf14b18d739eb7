// What the admin dashboard reads: platform totals, the daily usage rows, the accounts, and aggregate
// metadata of dreams and interpretations. Never the text of a dream or an interpretation: the
// dashboard shows counts, lengths, tag names across users and feedback ratios only.
import { Prisma } from '../../../generated/prisma/client.ts';
import { database, db } from '../../db/current.ts';
import { timeParam } from './activity.ts';
import { addDays, startOfUtcDay } from './days.ts';

/** "Active users": a signed-in request within this window (spec section 9: the last month). */
export const ACTIVE_WINDOW_DAYS = 30;
/** The window of the Dreams and Interpretations tabs. */
export const INSIGHT_WINDOW_DAYS = 30;
export const USER_PAGE = { default: 50, max: 200 };
/**
 * A tag appears among the popular tags only when this many accounts used it: a tag only one person
 * writes could say something about that person.
 */
export const TAG_MIN_USERS = 3;

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  totalDreams: number;
  totalInterpretations: number;
}

export async function adminStats(now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 24 * 3600_000);
  const [totals, activeUsers] = await Promise.all([
    platformTotals(),
    db().user.count({ where: { lastActiveAt: { gte: since } } }),
  ]);
  return { ...totals, activeUsers };
}

/**
 * Users, dreams and interpretations now. Counting a million rows costs more than a dashboard should
 * wait (bench/README.md), so the totals start from the newest usage row computed after its day
 * ended (the rollup counted everything created before that midnight) and add what was created since,
 * a range of an index. A row deleted since that rollup (or an interpretation regenerated since) is
 * counted as it was until the next rollup, after the coming midnight. Without such a row (a new server), everything is counted.
 */
async function platformTotals(): Promise<Omit<AdminStats, 'activeUsers'>> {
  const rows = await db().appUsage.findMany({
    where: { computedAt: { not: null } },
    orderBy: { date: 'desc' },
    take: 2,
  });
  const base = rows.find((row) => row.computedAt!.getTime() >= addDays(row.date, 1).getTime());
  if (!base) {
    const [totalUsers, totalDreams, totalInterpretations] = await Promise.all([
      db().user.count(),
      db().dreamEntry.count(),
      db().dreamInterpretation.count(),
    ]);
    return { totalUsers, totalDreams, totalInterpretations };
  }
  const boundary = addDays(base.date, 1);
  const [users, dreams, interpretations] = await Promise.all([
    db().user.count({ where: { createdAt: { gte: boundary } } }),
    db().dreamEntry.count({ where: { createdAt: { gte: boundary } } }),
    db().dreamInterpretation.count({ where: { date: { gte: boundary } } }),
  ]);
  return {
    totalUsers: base.totalUsers + users,
    totalDreams: base.totalDreams + dreams,
    totalInterpretations: base.totalInterpretations + interpretations,
  };
}

/** The usage rows of the last `days` days, newest first. */
export function usageRows(days: number, now = new Date()) {
  return db().appUsage.findMany({
    where: { date: { gte: addDays(startOfUtcDay(now), -(days - 1)) } },
    orderBy: { date: 'desc' },
  });
}

export interface UserPageQuery {
  /** Part of a username or email, or a role (admin, user); any case. */
  search?: string;
  first: number;
  /** The id of the last user of the previous page (users are listed newest first). */
  afterId?: number;
}

/** The WHERE of a user search: substring of username or email, ignoring case, or the exact role. */
function userSearch(search: string | undefined) {
  const text = search?.trim();
  if (!text) return {};
  // PostgreSQL compares case-sensitively unless asked; SQLite's LIKE ignores ASCII case already.
  const insensitive = database().engine === 'postgres' ? { mode: 'insensitive' as const } : {};
  return {
    OR: [
      { username: { contains: text, ...insensitive } },
      { email: { contains: text, ...insensitive } },
      { role: text.toLowerCase() },
    ],
  };
}

const ADMIN_USER_FIELDS = {
  id: true,
  username: true,
  email: true,
  role: true,
  emailVerified: true,
  createdAt: true,
  lastLogin: true,
  lastActiveAt: true,
} as const;

export async function userPage(query: UserPageQuery) {
  const text = query.search?.trim() ?? '';
  if (database().engine === 'sqlite' && [...text].length >= 3) return indexedSqliteUserPage(text, query);
  const where = userSearch(query.search);
  const [users, totalCount] = await Promise.all([
    db().user.findMany({
      where: query.afterId === undefined ? where : { AND: [where, { id: { lt: query.afterId } }] },
      orderBy: { id: 'desc' },
      take: query.first + 1,
      select: ADMIN_USER_FIELDS,
    }),
    db().user.count({ where }),
  ]);
  return { users: users.slice(0, query.first), hasNextPage: users.length > query.first, totalCount };
}

/**
 * SQLite: the same search through the trigram index of usernames and emails (migration 0007), which
 * answers a substring in any case without reading every account; the role is an indexed equality.
 */
async function indexedSqliteUserPage(text: string, query: UserPageQuery) {
  const phrase = `"${text.replaceAll('"', '""')}"`;
  const matching = Prisma.sql`("id" IN (SELECT rowid FROM "UserSearch" WHERE "UserSearch" MATCH ${phrase}) OR "role" = ${text.toLowerCase()})`;
  const after = query.afterId === undefined ? Prisma.empty : Prisma.sql`AND "id" < ${query.afterId}`;
  const [ids, counted] = await Promise.all([
    db().$queryRaw<{ id: number | bigint }[]>`
      SELECT "id" FROM "User" WHERE ${matching} ${after} ORDER BY "id" DESC LIMIT ${query.first + 1}`,
    db().$queryRaw<{ count: number | bigint }[]>`SELECT COUNT(*) AS "count" FROM "User" WHERE ${matching}`,
  ]);
  const pageIds = ids.slice(0, query.first).map((row) => Number(row.id));
  const users = await db().user.findMany({
    where: { id: { in: pageIds } },
    orderBy: { id: 'desc' },
    select: ADMIN_USER_FIELDS,
  });
  return { users, hasNextPage: ids.length > query.first, totalCount: Number(counted[0]?.count ?? 0) };
}

export type AdminUser = Awaited<ReturnType<typeof userPage>>['users'][number];

export interface Bucket {
  label: string;
  count: number;
}

/** Dreams written in the window: per day, by length of text, and the most used tags across users. */
export async function dreamInsights(now = new Date()) {
  const since = addDays(startOfUtcDay(now), -(INSIGHT_WINDOW_DAYS - 1));
  const sinceParam = timeParam(since);
  const [lengths, tags] = await Promise.all([
    db().$queryRaw<{ bucket: number | bigint; count: number | bigint }[]>`
      SELECT CASE WHEN LENGTH("contentText") < 100 THEN 0
                  WHEN LENGTH("contentText") < 300 THEN 1
                  WHEN LENGTH("contentText") < 1000 THEN 2
                  WHEN LENGTH("contentText") < 3000 THEN 3
                  ELSE 4 END AS "bucket", COUNT(*) AS "count"
      FROM "DreamEntry" WHERE "createdAt" >= ${sinceParam} GROUP BY 1`,
    db().$queryRaw<{ name: string; dreams: number | bigint; users: number | bigint }[]>`
      SELECT MIN(t."name") AS "name", COUNT(*) AS "dreams", COUNT(DISTINCT t."userId") AS "users"
      FROM "DreamTag" t JOIN "DreamEntry" d ON d."id" = t."dreamId"
      WHERE d."createdAt" >= ${sinceParam}
      GROUP BY lower(t."name") HAVING COUNT(DISTINCT t."userId") >= ${TAG_MIN_USERS} ORDER BY COUNT(*) DESC, MIN(t."name") ASC LIMIT 10`,
  ]);
  const byBucket = new Map(lengths.map((row) => [Number(row.bucket), Number(row.count)]));
  return {
    since,
    lengthBuckets: LENGTH_BUCKETS.map((label, index) => ({ label, count: byBucket.get(index) ?? 0 })),
    topTags: tags.map((row) => ({ name: row.name, dreams: Number(row.dreams), users: Number(row.users) })),
  };
}

/** Characters of text without markup; the labels are the bounds (the web words them). */
export const LENGTH_BUCKETS = ['0-99', '100-299', '300-999', '1000-2999', '3000+'];

/** Interpretations written in the window, per type, with how readers rated them. */
export async function interpretationInsights(now = new Date()) {
  const since = addDays(startOfUtcDay(now), -(INSIGHT_WINDOW_DAYS - 1));
  const rows = await db().$queryRaw<
    {
      type: string;
      total: number | bigint;
      up: number | bigint;
      down: number | bigint;
      helpful: number | bigint;
      notHelpful: number | bigint;
    }[]
  >`
    SELECT "type", COUNT(*) AS "total",
           SUM(CASE WHEN "feedback" = 'UP' THEN 1 ELSE 0 END) AS "up",
           SUM(CASE WHEN "feedback" = 'DOWN' THEN 1 ELSE 0 END) AS "down",
           SUM(CASE WHEN "helpful" = ${true} THEN 1 ELSE 0 END) AS "helpful",
           SUM(CASE WHEN "helpful" = ${false} THEN 1 ELSE 0 END) AS "notHelpful"
    FROM "DreamInterpretation" WHERE "date" >= ${timeParam(since)} GROUP BY "type"`;
  const byType = new Map(rows.map((row) => [row.type, row]));
  return {
    since,
    types: INTERPRETATION_TYPES.map((type) => {
      const row = byType.get(type);
      return {
        type,
        total: Number(row?.total ?? 0),
        up: Number(row?.up ?? 0),
        down: Number(row?.down ?? 0),
        helpful: Number(row?.helpful ?? 0),
        notHelpful: Number(row?.notHelpful ?? 0),
      };
    }),
  };
}

const INTERPRETATION_TYPES = ['JUNG_AI', 'ROGERS_AI', 'CBT_AI', 'USER'] as const;
