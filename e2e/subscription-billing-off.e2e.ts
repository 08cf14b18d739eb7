// Billing off (no Stripe keys): the landing promises no trial, registration has no payment step
// (the account is created and the page reloads, signed in), and /subscription says this server
// includes everything; at phone and desktop widths, in English and Spanish.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('billing off', () => {
  for (const [locale, width] of [
    ['en-US', 1280],
    ['en-US', 375],
    ['es-ES', 1280],
    ['es-ES', 375],
  ] as const) {
    it(`promises nothing it cannot sell, and /subscription includes everything (${locale}, ${width} px)`, async () => {
      const en = locale === 'en-US';
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale,
        width,
        height: width < 500 ? 812 : 860,
      });
      const stripeRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('stripe')) stripeRequests.push(request.url());
      });
      const landing = await page.goto('/landing');
      expect(landing!.headers()['content-security-policy']).not.toContain('stripe');
      await page
        .getByRole('heading', {
          name: en ? 'Every feature is free on this server' : 'Todas las funciones son gratis en este servidor',
        })
        .waitFor();
      expect(await page.getByText(en ? 'Try Premium free for 7 days' : /7 días/).count()).toBe(0);
      await screenshot(page, `landing-billing-off-${locale}-${width}`);

      const account = newAccount('free');
      await registerThroughLanding(page, account, en ? 'en' : 'es');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/subscription');
      await page.getByRole('heading', { name: en ? 'Everything is included' : 'Todo está incluido' }).waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: /AI|IA/ }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /Start|Comenzar/ }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `subscription-billing-off-${locale}-${width}`);
      expect(stripeRequests).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
