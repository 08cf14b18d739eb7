import { createHash } from 'node:crypto';
// Compressed answers: the build's pre-compressed static files chosen by Accept-Encoding, and API
// answers compressed above the size threshold only. Requests go through node:http, which (unlike
// fetch) shows the bytes on the wire.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/vite-compress.ts';
import { buildDream, insertDreams, randomSource } from '../../test/factories.ts';
import { registerUser, startTestApp, type TestApp, type TestBrowser } from '../../test/test-app.ts';
import { acceptedEncodings, DYNAMIC_COMPRESSION_MIN_BYTES } from './compression.ts';

let t: TestApp;
let webDist: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `dream${i % 37}`))};\n`;
const page = `<!doctype html><title>Oneiro</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
// The real page's inline start sends queries and adds the preload links (web/vite-signed-in-html.ts).
const inlineStart = 'window.started = 1;';
const signedInPage = page.replace(
  '<title>',
  `<script>${inlineStart}</script><link rel="modulepreload" href="/assets/main-abc123.js"><title>`,
);

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(t.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'oneiro-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, 'index.signed-in.html'), signedInPage);
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  await precompressDir(webDist);
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('BR;Q=1')).toEqual(['br']);
  });
});

describe('static files', () => {
  it('the build writes a brotli and a gzip copy beside each compressible file, not beside tiny ones', () => {
    const original = readFileSync(join(webDist, 'assets', 'main-abc123.js'));
    const br = readFileSync(join(webDist, 'assets', 'main-abc123.js.br'));
    const gz = readFileSync(join(webDist, 'assets', 'main-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    expect(() => readFileSync(join(webDist, 'assets', 'tiny-abc123.js.br'))).toThrow();
  });

  it.each([
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('sends the variant for "%s" with its own length, Vary and immutable caching', async (accept, encoding, suffix) => {
    const response = await get('/assets/main-abc123.js', { 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const variant = readFileSync(join(webDist, 'assets', `main-abc123.js${suffix}`));
    expect(Number(response.headers['content-length'])).toBe(variant.length);
    expect(decode(response)).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
    expect(response.body.toString()).toBe(script);
  });

  it('sends a file without variants as it is, whatever the client accepts', async () => {
    const response = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};\n');
  });

  it('serves index.html compressed, revalidated on every visit, and 304 when unchanged', async () => {
    for (const path of ['/', '/dreams/42']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response)).toBe(page);
      const etag = response.headers.etag!;
      expect(etag).toBeTruthy();
      const again = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // A new build is a new file: the old validator no longer matches.
    const before = (await get('/', { 'Accept-Encoding': 'br' })).headers.etag!;
    writeFileSync(join(webDist, 'index.html'), page.replace('Oneiro', 'Oneiro 2'));
    await precompressDir(webDist);
    const after = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(decode(after)).toContain('Oneiro 2');
  });
});

describe("home's page with a session cookie (web/vite-signed-in-html.ts)", () => {
  const cookie = 'oneiro_session=anything';

  it('preloads the signed-in code for a browser with a session cookie, on home only', async () => {
    const signedIn = await get('/', { 'Accept-Encoding': 'br', Cookie: `theme=light; ${cookie}` });
    expect(signedIn.status).toBe(200);
    expect(decode(signedIn)).toBe(signedInPage);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers.vary).toBe('Accept-Encoding, Cookie');
    // Its one inline script is allowed by its hash, and no other page allows any.
    const hash = `'sha256-${createHash('sha256').update(inlineStart).digest('base64')}'`;
    expect(signedIn.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);

    const anonymous = await get('/', { 'Accept-Encoding': 'br', Cookie: 'theme=light' });
    expect(decode(anonymous)).not.toContain('modulepreload');
    expect(anonymous.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(anonymous.headers['content-security-policy']).toContain("script-src 'self';");
    expect(anonymous.headers['content-security-policy']).not.toContain('sha256');

    // Other pages do not depend on the cookie.
    const deepLink = await get('/dreams/42', { 'Accept-Encoding': 'br', Cookie: cookie });
    expect(decode(deepLink)).not.toContain('modulepreload');
    expect(deepLink.headers.vary).toBe('Accept-Encoding');
  });

  it("never answers 304 to one page with the other's validator", async () => {
    const signedIn = await get('/', { Cookie: cookie });
    const signedOut = await get('/', { 'If-None-Match': signedIn.headers.etag! });
    expect(signedOut.status).toBe(200);
    expect(decode(signedOut)).not.toContain('modulepreload');
    const again = await get('/', { Cookie: cookie, 'If-None-Match': signedIn.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html when the build has no signed-in page', async () => {
    rmSync(join(webDist, 'index.signed-in.html'));
    try {
      const response = await get('/', { Cookie: cookie });
      expect(response.status).toBe(200);
      expect(decode(response)).not.toContain('modulepreload');
    } finally {
      writeFileSync(join(webDist, 'index.signed-in.html'), signedInPage);
    }
  });
});

describe('API answers', () => {
  let owner: TestBrowser;

  beforeAll(async () => {
    owner = t.browser();
    const user = await registerUser(owner);
    const random = randomSource(16);
    await insertDreams(
      user.databaseId,
      Array.from({ length: 60 }, () => buildDream(random)),
    );
  });

  it('compresses a large answer for a client that accepts it, and says so', async () => {
    const cookie = { Cookie: owner.cookie };
    const plain = await get('/api/dreams', cookie);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(DYNAMIC_COMPRESSION_MIN_BYTES);
    expect(JSON.parse(plain.body.toString())).toHaveLength(60);

    // Per request gzip costs half brotli's time for about the same size; brotli only when it is all.
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const compressed = await get('/api/dreams', { ...cookie, 'Accept-Encoding': accept });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(compressed)).toBe(plain.body.toString());
    }
  });

  it('compresses large GraphQL answers too', async () => {
    const response = await new Promise<RawResponse>((resolve, reject) => {
      const body = JSON.stringify({ query: '{ me { dreams(first: 60) { edges { node { id title content } } } } }' });
      const req = httpRequest(
        t.url + '/graphql',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, 'Accept-Encoding': 'br' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const result = JSON.parse(decode(response)) as { data: { me: { dreams: { edges: unknown[] } } } };
    expect(result.data.me.dreams.edges).toHaveLength(60);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/user', { Cookie: owner.cookie, 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(DYNAMIC_COMPRESSION_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
  });
});
