// The issue-26 reads on the database bench/scale-seed.ts made (100,000 accounts, 10,000,000 dreams),
// for account 1 and its 2,000 dreams: search (common, rare and absent terms), the dream page, the
// archive's first and a deep page, the admin overview and user search, the insights (after storing
// account 1's elements and content codes as its saves would have); with --rollup, the daily usage
// rollup's first run over the whole history and the admin totals after it; then table and index sizes.
// Each read runs through the server's own service functions and Prisma client: 3 warm-up runs, then
// --iterations timed runs, nearest-rank p50 and p95 in ms.
//   npx tsx bench/scale.ts --database postgresql://postgres@127.0.0.1:5432/oneiro_scale [--rollup]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '#api/db/client.ts';
import { setDatabase } from '#api/db/current.ts';
import * as admin from '#api/modules/admin/admin.service.ts';
import { runUsageRollup } from '#api/modules/admin/usage-rollup.ts';
import { newContentCodesRow } from '#api/modules/content-codes/content-codes.service.ts';
import { computeInsights } from '#api/modules/insights/insights.service.ts';
import { parseElements, serializeElements } from '#api/modules/insights/dream-elements.ts';
import { journalMemoryOf } from '#api/modules/interpretations/journal-memory.ts';
import { tagsOf } from '#api/modules/dreams/tag-list.ts';
import { encodeDreamCursor, findDream, listDreams, decodeDreamCursor } from '#api/modules/dreams/dreams.service.ts';
import { searchDreams } from '#api/modules/search/search.service.ts';
import { percentile } from './harness.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    iterations: { type: 'string', default: '40' },
    rollup: { type: 'boolean', default: false },
  },
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
// Account 1's dreams as saves store them (the seed writes rows directly, without elements or codes).
const storeStart = performance.now();
const own = await database.prisma.dreamEntry.findMany({
  where: { userId: USER },
  select: { id: true, title: true, contentText: true, tagList: true, date: true, elements: true },
});
for (const dream of own) {
  if (dream.elements === null) {
    const elements = serializeElements({
      title: dream.title,
      text: dream.contentText,
      tags: tagsOf(dream),
      date: dream.date,
    });
    await database.prisma.dreamEntry.update({ where: { id: dream.id }, data: { elements } });
  }
  await database.prisma.dreamContentCodes.upsert({
    where: { dreamId: dream.id },
    create: { dreamId: dream.id, ...newContentCodesRow(USER, dream.contentText) },
    update: {},
  });
}
console.log(
  `stored elements and codes of account 1's ${own.length} dreams in ${((performance.now() - storeStart) / 1000).toFixed(1)} s`,
);
const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
await time('insights: whole journal (2,000 dreams)', () =>
  computeInsights(USER, { from: null, to: null, timeZone: 'UTC' }, 'en'),
);
await time('insights: last year, Europe/Madrid', () =>
  computeInsights(USER, { from: lastYear, to: null, timeZone: 'Europe/Madrid' }, 'en'),
);

const remembered = await database.prisma.dreamEntry.findFirstOrThrow({
  where: { userId: USER },
  orderBy: { date: 'desc' },
  select: { id: true, date: true, elements: true },
});
await time("journal memory of a dream (the newest 1,000 dreams' elements)", () =>
  journalMemoryOf(USER, { ...remembered, elements: parseElements(remembered.elements) }),
);

if (values.rollup) {
  // The first run computes every day since the oldest account: a new server on an old database.
  await database.prisma.appUsage.deleteMany({});
  const rollupStart = performance.now();
  const { computed } = await runUsageRollup(database, new Date(), { waitForLock: true });
  console.log(
    `usage rollup, first run: ${computed.length} days in ${((performance.now() - rollupStart) / 1000).toFixed(1)} s`,
  );
  await time('admin overview: totals (adminStats), after the rollup', () => admin.adminStats());
}

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
