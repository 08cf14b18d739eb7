// The shared shape of a browser test file: one server over a fresh database and one Chromium,
// started before the file's tests and closed after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '#api-test/test-app.ts';
import { launchBrowser } from './browser.ts';
import { startServer } from './server.ts';

export interface BrowserSuite {
  readonly server: TestApp;
  readonly browser: Browser;
}

export function useBrowserSuite(env: Record<string, string> = {}, browserArgs: string[] = []): BrowserSuite {
  let server: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser(browserArgs)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}
