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

export interface NightlyBackupOptions {
  source: BackupSource;
  backupDir: string;
  keep: number;
  logger: Logger;
  redis?: { url: string; namespace: string };
}

export class NightlyBackup {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: NightlyBackupOptions) {}

  start(): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce(new Date()).finally(() => this.start());
    }, msUntilNextBackup(new Date()));
    this.timer.unref();
  }

  /** Takes tonight's backup unless another instance has (Redis); returns its folder, or null. */
  async runOnce(now: Date): Promise<string | null> {
    const { logger, redis } = this.options;
    try {
      if (redis && !(await this.claimNight(redis, now))) {
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
    clearTimeout(this.timer);
    await this.running;
  }
}

/** The server's job (app.ts): BACKUP_DIR set, so nightly backups of this server. */
export function startNightlyBackup(
  config: Config,
  backup: { dir: string; keep: number },
  recordings: ObjectStorage,
  logger: Logger,
): NightlyBackup {
  const job = new NightlyBackup({
    source: { databaseUrl: config.databaseUrl, dataDir: config.dataDir, recordings },
    backupDir: backup.dir,
    keep: backup.keep,
    logger,
    redis: config.redisUrl ? { url: config.redisUrl, namespace: config.redisNamespace } : undefined,
  });
  job.start();
  return job;
}
