// The server's nightly backup (BACKUP_DIR): made the way app.ts makes it (startNightlyBackup with the
// configuration loadConfig reads), on a clock the test moves by hand, so a night passes at once and
// no assertion waits on real time. It takes nothing before 03:00 UTC and one backup at 03:00 into
// BACKUP_DIR, keeps the newest BACKUP_KEEP (7 by default, as the README says) night after night, and
// with REDIS_URL only one of two instances takes each night's (without Redis both would).
// On SQLite by default, on PostgreSQL (pg_dump) under TEST_DATABASE_URL; the Redis part needs Redis
// (127.0.0.1:6379 here and in CI; TEST_REDIS_URL overrides, =off skips).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDream } from '#api-test/journal.ts';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { MANIFEST, type Manifest } from './backup.ts';
import { startNightlyBackup, type BackupClock, type NightlyBackup } from './nightly-backup.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = suiteGate(
  'Nightly backup, one instance per night (api/src/modules/backup/nightly-backup.test.ts)',
  redisUrl !== 'off',
  'TEST_REDIS_URL=off',
);

/** A clock that moves only when told; timers due by then fire in order. */
class HandClock implements BackupClock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(private time: number) {}

  now(): Date {
    return new Date(this.time);
  }

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((other) => other !== timer));
  }

  /** Moves the time on by `ms`, firing what falls due (those a firing timer sets fire later). */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.run();
  }

  pending(): number {
    return this.timers.length;
  }
}

const HOUR = 3_600_000;
const folders: string[] = [];
let app: TestApp;
let browser: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  ({ browser } = await app.signedIn());
});

afterAll(async () => {
  await app?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The job of one instance, as app.ts starts it with this environment. */
function instanceJob(env: Record<string, string>, clock: BackupClock): { job: NightlyBackup; keep: number } {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: app.database.url,
    DATA_DIR: app.database.dataDir,
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...env,
  });
  if (!config.backup) throw new Error('BACKUP_DIR did not turn the nightly backup on');
  const job = startNightlyBackup(
    config,
    config.backup,
    app.app.services.audio.store.storage,
    createLogger('silent'),
    clock,
  );
  return { job, keep: config.backup.keep };
}

function newBackupDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'oneiro-nightly-'));
  folders.push(folder);
  return folder;
}

const backupsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.startsWith('oneiro-'))
    .sort();

describe('the nightly backup', () => {
  it('takes one at 03:00 UTC each night into BACKUP_DIR and keeps the newest BACKUP_KEEP (7)', async () => {
    const backupDir = newBackupDir();
    // 01:00 UTC on a winter night.
    const clock = new HandClock(Date.UTC(2026, 0, 10, 1, 0));
    const { job, keep } = instanceJob({ BACKUP_DIR: backupDir }, clock);
    expect(keep).toBe(7);
    try {
      clock.advance(2 * HOUR - 60_000);
      expect(backupsIn(backupDir)).toEqual([]);
      expect(clock.pending()).toBe(1);

      const taken: string[] = [];
      for (let night = 0; night < keep + 2; night++) {
        await createDream(browser, { title: `day ${night}`, content: `<p>day ${night}</p>` });
        clock.advance(night === 0 ? 60_000 : 24 * HOUR);
        const folder = await job.lastRun();
        expect(folder, `night ${night}`).not.toBeNull();
        taken.push(folder!.split('/').pop()!);
        const manifest = JSON.parse(readFileSync(join(folder!, MANIFEST), 'utf8')) as Manifest;
        expect(manifest.engine).toBe(app.database.engine);
        expect(existsSync(join(folder!, manifest.engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump'))).toBe(
          true,
        );
        // The next night is scheduled, nothing else.
        expect(clock.pending()).toBe(1);
      }
      // Nine nights, nine backups; the newest seven are kept.
      expect(new Set(taken).size).toBe(keep + 2);
      expect(backupsIn(backupDir)).toEqual(taken.slice(-keep));

      // Half a day later nothing more has been taken.
      clock.advance(12 * HOUR);
      expect(backupsIn(backupDir)).toEqual(taken.slice(-keep));
    } finally {
      await job.stop();
    }
    expect(clock.pending()).toBe(0);
  }, 180_000);

  it('on two instances without Redis each takes its own', async () => {
    // (Each into its own folder: two instances without Redis are two separate servers.)
    const backupDirs = [newBackupDir(), newBackupDir()];
    const clock = new HandClock(Date.UTC(2026, 0, 10, 2, 0));
    const jobs = backupDirs.map((backupDir) => instanceJob({ BACKUP_DIR: backupDir }, clock).job);
    try {
      clock.advance(HOUR);
      const results = await Promise.all(jobs.map((job) => job.lastRun()));
      expect(results.filter(Boolean)).toHaveLength(2);
      for (const backupDir of backupDirs) expect(backupsIn(backupDir)).toHaveLength(1);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
  }, 120_000);

  it.runIf(withRedis)(
    'with REDIS_URL one of two instances takes each night’s',
    async () => {
      const backupDir = newBackupDir();
      const clock = new HandClock(Date.UTC(2026, 0, 10, 2, 0));
      const env = {
        BACKUP_DIR: backupDir,
        REDIS_URL: redisUrl,
        REDIS_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
      };
      const jobs = [instanceJob(env, clock).job, instanceJob(env, clock).job];
      try {
        for (let night = 1; night <= 3; night++) {
          clock.advance(night === 1 ? HOUR : 24 * HOUR);
          const results = await Promise.all(jobs.map((job) => job.lastRun()));
          // Both fired at the same moment; one claimed the night, the other left it.
          expect(results.filter(Boolean), `night ${night}`).toHaveLength(1);
          expect(backupsIn(backupDir)).toHaveLength(night);
        }
      } finally {
        await Promise.all(jobs.map((job) => job.stop()));
      }
    },
    120_000,
  );
});
