// Search latency over a seeded journal (bench/seed.ts): the indexed search the API runs
// (searchDreams: FTS5 trigram on SQLite, pg_trgm on PostgreSQL) against a plain LIKE/ILIKE query with
// the same meaning and the same LIMIT on the same database, in the same run.
//   npx tsx bench/search.ts --database file:/tmp/oneiro-bench.db [--rounds 20]
// Prints p50/p95 per kind of term (common, medium, rare, absent) and overall, and how many dreams
// each term matches in total.
import { parseArgs } from 'node:util';
import { Prisma } from '../api/generated/prisma/client.ts';
import { openDatabase } from '../api/src/db/client.ts';
import { db, setDatabase, database } from '../api/src/db/current.ts';
import { containsPattern, searchDreams, SEARCH_LIMIT, type SearchFilter } from '../api/src/modules/dreams/dreams.search.ts';

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

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The same search without an index: LIKE (ILIKE) over title, text and tags, newest first, capped. */
async function scan(userId: number, term: string): Promise<number[]> {
  const pattern = containsPattern(term);
  const like = database().engine === 'sqlite' ? Prisma.sql`LIKE` : Prisma.sql`ILIKE`;
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT d."id" FROM "DreamEntry" d
    WHERE d."userId" = ${userId} AND (d."title" ${like} ${pattern} ESCAPE '\\' OR d."contentText" ${like} ${pattern} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM "DreamTag" t WHERE t."dreamId" = d."id" AND t."name" ${like} ${pattern} ESCAPE '\\'))
    ORDER BY d."date" DESC, d."id" DESC LIMIT ${SEARCH_LIMIT}`;
  return rows.map((row) => Number(row.id));
}

async function total(userId: number, term: string): Promise<number> {
  const pattern = containsPattern(term);
  const like = database().engine === 'sqlite' ? Prisma.sql`LIKE` : Prisma.sql`ILIKE`;
  const [row] = await db().$queryRaw<{ count: number | bigint }[]>`
    SELECT COUNT(*) AS "count" FROM "DreamEntry" d
    WHERE d."userId" = ${userId} AND (d."title" ${like} ${pattern} ESCAPE '\\' OR d."contentText" ${like} ${pattern} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM "DreamTag" t WHERE t."dreamId" = d."id" AND t."name" ${like} ${pattern} ESCAPE '\\'))`;
  return Number(row?.count ?? 0);
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

setDatabase(openDatabase(values.database));
const user = await db().user.findUniqueOrThrow({ where: { username: values.username } });
const dreams = await db().dreamEntry.count({ where: { userId: user.id } });
console.log(`${database().engine}: ${dreams} dreams; ${rounds} rounds per term; LIMIT ${SEARCH_LIMIT}; ${new Date().toISOString()}`);

const all: Record<string, { index: number[]; scan: number[]; indexContent: number[] }> = {};
const lines: string[] = [];
for (const [kind, terms] of Object.entries(TERMS)) {
  const samples = { index: [] as number[], scan: [] as number[], indexContent: [] as number[] };
  for (const term of terms) {
    const filter: SearchFilter = 'ALL';
    // Same answers, or the comparison means nothing (the scan's LIKE folds ASCII case only on SQLite,
    // so terms here avoid other cased letters where it matters).
    const viaIndex = (await searchDreams({ userId: user.id, query: term, filter })).map((dream) => dream.id);
    const viaScan = await scan(user.id, term);
    if (JSON.stringify(viaIndex) !== JSON.stringify(viaScan)) console.warn(`  results differ for "${term}": index ${viaIndex.length}, scan ${viaScan.length}`);
    const matches = await total(user.id, term);
    const termSamples = { index: [] as number[], scan: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      termSamples.index.push(await time(() => searchDreams({ userId: user.id, query: term, filter })));
      samples.indexContent.push(await time(() => searchDreams({ userId: user.id, query: term, filter: 'CONTENT' })));
      termSamples.scan.push(await time(() => scan(user.id, term)));
    }
    samples.index.push(...termSamples.index);
    samples.scan.push(...termSamples.scan);
    lines.push(
      `  ${kind.padEnd(7)} ${JSON.stringify(term).padEnd(60)} matches ${String(matches).padStart(6)}  index p50 ${percentile(termSamples.index, 50).toFixed(2).padStart(7)} ms  scan p50 ${percentile(termSamples.scan, 50).toFixed(2).padStart(8)} ms`,
    );
  }
  all[kind] = samples;
}
console.log(lines.join('\n'));
console.log('\n  kind     index ALL p50/p95 (ms)   index CONTENT p50/p95   scan p50/p95 (ms)     p50 speed-up');
const everything = { index: [] as number[], scan: [] as number[], indexContent: [] as number[] };
for (const [kind, samples] of Object.entries(all)) {
  everything.index.push(...samples.index);
  everything.scan.push(...samples.scan);
  everything.indexContent.push(...samples.indexContent);
  const row = (s: number[]) => `${percentile(s, 50).toFixed(2)} / ${percentile(s, 95).toFixed(2)}`;
  console.log(`  ${kind.padEnd(8)} ${row(samples.index).padEnd(24)} ${row(samples.indexContent).padEnd(23)} ${row(samples.scan).padEnd(21)} ${(percentile(samples.scan, 50) / percentile(samples.index, 50)).toFixed(1)}x`);
}
const row = (s: number[]) => `${percentile(s, 50).toFixed(2)} / ${percentile(s, 95).toFixed(2)}`;
console.log(`  ${'overall'.padEnd(8)} ${row(everything.index).padEnd(24)} ${row(everything.indexContent).padEnd(23)} ${row(everything.scan).padEnd(21)} ${(percentile(everything.scan, 50) / percentile(everything.index, 50)).toFixed(1)}x`);
await database().close();
