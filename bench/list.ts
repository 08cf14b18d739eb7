// Throughput of the dream list: the first page of me.dreams (with tags) over GraphQL and
// GET /api/dreams (all 1,000 dreams of the user), against a raw node:http + better-sqlite3 server
// (bench/raw-server.ts) answering the same JSON, in the same run. One server at a time, in its own
// process, NODE_ENV=production; autocannon with 50 connections for 10 s (after a 2 s warm-up).
//   npx tsx bench/list.ts [--duration 10] [--connections 50] [--only graphql,rest] [--profile /tmp/prof]
// --profile runs the API servers with node --cpu-prof (slower; for finding hot spots, not figures).
// A shortcut on and off in one run (cases 4 and 7 for graphql-jit, 4 and 8 for the fast path, 4 and 5
// for the SQLite reader), the API cases alternating their order from round to round:
//   npx tsx bench/list.ts --cases 6,4,7 --rounds 4
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sessionCookieOf, startServerProcess, stopServerProcess } from './harness.ts';
import { BENCH_PASSWORD, seed } from './seed.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    dreams: { type: 'string', default: '1000' },
    only: { type: 'string', default: 'graphql,rest' },
    profile: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    /**
     * Comma-separated cases: 1 raw, 2 raw with the seal cached, 3 raw without session, 4 API reader,
     * 5 API Prisma, 6 raw with the seal cached reading tags from the dream's row, 7 API reader without
     * graphql-jit, 8 API reader without the GraphQL fast path.
     */
    cases: { type: 'string', default: '1,2,3,4,5,6' },
  },
});

const file = join(tmpdir(), `oneiro-list-bench-${process.pid}.db`);
const databaseUrl = `file:${file}`;
const PORT = 38_471;
const base = `http://127.0.0.1:${PORT}`;

const GRAPHQL_PAGE = JSON.stringify({
  query:
    '{ me { dreams(first: 20) { edges { cursor node { id databaseId title content date tags hasAudio } } pageInfo { endCursor hasNextPage } } } }',
});

function startServer(kind: 'app' | 'raw', env: Record<string, string>): Promise<ChildProcess> {
  return startServerProcess({
    script: kind === 'app' ? 'api/src/main.ts' : 'bench/raw-server.ts',
    port: PORT,
    databaseUrl,
    env,
    nodeArgs: kind === 'app' && values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux): robust to other load on the machine. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(path: string, cookie: string, method: 'GET' | 'POST', pid: number, body?: string) {
  const options = {
    url: base + path,
    method,
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    body,
    connections: Number(values.connections),
    // A 1,000-dream list can take seconds under 50 connections; the default 10 s would count as errors.
    timeout: 60,
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, duration: Number(values.duration) });
  const cpu = cpuSeconds(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
    cpuPerRequest: (cpu / result.requests.total) * 1e6,
  };
}

async function fetchJson(path: string, cookie: string, body?: string): Promise<unknown> {
  const response = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, 'content-type': 'application/json' },
    body,
  });
  return response.json();
}

rmSync(file, { force: true });
await seed(databaseUrl, { username: 'bench', count: Number(values.dreams) });

// Sign in through the API (the raw server reads the same Session table and cookie seal).
let server = await startServer('app', {});
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
});
const cookie = sessionCookieOf(login)!;
const expected = {
  graphql: await fetchJson('/graphql', cookie, GRAPHQL_PAGE),
  rest: await fetchJson('/api/dreams', cookie),
};
await stopServerProcess(server);

const only = new Set(values.only.split(','));
const cases: { name: string; kind: 'app' | 'raw'; env: Record<string, string> }[] = [
  { name: 'raw (session checked)', kind: 'raw', env: {} },
  { name: 'raw (session, seal cached)', kind: 'raw', env: { RAW_AUTH: 'cached' } },
  { name: 'raw (no session check)', kind: 'raw', env: { RAW_AUTH: 'false' } },
  { name: 'API, prepared-statement reader', kind: 'app', env: { SQLITE_FAST_READS: 'true' } },
  { name: 'API, Prisma', kind: 'app', env: { SQLITE_FAST_READS: 'false' } },
  // The API reads each dream's tags from its own row (DreamEntry.tagList); this raw server does too.
  { name: 'raw (seal cached, tag column)', kind: 'raw', env: { RAW_AUTH: 'cached', RAW_TAGS: 'column' } },
  { name: 'API, reader, no JIT', kind: 'app', env: { SQLITE_FAST_READS: 'true', GRAPHQL_JIT: 'false' } },
  { name: 'API, reader, no fast path', kind: 'app', env: { SQLITE_FAST_READS: 'true', GRAPHQL_FAST_PATH: 'false' } },
];
const chosen = [...cases.entries()].filter(([index]) => values.cases.split(',').includes(String(index + 1)));
// Raw servers run first in each round: the API's ratios are to the raw figures of the same round. The
// API cases swap their order every other round, so that neither always runs on a machine the other
// has just warmed up (or loaded).
function orderOf(round: number) {
  const raw = chosen.filter(([, testCase]) => testCase.kind === 'raw');
  const app = chosen.filter(([, testCase]) => testCase.kind === 'app');
  return [...raw, ...(round % 2 === 0 ? [...app].reverse() : app)];
}
/** Every round's figures per endpoint and case, for the medians printed at the end. */
const samples = new Map<string, { rps: number; cpuPerRequest: number; ratio?: number }[]>();

console.log(
  `${new Date().toISOString()} node ${process.version}; ${values.dreams} dreams; autocannon -c ${values.connections} -d ${values.duration}`,
);
for (let round = 1; round <= Number(values.rounds); round += 1) {
  for (const [endpoint, path, method, body] of [
    ['graphql', '/graphql', 'POST', GRAPHQL_PAGE],
    ['rest', '/api/dreams', 'GET', undefined],
  ] as const) {
    if (!only.has(endpoint)) continue;
    const raws: { name: string; rps: number; cpuPerRequest: number }[] = [];
    for (const [, testCase] of orderOf(round)) {
      if (values.profile && testCase.kind === 'raw') continue;
      server = await startServer(testCase.kind, testCase.env);
      try {
        const answer = await fetchJson(path, cookie, body);
        if (!isDeepStrictEqual(answer, expected[endpoint]))
          throw new Error(`${testCase.name} answers ${path} differently from the API`);
        const result = await load(path, cookie, method, server.pid!, body);
        if (testCase.kind === 'raw') raws.push({ name: testCase.name, ...result });
        const key = `${endpoint.padEnd(8)} ${testCase.name}`;
        // The ratio to the fastest raw server of the round (the fairest baseline: it does the least).
        const fastestRaw = Math.max(...raws.map((raw) => raw.rps));
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { ...result, ratio: testCase.kind === 'app' && raws.length > 0 ? result.rps / fastestRaw : undefined },
        ]);
        const ratios =
          testCase.kind === 'app'
            ? raws.map(
                (raw) =>
                  `${(result.rps / raw.rps).toFixed(2)}x (CPU ${(raw.cpuPerRequest / result.cpuPerRequest).toFixed(2)}x) of ${raw.name}`,
              )
            : [];
        console.log(
          `round ${round}  ${endpoint.padEnd(8)} ${testCase.name.padEnd(30)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ` +
            `server CPU ${result.cpuPerRequest.toFixed(0).padStart(6)} µs/req  ${(result.bytes / 1024).toFixed(1)} KB/response` +
            ratios.map((ratio) => `\n      ${ratio}`).join(''),
        );
      } finally {
        await stopServerProcess(server);
      }
    }
  }
}
if (Number(values.rounds) > 1) {
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  console.log('\nmedians over the rounds (req/s; server CPU µs/request; throughput ratio to the fastest raw server):');
  for (const [key, list] of samples) {
    const ratios = list.flatMap((sample) => (sample.ratio === undefined ? [] : [sample.ratio]));
    console.log(
      `  ${key.padEnd(40)} ${median(list.map((sample) => sample.rps))
        .toFixed(0)
        .padStart(6)} req/s  ` +
        `CPU ${median(list.map((sample) => sample.cpuPerRequest))
          .toFixed(0)
          .padStart(6)} µs/req` +
        (ratios.length ? `  ${median(ratios).toFixed(2)}x` : '') +
        `  (CPU per round: ${list.map((sample) => sample.cpuPerRequest.toFixed(0)).join(', ')})`,
    );
  }
}
rmSync(file, { force: true });
rmSync(`${file}-wal`, { force: true });
rmSync(`${file}-shm`, { force: true });
