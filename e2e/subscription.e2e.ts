// Billing on, against the test suite's Stripe-speaking server: the landing's trial promise and
// registration up to the client secret (Stripe.js itself cannot load offline: the page must say so,
// not hang), and /subscription in each state (upgrade, trial, cancelled, active after the
// ?success=true return, grandfathered), at phone and desktop widths, in English and Spanish.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { db } from '../api/src/db/current.ts';
import { expectAccessible, newPage, screenshot, type TestPage } from './support/browser.ts';
import { chooseLanguage, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const stripe = await startFakeStripeServer();
const suite = useBrowserSuite(stripe.env);
afterAll(() => stripe.close());

/** Offline, as in the test environment anyway, but certain: js.stripe.com never answers. */
async function offlineFromStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
}

async function pageAt(width: number, locale = 'en-US'): Promise<TestPage> {
  const opened = await newPage(suite.browser, suite.server.url, { width, height: width < 500 ? 812 : 860, locale });
  await offlineFromStripe(opened.page);
  return opened;
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').getByText(title, { exact: true });

describe('registration with billing on', () => {
  it('promises the trial, starts the subscription (client secret), and says clearly that Stripe cannot load', async () => {
    const { page, context, errors } = await pageAt(1280);
    const account = newAccount('payer');
    const landing = await page.goto('/landing');
    // The page may load Stripe.js and its card frames (and nothing else from outside).
    const policy = landing!.headers()['content-security-policy']!;
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com');
    await page.getByRole('heading', { name: 'Try Premium free for 7 days' }).waitFor();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const started = page.waitForResponse((response) => response.url().endsWith('/api/create-subscription'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const body = await (await started).json();
    expect(body.clientSecret).toMatch(/^seti_\w+_secret_/);
    expect(body.intentType).toBe('setup');
    // The subscription exists at Stripe with the trial, for this email; the account does not yet.
    const subscription = stripe.subscriptions.get(body.subscriptionId)!;
    expect(subscription.status).toBe('trialing');
    expect(stripe.customers.get(subscription.customer)!.email).toBe(account.email);
    expect(await db().user.findUnique({ where: { username: account.username } })).toBeNull();

    await page.getByRole('heading', { name: 'Step 2 of 2: your card for after the trial' }).waitFor();
    await page.getByText('The secure payment form could not load').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'register-payment-offline-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await noHorizontalScroll(page);
    await screenshot(page, 'register-payment-offline-phone');
    // The step follows a switch of language like the rest of the page.
    await chooseLanguage(page, 'English', 'Español');
    await page.getByRole('heading', { name: 'Paso 2 de 2: tu tarjeta para después de la prueba' }).waitFor();
    await page.getByText('No se pudo cargar el formulario de pago seguro').waitFor();
    await noHorizontalScroll(page);
    await screenshot(page, 'register-payment-offline-phone-es');
    await page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(page, 'register-payment-offline-desktop-es');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a taken username before anything is sent to Stripe', async () => {
    const { page, context } = await pageAt(1280);
    const existing = newAccount('taken');
    await registerThroughApi(page, existing);
    await context.clearCookies();
    const before = stripe.requests.length;
    await page.goto('/landing');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Email').fill(`another-${existing.email}`);
    await page.getByLabel('Password', { exact: true }).fill(existing.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('This username is already taken')
      .or(page.getByText(/already/))
      .first()
      .waitFor();
    expect(stripe.requests.length).toBe(before);
    await context.close();
  });
});

describe('/subscription with billing on', () => {
  for (const [locale, width] of [
    ['en-US', 1280],
    ['en-US', 375],
    ['es-ES', 1280],
    ['es-ES', 375],
  ] as const) {
    it(`upgrade, trial and cancellation (${locale}, ${width} px)`, async () => {
      const en = locale === 'en-US';
      const { page, context, errors } = await pageAt(width, locale);
      const account = newAccount('upgrade');
      await registerThroughApi(page, account, en ? 'en' : 'es');
      await page.goto('/subscription');
      const plan = page.getByRole('region', { name: 'Premium' });
      await plan.getByText(en ? 'Popular' : 'Popular', { exact: true }).waitFor();
      await plan.getByText(en ? '$11' : '11 $', { exact: true }).waitFor();
      await plan.getByText(en ? '/month' : '/mes', { exact: true }).waitFor();
      await plan.getByText(en ? '7-day free trial' : 'Prueba gratuita de 7 días', { exact: true }).waitFor();
      expect(await plan.getByRole('listitem').count()).toBe(6);
      await page.getByRole('heading', { name: en ? 'Frequently asked questions' : 'Preguntas frecuentes' }).waitFor();
      expect(await page.locator('details').count()).toBe(4);
      await noHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `subscription-upgrade-${locale}-${width}`);

      // Start Free Trial: the trial starts at Stripe, the card form is asked for (and cannot load here).
      await page.getByRole('button', { name: en ? 'Start Free Trial' : 'Comenzar prueba gratuita' }).click();
      await page
        .getByText(en ? 'The secure payment form could not load' : 'No se pudo cargar el formulario de pago seguro')
        .waitFor();
      await screenshot(page, `subscription-payment-offline-${locale}-${width}`);
      const user = await db().user.findUniqueOrThrow({ where: { username: account.username } });
      expect(user.subscriptionStatus).toBe('trial');
      stripe.confirm(user.stripeSubscriptionId!);

      // The trial view: badge, trial end, cancel.
      await page.reload();
      await page.getByText(en ? 'Free Trial' : 'Prueba gratuita', { exact: true }).waitFor();
      await page.getByText(en ? /^Your free trial ends on / : /^Tu prueba gratuita termina el /).waitFor();
      await noHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `subscription-trial-${locale}-${width}`);
      await page.getByRole('button', { name: en ? 'Cancel subscription' : 'Cancelar suscripción' }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: en ? 'Cancel subscription' : 'Cancelar suscripción' })
        .click();
      await page.getByText(en ? 'Cancelled' : 'Cancelada', { exact: true }).waitFor();
      await page.getByText(en ? /^Cancelled: you keep premium access until / : /^Cancelada: mantienes/).waitFor();
      expect(stripe.subscriptions.get(user.stripeSubscriptionId!)!.cancel_at_period_end).toBe(true);
      // Read again from the server (and past react-aria's live announcement of the toast, which axe
      // reads as an image without a name while it lasts).
      await page.reload();
      await page.getByText(en ? /^Cancelled: you keep premium access until / : /^Cancelada: mantienes/).waitFor();
      await expectAccessible(page);
      await screenshot(page, `subscription-cancelled-${locale}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('returning with ?success=true: Payment Successful, the status read again, the URL cleaned', async () => {
    const { page, context, errors } = await pageAt(1280);
    const account = newAccount('returning');
    await registerThroughApi(page, account);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Start Free Trial' }).waitFor();
    // What happened while the browser was at the bank: Stripe activated it and told the server.
    const { subscriptionId } = await (await page.request.post('/api/create-subscription', { data: {} })).json();
    stripe.confirm(subscriptionId);
    const event = stripe.signedEvent(
      'customer.subscription.updated',
      stripe.advance(subscriptionId, { status: 'active', trial_end: null }),
    );
    const delivered = await fetch(`${suite.server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    });
    expect(delivered.status).toBe(200);

    await page.goto('/subscription?success=true');
    await toast(page, 'Payment Successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/^Next billing date: /).waitFor();
    await screenshot(page, 'subscription-active-after-success');
    await page.setViewportSize({ width: 375, height: 812 });
    await noHorizontalScroll(page);
    await screenshot(page, 'subscription-active-after-success-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an account whose trial ended is offered the subscription itself, paid from today', async () => {
    const { page, context, errors } = await pageAt(1280);
    const account = newAccount('lapsed');
    await registerThroughApi(page, account);
    await db().user.update({
      where: { username: account.username },
      data: { subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 86_400_000) },
    });
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Start Subscription' }).click();
    await page.getByText('Your free trial has been used, so the first month ($11) is charged today.').waitFor();
    const user = await db().user.findUniqueOrThrow({ where: { username: account.username } });
    expect(stripe.subscriptions.get(user.stripeSubscriptionId!)!.trial_end).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [locale, width] of [
    ['en-US', 1280],
    ['es-ES', 375],
  ] as const) {
    it(`grandfathered access (${locale}, ${width} px)`, async () => {
      const { page, context, errors } = await pageAt(width, locale);
      const account = newAccount('early');
      await registerThroughApi(page, account, locale === 'en-US' ? 'en' : 'es');
      await db().user.update({ where: { username: account.username }, data: { grandfathered: true } });
      await page.goto('/subscription');
      await page
        .getByRole('heading', { name: locale === 'en-US' ? 'Grandfathered Access' : 'Acceso de fundador' })
        .waitFor();
      expect(await page.getByRole('button', { name: /Start|Comenzar/ }).count()).toBe(0);
      await noHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, `subscription-grandfathered-${locale}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
