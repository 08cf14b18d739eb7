// The admin dashboard's reads at 100,000 users and 1,000,000 dreams: the overview (totals, platform
// status, the usage rows) and the users tab (first page, a page deep in the list, searches), plus the
// Dreams and Interpretations tabs and the daily rollup, on SQLite or PostgreSQL.
//   npx tsx bench/admin.ts --database file:/tmp/oneiro-admin-bench.db
//   npx tsx bench/admin.ts --database postgresql://postgres@127.0.0.1:5432/oneiro_admin_bench
// The database must be new (SQLite: a file that does not exist; PostgreSQL: created if missing and
// must be empty): it is migrated, then seeded with set-based INSERT ... SELECT statements (a few
// statements for the whole data set, not a row at a time). The dream search index (SQLite's FTS
// triggers, PostgreSQL's trigram indexes) is left out of the seeded database: no admin read uses it,
// and building it for a million dreams would take most of the run. --skip-seed measures an existing one.
// Each read runs through the server's own service functions and Prisma client; p50/p95 in ms.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '#api/db/client.ts';
import { setDatabase } from '#api/db/current.ts';
import { engineOf, sqlitePath } from '#api/db/engine.ts';
import { migrate } from '#api/db/migrate.ts';
import * as admin from '#api/modules/admin/admin.service.ts';
import { PlatformStatusChecker } from '#api/modules/admin/platform-status.ts';
import { computeUsageDay, runUsageRollup } from '#api/modules/admin/usage-rollup.ts';
import { startOfUtcDay } from '#api/modules/admin/days.ts';
import { percentile } from './harness.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    users: { type: 'string', default: '100000' },
    dreams: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '40' },
    'skip-seed': { type: 'boolean', default: false },
  },
});
const url = values.database;
if (!url) throw new Error('--database file:<path> or postgresql://... is required');
const USERS = Number(values.users);
const DREAMS = Number(values.dreams);
const ITERATIONS = Number(values.iterations);
const engine = engineOf(url);

/** Text to cut dreams from: lengths 20..619 characters, so the length buckets all fill. */
const TEXT = 'I was walking along a shore at night and the sea was made of glass. '.repeat(10);
const TAGS = ['sea', 'flying', 'house', 'teeth', 'mother', 'school', 'forest', 'train', 'exam', 'dog'];
const DAY_SECONDS = 86_400;
/** Accounts and dreams are spread over the last year. */
const SPAN_SECONDS = 365 * DAY_SECONDS;

async function seedSqlite(): Promise<void> {
  const db = new Database(sqlitePath(url!));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const ago = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%S.000+00:00', 'now', '-' || (${seconds}) || ' seconds')`;
  const triggers = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'Dream%search%'`)
    .all() as { name: string }[];
  for (const { name } of triggers) db.exec(`DROP TRIGGER "${name}"`);
  db.transaction(() => {
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < @users)
       INSERT INTO "User" ("username", "email", "passwordHash", "createdAt", "updatedAt", "emailVerified", "role", "lastLogin", "lastActiveAt")
       SELECT 'user' || i, 'user' || i || '@example.org', 'x', ${ago(`(@users - i) * ${SPAN_SECONDS} / @users`)},
              ${ago(`(@users - i) * ${SPAN_SECONDS} / @users`)}, i % 3 = 0,
              CASE WHEN i % 5000 = 0 THEN 'admin' ELSE 'user' END,
              CASE WHEN i % 4 = 0 THEN NULL ELSE ${ago(`(i % 60) * ${DAY_SECONDS}`)} END,
              CASE WHEN i % 4 = 0 THEN NULL ELSE ${ago(`(i % 60) * ${DAY_SECONDS} - 600`)} END
       FROM n`,
    ).run({ users: USERS });
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < @dreams)
       INSERT INTO "DreamEntry" ("title", "content", "contentText", "date", "userId", "createdAt", "updatedAt", "tagList")
       SELECT 'Dream ' || i, '<p>' || substr(@text, 1, 20 + (i * 37) % 600) || '</p>', substr(@text, 1, 20 + (i * 37) % 600),
              ${ago(`(@dreams - i) * ${SPAN_SECONDS} / @dreams`)}, 1 + (i * 7919) % @users,
              ${ago(`(@dreams - i) * ${SPAN_SECONDS} / @dreams`)}, ${ago(`(@dreams - i) * ${SPAN_SECONDS} / @dreams`)}, '[]'
       FROM n`,
    ).run({ dreams: DREAMS, users: USERS, text: TEXT });
    const tags = TAGS.map((tag) => `'${tag}'`).join(', ');
    db.exec(
      `INSERT INTO "DreamTag" ("dreamId", "position", "name", "userId")
       SELECT "id", 0, json_extract('[${tags.replaceAll("'", '"')}]', '$[' || ("id" % ${TAGS.length}) || ']'), "userId" FROM "DreamEntry"`,
    );
    db.exec(
      `INSERT INTO "DreamInterpretation" ("dreamEntryId", "userId", "type", "content", "feedback", "helpful", "date", "updatedAt")
       SELECT "id", "userId", CASE "id" % 4 WHEN 0 THEN 'JUNG_AI' WHEN 1 THEN 'ROGERS_AI' WHEN 2 THEN 'CBT_AI' ELSE 'USER' END, 'x',
              CASE WHEN "id" % 4 < 2 AND "id" % 5 = 0 THEN 'UP' WHEN "id" % 4 < 2 AND "id" % 5 = 1 THEN 'DOWN' END,
              CASE WHEN "id" % 4 = 2 AND "id" % 5 < 2 THEN "id" % 5 = 0 END, "createdAt", "createdAt"
       FROM "DreamEntry" WHERE "id" % 3 = 0`,
    );
    db.exec(
      `INSERT INTO "UserFeedback" ("userId", "rating", "createdAt", "updatedAt")
       SELECT "id", 1 + "id" % 5, "createdAt", "createdAt" FROM "User" WHERE "id" % 5 = 0`,
    );
    db.exec(
      `WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < 29)
       INSERT INTO "UserActivityDay" ("userId", "day")
       SELECT u."id", strftime('%Y-%m-%dT00:00:00.000+00:00', 'now', '-' || d.k || ' days') FROM "User" u, d WHERE (u."id" + d.k) % 5 = 0`,
    );
  })();
  db.exec('ANALYZE');
  db.close();
}

async function seedPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = `(now() AT TIME ZONE 'UTC')`;
  const ago = (seconds: string) => `${now} - make_interval(secs => (${seconds})::double precision)`;
  await client.query(`SET synchronous_commit = off`);
  // The search indexes: no admin read uses them (see the header).
  for (const index of [
    'DreamEntry_title_trgm_idx',
    'DreamEntry_contentText_trgm_idx',
    'DreamEntry_titleFolded_trgm_idx',
    'DreamEntry_contentTextFolded_trgm_idx',
    'DreamEntry_tagListFolded_trgm_idx',
    'DreamTag_name_trgm_idx',
  ])
    await client.query(`DROP INDEX IF EXISTS "${index}"`);
  await client.query(
    `INSERT INTO "User" ("username", "email", "passwordHash", "createdAt", "updatedAt", "emailVerified", "role", "lastLogin", "lastActiveAt")
     SELECT 'user' || i, 'user' || i || '@example.org', 'x', ${ago(`($1 - i)::bigint * ${SPAN_SECONDS} / $1`)},
            ${ago(`($1 - i)::bigint * ${SPAN_SECONDS} / $1`)}, i % 3 = 0,
            CASE WHEN i % 5000 = 0 THEN 'admin' ELSE 'user' END,
            CASE WHEN i % 4 = 0 THEN NULL ELSE ${ago(`(i % 60) * ${DAY_SECONDS}`)} END,
            CASE WHEN i % 4 = 0 THEN NULL ELSE ${ago(`(i % 60) * ${DAY_SECONDS} - 600`)} END
     FROM generate_series(1, $1::int) AS i`,
    [USERS],
  );
  await client.query(
    `INSERT INTO "DreamEntry" ("title", "content", "contentText", "date", "userId", "createdAt", "updatedAt", "tagList")
     SELECT 'Dream ' || i, '<p>' || substr($3, 1, 20 + (i * 37) % 600) || '</p>', substr($3, 1, 20 + (i * 37) % 600),
            t, 1 + (i::bigint * 7919) % $2, t, t, '[]'
     FROM generate_series(1, $1::int) AS i, LATERAL (SELECT ${ago(`($1 - i)::bigint * ${SPAN_SECONDS} / $1`)} AS t) AS at`,
    [DREAMS, USERS, TEXT],
  );
  await client.query(
    `INSERT INTO "DreamTag" ("dreamId", "position", "name", "userId")
     SELECT "id", 0, ($1::text[])[1 + "id" % ${TAGS.length}], "userId" FROM "DreamEntry"`,
    [TAGS],
  );
  await client.query(
    `INSERT INTO "DreamInterpretation" ("dreamEntryId", "userId", "type", "content", "feedback", "helpful", "date", "updatedAt")
     SELECT "id", "userId", CASE "id" % 4 WHEN 0 THEN 'JUNG_AI' WHEN 1 THEN 'ROGERS_AI' WHEN 2 THEN 'CBT_AI' ELSE 'USER' END, 'x',
            CASE WHEN "id" % 4 < 2 AND "id" % 5 = 0 THEN 'UP' WHEN "id" % 4 < 2 AND "id" % 5 = 1 THEN 'DOWN' END,
            CASE WHEN "id" % 4 = 2 AND "id" % 5 < 2 THEN "id" % 5 = 0 END, "createdAt", "createdAt"
     FROM "DreamEntry" WHERE "id" % 3 = 0`,
  );
  await client.query(
    `INSERT INTO "UserFeedback" ("userId", "rating", "createdAt", "updatedAt")
     SELECT "id", 1 + "id" % 5, "createdAt", "createdAt" FROM "User" WHERE "id" % 5 = 0`,
  );
  await client.query(
    `INSERT INTO "UserActivityDay" ("userId", "day")
     SELECT u."id", date_trunc('day', ${now}) - make_interval(days => k) FROM "User" u, generate_series(0, 29) AS k
     WHERE (u."id" + k) % 5 = 0`,
  );
  await client.query('VACUUM ANALYZE');
  await client.end();
}

async function createPostgresDatabase(): Promise<void> {
  const target = new URL(url!);
  const name = target.pathname.slice(1);
  const server = new URL(url!);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

async function time<T>(name: string, run: () => Promise<T>, results: Record<string, number[]>): Promise<void> {
  for (let warm = 0; warm < 3; warm++) await run();
  const samples: number[] = [];
  for (let index = 0; index < ITERATIONS; index++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  results[name] = samples;
}

const started = performance.now();
if (!values['skip-seed']) {
  if (engine === 'postgres') await createPostgresDatabase();
  await migrate(url);
  const seedStart = performance.now();
  await (engine === 'sqlite' ? seedSqlite() : seedPostgres());
  console.log(
    `seeded ${USERS} users and ${DREAMS} dreams (+ tags, interpretations, feedback, activity) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
}

const database = await openDatabase(url, { reader: false });
setDatabase(database);
const rollupStart = performance.now();
const rollup = await runUsageRollup(database);
console.log(
  `rollup catch-up: ${rollup.computed.length} days in ${((performance.now() - rollupStart) / 1000).toFixed(1)} s`,
);

const results: Record<string, number[]> = {};
// Services on their defaults: the figure is the database's own check (the outside services' checks
// are network requests, cached a minute, and not the database's cost).
const platform = new PlatformStatusChecker(
  [{ service: 'AI', state: 'EMBEDDED_DEFAULT', setting: 'OPENAI_API_KEY' }],
  pino({ level: 'silent' }),
);
await time('overview: adminStats (4 counts)', () => admin.adminStats(), results);
await time('overview: platform status', () => platform.status(), results);
await time('overview: usage rows (30 days)', () => admin.usageRows(30), results);
await time('users: first page (50) + total', () => admin.userPage({ first: 50 }), results);
await time(
  'users: page at the middle (after id N/2)',
  () => admin.userPage({ first: 50, afterId: USERS / 2 }),
  results,
);
await time('users: search "user4242" + total', () => admin.userPage({ search: 'user4242', first: 50 }), results);
await time('users: search "admin" (role)', () => admin.userPage({ search: 'admin', first: 50 }), results);
await time('users: search with no match', () => admin.userPage({ search: 'nobody-here', first: 50 }), results);
await time('dreams tab: insights (30 days)', () => admin.dreamInsights(), results);
await time('interpretations tab: insights (30 days)', () => admin.interpretationInsights(), results);
const yesterday = new Date(startOfUtcDay(new Date()).getTime() - DAY_SECONDS * 1000);
await time('rollup: one day', () => computeUsageDay(database.prisma, engine, yesterday), results);

console.log(`\n${engine}, ${USERS} users, ${DREAMS} dreams, ${ITERATIONS} runs each (ms):`);
console.log('| read | p50 | p95 |');
console.log('|---|---|---|');
for (const [name, samples] of Object.entries(results)) {
  console.log(`| ${name} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 95).toFixed(1)} |`);
}
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
await database.close();
setDatabase(undefined);
