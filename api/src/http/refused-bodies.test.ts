// A body over the limit, as a client sends it: the whole of it, in chunks, while the answer is
// already on its way. The client must read the 413 and its message every time, not a connection
// reset (one 5 MB dream in three used to end that way); and a client that keeps sending far more,
// or for far longer, than the server is willing to read and throw away still has its connection closed.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REFUSED_BODY_DRAIN, sendThenDrain } from './request.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = Number(new URL(t.url).port);
});
afterAll(() => t.stop());

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * Sends `size` bytes of body in 64 KiB chunks with a pause every megabyte, as a client on a real
 * link would, through Node's own HTTP client. `declareLength` false sends it chunked (no length:
 * the server finds out only once it has read past its limit).
 */
function sendLargeBody(
  path: string,
  size: number,
  headers: Record<string, string>,
  declareLength = true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          ...(declareLength ? { 'Content-Length': String(size) } : {}),
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    void (async () => {
      // A JSON object whose one string runs past the limit.
      const opening = Buffer.from('{"title":"A long dream","content":"');
      const chunk = Buffer.alloc(65_536, 'a');
      req.write(opening);
      let sent = opening.length;
      while (sent < size - 2 && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - 2 - sent));
        if (!req.write(piece)) await new Promise((resume) => req.once('drain', resume));
        sent += piece.length;
        if (sent % (1024 * 1024) < chunk.length) await new Promise((pause) => setTimeout(pause, 5));
      }
      if (!req.destroyed) req.end('"}');
    })().catch(reject);
  });
}

describe('a body over the limit', () => {
  it('is answered 413 with its message, read by the client every time (REST, 5 MB)', async () => {
    for (let run = 0; run < 10; run++) {
      const answer = await sendLargeBody('/api/dreams', 5 * 1024 * 1024, {});
      expect(answer.status, `run ${run}`).toBe(413);
      expect(JSON.parse(answer.body), `run ${run}`).toEqual({
        message: 'The request is too large.',
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(answer.connection).toBe('close');
    }
  });

  it('is answered 413 with its message through fetch too (a 5 MB JSON body in one piece)', async () => {
    const body = JSON.stringify({ title: 'A long dream', content: 'a'.repeat(5 * 1024 * 1024) });
    for (let run = 0; run < 10; run++) {
      const response = await fetch(`${t.url}/api/dreams`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
        body,
      });
      expect(response.status, `run ${run}`).toBe(413);
      expect((await response.json()).message, `run ${run}`).toBe('La solicitud es demasiado grande.');
    }
  });

  it('is answered 413 on GraphQL too, with no declared length (read until past the limit)', async () => {
    for (let run = 0; run < 10; run++) {
      const answer = await sendLargeBody('/graphql', 5 * 1024 * 1024, {}, false);
      expect(answer.status, `run ${run}`).toBe(413);
      expect(JSON.parse(answer.body).code, `run ${run}`).toBe('PAYLOAD_TOO_LARGE');
      expect(answer.connection).toBe('close');
    }
  });

  it('is answered 413 on the recording upload, whose limit is far larger (40 MB)', async () => {
    const { browser } = await t.signedIn();
    for (let run = 0; run < 3; run++) {
      const answer = await sendLargeBody('/api/audio', 40 * 1024 * 1024, { Cookie: browser.cookie });
      expect(answer.status, `run ${run}`).toBe(413);
      expect(JSON.parse(answer.body).code, `run ${run}`).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('still closes the connection of a client that sends far more than the server reads and throws away', async () => {
    const size = REFUSED_BODY_DRAIN.maxBytes * 2;
    const result = await new Promise<{ response: string; closed: boolean; sent: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let response = '';
      let sent = 0;
      let closed = false;
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ response, closed, sent });
      };
      // Far longer than the drain takes; reaching it means the server held the connection.
      const timer = setTimeout(finish, REFUSED_BODY_DRAIN.maxMs + 5_000);
      socket.on('data', (chunk) => (response += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        closed = true;
        finish();
      });
      socket.on('connect', async () => {
        socket.write(
          `POST /api/dreams HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${size}\r\n\r\n`,
        );
        const chunk = Buffer.alloc(256 * 1024, 'a');
        while (sent < size && !closed && !socket.destroyed) {
          if (!socket.write(chunk)) {
            await new Promise<void>((resume) => {
              const go = () => {
                socket.off('drain', go);
                socket.off('close', go);
                resume();
              };
              socket.on('drain', go);
              socket.on('close', go);
            });
          }
          sent += chunk.length;
        }
      });
    });
    expect(result.response).toMatch(/^HTTP\/1.1 413/);
    expect(result.closed).toBe(true);
    expect(result.sent).toBeLessThan(size);
  }, 40_000);

  it('closes the connection of a client that trickles its body for longer than the drain may last', async () => {
    // sendThenDrain itself, on a server of its own, with a drain time short enough for a test.
    const server = createServer((req, res) =>
      sendThenDrain(res, 413, {}, '{"code":"PAYLOAD_TOO_LARGE"}', { maxBytes: 1e9, maxMs: 300 }),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const serverPort = (server.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const result = await new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
        const socket = connect(serverPort, '127.0.0.1');
        let response = '';
        const trickle = setInterval(() => socket.write('a'), 20);
        const giveUp = setTimeout(() => socket.destroy(), 5_000);
        socket.on('data', (chunk) => (response += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(trickle);
          clearTimeout(giveUp);
          resolve({ response, closedAfterMs: Date.now() - started });
        });
        socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n`);
      });
      expect(result.response).toMatch(/^HTTP\/1.1 413/);
      expect(result.closedAfterMs).toBeLessThan(2_000);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
