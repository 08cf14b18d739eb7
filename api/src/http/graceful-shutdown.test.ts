// SIGTERM on a real server process: it stops accepting at once, closes live-update sockets with a
// code the client reconnects on (1012), lets a request in flight finish and keeps its write, then
// exits 0; a request still running after SHUTDOWN_GRACE_MS has its connection closed and the process
// exits all the same.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webm } from '#api-test/audio-upload.ts';
import { startServerProcess, type ServerProcess } from '#api-test/server-process.ts';
import { registerUser, TestBrowser } from '#api-test/test-app.ts';
import { SERVER_RESTART_CLOSE_CODE } from './websocket.ts';

const folders: string[] = [];
const processes: ServerProcess[] = [];
afterAll(() => {
  for (const server of processes) server.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function start(graceMs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oneiro-shutdown-'));
  folders.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${join(dataDir, 'test.db')}`,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
  processes.push(server);
  const browser = new TestBrowser(server.url, 'en');
  const user = await registerUser(browser);
  return { server, browser, user, dataDir };
}

/** GET /health on a connection of `agent` (a new one with `agent: false`). */
function health(url: string, agent: Agent | false) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const outgoing = request(`${url}/health`, { agent });
    outgoing.once('response', (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

/** Starts an upload and sends half of its body: a request in flight until `finish` is called. */
function halfSentUpload(browser: TestBrowser, bytes: Buffer) {
  const body = Buffer.from(
    JSON.stringify({ audioData: `data:audio/webm;base64,${bytes.toString('base64')}`, duration: 3 }),
  );
  const outgoing = request(`${browser.baseUrl}/api/audio`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Cookie: browser.cookie },
  });
  const answered = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    outgoing.once('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }),
      );
      response.once('error', reject);
    });
    outgoing.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  outgoing.write(body.subarray(0, half));
  return { answered, finish: () => outgoing.end(body.subarray(half)) };
}

describe('SIGTERM', () => {
  it('stops accepting, closes websockets with 1012, finishes the request in flight, then exits 0', async () => {
    const { server, browser, user, dataDir } = await start(10_000);
    const socket = browser.websocket();
    const events = socket.client.iterate({ query: 'subscription { dreamChanged { kind } }' });
    void events.next().catch(() => undefined);
    // Let the subscription reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const upload = halfSentUpload(browser, webm(20_000));
    // A kept-alive connection, idle when the stop begins (as a proxy's are).
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await health(server.url, keptAlive)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    expect(await socket.closed).toBe(SERVER_RESTART_CLOSE_CODE);
    // No new connection is accepted...
    await expect(health(server.url, false)).rejects.toThrow(/ECONNREFUSED/);
    // ...but the idle one was not closed under its client: a request on it is answered, and the
    // answer closes it (a proxy that had just sent a POST on it would otherwise answer 502).
    expect(await health(server.url, keptAlive)).toEqual({ status: 200, connection: 'close' });
    keptAlive.destroy();

    upload.finish();
    const answer = await upload.answered;
    const answeredAt = Date.now();
    expect(answer.status, server.stderr()).toBe(200);
    expect(answer.connection).toBe('close');
    const { audioUrl } = JSON.parse(answer.body) as { audioUrl: string };
    expect(readdirSync(join(dataDir, 'audio', String(user.databaseId)))).toEqual([audioUrl.split('/').pop()]);
    expect(await server.exited).toBe(0);
    // It did not wait for the grace period (10 s) once nothing was in flight.
    expect(Date.now() - answeredAt).toBeLessThan(8000);
  });

  it('closes a request that outlives SHUTDOWN_GRACE_MS and exits all the same', async () => {
    const { server, browser, user, dataDir } = await start(1000);
    const upload = halfSentUpload(browser, webm(20_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect(upload.answered).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    // Nothing half-written was kept.
    expect(existsSync(join(dataDir, 'audio', String(user.databaseId)))).toBe(false);
  });
});
