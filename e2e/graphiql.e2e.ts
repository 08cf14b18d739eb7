// GraphiQL at /graphql in the suite.browser, signed in through the same cookie, with no request leaving
// this suite.server.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('GraphiQL', () => {
  it('loads and runs { me { username } } as the signed-in user', async () => {
    const account = newAccount('explorer');
    const { page, context } = await newPage(suite.browser, suite.server.url);
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (
        !request.url().startsWith(suite.server.url) &&
        !request.url().startsWith('blob:') &&
        !request.url().startsWith('data:')
      ) {
        foreignRequests.push(request.url());
      }
    });
    await registerThroughApi(page, account);
    await page.goto(`/graphql?query=${encodeURIComponent('{ me { username } }')}`);
    await page.locator('.graphiql-container').first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').getByText(account.username).waitFor();
    await screenshot(page, 'graphiql');
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('opens with the example documents in its tabs (each validated against the schema by a unit test)', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('examples'));
    await page.goto('/graphql');
    const tabs = page.locator('.graphiql-tab');
    await tabs.first().waitFor();
    const names = await tabs.allInnerTexts();
    for (const name of ['RecentDreams', 'Search', 'Interpret', 'Progress', 'WhoAmI']) {
      expect(
        names.some((text) => text.includes(name)),
        name,
      ).toBe(true);
    }
    await screenshot(page, 'graphiql-examples');
    await context.close();
  });
});
