// The server as `npm start` runs it: plain `node` on the build in dist/server (made by
// `npm run test:e2e`), no TypeScript at run time, finding its migrations and the web build from the
// compiled layout, compressing what it sends, and stopping cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from './support/server.ts';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist', 'server', 'main.mjs');
let server: ChildProcess;
let base = '';
let dataDir = '';

function head(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(base + path, { method: 'HEAD', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('dist/server is missing: run `npm run build`');
  dataDir = mkdtempSync(join(tmpdir(), 'oneiro-compiled-'));
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, 'oneiro.db')}`,
      WEB_DIST_DIR: WEB_DIST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /open (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    });
    server.once('exit', (code) => reject(new Error(`the compiled server exited with ${code}: ${output}`)));
  });
});
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('migrates a new database and answers /ready', async () => {
    const response = await fetch(`${base}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('creates an account (Prisma, argon2 and the GraphQL schema from the bundle)', async () => {
    const response = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'compiled', email: 'compiled@example.org', password: 'correct horse battery' }),
    });
    expect(response.status).toBe(201);
  });

  it('sends the web client compressed', async () => {
    // index.html itself is under a kilobyte, which the build leaves as it is.
    const page = await head('/landing', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const asset = await head(script!, { 'Accept-Encoding': accept! });
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers.vary).toBe('Accept-Encoding');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
