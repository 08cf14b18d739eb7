// The production server's footprint: time from `node dist/server/main.mjs` to ready, and its memory
// (RSS) idle right after start, after its first database query, under load, and idle again after it.
// Run after `npm run build`:
//   npx tsx bench/server-footprint.ts [--starts 5] [--dreams 1000] [--duration 20]
// For experiments, BENCH_NODE_ARGS adds node flags to the server (e.g. "--max-semi-space-size=4") and
// BENCH_SERVER_ENV (JSON) adds settings to its environment.
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { registerWithDreams, startServerProcess, stopServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '5' },
    dreams: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '20' },
    port: { type: 'string', default: '3977' },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const webDist = join(import.meta.dirname, '..', 'web', 'dist');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

/**
 * CPU time (user + system) a process has used, in ms: unlike the wall-clock time to ready, it hardly
 * moves when other work shares the machine. /proc counts in clock ticks of 10 ms.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const startedAt = performance.now();
  const child = await startServerProcess({
    script: 'dist/server/main.mjs',
    port,
    databaseUrl: `file:${dataDir}/oneiro.db`,
    env: {
      // As `npm run serve` and the image set it.
      MALLOC_ARENA_MAX: '2',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      ...(process.env.BENCH_SERVER_ENV ? JSON.parse(process.env.BENCH_SERVER_ENV) : {}),
    },
    nodeArgs: ['--max-semi-space-size=2', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    pollMs: 10,
  });
  return { child, readyMs: performance.now() - startedAt, cpuMs: cpuMs(child.pid!) };
}

function seed(count: number): Promise<string> {
  return registerWithDreams(base, 'bencher', count, 16);
}

/** The REST list of the whole journal per encoding: bytes on the wire and time to the last byte. */
async function listCompression(cookie: string) {
  const fetchRaw = (encoding: string) =>
    new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
      const startedAt = performance.now();
      const req = request(`${base}/api/dreams`, { headers: { Cookie: cookie, 'Accept-Encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, ms: performance.now() - startedAt }));
      });
      req.on('error', reject);
      req.end();
    });
  const lines: string[] = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const samples = [];
    for (let i = 0; i < 15; i += 1) samples.push(await fetchRaw(encoding));
    const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    lines.push(
      `${encoding}: ${(samples[0]!.bytes / 1024).toFixed(0)} KB, median ${times[7]!.toFixed(1)} ms to the last byte`,
    );
  }
  return lines.join('; ');
}

const homeQuery = JSON.stringify({
  query: '{ me { dreams(first: 3) { edges { node { id title contentText tags date } } } } }',
});

async function load(cookie: string, seconds: number) {
  const scripts = readFileSync(join(webDist, 'index.html'), 'utf8').match(/\/assets\/[^"]+\.js/g) ?? [];
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      // The whole journal as REST (the 824 KB list), compressed as a browser asks for it.
      { method: 'GET', path: '/api/dreams', headers: { Cookie: cookie, 'Accept-Encoding': 'br, gzip' } },
      { method: 'GET', path: '/api/dreams', headers: { Cookie: cookie } },
      {
        method: 'POST',
        path: '/graphql',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
        body: homeQuery,
      },
      { method: 'GET', path: '/', headers: { 'Accept-Encoding': 'br, gzip' } },
      ...scripts.map((path) => ({ method: 'GET' as const, path, headers: { 'Accept-Encoding': 'br, gzip' } })),
    ],
  });
  return { requests: result.requests.total, errors: result.errors + result.non2xx };
}

const dataDir = join(tmpdir(), `oneiro-footprint-${port}`);
const readyTimes: number[] = [];
const readyCpu: number[] = [];
const idleAfterStart: number[] = [];
for (let run = 0; run < Number(values.starts); run += 1) {
  const { child, readyMs, cpuMs: cpu } = await start(dataDir);
  readyTimes.push(readyMs);
  readyCpu.push(cpu);
  await sleep(2000);
  idleAfterStart.push(rssMb(child.pid!));
  await stopServerProcess(child);
}
const round = (n: number) => n.toFixed(0);
console.log(`node ${process.version}, ${new Date().toISOString()}`);
console.log(`load average (1, 5, 15 min): ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
console.log(
  `start to ready (a fresh SQLite database, migrations applied): ${readyTimes.map(round).join(', ')} ms wall, ` +
    `${readyCpu.map(round).join(', ')} ms of CPU`,
);
console.log(`RSS idle 2 s after start: ${idleAfterStart.map((mb) => mb.toFixed(1)).join(', ')} MB`);

const { child } = await start(dataDir);
const pid = child.pid!;
await sleep(2000);
const afterStart = rssMb(pid);
await fetch(`${base}/ready`);
await sleep(1000);
const afterFirstQuery = rssMb(pid);
const cookie = await seed(Number(values.dreams));
const afterSeed = rssMb(pid);
const compression = await listCompression(cookie);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
const traffic = await load(cookie, Number(values.duration));
clearInterval(sampler);
const idle: string[] = [];
for (const seconds of [5, 30, 60]) {
  await sleep((seconds - (idle.length ? [5, 30, 60][idle.length - 1]! : 0)) * 1000);
  idle.push(`${rssMb(pid).toFixed(1)} MB after ${seconds} s`);
}
await stopServerProcess(child);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `RSS idle after start ${afterStart.toFixed(1)} MB; after the first database query ${afterFirstQuery.toFixed(1)} MB`,
);
console.log(`RSS after creating ${values.dreams} dreams over REST: ${afterSeed.toFixed(1)} MB`);
console.log(`GET /api/dreams (${values.dreams} dreams), 15 requests per encoding: ${compression}`);
console.log(
  `load: autocannon -c 10 -d ${values.duration} over the REST list, a GraphQL home query and the landing page's files: ${traffic.requests} requests, ${traffic.errors} errors; RSS peak ${peak.toFixed(1)} MB`,
);
console.log(`RSS idle again: ${idle.join(', ')}`);
