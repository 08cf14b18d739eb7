// The interpretation tabs of the dream page: Jung's Take written while the reader watches (the text
// grows in steps), feedback and Regenerate; coming back mid-generation; the CBT analysis and its
// feedback box; Your Take; the same in Spanish; and the hourly limit. The offline interpreter writes
// the texts, slowed down so its streaming can be watched.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import {
  chooseLanguage,
  createDreamThroughApi,
  newAccount,
  registerThroughApi,
  type Account,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

// Each test's user starts at most three generations, except the last test, which runs into the limit.
const suite = useBrowserSuite({ OFFLINE_INTERPRETER_DELAY_MS: '40', AI_GENERATIONS_PER_HOUR: '3' });

const seed = {
  title: 'The flooded library',
  content:
    '<p>Books floated between the shelves like slow fish. My mother handed me a key and I felt afraid, then calm.</p>',
  tags: ['water', 'books'],
};

interface StoredInterpretation {
  id: number;
  type: string;
  content: string;
  feedback: 'UP' | 'DOWN' | null;
  helpful: boolean | null;
  feedbackText: string | null;
}

/** What the server holds, read through the REST API with the page's cookie. */
async function storedInterpretations(page: Page, dreamId: number): Promise<StoredInterpretation[]> {
  const response = await page.request.get(`/api/dreams/${dreamId}/interpretations`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredInterpretation[];
}

async function storedOfType(page: Page, dreamId: number, type: string): Promise<StoredInterpretation[]> {
  return (await storedInterpretations(page, dreamId)).filter((interpretation) => interpretation.type === type);
}

async function openDream(page: Page, account: Account = newAccount('interpreter')): Promise<number> {
  await registerThroughApi(page, account);
  const id = await createDreamThroughApi(page, seed);
  await page.goto(`/dreams/${id}`);
  await page.getByRole('heading', { level: 1, name: seed.title }).waitFor();
  return id;
}

/**
 * No interpretation panel, whatever its state, shows text meant for the server's operator: no
 * setting name such as OPENAI_API_KEY, and no talk of a server admin.
 */
async function expectNoSettingNames(page: Page): Promise<void> {
  const panels = await page.locator('[role="tabpanel"]').allInnerTexts();
  expect(panels.length).toBeGreaterThan(0);
  for (const text of panels) {
    expect(text).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    expect(text).not.toMatch(/server admin|administr[ae] (el|este) servidor|OpenAI/i);
  }
}

/** Counts the generate mutations the page sends (there must never be a second for one press). */
function countGenerateRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('useGenerateInterpretationMutation'))
      count += 1;
  });
  return () => count;
}

describe('Jung and Rogers', () => {
  it('writes Jung’s Take while the reader watches, then takes feedback and regenerates on confirmation', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const generateRequests = countGenerateRequests(page);
    const id = await openDream(page);

    await page.getByRole('tab', { name: "Jung's Take" }).click();
    const panel = page.getByRole('tabpanel', { name: "Jung's Take" });
    await panel.getByRole('heading', { level: 2, name: "Jung's Take" }).waitFor();
    const generate = panel.getByRole('button', { name: "Generate Jung's Take" });
    await generate.waitFor();
    // The server runs the offline interpreter here, and the panel says so in the reader's words.
    const offlineNote = panel.getByText("Oneiro's own interpreter writes this reading", { exact: false });
    await offlineNote.waitFor();
    await expectNoSettingNames(page);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-jung-offer-desktop');

    await generate.click();
    const busy = panel.getByRole('button', { name: 'Interpreting your dream...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    // The text grows in steps until the toast says it is done. The toast is awaited on its own (the
    // page is watched for it meanwhile), so a slow screenshot in the loop cannot miss it.
    const toast = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Interpretation generated' })
      .filter({ hasText: 'Jung has analyzed your dream.' });
    let toastShown = false;
    const toastWait = toast.waitFor({ timeout: 40_000 }).finally(() => {
      toastShown = true;
    });
    const lengths = new Set<number>();
    let tookStreamingScreenshot = false;
    while (!toastShown) {
      // Read at once, never waiting: the region goes away when the text is done.
      const length = await page.evaluate(
        () =>
          document.querySelector('[role="tabpanel"]:not([data-inert]) [aria-live="polite"]')?.textContent?.length ?? 0,
      );
      if (length > 0) lengths.add(length);
      if (!tookStreamingScreenshot && length > 400) {
        tookStreamingScreenshot = true;
        expect(await busy.isDisabled()).toBe(true);
        await expectNoSettingNames(page);
        await expectAccessible(page);
        await screenshot(page, 'interpretation-jung-streaming-desktop');
      }
      await page.waitForTimeout(30);
    }
    await toastWait;
    expect(lengths.size).toBeGreaterThanOrEqual(3);

    // Present: the body, the numbered items under their heading, the quotation.
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    const items = panel.locator('ol > li');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    expect(await items.first().innerText()).toMatch(/^I recommend you/);
    expect(await panel.locator('blockquote').count()).toBe(1);
    expect(await panel.locator('figcaption').innerText()).toContain('Carl Jung');
    // Markdown symbols never reach the reader.
    const shown = await panel.innerText();
    expect(shown).not.toContain('**');
    expect(shown).not.toContain('## ');
    expect(await storedOfType(page, id, 'JUNG_AI')).toHaveLength(1);
    // The finished text names its writer itself; the panel's note is for the states before it.
    expect(await offlineNote.count()).toBe(0);
    await panel.getByText('Written by Oneiro’s own interpreter', { exact: false }).waitFor();
    await expectNoSettingNames(page);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-jung-present-desktop');

    // Thumbs up; the same again clears it. Each choice reaches the server.
    const thumbsUp = panel.getByRole('button', { name: 'Thumbs up' });
    const thumbsDown = panel.getByRole('button', { name: 'Thumbs down' });
    expect(await thumbsUp.getAttribute('aria-pressed')).toBe('false');
    await thumbsUp.click();
    expect(await thumbsUp.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await storedOfType(page, id, 'JUNG_AI'))[0]?.feedback).toBe('UP');
    await page.reload();
    await page.getByRole('tab', { name: "Jung's Take" }).click();
    await expect.poll(() => thumbsUp.getAttribute('aria-pressed')).toBe('true');
    await thumbsDown.click();
    expect(await thumbsDown.getAttribute('aria-pressed')).toBe('true');
    expect(await thumbsUp.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await storedOfType(page, id, 'JUNG_AI'))[0]?.feedback).toBe('DOWN');
    await thumbsDown.click();
    expect(await thumbsDown.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await storedOfType(page, id, 'JUNG_AI'))[0]?.feedback).toBe(null);

    // Regenerate asks first; Cancel keeps the text.
    const before = (await storedOfType(page, id, 'JUNG_AI'))[0]!;
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Write a new interpretation?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await thumbsUp.click();
    await expect.poll(async () => (await storedOfType(page, id, 'JUNG_AI'))[0]?.feedback).toBe('UP');
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByText('Jung has analyzed your dream.').waitFor();
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    const after = await storedOfType(page, id, 'JUNG_AI');
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before.id);
    // A new text starts without the old one's feedback.
    expect(after[0]!.feedback).toBe(null);
    expect(await thumbsUp.getAttribute('aria-pressed')).toBe('false');
    expect(generateRequests()).toBe(2);

    // A phone.
    await page.setViewportSize({ width: 375, height: 812 });
    // The panel lays itself out again a frame or two after the resize: wait for the phone layout, which
    // must then fit (a layout that overflows still fails after the poll's 10 s).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-jung-present-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the text so far with the button disabled after leaving and coming back, and stores only one', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const generateRequests = countGenerateRequests(page);
    const id = await openDream(page);

    await page.getByRole('tab', { name: "Jung's Take" }).click();
    const panel = page.getByRole('tabpanel', { name: "Jung's Take" });
    await panel.getByRole('button', { name: "Generate Jung's Take" }).click();
    const stream = panel.locator('[aria-live="polite"]');
    await expect.poll(async () => (await stream.innerText()).length, { timeout: 10_000 }).toBeGreaterThan(80);

    // Away (home, inside the app) and back.
    await page.getByRole('banner').getByRole('link', { name: 'Oneiro, home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: seed.title }).waitFor();
    await page.getByRole('tab', { name: "Jung's Take" }).click();
    const busy = panel.getByRole('button', { name: 'Interpreting your dream...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: "Generate Jung's Take" }).count()).toBe(0);
    await expect.poll(async () => (await stream.innerText()).length).toBeGreaterThan(80);
    await screenshot(page, 'interpretation-jung-resumed-desktop');

    // And after a full reload too.
    await page.reload();
    await page.getByRole('tab', { name: "Jung's Take" }).click();
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    // It was watched: the end gets its toast.
    await page.getByText('Jung has analyzed your dream.').waitFor({ timeout: 20_000 });
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    expect(await storedOfType(page, id, 'JUNG_AI')).toHaveLength(1);
    expect(generateRequests()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Rogers’s Take that was written while the page was elsewhere, not an offer to generate', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const id = await openDream(page);
    await page.getByRole('tab', { name: "Rogers's Take" }).click();
    const panel = page.getByRole('tabpanel', { name: "Rogers's Take" });
    await panel.getByRole('button', { name: "Generate Rogers's Take" }).waitFor();
    // Home; meanwhile the REST API writes it (and waits for the whole text); then back to the dream,
    // which the store still holds without it.
    await page.getByRole('banner').getByRole('link', { name: 'Oneiro, home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const response = await page.request.post(`/api/dreams/${id}/ai-interpretation`, { data: { type: 'ROGERS_AI' } });
    expect(response.status()).toBe(201);
    await page.goBack();
    await page.getByRole('tab', { name: "Rogers's Take" }).click();
    await panel.getByRole('heading', { level: 3, name: "Today's Reflections" }).waitFor();
    expect(await panel.locator('ol > li').first().innerText()).toMatch(/^I invite you to reflect on/);
    expect(await panel.locator('blockquote').innerText()).not.toBe('');
    expect(await panel.getByRole('button', { name: "Generate Rogers's Take" }).count()).toBe(0);
    await screenshot(page, 'interpretation-rogers-present-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('reading the interpretations again', () => {
  it('says so when they cannot be loaded', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await openDream(page);
    await page.getByRole('tab', { name: "Jung's Take" }).click();
    await page
      .getByRole('tabpanel', { name: "Jung's Take" })
      .getByRole('button', { name: "Generate Jung's Take" })
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Oneiro, home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Back on the dream (shown from the store), its interpretations are read again: that request fails.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('InterpretationPanelsRefreshQuery') ? route.abort() : route.continue(),
    );
    await page.goBack();
    await page
      .getByRole('alertdialog')
      .filter({ hasText: 'Error loading interpretations' })
      .filter({ hasText: 'Please try again later.' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the Dream tab's Generate Jung's Take", () => {
  it('opens Jung’s Take and starts writing it; pressed again once written, it only shows it', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const generateRequests = countGenerateRequests(page);
    const id = await openDream(page);
    const dreamPanel = page.getByRole('tabpanel', { name: 'Dream' });
    await dreamPanel.getByRole('button', { name: "Generate Jung's Take" }).click();
    expect(await page.getByRole('tab', { name: "Jung's Take" }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: "Jung's Take" });
    await panel.getByRole('button', { name: 'Interpreting your dream...' }).waitFor();
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor({ timeout: 30_000 });

    await page.getByRole('tab', { name: 'Dream' }).click();
    await dreamPanel.getByRole('button', { name: "Generate Jung's Take" }).click();
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    expect(generateRequests()).toBe(1);
    expect(await storedOfType(page, id, 'JUNG_AI')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('CBT analysis', () => {
  it('generates it, then Helpful opens a feedback box that Submit sends, closes and clears', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const id = await openDream(page);

    await page.getByRole('tab', { name: 'CBT Analysis' }).click();
    const panel = page.getByRole('tabpanel', { name: 'CBT Analysis' });
    await panel.getByRole('button', { name: 'Generate CBT Analysis' }).click();
    const busy = panel.getByRole('button', { name: 'Generating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByText('Your CBT analysis is ready.').waitFor({ timeout: 20_000 });
    await page.getByText('Interpretation generated').waitFor();

    // Its sections as headings, its small steps as a numbered list.
    await panel.getByRole('heading', { level: 3, name: 'Possible thinking patterns' }).waitFor();
    await panel.getByRole('heading', { level: 3, name: 'Small steps' }).waitFor();
    expect(await panel.locator('ol > li').count()).toBeGreaterThanOrEqual(3);
    expect(await panel.getByRole('button', { name: 'Thumbs up' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Helpful', exact: true }).click();
    const box = panel.getByRole('textbox', { name: 'Tell us more (optional)' });
    await box.waitFor();
    expect(await box.evaluate((element) => getComputedStyle(element).minHeight)).toBe('80px');
    await box.fill('The small steps were useful.');
    await expectAccessible(page);
    await screenshot(page, 'interpretation-cbt-feedback-desktop');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await box.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const [cbt] = await storedOfType(page, id, 'CBT_AI');
        return cbt && { helpful: cbt.helpful, feedbackText: cbt.feedbackText };
      })
      .toEqual({ helpful: true, feedbackText: 'The small steps were useful.' });
    await panel.getByText('You found this analysis helpful.').waitFor();

    // Opened again, the box is empty; Not helpful with no text is stored as such.
    await panel.getByRole('button', { name: 'Not helpful' }).click();
    expect(await box.inputValue()).toBe('');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await box.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const [cbt] = await storedOfType(page, id, 'CBT_AI');
        return cbt && { helpful: cbt.helpful, feedbackText: cbt.feedbackText };
      })
      .toEqual({ helpful: false, feedbackText: null });
    await page.reload();
    await page.getByRole('tab', { name: 'CBT Analysis' }).click();
    await panel.getByText('You found this analysis not helpful.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'interpretation-cbt-present-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Your Take', () => {
  it('saves your own interpretation, then updates it', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    const id = await openDream(page);

    await page.getByRole('tab', { name: 'Your Take' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Your Take' });
    const text = panel.getByRole('textbox', { name: 'Your interpretation' });
    const save = panel.getByRole('button', { name: 'Save Interpretation' });
    expect(await text.inputValue()).toBe('');
    expect(await save.isDisabled()).toBe(true);
    await text.fill('   \n  ');
    expect(await save.isDisabled()).toBe(true);
    await text.fill('The library is my memory, and the water is everything I have not written down.');
    expect(await save.isDisabled()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-own-phone');
    // On a phone the toast and the bottom bar sit over the bottom of the screen: the button is
    // pressed where a person would have scrolled it, mid-screen.
    const pressSave = async () => {
      await save.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await save.click();
    };
    await pressSave();
    await page.getByText('Interpretation saved').waitFor();
    await page.getByText('Your take on this dream has been saved.').waitFor();

    // The toast sits where the button is on a phone: dismiss it, as a person would.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await text.fill('The water is calm now: I can read again.');
    await pressSave();
    await expect
      .poll(async () => (await storedOfType(page, id, 'USER')).map((own) => own.content))
      .toEqual(['The water is calm now: I can read again.']);
    await page.reload();
    await page.getByRole('tab', { name: 'Your Take' }).click();
    await expect.poll(() => text.inputValue()).toBe('The water is calm now: I can read again.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('en español', () => {
  it('shows the tabs, buttons and the generated text in Spanish', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { locale: 'es-ES' });
    await registerThroughApi(page, newAccount('interprete'), 'es');
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: seed.title }).waitFor();

    expect(
      await page.getByRole('tablist', { name: 'Sueño e interpretaciones' }).getByRole('tab').allInnerTexts(),
    ).toEqual(['Sueño', 'La visión de Jung', 'La visión de Rogers', 'Análisis TCC', 'Tu visión']);
    await page.getByRole('tab', { name: 'La visión de Jung' }).click();
    const panel = page.getByRole('tabpanel', { name: 'La visión de Jung' });
    await panel.getByText('El intérprete propio de Oneiro escribe esta lectura', { exact: false }).waitFor();
    await expectNoSettingNames(page);
    await panel.getByRole('button', { name: 'Generar la visión de Jung' }).click();
    const busy = panel.getByRole('button', { name: 'Interpretando tu sueño...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByText('Jung ha analizado tu sueño.').waitFor({ timeout: 20_000 });
    await page.getByText('Interpretación generada').waitFor();
    await panel.getByRole('heading', { level: 3, name: 'Acciones para hoy' }).waitFor();
    expect(await panel.locator('ol > li').first().innerText()).toMatch(/^Te recomiendo/);
    await panel.getByRole('button', { name: 'Me gusta', exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Regenerar' }).waitFor();
    await panel.getByText('Escrito por el intérprete propio de Oneiro', { exact: false }).waitFor();
    await expectNoSettingNames(page);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-jung-es-desktop');

    await page.getByRole('tab', { name: 'Análisis TCC' }).click();
    await page
      .getByRole('tabpanel', { name: 'Análisis TCC' })
      .getByRole('button', { name: 'Generar análisis TCC' })
      .waitFor();
    await page.getByRole('tab', { name: 'Tu visión' }).click();
    const own = page.getByRole('tabpanel', { name: 'Tu visión' });
    await own.getByRole('textbox', { name: 'Tu interpretación' }).waitFor();
    await own.getByRole('button', { name: 'Guardar interpretación' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a text in the other language', () => {
  it('says so after the reader switches language, and writes it again in theirs on request', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { locale: 'es-ES' });
    await registerThroughApi(page, newAccount('bilingue'), 'es');
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: seed.title }).waitFor();
    await page.getByRole('tab', { name: 'La visión de Jung' }).click();
    const spanishPanel = page.getByRole('tabpanel', { name: 'La visión de Jung' });
    await spanishPanel.getByRole('button', { name: 'Generar la visión de Jung' }).click();
    await spanishPanel.getByRole('heading', { level: 3, name: 'Acciones para hoy' }).waitFor({ timeout: 20_000 });
    // Written in the reader's language: nothing to offer.
    expect(await spanishPanel.getByRole('note').count()).toBe(0);

    await chooseLanguage(page, 'Español', 'English');
    const panel = page.getByRole('tabpanel', { name: "Jung's Take" });
    const note = panel.getByRole('note').filter({ hasText: 'This text is in Spanish.' });
    await note.waitFor();
    // The Spanish text is still shown as Spanish (its own headings), until the reader asks.
    await panel.getByRole('heading', { level: 3, name: 'Acciones para hoy' }).waitFor();
    await expectNoSettingNames(page);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-other-language-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    // The panel lays itself out again a frame or two after the resize: wait for the phone layout, which
    // must then fit (a layout that overflows still fails after the poll's 10 s).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'interpretation-other-language-phone');

    await note.getByRole('button', { name: 'Write it again in English' }).click();
    await page.getByText('Jung has analyzed your dream.').waitFor({ timeout: 20_000 });
    await panel.getByRole('heading', { level: 3, name: "Today's Action Items" }).waitFor();
    expect(await panel.getByRole('note').count()).toBe(0);
    const [jung] = await storedOfType(page, id, 'JUNG_AI');
    expect(jung?.content).toContain("Today's Action Items");
    expect(await storedOfType(page, id, 'JUNG_AI')).toHaveLength(1);

    // And the other way round, in Spanish.
    await chooseLanguage(page, 'English', 'Español');
    const spanishNote = spanishPanel.getByRole('note').filter({ hasText: 'Este texto está en inglés.' });
    await spanishNote.getByRole('button', { name: 'Escribirlo de nuevo en español' }).waitFor();
    await expectNoSettingNames(page);
    await spanishNote.scrollIntoViewIfNeeded();
    await screenshot(page, 'interpretation-other-language-es-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await screenshot(page, 'interpretation-other-language-es-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the hourly limit', () => {
  it('follows three generations at once across tabs, then says why a fourth cannot start', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const id = await openDream(page);
    const voices = [
      { tab: "Jung's Take", generate: "Generate Jung's Take", busy: 'Interpreting your dream...' },
      { tab: "Rogers's Take", generate: "Generate Rogers's Take", busy: 'Interpreting your dream...' },
      { tab: 'CBT Analysis', generate: 'Generate CBT Analysis', busy: 'Generating...' },
    ];
    for (const voice of voices) {
      await page.getByRole('tab', { name: voice.tab }).click();
      const panel = page.getByRole('tabpanel', { name: voice.tab });
      await panel.getByRole('button', { name: voice.generate }).click();
      await panel.getByRole('button', { name: voice.busy }).waitFor();
    }
    // Each panel keeps following its own while another tab is shown.
    await expect
      .poll(async () => (await storedInterpretations(page, id)).map((interpretation) => interpretation.type).sort(), {
        timeout: 30_000,
      })
      .toEqual(['CBT_AI', 'JUNG_AI', 'ROGERS_AI']);
    for (const { tab } of voices) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).getByRole('button', { name: 'Regenerate' }).waitFor();
    }

    const panel = page.getByRole('tabpanel', { name: 'CBT Analysis' });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('Failed to generate CBT analysis').waitFor();
    await page.getByText('You have asked for many interpretations in a short time.', { exact: false }).waitFor();
    // Nothing is lost, and the button works again.
    await panel.getByRole('heading', { level: 3, name: 'Small steps' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Regenerate' }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
