// Never losing a dream: the new-dream form keeps a draft in the browser (after leaving, after a
// reload) until it is saved or discarded; leaving a form with unsaved changes asks first, inside the
// app and when the tab reloads; Save stays on screen on a phone and a desktop; Ctrl+Enter saves; a
// save while the server is down keeps everything and works once it is back.
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import {
  chooseLanguage,
  createDreamThroughApi,
  newAccount,
  registerThroughApi,
  registerThroughLanding,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** Accepts the browser's own "leave site?" question and remembers that it was asked. */
function recordBeforeUnload(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

/** On screen, inside the window, and the topmost thing where a finger would tap it. */
async function isReachable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  if (box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width)
    return false;
  return target.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Dream description' });

/** A dream page shows its text to read first: the reader asks to edit it, and the caret goes into it. */
async function editDreamText(page: Page) {
  await page.getByRole('button', { name: 'Edit text' }).click();
  await expect.poll(() => editorOf(page).evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('the new-dream draft', () => {
  it('is focused on arrival, kept after leaving and after a reload, discarded on request, cleared by a save', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const asked = recordBeforeUnload(page);
    await registerThroughLanding(page, newAccount('drafter'));
    await page.getByRole('link', { name: 'New Dream' }).first().click();
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();

    // One tap from home and the caret is already in the description.
    await expect.poll(() => editorOf(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('A staircase that went down into warm water.');
    await page.getByLabel('Title (optional)').fill('The warm staircase');
    await page.getByLabel('Tags', { exact: true }).fill('water');
    await page.keyboard.press('Enter');
    await page.getByLabel('Date and time of the dream').fill('2024-03-02T05:15');

    // In-app navigation asks first; Stay keeps everything.
    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByText('Its draft stays on this device').waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dreams/new');
    expect(await editorOf(page).innerText()).toContain('A staircase that went down into warm water.');

    // Leave, come back: the draft is there, whole.
    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'New Dream' }).first().click();
    await page.getByText('Your unsaved draft is back.').waitFor();
    expect(await page.getByLabel('Title (optional)').inputValue()).toBe('The warm staircase');
    expect(await editorOf(page).innerText()).toContain('A staircase that went down into warm water.');
    expect(await page.getByRole('grid', { name: 'Added tags' }).getByRole('row').allInnerTexts()).toEqual(['water']);
    expect(await page.getByLabel('Date and time of the dream').inputValue()).toBe('2024-03-02T05:15');

    // Typing more, then reloading: the browser asks (beforeunload), and the latest words are back.
    await editorOf(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' The water was singing.');
    await page.reload();
    expect(asked).toContain('beforeunload');
    await page.getByText('Your unsaved draft is back.').waitFor();
    expect(await editorOf(page).innerText()).toContain('The water was singing.');

    // Discard: an empty form, and nothing comes back after a reload (nor is a question asked).
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => page.getByText('Your unsaved draft is back.').count()).toBe(0);
    expect(await page.getByLabel('Title (optional)').inputValue()).toBe('');
    expect((await editorOf(page).innerText()).trim()).toBe('');
    const askedBefore = asked.length;
    await page.reload();
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();
    expect(asked.length).toBe(askedBefore);
    expect(await page.getByText('Your unsaved draft is back.').count()).toBe(0);

    // Ctrl+Enter saves from inside the editor, without adding a line; the saved dream leaves no draft.
    await editorOf(page).click();
    await page.keyboard.type('Saved with the keyboard.');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByText('Dream saved').waitFor();
    expect((await editorOf(page).innerText()).trim()).toBe('Saved with the keyboard.');
    await page.getByRole('link', { name: 'New Dream' }).first().click();
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();
    expect(await page.getByText('Your unsaved draft is back.').count()).toBe(0);
    expect((await editorOf(page).innerText()).trim()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('belongs to the account that wrote it', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('firstwriter'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('Only mine.');
    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().clearCookies();
    await registerThroughApi(page, newAccount('secondwriter'));
    await page.goto('/dreams/new');
    await page.getByRole('heading', { name: 'Record New Dream' }).waitFor();
    expect(await page.getByText('Your unsaved draft is back.').count()).toBe(0);
    expect((await editorOf(page).innerText()).trim()).toBe('');
    await context.close();
  });
});

describe('Save within reach', () => {
  for (const [width, height, name] of [
    [375, 812, 'phone'],
    [1280, 860, 'desktop'],
  ] as const) {
    it(`keeps Save Dream on screen at ${width} px, in English and Spanish`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, { width, height });
      await registerThroughApi(page, newAccount(`reach${name}`));
      await page.goto('/dreams/new');
      await editorOf(page).click();
      // A long dream pushes the form far below the fold (each line entered at once, as a paste or a
      // phone's keyboard does: typing 600 keys one by one only cost time).
      for (let line = 1; line <= 14; line += 1) {
        await page.keyboard.insertText(`Line ${line} of a long dream about corridors.`);
        await page.keyboard.press('Enter');
      }
      await page.getByLabel('Title (optional)').scrollIntoViewIfNeeded();
      expect(await isReachable(page, page.getByRole('button', { name: 'Save Dream' }))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `e2e/artifacts/draft-save-reach-en-${name}.png` });
      await expectAccessible(page);

      await chooseLanguage(page, 'English', 'Español');
      await page.getByRole('heading', { name: 'Registrar nuevo sueño' }).waitFor();
      await page.getByLabel('Título (opcional)').scrollIntoViewIfNeeded();
      expect(await isReachable(page, page.getByRole('button', { name: 'Guardar sueño' }))).toBe(true);
      await page.screenshot({ path: `e2e/artifacts/draft-save-reach-es-${name}.png` });
      await page.reload();
      await page.getByText('Tu borrador sin guardar ha vuelto.').waitFor();
      await screenshot(page, `draft-restored-es-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('unsaved changes on a dream page', () => {
  it('asks before another dream opens or the tab reloads, keeps Save Changes in reach, saves with Ctrl+Enter', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { width: 1280, height: 860 });
    const asked = recordBeforeUnload(page);
    await registerThroughLanding(page, newAccount('reviser'));
    const other = await createDreamThroughApi(page, { title: 'The other dream', content: '<p>Elsewhere.</p>' });
    const long = Array.from({ length: 20 }, (_, index) => `<p>Paragraph ${index + 1} of the orchard.</p>`).join('');
    const id = await createDreamThroughApi(page, { title: 'The orchard', content: long });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: 'The orchard' }).waitFor();

    await editDreamText(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Apples of light. ');
    const saveChanges = page.getByRole('button', { name: 'Save Changes' });
    await saveChanges.waitFor();
    // Edited at the top of a long dream: Save Changes is in the window, not only at the bottom.
    expect(await isReachable(page, saveChanges)).toBe(true);

    // Opening another dream from the sidebar asks; Stay keeps the edit.
    const archive = page.getByRole('complementary', { name: 'Dream Archive' });
    await archive.getByRole('link', { name: 'The other dream' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question
      .getByText(
        'Your changes to this dream are not saved yet. They stay on this device and come back when you open this dream again.',
      )
      .waitFor();
    await screenshot(page, 'unsaved-dream-question-en-desktop');
    await question.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/dreams/${id}`);
    expect(await editorOf(page).innerText()).toContain('Apples of light.');

    // Closing or reloading the tab asks too (the browser's own question, accepted here), and the
    // edit comes back from this device's storage, until it is discarded.
    await page.reload();
    expect(asked).toContain('beforeunload');
    await page.getByRole('heading', { level: 1, name: 'The orchard' }).waitFor();
    await page.getByText('Your unsaved draft is back.').waitFor();
    expect(await editorOf(page).innerText()).toContain('Apples of light.');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => editorOf(page).innerText()).not.toContain('Apples of light.');
    await expect.poll(() => saveChanges.count()).toBe(0);

    // Ctrl+Enter saves; afterwards, leaving asks nothing.
    await editDreamText(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Pears of dusk. ');
    await saveChanges.waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByText('Dream updated').waitFor();
    await expect.poll(() => saveChanges.count()).toBe(0);
    const askedBefore = asked.length;
    await archive.getByRole('link', { name: 'The other dream' }).click();
    await page.waitForURL((url) => url.pathname === `/dreams/${other}`);
    await page.goto(`/dreams/${id}`);
    expect(asked.length).toBe(askedBefore);
    await page.getByRole('heading', { level: 1, name: 'The orchard' }).waitFor();
    expect(await editorOf(page).innerText()).toContain('Pears of dusk.');

    // Leave anyway: the edit waits on this device, as the question said, and is back on return.
    await editDreamText(page);
    await page.keyboard.type('Kept for later. ');
    await page.getByRole('link', { name: 'Oneiro, home' }).click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/dreams/${id}`);
    await page.getByText('Your unsaved draft is back.').waitFor();
    expect(await editorOf(page).innerText()).toContain('Kept for later.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps Save Changes above the bottom bar on a phone', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughApi(page, newAccount('pocketeditor'));
    const id = await createDreamThroughApi(page, { title: 'Short', content: '<p>Brief.</p>' });
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Short' }).waitFor();
    await editDreamText(page);
    await page.keyboard.type(' More.');
    const saveChanges = page.getByRole('button', { name: 'Save Changes' });
    await saveChanges.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Short' }).scrollIntoViewIfNeeded();
    expect(await isReachable(page, saveChanges)).toBe(true);
    await screenshot(page, 'unsaved-dream-en-phone');
    await context.close();
  });
});

// Last in the file: it stops the server's listener for a moment.
describe('a save while the server is down', () => {
  it('keeps everything on screen, says so, and saves when tried again', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughApi(page, newAccount('offline'));
    await page.goto('/dreams/new');
    await editorOf(page).click();
    await page.keyboard.type('Written while the server slept.');
    await page.getByLabel('Title (optional)').fill('Night shift');

    const server = suite.server.app.server;
    const { port } = server.address() as AddressInfo;
    server.close();
    server.closeAllConnections();
    try {
      await page.getByRole('button', { name: 'Save Dream' }).click();
      await page
        .getByRole('alert')
        .getByText('There was a problem saving your dream. Please try again. Your dream is still here')
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/dreams/new');
      expect(await editorOf(page).innerText()).toContain('Written while the server slept.');
      expect(await page.getByLabel('Title (optional)').inputValue()).toBe('Night shift');
      expect(await page.getByRole('button', { name: 'Save Dream' }).isEnabled()).toBe(true);
      await screenshot(page, 'save-failed-en-desktop');
    } finally {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
    }

    await page.getByRole('button', { name: 'Save Dream' }).click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Night shift' }).waitFor();
    await context.close();
  });
});
