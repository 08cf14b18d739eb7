// The Give Feedback dialog and the landing page's testimonials, done the way a person does them:
// from the top navigation on a desktop and the More menu on a phone, in English and Spanish; the
// stars with the keyboard; the reset after sending; and a session that ended before Submit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db } from '#api/db/current.ts';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LABELS = {
  en: {
    open: 'Give Feedback',
    more: 'More',
    dialog: 'Give Feedback',
    star: (rating: number) => `${rating} of 5 stars`,
    text: 'Your feedback (optional)',
    public: 'Make my feedback public',
    submit: 'Submit Feedback',
    thanks: 'Thank you!',
    thanksText: 'Your feedback has been submitted successfully.',
    signIn: 'Please sign in',
    signInText: 'You need to be signed in to submit feedback.',
    testimonials: 'What dreamers say',
    cancel: 'Cancel',
  },
  es: {
    open: 'Enviar comentarios',
    more: 'Más',
    dialog: 'Enviar comentarios',
    star: (rating: number) => `${rating} de 5 estrellas`,
    text: 'Tus comentarios (opcional)',
    public: 'Hacer públicos mis comentarios',
    submit: 'Enviar comentarios',
    thanks: '¡Gracias!',
    thanksText: 'Tus comentarios se han enviado correctamente.',
    signIn: 'Inicia sesión',
    signInText: 'Necesitas iniciar sesión para enviar comentarios.',
    testimonials: 'Lo que dicen quienes sueñan',
    cancel: 'Cancelar',
  },
} as const;

type Language = keyof typeof LABELS;
const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 812 } } as const;
type Size = keyof typeof SIZES;

async function signedInPage(language: Language, size: Size) {
  const opened = await newPage(suite.browser, suite.server.url, {
    locale: language === 'es' ? 'es-ES' : 'en-US',
    ...SIZES[size],
  });
  const account = newAccount(`fb${language}`);
  await registerThroughLanding(opened.page, account, language);
  return { ...opened, account };
}

/** Desktop: the button in the top navigation. Phone: the More menu (the bottom bar holds four). */
async function openDialog(page: Page, language: Language, size: Size) {
  const l = LABELS[language];
  if (size === 'desktop') {
    await page.getByRole('navigation').getByRole('button', { name: l.open }).click();
  } else {
    await page.getByRole('button', { name: l.more, exact: true }).click();
    await page.getByRole('menuitem', { name: l.open }).waitFor();
    await screenshot(page, `feedback-menu-${language}-phone`);
    await page.getByRole('menuitem', { name: l.open }).click();
  }
  const dialog = page.getByRole('dialog', { name: l.dialog });
  await dialog.waitFor();
  return dialog;
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').getByText(title, { exact: true });

describe('Give Feedback', () => {
  for (const language of ['en', 'es'] as const) {
    for (const size of ['desktop', 'phone'] as const) {
      it(`sends feedback in ${language} on a ${size}, then starts over`, async () => {
        const l = LABELS[language];
        const { page, errors } = await signedInPage(language, size);
        const dialog = await openDialog(page, language, size);

        // Five stars to start with; the arrow keys move the rating like any radio group.
        expect(await dialog.getByRole('radio', { name: l.star(5) }).isChecked()).toBe(true);
        await dialog.getByRole('radio', { name: l.star(5) }).focus();
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        expect(await dialog.getByRole('radio', { name: l.star(3) }).isChecked()).toBe(true);
        expect(await dialog.getByRole('radio', { name: l.star(5) }).isChecked()).toBe(false);

        await dialog.getByLabel(l.text).fill('The voice recorder is wonderful at dawn.');
        await dialog.getByText(l.public).click();
        expect(await dialog.getByRole('checkbox', { name: new RegExp(l.public) }).isChecked()).toBe(true);
        await expectAccessible(page);
        await screenshot(page, `feedback-dialog-${language}-${size}`);

        await dialog.getByRole('button', { name: l.submit }).click();
        await toast(page, l.thanks).waitFor();
        await page.getByRole('alertdialog').getByText(l.thanksText).waitFor();
        await dialog.waitFor({ state: 'detached' });
        await screenshot(page, `feedback-thanks-${language}-${size}`);

        const sent = await (await page.request.get('/api/feedback')).json();
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({
          rating: 3,
          feedbackText: 'The voice recorder is wonderful at dawn.',
          isPublic: true,
          isTestimonial: false,
        });

        // Opened again, it is a fresh form: 5 stars, no text, not public.
        const again = await openDialog(page, language, size);
        expect(await again.getByRole('radio', { name: l.star(5) }).isChecked()).toBe(true);
        expect(await again.getByLabel(l.text).inputValue()).toBe('');
        expect(await again.getByRole('checkbox', { name: new RegExp(l.public) }).isChecked()).toBe(false);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const [language, size] of [
    ['en', 'desktop'],
    ['es', 'phone'],
  ] as const) {
    it(`asks a visitor whose session ended to sign in (${language}, ${size}), and stores nothing`, async () => {
      const l = LABELS[language];
      const { page, context } = await signedInPage(language, size);
      const first = await openDialog(page, language, size);
      await first.getByLabel(l.text).fill('Sent after my session ended');
      // Cancelled by mistake, the dialog keeps what was written.
      await first.getByRole('button', { name: l.cancel }).click();
      await first.waitFor({ state: 'detached' });
      const dialog = await openDialog(page, language, size);
      expect(await dialog.getByLabel(l.text).inputValue()).toBe('Sent after my session ended');
      // The browser forgets the session (as when it expires): the server no longer knows who this is.
      await context.clearCookies();
      await dialog.getByRole('button', { name: l.submit }).click();
      await toast(page, l.signIn).waitFor();
      await page.getByRole('alertdialog').getByText(l.signInText).waitFor();
      await screenshot(page, `feedback-sign-in-${language}-${size}`);
      expect(await db().userFeedback.count({ where: { feedbackText: 'Sent after my session ended' } })).toBe(0);
      await page.context().close();
    });
  }
});

describe('the header with Give Feedback', () => {
  it('fits the window from tablet to desktop, for an admin (one more icon), in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      const { page, account, context } = await signedInPage(language, 'desktop');
      await db().user.update({ where: { username: account.username }, data: { role: 'admin' } });
      await page.reload();
      await page
        .getByRole('link', { name: language === 'en' ? 'Admin Dashboard' : 'Panel de administración' })
        .first()
        .waitFor();
      for (const width of [768, 1024, 1100, 1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const header = await page.locator('.top-bar__inner').evaluate((inner) => ({
          content: inner.scrollWidth,
          box: inner.clientWidth,
        }));
        expect(header.content, `${language} at ${width}px`).toBeLessThanOrEqual(header.box);
      }
      await page.setViewportSize(SIZES.desktop);
      // The icon's name shows as a tooltip on keyboard focus.
      await page.getByRole('navigation').getByRole('button', { name: LABELS[language].open }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await page.getByRole('tooltip', { name: LABELS[language].open }).waitFor();
      await screenshot(page, `feedback-header-admin-${language}-desktop`);
      await context.close();
    }
  });
});

describe('testimonials on the landing page', () => {
  it('shows approved public feedback only, with the username, in both languages and sizes', async () => {
    const author = await signedInPage('en', 'desktop');
    const send = (body: Record<string, unknown>) => author.page.request.post('/api/feedback', { data: body });
    const approved = await (
      await send({ rating: 5, feedbackText: 'I finally remember my dreams.', isPublic: true })
    ).json();
    await send({ rating: 4, feedbackText: 'Public, waiting for approval', isPublic: true });
    await send({ rating: 2, feedbackText: 'Only for the team' });
    // With nothing approved the page has no testimonials section at all (nothing reserved for one).
    const before = await newPage(suite.browser, suite.server.url, SIZES.phone);
    const answered = before.page.waitForResponse((response) => response.url().endsWith('/api/testimonials'));
    await before.page.goto('/landing');
    expect(await (await answered).json()).toEqual([]);
    await before.page.getByRole('tab', { name: 'Register' }).waitFor();
    expect(await before.page.getByRole('region', { name: LABELS.en.testimonials }).count()).toBe(0);
    await before.context.close();

    await db().userFeedback.update({ where: { id: approved.id }, data: { isTestimonial: true } });
    await author.context.close();

    for (const language of ['en', 'es'] as const) {
      for (const size of ['desktop', 'phone'] as const) {
        const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
          locale: language === 'es' ? 'es-ES' : 'en-US',
          ...SIZES[size],
        });
        await page.goto('/landing');
        const section = page.getByRole('region', { name: LABELS[language].testimonials });
        await section.getByText('I finally remember my dreams.').waitFor();
        await section.getByText(author.account.username).waitFor();
        expect(await section.getByText('Public, waiting for approval').count()).toBe(0);
        expect(await section.getByText('Only for the team').count()).toBe(0);
        await section.scrollIntoViewIfNeeded();
        await expectAccessible(page);
        await screenshot(page, `landing-testimonials-${language}-${size}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
