// Debian's nginx, with the configuration docker-compose.yml runs (deploy/nginx.conf, derived by
// api/test/nginx.ts), in front of two server processes on one PostgreSQL database and one Redis: what
// issue 26 asks of the proxy layout. Requests reach both instances with no sticky sessions and a
// write through one is read through the other; live updates pass through as websockets, and a
// session that ends closes its socket wherever it is; the client's address and scheme reach the app
// through X-Forwarded-* (per-address limits count the client, not the proxy, and cannot be dodged
// with a forged header; the session cookie is `__Host-`/Secure over https only, and a forged
// X-Forwarded-Proto over http does not make it so); a recording of the largest size passes the
// proxy's body limit and a larger body is refused by nginx; a rolling restart of both instances
// under load answers every request and keeps every acknowledged write, and live-update sockets come
// back. nginx missing is a failure, not a skip (CI installs it: .ci/run).
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (the PostgreSQL pass sets both in CI).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { webm } from '#api-test/audio-upload.ts';
import { startNginx, proxiedRequest, type Nginx } from '#api-test/nginx.ts';
import { startServerProcess, type ServerProcess } from '#api-test/server-process.ts';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { createTestDatabase, type TestDatabase } from '#api-test/test-database.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../modules/auth/session.ts';
import { SERVER_RESTART_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from './websocket.ts';

const enabled = suiteGate(
  'nginx in front of two instances (api/src/http/nginx-proxy.test.ts)',
  Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL),
  'needs TEST_DATABASE_URL and TEST_REDIS_URL (the PostgreSQL pass sets both in CI)',
);

const REGISTRATIONS_PER_ADDRESS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `condition`, up to a generous bound (a loaded machine); never a timing assertion. */
async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await pause(25);
  }
}

let addressCounter = 10;
/** A loopback address no other client of this file uses: nginx sees a distinct client. */
const nextAddress = () => `127.0.0.${addressCounter++}`;

interface Account {
  cookie: string;
  cookieName: string;
  username: string;
}

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { user { databaseId } } }`;

async function register(
  baseUrl: string,
  options: { localAddress?: string; headers?: Record<string, string>; ca?: string } = {},
): Promise<Account & { errorCode?: string; setCookie: string }> {
  const username = `proxied${randomBytes(4).toString('hex')}`;
  const response = await proxiedRequest(baseUrl, 'POST', '/graphql', {
    ...options,
    body: {
      query: REGISTER,
      variables: { input: { username, email: `${username}@example.org`, password: 'correct horse battery' } },
    },
  });
  const body = JSON.parse(response.body) as { errors?: { extensions?: { code?: string } }[] };
  const setCookie = response.cookies.find((line) => line.includes('oneiro_session=')) ?? '';
  const [pair = ''] = setCookie.split(';');
  return {
    cookie: pair,
    cookieName: pair.split('=')[0]!,
    username,
    setCookie,
    errorCode: body.errors?.[0]?.extensions?.code,
  };
}

/** A graphql-ws client through `baseUrl` with `cookie`; `retries` lets it reconnect like the browser. */
function liveUpdates(baseUrl: string, cookie: string, retries = 0) {
  const closes: number[] = [];
  const titles: string[] = [];
  const client: Client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    lazy: false,
    retryAttempts: retries,
    shouldRetry: () => retries > 0,
    retryWait: async () => {
      await pause(200);
    },
    onNonLazyError: () => undefined,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { Origin: baseUrl, Cookie: cookie } });
      }
    },
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
  client.subscribe<{ dreamChanged: { dream: { title: string } | null } }>(
    { query: 'subscription { dreamChanged { kind dream { title } } }' },
    {
      next: (value) => titles.push(value.data?.dreamChanged.dream?.title ?? '?'),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { client, closes, titles };
}

async function createDream(baseUrl: string, cookie: string, title: string) {
  const response = await fetch(`${baseUrl}/api/dreams`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ title, content: `<p>${title}</p>` }),
  });
  const body = (await response.json().catch(() => null)) as { id?: number } | null;
  return { status: response.status, id: body?.id };
}

describe.skipIf(!enabled)('nginx (deploy/nginx.conf) in front of two instances', () => {
  let database: TestDatabase;
  const folders: string[] = [];
  const envs: Record<string, string>[] = [];
  const instances: ServerProcess[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    database = await createTestDatabase();
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    for (const name of ['a', 'b']) {
      const dataDir = mkdtempSync(join(tmpdir(), `oneiro-proxied-${name}-`));
      folders.push(dataDir);
      envs.push({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_NAMESPACE: namespace,
        TRUST_PROXY: 'true',
        REGISTRATIONS_PER_IP_PER_HOUR: String(REGISTRATIONS_PER_ADDRESS),
        SHUTDOWN_GRACE_MS: '10000',
      });
      // One after the other: the first migrates the shared database.
      instances.push(await startServerProcess(envs.at(-1)!));
    }
    nginx = await startNginx(instances.map((instance) => `127.0.0.1:${instance.port}`));
    // Two servers starting from source on a loaded 2-core machine take a while.
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) {
      if (instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await database?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const upstreamOf = (index: number) => `127.0.0.1:${instances[index]!.port}`;

  it('sends requests to both instances; a write through one is read through the other', async () => {
    const account = await register(nginx.url, { localAddress: nextAddress() });
    expect(account.cookieName).toBe(SESSION_COOKIE);
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      const created = await createDream(nginx.url, account.cookie, `through the proxy ${index}`);
      expect(created.status).toBe(201);
      ids.push(created.id!);
    }
    // nginx writes a request's log line once its answer has gone, so the last one can trail the answer.
    const dreamPosts = () => nginx.accessLog().filter((line) => line.method === 'POST' && line.uri === '/api/dreams');
    await until(() => dreamPosts().length >= 6, 'six logged creates');
    const posts = dreamPosts();
    expect(posts).toHaveLength(6);
    // Round robin, no sticky sessions: one session's requests went to both instances.
    const answeredBy = new Set(posts.map((line) => line.upstreams.at(-1)));
    expect(answeredBy).toEqual(new Set([upstreamOf(0), upstreamOf(1)]));
    // Each instance, asked directly, has every dream, whichever instance wrote it.
    for (const instance of instances) {
      const list = await fetch(`${instance.url}/api/dreams`, { headers: { Cookie: account.cookie } });
      const titles = ((await list.json()) as { id: number }[]).map((dream) => dream.id);
      expect(new Set(titles)).toEqual(new Set(ids));
    }
  });

  it('passes websockets through: live updates of writes on either instance; a sign-out closes the socket', async () => {
    const account = await register(nginx.url, { localAddress: nextAddress() });
    const live = liveUpdates(nginx.url, account.cookie);
    // Writes until the subscription is live, then six more, which round robin spreads over both.
    for (let attempt = 0; live.titles.length === 0; attempt++) {
      if (attempt > 200) throw new Error('the subscription never heard a write');
      if (attempt % 20 === 0) await createDream(nginx.url, account.cookie, `warm-up ${attempt}`);
      await pause(25);
    }
    const before = nginx.accessLog().length;
    for (let index = 0; index < 6; index++) await createDream(nginx.url, account.cookie, `live ${index}`);
    await until(() => live.titles.filter((title) => title.startsWith('live ')).length === 6, 'six live updates');
    const livePosts = () =>
      nginx
        .accessLog()
        .slice(before)
        .filter((line) => line.method === 'POST');
    await until(() => livePosts().length >= 6, 'six logged creates');
    const writers = livePosts().map((line) => line.upstreams.at(-1));
    expect(new Set(writers)).toEqual(new Set([upstreamOf(0), upstreamOf(1)]));

    // Sign out through the proxy (either instance): the socket, on whichever instance, closes with 4401.
    const out = await fetch(`${nginx.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: account.cookie },
      body: JSON.stringify({ query: 'mutation { logout { success } }' }),
    });
    expect(out.status).toBe(200);
    await until(() => live.closes.length > 0, 'the socket to close');
    expect(live.closes).toEqual([SESSION_ENDED_CLOSE_CODE]);
    await live.client.dispose();
    // The upgrade went through nginx (logged when the socket closed, so perhaps a moment later).
    await until(
      () => nginx.accessLog().some((line) => line.uri === '/graphql' && line.status === 101),
      'the upgrade in the log',
    );
  });

  it("gives the app the client's address and scheme, and forged X-Forwarded-* headers change neither", async () => {
    // Over TLS at nginx: the app is told https, so the cookie is the __Host- one, Secure.
    const overTls = await register(nginx.httpsUrl, { localAddress: nextAddress(), ca: nginx.ca });
    expect(overTls.cookieName).toBe(SECURE_SESSION_COOKIE);
    expect(overTls.setCookie).toMatch(/;\s*Secure/i);
    // Over plain http a client that claims https is not believed: nginx sets X-Forwarded-Proto itself.
    const claimed = await register(nginx.url, {
      localAddress: nextAddress(),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(claimed.cookieName).toBe(SESSION_COOKIE);
    expect(claimed.setCookie).not.toMatch(/;\s*Secure/i);

    // The registration limit counts the client's address (shared by both instances through Redis),
    // not nginx's: one address gets REGISTRATIONS_PER_ADDRESS, over both instances...
    const client = nextAddress();
    for (let index = 0; index < REGISTRATIONS_PER_ADDRESS; index++) {
      const accepted = await register(nginx.url, { localAddress: client });
      expect(accepted.errorCode).toBeUndefined();
    }
    const refused = await register(nginx.url, { localAddress: client });
    expect(refused.errorCode).toBe('RATE_LIMITED');
    // ...and naming another address in X-Forwarded-For does not give it a new budget (the app reads
    // the address nginx appended)...
    const forged = await register(nginx.url, {
      localAddress: client,
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(forged.errorCode).toBe('RATE_LIMITED');
    // ...while another client, through the same proxy, is not held back by it.
    expect((await register(nginx.url, { localAddress: nextAddress() })).errorCode).toBeUndefined();
  });

  it('lets a recording of the largest size through and refuses a larger body at the proxy', async () => {
    const account = await register(nginx.url, { localAddress: nextAddress() });
    const bytes = webm(25 * 1024 * 1024);
    const upload = await fetch(`${nginx.url}/api/audio`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: account.cookie },
      body: JSON.stringify({ audioData: `data:audio/webm;base64,${bytes.toString('base64')}`, duration: 3 }),
    });
    expect(upload.status).toBe(200);
    // Past client_max_body_size nginx answers 413 itself, before reading the body or asking an instance.
    const before = nginx.accessLog().length;
    const tooLarge = await new Promise<{ status: number; server: string }>((resolve, reject) => {
      const req = request(`${nginx.url}/api/audio`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(41 * 1024 * 1024),
          Cookie: account.cookie,
        },
      });
      req.once('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, server: String(response.headers.server) });
        req.destroy();
      });
      req.once('error', reject);
      req.flushHeaders();
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.server).toMatch(/^nginx/);
    // nginx writes a request's line once its answer is sent, so the upload's 200 above may land after
    // `before` was counted: look for the refusal's own line among the new ones.
    const refusal = () =>
      nginx
        .accessLog()
        .slice(before)
        .find((line) => line.status === 413);
    await until(() => refusal() !== undefined, 'the access log line');
    expect(refusal()).toMatchObject({ method: 'POST', uri: '/api/audio', status: 413, upstreams: [] });
  });

  it('answers every request and keeps every acknowledged write through a rolling restart of both instances', async () => {
    const account = await register(nginx.url, { localAddress: nextAddress() });
    const live = liveUpdates(nginx.url, account.cookie, 20);

    const acknowledged: number[] = [];
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const worker = async (name: string) => {
      for (let index = 0; running; index++) {
        requests += 2;
        try {
          const created = await createDream(nginx.url, account.cookie, `${name} ${index}`);
          if (created.status !== 201 || !created.id) {
            failures.push(`POST ${created.status}`);
            continue;
          }
          acknowledged.push(created.id);
          const read = await fetch(`${nginx.url}/api/dreams/${created.id}`, { headers: { Cookie: account.cookie } });
          await read.arrayBuffer();
          if (read.status !== 200) failures.push(`GET ${read.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = ['w1', 'w2', 'w3', 'w4'].map(worker);

    for (const index of [0, 1]) {
      const count = acknowledged.length;
      await until(() => acknowledged.length >= count + 10, 'writes before the restart', 30_000);
      const old = instances[index]!;
      old.child.kill('SIGTERM');
      expect(await old.exited, old.stderr()).toBe(0);
      instances[index] = await startServerProcess(envs[index]!, old.port);
    }
    const count = acknowledged.length;
    await until(() => acknowledged.length >= count + 10, 'writes after the restarts', 30_000);
    running = false;
    await Promise.all(workers);

    // On a failure, what nginx saw: the answers it gave of 500 and over (with the instances tried and
    // their answers) and its error log's lines about upstreams, so a race can be told from a fault.
    const seenByNginx = () =>
      [
        ...nginx
          .accessLog()
          .filter((line) => line.status >= 500)
          .map(
            (line) =>
              `${line.method} ${line.uri} ${line.status} [${line.upstreams.join(', ')}] [${line.upstreamStatus}]`,
          ),
        ...nginx
          .errorLog()
          .split('\n')
          .filter((line) => /upstream|\[error\]|\[crit\]/.test(line)),
      ].join('\n');
    expect(
      failures,
      `${failures.length} of ${requests} requests failed\n${failures.length ? seenByNginx() : ''}`,
    ).toEqual([]);
    // Every acknowledged write, read through each instance directly.
    for (const instance of instances) {
      const list = await fetch(`${instance.url}/api/dreams`, { headers: { Cookie: account.cookie } });
      const stored = new Set(((await list.json()) as { id: number }[]).map((dream) => dream.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    }
    // nginx sent requests to the instance that remained while the other restarted.
    expect(nginx.accessLog().some((line) => line.upstreams.length > 1)).toBe(true);

    // The live-update socket was closed with "restarting" and came back through the proxy.
    expect(live.closes).toContain(SERVER_RESTART_CLOSE_CODE);
    const heard = live.titles.length;
    for (let attempt = 0; live.titles.length === heard; attempt++) {
      if (attempt > 400) throw new Error('the socket did not come back');
      if (attempt % 20 === 0) await createDream(nginx.url, account.cookie, `after the restarts ${attempt}`);
      await pause(25);
    }
    await live.client.dispose();
  }, 300_000);
});
