// The server around the API: health, static files, GraphiQL, GraphQL's limits and error masking.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../graphql/errors.ts';
import type { Logger } from '../logger.ts';
import { maskError } from './graphql-server.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'oneiro-web-'));
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Oneiro</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('operations', () => {
  it('/health says the process is alive and /ready that the database answers', async () => {
    expect((await t.browser().request('GET', '/health')).body).toEqual({ status: 'ok' });
    expect((await t.browser().request('GET', '/ready')).body).toEqual({ status: 'ready' });
  });
});

describe('web client', () => {
  it('serves index.html for app routes, with a strict CSP and no caching', async () => {
    for (const path of ['/', '/landing', '/dreams/42', '/some/unknown/page']) {
      const response = await fetch(t.url + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and 404s missing ones', async () => {
    const asset = await fetch(`${t.url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await fetch(t.url + path);
      expect(await response.text()).not.toContain('"dependencies"');
      expect(await fetch(t.url + path).then((r) => r.text())).not.toContain('root:');
    }
  });

  it('sends security headers', async () => {
    const response = await fetch(`${t.url}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('GraphiQL', () => {
  it('is served at /graphql to a browser, with its bundle from this server (no CDN)', async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/graphiql/assets/yoga-graphiql.umd.js');
    expect(html).not.toMatch(/https?:\/\/(unpkg|raw\.githubusercontent)/);
    const bundle = await fetch(`${t.url}/graphiql/assets/yoga-graphiql.umd.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe('GraphQL limits', () => {
  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await t.browser().graphql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message ?? '').toMatch(/alias/i);
  });

  it('lets a full page of the archive through but refuses the same page fanned out by aliases', async () => {
    const page = `dreams(first: 100) { edges { cursor node { id databaseId title preview(length: 100) date tags isFavorite hasAudio } } pageInfo { hasNextPage endCursor } }`;
    const single = await t.browser().graphql(`{ me { ${page} } }`);
    expect(single.errors).toBeUndefined();
    const fanned = Array.from({ length: 8 }, (_, i) => `a${i}: ${page}`).join(' ');
    const result = await t.browser().graphql(`{ me { ${fanned} } }`);
    expect(result.errors?.[0]?.message ?? '').toMatch(/cost/i);
  });

  it('refuses mutations over GET (they would be cross-site requestable)', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('mutation { logout { success } }')}`, {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(405);
  });

  it('refuses a POST that is not JSON (415)', async () => {
    const response = await t
      .browser()
      .request('POST', '/graphql', 'query={me{id}}', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('refuses an oversized body (413)', async () => {
    const response = await t
      .browser()
      .request('POST', '/graphql', { query: `{ me { id } } # ${'x'.repeat(2_000_000)}` });
    expect(response.status).toBe(413);
  });

  it('answers null for a global id whose key is not a number, like any unknown id', async () => {
    const id = Buffer.from('User:abc').toString('base64');
    const result = await t.browser().graphql(`query Node($id: ID!) { node(id: $id) { id } }`, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });
});

describe('error masking', () => {
  const logged: unknown[] = [];
  const logger = { error: (entry: unknown) => logged.push(entry) } as unknown as Logger;

  it('replaces an unexpected error with a generic one and logs the original', () => {
    const internal = new GraphQLError('boom', { originalError: new Error('SQLITE_CORRUPT at /srv/data/oneiro.db') });
    const masked = maskError(logger)(internal);
    expect(masked.message).toBe('Unexpected error.');
    expect((masked as GraphQLError).extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(masked)).not.toContain('SQLITE_CORRUPT');
    expect(logged).toHaveLength(1);
  });

  it('lets coded errors through unchanged', () => {
    const coded = new GraphQLError('nope', {
      originalError: new AppError('FORBIDDEN', 'You do not have permission to do this.'),
    });
    expect(maskError(logger)(coded)).toBe(coded);
  });
});
