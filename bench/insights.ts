// Insights latency for a 2,000-dream journal (issue 23), and what reading a dream's elements adds to
// a save. Migrates the given (empty or earlier-bench) database, creates a user with `--dreams` dreams
// from the test factory, stores their elements (timing each read) and their content codes as a save
// would, then times computeInsights, the work of Query.insights and GET /api/insights (the HVdC
// content profile included), over the whole journal and over its last year, in this process with
// the database opened as the server opens it (on SQLite, with the prepared reader); then the whole
// answer over HTTP from a production server on the same database: GET /api/insights, POST /graphql
// with the insights page's one query (access and figures), the same with every indicator's dreams
// and words (what the page asked for before they were fetched on opening), and the query the page
// sends when an indicator is opened.
//   npx tsx bench/insights.ts --database file:/tmp/oneiro-insights.db [--dreams 2000] [--rounds 40]
//   npx tsx bench/insights.ts --database postgresql://postgres@127.0.0.1:5432/<empty database>
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { openDatabase } from '#api/db/client.ts';
import { db, setDatabase } from '#api/db/current.ts';
import { migrate } from '#api/db/migrate.ts';
import { tagsOf } from '#api/modules/dreams/tag-list.ts';
import { serializeElements } from '#api/modules/insights/dream-elements.ts';
import { computeInsights } from '#api/modules/insights/insights.service.ts';
import { buildDream, insertContentCodes, insertDreams, randomSource } from '#api-test/factories.ts';
import { percentile, sessionCookieOf, startServerProcess, stopServerProcess } from './harness.ts';
import InsightsContentProfileSourcesQueryNode from '../web/src/__generated__/InsightsContentProfileSourcesQuery.graphql.ts';
import InsightsQueryNode from '../web/src/__generated__/InsightsQuery.graphql.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:/tmp/oneiro-insights.db' },
    dreams: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '40' },
  },
});
const url = values.database;
await migrate(url);
const database = await openDatabase(url);
setDatabase(database);

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The server runs beside this process on the same database (billing off: every account has access).
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServerProcess({ script: 'api/src/main.ts', port, databaseUrl: url });
const username = `insights${Date.now().toString(36)}`;
const registered = await fetch(`${base}/api/register`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username, email: `${username}@example.org`, password: 'correct horse battery' }),
});
if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
const cookie = sessionCookieOf(registered)!;
const user = await db().user.findUniqueOrThrow({ where: { username } });
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

// Content codes as a save stores them (their cost at save is bench/content-coding.ts): the profile
// reads them with every insights request.
await insertContentCodes(user.id, rows);

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
  let coded = 0;
  for (let round = 0; round < Number(values.rounds); round += 1) {
    const start = performance.now();
    const insights = await computeInsights(user.id, range, 'en');
    times.push(performance.now() - start);
    total = insights.totalDreams;
    coded = insights.contentProfile.dreams;
  }
  console.log(
    `insights, ${name} (${total} dreams, ${coded} coded): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
}

// The whole answer over HTTP (parsing, authorization, GraphQL execution, JSON), whole journal, with
// the page's own query as Relay compiled it: what the page asks for is what is measured.
const PAGE_QUERY = InsightsQueryNode.params.text!;
const SOURCES_QUERY = InsightsContentProfileSourcesQueryNode.params.text!;
const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ query, variables }),
  });
const WITH_SOURCES = PAGE_QUERY.replace(/\bdenominator\b/, 'denominator sources { dreamId words }');
if (WITH_SOURCES === PAGE_QUERY) throw new Error("the page's query no longer selects ContentMeasure.denominator");
const requests: [string, () => Promise<Response>][] = [
  ['GET /api/insights', () => fetch(`${base}/api/insights`, { headers: { Cookie: cookie } })],
  ["POST /graphql, the page's query", () => graphql(PAGE_QUERY)],
  // What the profile's drill-down lists cost when fetched with the page rather than on opening.
  ["POST /graphql, the page's query with every indicator's dreams and words", () => graphql(WITH_SOURCES)],
  // Opening an indicator: the one with the most dreams behind it on this journal.
  [
    'POST /graphql, opening an indicator (male_female_percent)',
    () => graphql(SOURCES_QUERY, { measureId: 'male_female_percent' }),
  ],
];
for (const [name, request] of requests) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round <= Number(values.rounds); round += 1) {
    const start = performance.now();
    const response = await request();
    const body = await response.text();
    if (response.status !== 200 || body.includes('"errors"')) throw new Error(`${name}: ${response.status} ${body}`);
    // The first round warms the server (query plans, the document cache) and is not counted.
    if (round > 0) times.push(performance.now() - start);
    bytes = body.length;
  }
  console.log(
    `${name} (${(bytes / 1024).toFixed(0)} KB): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
}
await stopServerProcess(server);

await db().user.delete({ where: { id: user.id } });
await database.close();
setDatabase(undefined);
