// The daily usage rollup: one AppUsage row per UTC day, computed from the tables themselves.
//
// - Runs at start (catching up every day missed while no server ran) and a few minutes after each
//   midnight UTC, for the day that just ended.
// - Idempotent per date: a day's row is computed from that day's rows alone and written with an
//   upsert on its date, so computing a day again gives the same row, never a second one.
// - A row computed before its day ended (an admin's "compute today now", or a server that stopped
//   at 23:59) carries that computedAt, and the next run computes the day again.
// - Once across instances: on PostgreSQL a run holds a transaction-scoped advisory lock; an instance
//   that finds it taken leaves the work to the holder. SQLite has one server by construction.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Engine } from '../../db/engine.ts';
import type { Logger } from '../../logger.ts';
import { timeParam } from './activity.ts';
import { addDays, DAY_MS, startOfUtcDay } from './days.ts';

type Client = Db | Prisma.TransactionClient;

/** The advisory lock of the rollup on PostgreSQL (any constant the application uses for nothing else). */
const ROLLUP_LOCK_KEY = 7_140_014;
/** How far back a first run (or a long outage) computes: a bounded start whatever the history. */
export const MAX_CATCH_UP_DAYS = 400;
/** After midnight UTC: late enough that the day's last requests are written. */
const AFTER_MIDNIGHT_MS = 5 * 60_000;

export interface UsageRow {
  date: Date;
  totalUsers: number;
  activeUsers: number;
  newUsers: number;
  totalDreams: number;
  newDreams: number;
  totalInterpretations: number;
  aiInterpretations: number;
  userInterpretations: number;
  avgDreamLength: number;
  avgFeedback: number;
}

/** The running totals at the end of a day: what the next day's totals start from. */
type Totals = Pick<UsageRow, 'totalUsers' | 'totalDreams' | 'totalInterpretations'>;

/**
 * The figures of one UTC day (`day` is its midnight). Reads only; see writeUsageDay. `dayBefore`, the
 * totals of the day before computed in the same run, turns each total into that plus the day's new
 * rows (the same number as counting every row up to the day's end, without reading the whole table
 * again: at 10,000,000 dreams a first run of 400 days read 4 billion index entries).
 */
export async function computeUsageDay(
  client: Client,
  engine: Engine,
  day: Date,
  dayBefore?: Totals,
): Promise<UsageRow> {
  const end = addDays(day, 1);
  const during = { gte: day, lt: end };
  const newUsers = await client.user.count({ where: { createdAt: during } });
  const totalUsers = dayBefore
    ? dayBefore.totalUsers + newUsers
    : await client.user.count({ where: { createdAt: { lt: end } } });
  const activeUsers = await client.userActivityDay.count({ where: { day } });
  const newDreams = await client.dreamEntry.count({ where: { createdAt: during } });
  const totalDreams = dayBefore
    ? dayBefore.totalDreams + newDreams
    : await client.dreamEntry.count({ where: { createdAt: { lt: end } } });
  const userInterpretations = await client.dreamInterpretation.count({ where: { date: during, type: 'USER' } });
  const aiInterpretations = await client.dreamInterpretation.count({
    where: { date: during, type: { not: 'USER' } },
  });
  const totalInterpretations = dayBefore
    ? dayBefore.totalInterpretations + userInterpretations + aiInterpretations
    : await client.dreamInterpretation.count({ where: { date: { lt: end } } });
  // Characters of the dream's text without markup, as the reader sees it.
  const [length] = await client.$queryRaw<{ average: number | string | null }[]>`
    SELECT AVG(LENGTH("contentText")) AS "average" FROM "DreamEntry"
    WHERE "createdAt" >= ${timeParam(day, engine)} AND "createdAt" < ${timeParam(end, engine)}`;
  const feedback = await client.userFeedback.aggregate({ _avg: { rating: true }, where: { createdAt: during } });
  return {
    date: day,
    totalUsers,
    activeUsers,
    newUsers,
    totalDreams,
    newDreams,
    totalInterpretations,
    aiInterpretations,
    userInterpretations,
    avgDreamLength: roundTo(Number(length?.average ?? 0), 1),
    avgFeedback: roundTo(feedback._avg.rating ?? 0, 2),
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

async function writeUsageDay(client: Client, row: UsageRow, computedAt: Date): Promise<void> {
  const { date, ...figures } = row;
  await client.appUsage.upsert({
    where: { date },
    create: { date, ...figures, computedAt },
    update: { ...figures, computedAt },
  });
}

/** The days up to `lastDay` whose row is missing or was computed before the day ended, oldest first. */
async function dueDays(client: Client, lastDay: Date): Promise<Date[]> {
  const first = await client.user.findFirst({ orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
  if (!first) return [];
  const from = new Date(
    Math.max(startOfUtcDay(first.createdAt).getTime(), addDays(lastDay, -(MAX_CATCH_UP_DAYS - 1)).getTime()),
  );
  if (from > lastDay) return [];
  const rows = await client.appUsage.findMany({
    where: { date: { gte: from, lte: lastDay } },
    select: { date: true, computedAt: true },
  });
  const final = new Set(
    rows
      .filter((row) => row.computedAt && row.computedAt.getTime() >= row.date.getTime() + DAY_MS)
      .map((row) => row.date.getTime()),
  );
  const due: Date[] = [];
  for (let day = from; day <= lastDay; day = addDays(day, 1)) if (!final.has(day.getTime())) due.push(day);
  return due;
}

export interface RollupResult {
  /** The days computed by this run (midnights UTC). */
  computed: Date[];
  /** PostgreSQL: another instance held the lock, and this run left the work to it. */
  skipped: boolean;
}

export interface RollupOptions {
  /** Also compute today so far (an admin's "compute now"); today is computed again after midnight. */
  includeToday?: boolean;
  /** PostgreSQL: wait for another instance's run instead of leaving the work to it. */
  waitForLock?: boolean;
}

/** Computes every due day up to yesterday (and today when asked), once across instances. */
export async function runUsageRollup(
  database: Database,
  now: Date = new Date(),
  options: RollupOptions = {},
): Promise<RollupResult> {
  const work = async (client: Client): Promise<Date[]> => {
    const today = startOfUtcDay(now);
    const days = await dueDays(client, addDays(today, -1));
    if (options.includeToday) days.push(today);
    let previous: UsageRow | undefined;
    for (const day of days) {
      // Totals carry over from the day before when this run computed it (due days can have gaps).
      const carried = previous && addDays(previous.date, 1).getTime() === day.getTime() ? previous : undefined;
      previous = await computeUsageDay(client, database.engine, day, carried);
      await writeUsageDay(client, previous, now);
    }
    return days;
  };
  if (database.engine === 'sqlite') return { computed: await work(database.prisma), skipped: false };
  return database.prisma.$transaction(
    async (tx) => {
      if (options.waitForLock) {
        // The function returns void, which the driver cannot decode: select a count over it instead.
        await tx.$queryRaw`SELECT COUNT(*) AS "held" FROM (SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_KEY}::bigint)) AS "lock"`;
      } else {
        const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
          SELECT pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}::bigint) AS "locked"`;
        if (!lock?.locked) return { computed: [], skipped: true };
      }
      return { computed: await work(tx), skipped: false };
    },
    // A first run over a long history computes many days; the lock is held for the whole run.
    { timeout: 10 * 60_000 },
  );
}

/** Milliseconds from `now` until the run after the next midnight UTC. */
export function msUntilNextRun(now: Date): number {
  return addDays(startOfUtcDay(now), 1).getTime() + AFTER_MIDNIGHT_MS - now.getTime();
}

/**
 * The rollup inside a server: at start, after each midnight UTC, and on an admin's request. Runs of
 * one process never overlap (each waits for the one before).
 */
export class UsageRollupJob {
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly database: () => Database,
    private readonly logger: Logger,
  ) {}

  start(): void {
    void this.runLogged();
    this.schedule();
  }

  /** Stops the schedule and waits for a run in progress (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.last;
  }

  /** One run now, after any run of this process in progress. */
  run(options: RollupOptions = {}): Promise<RollupResult> {
    const next = this.last.then(() => runUsageRollup(this.database(), new Date(), options));
    this.last = next.catch(() => undefined);
    return next;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runLogged().finally(() => this.schedule());
    }, msUntilNextRun(new Date()));
    this.timer.unref();
  }

  private async runLogged(): Promise<void> {
    try {
      const result = await this.run();
      if (result.computed.length > 0) this.logger.info({ days: result.computed.length }, 'usage rollup computed');
    } catch (error) {
      this.logger.error({ err: error }, 'usage rollup failed');
    }
  }
}
