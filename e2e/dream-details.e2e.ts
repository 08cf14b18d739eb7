// The dream page: editing title, text and tags in place with Save Changes, favourite, share, print,
// the voice recording, the interpretation tabs, deleting with a confirmation, and the error state.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { AudioStore } from '#api/modules/audio/audio-store.ts';
import {
  createDreamThroughApi,
  newAccount,
  registerThroughApi,
  registerThroughLanding,
  uploadRecordingThroughApi,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const seed = {
  title: 'The flooded library',
  content: '<p>Books floated between the shelves like <strong>slow fish</strong>.</p>',
  tags: ['water', 'books'],
  date: '2024-01-05T15:04:00.000Z',
};

describe('reading and editing a dream', () => {
  it('shows the dream with its date, tabs in order, and saves title, text and tag edits', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughApi(page, newAccount('editor'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);

    await page.getByRole('heading', { level: 1, name: 'The flooded library' }).waitFor();
    // 'MMMM d, yyyy • h:mm a' in the reader's time zone.
    const expectedDate = await page.evaluate((iso) => {
      const date = new Date(iso);
      const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
      return `${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })} • ${time}`;
    }, seed.date);
    await page.getByText(expectedDate).waitFor();
    expect(
      await page.getByRole('tablist', { name: 'Dream and interpretations' }).getByRole('tab').allInnerTexts(),
    ).toEqual(['Dream', "Jung's Take", "Rogers's Take", 'CBT Analysis', 'Your Take']);
    // Nothing changed yet: no Save Changes.
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'dream-en-desktop');

    // The text is shown to read, without the editor's toolbar; a tap on it is no edit.
    const editor = page.getByRole('textbox', { name: 'Dream description' });
    expect(await editor.getAttribute('aria-readonly')).toBe('true');
    expect(await page.getByRole('toolbar').count()).toBe(0);
    await editor.click();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    // Title, inline.
    await page.getByRole('button', { name: 'Edit title' }).click();
    const titleField = page.getByRole('textbox', { name: 'Dream title' });
    await titleField.fill('The drowned library');
    await titleField.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'The drowned library' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    // Text: the reader asks to edit it.
    await page.getByRole('button', { name: 'Edit text' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Bold' }).waitFor();
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A librarian handed me a dry book.');

    // Tags: one removed, one added.
    await page.getByRole('button', { name: 'Remove tag books' }).click();
    await page.getByLabel('Tags', { exact: true }).fill('librarian');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Dream updated').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    // Saved: back to reading.
    expect(await page.getByRole('toolbar').count()).toBe(0);
    // The archive follows without a reload.
    await page
      .getByRole('complementary', { name: 'Dream Archive' })
      .getByRole('link', { name: 'The drowned library' })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'The drowned library' }).waitFor();
    await page.getByRole('main').getByText('A librarian handed me a dry book.').waitFor();
    expect(await page.getByRole('grid', { name: 'Added tags' }).getByRole('row').allInnerTexts()).toEqual([
      'water',
      'librarian',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a title back with Escape, and hides Save Changes again when an edit is undone', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('undoer'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Dream title' }).fill('Something else');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'The flooded library' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    await page.getByLabel('Tags', { exact: true }).fill('extra');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('button', { name: 'Remove tag extra' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await context.close();
  });

  it('toggles the favourite (aria-pressed) and keeps it after a reload', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('fan'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    const favorite = page.getByRole('button', { name: 'Favorite' });
    expect(await favorite.getAttribute('aria-pressed')).toBe('false');
    await favorite.click();
    expect(await favorite.getAttribute('aria-pressed')).toBe('true');
    // Give the server its answer, then read the dream afresh.
    await expect
      .poll(async () => {
        const response = await page.request.post('/graphql', {
          data: { query: `{ dream(databaseId: ${id}) { isFavorite } }` },
        });
        return (await response.json()).data.dream.isFavorite;
      })
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Favorite' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('copies the dream as text when the browser cannot share, and prints only the dream', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await registerThroughApi(page, newAccount('sharer'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: 'The flooded library' }).waitFor();
    // Chromium on Linux has no share sheet: the fallback copies title, date and text.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Dream copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe('The flooded library');
    expect(copied).toContain('2024');
    expect(copied).toContain('Books floated between the shelves like slow fish.');

    // Print: window.print is called, and the print stylesheet leaves only the dream.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['banner', 'complementary', 'tablist']) {
      expect(
        await page
          .getByRole(hidden as 'banner')
          .first()
          .isVisible(),
      ).toBe(false);
    }
    expect(await page.getByRole('button', { name: 'Delete Dream' }).isVisible()).toBe(false);
    expect(await page.getByRole('toolbar', { name: 'Formatting' }).isVisible()).toBe(false);
    expect(await page.getByRole('main').getByText('Books floated between the shelves').isVisible()).toBe(true);
    await screenshot(page, 'dream-en-print');
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('plays a voice recording with its length as mm:ss, and says so when it cannot be played', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('speaker'));
    const audioUrl = await uploadRecordingThroughApi(page, 2);
    const id = await createDreamThroughApi(page, { ...seed, audioUrl, audioDuration: 75.4, hasAudio: true });
    await page.goto(`/dreams/${id}`);
    const player = page.getByRole('region', { name: 'Voice recording' });
    await player.getByRole('heading', { name: 'Voice recording' }).waitFor();
    await player.getByText('Duration: 01:15').waitFor();
    const audio = player.locator('audio');
    expect(await audio.getAttribute('src')).toBe(audioUrl);
    // A click on the player is the user's gesture that lets it play.
    await audio.click();
    const play = () =>
      audio.evaluate(async (element: HTMLAudioElement) => {
        await element.play().catch(() => undefined);
        if (!element.error && element.readyState < 2)
          await new Promise((resolve) => {
            element.addEventListener('canplay', resolve, { once: true });
            element.addEventListener('error', resolve, { once: true });
          });
        element.pause();
        return element.error?.code ?? null;
      });
    expect(await play()).toBeNull();
    expect(await page.getByText('Unable to play the audio recording. Try refreshing the page.').count()).toBe(0);

    // The file is gone from the server (lost with a disk, say): the page says it cannot play it.
    const store = suite.server.app.services.audio.store;
    const name = AudioStore.nameOf(audioUrl)!;
    for (const owner of await store.owners()) await store.remove(owner, name);
    await page.reload();
    await audio.click();
    expect(await play()).not.toBeNull();
    await page.getByText('Unable to play the audio recording. Try refreshing the page.').waitFor();
    await context.close();
  });

  it('offers each interpretation in its tab, and your own take', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('curious'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    // Billing is off on this server: every account has the interpretations.
    for (const [tab, generate] of [
      ["Jung's Take", "Generate Jung's Take"],
      ["Rogers's Take", "Generate Rogers's Take"],
      ['CBT Analysis', 'Generate CBT Analysis'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('heading', { level: 2, name: tab }).waitFor();
      await panel.getByRole('button', { name: generate }).waitFor();
    }
    await page.getByRole('tab', { name: 'Your Take' }).click();
    const own = page.getByRole('tabpanel', { name: 'Your Take' });
    await own.getByRole('textbox', { name: 'Your interpretation' }).waitFor();
    expect(await own.getByRole('button', { name: 'Save Interpretation' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('deleting a dream', () => {
  it('asks first; Cancel keeps it, Delete removes it, toasts and goes home', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('deleter'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('button', { name: 'Delete Dream' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this dream?' });
    await dialog.waitFor();
    await dialog.getByText('"The flooded library" will be permanently deleted.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dream-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Dream' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Dream deleted').waitFor();
    await page.getByText("You haven't recorded any dreams yet. Start your journal now!").waitFor();
    await page.getByText('No dreams yet. Record your first dream journey!').waitFor();

    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { name: 'Error Loading Dream' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a dream that cannot be shown', () => {
  it("shows the error state for a missing dream, someone else's, a non-numeric id and a failed request", async () => {
    const { page: owner, context: ownerContext } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(owner, newAccount('owner'));
    const foreignId = await createDreamThroughApi(owner, seed);
    await ownerContext.close();

    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('stranger'));
    for (const path of [`/dreams/${foreignId}`, '/dreams/999999', '/dreams/abc', '/dreams/99999999999']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Error Loading Dream' }).waitFor();
      await page
        .getByText("We couldn't load this dream. It may have been deleted or there was a connection issue.")
        .waitFor();
      expect(await page.getByText('The flooded library').count()).toBe(0);
    }
    await expectAccessible(page);
    await screenshot(page, 'dream-error-en-desktop');

    // A connection that fails while the dream loads ends in the same state, inside the app's frame.
    const ownId = await createDreamThroughApi(page, { title: 'Mine', content: '<p>My own dream.</p>' });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('DreamDetailsQuery')) await route.abort('connectionfailed');
      else await route.continue();
    });
    await page.goto(`/dreams/${ownId}`);
    await page.getByRole('heading', { name: 'Error Loading Dream' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Oneiro, home' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
