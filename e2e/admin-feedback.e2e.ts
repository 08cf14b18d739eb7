// The admin dashboard's Feedback tab (web/src/screens/Admin/AdminFeedbackTab.tsx) on /admin: the
// spec's table, 'No feedback entries found.' when there is none, and the testimonial switch (only
// for public feedback) that puts feedback on the landing page. In English and Spanish, 1280 and
// 375 px. Needs the admin branch's /admin page, which mounts the tab under a tab named by
// m.admin_feedback_title ('Feedback' / 'Comentarios').
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '#api/db/current.ts';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LABELS = {
  en: {
    tab: 'Feedback',
    empty: 'No feedback entries found.',
    noComment: 'No comment provided',
    switchOf: (id: number) => `Show feedback ${id} as a testimonial`,
    updated: 'Testimonial status updated successfully',
    yes: 'Yes',
    no: 'No',
  },
  es: {
    tab: 'Comentarios',
    empty: 'No se encontraron comentarios.',
    noComment: 'Sin comentario',
    switchOf: (id: number) => `Mostrar el comentario ${id} como testimonio`,
    updated: 'Estado del testimonio actualizado correctamente',
    yes: 'Sí',
    no: 'No',
  },
} as const;

type Language = keyof typeof LABELS;
const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 812 } } as const;

async function adminPage(language: Language, size: keyof typeof SIZES) {
  const opened = await newPage(suite.browser, suite.server.url, {
    locale: language === 'es' ? 'es-ES' : 'en-US',
    ...SIZES[size],
  });
  const account = newAccount(`adm${language}`);
  await registerThroughLanding(opened.page, account, language);
  await db().user.update({ where: { username: account.username }, data: { role: 'admin' } });
  return { ...opened, account };
}

async function openFeedbackTab(page: Page, language: Language) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: LABELS[language].tab }).click();
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').getByText(title, { exact: true });

describe('admin Feedback tab', () => {
  it('says so when there is no feedback yet', async () => {
    const { page, context } = await adminPage('en', 'desktop');
    await openFeedbackTab(page, 'en');
    await page.getByText(LABELS.en.empty).waitFor();
    await context.close();
  });

  it('lists feedback and turns public feedback into a testimonial, in both languages and sizes', async () => {
    const author = await newPage(suite.browser, suite.server.url);
    const account = newAccount('author');
    await registerThroughLanding(author.page, account);
    const send = async (body: Record<string, unknown>) =>
      (await (await author.page.request.post('/api/feedback', { data: body })).json()) as { id: number };
    const privateOne = await send({ rating: 2 });
    await author.context.close();

    for (const language of ['en', 'es'] as const) {
      for (const size of ['desktop', 'phone'] as const) {
        const l = LABELS[language];
        const publicOne = await (async () => {
          const row = await db().userFeedback.create({
            data: {
              userId: (await db().user.findUniqueOrThrow({ where: { username: account.username } })).id,
              rating: 4,
              feedbackText: `Public words ${language} ${size}`,
              isPublic: true,
            },
          });
          return row;
        })();
        const { page, context, errors } = await adminPage(language, size);
        await openFeedbackTab(page, language);

        const publicRow = page.getByRole('row').filter({ hasText: `Public words ${language} ${size}` });
        await publicRow.waitFor();
        await publicRow.getByRole('cell', { name: account.username, exact: true }).waitFor();
        await publicRow.getByRole('cell', { name: l.yes, exact: true }).waitFor();
        const privateRow = page.getByRole('row').filter({ hasText: l.noComment });
        await privateRow.getByRole('cell', { name: l.no, exact: true }).waitFor();

        // Private feedback cannot be a testimonial: its switch is disabled.
        expect(await page.getByRole('switch', { name: l.switchOf(privateOne.id) }).isDisabled()).toBe(true);
        const publicSwitch = page.getByRole('switch', { name: l.switchOf(publicOne.id) });
        expect(await publicSwitch.isChecked()).toBe(false);
        // The table scrolls inside its 500 px area; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectAccessible(page);
        await screenshot(page, `admin-feedback-${language}-${size}`);

        // The switch's visible part is its label (the input itself is visually hidden).
        await publicRow.locator('.switch').click();
        await toast(page, l.updated).waitFor();
        expect(await publicSwitch.isChecked()).toBe(true);
        const testimonials = await (await page.request.get('/api/testimonials')).json();
        expect(testimonials.map((item: { feedbackText: string }) => item.feedbackText)).toContain(
          `Public words ${language} ${size}`,
        );
        await screenshot(page, `admin-feedback-updated-${language}-${size}`);

        // And back: it leaves the landing page.
        await publicRow.locator('.switch').click();
        await expect
          .poll(async () => (await db().userFeedback.findUniqueOrThrow({ where: { id: publicOne.id } })).isTestimonial)
          .toBe(false);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
