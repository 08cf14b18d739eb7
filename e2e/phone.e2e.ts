// The journal on a 375 px phone (issue 15): the whole archive from the bottom bar, loading as it
// scrolls; every tab of a dream in sight in English and Spanish; and toasts that leave the control
// just used, and the ones next to it, uncovered - on the phone and on the desktop; and the app's own
// fonts, which never hold text back.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, overlaps, screenshot, type Box } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

const LONG_TEXT =
  'I walked through a house of mirrors where every reflection showed someone I used to know, and the floor was made of water that did not wet my feet.';

/** `count` dreams, one a day in January and February 2024: 'Dream 1' is the oldest. */
async function seedJournal(page: Page, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await createDreamThroughApi(page, {
      title: `Dream ${index}`,
      content: `<p>${LONG_TEXT} Night ${index}.</p>`,
      tags: ['mirrors', 'water', 'childhood', 'family', 'lighthouse'],
      date: new Date(Date.UTC(2024, 0, index, 7, 30)).toISOString(),
    });
  }
}

describe('the archive on a phone', () => {
  it('opens from the bottom bar and loads the whole journal as it scrolls, newest first', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await registerThroughApi(page, newAccount('archivist'));
    await seedJournal(page, 45);
    await page.goto('/');

    // The spec's four destinations are all still there, with the archive beside them.
    const bottomBar = page.getByRole('navigation', { name: 'Shortcuts' });
    await bottomBar.getByRole('link', { name: 'Archive' }).waitFor();
    expect(await bottomBar.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Archive',
      'New Dream',
      'Search',
      'Profile',
    ]);
    await bottomBar.getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL((url) => url.pathname === '/dreams');
    await page.getByRole('heading', { level: 1, name: 'Dream Archive' }).waitFor();

    const main = page.getByRole('main');
    // textContent: entries out of view are not laid out (content-visibility), so they have no innerText.
    const titles = () => main.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    await main.getByRole('link', { name: 'Dream 45', exact: true }).waitFor();
    // One page (30 dreams) until the reader scrolls.
    expect((await titles()).length).toBe(30);

    const fortieth = main.getByRole('link', { name: 'Dream 6', exact: true });
    // Scrolling to the last entry loads the next page: wait for the list to grow, page by page.
    for (let step = 0; step < 10 && (await fortieth.count()) === 0; step += 1) {
      const shown = (await titles()).length;
      await main.getByRole('link').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1200);
      await expect.poll(async () => (await titles()).length).toBeGreaterThan(shown);
    }
    await fortieth.scrollIntoViewIfNeeded();
    expect((await titles()).slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, index) => `Dream ${45 - index}`));

    // The sidebar's entry: title, age, the first 100 characters cut between words, three tags and '+2 more'.
    const entry = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Dream 6', exact: true }) });
    const text = await entry.evaluate((element) => element.textContent ?? '');
    expect(text).toContain(
      'I walked through a house of mirrors where every reflection showed someone I used to know, and the...',
    );
    expect(text).toMatch(/\d+ years?/);
    expect(
      await entry
        .getByRole('list')
        .getByRole('listitem')
        .evaluateAll((tags) => tags.map((tag) => tag.textContent)),
    ).toEqual(['mirrors', 'water', 'childhood', '+2 more']);
    // Readable above the bottom bar.
    await fortieth.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await entry.boundingBox();
    const bar = await bottomBar.boundingBox();
    expect(box && bar && box.y + box.height <= bar.y).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'archive-phone-en');

    // An entry opens its dream.
    await fortieth.click();
    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Dream 6' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

const TAB_NAMES = {
  en: ['Dream', "Jung's Take", "Rogers's Take", 'CBT Analysis', 'Your Take'],
  es: ['Sueño', 'La visión de Jung', 'La visión de Rogers', 'Análisis TCC', 'Tu visión'],
} as const;

const FILTER_NAMES = {
  en: ['All Results', 'Dream Content', 'Dream Tags', 'Dream Date'],
  es: ['Todos los resultados', 'Contenido del sueño', 'Etiquetas del sueño', 'Fecha del sueño'],
} as const;

describe('the dream tabs and search filters on a phone', () => {
  for (const language of ['en', 'es'] as const) {
    it(`shows all five tabs and all four filters at once, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        ...PHONE,
        locale: language === 'en' ? 'en-US' : 'es-ES',
      });
      await registerThroughApi(page, newAccount('tabber'), language);
      const id = await createDreamThroughApi(page, { title: 'Tabs', content: `<p>${LONG_TEXT}</p>` });
      await page.goto(`/dreams/${id}`);

      const tablist = page.getByRole('tablist', {
        name: language === 'en' ? 'Dream and interpretations' : 'Sueño e interpretaciones',
      });
      await tablist.waitFor();
      // Nothing scrolls out of the strip: every tab is inside the screen, whole.
      expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      for (const name of TAB_NAMES[language]) {
        const tab = tablist.getByRole('tab', { name, exact: true });
        const box = await tab.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
        // What is seen is a word of the tab's name, on one line.
        const shown = (await tab.innerText()).trim();
        expect(name.includes(shown), `${shown} in ${name}`).toBe(true);
        expect(box!.height, name).toBeLessThan(56);

        await tab.click();
        expect(await tab.getAttribute('aria-selected')).toBe('true');
        const after = await tab.boundingBox();
        expect(after!.x + after!.width).toBeLessThanOrEqual(PHONE.width);
        expect(after!.y).toBeGreaterThanOrEqual(0);
      }
      await expectAccessible(page);
      await screenshot(page, `dream-tabs-phone-${language}`);

      // The search filters too: one row, each on one line, named in full.
      await page.goto('/search?q=mirrors');
      const filters = page.getByRole('tablist', { name: language === 'en' ? 'Search in' : 'Buscar en' });
      await filters.waitFor();
      const boxes = [];
      for (const name of FILTER_NAMES[language]) {
        const box = await filters.getByRole('tab', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
        boxes.push(box!);
      }
      expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.height))).toBeLessThan(48);
      await expectAccessible(page);
      await screenshot(page, `search-filters-phone-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** Scrolls the control to the lowest place a person sees it (above the phone's bottom bar). */
async function scrollLow(page: Page, control: Locator): Promise<void> {
  await control.evaluate((element) => {
    const bar = document.querySelector('nav.bottom-bar');
    const barTop = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    window.scrollBy(0, element.getBoundingClientRect().bottom - (barTop - 12));
  });
}

/** The element's box once it stays put from one painted frame to the next. */
async function settledBox(page: Page, element: Locator): Promise<Box | null> {
  let box = await element.boundingBox();
  for (let frame = 0; frame < 60; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const next = await element.boundingBox();
    if (JSON.stringify(next) === JSON.stringify(box)) return next;
    box = next;
  }
  return box;
}

/** The visible toast leaves each given control, and every visible button in `scope`, uncovered. */
async function expectToastClear(page: Page, toastText: string, scope: Locator, used: Box | null) {
  const toast = page.getByRole('alertdialog').filter({ hasText: toastText });
  await toast.waitFor();
  // Placed before it is painted, and again on scroll: read its box once two frames agree.
  const toastBox = await settledBox(page, toast);
  expect(toastBox).not.toBeNull();
  if (used) expect(overlaps(toastBox!, used), `${toastText} covers the control just used`).toBe(false);
  for (const button of await scope.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    if (box && box.height > 0)
      expect(overlaps(toastBox!, box), `${toastText} covers "${await button.innerText()}"`).toBe(false);
  }
}

describe('toasts', () => {
  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`leave Save Changes, Generate and Save Interpretation uncovered on the ${device}`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, size);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await registerThroughApi(page, newAccount(`toaster${device}`));
      const id = await createDreamThroughApi(page, {
        title: 'A long night',
        content: Array.from({ length: 8 }, (_, index) => `<p>${LONG_TEXT} Part ${index + 1}.</p>`).join(''),
        tags: ['mirrors'],
      });
      await page.goto(`/dreams/${id}`);

      // Save Changes, pressed low on the screen; then the buttons beside it.
      await page.getByRole('button', { name: 'Edit title' }).click();
      const titleField = page.getByRole('textbox', { name: 'Dream title' });
      await titleField.fill('A longer night');
      await titleField.press('Enter');
      const dreamPanel = page.getByRole('tabpanel', { name: 'Dream' });
      // Save Changes sits in the sticky action bar while there are edits (outside the panel).
      const save = page.getByRole('button', { name: 'Save Changes' });
      await scrollLow(page, save);
      const saveBox = await save.boundingBox();
      await save.click();
      await expectToastClear(page, 'Dream updated', dreamPanel, saveBox);
      await screenshot(page, `toast-save-changes-${device}`);

      // Generate, from the Jung tab.
      await page.getByRole('tab', { name: "Jung's Take" }).click();
      const jungPanel = page.getByRole('tabpanel', { name: "Jung's Take" });
      const generate = jungPanel.getByRole('button', { name: "Generate Jung's Take" });
      await generate.waitFor();
      await scrollLow(page, generate);
      const generateBox = await generate.boundingBox();
      await generate.click();
      await expectToastClear(page, 'Interpretation generated', jungPanel, generateBox);
      await screenshot(page, `toast-generate-${device}`);

      // Going on to the next control a moment later closes the toast of the last action: it would
      // otherwise sit over Save Interpretation, and a pointer resting on it pauses it.
      await page.waitForTimeout(1_100);
      await page.getByRole('tab', { name: 'Your Take' }).click();
      await expect.poll(() => page.getByText('Interpretation generated').count()).toBe(0);

      // Save Interpretation, in Your Take.
      const ownPanel = page.getByRole('tabpanel', { name: 'Your Take' });
      await ownPanel.getByRole('textbox', { name: 'Your interpretation' }).fill('The mirrors are the people I keep.');
      const saveOwn = ownPanel.getByRole('button', { name: 'Save Interpretation' });
      await scrollLow(page, saveOwn);
      const saveOwnBox = await saveOwn.boundingBox();
      await saveOwn.click();
      await expectToastClear(page, 'Interpretation saved', ownPanel, saveOwnBox);
      await screenshot(page, `toast-save-interpretation-${device}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the fonts', () => {
  it('come with the app, and the landing never waits for them to show its text', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2$/.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
    });
    await page.goto('/landing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const faces = await page.evaluate(() =>
      Array.from(document.fonts).map((face) => ({ family: face.family.replaceAll('"', ''), display: face.display })),
    );
    expect(new Set(faces.map((face) => face.family))).toEqual(
      new Set(['Inter Variable', 'Inter Fallback', 'Literata Variable']),
    );
    // optional: text shows in a fallback at once if a face is late, and never reflows when it comes.
    expect(faces.every((face) => face.display === 'optional')).toBe(true);
    // The reading face is preloaded and in use on the first visit.
    expect(await page.evaluate(() => document.fonts.check('16px "Literata Variable"'))).toBe(true);
    // The interface face is not used before this device holds it (web/src/styles/interfaceFont.ts):
    // the first visit sets the interface in a fallback with Inter's metrics, then fetches Inter for
    // the next page load.
    const uiFont = () =>
      page.evaluate(() => ({
        family: getComputedStyle(document.body).fontFamily,
        cachedClass: document.documentElement.classList.contains('interface-font'),
      }));
    expect(await uiFont()).toEqual({
      family: expect.stringMatching(/^"?Inter Fallback"?,/) as unknown,
      cachedClass: false,
    });
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Fallback"'))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('oneiro.interfaceFontCached')), { timeout: 15_000 })
      .toBe('1');
    expect(fontRequests.some((url) => url.includes('/inter-latin-wght-normal'))).toBe(true);

    // The next page load starts with it, from the cache.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await uiFont()).toEqual({ family: expect.stringContaining('Inter Variable') as unknown, cachedClass: true });
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

    // Served by the app itself (no font service sees who opens the journal).
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(suite.server.url).origin);
    expect(errors).toEqual([]);
    await context.close();
  });
});
