// A streamed answer stops when its client leaves: the stream is cancelled and the request's signal
// aborts, so nothing keeps producing (or holding memory) for a client that is gone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { abortOnDisconnect, pipeResponseBody } from './response-stream.ts';

describe('pipeResponseBody', () => {
  it('cancels an endless stream and aborts the signal when the client disconnects', async () => {
    let cancelled!: () => void;
    const streamCancelled = new Promise<void>((resolve) => (cancelled = resolve));
    let aborted!: () => void;
    const signalAborted = new Promise<void>((resolve) => (aborted = resolve));
    let piped!: Promise<void>;
    const server = createServer((req, res) => {
      const signal = abortOnDisconnect(res);
      signal.addEventListener('abort', () => aborted());
      let tick = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          controller.enqueue(new TextEncoder().encode(`data: ${(tick += 1)}\n\n`));
        },
        cancel: () => cancelled(),
      });
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      piped = pipeResponseBody(new Response(endless), res, signal);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: client.signal });
    const reader = response.body!.getReader();
    await reader.read();
    client.abort();
    const outcome = await Promise.race([
      Promise.all([streamCancelled, signalAborted, piped]).then(() => 'stopped'),
      new Promise((resolve) => setTimeout(resolve, 4_000, 'still streaming')),
    ]);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(outcome).toBe('stopped');
  });

  it('writes a finite body whole and ends the response', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200);
      void pipeResponseBody(new Response('x'.repeat(200_000)), res, abortOnDisconnect(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect((await (await fetch(`http://127.0.0.1:${port}/`)).text()).length).toBe(200_000);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
