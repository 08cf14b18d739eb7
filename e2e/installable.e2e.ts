// The installable app in Chromium: the install criteria (Chromium's own check, through the DevTools
// protocol), the manifest's icons, the service worker taking control and starting the app with the
// network off, and a new version offered with "Reload to update" without reloading under someone
// typing. The server serves a copy of the build, so the last test can publish a "new version" by
// changing the copy's service worker.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, expectAccessible, newPage, screenshot } from './support/browser.ts';
import { WEB_DIST } from './support/server.ts';
import { useBrowserSuite } from './support/suite.ts';

const workDir = mkdtempSync(join(tmpdir(), 'oneiro-installable-'));
const dist = join(workDir, 'dist');
cpSync(WEB_DIST, dist, { recursive: true });
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const suite = useBrowserSuite({ WEB_DIST_DIR: dist });

/** Waits until the service worker is active and controls this page (the first visit needs a reload). */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('the installable app', () => {
  it('meets Chromium install criteria, with any and maskable icons', async () => {
    // A persistent profile: Chromium does not offer installation in an off-the-record context, which
    // every browser.newContext() is.
    const context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: suite.server.url,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/landing');
    expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      id: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Oneiro',
      start_url: '/?launch=icon',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      const bytes = await response.body();
      // The PNG header's own size, so a wrong file cannot pass for the declared one.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
    }
    await context.close();
  });

  it('starts its code from the cache with the network off', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, {
      width: 375,
      height: 812,
      serviceWorkers: 'allow',
    });
    await page.goto('/landing');
    await controlledBy(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    // The app's own code ran from the cache (not Chromium's offline page). This visitor never signed
    // in here, so without the network it cannot learn who they are: it says it is offline and offers
    // to try again (a device that was signed in starts signed in: e2e/offline-outbox.e2e.ts).
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    expect(await page.getByRole('link', { name: 'Record a New Dream' }).count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('offers a new version with "Reload to update", and never reloads under someone typing', async () => {
    for (const [language, width] of [
      ['en', 1280],
      ['es', 375],
    ] as const) {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        width,
        height: width < 500 ? 812 : 860,
        serviceWorkers: 'allow',
      });
      const texts =
        language === 'es'
          ? { ready: 'Hay una nueva versión de Oneiro.', reload: 'Recargar para actualizar', tab: 'Registrarse' }
          : { ready: 'A new version of Oneiro is ready.', reload: 'Reload to update', tab: 'Register' };
      await page.goto('/landing');
      await controlledBy(page);
      await page.getByRole('tab', { name: texts.tab }).click();
      const username = page.getByLabel(language === 'es' ? 'Nombre de usuario' : 'Username');
      await username.fill('half-written');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      // A new version is published (its worker differs) and the browser checks for it.
      appendFileSync(join(dist, 'sw.js'), `\n// version ${language}-${Date.now()}\n`);
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, copy), { force: true });
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );

      const prompt = page.getByRole('status').filter({ hasText: texts.ready });
      await prompt.waitFor({ timeout: 15_000 });
      // Offered, not applied: the same document, the words still in the field.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await username.inputValue()).toBe('half-written');
      await expectAccessible(page);
      await screenshot(page, `update-prompt-${language}-${width}`);

      await prompt.getByRole('button', { name: texts.reload }).click();
      // The waiting worker activates, takes control, and then the page reloads: seconds on a busy machine.
      await expect
        .poll(() => page.evaluate(() => 'sameDocument' in window).catch(() => true), { timeout: 15_000 })
        .toBe(false);
      await page.getByRole('tab', { name: texts.tab }).waitFor();
      expect(await page.getByText(texts.ready).count()).toBe(0);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
      ).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
