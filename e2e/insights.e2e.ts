// Insights (/insights, issue 23): with billing on (against the test suite's Stripe-speaking server),
// an account without premium access sees what the page offers and the way to the trial; a
// grandfathered account sees its journal's patterns. A new journal of 20 dreams over six weeks shows
// its calendar, what recurs and a content profile that says which indicators need more dreams; a
// journal of 150 dreams (imported: quick) shows the whole profile, and an indicator's dreams and words
// are fetched when it is opened. The page is one GraphQL request (access and figures together). At 375
// and 1280 px, in English and Spanish, with nothing wider than the window. (Its own file: billing is a
// server setting.)
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { db } from '../api/src/db/current.ts';
import { ARTIFACTS_DIR, expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const stripe = await startFakeStripeServer();
const suite = useBrowserSuite(stripe.env);
afterAll(() => stripe.close());

type Language = 'en' | 'es';

// Each dream names people, places, feelings and what happens between the dreamer and the others, so
// both the recurring elements and every indicator of the content profile have something to count.
const TEXTS: Record<Language, string[]> = {
  en: [
    'My mother stood in the kitchen of our old house. A stranger attacked me at the door and I was afraid.',
    'I walked with my friend through a dark forest. She hugged me and I felt happy. I managed to find the way out.',
    'A black dog chased me across the school yard. I fell and hurt my leg; my chest ached.',
    'My brother and a man I did not know argued by the water. I was sad and confused. I failed the exam.',
    'I swam in the sea with my father. A woman smiled and helped me. I won the race and felt happy.',
    'Our house was flooded with water. My mother cried. I was scared and my hands were shaking.',
    'A teacher shouted at me in the school. I hit him and ran into the forest. I felt angry.',
    'I kissed a girl at the station. My friend laughed with us, and I was happy.',
  ],
  es: [
    'Mi madre estaba en la cocina de nuestra casa antigua. Un desconocido me atacó en la puerta y tuve miedo.',
    'Caminé con mi amiga por un bosque oscuro. Me abrazó y me sentí feliz. Logré encontrar la salida.',
    'Un perro negro me persiguió por el patio de la escuela. Me caí y me hice daño en la pierna; me dolía el pecho.',
    'Mi hermano y un hombre desconocido discutían junto al agua. Estaba triste y confundido. Suspendí el examen.',
    'Nadé en el mar con mi padre. Una mujer me sonrió y me ayudó. Gané la carrera y me sentí feliz.',
    'Nuestra casa se inundó de agua. Mi madre lloraba. Tenía miedo y me temblaban las manos.',
    'Un profesor me gritó en la escuela. Le golpeé y corrí al bosque. Estaba enfadado.',
    'Besé a una chica en la estación. Mi amigo se reía con nosotros y yo estaba feliz.',
  ],
};
const TAGS = [['family', 'house'], ['forest'], ['school', 'fear'], ['family', 'water'], ['water'], ['family', 'house']];

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The browser's time zone is the machine's (UTC here): days are counted in UTC. */
const todayStart = () => Date.parse(`${isoDay(Date.now())}T00:00:00Z`);

/** Days (YYYY-MM-DD): the given numbers of days ago, and "on this day" one to `months` months ago. */
function journalDays(daysAgo: number[], months: number): string[] {
  const days = new Set(daysAgo.map((ago) => isoDay(todayStart() - ago * DAY)));
  const now = new Date(todayStart());
  for (let back = 1; back <= months; back += 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, now.getUTCDate()));
    if (date.getUTCDate() === now.getUTCDate()) days.add(isoDay(date.getTime()));
  }
  return [...days].sort();
}

/** Imports a generated journal (POST /api/user/import): one dream on each of `days`, at 7 in the morning. */
async function importJournal(page: Page, language: Language, days: string[]): Promise<void> {
  const dreams = days.map((day, index) => ({
    title: `${language === 'es' ? 'Sueño' : 'Dream'} ${index + 1}`,
    content: `<p>${TEXTS[language][index % TEXTS[language].length]}</p>`,
    tags: TAGS[index % TAGS.length],
    date: `${day}T07:00:00.000Z`,
    language,
    ...(index % 3 === 0 ? { lucid: true, vividness: 1 + (index % 5), mood: (index % 5) - 2, sleepQuality: 3 } : {}),
    ...(index % 7 === 0 ? { nightmare: true } : {}),
  }));
  const response = await page.request.post('/api/user/import', {
    data: { format: 'oneiro-journal', version: 1, dreams },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).dreamsAdded).toBe(dreams.length);
}

async function premiumUser(page: Page, language: Language): Promise<void> {
  const account = newAccount(`insights${language}`);
  await registerThroughApi(page, account, language);
  await db().user.update({ where: { username: account.username }, data: { grandfathered: true } });
}

/** No sideways scroll: nothing reaches past the window's right edge (the offenders are named). */
async function noHorizontalScroll(page: Page) {
  const wider = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`)
          .slice(0, 8),
  );
  expect(wider).toEqual([]);
}

/** Nothing of the page's text is cut: no element of the main column wider than its own box. */
async function nothingClipped(page: Page) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.overflow === 'visible' || element.closest('.visually-hidden, .recharts-wrapper')) return false;
        return element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto';
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(clipped).toEqual([]);
}

/** The page at both widths: no sideways scroll, nothing clipped, axe clean, a screenshot of each. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 860 });
    await page.locator('.insights-chart svg, .insights-offer').first().waitFor();
    await screenshot(page, `${name}-${width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-${width}-top.png`) });
    // The sections one by one too, where a whole page's picture is too tall to read.
    const sections = page.locator('.insights-section');
    for (let index = 0; index < (await sections.count()); index += 1) {
      await sections.nth(index).screenshot({ path: join(ARTIFACTS_DIR, `${name}-${width}-section${index + 1}.png`) });
    }
    const measures = page.locator('.insights-measure');
    for (const index of [0, 9]) {
      if ((await measures.count()) > index)
        await measures.nth(index).screenshot({ path: join(ARTIFACTS_DIR, `${name}-${width}-measure${index + 1}.png`) });
    }
    await noHorizontalScroll(page);
    await nothingClipped(page);
    await expectAccessible(page);
  }
}

const TEXT = {
  en: {
    title: 'Insights',
    dreams: 'Dreams',
    currentStreak: 'Current streak',
    threeDays: '3 days',
    calendar: 'Nights recorded',
    oneDream: '1 dream',
    previousMonth: 'Previous month',
    recurring: 'What comes back',
    people: 'People',
    mother: /^mother/i,
    showDreams: /^Show the (\d+) dreams/,
    profile: 'Content profile',
    noneReady: '0 of 16 indicators can be read; the others need more dreams.',
    allReady: 'All 16 indicators can be read.',
    needs50: 'Needs 30 more dreams (read from 50).',
    needs100: 'Needs 80 more dreams (read from 100).',
    compared:
      /^Compared with the men's norm: (about the same|somewhat more|somewhat less|much more|much less)\. With the women's norm: (about the same|somewhat more|somewhat less|much more|much less)\.$/,
    sources: 'Show the dreams and words',
    hideSources: 'Hide the dreams and words',
    wordsRead: /^Words read: “/,
    from: 'From',
    apply: 'Show range',
    tagPairs: 'Tags that go together',
    onThisDay: 'On this day',
    monthAgo: /^1 month ago$/im,
    facts: 'Night facts',
    perPeriod: 'Dreams over time',
  },
  es: {
    title: 'Análisis de tus sueños',
    dreams: 'Sueños',
    currentStreak: 'Racha actual',
    threeDays: '3 días',
    calendar: 'Noches anotadas',
    oneDream: '1 sueño',
    previousMonth: 'Mes anterior',
    recurring: 'Lo que se repite',
    people: 'Personas',
    mother: /^madre/i,
    showDreams: /^Ver los (\d+) sueños/,
    profile: 'Perfil de contenido',
    noneReady: 'Se pueden leer 0 de 16 indicadores; los demás necesitan más sueños.',
    allReady: 'Se pueden leer los 16 indicadores.',
    needs50: 'Necesita 30 sueños más (se lee a partir de 50).',
    needs100: 'Necesita 80 sueños más (se lee a partir de 100).',
    compared:
      /^Frente a la norma masculina: (más o menos igual|algo más|algo menos|mucho más|mucho menos)\. Frente a la femenina: (más o menos igual|algo más|algo menos|mucho más|mucho menos)\.$/,
    sources: 'Ver los sueños y las palabras',
    hideSources: 'Ocultar los sueños y las palabras',
    wordsRead: /^Palabras leídas: “/,
    from: 'Desde',
    apply: 'Mostrar intervalo',
    tagPairs: 'Etiquetas que van juntas',
    onThisDay: 'Tal día como hoy',
    monthAgo: /^hace 1 mes$/im,
    facts: 'Datos de la noche',
    perPeriod: 'Sueños a lo largo del tiempo',
  },
} as const;

/** The GraphQL operations the page sends from now on, by name, with their answers. */
function recordOperations(page: Page): { name: string; response: Promise<Response | null> }[] {
  const operations: { name: string; response: Promise<Response | null> }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '';
    const response = request.response();
    // Most answers are never read: one still in flight when the page closes must not be an unhandled
    // rejection (awaiting it still rejects where a test reads it).
    response.catch(() => {});
    operations.push({ name, response });
  });
  return operations;
}

const namesOf = (operations: { name: string }[], prefix: string) =>
  operations.map((operation) => operation.name).filter((name) => name.startsWith(prefix));

const figure = (page: Page, label: string) =>
  page
    .locator('.insights-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('insights with premium access', () => {
  for (const language of ['en', 'es'] as const) {
    const text = TEXT[language];

    it(`a new journal of 20 dreams: calendar, what recurs, and which indicators need more dreams (${language})`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
      });
      await premiumUser(page, language);
      // Six weeks, the last three nights in a row, and a dream a month ago today.
      const daysAgo = [1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 33, 35, 38, 41];
      // (On the 29th to 31st, last month may have no such day: another night six weeks ago instead.)
      let days = journalDays(daysAgo, 1);
      if (days.length < 20) days = journalDays([...daysAgo, 43], 1);
      expect(days).toHaveLength(20);
      await importJournal(page, language, days);

      const operations = recordOperations(page);
      await page.goto('/insights');
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await page.locator('.insights-chart svg').first().waitFor();
      expect(await figure(page, text.dreams).innerText()).toBe('20');
      // One request tells the access and brings the figures.
      expect(namesOf(operations, 'Insights')).toEqual(['InsightsQuery']);
      expect(await figure(page, text.currentStreak).innerText()).toBe(text.threeDays);

      // The calendar: this month's nights are marked; the month before is a click away.
      const calendar = page.getByRole('region', { name: text.calendar });
      expect(await calendar.getByRole('cell').filter({ hasText: text.oneDream }).count()).toBeGreaterThan(0);
      const month = await calendar.getByRole('table').locator('caption').innerText();
      await calendar.getByRole('button', { name: text.previousMonth }).click();
      await expect.poll(() => calendar.getByRole('table').locator('caption').innerText()).not.toBe(month);
      expect(await calendar.getByRole('cell').filter({ hasText: text.oneDream }).count()).toBeGreaterThan(0);

      // What recurs: the mother, in the dreams behind her, each a link to its page.
      const recurring = page.getByRole('region', { name: text.recurring });
      await recurring.getByRole('tab', { name: new RegExp(`^${text.people}`) }).click();
      const mother = recurring.getByRole('listitem').filter({ has: page.getByText(text.mother) });
      const show = mother.getByRole('button', { name: text.showDreams });
      const count = Number(text.showDreams.exec(await show.innerText())![1]);
      expect(count).toBeGreaterThanOrEqual(2);
      await show.click();
      const links = mother.getByRole('link');
      await links.first().waitFor();
      expect(await links.count()).toBe(count);
      expect(await links.first().getAttribute('href')).toMatch(/^\/dreams\/\d+$/);

      // The profile: no indicator is read from 20 dreams, and each says how many more it needs.
      const profile = page.getByRole('region', { name: text.profile });
      await profile.getByText(text.noneReady).waitFor();
      expect(await profile.getByText(text.needs50).count()).toBe(5);
      expect(await profile.getByText(text.needs100).count()).toBe(7);
      expect(await profile.getByText(text.compared).count()).toBe(0);

      // The other sections are there.
      for (const title of [text.perPeriod, text.tagPairs, text.onThisDay, text.facts]) {
        await page.getByRole('region', { name: title }).waitFor();
      }
      expect(await page.getByRole('region', { name: text.onThisDay }).innerText()).toMatch(text.monthAgo);

      await atBothWidths(page, `insights-20-${language}`);

      // A range narrows every figure: the last two weeks hold the eight dreams from 1 to 13 days ago.
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.getByLabel(text.from).fill(isoDay(todayStart() - 14 * DAY));
      await page.getByRole('button', { name: text.apply }).click();
      await page.waitForURL((url) => url.searchParams.has('from'));
      await expect.poll(() => figure(page, text.dreams).innerText()).toBe('8');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a journal of 150 dreams: the whole content profile (${language})`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
      });
      await premiumUser(page, language);
      const days = journalDays(
        Array.from({ length: 160 }, (_, index) => 1 + index * 2),
        6,
      ).slice(-150);
      expect(days).toHaveLength(150);
      await importJournal(page, language, days);

      const operations = recordOperations(page);
      await page.goto('/insights');
      const profile = page.getByRole('region', { name: text.profile });
      await profile.getByText(text.allReady).waitFor();
      expect(await profile.getByText(text.compared).count()).toBe(16);
      expect(await profile.getByText(text.needs50).count()).toBe(0);
      // The page's one request carries the figures, not the dreams and words behind them.
      expect(namesOf(operations, 'Insights')).toEqual(['InsightsQuery']);
      const pageAnswer = await (await operations.find((operation) => operation.name === 'InsightsQuery')!
        .response)!.text();
      expect(pageAnswer).toContain('"numerator"');
      expect(pageAnswer).not.toContain('"words"');

      // Down to the dreams and the words behind an indicator, asked for when it is opened, at both
      // widths: the first indicator and the first index (A/C).
      // (By class: a filter on the button's name would skip an opened one, whose button says "Hide".)
      const measures = profile.locator('.insights-measure');
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width < 500 ? 812 : 860 });
        for (const index of [0, 9]) {
          const measure = measures.nth(index);
          const asked = namesOf(operations, 'InsightsContentProfileSources').length;
          await measure.getByRole('button', { name: text.sources }).click();
          await measure.getByText(text.wordsRead).first().waitFor();
          expect(await measure.getByRole('link').first().getAttribute('href')).toMatch(/^\/dreams\/\d+$/);
          // Asked for on the first opening only: opened again, the store has them.
          expect(namesOf(operations, 'InsightsContentProfileSources').length).toBe(width === 1280 ? asked + 1 : asked);
          await measure.scrollIntoViewIfNeeded();
          await measure.screenshot({
            path: join(ARTIFACTS_DIR, `insights-150-${language}-${width}-sources${index + 1}.png`),
          });
          await noHorizontalScroll(page);
          await nothingClipped(page);
          if (index === 9) await expectAccessible(page);
          await measure.getByRole('button', { name: text.hideSources }).click();
        }
      }

      await atBothWidths(page, `insights-150-${language}`);
      expect(errors).toEqual([]);
      await context.close();
      // Opening two indicators at two widths, each checked, besides the page at both widths.
    }, 180_000);
  }
});

describe('insights without premium access', () => {
  for (const [language, title, cta] of [
    ['en', 'Insights is part of Premium', 'Start Free Trial'],
    ['es', 'El análisis es parte de Premium', 'Empezar prueba gratuita'],
  ] as const) {
    it(`says what the page offers and leads to the trial (${language})`, async () => {
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
      });
      await registerThroughApi(page, newAccount('noinsights'), language);
      const operations = recordOperations(page);
      await page.goto('/insights');
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      expect(await page.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      expect(await page.getByRole('link', { name: cta }).getAttribute('href')).toBe('/subscription');
      await atBothWidths(page, `insights-offer-${language}`);
      await page.getByRole('link', { name: cta }).click();
      await page.waitForURL((url) => url.pathname === '/subscription');
      // One request, which told the access and brought no figures.
      expect(namesOf(operations, 'Insights')).toEqual(['InsightsQuery']);
      const answer = await (await operations.find((operation) => operation.name === 'InsightsQuery')!.response)!.json();
      expect(answer.errors).toBeUndefined();
      expect(answer.data.me).toMatchObject({ hasAccess: false, insights: null });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the way to insights', () => {
  it('is in the desktop navigation, the phone menu and on the profile', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await premiumUser(page, 'en');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'insights-phone-menu.png') });
    await page.getByRole('menuitem', { name: 'Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();

    await page.goto('/profile');
    await page.getByRole('link', { name: /See your insights/ }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'insights-profile-link-375.png') });
    await page.getByRole('link', { name: /See your insights/ }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
