// What the bench scripts share: starting a server in its own process (production settings, a local
// port, waiting for /health), stopping it, and percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDream, randomSource } from '#api-test/factories.ts';

const root = join(import.meta.dirname, '..');

/** The phone of the browser benches (web-vitals, offline-capture): 375x812 at 2x, touch. */
export const PHONE_CONTEXT = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
} as const;

export const BENCH_SESSION_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

export interface ServerProcessOptions {
  /**
   * The entry point, from the repository root: api/src/main.ts (TypeScript, run through tsx) or the
   * compiled dist/server/main.mjs that `npm start` runs.
   */
  script: string;
  port: number;
  databaseUrl: string;
  /** Added to (and overriding) the production settings below. */
  env?: Record<string, string>;
  /** Node flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** How often to ask /health while the server starts (default 100 ms). */
  pollMs?: number;
  /** 'inherit' to see the server's output; 'pipe' keeps it out of the bench's own. */
  stdout?: 'inherit' | 'pipe';
}

/** Starts a server in its own process and resolves once http://127.0.0.1:<port>/health answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ChildProcess> {
  const loader = options.script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(tmpdir(), `oneiro-bench-data-${options.port}`),
      WEB_DIST_DIR: join(tmpdir(), 'oneiro-no-web'),
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'pipe', 'inherit'],
  });
  // Generous: from source (tsx) on a loaded 2-core machine a start has taken over 40 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${options.port}/health`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
    }
  }
  child.kill();
  throw new Error(`${options.script} did not start`);
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The p-th percentile (0-100) of samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The `name=value` of the session cookie a sign-in or registration set. Not simply the first
 * Set-Cookie: a sign-in also sets the trusted-device cookie (modules/auth/trusted-device.ts).
 */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('oneiro_session='));
}

/**
 * Registers `username` through the REST API of the server at `base` and writes `count` generated
 * dreams as that user (the same factories as the tests). Returns the session cookie.
 */
export async function registerWithDreams(base: string, username: string, count: number, seed: number): Promise<string> {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.org`, password: 'correct horse battery' }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = sessionCookieOf(register)!;
  const random = randomSource(seed);
  for (let i = 0; i < count; i += 1) {
    const dream = buildDream(random);
    const response = await fetch(`${base}/api/dreams`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ title: dream.title, content: dream.content, tags: dream.tags, date: dream.date }),
    });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
  }
  return cookie;
}
