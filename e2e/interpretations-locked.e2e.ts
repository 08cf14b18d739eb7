// The interpretation tabs without premium access (spec section 6): with billing on (against the test
// suite's Stripe-speaking server), an account without a subscription has no trial, so Jung, Rogers
// and CBT show the locked card; Your Take is never locked. (Its own file: billing is a server
// setting, and a file's tests share one server.)
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripeServer } from '#api-test/fake-stripe-server.ts';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const stripe = await startFakeStripeServer();
const suite = useBrowserSuite(stripe.env);
afterAll(() => stripe.close());

const seed = { title: 'The locked garden', content: '<p>A gate with no handle, and roses behind it.</p>' };

describe('without premium access', () => {
  it('locks Jung, Rogers and CBT behind a trial offer, and keeps Your Take open', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    // Nothing premium is even asked for: no progress subscription, no generation.
    const premiumRequests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('useGenerateInterpretationMutation')) premiumRequests.push(body);
    });
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (payload.includes('interpretationProgress')) premiumRequests.push(payload);
      }),
    );
    await registerThroughApi(page, newAccount('locked'));
    const id = await createDreamThroughApi(page, seed);
    await page.goto(`/dreams/${id}`);
    await page.getByRole('heading', { level: 1, name: seed.title }).waitFor();

    for (const tab of ["Jung's Take", "Rogers's Take", 'CBT Analysis']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('heading', { level: 2, name: `Premium Feature: ${tab}` }).waitFor();
      expect(await panel.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await panel.getByText('7-day free trial', { exact: true }).waitFor();
      await panel.getByText('$11/month after trial', { exact: true }).waitFor();
      await panel.getByText('No commitment required • Cancel anytime during trial').waitFor();
      const trial = panel.getByRole('link', { name: 'Start Free Trial' });
      expect(await trial.getAttribute('href')).toBe('/subscription');
      expect(await panel.getByRole('button').count()).toBe(0);
    }
    await expectAccessible(page);
    await screenshot(page, 'interpretation-locked-desktop');

    // Your Take is not premium.
    await page.getByRole('tab', { name: 'Your Take' }).click();
    const own = page.getByRole('tabpanel', { name: 'Your Take' });
    await own.getByRole('textbox', { name: 'Your interpretation' }).fill('The gate opens from the inside.');
    await own.getByRole('button', { name: 'Save Interpretation' }).click();
    await page.getByText('Interpretation saved').waitFor();
    const response = await page.request.get(`/api/dreams/${id}/interpretations`);
    expect(
      (await response.json()).map((interpretation: { type: string; content: string }) => interpretation),
    ).toMatchObject([{ type: 'USER', content: 'The gate opens from the inside.' }]);

    // A phone, then the way to the trial.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: 'CBT Analysis' }).click();
    const cbt = page.getByRole('tabpanel', { name: 'CBT Analysis' });
    await cbt.getByRole('heading', { level: 2, name: 'Premium Feature: CBT Analysis' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'interpretation-locked-phone');
    const trial = cbt.getByRole('link', { name: 'Start Free Trial' });
    await trial.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await trial.click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('heading', { level: 2, name: 'Premium' }).waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).waitFor();

    expect(premiumRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
