// GraphiQL at /graphql in the browser, signed in through the same cookie, with no request leaving
// this server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/test/test-app.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { startServer } from './support/server.ts';

let server: TestApp;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('GraphiQL', () => {
  it('loads and runs { me { username } } as the signed-in user', async () => {
    const account = newAccount('explorer');
    const { page, context } = await newPage(browser, server.url);
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) {
        foreignRequests.push(request.url());
      }
    });
    await registerThroughLanding(page, account);
    await page.goto(`/graphql?query=${encodeURIComponent('{ me { username } }')}`);
    await page.locator('.graphiql-container').first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').getByText(account.username).waitFor();
    await screenshot(page, 'graphiql');
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
