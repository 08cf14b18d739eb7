// Search latency over a seeded journal (bench/seed.ts): the indexed search the API runs
// (searchDreams: FTS5 trigram on SQLite, pg_trgm on PostgreSQL) against a plain LIKE/ILIKE query with
// the same meaning and the same LIMIT on the same database, in the same run: as the database runs it
// (newest first, stopping at the 50th match) and as a full scan (every dream read, then the newest 50).
//   npx tsx bench/search.ts --database file:/tmp/oneiro-bench.db [--rounds 20]
// Prints p50/p95 per kind of term (common, medium, rare, absent) and overall, and how many dreams
// each term matches in total.
import { parseArgs } from 'node:util';
import { Prisma } from '#generated/prisma/client.ts';
import { openDatabase } from '#api/db/client.ts';
import { db, setDatabase, database } from '#api/db/current.ts';
import { percentile } from './harness.ts';
import { SEARCH_LIMIT } from '#api/modules/search/hits.ts';
import { searchDreams, type SearchFilter } from '#api/modules/search/search.service.ts';
import { containsPattern } from '#api/modules/search/terms.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:./data/bench.db' },
    rounds: { type: 'string', default: '20' },
    username: { type: 'string', default: 'bench' },
  },
});
const rounds = Number(values.rounds);

// Terms from the factory's vocabulary (api/test/factories.ts), by how often they occur.
const TERMS: Record<string, string[]> = {
  common: ['flying', 'swimming through', 'the light', 'forest', 'grandmother'],
  medium: ['Hiroshi', 'broken violin', 'fireflies', 'Søren handed', 'ice marked'],
  rare: ['number 48213', '77777', 'number 9999.', 'Maëlle handed me a silver key marked with the number 1', '31337'],
  absent: ['zebra', 'quantum physics', 'xylophone', 'number 123456', 'Ωμέγα'],
};

/**
 * The same search without an index: LIKE (ILIKE) over title, text and tags, newest first, capped.
 * Tags are matched in the dream's own copy of them ("tagList", a JSON array): a plain scan of one
 * table, as fast as a scan gets. (Through "DreamTag", PostgreSQL hashes every tag row first, ~110 ms.)
 * For these terms (no `"` or `\`) it means the same as matching each tag; the results are compared.
 * As written, the database walks the user's dreams newest first and stops at the 50th match (cheap
 * for a frequent term); `full` makes it read every dream first (a MATERIALIZED set of all matches,
 * then the newest 50), the plain full scan.
 */
async function scan(userId: number, term: string, full = false): Promise<number[]> {
  const pattern = containsPattern(term);
  const like = database().engine === 'sqlite' ? Prisma.sql`LIKE` : Prisma.sql`ILIKE`;
  const matches = Prisma.sql`
    SELECT d."id", d."date" FROM "DreamEntry" d
    WHERE d."userId" = ${userId} AND (d."title" ${like} ${pattern} ESCAPE '\\' OR d."contentText" ${like} ${pattern} ESCAPE '\\'
      OR d."tagList" ${like} ${pattern} ESCAPE '\\')`;
  const rows = full
    ? await db().$queryRaw<{ id: number }[]>`
        WITH "m" AS MATERIALIZED (${matches}) SELECT "id" FROM "m" ORDER BY "date" DESC, "id" DESC LIMIT ${SEARCH_LIMIT}`
    : await db().$queryRaw<
        { id: number }[]
      >`SELECT "id" FROM (${matches}) AS "d" ORDER BY "date" DESC, "id" DESC LIMIT ${SEARCH_LIMIT}`;
  return rows.map((row) => Number(row.id));
}

async function total(userId: number, term: string): Promise<number> {
  const pattern = containsPattern(term);
  const like = database().engine === 'sqlite' ? Prisma.sql`LIKE` : Prisma.sql`ILIKE`;
  const [row] = await db().$queryRaw<{ count: number | bigint }[]>`
    SELECT COUNT(*) AS "count" FROM "DreamEntry" d
    WHERE d."userId" = ${userId} AND (d."title" ${like} ${pattern} ESCAPE '\\' OR d."contentText" ${like} ${pattern} ESCAPE '\\'
      OR d."tagList" ${like} ${pattern} ESCAPE '\\')`;
  return Number(row?.count ?? 0);
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

setDatabase(await openDatabase(values.database));
const user = await db().user.findUniqueOrThrow({ where: { username: values.username } });
const dreams = await db().dreamEntry.count({ where: { userId: user.id } });
console.log(
  `${database().engine}: ${dreams} dreams; ${rounds} rounds per term; LIMIT ${SEARCH_LIMIT}; ${new Date().toISOString()}`,
);

type Samples = { index: number[]; indexContent: number[]; scan: number[]; fullScan: number[] };
const emptySamples = (): Samples => ({ index: [], indexContent: [], scan: [], fullScan: [] });
const all: Record<string, Samples> = {};
const lines: string[] = [];
for (const [kind, terms] of Object.entries(TERMS)) {
  const samples = emptySamples();
  for (const term of terms) {
    const filter: SearchFilter = 'ALL';
    // Same answers, or the comparison means nothing (the scan's LIKE folds ASCII case only on SQLite,
    // so terms here avoid other cased letters where it matters).
    const viaIndex = (await searchDreams({ userId: user.id, query: term, filter })).map((dream) => dream.id);
    for (const full of [false, true]) {
      const viaScan = await scan(user.id, term, full);
      if (JSON.stringify(viaIndex) !== JSON.stringify(viaScan))
        console.warn(
          `  results differ for "${term}": index ${viaIndex.length}, ${full ? 'full scan' : 'scan'} ${viaScan.length}`,
        );
    }
    const matches = await total(user.id, term);
    const termSamples = emptySamples();
    for (let round = 0; round < rounds; round += 1) {
      termSamples.index.push(await time(() => searchDreams({ userId: user.id, query: term, filter })));
      termSamples.indexContent.push(
        await time(() => searchDreams({ userId: user.id, query: term, filter: 'CONTENT' })),
      );
      termSamples.scan.push(await time(() => scan(user.id, term)));
      termSamples.fullScan.push(await time(() => scan(user.id, term, true)));
    }
    for (const key of Object.keys(samples) as (keyof Samples)[]) samples[key].push(...termSamples[key]);
    const p50 = (values: number[]) => percentile(values, 50).toFixed(2).padStart(7);
    lines.push(
      `  ${kind.padEnd(7)} ${JSON.stringify(term).padEnd(60)} matches ${String(matches).padStart(6)}  index p50 ${p50(termSamples.index)} ms  scan p50 ${p50(termSamples.scan)} ms  full scan p50 ${p50(termSamples.fullScan)} ms`,
    );
  }
  all[kind] = samples;
}
console.log(lines.join('\n'));
console.log(
  '\n  kind     index ALL p50/p95 (ms)  index CONTENT p50/p95  scan p50/p95         full scan p50/p95    speed-up (p50) vs scan / full scan',
);
const everything = emptySamples();
const row = (s: number[]) => `${percentile(s, 50).toFixed(2)} / ${percentile(s, 95).toFixed(2)}`;
const speedUp = (scanned: number[], indexed: number[]) =>
  `${(percentile(scanned, 50) / percentile(indexed, 50)).toFixed(1)}x`;
const printRow = (kind: string, samples: Samples) =>
  console.log(
    `  ${kind.padEnd(8)} ${row(samples.index).padEnd(23)} ${row(samples.indexContent).padEnd(22)} ${row(samples.scan).padEnd(20)} ${row(samples.fullScan).padEnd(20)} ${speedUp(samples.scan, samples.index)} / ${speedUp(samples.fullScan, samples.index)}`,
  );
for (const [kind, samples] of Object.entries(all)) {
  for (const key of Object.keys(everything) as (keyof Samples)[]) everything[key].push(...samples[key]);
  printRow(kind, samples);
}
printRow('overall', everything);
await database().close();
