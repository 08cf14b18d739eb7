// What the server refuses before any handler runs, as an attacker would send it: hosts it does not
// answer for (DNS rebinding) and malformed ones, origins that differ in scheme or port, bodies over
// the limit (the connection closes), JSON nested too deep or holding lone surrogates, REST bodies that
// are not objects, and subscriptions over plain HTTP (refused at once, never left hanging).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ MAX_BODY_BYTES: '65536' });
  port = Number(new URL(t.url).port);
});
afterAll(() => t.stop());

interface RawExchange {
  /** Everything the server sent before closing (or before the exchange's time was up). */
  response: string;
  /** Whether the server closed the connection. */
  closed: boolean;
  /** Body bytes the client managed to hand to its socket before the connection closed. */
  sent: number;
}

/**
 * A raw HTTP/1.1 exchange, for what fetch refuses to send (a malformed Host) or hides (when the
 * server closes the connection). Sends `head`, then up to `bodyBytes` of body in 64 KiB chunks while
 * the connection stays open. Bounded: gives up after `limitMs`.
 */
function rawExchange(head: string, bodyBytes = 0, limitMs = 5_000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed, sent });
    };
    const timer = setTimeout(finish, limitMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', async () => {
      socket.write(head);
      const chunk = Buffer.alloc(65_536, 'a');
      while (sent < bodyBytes && !closed && !socket.destroyed) {
        if (!socket.write(chunk)) {
          await new Promise((resume) => {
            socket.once('drain', resume);
            socket.once('close', resume);
          });
        }
        sent += chunk.length;
      }
    });
  });
}

describe('hosts', () => {
  it('answers for loopback names on any port, as configured without a public address', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const { response } = await rawExchange(`GET /api/user HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(response).toMatch(/^HTTP\/1.1 401/);
    }
  });

  it('refuses a host it does not answer for (DNS rebinding), even with a matching Origin: 421, nothing written', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const host = `rebind.evil.example:${port}`;
    const body = JSON.stringify({ title: 'Rebound', content: '<p>written through a rebound name</p>' });
    const { response } = await rawExchange(
      `POST /api/dreams HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nCookie: ${browser.cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response).toMatch(/^HTTP\/1.1 421/);
    expect(response).toContain('"code":"MISDIRECTED_REQUEST"');
    expect((await browser.request('GET', '/api/dreams')).body).toEqual([]);
  });

  it('answers a malformed Host with 400, not 500', async () => {
    for (const host of ['a b', '[::', 'x:99999', 'a/b', 'user@host']) {
      const { response } = await rawExchange(`GET /api/dreams HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(response, host).toMatch(/^HTTP\/1.1 400/);
      expect(response, host).toContain('"code":"BAD_REQUEST"');
    }
  });

  it('keeps /health answering whatever the host, for probes that use an instance address', async () => {
    const { response } = await rawExchange(`GET /health HTTP/1.1\r\nHost: 10.0.0.7:3000\r\nConnection: close\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1.1 200/);
  });
});

describe('origins', () => {
  it('compares scheme, host and port: only this server exactly', async () => {
    const browser = t.browser();
    const login = { username: 'nobody', password: 'whatever1' };
    for (const origin of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`, 'http://127.0.0.1', 'null']) {
      const response = await browser.request('POST', '/api/login', login, { Origin: origin });
      expect(response.status, origin).toBe(403);
    }
    const same = await browser.request('POST', '/api/login', login, { Origin: t.url });
    expect(same.status).toBe(401);
  });
});

describe('bodies', () => {
  // Their clients read the 413 every time: api/src/http/refused-bodies.test.ts.
  it('answers a declared oversized body 413 before reading it, and closes the connection after it', async () => {
    const size = 14 * 1024 * 1024;
    const exchange = await rawExchange(
      `POST /api/dreams HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      size,
    );
    expect(exchange.response).toMatch(/^HTTP\/1.1 413/);
    expect(exchange.response).toMatch(/\r\nConnection: close\r\n/i);
    expect(exchange.closed).toBe(true);
  });

  it('answers 413 once a chunked body passes the limit, on GraphQL too, and closes the connection', async () => {
    const size = 14 * 1024 * 1024;
    const exchange = await rawExchange(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${(size - 100).toString(16)}\r\n`,
      size,
    );
    expect(exchange.response).toMatch(/^HTTP\/1.1 413/);
    expect(exchange.response).toMatch(/\r\nConnection: close\r\n/i);
    expect(exchange.closed).toBe(true);
  });

  it('refuses JSON nested deeper than any input, with a clear 400 (REST and GraphQL)', async () => {
    const browser = t.browser();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const rest = await browser.request('POST', '/api/login', `{"username":${deep}}`, {
      'Content-Type': 'application/json',
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The request is nested too deeply.' });
    const object = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const graphql = await browser.request('POST', '/graphql', `{"query":"{ me { id } }","variables":${object}}`, {
      'Content-Type': 'application/json',
    });
    expect(graphql.status).toBe(400);
    expect(graphql.body.message).toBe('The request is nested too deeply.');
  });

  it('refuses a lone UTF-16 surrogate with 400, and stores nothing', async () => {
    const browser = t.browser();
    await registerUser(browser);
    for (const escaped of ['\\ud800', '\\udfff', 'a\\ud83d b']) {
      const body = `{"title":"Dream ${escaped}","content":"<p>text</p>"}`;
      const response = await browser.request('POST', '/api/dreams', body, { 'Content-Type': 'application/json' });
      expect(response.status, escaped).toBe(400);
      expect(response.body.message).toBe('The request contains text that is not valid Unicode.');
    }
    const graphql = await browser.request(
      'POST',
      '/graphql',
      `{"query":"mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id } } }","variables":{"input":{"content":"\\udc00"}}}`,
      { 'Content-Type': 'application/json' },
    );
    expect(graphql.status).toBe(400);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await browser.request('POST', '/api/dreams', '{"title":"\\ud83c\\udf19","content":"<p>moon</p>"}', {
      'Content-Type': 'application/json',
    });
    expect(emoji.status).toBe(201);
    expect(emoji.body.title).toBe('🌙');
    expect((await browser.request('GET', '/api/dreams')).body).toHaveLength(1);
  });

  it('answers a REST body that is not a JSON object with 400 on every route that takes a body', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const created = await browser.request('POST', '/api/dreams', { title: 'Kept', content: '<p>kept as it is</p>' });
    const id = created.body.id as number;
    for (const body of ['[]', '"hello"', '42', 'null', 'true']) {
      for (const [method, path] of [
        ['PUT', `/api/dreams/${id}`],
        ['POST', `/api/dreams/${id}/ai-interpretation`],
        ['POST', '/api/dreams'],
        ['POST', '/api/login'],
      ] as const) {
        const response = await browser.request(method, path, body, { 'Content-Type': 'application/json' });
        expect(response.status, `${method} ${path} ${body}`).toBe(400);
        expect(response.body.message).toBe('The request body must be a JSON object.');
      }
    }
    const dream = await browser.request('GET', `/api/dreams/${id}`);
    expect(dream.body.title).toBe('Kept');
    expect(dream.body.interpretations ?? []).toEqual([]);
  });
});

describe('subscriptions over plain HTTP', () => {
  const SUBSCRIPTION = 'subscription { dreamChanged { kind } }';

  it('are refused at once with a clear error, over POST and over GET as an event stream', async () => {
    const browser = t.browser();
    await registerUser(browser);
    const post = await browser.request('POST', '/graphql', { query: SUBSCRIPTION });
    expect(post.body.errors[0]).toMatchObject({
      message: 'Live updates are only available over the websocket at /graphql.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent(SUBSCRIPTION)}`, {
      headers: { Accept: 'text/event-stream', Cookie: browser.cookie },
      signal: AbortSignal.timeout(5_000),
    });
    // The stream carries the error and ends: reading it to the end returns.
    expect(await get.text()).toContain('Live updates are only available over the websocket at /graphql.');
  });
});

describe('GraphiQL', () => {
  it('is served with a Content-Security-Policy that allows its own inline scripts by hash only', async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { Accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){2}(;|$)/);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
