// The issue-26 reads on the database bench/scale-seed.ts made (100,000 accounts, 10,000,000 dreams),
// for account 1 and its 2,000 dreams: search (common, rare and absent terms), the dream page, the
// archive's first and a deep page, the admin overview and user search; then table and index sizes.
// Each read runs through the server's own service functions and Prisma client: 3 warm-up runs, then
// --iterations timed runs, nearest-rank p50 and p95 in ms.
//   npx tsx bench/scale.ts --database postgresql://postgres@127.0.0.1:5432/oneiro_scale
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '#api/db/client.ts';
import { setDatabase } from '#api/db/current.ts';
import * as admin from '#api/modules/admin/admin.service.ts';
import { encodeDreamCursor, findDream, listDreams, decodeDreamCursor } from '#api/modules/dreams/dreams.service.ts';
import { searchDreams } from '#api/modules/search/search.service.ts';
import { percentile } from './harness.ts';

const { values } = parseArgs({
  options: { database: { type: 'string' }, iterations: { type: 'string', default: '40' } },
});
const url = values.database;
if (!url?.startsWith('postgres')) throw new Error('--database postgresql://... is required');
const ITERATIONS = Number(values.iterations);
const USER = 1;

const database = await openDatabase(url, { reader: false });
setDatabase(database);
const rows: string[] = [];
async function time(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let warm = 0; warm < 3; warm++) await run();
  const samples: number[] = [];
  for (let index = 0; index < ITERATIONS; index++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  rows.push(`| ${name} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 95).toFixed(1)} |`);
}

const newest = await listDreams({ userId: USER, limit: 20, inverted: false });
const mid = (await listDreams({ userId: USER, limit: 1000, inverted: false })).at(-1)!;
const search = (query: string) => () => searchDreams({ userId: USER, query, filter: 'ALL' });
await time('search "flying" (in 1 of 8 titles and many texts)', search('flying'));
await time('search "broken violin" (1 in 16 texts)', search('broken violin'));
await time('search "number 417105" (one dream)', search('number 417105'));
await time('search "zebra" (absent)', search('zebra'));
await time('search "sea" (a tag)', search('sea'));
await time('dream page (findDream)', () => findDream(newest[5]!.id, USER));
await time('archive: first page (20)', () => listDreams({ userId: USER, limit: 20, inverted: false }));
await time('archive: page after the 1,000th dream', () =>
  listDreams({ userId: USER, limit: 20, inverted: false, after: decodeDreamCursor(encodeDreamCursor(mid), 'en') }),
);
await time('admin overview: totals (adminStats)', () => admin.adminStats());
await time('admin overview: usage rows (30 days)', () => admin.usageRows(30));
await time('admin users: first page + total', () => admin.userPage({ first: 50 }));
await time('admin users: search "user4242"', () => admin.userPage({ search: 'user4242', first: 50 }));
await time('admin users: search with no match', () => admin.userPage({ search: 'nobody-here', first: 50 }));
console.log('| read (ms) | p50 | p95 |\n| --- | ---: | ---: |');
console.log(rows.join('\n'));
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const sizes = await client.query<{ name: string; kind: string; size: string; rows: string }>(
  `SELECT c.relname AS name, CASE c.relkind WHEN 'i' THEN 'index' ELSE 'table' END AS kind,
          pg_size_pretty(pg_relation_size(c.oid)) AS size, c.reltuples::bigint AS rows
   FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i') AND pg_relation_size(c.oid) > 1048576
   ORDER BY pg_relation_size(c.oid) DESC`,
);
console.log('\n| relation | kind | size | rows (estimate) |\n| --- | --- | ---: | ---: |');
for (const row of sizes.rows)
  console.log(`| ${row.name} | ${row.kind} | ${row.size} | ${row.kind === 'table' ? row.rows : ''} |`);
const total = await client.query<{ size: string }>(
  `SELECT pg_size_pretty(pg_database_size(current_database())) AS size`,
);
console.log(`\ndatabase size: ${total.rows[0]!.size}`);
await client.end();
