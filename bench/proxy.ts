// Issue 26, "measured honestly on a 2-core machine": server CPU time per request with two instances
// behind nginx against one instance alone, nginx's own CPU per request, and the latency of a rolling
// restart of both instances under load (0 errors, every acknowledged write readable on each instance).
// Two server processes (production settings, from source) on one PostgreSQL database and Redis,
// Debian's nginx with deploy/nginx.conf as the proxy test derives it (api/test/nginx.ts).
//   npx tsx bench/proxy.ts --database postgresql://postgres@127.0.0.1:5432/<new, empty database>
//     [--redis redis://127.0.0.1:6379] [--duration 10] [--connections 20] [--rounds 2]
// CPU per request: autocannon against instance A directly, then against nginx (round robin over A
// and B), alternating for --rounds; CPU from /proc/<pid>/stat of each process (user + system), which
// other load on a shared machine disturbs far less than throughput. The request is the dream list's
// first page over GraphQL (POST /graphql, 20 dreams), signed in.
// Rolling restart: --connections workers each write a dream (POST /api/dreams) and read it back
// (GET /api/dreams/:id) through nginx, for a baseline period and then while A and then B are sent
// SIGTERM, waited for and started again on the same port.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startNginx } from '#api-test/nginx.ts';
import { freePort } from '#api-test/server-process.ts';
import { percentile, registerWithDreams, startServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    restartOnly: { type: 'boolean', default: false },
  },
});
if (!values.database?.startsWith('postgresql://')) {
  console.error('Usage: npx tsx bench/proxy.ts --database postgresql://.../<new, empty database>');
  process.exit(2);
}
const duration = Number(values.duration);
const connections = Number(values.connections);

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const namespace = `bench-${randomBytes(3).toString('hex')}`;
const ports = [await freePort(), await freePort()];
const env = {
  REDIS_URL: values.redis!,
  REDIS_NAMESPACE: namespace,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'error',
  SHUTDOWN_GRACE_MS: '10000',
};
const start = (index: number) =>
  startServerProcess({ script: 'api/src/main.ts', port: ports[index]!, databaseUrl: values.database!, env });
const instances: ChildProcess[] = [await start(0), await start(1)];
const direct = `http://127.0.0.1:${ports[0]}`;
const nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
console.log(
  `# ${new Date().toISOString()}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);

const cookie = await registerWithDreams(direct, `proxybench${randomBytes(3).toString('hex')}`, 200, 26);
const PAGE = JSON.stringify({
  query: '{ me { dreams(first: 20) { edges { node { id databaseId title content date tags } } } } }',
});

async function cpuPerRequest(base: string) {
  const options = {
    url: `${base}/graphql`,
    method: 'POST' as const,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: PAGE,
    connections,
  };
  await autocannon({ ...options, duration: 2 });
  const pids = instances.map((child) => child.pid!);
  const nginxPids = nginx.pids();
  const before = pids.map(cpuSeconds);
  const nginxBefore = nginxPids.map(cpuSeconds);
  const result = await autocannon({ ...options, duration });
  const used = pids.map((pid, index) => cpuSeconds(pid) - before[index]!);
  const nginxUsed = nginxPids.reduce((sum, pid, index) => sum + cpuSeconds(pid) - nginxBefore[index]!, 0);
  const total = result.requests.total;
  return {
    requests: total,
    errors: result.errors + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    appUs: ((used[0]! + used[1]!) / total) * 1e6,
    shareA: used[0]! / (used[0]! + used[1]! || 1),
    nginxUs: (nginxUsed / total) * 1e6,
  };
}

if (!values.restartOnly) {
  console.log(
    '\n| round | path | requests | errors | req/s | p50 ms | p99 ms | app CPU µs/req (A share) | nginx CPU µs/req |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const [name, base] of [
      ['one instance, direct', direct],
      ['two instances behind nginx', nginx.url],
    ] as const) {
      const r = await cpuPerRequest(base);
      console.log(
        `| ${round} | ${name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.appUs.toFixed(0)} (${(r.shareA * 100).toFixed(0)} %) | ${name.startsWith('two') ? r.nginxUs.toFixed(0) : '-'} |`,
      );
    }
  }
}

// Rolling restart.
interface Sample {
  at: number;
  ms: number;
  ok: boolean;
  what: string;
}
const samples: Sample[] = [];
const acknowledged: number[] = [];
let running = true;
async function timed(what: string, work: () => Promise<Response>): Promise<Response | undefined> {
  const at = Date.now();
  try {
    const response = await work();
    const ok = response.status < 300;
    samples.push({ at, ms: Date.now() - at, ok, what: ok ? what : `${what} ${response.status}` });
    return response;
  } catch (error) {
    samples.push({ at, ms: Date.now() - at, ok: false, what: `${what} ${String(error)}` });
    return undefined;
  }
}
async function worker(name: string) {
  for (let index = 0; running; index++) {
    const created = await timed('POST', () =>
      fetch(`${nginx.url}/api/dreams`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ title: `${name} ${index}`, content: `<p>${name} ${index}</p>` }),
      }),
    );
    const body = (await created?.json().catch(() => null)) as { id?: number } | null;
    if (created?.status !== 201 || !body?.id) continue;
    acknowledged.push(body.id);
    const read = await timed('GET', () => fetch(`${nginx.url}/api/dreams/${body.id}`, { headers: { Cookie: cookie } }));
    await read?.arrayBuffer();
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const workers = Array.from({ length: connections }, (_, index) => worker(`w${index}`));
const baselineStart = Date.now();
await pause(duration * 1000);
const restartStart = Date.now();
const steps: string[] = [];
for (const index of [0, 1]) {
  const old = instances[index]!;
  const signalled = Date.now();
  const exited = new Promise<number | null>((resolve) => old.once('exit', (code) => resolve(code)));
  old.kill('SIGTERM');
  const code = await exited;
  const stopped = Date.now();
  instances[index] = await start(index);
  steps.push(
    `${index === 0 ? 'A' : 'B'}: exit ${code} after ${stopped - signalled} ms, ready again after ${Date.now() - stopped} ms`,
  );
  await pause(3000);
}
const restartEnd = Date.now();
running = false;
await Promise.all(workers);

function summary(from: number, to: number) {
  const inside = samples.filter((sample) => sample.at >= from && sample.at < to);
  const ms = inside.map((sample) => sample.ms);
  return {
    requests: inside.length,
    failures: inside.filter((sample) => !sample.ok).map((sample) => sample.what),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
  };
}
const baseline = summary(baselineStart, restartStart);
const restart = summary(restartStart, restartEnd);
console.log(`\nRolling restart, ${connections} workers (write, then read it back) through nginx:`);
for (const step of steps) console.log(`  ${step}`);
console.log('| period | requests | failed | p50 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, s] of [
  [`baseline (${duration} s)`, baseline],
  [`rolling restart (${((restartEnd - restartStart) / 1000).toFixed(0)} s)`, restart],
] as const)
  console.log(`| ${name} | ${s.requests} | ${s.failures.length} | ${s.p50} | ${s.p99} | ${s.max} |`);
if (baseline.failures.length + restart.failures.length > 0)
  console.log('failures:', [...baseline.failures, ...restart.failures].slice(0, 20));

// Every acknowledged write, read on each instance directly.
for (const [index, port] of ports.entries()) {
  const list = await fetch(`http://127.0.0.1:${port}/api/dreams`, { headers: { Cookie: cookie } });
  const stored = new Set(((await list.json()) as { id: number }[]).map((dream) => dream.id));
  const missing = acknowledged.filter((id) => !stored.has(id));
  console.log(
    `instance ${index === 0 ? 'A' : 'B'}: ${acknowledged.length} acknowledged writes, ${missing.length} missing`,
  );
}
const retried = nginx.accessLog().filter((line) => line.upstreams.length > 1).length;
console.log(`nginx passed ${retried} requests on to the other instance after a refused connection`);

await nginx.stop();
for (const child of instances) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
