// A session that ends ends everywhere. With two instances sharing PostgreSQL and Redis, a sign-out,
// password change or account deletion on instance A closes that session's websocket on instance B
// (4401), and B delivers it nothing more. Instance A runs in this process; B is a second server
// process started from the same sources (db/current.ts holds one database per process).
// The two-instance tests need TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both) and are skipped
// without them; the per-event session check runs on either engine.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteGate } from '#api-test/skipped-suites.ts';
import { registerUser, startTestApp, TestBrowser, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { projectRoot } from '../../lib/project-root.ts';
import { SESSION_ENDED_CLOSE_CODE } from '../../http/websocket.ts';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const CREATE = `mutation($title: String!) { createDream(input: { title: $title, content: "a dream" }) { dream { id } } }`;
const LOGIN = `mutation($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { user { id } } }`;

interface Watched {
  client: Client;
  closed: Promise<number>;
  /** Titles of the dreams the socket was told about. */
  titles: string[];
  /** Resolves when the subscription completes (the server ended it). */
  completed: Promise<void>;
}

/** A dreamChanged subscription over `browser`'s socket. */
function watchDreams(browser: TestBrowser): Watched {
  const { client, closed } = browser.websocket();
  const titles: string[] = [];
  let resolveCompleted: () => void = () => undefined;
  const completed = new Promise<void>((done) => (resolveCompleted = done));
  client.subscribe<{ dreamChanged: { dream: { title: string } | null } }>(
    { query: 'subscription { dreamChanged { kind dream { title } } }' },
    {
      next: (value) => titles.push(value.data?.dreamChanged.dream?.title ?? '?'),
      error: () => resolveCompleted(),
      complete: () => resolveCompleted(),
    },
  );
  return { client, closed, titles, completed };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Creates dreams through `writer` until `watched` has heard of one (the subscription is then live). */
async function untilDelivered(writer: TestBrowser, watched: Watched): Promise<void> {
  for (let attempt = 0; attempt < 60 && watched.titles.length === 0; attempt += 1) {
    if (attempt % 10 === 0) await writer.graphql(CREATE, { title: `before ${attempt}` });
    await pause(50);
  }
  expect(watched.titles.length).toBeGreaterThan(0);
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, pause(ms).then(() => fallback)]);
}

const twoInstances = suiteGate(
  'Sessions ended on another instance (api/src/modules/auth/session-end-everywhere.test.ts)',
  Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL),
  'needs TEST_DATABASE_URL and TEST_REDIS_URL (the PostgreSQL pass sets both in CI)',
);

describe.skipIf(!twoInstances)('two instances on PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: ChildProcess;
  let bUrl: string;

  beforeAll(async () => {
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    a = await startTestApp({ REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_NAMESPACE: namespace });
    b = spawn(process.execPath, ['--import', 'tsx', resolve(projectRoot, 'api/src/main.ts')], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: a.database.url,
        DATA_DIR: resolve(a.database.dataDir, 'instance-b'),
        SESSION_SECRET: SECRET,
        WEB_DIST_DIR: resolve(a.database.dataDir, 'no-web-build'),
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_NAMESPACE: namespace,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    bUrl = await new Promise<string>((started, failed) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /open (http:\/\/\S+)/.exec(output);
        if (match) started(match[1]!.replace('localhost', '127.0.0.1'));
      };
      b.stdout!.on('data', read);
      b.stderr!.on('data', read);
      b.once('exit', (code) => failed(new Error(`instance B exited (${code}): ${output}`)));
    });
  });

  afterAll(async () => {
    if (b && b.exitCode === null) {
      const exited = new Promise((done) => b.once('exit', done));
      b.kill('SIGTERM');
      await exited;
    }
    await a?.stop();
  });

  /** A browser on instance B that holds the same session cookie as `browser` on A. */
  const onB = (browser: TestBrowser) => Object.assign(new TestBrowser(bUrl, 'en'), { cookie: browser.cookie });

  it('closes the socket on B when the session signs out on A, and delivers nothing after', async () => {
    const first = a.browser();
    const user = await registerUser(first);
    const second = a.browser();
    await second.graphql(LOGIN, { username: user.username, password: user.password });
    const watched = watchDreams(onB(first));
    await untilDelivered(second, watched);
    const heard = watched.titles.length;

    await first.graphql(`mutation { logout { success } }`);
    expect(await withTimeout(watched.closed, 5000, -1)).toBe(SESSION_ENDED_CLOSE_CODE);
    await second.graphql(CREATE, { title: 'after sign-out' });
    await pause(300);
    expect(watched.titles).toHaveLength(heard);
    await watched.client.dispose();
  });

  it("closes the other sessions' sockets on B after a password change on A", async () => {
    const elsewhere = a.browser();
    const user = await registerUser(elsewhere);
    const here = a.browser();
    await here.graphql(LOGIN, { username: user.username, password: user.password });
    const watched = watchDreams(onB(elsewhere));
    await untilDelivered(here, watched);
    const heard = watched.titles.length;

    const changed = await here.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
      {
        input: {
          currentPassword: user.password,
          newPassword: 'another long passphrase',
          confirmPassword: 'another long passphrase',
        },
      },
    );
    expect(changed.errors).toBeUndefined();
    expect(await withTimeout(watched.closed, 5000, -1)).toBe(SESSION_ENDED_CLOSE_CODE);
    await here.graphql(CREATE, { title: 'after the password change' });
    await pause(300);
    expect(watched.titles).toHaveLength(heard);
    await watched.client.dispose();
  });

  it('closes the socket on B when the account is deleted on A', async () => {
    const browser = a.browser();
    await registerUser(browser);
    const watched = watchDreams(onB(browser));
    await untilDelivered(browser, watched);

    const deleted = await browser.graphql(`mutation { deleteAccount(password: "correct horse battery") { success } }`);
    expect(deleted.errors).toBeUndefined();
    expect(await withTimeout(watched.closed, 5000, -1)).toBe(SESSION_ENDED_CLOSE_CODE);
    await watched.client.dispose();
  });
});

describe('each event checks the session first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.stop());

  it('delivers nothing once the session is gone, even when its socket was not closed', async () => {
    const watcher = t.browser();
    const user = await registerUser(watcher);
    const writer = t.browser();
    await writer.graphql(LOGIN, { username: user.username, password: user.password });
    const watched = watchDreams(watcher);
    await untilDelivered(writer, watched);
    const heard = watched.titles.length;

    // The session ends without this instance hearing of it (an announcement lost on the way).
    const sessions = await db().session.findMany({ where: { userId: user.databaseId } });
    expect(sessions).toHaveLength(2);
    const ended = await t.app.services.sessions.read(
      { headers: { cookie: watcher.cookie } } as Parameters<typeof t.app.services.sessions.read>[0],
      null,
    );
    await db().session.delete({ where: { id: ended!.session.id } });

    await writer.graphql(CREATE, { title: 'after the session ended' });
    await withTimeout(watched.completed, 3000, undefined);
    expect(watched.titles).toHaveLength(heard);
    await watched.client.dispose();
  });
});
