// The morning reminder job: every REMINDER_CHECK_SECONDS (and once at start, which is the catch-up
// after a restart) it reads the reminders whose nextDueAt has passed and, for each:
//
// 1. claims it: one conditional UPDATE moves nextDueAt from the value it read to the next time it is
//    due after now. With several instances on one database only one UPDATE matches (PostgreSQL
//    re-reads the row after the first one commits; SQLite writes one at a time), so only that
//    instance goes on. The claim is made before anything is sent: a reminder is sent at most once,
//    and a crash between claim and send loses that one morning rather than repeating it.
// 2. decides: one whose time passed while no server ran is sent late only the same local morning
//    (schedule.ts, stillSameMorning), otherwise it is recorded as missed; a person who created a
//    dream since 3 a.m. their time is not reminded (skipped).
// 3. sends it (reminder-delivery.ts) and records what came of it.
import type { Db } from '../../db/client.ts';
import { db } from '../../db/current.ts';
import type { Logger } from '../../logger.ts';
import type { ReminderDelivery } from './reminder-delivery.ts';
import { morningStart, nextDueAt, stillSameMorning } from './schedule.ts';

export type ReminderOutcome = 'push' | 'email' | 'skipped' | 'missed' | 'failed';

export interface ReminderRun {
  /** Reminders this run claimed, by user id, with what came of each. */
  outcomes: Map<number, ReminderOutcome>;
  /** Due reminders another instance (or a settings change) took first. */
  lost: number;
}

const BATCH = 100;
const MAX_BATCHES = 100;

/** One pass over the due reminders at `now`. `client` lets a test run two "instances" on one database. */
export async function runDueReminders(
  delivery: ReminderDelivery,
  logger: Logger,
  now: Date = new Date(),
  client: Db = db(),
): Promise<ReminderRun> {
  const run: ReminderRun = { outcomes: new Map(), lost: 0 };
  const seen = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await client.dreamReminder.findMany({
      where: { enabled: true, nextDueAt: { lte: now }, userId: { notIn: [...seen] } },
      orderBy: { nextDueAt: 'asc' },
      take: BATCH,
      include: {
        user: { select: { id: true, email: true, username: true, emailVerified: true, preferredLanguage: true } },
      },
    });
    for (const reminder of due) {
      seen.add(reminder.userId);
      const dueAt = reminder.nextDueAt!;
      const next = nextDueAt(now, reminder.localTime, reminder.days, reminder.timeZone);
      const claim = await client.dreamReminder.updateMany({
        where: { userId: reminder.userId, enabled: true, nextDueAt: dueAt },
        data: { nextDueAt: next, lastRunAt: now },
      });
      if (claim.count === 0) {
        run.lost += 1;
        continue;
      }
      const outcome = await decideAndSend(client, delivery, logger, reminder, dueAt, now);
      run.outcomes.set(reminder.userId, outcome);
      await client.dreamReminder.updateMany({ where: { userId: reminder.userId }, data: { lastOutcome: outcome } });
    }
    if (due.length < BATCH) break;
  }
  return run;
}

async function decideAndSend(
  client: Db,
  delivery: ReminderDelivery,
  logger: Logger,
  reminder: { userId: number; timeZone: string; user: Parameters<ReminderDelivery['deliver']>[0] },
  dueAt: Date,
  now: Date,
): Promise<ReminderOutcome> {
  if (!stillSameMorning(dueAt, now, reminder.timeZone)) return 'missed';
  const written = await client.dreamEntry.findFirst({
    where: { userId: reminder.userId, createdAt: { gte: morningStart(dueAt, reminder.timeZone) } },
    select: { id: true },
  });
  if (written) return 'skipped';
  try {
    return await delivery.deliver(reminder.user);
  } catch (error) {
    logger.error({ err: error }, 'reminder: sending failed');
    return 'failed';
  }
}

/** The job inside a server (app.ts): once at start, then every `intervalMs`; runs never overlap. */
export class ReminderJob {
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly delivery: ReminderDelivery,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    // At start: reminders that fell due while no server ran go out now, if it is still their morning.
    this.tick();
  }

  /** One run now, after any run of this process in progress. */
  run(now?: Date): Promise<ReminderRun> {
    const next = this.last.then(() => runDueReminders(this.delivery, this.logger, now ?? new Date()));
    this.last = next.catch(() => undefined);
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.last;
  }

  private tick(): void {
    if (this.stopped) return;
    void this.run()
      .then((run) => {
        if (run.outcomes.size === 0) return;
        const counts: Record<string, number> = {};
        for (const outcome of run.outcomes.values()) counts[outcome] = (counts[outcome] ?? 0) + 1;
        this.logger.info({ reminders: counts }, 'morning reminders');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'reminder job failed'))
      .finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(() => this.tick(), this.intervalMs);
        this.timer.unref();
      });
  }
}
