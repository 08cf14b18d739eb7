// Honest load while an attacker sends every abusive request of the hardening issue (issue 10), against
// servers started in their own processes (production settings, 127.0.0.1 only). Records: errors seen
// by the honest clients (the goal is zero), their latency percentiles, each server's memory (RSS)
// before and after, that every write the server acknowledged is readable afterwards, and how the
// attacker's requests were answered.
//
//   npx tsx bench/abuse-load.ts                                   # SQLite, one instance
//   npx tsx bench/abuse-load.ts --database postgresql://postgres@127.0.0.1:5432 --instances 2 \
//     --redis redis://127.0.0.1:6379                              # a fresh PostgreSQL database, two
//                                                                 # instances sharing Redis
// Options: --connections 200 --seconds 60. Every loop is bounded by the run's end; nothing is sent
// anywhere but 127.0.0.1.
//
// Each honest client has its own address (X-Forwarded-For, with TRUST_PROXY=true as behind a proxy),
// its own account and cookie, and loops: read the first page of its journal, read one dream, search,
// write a dream, edit one, and once in 50 steps sign in again from its own browser (device cookie) - the
// attacker is guessing the passwords of the first accounts meanwhile, which must not lock them out.
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { percentile, startServerProcess, stopServerProcess } from './harness.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    instances: { type: 'string', default: '1' },
    redis: { type: 'string' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    /** Writes the servers' request logs (level info) to this file, to see server-side durations. */
    'server-log': { type: 'string' },
    /** `--attack false`: the same honest load alone, for comparison. */
    attack: { type: 'string', default: 'true' },
  },
});

const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const INSTANCES = Number(values.instances);
const BASE_PORT = 38_600 + (process.pid % 150) * 2;
const PASSWORD = 'honest password 123';
const runId = `${Date.now().toString(36)}${process.pid}`;

// ---------------------------------------------------------------------------------------------- setup

async function prepareDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!values.database) {
    const file = join(tmpdir(), `oneiro-abuse-${runId}.db`);
    return {
      url: `file:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }
  const name = `oneiro_abuse_${runId}`;
  const admin = new pg.Client({ connectionString: `${values.database}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: `${values.database}/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${values.database}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

// ------------------------------------------------------------------------------------- honest clients

interface HonestClient {
  index: number;
  base: string;
  ip: string;
  username: string;
  cookie: string;
  device: string;
  /**
   * Dreams the server acknowledged (201 with an id), with the titles they may now have: the last
   * acknowledged one, and any of a later edit whose answer never came (the server may have applied it).
   */
  written: Map<number, Set<string>>;
  /**
   * The client's own keep-alive connection (one socket), as a browser has its own: a shared pool
   * would put a client's request on whatever connection the pool opens during a burst.
   */
  agent: Agent;
}

const latencies: number[] = [];
const latenciesByOp = new Map<string, number[]>();
/** Lines the servers logged at level error (pino level 50) or above: unexpected failures. */
let serverErrorLogs = 0;
const honestErrors: { op: string; detail: string }[] = [];
let honestRequests = 0;
let running = true;

// Where an honest request's time goes: waiting for its client's one connection (and connecting it),
// then the server's answer until the response headers arrive.
const beforeSending: number[] = [];
const untilAnswered: number[] = [];
let connectionsOpenedDuringRun = 0;
let clockRunning = false;
/** Honest requests over 10 s: how long until the response headers came, and in all (body read). */
const slowest: { op: string; ms: number; headersAfterMs: number; sentAtS: number }[] = [];
let runStartedAt = 0;
/** This process's own event-loop delay during the run: a stall here delays every request in flight. */
const benchLoopDelay = monitorEventLoopDelay({ resolution: 20 });

function cookiesOf(response: Response): Record<string, string> {
  const found: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const separator = pair!.indexOf('=');
    found[pair!.slice(0, separator)] = pair!.slice(separator + 1);
  }
  return found;
}

/**
 * One request on the client's own connection (node:http, its agent holds one keep-alive socket),
 * answered as a fetch Response. Times the wait for the connection and the server's answer.
 */
function sendOnOwnConnection(
  client: HonestClient,
  method: string,
  path: string,
  init: { headers: Record<string, string>; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const created = performance.now();
    let sent = created;
    const request = httpRequest(client.base + path, { method, headers: init.headers, agent: client.agent });
    // Generous: on a shared 2-core machine under a load average of 20, queues are long.
    request.setTimeout(120_000, () => request.destroy(new Error('no answer within 120 s')));
    request.once('socket', (socket) => {
      const ready = () => {
        sent = performance.now();
        if (clockRunning) beforeSending.push(sent - created);
      };
      if (socket.connecting) {
        if (clockRunning) connectionsOpenedDuringRun += 1;
        socket.once('connect', ready);
      } else ready();
    });
    request.once('response', (incoming) => {
      if (clockRunning) untilAnswered.push(performance.now() - sent);
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.once('error', reject);
      incoming.once('end', () => {
        const headers = new Headers();
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers }));
      });
    });
    request.once('error', reject);
    request.end(init.body);
  });
}

async function honestRequest(
  client: HonestClient,
  op: string,
  method: string,
  path: string,
  body?: unknown,
  extraCookie = '',
): Promise<{ status: number; json: any; response: Response } | null> {
  const started = performance.now();
  try {
    const response = await sendOnOwnConnection(client, method, path, {
      headers: {
        'X-Forwarded-For': client.ip,
        Cookie: [client.cookie, extraCookie].filter(Boolean).join('; '),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const headersAfter = performance.now() - started;
    const json = await response.json();
    const latency = performance.now() - started;
    if (latency > 10_000) {
      slowest.push({
        op,
        ms: Math.round(latency),
        headersAfterMs: Math.round(headersAfter),
        sentAtS: Math.round((started - runStartedAt) / 100) / 10,
      });
    }
    latencies.push(latency);
    if (!latenciesByOp.has(op)) latenciesByOp.set(op, []);
    latenciesByOp.get(op)!.push(latency);
    honestRequests += 1;
    if (response.status >= 400 || json?.errors) {
      honestErrors.push({ op, detail: `${response.status} ${JSON.stringify(json).slice(0, 200)}` });
      return null;
    }
    return { status: response.status, json, response };
  } catch (error) {
    honestRequests += 1;
    honestErrors.push({ op, detail: String(error) });
    return null;
  }
}

const PAGE = '{ me { dreams(first: 20) { edges { node { id databaseId title date tags } } } } }';

async function register(base: string, index: number): Promise<HonestClient> {
  const username = `honest${index}x${runId}`.slice(0, 40);
  const ip = `10.10.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  if (response.status >= 300) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const cookies = cookiesOf(response);
  await response.arrayBuffer();
  return {
    index,
    base,
    ip,
    username,
    cookie: `oneiro_session=${cookies.oneiro_session}`,
    device: `oneiro_device=${cookies.oneiro_device}`,
    written: new Map(),
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
  };
}

async function honestLoop(client: HonestClient, until: number): Promise<void> {
  for (let step = 1; running && Date.now() < until; step += 1) {
    // Out of 20 steps: 7 journal pages, 3 dream reads, 2 searches, 5 writes, 3 edits; and once in 50
    // steps a sign-in instead.
    const roll = (step * 7 + client.index) % 20;
    const ids = [...client.written.keys()];
    // Each client signs in at its own step, not all 200 at once.
    if (step % 50 === (client.index * 7) % 50) {
      // The owner signs in again from their own browser while the attacker guesses their password.
      const signedIn = await honestRequest(
        client,
        'login',
        'POST',
        '/api/login',
        { username: client.username, password: PASSWORD },
        client.device,
      );
      const session = signedIn ? cookiesOf(signedIn.response).oneiro_session : undefined;
      if (session) client.cookie = `oneiro_session=${session}`;
    } else if (roll < 7) {
      await honestRequest(client, 'page', 'POST', '/graphql', { query: PAGE });
    } else if (roll < 10 && ids.length > 0) {
      await honestRequest(client, 'read', 'GET', `/api/dreams/${ids[step % ids.length]}`);
    } else if (roll < 12) {
      await honestRequest(client, 'search', 'GET', `/api/dreams/search?q=${encodeURIComponent('river')}`);
    } else if (roll < 17 || ids.length === 0) {
      const title = `Dream ${step} of ${client.username}`;
      const created = await honestRequest(client, 'create', 'POST', '/api/dreams', {
        title,
        content: `<p>I walked along a river at night, step ${step}, and the water spoke.</p>`,
        tags: ['river', `t${step % 5}`],
      });
      if (created?.status === 201) client.written.set(created.json.id as number, new Set([title]));
    } else {
      const id = ids[(step * 3) % ids.length]!;
      const title = `Edited ${step} of ${client.username}`;
      const updated = await honestRequest(client, 'update', 'PUT', `/api/dreams/${id}`, { title });
      if (updated?.status === 200) client.written.set(id, new Set([title]));
      else client.written.get(id)!.add(title);
    }
  }
}

// ------------------------------------------------------------------------------------------- attacker

/** How the attacker's requests were answered, by kind: `${kind} ${status}` -> count. */
const attackerOutcomes = new Map<string, number>();

function record(kind: string, outcome: string | number): void {
  const key = `${kind} -> ${outcome}`;
  attackerOutcomes.set(key, (attackerOutcomes.get(key) ?? 0) + 1);
}

async function attackFetch(kind: string, url: string, init: RequestInit): Promise<void> {
  try {
    const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(90_000) });
    const text = await response.text();
    const code = /"code":"(\w+)"/.exec(text)?.[1];
    record(kind, code ? `${response.status} ${code}` : response.status);
  } catch (error) {
    record(kind, (error as Error).name);
  }
}

function rawExchange(port: number, head: string, bodyBytes: number, limitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let closed = false;
    const finish = (how: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(`${/^HTTP\/1.1 (\d+)/.exec(response)?.[1] ?? 'no answer'}, ${how}`);
    };
    const timer = setTimeout(() => finish('still open'), limitMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish('closed');
    });
    socket.on('connect', async () => {
      socket.write(head);
      const chunk = Buffer.alloc(256 * 1024, 'a');
      // Slowly, like the 14 MB over 15 s.
      for (let sent = 0; sent < bodyBytes && !closed; sent += chunk.length) {
        socket.write(chunk);
        await new Promise((resume) => setTimeout(resume, 250));
      }
    });
  });
}

function base64Id(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

async function attackerSession(base: string): Promise<string> {
  const username = `mallory${runId}`.slice(0, 40);
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.66.0.1' },
    body: JSON.stringify({ username, email: `${username}@example.org`, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  const session = cookiesOf(response).oneiro_session;
  await response.arrayBuffer();
  return `oneiro_session=${session}`;
}

function websocketFlood(base: string, cookie: string, subscriptions: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { Cookie: cookie, Origin: base },
    });
    let refused = 0;
    let finished = false;
    const done = (how: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      record('5,000 subscriptions on one websocket', `${refused} refused, ${how}`);
      socket.close();
      resolve();
    };
    const timer = setTimeout(() => done('gave up waiting'), 60_000);
    socket.on('error', () => undefined);
    socket.on('close', (code) => done(`closed ${code}`));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'connection_ack') {
        for (let i = 0; i < subscriptions; i += 1) {
          socket.send(
            JSON.stringify({
              id: String(i),
              type: 'subscribe',
              payload: { query: 'subscription { dreamChanged { kind } }' },
            }),
          );
        }
      } else if (message.type === 'error') {
        refused += 1;
        if (refused >= subscriptions - 60) done('all past the cap refused');
      }
    });
  });
}

async function attackerLoop(bases: string[], cookie: string, victims: HonestClient[], until: number): Promise<void> {
  const base = bases[0]!;
  const port = Number(new URL(base).port);
  const json = { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.66.0.2' };
  let round = 0;
  while (running && Date.now() < until) {
    round += 1;
    const target = bases[round % bases.length]!;
    const ids = Array.from({ length: 40_000 }, (_, index) => base64Id('DreamEntry', index + 1));
    const attacks: Promise<unknown>[] = [
      // 1. nodes(ids:) with 40,000 ids, anonymous.
      attackFetch('anonymous nodes(ids:) x 40,000', `${target}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids } }),
      }),
      // 2. Subscriptions over plain HTTP, POST and event stream, abandoned after 100 ms.
      attackFetch('subscription over POST', `${target}/graphql`, {
        method: 'POST',
        headers: { ...json, Cookie: cookie },
        body: JSON.stringify({ query: 'subscription { dreamChanged { kind } }' }),
      }),
      attackFetch(
        'subscription over GET event stream',
        `${target}/graphql?query=subscription%7BdreamChanged%7Bkind%7D%7D`,
        {
          headers: { Accept: 'text/event-stream', Cookie: cookie },
        },
      ),
      attackFetch(
        'subscription over GET event stream, abandoned',
        `${target}/graphql?query=subscription%7BdreamChanged%7Bkind%7D%7D`,
        {
          headers: { Accept: 'text/event-stream', Cookie: cookie },
          signal: AbortSignal.timeout(100),
        },
      ),
      // 5. Deep nesting.
      attackFetch('100,000-level list literal', `${target}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: `{ nodes(ids: ${'['.repeat(100_000)}"a"${']'.repeat(100_000)}) { id } }` }),
      }),
      attackFetch('50,000-level object literal', `${target}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: `{ node(id: ${'{a:'.repeat(50_000)}1${'}'.repeat(50_000)}) { id } }` }),
      }),
      attackFetch('10,000-level selection', `${target}/graphql`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: `{ ${'me { '.repeat(10_000)}id${' }'.repeat(10_000)} }` }),
      }),
      // Origins and hosts.
      attackFetch('Origin with another scheme', `${target}/api/dreams`, {
        method: 'POST',
        headers: { ...json, Cookie: cookie, Origin: target.replace('http:', 'https:') },
        body: JSON.stringify({ content: '<p>cross-site</p>' }),
      }),
      rawExchange(
        port,
        `POST /api/dreams HTTP/1.1\r\nHost: rebind.evil.example:${port}\r\nOrigin: http://rebind.evil.example:${port}\r\n` +
          `Cookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 24\r\nConnection: close\r\n\r\n{"content":"<p>x</p>"}  `,
        0,
        60_000,
      ).then((outcome) => record('DNS-rebinding Host', outcome)),
      rawExchange(port, `GET /api/dreams HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n`, 0, 60_000).then(
        (outcome) => record('malformed Host', outcome),
      ),
      // Input that must be refused.
      attackFetch('content of zero-width characters', `${target}/api/dreams`, {
        method: 'POST',
        headers: { ...json, Cookie: cookie },
        body: JSON.stringify({ content: '<p>\u200b\u200b\u0000</p>' }),
      }),
      attackFetch('lone surrogate', `${target}/api/dreams`, {
        method: 'POST',
        headers: { ...json, Cookie: cookie },
        body: '{"title":"\\ud800","content":"<p>x</p>"}',
      }),
      attackFetch('REST body that is not an object', `${target}/api/dreams/1/ai-interpretation`, {
        method: 'POST',
        headers: { ...json, Cookie: cookie },
        body: '[]',
      }),
      // Sign-in guessing against honest accounts, by username and by email.
      ...victims.slice(0, 10).flatMap((victim, index) => [
        attackFetch('password guess on an honest account', `${target}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.66.1.${index + 1}` },
          body: JSON.stringify({ username: victim.username, password: `guess ${round}` }),
        }),
        attackFetch('password guess on an honest account', `${target}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.66.2.${index + 1}` },
          body: JSON.stringify({ username: `${victim.username}@example.org`, password: `guess ${round}` }),
        }),
      ]),
    ];
    // 4. Registration flood: 100 in parallel from one address (every few rounds: each is a hash).
    if (round % 5 === 1) {
      for (let i = 0; i < 100; i += 1) {
        const username = `flood${round}x${i}x${runId}`.slice(0, 40);
        attacks.push(
          attackFetch('registration flood from one address', `${target}/api/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.66.3.1' },
            body: JSON.stringify({
              username,
              email: `${username}@example.org`,
              password: PASSWORD,
              confirmPassword: PASSWORD,
            }),
          }),
        );
      }
    }
    // 3. Thousands of subscriptions on one websocket, and 6. an oversized body sent slowly.
    if (round % 5 === 2) attacks.push(websocketFlood(target, cookie, 5_000));
    if (round % 5 === 3) {
      attacks.push(
        rawExchange(
          port,
          `POST /api/dreams HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${14 * 1024 * 1024}\r\n\r\n`,
          14 * 1024 * 1024,
          20_000,
        ).then((outcome) => record('14 MB body sent slowly', outcome)),
      );
    }
    await Promise.all(attacks);
  }
}

// ---------------------------------------------------------------------------------------- the run

async function main(): Promise<void> {
  const database = await prepareDatabase();
  const namespace = `abuse${runId}`;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  try {
    for (let instance = 0; instance < INSTANCES; instance += 1) {
      const port = BASE_PORT + instance;
      servers.push(
        await startServerProcess({
          script: 'api/src/main.ts',
          port,
          databaseUrl: database.url,
          env: {
            TRUST_PROXY: 'true',
            ...(values['server-log'] ? { LOG_LEVEL: 'info' } : {}),
            ...(values.redis ? { REDIS_URL: values.redis, REDIS_NAMESPACE: namespace } : {}),
          },
        }),
      );
      // Drained and counted: an unread pipe would fill up and stall the server's logging.
      servers.at(-1)!.stdout?.on('data', (chunk: Buffer) => {
        if (values['server-log']) appendFileSync(values['server-log'], chunk);
        serverErrorLogs += (String(chunk).match(/"level":(5|6)0/g) ?? []).length;
      });
      bases.push(`http://127.0.0.1:${port}`);
    }
    // Honest accounts, a few at a time (each is a password hash).
    const clients: HonestClient[] = [];
    for (let start = 0; start < CONNECTIONS; start += 8) {
      const batch = Array.from({ length: Math.min(8, CONNECTIONS - start) }, (_, offset) => start + offset);
      clients.push(...(await Promise.all(batch.map((index) => register(bases[index % bases.length]!, index)))));
    }
    // Every client opens its connection before the clock starts (as autocannon does): 200 connections
    // opened at once to a busy server otherwise leave some waiting on TCP's connect retries.
    await Promise.all(
      clients.map((client) =>
        sendOnOwnConnection(client, 'GET', '/health', { headers: { 'X-Forwarded-For': client.ip } }),
      ),
    );
    const attackerCookie = await attackerSession(bases[0]!);
    const memoryBefore = servers.map(rssMb);
    const started = Date.now();
    clockRunning = true;
    runStartedAt = performance.now();
    benchLoopDelay.enable();
    const until = started + SECONDS * 1000;
    const stopAt = setTimeout(() => (running = false), SECONDS * 1000 + 60_000);
    const attacking = values.attack !== 'false';
    await Promise.all([
      ...clients.map((client) => honestLoop(client, until)),
      ...(attacking ? [attackerLoop(bases, attackerCookie, clients, until)] : []),
    ]);
    clearTimeout(stopAt);
    clockRunning = false;
    benchLoopDelay.disable();
    const elapsed = (Date.now() - started) / 1000;
    const memoryAfter = servers.map(rssMb);

    // Every acknowledged write, read back from the other instance when there are two.
    let acknowledged = 0;
    let missing = 0;
    for (const client of clients) {
      const reader = { ...client, base: bases[(client.index + 1) % bases.length]! };
      const journal = await honestRequest(reader, 'verify', 'GET', '/api/dreams');
      const titles = new Map<number, string>(
        ((journal?.json ?? []) as { id: number; title: string }[]).map((dream) => [dream.id, dream.title]),
      );
      for (const [id, possible] of client.written) {
        acknowledged += 1;
        if (!possible.has(titles.get(id) ?? '')) missing += 1;
      }
    }

    const summary = {
      engine: values.database ? 'PostgreSQL' : 'SQLite',
      instances: INSTANCES,
      redis: Boolean(values.redis),
      connections: CONNECTIONS,
      attacking: values.attack !== 'false',
      loadAverageAtEnd: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      seconds: Math.round(elapsed),
      honestRequests,
      honestErrors: honestErrors.length,
      honestErrorSamples: honestErrors.slice(0, 5),
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(1)),
        p99: Number(percentile(latencies, 99).toFixed(1)),
        max: Number(Math.max(...latencies).toFixed(1)),
      },
      latencyByOpMs: Object.fromEntries(
        [...latenciesByOp].map(([op, samples]) => [
          op,
          `${samples.length} requests, p50 ${percentile(samples, 50).toFixed(0)}, p99 ${percentile(samples, 99).toFixed(0)}`,
        ]),
      ),
      // Honest requests: the wait for the client's connection (and connecting it), then until the
      // answer's headers came back (the server, and the network between).
      clientSideMs: {
        beforeSending: {
          p50: Number(percentile(beforeSending, 50).toFixed(1)),
          p99: Number(percentile(beforeSending, 99).toFixed(1)),
          max: Number(Math.max(0, ...beforeSending).toFixed(1)),
        },
        untilAnswered: {
          p50: Number(percentile(untilAnswered, 50).toFixed(1)),
          p99: Number(percentile(untilAnswered, 99).toFixed(1)),
          max: Number(Math.max(0, ...untilAnswered).toFixed(1)),
        },
        connectionsOpenedDuringRun,
        benchEventLoopDelayMaxMs: Math.round(benchLoopDelay.max / 1e6),
        over10s: slowest.filter((sample) => sample.op !== 'login').slice(0, 10),
      },
      memoryMb: { before: memoryBefore.map(Math.round), after: memoryAfter.map(Math.round) },
      serverErrorLogs,
      acknowledgedWrites: acknowledged,
      acknowledgedWritesNotReadable: missing,
      attacker: Object.fromEntries([...attackerOutcomes.entries()].sort()),
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    for (const server of servers) await stopServerProcess(server);
    await database.drop();
  }
}

await main();
