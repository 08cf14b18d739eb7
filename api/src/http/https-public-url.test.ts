// An app whose public address is https (a proxy in front ends TLS; requests reach this process
// over plain http): its own origin is https only, every answer asks for https from now on (HSTS),
// the session cookie has the `__Host-` name, and pages may open a connection to that origin only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, upgradeStatus } from '#api-test/raw-http.ts';
import { registerUser, startTestApp, type TestApp } from '#api-test/test-app.ts';

const PUBLIC = 'https://dreams.example.org';
const HOST = 'dreams.example.org';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'oneiro-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Oneiro</title><div id="root"></div>');
  t = await startTestApp({ PUBLIC_URL: PUBLIC, WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const login = { username: 'nobody', password: 'whatever1' };

describe('origins', () => {
  it('accepts only the https origin, refusing the same host over plain http (requests and websockets)', async () => {
    // 401: the origin passed and the login was tried; 403: refused as cross-site.
    const post = (origin: string, host = HOST) =>
      rawRequest(t.url, 'POST', '/api/login', { Host: host, Origin: origin }, login);
    expect((await post(PUBLIC)).status).toBe(401);
    expect((await post(`http://${HOST}`)).status).toBe(403);
    // Reached by a loopback name (as outside production): the same rule, https only.
    const loopback = new URL(t.url).host;
    expect((await post(`https://${loopback}`, loopback)).status).toBe(401);
    expect((await post(`http://${loopback}`, loopback)).status).toBe(403);

    expect(await upgradeStatus(t.url, { Host: HOST, Origin: PUBLIC })).toBe(101);
    expect(await upgradeStatus(t.url, { Host: HOST, Origin: `http://${HOST}` })).toBe(403);
  });
});

describe('headers', () => {
  it('sends HSTS and the Permissions-Policy on every answer: API, page, error, probe', async () => {
    for (const path of ['/api/user', '/', '/health', '/api/nothing-here']) {
      const response = await rawRequest(t.url, 'GET', path, { Host: HOST });
      expect(response.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['permissions-policy'], path).toBe(
        'microphone=(self), camera=(), geolocation=(), usb=(), payment=()',
      );
    }
  });

  it("lets the app's pages connect to its own origin only: itself and its wss address", async () => {
    const page = await rawRequest(t.url, 'GET', '/', { Host: HOST });
    const csp = page.headers['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' wss://${HOST};`);
    expect(csp).not.toMatch(/\bws: |\bwss: /);
  });
});

describe('the session cookie', () => {
  it('is named __Host-oneiro_session, Secure, for the whole site and no other domain, and works under that name', async () => {
    const browser = t.browser();
    const user = await registerUser(browser);
    expect(browser.cookie).toMatch(/^__Host-oneiro_session=/);

    const signedIn = await rawRequest(
      t.url,
      'POST',
      '/api/login',
      { Origin: PUBLIC, Host: HOST },
      {
        username: user.username,
        password: user.password,
      },
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies.find((line) => line.startsWith('__Host-oneiro_session='))!;
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/domain=/i);
    expect(signedIn.cookies.some((line) => line.startsWith('oneiro_session='))).toBe(false);

    const session = cookie.split(';')[0]!;
    expect((await rawRequest(t.url, 'GET', '/api/user', { Host: HOST, Cookie: session })).status).toBe(200);
    // The plain name is not a session here: a plain-http page could have set it.
    const plain = session.replace('__Host-', '');
    expect((await rawRequest(t.url, 'GET', '/api/user', { Host: HOST, Cookie: plain })).status).toBe(401);

    const signedOut = await rawRequest(t.url, 'POST', '/api/logout', { Host: HOST, Origin: PUBLIC, Cookie: session });
    expect(signedOut.cookies.some((line) => /^__Host-oneiro_session=;.*Max-Age=0/.test(line))).toBe(true);
  });
});
