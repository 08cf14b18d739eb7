// Applies the committed SQL migrations (prisma/migrations/<engine>/<NNNN_name>/migration.sql) at
// start-up, in order, each in a transaction, recorded with a checksum. This replaces `prisma migrate
// deploy`, whose native engine cannot be downloaded on an offline machine (see the README).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { projectRoot } from '../lib/project-root.ts';
import { engineOf, sqlitePath, type Engine } from './engine.ts';

const MIGRATIONS_ROOT = join(projectRoot, 'prisma/migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(engine: Engine): Migration[] {
  const folder = join(MIGRATIONS_ROOT, engine);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(folder, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

function checkHistory(applied: Map<string, string>, migrations: Migration[]): Migration[] {
  for (const [name, checksum] of applied) {
    const migration = migrations.find((candidate) => candidate.name === name);
    if (!migration) throw new Error(`Database has migration ${name}, which this version does not know`);
    if (migration.checksum !== checksum) {
      throw new Error(`Migration ${name} was edited after it was applied; add a new migration instead`);
    }
  }
  return migrations.filter((migration) => !applied.has(migration.name));
}

function migrateSqlite(databaseUrl: string, migrations: Migration[]): string[] {
  const file = sqlitePath(databaseUrl);
  if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // WAL lets readers proceed while a write is in progress; it is a property of the file, set once.
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.exec(
      `CREATE TABLE IF NOT EXISTS "_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TEXT NOT NULL)`,
    );
    const apply = db.transaction(() => {
      const rows = db.prepare(`SELECT "name", "checksum" FROM "_migrations"`).all() as {
        name: string;
        checksum: string;
      }[];
      const pending = checkHistory(new Map(rows.map((row) => [row.name, row.checksum])), migrations);
      for (const migration of pending) {
        db.exec(migration.sql);
        db.prepare(`INSERT INTO "_migrations" ("name", "checksum", "appliedAt") VALUES (?, ?, ?)`).run(
          migration.name,
          migration.checksum,
          new Date().toISOString(),
        );
      }
      return pending.map((migration) => migration.name);
    });
    // IMMEDIATE takes the write lock first, so two processes starting together do not both migrate.
    return apply.immediate();
  } finally {
    db.close();
  }
}

async function migratePostgres(databaseUrl: string, migrations: Migration[]): Promise<string[]> {
  // Loaded only for PostgreSQL: a SQLite server never pays for the driver (start time, memory).
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One instance migrates at a time; the others wait here and then find nothing pending.
    await client.query('SELECT pg_advisory_lock(7346021)');
    await client.query(
      `CREATE TABLE IF NOT EXISTS "_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TIMESTAMPTZ NOT NULL)`,
    );
    const { rows } = await client.query<{ name: string; checksum: string }>(
      `SELECT "name", "checksum" FROM "_migrations"`,
    );
    const pending = checkHistory(new Map(rows.map((row) => [row.name, row.checksum])), migrations);
    for (const migration of pending) {
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO "_migrations" ("name", "checksum", "appliedAt") VALUES ($1, $2, now())`, [
          migration.name,
          migration.checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
    }
    return pending.map((migration) => migration.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7346021)').catch(() => undefined);
    await client.end();
  }
}

/** Brings the database to the newest schema. Returns the names of the migrations it applied. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  const engine = engineOf(databaseUrl);
  const migrations = listMigrations(engine);
  return engine === 'sqlite' ? migrateSqlite(databaseUrl, migrations) : migratePostgres(databaseUrl, migrations);
}
