// Restores a backup (backup.ts) into a new server: an empty data folder, and a database that does
// not exist yet (SQLite) or is empty (PostgreSQL). Anything else is refused before a byte is written,
// so a restore can never overwrite a journal.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { engineOf, sqlitePath } from '../../db/engine.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { formatOfExtension } from '../audio/audio-format.ts';
import {
  MANIFEST,
  PG_DUMP_FILE,
  RECORDINGS_FOLDER,
  SESSION_SECRET_FILE,
  SQLITE_FILE,
  type Manifest,
} from './backup.ts';

const run = promisify(execFile);

export class RestoreRefused extends Error {}

export interface RestoreTarget {
  databaseUrl: string;
  dataDir: string;
  recordings: ObjectStorage;
}

export async function restoreBackup(backupFolder: string, target: RestoreTarget): Promise<Manifest> {
  if (!existsSync(join(backupFolder, MANIFEST)))
    throw new RestoreRefused(`${backupFolder} is not a complete backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(join(backupFolder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.engine !== engineOf(target.databaseUrl))
    throw new RestoreRefused(`the backup is of a ${manifest.engine} database; DATABASE_URL names another engine`);

  // Every refusal first, then the writes.
  const dataEntries = await readdir(target.dataDir).catch(() => [] as string[]);
  if (dataEntries.length > 0)
    throw new RestoreRefused(`the data folder ${target.dataDir} is not empty: restore into a new, empty one`);
  if (manifest.engine === 'sqlite' && existsSync(sqlitePath(target.databaseUrl)))
    throw new RestoreRefused(`${sqlitePath(target.databaseUrl)} exists: restore into a new database file`);
  if (manifest.engine === 'postgres' && !(await postgresIsEmpty(target.databaseUrl)))
    throw new RestoreRefused('the PostgreSQL database is not empty: restore into a new, empty database');
  if ((await target.recordings.topLevelNames()).length > 0)
    throw new RestoreRefused('the recordings storage already holds recordings: restore into an empty one');

  await mkdir(target.dataDir, { recursive: true });
  if (manifest.engine === 'sqlite') {
    const file = sqlitePath(target.databaseUrl);
    await mkdir(dirname(file), { recursive: true });
    await copyFile(join(backupFolder, SQLITE_FILE), file);
  } else {
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${target.databaseUrl}`,
        join(backupFolder, PG_DUMP_FILE),
      ],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  }
  await copyRecordingsIn(join(backupFolder, RECORDINGS_FOLDER), target.recordings);
  if (existsSync(join(backupFolder, SESSION_SECRET_FILE)))
    await copyFile(join(backupFolder, SESSION_SECRET_FILE), join(target.dataDir, SESSION_SECRET_FILE));
  return manifest;
}

async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT COUNT(*) AS count FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count) === 0;
  } finally {
    await client.end();
  }
}

async function copyRecordingsIn(folder: string, storage: ObjectStorage): Promise<void> {
  for (const owner of await readdir(folder).catch(() => [] as string[])) {
    for (const name of await readdir(join(folder, owner))) {
      const format = formatOfExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!format) continue;
      await storage.put(`${owner}/${name}`, await readFile(join(folder, owner, name)), format.mimeType);
    }
  }
}
