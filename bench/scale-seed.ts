// Seeds PostgreSQL at the issue-26 scale inside the database (generate_series, set-based INSERT ...
// SELECT; no row crosses the wire): 100,000 accounts and 10,000,000 dreams with two tags each, of
// which one account ("scale", id 1) has exactly 2,000, spread over ten years among everyone else's.
//   npx tsx bench/scale-seed.ts --database postgresql://postgres@127.0.0.1:5432/oneiro_scale
// The database is created if missing and must be empty; it is migrated, the dream indexes are
// dropped while rows go in and built afterwards (one build is far cheaper than 10,000,000 updates),
// then ANALYZE. Never point it at `test`. Each step's time is printed; bench/scale.ts measures.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate } from '#api/db/migrate.ts';
import { hashPassword } from '#api/modules/auth/password.ts';

export const SCALE_USERNAME = 'scale';
export const SCALE_PASSWORD = 'scale password 123';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    users: { type: 'string', default: '100000' },
    dreams: { type: 'string', default: '10000000' },
    /** Dreams of account 1: one in every dreams/mine dreams. */
    mine: { type: 'string', default: '2000' },
    chunk: { type: 'string', default: '1000000' },
  },
});
const url = values.database;
if (!url?.startsWith('postgres')) throw new Error('--database postgresql://... is required');
if (new URL(url).pathname === '/test') throw new Error('never seed the `test` database');
const USERS = Number(values.users);
const DREAMS = Number(values.dreams);
const STRIDE = Math.floor(DREAMS / Number(values.mine));
const CHUNK = Number(values.chunk);

// Words the search bench looks for (bench/search.ts terms), so common, medium and rare terms exist.
const SENTENCES = [
  'I was flying over a forest at night',
  'the light came through a broken window',
  'my grandmother was swimming through the kitchen',
  'a train left without me and I ran after it',
  'fireflies filled the old school corridor',
  'Hiroshi handed me a broken violin',
  'the sea was made of glass and it sang',
  'I could not find the exam room anywhere',
  'a dog with blue eyes followed me home',
  'the house had one more floor than I remembered',
  'my teeth were falling out into my hands',
  'Søren handed me a map of a city under ice',
  'the stairs went down forever into warm water',
  'I was late for a wedding in a cathedral of salt',
  'a voice on the radio knew my name',
  'the forest floor was covered in letters',
];
const TITLES = ['Flying', 'The forest', 'Falling', 'The sea of glass', 'Late again', 'The old house', 'Teeth', 'A map'];
const TAGS = ['sea', 'flying', 'house', 'teeth', 'mother', 'school', 'forest', 'train', 'exam', 'dog'];
const DAY_SECONDS = 86_400;
const SPAN_SECONDS = 3650 * DAY_SECONDS;

async function step(client: pg.Client, name: string, sql: string, params: unknown[] = []): Promise<void> {
  const start = performance.now();
  await client.query(sql, params);
  console.log(`${name}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

const server = new URL(url);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const name = new URL(url).pathname.slice(1);
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0)
  await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
await migrate(url);

const client = new pg.Client({ connectionString: url });
await client.connect();
if (Number((await client.query('SELECT count(*) AS n FROM "User"')).rows[0].n) > 0)
  throw new Error('the database is not empty');
const started = performance.now();
await client.query(`SET synchronous_commit = off`);
await client.query(`SET maintenance_work_mem = '512MB'`);
// One core for index builds: the machine is shared.
await client.query(`SET max_parallel_maintenance_workers = 0`);
const indexes = (
  await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('DreamEntry', 'DreamTag') AND indexname NOT LIKE '%_pkey'`,
  )
).rows;
for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);

const now = `(now() AT TIME ZONE 'UTC')`;
await step(
  client,
  `users (${USERS})`,
  `INSERT INTO "User" ("id", "username", "email", "passwordHash", "createdAt", "updatedAt", "emailVerified", "lastLogin", "lastActiveAt")
   SELECT i, CASE WHEN i = 1 THEN $2 ELSE 'user' || i END, 'user' || i || '@example.org', CASE WHEN i = 1 THEN $3 ELSE 'x' END,
          ${now} - make_interval(secs => (($1 - i)::bigint * ${SPAN_SECONDS} / $1)::double precision),
          ${now}, i % 3 = 0,
          CASE WHEN i % 4 = 0 THEN NULL ELSE ${now} - make_interval(days => i % 60) END,
          CASE WHEN i % 4 = 0 THEN NULL ELSE ${now} - make_interval(days => i % 60) END
   FROM generate_series(1, $1::int) AS i`,
  [USERS, SCALE_USERNAME, await hashPassword(SCALE_PASSWORD)],
);
await client.query(`SELECT setval('"User_id_seq"', $1)`, [USERS]);
for (let from = 1; from <= DREAMS; from += CHUNK) {
  const to = Math.min(DREAMS, from + CHUNK - 1);
  await step(
    client,
    `dreams ${from}-${to}`,
    `INSERT INTO "DreamEntry" ("id", "title", "content", "contentText", "date", "userId", "createdAt", "updatedAt", "tagList", "language")
     SELECT i, title, '<p>' || text || '</p>', text, t, CASE WHEN i % $4 = 0 THEN 1 ELSE 2 + (i * 7919) % ($5 - 1) END, t, t,
            '["' || tag1 || '","' || tag2 || '"]', 'en'
     FROM generate_series($1::bigint, $2::bigint) AS i,
     LATERAL (SELECT (i * 48271) % 2147483647 AS k) AS mix,
     LATERAL (SELECT ${now} - make_interval(secs => (($3 - i) * ${SPAN_SECONDS} / $3)::double precision) AS t,
                     ($6::text[])[1 + k % ${TITLES.length}] AS title,
                     ($7::text[])[1 + k % ${SENTENCES.length}] || '. '
                       || ($7::text[])[1 + (k / ${SENTENCES.length}) % ${SENTENCES.length}]
                       || '. The key was marked with the number ' || k % 1000003 || '.' AS text,
                     ($8::text[])[1 + (k / 256) % 10] AS tag1,
                     ($8::text[])[1 + ((k / 256) % 10 + 1 + (k / 2560) % 9) % 10] AS tag2) AS row`,
    [from, to, DREAMS, STRIDE, USERS, TITLES, SENTENCES, TAGS],
  );
}
await client.query(`SELECT setval('"DreamEntry_id_seq"', $1)`, [DREAMS]);
await step(
  client,
  'tags (2 per dream)',
  `INSERT INTO "DreamTag" ("dreamId", "position", "name", "userId")
   SELECT "id", p - 1, ("tagList"::jsonb) ->> (p - 1), "userId" FROM "DreamEntry", generate_series(1, 2) AS p`,
);
for (const index of indexes) await step(client, `index ${index.indexname}`, index.indexdef);
await step(client, 'VACUUM ANALYZE', 'VACUUM ANALYZE');
console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await client.end();
