// A consistent copy of a server: the database (SQLite's online backup API, which copies pages while
// writers go on and hands back a snapshot of one moment; pg_dump for PostgreSQL, one REPEATABLE READ
// snapshot), the recordings (from the folder or the bucket, through the storage port) and the
// generated session secret, into BACKUP_DIR/oneiro-<time>/. A copy is written under a `.partial`
// name and renamed when whole, so a crash never leaves a folder that looks complete. Older backups
// beyond `keep` are removed.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { engineOf, sqlitePath, type Engine } from '../../db/engine.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';

const run = promisify(execFile);

export const BACKUP_PREFIX = 'oneiro-';
const PARTIAL = '.partial';
export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
export const RECORDINGS_FOLDER = 'recordings';
export const SESSION_SECRET_FILE = 'session-secret';

export interface Manifest {
  format: 1;
  engine: Engine;
  /** When the database snapshot began: every write acknowledged before it is in the copy. */
  startedAt: string;
  finishedAt: string;
  recordings: number;
}

export interface BackupSource {
  databaseUrl: string;
  dataDir: string;
  recordings: ObjectStorage;
}

/** Takes one backup into `backupDir` and keeps the newest `keep`; returns its folder. */
export async function takeBackup(source: BackupSource, backupDir: string, keep: number): Promise<string> {
  await mkdir(backupDir, { recursive: true });
  const startedAt = new Date();
  const name = BACKUP_PREFIX + startedAt.toISOString().replace(/[:.]/g, '-');
  const partial = join(backupDir, name + PARTIAL);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial);
  const engine = engineOf(source.databaseUrl);
  if (engine === 'sqlite') {
    const database = new Database(sqlitePath(source.databaseUrl), { readonly: true, fileMustExist: true });
    try {
      await database.backup(join(partial, SQLITE_FILE));
    } finally {
      database.close();
    }
  } else {
    await dumpPostgres(source.databaseUrl, join(partial, PG_DUMP_FILE));
  }
  const recordings = await copyRecordingsOut(source.recordings, join(partial, RECORDINGS_FOLDER));
  const secret = join(source.dataDir, SESSION_SECRET_FILE);
  if (existsSync(secret)) await copyFile(secret, join(partial, SESSION_SECRET_FILE));
  const manifest: Manifest = {
    format: 1,
    engine,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    recordings,
  };
  await writeFile(join(partial, MANIFEST), JSON.stringify(manifest, null, 2));
  const folder = join(backupDir, name);
  await rename(partial, folder);
  await rotate(backupDir, keep);
  return folder;
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  try {
    // Custom format: compressed, restored table by table by pg_restore.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pg_dump is not installed: install the PostgreSQL client (Debian: postgresql-client)');
    throw error;
  }
}

/** Every recording, as recordings/<user id>/<name>. */
async function copyRecordingsOut(storage: ObjectStorage, folder: string): Promise<number> {
  let copied = 0;
  for (const owner of await storage.topLevelNames()) {
    if (!/^\d+$/.test(owner)) continue;
    for (const object of await storage.list(`${owner}/`)) {
      await mkdir(join(folder, owner), { recursive: true });
      const bytes = object.size === 0 ? null : await storage.read(object.key, { start: 0, end: object.size - 1 });
      if (bytes) await pipeline(bytes, createWriteStream(join(folder, ...object.key.split('/'))));
      else await writeFile(join(folder, ...object.key.split('/')), '');
      copied += 1;
    }
  }
  return copied;
}

/** Removes the oldest complete backups beyond `keep` (names sort by time) and stale partial ones. */
async function rotate(backupDir: string, keep: number): Promise<void> {
  const names = (await readdir(backupDir)).filter((entry) => entry.startsWith(BACKUP_PREFIX)).sort();
  const complete = names.filter((entry) => !entry.endsWith(PARTIAL));
  for (const old of complete.slice(0, Math.max(0, complete.length - keep)))
    await rm(join(backupDir, old), { recursive: true, force: true });
}
