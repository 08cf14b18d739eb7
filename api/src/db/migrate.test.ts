// The migration runner, and that the committed SQL matches the Prisma model on the engine in use.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatamodel } from '../../generated/pothos-types.ts';
import { createTestDatabase, type TestDatabase } from '#api-test/test-database.ts';
import { sqlitePath } from './engine.ts';
import { listMigrations, migrate } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function columnsOf(table: string): Promise<string[]> {
  if (database.engine === 'sqlite') {
    const db = new Database(sqlitePath(database.url));
    try {
      return (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((column) => column.name);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
      [table],
    );
    return rows.map((row) => row.column_name);
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  it('applies every migration once; a second run applies nothing', async () => {
    const names = listMigrations(database.engine).map((migration) => migration.name);
    expect(await migrate(database.url)).toEqual(names);
    expect(await migrate(database.url)).toEqual([]);
  });

  it('creates a column for every scalar field of every Prisma model', async () => {
    const { datamodel } = getDatamodel();
    for (const [model, { fields }] of Object.entries(datamodel.models)) {
      const columns = await columnsOf(model);
      const scalarFields = fields.filter((field) => field.kind === 'scalar').map((field) => field.name);
      expect(columns, `table ${model}`).toEqual(expect.arrayContaining(scalarFields));
    }
  });

  it('refuses to run over a migration that was edited after it was applied', async () => {
    const [first] = listMigrations(database.engine);
    if (database.engine === 'sqlite') {
      const db = new Database(sqlitePath(database.url));
      db.prepare(`UPDATE "_migrations" SET "checksum" = 'changed' WHERE "name" = ?`).run(first!.name);
      db.close();
    } else {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`UPDATE "_migrations" SET "checksum" = 'changed' WHERE "name" = $1`, [first!.name]);
      await client.end();
    }
    await expect(migrate(database.url)).rejects.toThrow(/edited after it was applied/);
  });
});
