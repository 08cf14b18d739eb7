// Insights latency for a 2,000-dream journal (issue 23), and what reading a dream's elements adds to
// a save. Migrates the given (empty or earlier-bench) database, creates a user with `--dreams` dreams
// from the test factory, stores their elements as a save would (timing each read), then times
// computeInsights, the work of Query.insights and GET /api/insights, over the whole journal and over
// its last year.
//   npx tsx bench/insights.ts --database file:/tmp/oneiro-insights.db [--dreams 2000] [--rounds 40]
//   npx tsx bench/insights.ts --database postgresql://postgres@127.0.0.1:5432/<empty database>
import { parseArgs } from 'node:util';
import { openDatabase } from '#api/db/client.ts';
import { db, setDatabase } from '#api/db/current.ts';
import { migrate } from '#api/db/migrate.ts';
import { tagsOf } from '#api/modules/dreams/tag-list.ts';
import { serializeElements } from '#api/modules/insights/dream-elements.ts';
import { computeInsights } from '#api/modules/insights/insights.service.ts';
import { buildDream, insertDreams, randomSource } from '#api-test/factories.ts';
import { percentile } from './harness.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:/tmp/oneiro-insights.db' },
    dreams: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '40' },
  },
});
const url = values.database;
await migrate(url);
const database = await openDatabase(url, { reader: false });
setDatabase(database);

const username = `insights${Date.now().toString(36)}`;
const user = await db().user.create({ data: { username, email: `${username}@example.org`, passwordHash: 'x' } });
const random = randomSource(23);
const dreams = Array.from({ length: Number(values.dreams) }, () => buildDream(random, { spanDays: 3 * 365 }));
await insertDreams(user.id, dreams);

// Elements as a save stores them: the read is timed alone (the save's own statements are unchanged).
const readTimes: number[] = [];
const rows = await db().dreamEntry.findMany({
  where: { userId: user.id },
  select: { id: true, title: true, contentText: true, tagList: true, date: true },
});
for (const row of rows) {
  const start = performance.now();
  const elements = serializeElements({ title: row.title, text: row.contentText, tags: tagsOf(row), date: row.date });
  readTimes.push(performance.now() - start);
  await db().dreamEntry.update({ where: { id: row.id }, data: { elements } });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`engine ${database.engine}, ${rows.length} dreams over three years`);
console.log(`elements read per save: p50 ${ms(percentile(readTimes, 50))}, p95 ${ms(percentile(readTimes, 95))}`);

const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
for (const [name, range] of [
  ['whole journal', { from: null, to: null, timeZone: 'UTC' }],
  ['last year, Europe/Madrid', { from: lastYear, to: null, timeZone: 'Europe/Madrid' }],
] as const) {
  await computeInsights(user.id, range, 'en'); // warm: query plans compiled once per shape
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < Number(values.rounds); round += 1) {
    const start = performance.now();
    const insights = await computeInsights(user.id, range, 'en');
    times.push(performance.now() - start);
    total = insights.totalDreams;
  }
  console.log(
    `insights, ${name} (${total} dreams): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
}

await db().user.delete({ where: { id: user.id } });
await database.close();
setDatabase(undefined);
