// Recording a dream at /dreams/new: the rich-text editor and its toolbar, the date, the tag rules,
// Save Dream's disabled states, Cancel and the back arrow, and where a saved dream shows up.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('record a dream', () => {
  it('saves title, formatted text, a chosen date and tags, then opens the dream with a toast', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('recorder'));
    await page.getByRole('link', { name: 'New Dream' }).first().click();
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();

    const save = page.getByRole('button', { name: 'Save Dream' });
    expect(await save.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Enter your dream here...').isVisible()).toBe(true);

    await page.getByLabel('Title (optional)').fill('The glass lighthouse');
    const editor = page.getByRole('textbox', { name: 'Dream description' });
    await editor.click();
    await page.keyboard.type('I climbed a lighthouse made of glass. ');
    // Formatting from the toolbar: each toggle reports its state (aria-pressed).
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('The sea was silver');
    await bold.click();
    await page.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.type(' and singing');
    await page.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Underline' }).click();
    await page.keyboard.type('Then I woke up.');
    // Alignment is one choice of three: a radio group.
    await page.getByRole('radio', { name: 'Align center' }).click();
    expect(await page.getByRole('radio', { name: 'Align center' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Align left' }).getAttribute('aria-checked')).toBe('false');
    expect(await save.isDisabled()).toBe(false);

    // Last night, not now.
    await page.getByLabel('Date and time of the dream').fill('2024-01-05T03:30');

    // Tags: trimmed, empty and duplicates ignored, Enter and Add both add and clear the input.
    const tagInput = page.getByLabel('Tags', { exact: true });
    await tagInput.fill('  lighthouse  ');
    await page.keyboard.press('Enter');
    expect(await tagInput.inputValue()).toBe('');
    await tagInput.fill('sea');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await tagInput.fill('Sea');
    await page.keyboard.press('Enter');
    await tagInput.fill('   ');
    await page.keyboard.press('Enter');
    await tagInput.fill('temporary');
    await page.keyboard.press('Enter');
    const tags = page.getByRole('grid', { name: 'Added tags' });
    expect(await tags.getByRole('row').allInnerTexts()).toEqual(['lighthouse', 'sea', 'temporary']);
    await page.getByRole('button', { name: 'Remove tag temporary' }).click();
    expect(await tags.getByRole('row').allInnerTexts()).toEqual(['lighthouse', 'sea']);

    await expectAccessible(page);
    await screenshot(page, 'record-en-desktop');

    // The saved dream's page opens from the store, with no skeleton for a round trip, and still asks
    // the server once in the background (the journal's offline copy keeps that answer).
    await page.evaluate(() => {
      const watch = { skeletonSeen: false };
      (window as unknown as { skeletonWatch: typeof watch }).skeletonWatch = watch;
      new MutationObserver(() => {
        if (document.querySelector('.dream-details[aria-busy="true"]')) watch.skeletonSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const pageAskedOfServer = page.waitForRequest((request) =>
      Boolean(request.postData()?.includes('"operationName":"DreamDetailsQuery"')),
    );
    await save.click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByText('Dream saved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'The glass lighthouse' }).waitFor();
    await page.getByText('January 5, 2024 • 3:30 AM').waitFor();
    await pageAskedOfServer;
    expect(
      await page.evaluate(() => (window as unknown as { skeletonWatch: { skeletonSeen: boolean } }).skeletonWatch),
    ).toEqual({ skeletonSeen: false });

    // What was saved is what the server returns after a reload.
    await page.reload();
    const content = page.getByRole('textbox', { name: 'Dream description' });
    await content.waitFor();
    expect(await content.locator('strong, b').first().innerText()).toBe('The sea was silver');
    expect((await content.locator('em, i').first().innerText()).trim()).toBe('and singing');
    expect(await content.locator('u, .editor-text-underline').first().innerText()).toBe('Then I woke up.');
    expect(
      await content
        .locator('p')
        .nth(1)
        .evaluate((p) => getComputedStyle(p).textAlign),
    ).toBe('center');
    expect(await page.getByRole('grid', { name: 'Added tags' }).getByRole('row').allInnerTexts()).toEqual([
      'lighthouse',
      'sea',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names an untitled dream "Untitled Dream", and shows it in the sidebar and on home', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('untitled'));
    await page.goto('/dreams/new');
    await page.getByRole('textbox', { name: 'Dream description' }).click();
    await page.keyboard.type('A door in the middle of a field.');
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.getByRole('heading', { level: 1, name: 'Untitled Dream' }).waitFor();
    const archive = page.getByRole('complementary', { name: 'Dream Archive' });
    await archive.getByRole('link', { name: 'Untitled Dream' }).waitFor();
    expect(await archive.getByRole('link', { name: 'Untitled Dream' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    await page.getByRole('heading', { name: 'Recent Dreams' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Untitled Dream' }).waitFor();
    await page.getByText('A door in the middle of a field.').first().waitFor();
    await context.close();
  });

  it('leaves with Cancel and with the back arrow, and keeps Save Dream disabled for blank text', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('canceller'));
    await page.goto('/dreams/new');
    await page.getByRole('textbox', { name: 'Dream description' }).click();
    await page.keyboard.type('   ');
    expect(await page.getByRole('button', { name: 'Save Dream' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dreams/new');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('works on a phone, with the bottom bar and no sidebar', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughLanding(page, newAccount('pocket'));
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'New Dream' }).click();
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Dream Archive' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Dream description' }).click();
    await page.keyboard.type('Written with one thumb at dawn.');
    await page.getByLabel('Tags', { exact: true }).fill('dawn');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'record-en-phone');
    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Untitled Dream' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'dream-en-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
