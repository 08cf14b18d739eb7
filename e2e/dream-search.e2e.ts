// Finding dreams: the /search page (live box with ?q=, the four filters, cards, empty states) and the
// dropdown search in the desktop header (debounced, excerpts, marked matches).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import {
  createDreamThroughApi,
  newAccount,
  registerThroughApi,
  registerThroughLanding,
  uploadRecordingThroughApi,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const GARDEN_TEXT =
  'In the beginning there was a long corridor with many paintings of people I did not know, and at the very end of it a small green door that opened onto a garden of glass flowers, where my brother waited for me without a word.';

async function seedJournal(page: Page) {
  const ids = {
    ocean: await createDreamThroughApi(page, {
      title: 'Flying over the ocean',
      content: '<p>I soared above the waves with my arms wide open.</p>',
      tags: ['flying', 'ocean'],
      date: '2024-01-05T12:00:00.000Z',
    }),
    door: await createDreamThroughApi(page, {
      title: 'The locked door',
      content: "<p>A door in my grandmother's house would not open; behind it I heard the ocean.</p>",
      tags: ['house', 'family'],
      date: '2023-06-10T12:00:00.000Z',
    }),
    teeth: await createDreamThroughApi(page, {
      title: 'Teeth',
      content: '<p>My teeth crumbled like chalk.</p>',
      tags: ['anxiety'],
      date: '2022-03-15T12:00:00.000Z',
      audioUrl: await uploadRecordingThroughApi(page),
      audioDuration: 42,
      hasAudio: true,
    }),
    garden: await createDreamThroughApi(page, {
      title: 'The hallway',
      content: `<p>${GARDEN_TEXT}</p>`,
      tags: ['garden', 'brother', 'doors', 'paintings', 'green'],
      date: '2021-09-01T12:00:00.000Z',
    }),
  };
  return ids;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts();

describe('the search page', () => {
  it('reads ?q=, filters by content, tags and date, and opens a result', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('seeker'));
    const ids = await seedJournal(page);

    await page.goto('/search?q=ocean');
    await page.getByRole('heading', { level: 1, name: 'Search Dreams' }).waitFor();
    const box = page.getByRole('searchbox', { name: 'Search your dreams' });
    expect(await box.inputValue()).toBe('ocean');
    expect(await page.getByRole('tablist', { name: 'Search in' }).getByRole('tab').allInnerTexts()).toEqual([
      'All Results',
      'Dream Content',
      'Dream Tags',
      'Dream Date',
    ]);
    await expect.poll(() => cardTitles(page)).toEqual(['Flying over the ocean', 'The locked door']);
    // What matched is marked.
    expect(await page.getByRole('main').locator('mark').first().innerText()).toBe('ocean');
    await expectAccessible(page);
    await screenshot(page, 'search-en-desktop');

    await page.getByRole('tab', { name: 'Dream Tags' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Flying over the ocean']);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('tags');

    await page.getByRole('tab', { name: 'Dream Content' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Flying over the ocean', 'The locked door']);

    // Typing replaces ?q= (no new history entries) and searches after the pause.
    const historyLength = await page.evaluate(() => history.length);
    await box.fill('chalk');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('chalk');
    await expect.poll(() => cardTitles(page)).toEqual(['Teeth']);
    await page.getByRole('main').getByText('Has voice recording').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByRole('tab', { name: 'Dream Tags' }).click();
    await page.getByRole('heading', { name: 'No dreams found' }).waitFor();
    await page.getByText('We couldn\'t find any dreams matching "chalk"').waitFor();

    await page.getByRole('tab', { name: 'Dream Date' }).click();
    await box.fill('January 5, 2024');
    await expect.poll(() => cardTitles(page)).toEqual(['Flying over the ocean']);
    await page.getByRole('main').getByText('January 5, 2024').first().waitFor();

    await page.getByRole('tab', { name: 'All Results' }).click();
    await box.fill('garden');
    await expect.poll(() => cardTitles(page)).toEqual(['The hallway']);
    await page.getByRole('main').getByRole('link', { name: 'The hallway' }).click();
    await page.waitForURL(`**/dreams/${ids.garden}`);
    await page.getByRole('heading', { level: 1, name: 'The hallway' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty states and clears the search', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughLanding(page, newAccount('empty'));
    await seedJournal(page);
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'No dreams found' }).waitFor();
    await page.getByText('Enter a search term to find dreams').waitFor();
    expect(await page.getByRole('main').getByRole('button', { name: 'Clear search' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search your dreams' }).fill('unicorn');
    await page.getByText('We couldn\'t find any dreams matching "unicorn"').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'search-en-phone');
    await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
    await page.getByText('Enter a search term to find dreams').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search your dreams' }).inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("shows 'Loading dreams...' while the server answers", async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('patient'));
    await seedJournal(page);
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SearchQuery')) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search your dreams' }).fill('teeth');
    await page.getByText('Loading dreams...').waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(['Teeth']);
    await context.close();
  });
});

describe('the dropdown search', () => {
  it('waits for a pause, shows excerpts with marked matches, and opens the chosen dream', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('dropper'));
    const ids = await seedJournal(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('useQuickSearchQuery')) requests.push(request.postDataJSON().variables.query);
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('useQuickSearchQuery'))
        await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });

    const box = page.getByRole('combobox', { name: 'Quick search' });
    await expectAccessible(page);
    await box.click();
    await box.pressSequentially('glass', { delay: 40 });
    await page.getByText('Searching dreams...').waitFor();
    const option = page.getByRole('option', { name: 'The hallway' });
    await option.waitFor();
    // One request for the whole word: typing within 300 ms does not ask the suite.server.
    expect(requests).toEqual(['glass']);
    const text = await option.innerText();
    expect(text).toContain('Sep 1, 2021');
    // About 40 characters either side of the match, cut with ellipses.
    const at = GARDEN_TEXT.indexOf('glass');
    expect(text).toContain(`...${GARDEN_TEXT.slice(at - 40, at + 'glass'.length + 40).trim()}...`);
    expect(await option.locator('mark').allInnerTexts()).toEqual(['glass']);
    // Up to three tags.
    expect(text).toContain('+2 more');
    // axe on the open list too: nothing on the page is hidden from assistive technology while it is
    // open (aria-hidden-focus was reported on 8 header controls when it was).
    await expectAccessible(page);
    expect(await page.locator('[aria-hidden="true"] a, [aria-hidden="true"] button').count()).toBe(0);
    await screenshot(page, 'quick-search-en-desktop');

    await option.click();
    await page.waitForURL(`**/dreams/${ids.garden}`);
    expect(await box.inputValue()).toBe('');

    // No match in the text (only the title): the first 100 characters.
    await box.fill('hallway');
    const hallway = page.getByRole('option', { name: 'The hallway' });
    await hallway.waitFor();
    expect(await hallway.innerText()).toContain(`${GARDEN_TEXT.slice(0, 100).trimEnd()}...`);

    await box.fill('zzzz');
    await page.getByText('No dreams found for "zzzz"').waitFor();
    await page.getByText('Try a different search term or check your spelling').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await box.inputValue()).toBe('');

    // Keyboard: arrows move through the results while typing stays in the box; Enter opens one.
    await box.fill('teeth');
    await page.getByRole('option', { name: /^Teeth/ }).waitFor();
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(`**/dreams/${ids.teeth}`);
    // Escape closes the list and keeps the term; a second Escape empties the box.
    await box.fill('ocean');
    await page.getByRole('option', { name: 'Flying over the ocean' }).waitFor();
    await box.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await box.inputValue()).toBe('ocean');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');

    // The last entry opens the search page with the term.
    await box.fill('ocean');
    await page.getByRole('option', { name: 'Flying over the ocean' }).waitFor();
    await page.getByRole('option', { name: 'See all results for "ocean"' }).click();
    await page.waitForURL('**/search?q=ocean');
    await expect.poll(() => cardTitles(page)).toEqual(['Flying over the ocean', 'The locked door']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
