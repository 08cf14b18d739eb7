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
//
// On top of that attacker, the three bursts of reliability round three, one after another, each in a
// window of its own (the first fifth of the run has none: the baseline): 5,000-dream journal imports
// from several accounts (one of them retrying), parallel 20 MiB recordings (eight at once from one
// account, four each from four more), and 60 wrong passwords at once for one honest account whose
// owner then signs in from their own browser. The report splits the honest requests by window: those
// in flight at any moment of a burst are counted for it. `--bursts false` leaves the bursts out. The
// run lasts --seconds, or until the last burst has ended if that is later: each burst is measured
// under the honest load.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
    /** `--bursts false`: without the import, upload and sign-in bursts. */
    bursts: { type: 'string', default: 'true' },
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
  /** performance.now() of its last sign-in that set a new session (an error report says how long since). */
  signedInAt?: number;
}

const latencies: number[] = [];
/**
 * Every honest request with when it was sent and when it ended (performance.now()), to split them by
 * the burst windows they overlap.
 */
const honestSamples: {
  op: string;
  client: number;
  start: number;
  end: number;
  error?: string;
  /** With an error: the client's last sign-in then (performance.now()). */
  signedInAt?: number;
}[] = [];
const latenciesByOp = new Map<string, number[]>();
/** Lines the servers logged at level error (pino level 50) or above: unexpected failures. */
let serverErrorLogs = 0;
const honestErrors: { op: string; detail: string }[] = [];
let honestRequests = 0;
let running = true;
/** True until the last burst has ended: the honest load and the attacker go on until then. */
let burstsPending = false;

/** Whether a loop bounded by `until` (Date.now()) takes another step. */
function loadGoesOn(until: number): boolean {
  return running && (Date.now() < until || burstsPending);
}

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
      const detail = `${response.status} ${JSON.stringify(json).slice(0, 200)}`;
      honestErrors.push({ op, detail });
      const { signedInAt } = client;
      honestSamples.push({
        op,
        client: client.index,
        start: started,
        end: performance.now(),
        error: detail,
        signedInAt,
      });
      return null;
    }
    honestSamples.push({ op, client: client.index, start: started, end: performance.now() });
    return { status: response.status, json, response };
  } catch (error) {
    honestRequests += 1;
    honestErrors.push({ op, detail: String(error) });
    const { signedInAt } = client;
    honestSamples.push({
      op,
      client: client.index,
      start: started,
      end: performance.now(),
      error: String(error),
      signedInAt,
    });
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
  for (let step = 1; loadGoesOn(until); step += 1) {
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
      if (session) {
        client.cookie = `oneiro_session=${session}`;
        client.signedInAt = performance.now();
      }
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

function record(kind: string, outcome: string | number, outcomes = attackerOutcomes): void {
  const key = `${kind} -> ${outcome}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
}

/** Sends one abusive request and counts its answer; returns the answer for a caller that reads it. */
async function attackFetch(
  kind: string,
  url: string,
  init: RequestInit,
  outcomes = attackerOutcomes,
): Promise<{ status: number; text: string } | null> {
  try {
    const response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(90_000) });
    const text = await response.text();
    const code = /"code":"(\w+)"/.exec(text)?.[1];
    record(kind, code ? `${response.status} ${code}` : response.status, outcomes);
    return { status: response.status, text };
  } catch (error) {
    // A refused upload's connection may be reset while its body is still being sent: say so.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    record(kind, cause ? `${(error as Error).name} ${cause}` : (error as Error).name, outcomes);
    return null;
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
      // Slowly, like the issue's 14 MB over 15 s.
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

async function attackerSession(base: string, name = 'mallory', ip = '10.66.0.1'): Promise<string> {
  const username = `${name}${runId}`.slice(0, 40);
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ username, email: `${username}@example.org`, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (response.status >= 300) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
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
  while (loadGoesOn(until)) {
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

// --------------------------------------------------------------------------------------------- bursts

/** Dreams in each imported journal: the largest import the server takes (journal-import.ts). */
const IMPORT_DREAMS = 5000;
/** Accounts that each import the journal once, at the same time. */
const IMPORT_ACCOUNTS = 3;
/** Extra copies the first of them sends at once, as a client retrying an import it thinks lost. */
const IMPORT_RETRIES = 2;
/** Each recording's size: within the 12-25 MB of the issue, under the 25 MiB cap (AUDIO_LIMITS). */
const RECORDING_BYTES = 20 * 1024 * 1024;
/** Uploads at once from the first account, then from each of the others. */
const UPLOADS_FIRST_ACCOUNT = 8;
const UPLOAD_ACCOUNTS = 5;
const UPLOADS_OTHER_ACCOUNTS = 4;
/** Wrong passwords sent at once for one honest account. */
const WRONG_PASSWORDS = 60;
/** When each burst may start, as a share of the run: the first fifth has none (the baseline). */
const BURST_STARTS = [0.2, 0.45, 0.7];
/** The least time between one burst's end and the next one's start, so queues drain in between. */
const BURST_GAP_MS = 3000;
/** A burst request may take long on a loaded machine (a 5,000-dream import, a 27 MB body). */
const BURST_TIMEOUT_MS = 120_000;

interface Burst {
  name: string;
  /** performance.now() when the burst's first request was sent and when its last one ended. */
  start: number;
  end: number;
  /** How its requests were answered, as `kind -> status` counts. */
  outcomes: Map<string, number>;
  /** What else it reports: dreams added, bytes sent, the owner's sign-in times. */
  notes: Record<string, number | string>;
}

/** What the bursts send, made before the clock starts so that the bench's own work is not timed. */
interface BurstSetup {
  /** Session cookies of the importing and uploading accounts. */
  importers: string[];
  uploaders: string[];
  journal: string;
  upload: Blob;
}

/** The accounts the bursts use, each from an address of its own (registrations are limited per address). */
async function prepareBursts(base: string): Promise<BurstSetup> {
  const importers = Array.from({ length: IMPORT_ACCOUNTS }, (_, index) =>
    attackerSession(base, `imp${index}x`, `10.77.1.${index + 1}`),
  );
  const uploaders = Array.from({ length: UPLOAD_ACCOUNTS }, (_, index) =>
    attackerSession(base, `upl${index}x`, `10.77.2.${index + 1}`),
  );
  return {
    importers: await Promise.all(importers),
    uploaders: await Promise.all(uploaders),
    journal: journalDocument(IMPORT_DREAMS),
    upload: uploadBody(webmRecording(RECORDING_BYTES)),
  };
}

/** A journal in the export's format (journal-export.ts), every dream distinct, all dated in the past. */
function journalDocument(count: number): string {
  const sixHours = 6 * 3600 * 1000;
  const dreams = Array.from({ length: count }, (_, index) => ({
    title: `Night ${index + 1}`,
    content: `<p>I walked along a river at night ${index + 1}, and the water spoke of the house by the sea.</p>`,
    tags: ['river', `t${index % 5}`],
    date: new Date(Date.UTC(2025, 0, 1) - index * sixHours).toISOString(),
  }));
  return JSON.stringify({ format: 'oneiro-journal', version: 1, dreams });
}

/**
 * A WebM as MediaRecorder starts one (EBML header with DocType webm, then a Segment of unknown size)
 * whose content is a Void element of random bytes: the format check reads the magic bytes, and a
 * duration reader finds no Duration, as in a real recording.
 */
function webmRecording(bytes: number): Buffer {
  const ebml = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const voidHeader = Buffer.alloc(9);
  const fill = bytes - ebml.length - segment.length - voidHeader.length;
  voidHeader[0] = 0xec;
  voidHeader[1] = 0x01; // an 8-byte size: the 7 bytes after this one
  voidHeader.writeUIntBE(fill, 3, 6);
  return Buffer.concat([ebml, segment, voidHeader, randomBytes(fill)]);
}

/** The JSON body of POST /api/audio (shared/inputs/audio.inputs.ts) as the web client's recorder sends it. */
function uploadBody(recording: Buffer): Blob {
  return new Blob([
    JSON.stringify({
      audioData: `data:audio/webm;codecs=opus;base64,${recording.toString('base64')}`,
      duration: 170,
      mimeType: 'audio/webm;codecs=opus',
      deviceInfo: 'desktop',
      recordedAt: new Date().toISOString(),
    }),
  ]);
}

function postJson(cookie: string, ip: string, body: string | Blob): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Cookie: cookie },
    body,
    signal: AbortSignal.timeout(BURST_TIMEOUT_MS),
  };
}

/** Imports: every account once at the same time, the first one also retrying at once (one import per user at a time). */
async function importBurst(bases: string[], accounts: BurstSetup, burst: Burst): Promise<void> {
  const document = accounts.journal;
  burst.notes.journalBytes = Buffer.byteLength(document);
  let added = 0;
  const send = async (kind: string, index: number) => {
    const url = `${bases[index % bases.length]}/api/user/import`;
    const answer = await attackFetch(
      kind,
      url,
      postJson(accounts.importers[index]!, `10.77.1.${index + 1}`, document),
      burst.outcomes,
    );
    if (answer?.status === 200) added += (JSON.parse(answer.text) as { dreamsAdded: number }).dreamsAdded;
  };
  await Promise.all(
    accounts.importers.flatMap((_, index) =>
      index === 0
        ? Array.from({ length: 1 + IMPORT_RETRIES }, () =>
            send(`import, one account x${1 + IMPORT_RETRIES} at once`, 0),
          )
        : [send('import, one per account', index)],
    ),
  );
  burst.notes.dreamsAdded = added;
  burst.notes.dreamsSent = IMPORT_DREAMS * (accounts.importers.length + IMPORT_RETRIES);
}

/** Uploads: eight at once from one account, and four each from the others, all at the same time. */
async function uploadBurst(bases: string[], accounts: BurstSetup, burst: Burst): Promise<void> {
  // One body for every upload (the same recording each time: the server keeps each under a new name).
  const body = accounts.upload;
  burst.notes.bodyBytes = body.size;
  const uploads = accounts.uploaders.flatMap((cookie, index) => {
    const count = index === 0 ? UPLOADS_FIRST_ACCOUNT : UPLOADS_OTHER_ACCOUNTS;
    const kind =
      index === 0
        ? `upload, one account x${count} at once`
        : `upload, ${accounts.uploaders.length - 1} more accounts x${count}`;
    return Array.from({ length: count }, (_, copy) =>
      attackFetch(
        kind,
        `${bases[(index + copy) % bases.length]}/api/audio`,
        postJson(cookie, `10.77.2.${index + 1}`, body),
        burst.outcomes,
      ),
    );
  });
  const answers = await Promise.all(uploads);
  burst.notes.stored = answers.filter((answer) => answer?.status === 200).length;
  burst.notes.refusedOrFailed = answers.length - Number(burst.notes.stored);
}

/** The owner signing in; the time it took and its status go to the burst's outcome. */
async function ownerSignIn(owner: HonestClient, kind: string, cookie: string, burst: Burst): Promise<void> {
  const started = performance.now();
  await attackFetch(
    kind,
    `${owner.base}/api/login`,
    postJson(cookie, owner.ip, JSON.stringify({ username: owner.username, password: PASSWORD })),
    burst.outcomes,
  );
  burst.notes[`${kind}, ms`] = Math.round(performance.now() - started);
}

/**
 * Sixty wrong passwords at once for one honest account, each from an address of its own; its owner
 * signs in from their own browser (device cookie) while they are in flight and again once they are
 * answered. Then once from a browser the account never used: that one is expected to wait out the
 * lock (the limiter's design), and is reported so the difference shows.
 */
async function signInBurst(bases: string[], owner: HonestClient, burst: Burst): Promise<void> {
  const guesses = Array.from({ length: WRONG_PASSWORDS }, (_, index) =>
    attackFetch(
      `wrong password x${WRONG_PASSWORDS} at once`,
      `${bases[index % bases.length]}/api/login`,
      postJson(
        '',
        `10.88.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        JSON.stringify({
          username: owner.username,
          password: `wrong guess ${index}`,
        }),
      ),
      burst.outcomes,
    ),
  );
  const during = ownerSignIn(owner, 'owner, own browser, during the guesses', owner.device, burst);
  await Promise.all([...guesses, during]);
  await ownerSignIn(owner, 'owner, own browser, after the guesses', owner.device, burst);
  await ownerSignIn(owner, 'owner, a browser never used before, after', '', burst);
}

/**
 * Runs the bursts one after another, each at its share of the run or once the previous one has
 * ended and the gap passed, whichever is later. Returns their windows.
 */
async function runBursts(bases: string[], accounts: BurstSetup, owner: HonestClient): Promise<Burst[]> {
  const plan: [string, (burst: Burst) => Promise<void>][] = [
    [`import of a ${IMPORT_DREAMS}-dream journal`, (burst) => importBurst(bases, accounts, burst)],
    ['parallel 20 MiB uploads', (burst) => uploadBurst(bases, accounts, burst)],
    [`${WRONG_PASSWORDS} wrong passwords for one account`, (burst) => signInBurst(bases, owner, burst)],
  ];
  const bursts: Burst[] = [];
  let earliest = runStartedAt;
  for (const [index, [name, run]] of plan.entries()) {
    const at = Math.max(runStartedAt + BURST_STARTS[index]! * SECONDS * 1000, earliest);
    await new Promise((resume) => setTimeout(resume, Math.max(0, at - performance.now())));
    const burst: Burst = { name, start: performance.now(), end: 0, outcomes: new Map(), notes: {} };
    await run(burst);
    burst.end = performance.now();
    bursts.push(burst);
    earliest = burst.end + BURST_GAP_MS;
  }
  return bursts;
}

/** The honest requests' figures over some of them: count, errors, p50, p99 with and without sign-ins. */
function honestFigures(samples: typeof honestSamples) {
  const ms = (values: number[], p: number) => (values.length === 0 ? null : Math.round(percentile(values, p)));
  const all = samples.map((sample) => sample.end - sample.start);
  const withoutSignIns = samples.filter((sample) => sample.op !== 'login').map((sample) => sample.end - sample.start);
  const errors = samples.filter((sample) => sample.error);
  return {
    requests: samples.length,
    errors: errors.length,
    errorSamples: errors.slice(0, 3).map((sample) => `${sample.op}: ${sample.error}`),
    clientsWithErrors: new Set(errors.map((sample) => sample.client)).size,
    errorsByClient: errorsByClient(errors),
    p50Ms: ms(all, 50),
    p99Ms: ms(all, 99),
    p99WithoutSignInsMs: ms(withoutSignIns, 99),
    maxMs: all.length === 0 ? null : Math.round(Math.max(...all)),
  };
}

/** Seconds since the clock started, to one decimal. */
const atS = (time: number) => Math.round((time - runStartedAt) / 100) / 10;

/**
 * Which clients the errors came from, when, and when each had last signed in: errors bunched on a few
 * clients after their sign-in point at their session, spread ones at the server.
 */
function errorsByClient(errors: typeof honestSamples): Record<string, string> {
  const byClient = new Map<number, typeof honestSamples>();
  for (const sample of errors) byClient.set(sample.client, [...(byClient.get(sample.client) ?? []), sample]);
  return Object.fromEntries(
    [...byClient].slice(0, 10).map(([client, samples]) => {
      const signedIn = samples[0]!.signedInAt;
      return [
        `client ${client}`,
        `${samples.length} errors sent ${atS(samples[0]!.start)}-${atS(samples.at(-1)!.start)} s` +
          `, last sign-in before the first at ${signedIn === undefined ? 'none (registration)' : `${atS(signedIn)} s`}`,
      ];
    }),
  );
}

/** Per burst, the honest requests in flight at any moment of its window; and those during none. */
function burstReport(bursts: Burst[]) {
  const overlaps = (sample: (typeof honestSamples)[number], burst: Burst) =>
    sample.start < burst.end && sample.end > burst.start;
  const outside = honestSamples.filter((sample) => !bursts.some((burst) => overlaps(sample, burst)));
  const firstStart = bursts[0]?.start ?? Number.POSITIVE_INFINITY;
  return {
    noBurst: {
      beforeTheFirst: honestFigures(outside.filter((sample) => sample.end <= firstStart)),
      betweenAndAfter: honestFigures(outside.filter((sample) => sample.end > firstStart)),
    },
    bursts: bursts.map((burst) => ({
      burst: burst.name,
      windowS: `${atS(burst.start)}-${atS(burst.end)}`,
      honest: honestFigures(honestSamples.filter((sample) => overlaps(sample, burst))),
      outcome: Object.fromEntries([...burst.outcomes.entries()].sort()),
      ...burst.notes,
    })),
  };
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
    const bursting = values.bursts !== 'false';
    const burstSetup = bursting ? await prepareBursts(bases[0]!) : null;
    // The sign-in burst's victim: an honest account the attacker's own guessing (the first ten) leaves alone.
    const victim = clients.at(-1)!;
    const memoryBefore = servers.map(rssMb);
    const started = Date.now();
    clockRunning = true;
    runStartedAt = performance.now();
    benchLoopDelay.enable();
    const until = started + SECONDS * 1000;
    burstsPending = bursting;
    const burstsDone = burstSetup
      ? runBursts(bases, burstSetup, victim).finally(() => (burstsPending = false))
      : Promise.resolve([]);
    // A loop still going a minute after the load's end (the clock's, or the last burst's) is stopped.
    let stopAt: NodeJS.Timeout | undefined;
    void burstsDone.then(() => {
      stopAt = setTimeout(() => (running = false), Math.max(0, until - Date.now()) + 60_000);
    });
    const attacking = values.attack !== 'false';
    const [bursts] = await Promise.all([
      burstsDone,
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
      ...(bursting ? burstReport(bursts) : {}),
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    for (const server of servers) await stopServerProcess(server);
    await database.drop();
    // The recordings the upload burst stored (harness.ts gives each port its own data directory).
    for (let instance = 0; instance < INSTANCES; instance += 1) {
      rmSync(join(tmpdir(), `oneiro-bench-data-${BASE_PORT + instance}`), { recursive: true, force: true });
    }
  }
}

await main();
