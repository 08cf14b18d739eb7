// Starts the real server (buildApp) on a free port over a fresh database, and gives tests HTTP,
// GraphQL and websocket clients that keep their own cookies, like separate browsers.
import { Client, createClient, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/modules/auth/session.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  url: string;
  database: TestDatabase;
  browser(options?: { language?: string }): TestBrowser;
  /** A new browser in `language` with a newly registered (so signed-in) user; `overrides` as registerUser's. */
  signedIn(language?: string, overrides?: Record<string, string>): Promise<SignedIn>;
  stop(): Promise<void>;
}

/** `database`: an existing one (a restored backup) instead of a new, empty one. */
export async function startTestApp(
  env: Record<string, string> = {},
  database: TestDatabase | undefined = undefined,
): Promise<TestApp> {
  database ??= await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    WEB_DIST_DIR: `${database.dataDir}/no-web-build`,
    // The offline interpreter at full speed unless a test wants to watch it stream.
    OFFLINE_INTERPRETER_DELAY_MS: '0',
    // Every test client registers from 127.0.0.1; the registration limit has its own test.
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    // The reminder job looks once at start and then hourly: its reads never land in a test that
    // counts statements; reminder tests run it themselves at the times they choose.
    REMINDER_CHECK_SECONDS: '3600',
    ...env,
  });
  const app = await buildApp(config);
  const url = await app.start(0, '127.0.0.1');
  return {
    app,
    url,
    database,
    browser: (options) => new TestBrowser(url, options?.language ?? 'en'),
    signedIn: async (language = 'en', overrides = {}) => {
      const browser = new TestBrowser(url, language);
      return { browser, user: await registerUser(browser, overrides) };
    },
    stop: async () => {
      // Nothing is in flight when a test file ends: its client's idle connections go now, rather
      // than after the few seconds a stopping server leaves them for their client to close.
      app.server.closeIdleConnections();
      await app.stop();
      await database.drop();
    },
  };
}

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** One browser: its own cookie, its own language. */
export class TestBrowser {
  cookie = '';
  /** A personal access token: sent as `Authorization: Bearer` (a script's request, without cookies). */
  bearer = '';

  constructor(
    readonly baseUrl: string,
    readonly language: string,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'Accept-Language': this.language,
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(this.bearer ? { Authorization: `Bearer ${this.bearer}` } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookie(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: leave the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** A GraphQL operation over HTTP; returns the whole result (data and errors). */
  async graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<T> & { status: number }> {
    const response = await this.request('POST', '/graphql', { query, variables });
    return { status: response.status, ...(response.body as ExecutionResult<T>) };
  }

  /** A graphql-ws client that connects with this browser's cookie and the given Origin. */
  websocket(origin = this.baseUrl): { client: Client; closed: Promise<number> } {
    const cookie = this.cookie;
    const bearer = this.bearer;
    let resolveClosed: (code: number) => void = () => undefined;
    const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
    const client = createClient({
      url: this.baseUrl.replace(/^http/, 'ws') + '/graphql',
      retryAttempts: 0,
      lazy: false,
      // Refused or closed sockets are what some tests expect; they read the code from `closed`.
      onNonLazyError: () => undefined,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, {
            headers: {
              Origin: origin,
              ...(cookie ? { Cookie: cookie } : {}),
              ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
            },
          });
        }
      },
      on: { closed: (event) => resolveClosed((event as { code: number }).code) },
    });
    return { client, closed };
  }

  private keepCookie(headers: Headers): void {
    for (const setCookie of headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, value] = pair!.split('=');
      // Over https (an https PUBLIC_URL) the session cookie has the `__Host-` name.
      if (name !== SESSION_COOKIE && name !== SECURE_SESSION_COOKIE) continue;
      this.cookie = value ? `${name}=${value}` : '';
    }
  }
}

/** Runs one operation over a graphql-ws client and returns its single result. */
export function wsExecute<T = any>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<ExecutionResult<T>> {
  return new Promise((resolve, reject) => {
    let result: ExecutionResult<T> | undefined;
    client.subscribe<T>(
      { query, variables },
      { next: (value) => (result = value as ExecutionResult<T>), error: reject, complete: () => resolve(result!) },
    );
  });
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        databaseId
        username
        email
        preferredLanguage
      }
    }
  }
`;

export interface RegisteredUser {
  id: string;
  databaseId: number;
  username: string;
  email: string;
  password: string;
}

export interface SignedIn {
  browser: TestBrowser;
  user: RegisteredUser;
}

/** Registers (and so signs in) a user with sensible defaults. */
export async function registerUser(
  browser: TestBrowser,
  overrides: Record<string, string> = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? `dreamer${Math.random().toString(36).slice(2, 8)}`;
  const input = { username, email: `${username}@example.org`, password: 'correct horse battery', ...overrides };
  const result = await browser.graphql(REGISTER, { input });
  if (result.errors) throw new Error(`registration failed: ${JSON.stringify(result.errors)}`);
  return { ...result.data.register.user, password: input.password };
}
