// Seeds a user with many dreams for the benchmarks, with the test factories (api/test/factories.ts).
//   npx tsx bench/seed.ts --database file:/tmp/oneiro-bench.db --dreams 100000 [--username bench]
//   npx tsx bench/seed.ts --database postgresql://postgres@127.0.0.1:5432/oneiro_bench --dreams 100000
// The database is migrated first and must not have the user yet. Rows are written with batched
// multi-row INSERTs in one transaction (the search index follows through its triggers on SQLite, its
// GIN indexes on PostgreSQL). Prints the user's credentials and the time taken.
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildDream, randomSource, type DreamData } from '#api-test/factories.ts';
import { engineOf, sqlitePath } from '#api/db/engine.ts';
import { migrate } from '#api/db/migrate.ts';
import { hashPassword } from '#api/modules/auth/password.ts';
import { tagListOf } from '#api/modules/dreams/tag-list.ts';

export const BENCH_PASSWORD = 'bench password 123';
const BATCH = 500;

const sqliteTime = (date: Date) => date.toISOString().replace('Z', '+00:00');
// PostgreSQL columns are TIMESTAMP(3) in UTC (as Prisma writes them): send UTC without an offset.
const postgresTime = (date: Date) => date.toISOString().replace('Z', '');

const DREAM_COLUMNS = [
  'title',
  'content',
  'contentText',
  'date',
  'userId',
  'audioUrl',
  'language',
  'audioDuration',
  'hasAudio',
  'isFavorite',
  'createdAt',
  'updatedAt',
  'tagList',
];

const SPAN_DAYS = 3650;

/**
 * Dreams as a journal accumulates them: written in date order over ten years (so ids grow with dates,
 * and rows are stored in roughly the order the archive reads them), a few hours either side of the
 * nominal day, and one in twenty entered late, dated anywhere in the past.
 */
function* batches(count: number, seed: number, end: Date): Generator<DreamData[]> {
  const random = randomSource(seed);
  const start = end.getTime() - SPAN_DAYS * 86_400_000;
  const step = (SPAN_DAYS * 86_400_000) / count;
  for (let done = 0; done < count; done += BATCH) {
    yield Array.from({ length: Math.min(BATCH, count - done) }, (_, index) => {
      const dream = buildDream(random, { end, spanDays: SPAN_DAYS });
      const nominal = start + (done + index) * step + (random.next() - 0.5) * 8 * 3_600_000;
      const date = random.chance(0.05) ? dream.date.getTime() : Math.min(nominal, end.getTime());
      return { ...dream, date: new Date(Math.floor(date / 1000) * 1000) };
    });
  }
}

async function seedSqlite(
  url: string,
  username: string,
  passwordHash: string,
  count: number,
  seed: number,
): Promise<number> {
  const db = new Database(sqlitePath(url));
  db.pragma('journal_mode = WAL');
  const now = sqliteTime(new Date());
  const end = new Date();
  const insertDreams = new Map<number, Database.Statement>();
  const statementFor = (rows: number) => {
    let statement = insertDreams.get(rows);
    if (!statement) {
      const values = Array.from({ length: rows }, () => `(${DREAM_COLUMNS.map(() => '?').join(', ')})`).join(', ');
      statement = db.prepare(
        `INSERT INTO "DreamEntry" (${DREAM_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${values} RETURNING "id"`,
      );
      insertDreams.set(rows, statement);
    }
    return statement;
  };
  const run = db.transaction(() => {
    const user = db
      .prepare(
        `INSERT INTO "User" ("username", "email", "passwordHash", "updatedAt", "emailVerified") VALUES (?, ?, ?, ?, 1) RETURNING "id"`,
      )
      .get(username, `${username}@example.org`, passwordHash, now) as { id: number };
    for (const batch of batches(count, seed, end)) {
      const params = batch.flatMap((d) => [
        d.title,
        d.content,
        d.contentText,
        sqliteTime(d.date),
        user.id,
        d.audioUrl,
        d.language,
        d.audioDuration,
        d.hasAudio ? 1 : 0,
        d.isFavorite ? 1 : 0,
        now,
        now,
        tagListOf(d.tags),
      ]);
      const ids = (statementFor(batch.length).all(...params) as { id: number }[]).map((row) => row.id);
      const tags = batch.flatMap((dream, index) =>
        dream.tags.map((name, position) => [ids[index]!, position, name, user.id]),
      );
      for (let start = 0; start < tags.length; start += 200) {
        const chunk = tags.slice(start, start + 200);
        db.prepare(
          `INSERT INTO "DreamTag" ("dreamId", "position", "name", "userId") VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
        ).run(...chunk.flat());
      }
    }
    return user.id;
  });
  try {
    const userId = run();
    db.pragma('optimize');
    return userId;
  } finally {
    db.close();
  }
}

async function seedPostgres(
  url: string,
  username: string,
  passwordHash: string,
  count: number,
  seed: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const end = new Date();
  const now = postgresTime(new Date());
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO "User" ("username", "email", "passwordHash", "updatedAt", "emailVerified") VALUES ($1, $2, $3, $4, true) RETURNING "id"`,
      [username, `${username}@example.org`, passwordHash, now],
    );
    const userId = rows[0]!.id;
    for (const batch of batches(count, seed, end)) {
      const params: unknown[] = [];
      const values = batch.map((d) => {
        const row = [
          d.title,
          d.content,
          d.contentText,
          postgresTime(d.date),
          userId,
          d.audioUrl,
          d.language,
          d.audioDuration,
          d.hasAudio,
          d.isFavorite,
          now,
          now,
          tagListOf(d.tags),
        ];
        const placeholders = row.map((value) => `$${params.push(value)}`);
        return `(${placeholders.join(', ')})`;
      });
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO "DreamEntry" (${DREAM_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')} RETURNING "id"`,
        params,
      );
      const tagParams: unknown[] = [];
      const tagValues = batch.flatMap((dream, index) =>
        dream.tags.map(
          (name, position) =>
            `($${tagParams.push(inserted.rows[index]!.id)}, $${tagParams.push(position)}, $${tagParams.push(name)}, $${tagParams.push(userId)})`,
        ),
      );
      if (tagValues.length > 0)
        await client.query(
          `INSERT INTO "DreamTag" ("dreamId", "position", "name", "userId") VALUES ${tagValues.join(', ')}`,
          tagParams,
        );
    }
    await client.query('COMMIT');
    // VACUUM too, not only ANALYZE: it sets the visibility map and hint bits, as autovacuum would in a
    // database that has lived a while. Fresh from the load, every read paid for them (search ran at
    // about half its speed in the first minutes).
    await client.query('VACUUM ANALYZE');
    return userId;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Seeds `count` dreams for a new user; returns the user id. */
export async function seed(url: string, options: { username: string; count: number; seed?: number }): Promise<number> {
  await migrate(url);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const run = engineOf(url) === 'sqlite' ? seedSqlite : seedPostgres;
  return run(url, options.username, passwordHash, options.count, options.seed ?? 42);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'file:./data/bench.db' },
      dreams: { type: 'string', default: '100000' },
      username: { type: 'string', default: 'bench' },
      seed: { type: 'string', default: '42' },
    },
  });
  const started = performance.now();
  const userId = await seed(values.database, {
    username: values.username,
    count: Number(values.dreams),
    seed: Number(values.seed),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${values.dreams} dreams for ${values.username} (id ${userId}, password "${BENCH_PASSWORD}") in ${seconds.toFixed(1)} s`,
  );
}
