// Issue 26: recordings played through the app (GET /api/audio/<name>: owner check, then the bytes
// relayed from the bucket with Range) against a short-lived presigned GET straight from the bucket,
// the alternative docs/decisions/008-object-storage.md turned down unmeasured. The bucket is s3rver
// (the tests' local S3 stand-in) in its own process; the app is the production server from source.
//   npx tsx bench/audio-serving.ts [--mb 2] [--duration 10] [--connections 10]
// For each way: autocannon fetching the whole recording, the app's CPU per request (from
// /proc/<pid>/stat) and the bucket's, and latency; for the signed URL, the CPU of presigning one URL
// in process (SigV4 query signing with @smithy/signature-v4, what @aws-sdk/s3-request-presigner does;
// that package is not installed here).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SignatureV4 } from '@smithy/signature-v4';
import autocannon from 'autocannon';
import { webm } from '#api-test/audio-upload.ts';
import { startLocalS3 } from '#api-test/s3-server.ts';
import { freePort } from '#api-test/server-process.ts';
import { sessionCookieOf, startServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'serve-s3': { type: 'boolean', default: false },
  },
});

// The bucket's own process: prints its settings, then serves until killed.
if (values['serve-s3']) {
  const s3 = await startLocalS3('oneiro-bench');
  console.log(JSON.stringify(s3.env));
  await new Promise(() => undefined);
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const bucketProcess: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', join(import.meta.dirname, 'audio-serving.ts'), '--serve-s3'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const s3env = await new Promise<Record<string, string>>((resolve) => {
  let text = '';
  bucketProcess.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.includes('\n')) resolve(JSON.parse(text.split('\n')[0]!) as Record<string, string>);
  });
});

const port = await freePort();
const dataDir = join(tmpdir(), `oneiro-audio-bench-${process.pid}`);
const databaseUrl = `file:${join(tmpdir(), `oneiro-audio-bench-${process.pid}.db`)}`;
const app = await startServerProcess({
  script: 'api/src/main.ts',
  port,
  databaseUrl,
  env: { ...s3env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
});
const base = `http://127.0.0.1:${port}`;
console.log(
  `# ${new Date().toISOString()}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);

const register = await fetch(`${base}/api/register`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'audiobench', email: 'audiobench@example.org', password: 'correct horse battery' }),
});
const cookie = sessionCookieOf(register)!;
const bytes = webm(Math.round(Number(values.mb) * 1024 * 1024));
const upload = await fetch(`${base}/api/audio`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Cookie: cookie },
  body: JSON.stringify({ audioData: `data:audio/webm;base64,${bytes.toString('base64')}`, duration: 30 }),
});
const { audioUrl } = (await upload.json()) as { audioUrl: string };
const name = audioUrl.split('/').pop()!;
// The key the S3 adapter wrote: S3_PREFIX (default audio/), <user id>/<name> (the first account, id 1).
const key = `audio/1/${name}`;

class NodeSha256 {
  private readonly hash;
  constructor(secret?: unknown) {
    this.hash = secret ? createHmac('sha256', secret as Uint8Array | string) : createHash('sha256');
  }
  update(data: Uint8Array | string) {
    this.hash.update(data);
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}
const endpoint = new URL(s3env.S3_ENDPOINT!);
const signer = new SignatureV4({
  service: 's3',
  region: s3env.S3_REGION!,
  credentials: { accessKeyId: s3env.S3_ACCESS_KEY_ID!, secretAccessKey: s3env.S3_SECRET_ACCESS_KEY! },
  sha256: NodeSha256,
  uriEscapePath: false,
});
async function presign(): Promise<string> {
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: Number(endpoint.port),
      path: `/${s3env.S3_BUCKET}/${key}`,
      query: {},
      headers: { host: endpoint.host },
    },
    { expiresIn: 300, unsignableHeaders: new Set(), signableHeaders: new Set(['host']) },
  );
  const query = new URLSearchParams(signed.query as Record<string, string>).toString();
  return `${endpoint.origin}${signed.path}?${query}`;
}

// Presigning, in process.
for (let index = 0; index < 200; index++) await presign();
const presignStart = process.cpuUsage();
const PRESIGNS = 2000;
for (let index = 0; index < PRESIGNS; index++) await presign();
const presignCpu = process.cpuUsage(presignStart);
const presignUs = (presignCpu.user + presignCpu.system) / PRESIGNS;
const signedUrl = await presign();
const check = await fetch(signedUrl);
const checkBytes = Buffer.from(await check.arrayBuffer());
if (check.status !== 200 || !checkBytes.equals(bytes)) throw new Error(`presigned GET: ${check.status}`);
const viaApp = await fetch(base + audioUrl, { headers: { Cookie: cookie } });
if (!Buffer.from(await viaApp.arrayBuffer()).equals(bytes)) throw new Error('app-served bytes differ');

async function measure(url: string, headers: Record<string, string>) {
  const options = { url, headers, connections: Number(values.connections) };
  await autocannon({ ...options, duration: 2 });
  const appBefore = cpuSeconds(app.pid!);
  const bucketBefore = cpuSeconds(bucketProcess.pid!);
  const result = await autocannon({ ...options, duration: Number(values.duration) });
  const total = result.requests.total;
  return {
    total,
    errors: result.errors + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    appMs: ((cpuSeconds(app.pid!) - appBefore) / total) * 1000,
    bucketMs: ((cpuSeconds(bucketProcess.pid!) - bucketBefore) / total) * 1000,
  };
}

console.log(`\nOne recording of ${values.mb} MB, ${values.connections} connections, ${values.duration} s each:`);
console.log('| way | requests | errors | req/s | p50 ms | p99 ms | app CPU ms/req | bucket CPU ms/req |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [way, url, headers] of [
  ['through the app (`/api/audio/<name>`)', base + audioUrl, { Cookie: cookie }],
  ['presigned GET from the bucket', signedUrl, {}],
] as const) {
  const r = await measure(url, headers);
  const appMs = way.startsWith('presigned') ? presignUs / 1000 : r.appMs;
  console.log(
    `| ${way} | ${r.total} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${appMs.toFixed(3)}${way.startsWith('presigned') ? ' (presigning)' : ''} | ${r.bucketMs.toFixed(2)} |`,
  );
}
console.log(`presigning one URL in process: ${presignUs.toFixed(0)} µs CPU`);

app.kill('SIGTERM');
bucketProcess.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
rmSync(databaseUrl.slice('file:'.length), { force: true });
process.exit(0);
