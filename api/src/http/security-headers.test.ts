// An app without a public address, behind a trusted proxy (TRUST_PROXY): what it sends depends on
// how each request came. Over plain http no HSTS (it would promise https where there is none) and
// the plain cookie name; over https (the proxy's X-Forwarded-Proto) HSTS, the `__Host-` name and an
// https-only origin. The headers' values themselves, with billing on and with a public address.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '#api-test/raw-http.ts';
import { REGISTER, startTestApp, type TestApp } from '#api-test/test-app.ts';
import { permissionsPolicy } from './http-handler.ts';
import { appContentSecurityPolicy } from './static-files.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'oneiro-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Oneiro</title><div id="root"></div>');
  t = await startTestApp({ TRUST_PROXY: 'true', WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const OVER_HTTPS = { 'X-Forwarded-Proto': 'https' };

function register(name: string, headers: Record<string, string>) {
  const input = { username: name, email: `${name}@example.org`, password: 'correct horse battery' };
  return rawRequest(t.url, 'POST', '/graphql', headers, { query: REGISTER, variables: { input } });
}

describe('over plain http', () => {
  it('sends no HSTS, and the Permissions-Policy', async () => {
    for (const path of ['/', '/api/user', '/health']) {
      const response = await rawRequest(t.url, 'GET', path);
      expect(response.headers['strict-transport-security'], path).toBeUndefined();
      expect(response.headers['permissions-policy'], path).toContain('microphone=(self)');
    }
  });

  it('names the cookie oneiro_session, without Secure', async () => {
    const response = await register('plainsleeper', {});
    const cookie = response.cookies.find((line) => line.includes('oneiro_session='))!;
    expect(cookie).toMatch(/^oneiro_session=/);
    expect(cookie).not.toContain('Secure');
  });

  it("accepts this server's http origin", async () => {
    const response = await rawRequest(t.url, 'POST', '/api/login', { Origin: t.url }, { username: 'x', password: 'y' });
    expect(response.status).toBe(401);
  });

  it("lets pages connect to 'self' only (same-host websockets included in CSP level 3)", async () => {
    const csp = (await rawRequest(t.url, 'GET', '/')).headers['content-security-policy'] ?? '';
    expect(csp).toContain("connect-src 'self';");
  });
});

describe('over https, through the trusted proxy', () => {
  it('sends HSTS', async () => {
    const response = await rawRequest(t.url, 'GET', '/', OVER_HTTPS);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('names the cookie __Host-oneiro_session, Secure, and reads it under that name only', async () => {
    const response = await register('securesleeper', OVER_HTTPS);
    const cookie = response.cookies.find((line) => line.includes('oneiro_session='))!;
    expect(cookie).toMatch(/^__Host-oneiro_session=.*; Path=\/;.*; Secure$/);
    const session = cookie.split(';')[0]!;
    expect((await rawRequest(t.url, 'GET', '/api/user', { ...OVER_HTTPS, Cookie: session })).status).toBe(200);
    // Over plain http the server uses (and reads) the other name.
    expect((await rawRequest(t.url, 'GET', '/api/user', { Cookie: session })).status).toBe(401);
  });

  it('accepts the https origin only', async () => {
    const host = new URL(t.url).host;
    const post = (origin: string) =>
      rawRequest(t.url, 'POST', '/api/login', { ...OVER_HTTPS, Origin: origin }, { username: 'x', password: 'y' });
    expect((await post(`https://${host}`)).status).toBe(401);
    expect((await post(`http://${host}`)).status).toBe(403);
  });
});

describe('header values', () => {
  it('opens the payment feature to Stripe only with billing on', () => {
    expect(permissionsPolicy(false)).toBe('microphone=(self), camera=(), geolocation=(), usb=(), payment=()');
    expect(permissionsPolicy(true)).toBe(
      'microphone=(self), camera=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    );
  });

  it("names the public address's ws origin for live updates, and Stripe's API only with billing on", () => {
    const connectSrc = (csp: string) => /connect-src ([^;]*);/.exec(csp)?.[1];
    expect(connectSrc(appContentSecurityPolicy({ publicUrl: undefined, stripe: false }))).toBe("'self'");
    expect(connectSrc(appContentSecurityPolicy({ publicUrl: new URL('http://dreams.lan:8080'), stripe: false }))).toBe(
      "'self' ws://dreams.lan:8080",
    );
    const withStripe = appContentSecurityPolicy({ publicUrl: new URL('https://dreams.example.org'), stripe: true });
    expect(connectSrc(withStripe)).toBe("'self' wss://dreams.example.org https://api.stripe.com");
    expect(withStripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(withStripe).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;');
    expect(appContentSecurityPolicy({ publicUrl: undefined, stripe: false })).not.toContain('stripe');
  });
});
