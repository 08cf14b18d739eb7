// Home and the desktop sidebar: placeholders while loading, the three newest dreams with their
// 120-character previews, and the Dream Archive (ages, previews, tags, the open dream highlighted,
// more dreams loading as it scrolls).
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LONG_TEXT =
  'I was walking through a city made entirely of paper, and every street folded itself into a new shape as soon as I turned around to look back at it.';
const DAY = 24 * 60 * 60 * 1000;

describe('home', () => {
  it('shows placeholders, then the three newest dreams with previews cut at 120 characters', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('homer'));
    const now = Date.now();
    await createDreamThroughApi(page, {
      title: 'Oldest',
      content: '<p>Long ago.</p>',
      date: new Date(now - 30 * DAY).toISOString(),
    });
    await createDreamThroughApi(page, {
      title: 'Older',
      content: '<p>A while ago.</p>',
      date: new Date(now - 10 * DAY).toISOString(),
    });
    await createDreamThroughApi(page, {
      title: 'Paper city',
      content: `<p>${LONG_TEXT}</p>`,
      tags: ['city', 'paper', 'streets', 'folding', 'night'],
      date: new Date(now - 3 * DAY - 60_000).toISOString(),
    });
    await createDreamThroughApi(page, {
      title: 'Last night',
      content: '<p>Short and <em>sweet</em>.</p>',
      date: new Date(now - 60 * 60_000).toISOString(),
    });

    // Slow answers: the greeting stays, the dreams' place holds placeholders.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('HomeQuery')) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to your Dream Journal' }).waitFor();
    await page.getByRole('main').getByRole('status').filter({ hasText: 'Manifesting your dreams...' }).waitFor();
    await screenshot(page, 'home-loading-en-desktop');

    const recent = page.getByRole('region', { name: 'Recent Dreams' });
    await recent.waitFor();
    expect(await recent.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Last night',
      'Paper city',
      'Older',
    ]);
    await recent.getByText(`${LONG_TEXT.slice(0, 120).trimEnd()}...`).waitFor();
    await recent.getByText('Short and sweet.').waitFor();
    await page.getByRole('link', { name: 'Record a New Dream' }).waitFor();

    // The archive: ages without "ago", 100-character previews, three tags and '+2 more'.
    const archive = page.getByRole('complementary', { name: 'Dream Archive' });
    const paperCity = archive.getByRole('listitem').filter({ hasText: 'Paper city' });
    await paperCity.getByText('3 days', { exact: true }).waitFor();
    await paperCity.getByText(`${LONG_TEXT.slice(0, 100).trimEnd()}...`).waitFor();
    expect(await paperCity.locator('.tag').allInnerTexts()).toEqual(['city', 'paper', 'streets', '+2 more']);
    await archive
      .getByRole('listitem')
      .filter({ hasText: 'Last night' })
      .getByText('1 hour', { exact: true })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-en-desktop-dreams');

    await recent.getByRole('link', { name: 'Paper city' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paper city' }).waitFor();
    expect(await archive.getByRole('link', { name: 'Paper city' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends home's two queries once each, from the page itself, and the app takes both answers", async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('early'));
    await createDreamThroughApi(page, { title: 'Lantern', content: '<p>A lantern on the water.</p>' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
        sent.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '');
      }
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Recent Dreams' }).getByRole('heading', { name: 'Lantern' }).waitFor();
    expect(sent.filter((name) => name === 'AppViewerQuery' || name === 'HomeQuery').sort()).toEqual([
      'AppViewerQuery',
      'HomeQuery',
    ]);
    // The inline script ran (the server's policy allows it by its hash) and the app took both of its
    // requests instead of sending its own.
    const left = await page.evaluate(() =>
      Object.keys((window as { __oneiroPageStartedQueries?: object }).__oneiroPageStartedQueries ?? { notRun: 1 }),
    );
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Retrieving dreams... while the archive loads', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('waiter'));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SidebarQuery'))
        await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Dream Archive' }).getByText('Retrieving dreams...').waitFor();
    await page.getByText('No dreams yet. Record your first dream journey!').waitFor();
    await context.close();
  });
});

describe('the dream archive', () => {
  it('loads more dreams as it scrolls, a page at a time', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('archivist'));
    const start = Date.UTC(2023, 0, 1);
    for (let batch = 0; batch < 7; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const number = batch * 10 + index + 1;
          if (number > 65) return null;
          return createDreamThroughApi(page, {
            title: `Dream ${String(number).padStart(2, '0')}`,
            content: `<p>Night number ${number}.</p>`,
            date: new Date(start + number * DAY).toISOString(),
          });
        }),
      );
    }
    await page.goto('/');
    const archive = page.getByRole('complementary', { name: 'Dream Archive' });
    const entries = archive.getByRole('listitem').getByRole('link');
    await expect.poll(() => entries.count()).toBe(30);
    expect(await entries.first().innerText()).toBe('Dream 65');

    const scrollToEnd = () => archive.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await scrollToEnd();
    await expect.poll(() => entries.count()).toBe(60);
    await scrollToEnd();
    await expect.poll(() => entries.count()).toBe(65);
    expect(await entries.last().innerText()).toBe('Dream 01');
    await screenshot(page, 'archive-scrolled');
    expect(errors).toEqual([]);
    await context.close();
  });
});
