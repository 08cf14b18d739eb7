// /verify-email in each state and 'Resend Verification Email' on the profile, in English and
// Spanish on a desktop and a phone. With no mail provider the server keeps mails in its outbox,
// which is where these tests read the links a person would find in their inbox.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LABELS = {
  en: {
    needed: 'Verification Needed',
    resend: 'Resend Verification Email',
    sent: 'Verification Email Sent',
    verified: 'Email Verified!',
    badge: 'Email Verified',
    failed: 'Verification Failed',
    dashboard: 'Go to Dashboard',
    profile: 'Go to Profile',
    login: 'Log In',
    missing: 'Verification token is missing',
    invalid: 'This verification link is invalid or has already been used.',
    verifying: 'Verifying your email...',
  },
  es: {
    needed: 'Verificación pendiente',
    resend: 'Reenviar correo de verificación',
    sent: 'Correo de verificación enviado',
    verified: '¡Correo verificado!',
    badge: 'Correo verificado',
    failed: 'La verificación falló',
    dashboard: 'Ir al inicio',
    profile: 'Ir al perfil',
    login: 'Iniciar sesión',
    missing: 'Falta el token de verificación',
    invalid: 'Este enlace de verificación no es válido o ya se ha usado.',
    verifying: 'Verificando tu correo electrónico...',
  },
} as const;

const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 812 } } as const;

/** The newest verification link mailed to `email` (the outbox keeps the newest first). */
async function linkFor(email: string, count: number): Promise<string> {
  const outbox = suite.server.app.services.mailer.outbox!;
  await expect.poll(() => outbox.list().filter((mail) => mail.to === email).length).toBeGreaterThanOrEqual(count);
  const mail = outbox.list().find((candidate) => candidate.to === email)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return link.pathname + link.search;
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').getByText(title, { exact: true });

describe('email verification', () => {
  for (const [language, size] of [
    ['en', 'desktop'],
    ['es', 'phone'],
    ['en', 'phone'],
    ['es', 'desktop'],
  ] as const) {
    it(`resends the link from the profile and verifies it (${language}, ${size})`, async () => {
      const l = LABELS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...SIZES[size],
      });
      const account = newAccount(`verify${language}`);
      await registerThroughLanding(page, account, language);
      await page.goto('/profile');
      await page.getByText(l.needed).waitFor();
      await page.getByRole('button', { name: l.resend }).click();
      await toast(page, l.sent).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `profile-resend-${language}-${size}`);

      // The spinner shows while the link is checked (the answer is held back a moment to see it).
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('useVerifyEmailMutation'))
          await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.goto(await linkFor(account.email, 2));
      await page.getByText(l.verifying).waitFor();
      await page.getByRole('heading', { name: l.verified }).waitFor();
      await page.getByRole('link', { name: l.dashboard }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `verify-email-success-${language}-${size}`);
      // Signed in and verified: on to the journal after 3 seconds.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await page.goto('/profile');
      await page.getByText(l.badge, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: l.resend }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const language of ['en', 'es'] as const) {
    it(`shows the failures with the right buttons (${language})`, async () => {
      const l = LABELS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...SIZES[language === 'es' ? 'phone' : 'desktop'],
      });
      await page.goto('/verify-email');
      await page.getByRole('heading', { name: l.failed }).waitFor();
      await page.getByText(l.missing).waitFor();
      await screenshot(page, `verify-email-missing-${language}`);

      await page.goto('/verify-email?token=not-a-real-token');
      await page.getByText(l.invalid).waitFor();
      await expectAccessible(page);
      await screenshot(page, `verify-email-failure-${language}`);
      await page.getByRole('link', { name: l.login }).click();
      await page.waitForURL('**/auth');

      // A used link, opened again by the user it verified, says the address is verified (issue 27);
      // not a failure.
      const account = newAccount(`used${language}`);
      await registerThroughLanding(page, account, language);
      const link = await linkFor(account.email, 1);
      await page.goto(link);
      await page.getByRole('heading', { name: l.verified }).waitFor();
      await page.goto(link);
      await page
        .getByText(language === 'es' ? 'Tu correo electrónico ya está verificado.' : 'Your email is already verified.')
        .waitFor();
      expect(await page.locator('.verify-card--failure').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a signed-out person following a link is offered the login', async () => {
    const { page: signedIn, context: first } = await newPage(suite.browser, suite.server.url);
    const account = newAccount('elsewhere');
    await registerThroughLanding(signedIn, account);
    const link = await linkFor(account.email, 1);
    await first.close();
    const { page, context } = await newPage(suite.browser, suite.server.url, SIZES.phone);
    await page.goto(link);
    await page.getByRole('heading', { name: LABELS.en.verified }).waitFor();
    await page.getByRole('link', { name: LABELS.en.login }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });
});
