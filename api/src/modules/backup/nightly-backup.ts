// The server's nightly backup when BACKUP_DIR is set: at 03:00 UTC, off the request path. With
// REDIS_URL, instances share one Redis key per night (SET NX), so one instance takes it.
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { takeBackup, type BackupSource } from './backup.ts';

const HOUR_UTC = 3;

export function msUntilNextBackup(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), HOUR_UTC));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Time for the job: the system's, or a test's that it moves by hand. */
export interface BackupClock {
  now(): Date;
  /** Calls `run` once `ms` of this clock's time have passed; returns a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: BackupClock = {
  now: () => new Date(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface NightlyBackupOptions {
  source: BackupSource;
  backupDir: string;
  keep: number;
  logger: Logger;
  redis?: { url: string; namespace: string };
  clock?: BackupClock;
}

export class NightlyBackup {
  private cancel: (() => void) | undefined;
  private stopped = false;
  private running: Promise<string | null> = Promise.resolve(null);

  constructor(private readonly options: NightlyBackupOptions) {}

  private get clock(): BackupClock {
    return this.options.clock ?? systemClock;
  }

  start(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    const wait = msUntilNextBackup(now);
    // The night is the one scheduled, not the moment the timer fired (a late timer keeps its night).
    const night = new Date(now.getTime() + wait);
    this.cancel = this.clock.after(wait, () => {
      this.running = this.runOnce(night).finally(() => this.start());
    });
  }

  /** The run in progress (or the last one): its folder, or null when it took none. */
  lastRun(): Promise<string | null> {
    return this.running;
  }

  /** Takes tonight's backup unless another instance has (Redis); returns its folder, or null. */
  async runOnce(night: Date): Promise<string | null> {
    const { logger, redis } = this.options;
    try {
      if (redis && !(await this.claimNight(redis, night))) {
        logger.info('nightly backup: another instance takes it');
        return null;
      }
      const folder = await takeBackup(this.options.source, this.options.backupDir, this.options.keep);
      logger.info({ folder }, 'nightly backup written');
      return folder;
    } catch (error) {
      logger.error({ err: error }, 'nightly backup failed');
      return null;
    }
  }

  private async claimNight(redis: { url: string; namespace: string }, now: Date): Promise<boolean> {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      const night = now.toISOString().slice(0, 10);
      // Kept two days: long enough that no instance of the same night claims it again.
      const claimed = await client.set(`${redis.namespace}:backup:${night}`, String(process.pid), 'EX', 172_800, 'NX');
      return claimed === 'OK';
    } finally {
      client.disconnect();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    await this.running;
  }
}

/** The server's job (app.ts): BACKUP_DIR set, so nightly backups of this server. */
export function startNightlyBackup(
  config: Config,
  backup: { dir: string; keep: number },
  recordings: ObjectStorage,
  logger: Logger,
  clock: BackupClock = systemClock,
): NightlyBackup {
  const job = new NightlyBackup({
    source: { databaseUrl: config.databaseUrl, dataDir: config.dataDir, recordings },
    backupDir: backup.dir,
    keep: backup.keep,
    logger,
    redis: config.redisUrl ? { url: config.redisUrl, namespace: config.redisNamespace } : undefined,
    clock,
  });
  job.start();
  return job;
}
