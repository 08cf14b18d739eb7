// Platform Status asks each configured outside service a cheap request of its own API, through the
// real SDKs against the suite's local servers: OpenAI-compatible GET /models (AI and transcription),
// Stripe GET /v1/balance, SMTP connect-and-sign-in, Mailgun GET /v4/domains/<domain>, S3 HeadBucket.
// Answering servers read REACHABLE; the same settings pointed at a closed port read UNREACHABLE with
// the reason. The checks are cached a minute per instance, and a check that hangs ends at its deadline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { closedPort } from '#api-test/closed-port.ts';
import { startFakeMailgun, type FakeMailgun } from '#api-test/fake-mailgun-server.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { startFakeStripeServer, type FakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { startLocalS3, type LocalS3 } from '#api-test/s3-server.ts';
import { startLocalSmtp, type LocalSmtp } from '#api-test/smtp-server.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { setRole } from './admin-roles.ts';
import { describeFailure, PlatformStatusChecker } from './platform-status.ts';

const STATUS = /* GraphQL */ `
  {
    adminPlatformStatus {
      healthy
      services {
        service
        state
        setting
        problem
        detail
        checkedAt
      }
    }
  }
`;

interface Row {
  service: string;
  state: string;
  setting: string;
  problem: string | null;
  detail: string | null;
  checkedAt: string | null;
}

async function adminOf(app: TestApp): Promise<TestBrowser> {
  const browser = app.browser();
  const account = await registerUser(browser);
  expect(await setRole(account.username.toLowerCase(), 'admin')).toBe(true);
  return browser;
}

async function status(admin: TestBrowser): Promise<{ healthy: boolean; services: Row[] }> {
  const result = await admin.graphql(STATUS);
  expect(result.errors).toBeUndefined();
  return result.data.adminPlatformStatus;
}

const byService = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.service, row]));

let openai: FakeOpenAiServer;
let stripe: FakeStripeServer;
let smtp: LocalSmtp;
let mailgun: FakeMailgun;
let s3: LocalS3;
beforeAll(async () => {
  [openai, stripe, smtp, mailgun, s3] = await Promise.all([
    startFakeOpenAiServer(),
    startFakeStripeServer(),
    startLocalSmtp(),
    startFakeMailgun(),
    startLocalS3(),
  ]);
});
afterAll(async () => {
  await Promise.all([openai.close(), stripe.close(), smtp.close(), mailgun.close(), s3.close()]);
});

describe('every configured service answering', () => {
  let t: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp({
      OPENAI_API_KEY: 'sk-local',
      OPENAI_BASE_URL: openai.baseURL,
      TRANSCRIPTION_API_KEY: 'sk-local',
      TRANSCRIPTION_BASE_URL: openai.baseURL,
      ...stripe.env,
      ...smtp.env,
      ...s3.env,
    });
    admin = await adminOf(t);
  });
  afterAll(() => t?.stop());

  it('reads each one as answering, with the time it was asked, and asks again only after a minute', async () => {
    const before = Date.now();
    const first = await status(admin);
    expect(first.healthy).toBe(true);
    const rows = byService(first.services);
    expect(Object.keys(rows)).toEqual(['DATABASE', 'AI', 'TRANSCRIPTION', 'EMAIL', 'PAYMENTS', 'STORAGE']);
    for (const row of first.services) {
      expect(row, row.service).toMatchObject({ state: 'REACHABLE', problem: null, detail: null });
      expect(new Date(row.checkedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(rows.EMAIL!.setting).toBe('SMTP_HOST');
    expect(rows.STORAGE!.setting).toBe('S3_BUCKET');
    // The real requests reached the local servers: the model list twice (AI, transcription), the balance.
    const models = () => openai.requests.filter((request) => request.path === '/v1/models').length;
    const balances = () => stripe.requests.filter((request) => request.path === '/v1/balance').length;
    expect(models()).toBe(2);
    expect(balances()).toBe(1);
    expect(openai.requests.find((request) => request.path === '/v1/models')!.headers.authorization).toBe(
      'Bearer sk-local',
    );

    // Opened again (and twice at once) within the minute: the same answer, nobody asked again.
    const [again, alsoAgain] = await Promise.all([status(admin), status(admin)]);
    expect(byService(again.services).AI!.checkedAt).toBe(rows.AI!.checkedAt);
    expect(byService(alsoAgain.services).PAYMENTS!.checkedAt).toBe(rows.PAYMENTS!.checkedAt);
    expect(models()).toBe(2);
    expect(balances()).toBe(1);
  });
});

// One app at a time: the database handle is the process's own (db/current.ts).
describe('Mailgun', () => {
  it('is checked by its sending domain, with the key', async () => {
    const app = await startTestApp({
      MAILGUN_API_KEY: mailgun.key,
      MAILGUN_DOMAIN: 'mg.oneiro.test',
      MAILGUN_URL: mailgun.url,
    });
    try {
      const rows = byService((await status(await adminOf(app))).services);
      expect(rows.EMAIL).toMatchObject({
        state: 'REACHABLE',
        setting: 'MAILGUN_API_KEY, MAILGUN_DOMAIN',
        problem: null,
      });
    } finally {
      await app.stop();
    }
  });

  it('with a key it refuses, is not answering: the key was refused', async () => {
    const app = await startTestApp({
      MAILGUN_API_KEY: 'key-not-this-one',
      MAILGUN_DOMAIN: 'mg.oneiro.test',
      MAILGUN_URL: mailgun.url,
    });
    try {
      const wrong = await status(await adminOf(app));
      expect(wrong.healthy).toBe(false);
      expect(byService(wrong.services).EMAIL).toMatchObject({
        state: 'UNREACHABLE',
        problem: 'CREDENTIALS_REFUSED',
        detail: 'HTTP 401',
      });
    } finally {
      await app.stop();
    }
  });
});

describe('every configured service down (nothing listens on its port)', () => {
  let t: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    const port = await closedPort();
    const nowhere = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      OPENAI_API_KEY: 'sk-local',
      OPENAI_BASE_URL: `${nowhere}/v1`,
      TRANSCRIPTION_API_KEY: 'sk-local',
      TRANSCRIPTION_BASE_URL: `${nowhere}/v1`,
      ...stripe.env,
      STRIPE_API_BASE: nowhere,
      ...smtp.env,
      SMTP_PORT: String(port),
      ...s3.env,
      S3_ENDPOINT: nowhere,
    });
    admin = await adminOf(t);
  });
  afterAll(() => t?.stop());

  it('reads each one as not answering, connection refused, within the deadline; the database still answers', async () => {
    const started = Date.now();
    const result = await status(admin);
    expect(Date.now() - started).toBeLessThan(3000 + 1500);
    expect(result.healthy).toBe(false);
    const rows = byService(result.services);
    expect(rows.DATABASE).toMatchObject({ state: 'REACHABLE', problem: null });
    for (const service of ['AI', 'TRANSCRIPTION', 'EMAIL', 'PAYMENTS', 'STORAGE']) {
      expect(rows[service], service).toMatchObject({
        state: 'UNREACHABLE',
        problem: 'REFUSED',
        detail: 'ECONNREFUSED',
      });
      expect(rows[service]!.checkedAt, service).not.toBeNull();
    }
  });
});

describe('services on their defaults', () => {
  it('are not asked anything; in production no mail provider is "not configured", not a stand-in', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const result = await status(await adminOf(production));
      expect(result.healthy).toBe(true);
      expect(result.services.map(({ service, state, checkedAt }) => [service, state, checkedAt === null])).toEqual([
        ['DATABASE', 'REACHABLE', false],
        ['AI', 'EMBEDDED_DEFAULT', true],
        ['TRANSCRIPTION', 'NOT_CONFIGURED', true],
        ['EMAIL', 'NOT_CONFIGURED', true],
        ['PAYMENTS', 'OFF', true],
        ['STORAGE', 'EMBEDDED_DEFAULT', true],
      ]);
      expect(byService(result.services).EMAIL!.setting).toBe('SMTP_HOST, MAILGUN_API_KEY, MAILGUN_DOMAIN');
    } finally {
      await production.stop();
    }
  });
});

describe('the checker', () => {
  const logger = pino({ level: 'silent' });

  it('ends a check that hangs at its deadline, as timed out', async () => {
    const checker = new PlatformStatusChecker(
      [{ service: 'AI', setting: 'OPENAI_API_KEY', check: () => new Promise<void>(() => undefined) }],
      logger,
      { timeoutMs: 200, ttlMs: 60_000 },
    );
    const started = Date.now();
    const result = await checker.status();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.services[1]).toMatchObject({ service: 'AI', state: 'UNREACHABLE', problem: 'TIMED_OUT' });
  });

  it('asks again once the last answer is older than the TTL, and a round in progress is shared', async () => {
    let asked = 0;
    const checker = new PlatformStatusChecker(
      [
        {
          service: 'PAYMENTS',
          setting: 'STRIPE_SECRET_KEY',
          check: async () => {
            asked += 1;
            await new Promise((resolve) => setTimeout(resolve, 50));
          },
        },
      ],
      logger,
      { timeoutMs: 1000, ttlMs: 150 },
    );
    await Promise.all([checker.status(), checker.status(), checker.status()]);
    expect(asked).toBe(1);
    await checker.status();
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await checker.status();
    expect(asked).toBe(2);
  });

  it('names the reason from the status or network code, never from a message', () => {
    expect(describeFailure(Object.assign(new Error('Incorrect API key sk-abc'), { status: 401 }))).toEqual({
      problem: 'CREDENTIALS_REFUSED',
      detail: 'HTTP 401',
    });
    expect(describeFailure(Object.assign(new Error('down'), { statusCode: 503 }))).toEqual({
      problem: 'ERROR_STATUS',
      detail: 'HTTP 503',
    });
    expect(describeFailure(new Error('x', { cause: Object.assign(new Error('y'), { code: 'ENOTFOUND' }) }))).toEqual({
      problem: 'HOST_NOT_FOUND',
      detail: 'ENOTFOUND',
    });
    expect(describeFailure(Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535 }))).toEqual({
      problem: 'CREDENTIALS_REFUSED',
      detail: 'SMTP 535',
    });
    expect(describeFailure(new Error('something else'))).toEqual({ problem: 'FAILED', detail: null });
  });
});
