// What a newcomer trips over (issue 27), continued: the search page's Date filter with a picker of a
// day, a month or a range beside its text match (typed and chosen with the keyboard); deleting the
// account asks for the password, and a wrong one deletes nothing; printing a dream gives the dream,
// then its interpretations, without buttons, the editor's bars or the form of Your Take. At 375 px in
// Spanish and 1280 px in English, where the words differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, expectAccessible, newPage, screenshot, visibleBox } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };

const WORDS = {
  en: {
    searchField: 'Search your dreams',
    dateTab: 'Dream Date',
    pickTitle: 'Or pick the days',
    day: 'A day',
    month: 'A month',
    range: 'A range',
    monthLabel: 'Month',
    yearLabel: 'Year',
    calendar: 'Calendar',
    clearDates: 'Clear dates',
    enterTerm: 'Enter a search term to find dreams',
    noDays: 'No dreams on these days',
    noMatch: "We couldn't find any dreams matching",
    january: 'January',
    june: 'June',
    // The day typed into the segments, in the order the language writes them (mm/dd/yyyy).
    typedDay: '01052024',
    privacy: 'Privacy & Data',
    delete: 'Delete Account',
    confirmDelete: 'Confirm Delete Account',
    password: 'Your password',
    passwordRequired: 'Enter your password to delete your account',
    wrongPassword: 'That password is not right: nothing was deleted',
    deleted: 'Account deleted',
    jung: "Jung's Take",
    yours: 'Your Take',
    ownLabel: 'Your interpretation',
    print: 'Print',
  },
  es: {
    searchField: 'Busca en tus sueños',
    dateTab: 'Fecha del sueño',
    pickTitle: 'O elige los días',
    day: 'Un día',
    month: 'Un mes',
    range: 'Un periodo',
    monthLabel: 'Mes',
    yearLabel: 'Año',
    calendar: 'Calendario',
    clearDates: 'Borrar fechas',
    enterTerm: 'Introduce un término de búsqueda para encontrar sueños',
    noDays: 'No hay sueños en estos días',
    noMatch: 'No encontramos ningún sueño que coincida con',
    january: 'enero',
    june: 'junio',
    typedDay: '05012024',
    privacy: 'Privacidad y datos',
    delete: 'Eliminar cuenta',
    confirmDelete: 'Confirmar eliminación de la cuenta',
    password: 'Tu contraseña',
    passwordRequired: 'Escribe tu contraseña para eliminar tu cuenta',
    wrongPassword: 'Esa contraseña no es correcta: no se ha eliminado nada',
    deleted: 'Cuenta eliminada',
    jung: 'La visión de Jung',
    yours: 'Tu visión',
    ownLabel: 'Tu interpretación',
    print: 'Imprimir',
  },
} as const;

type Language = keyof typeof WORDS;
type Size = typeof PHONE | typeof DESKTOP;

const CASES: [Language, Size, string][] = [
  ['es', PHONE, 'phone'],
  ['en', DESKTOP, 'desktop'],
];

async function open(language: Language, size: Size) {
  return newPage(suite.browser, suite.server.url, { locale: language === 'es' ? 'es-ES' : 'en-US', ...size });
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The titles of the result cards, in order. */
async function resultTitles(page: Page): Promise<string[]> {
  return page.locator('main .dream-card__link').allInnerTexts();
}

/** Waits until the URL's days are these (null: none). */
async function daysInUrl(page: Page, from: string | null, to: string | null) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return [url.searchParams.get('from'), url.searchParams.get('to')];
    })
    .toEqual([from, to]);
}

/** A kind of span (its radio is inside its label, which takes the click). */
async function chooseKind(page: Page, name: string) {
  await page.locator('.search-dates label.search-dates__mode').filter({ hasText: name }).click();
  await expect.poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

async function expectResults(page: Page, titles: string[]) {
  await expect.poll(() => resultTitles(page)).toEqual(titles);
}

describe('the Date filter: a day, a month or a range beside the text match', () => {
  for (const [language, size, device] of CASES) {
    it(`picks days by typing, from a list and in the calendar with the keyboard (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const { page, context, errors } = await open(language, size);
      await registerThroughApi(page, newAccount('days'), language);
      for (const [title, date] of [
        ['Old house', '2023-12-31T12:00:00.000Z'],
        ['Glass garden', '2024-01-05T12:00:00.000Z'],
        ['Winter lake', '2024-01-20T12:00:00.000Z'],
        ['Summer storm', '2024-06-10T12:00:00.000Z'],
      ] as const) {
        await createDreamThroughApi(page, { title, content: `<p>${title} in a dream.</p>`, date });
      }

      await page.goto('/search');
      await page.getByRole('tab', { name: words.dateTab }).click();
      await page.getByRole('heading', { name: words.pickTitle }).waitFor();
      await page.getByText(words.enterTerm).waitFor();

      // A day, typed into the field's segments (month, day and year in the language's order).
      const picker = page.locator('.search-dates');
      await picker.locator('.search-dates__segment:not([data-type="literal"])').first().click();
      await page.keyboard.type(words.typedDay);
      await daysInUrl(page, '2024-01-05', '2024-01-05');
      await expectResults(page, ['Glass garden']);
      // Off the field: on a phone the bottom bar comes back, and does not cover the picker.
      await page.getByRole('heading', { name: words.pickTitle }).click();
      await noHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `newcomer-days-day-${language}-${device}`);

      // The text match stays: with the day, a term of another month finds nothing.
      const field = page.getByRole('searchbox', { name: words.searchField });
      await field.fill(words.june);
      await page.getByText(words.noMatch).waitFor();
      await field.fill(words.january);
      await expectResults(page, ['Glass garden']);
      await field.fill('');
      await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
      await expectResults(page, ['Glass garden']);

      // A month: the day's month at once, then another from the list.
      await chooseKind(page, words.month);
      await daysInUrl(page, '2024-01-01', '2024-01-31');
      await expectResults(page, ['Winter lake', 'Glass garden']);
      expect(await picker.getByLabel(words.yearLabel).inputValue()).toBe('2024');
      await picker.getByRole('button', { name: new RegExp(words.monthLabel) }).click();
      await page.getByRole('option', { name: words.june }).click();
      await daysInUrl(page, '2024-06-01', '2024-06-30');
      await expectResults(page, ['Summer storm']);
      await noHorizontalScroll(page);
      await screenshot(page, `newcomer-days-month-${language}-${device}`);

      // A range, in the calendar with the keyboard: from the last day of 2023 to January 20.
      await chooseKind(page, words.range);
      await picker.getByRole('button', { name: words.calendar }).click();
      await page.locator('.search-dates__popover').waitFor();
      // The calendar opens on the range's first day (June 1, 2024).
      const focusedDay = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      const heading = page.locator('.search-dates__popover .calendar__heading');
      for (let month = 0; month < 5; month += 1) await page.keyboard.press('PageUp');
      await expect.poll(() => heading.innerText()).toMatch(/^(January 2024|enero de 2024)$/i);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(focusedDay).toBe('31');
      await page.keyboard.press('Enter');
      const january20 = async () =>
        (await focusedDay()) === '20' && /^(January 2024|enero de 2024)$/i.test(await heading.innerText());
      for (let presses = 0; presses < 30 && !(await january20()); presses += 1) await page.keyboard.press('ArrowRight');
      expect(await focusedDay()).toBe('20');
      await screenshot(page, `newcomer-days-calendar-${language}-${device}`);
      const box = await visibleBox(page.locator('.search-dates__popover'));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await page.keyboard.press('Enter');
      await daysInUrl(page, '2023-12-31', '2024-01-20');
      await expectResults(page, ['Winter lake', 'Glass garden', 'Old house']);
      await page.getByRole('heading', { name: words.pickTitle }).click();
      await noHorizontalScroll(page);
      await screenshot(page, `newcomer-days-range-${language}-${device}`);

      // Days with no dream say so; Clear dates empties the picker and the results.
      await page.goto('/search?filter=date&from=2019-03-01&to=2019-03-31');
      await page.getByText(words.noDays).waitFor();
      await screenshot(page, `newcomer-days-none-${language}-${device}`);
      await page.getByRole('button', { name: words.clearDates }).first().click();
      await daysInUrl(page, null, null);
      await page.getByText(words.enterTerm).waitFor();

      // The days belong to the Date filter: the others ignore them.
      await page.goto('/search?q=in%20a%20dream&from=2024-06-01&to=2024-06-30');
      await expectResults(page, ['Summer storm', 'Winter lake', 'Glass garden', 'Old house']);
      expect(await page.locator('.search-dates').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('deleting the account', () => {
  for (const [language, size, device] of CASES) {
    it(`asks for the password, and a wrong one deletes nothing (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const account = newAccount('leaver');
      const { page, context, errors } = await open(language, size);
      await registerThroughApi(page, account, language);
      await createDreamThroughApi(page, { title: 'Kept dream', content: '<p>Still here.</p>' });
      await page.goto('/account-settings');
      await page.getByRole('tab', { name: words.privacy }).click();
      await page.getByRole('button', { name: words.delete }).click();
      const password = page.getByLabel(words.password);
      await password.waitFor();

      await page.getByRole('button', { name: words.confirmDelete }).click();
      await page.getByText(words.passwordRequired).waitFor();

      await password.fill('not the password');
      await page.getByRole('button', { name: words.confirmDelete }).click();
      await page.getByText(words.wrongPassword).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      // Said once, under the field: no toast repeats it over the form.
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await password.blur();
      await page.locator('.danger-zone').scrollIntoViewIfNeeded();
      await noHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `newcomer-delete-wrong-password-${language}-${device}`);
      if (size === PHONE) {
        // The bottom bar (back once no field has focus) covers neither the field nor the buttons.
        const bar = await visibleBox(page.locator('.bottom-bar'));
        const confirm = await visibleBox(page.getByRole('button', { name: words.confirmDelete }));
        expect(confirm.y + confirm.height).toBeLessThanOrEqual(bar.y);
      }
      expect((await page.request.get('/api/user')).status()).toBe(200);
      expect(((await (await page.request.get('/api/dreams')).json()) as unknown[]).length).toBe(1);

      await password.fill(account.password);
      await page.getByRole('button', { name: words.confirmDelete }).click();
      await page.waitForURL('**/auth');
      await page.getByRole('alertdialog').getByText(words.deleted, { exact: true }).waitFor();
      expect((await page.request.get('/api/user')).status()).toBe(401);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('printing a dream', () => {
  for (const [language, size, device] of CASES) {
    it(`prints the dream, then its interpretations, and no control (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const { page, context, errors } = await open(language, size);
      await registerThroughApi(page, newAccount('printer'), language);
      const id = await createDreamThroughApi(page, {
        title: 'The paper boat',
        content: '<p>A paper boat carried my letters down a river of ink.</p>',
        tags: ['river'],
        date: '2024-03-02T07:00:00.000Z',
      });
      const jung = await page.request.post(`/api/dreams/${id}/ai-interpretation`, {
        data: { type: 'JUNG_AI' },
        headers: { 'Accept-Language': language },
      });
      expect(jung.status()).toBe(201);
      // A few words of the interpretation's first paragraph, as the page writes them (no Markdown).
      const jungText = ((await jung.json()) as { content: string }).content;
      const jungWords = jungText
        .split('\n')
        .map((line) => line.replace(/[*_#>`]/g, '').trim())
        .find((line) => line.split(' ').length > 8)!
        .split(' ')
        .slice(0, 6)
        .join(' ');
      const own = await page.request.post(`/api/dreams/${id}/interpretations`, {
        data: { content: 'The river is the year I moved away; the letters are the ones I never sent.' },
      });
      expect(own.status()).toBe(201);

      await page.goto(`/dreams/${id}`);
      await page.getByRole('heading', { level: 1, name: 'The paper boat' }).waitFor();
      await page.getByRole('main').getByText('A paper boat carried my letters').first().waitFor();

      const checkPaper = async (state: string) => {
        await page.emulateMedia({ media: 'print' });
        const main = page.getByRole('main');
        const text = await main.innerText();
        // The dream, then Jung's take, then the reader's own.
        const dream = text.indexOf('A paper boat carried my letters');
        const jungAt = text.indexOf(jungWords);
        const ownAt = text.indexOf('The river is the year I moved away');
        expect(dream, text).toBeGreaterThanOrEqual(0);
        expect(jungAt, `${jungWords} in ${text}`).toBeGreaterThan(dream);
        expect(ownAt, text).toBeGreaterThan(jungAt);
        expect(await main.getByRole('heading', { name: words.jung }).first().isVisible()).toBe(true);
        expect(await main.getByRole('heading', { name: words.yours }).first().isVisible()).toBe(true);
        // No control: no button, no tab, no formatting bar, no Your Take form.
        expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
        expect(await page.getByRole('tab').filter({ visible: true }).count()).toBe(0);
        expect(await page.getByRole('toolbar').filter({ visible: true }).count()).toBe(0);
        expect(await page.getByLabel(words.ownLabel).filter({ visible: true }).count()).toBe(0);
        expect(await page.locator('form, textarea, input').filter({ visible: true }).count()).toBe(0);
        expect(await page.locator('.top-bar, .bottom-bar, .sidebar').filter({ visible: true }).count()).toBe(0);
        // The editor is the dream's text, without its frame.
        const editor = page.locator('.editor').first();
        expect(await editor.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('0px');
        await screenshot(page, `newcomer-print-${state}-${language}-${device}`);
        await page.emulateMedia({ media: 'screen' });
      };

      // Straight after opening: no interpretation tab opened yet.
      await checkPaper('unopened');
      const pdf = await page.pdf({ format: 'A4' });
      writeFileSync(join(ARTIFACTS_DIR, `newcomer-print-${language}-${device}.pdf`), pdf);
      expect(pdf.length).toBeGreaterThan(1000);

      // After reading both tabs (their panels stay in the page, hidden).
      await page.getByRole('tab', { name: words.jung }).click();
      await page.getByRole('tabpanel').getByText(jungWords).waitFor();
      await page.getByRole('tab', { name: words.yours }).click();
      await page.getByLabel(words.ownLabel).waitFor();
      await page.getByRole('tab', { name: words.jung }).click();
      await checkPaper('opened');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
