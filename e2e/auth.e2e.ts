// Register, sign out, sign in, and the access rules of spec section 2, in Chromium.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding, signInThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('landing', () => {
  it('sends a signed-out visitor to /landing, with Register as the default tab, and is accessible', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.waitForURL('**/landing');
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    // Billing is off on this server: the banner offers what it has (everything), not a trial
    // (subscription.e2e.ts shows the trial offer with billing on).
    await page.getByRole('heading', { name: 'Every feature is free on this server' }).waitFor();
    expect(await page.getByText('Try Premium free for 7 days').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'landing-en-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the spec's validation messages on an empty registration", async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await context.close();
  });
});

describe('an account, start to finish', () => {
  it('registers, lands home signed in, signs out to /auth, and signs in again with a welcome', async () => {
    const account = newAccount();
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);

    await registerThroughLanding(page, account);
    await page.getByRole('heading', { name: 'Welcome to your Dream Journal' }).waitFor();
    await page.getByText("You haven't recorded any dreams yet. Start your journal now!").waitFor();
    await page.getByRole('link', { name: 'New Dream' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-en-desktop');

    // Signed in, the landing page is not for you.
    await page.goto('/landing');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    // The session is over on the server too.
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await signInThroughLanding(page, account);
    await page.getByText(`Welcome back, ${account.username}!`).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a wrong password in a destructive alert below the form, and stays signed out', async () => {
    const account = newAccount();
    const { page: first, context: firstContext } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(first, account);
    await firstContext.close();

    const { page, context } = await newPage(suite.browser, suite.server.url);
    await page.goto('/auth');
    await signInThroughLanding(page, { username: account.username, password: 'not my password' });
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });
});

describe('access rules', () => {
  it('sends signed-out visitors of every signed-in page, and of unknown paths, to /landing', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    for (const path of [
      '/',
      '/dreams/new',
      '/dreams/12',
      '/search',
      '/profile',
      '/account-settings',
      '/admin',
      '/subscription',
      '/no/such/page',
    ]) {
      await page.goto(path);
      // Home goes to the bare landing page; any other page is remembered, so signing in returns there.
      const expected = path === '/' ? '/landing' : `/landing?next=${encodeURIComponent(path)}`;
      await page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
    }
    await context.close();
  });

  it('shows the not-found page to a signed-in user at an unknown path', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount());
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('The page you are looking for could not be found.').waitFor();
    // 'Go to Admin Dashboard' is for admins only (e2e/admin.e2e.ts shows it to one).
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Admin Dashboard' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'not-found-en-desktop');
    await page
      .getByRole('button', { name: 'Go Home' })
      .or(page.getByRole('link', { name: 'Go Home' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on a phone', () => {
  it('has the bottom bar with Home, New Dream, Search and Profile', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughLanding(page, newAccount('phone'));
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['Home', 'New Dream', 'Search', 'Profile']) {
      await bar.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'home-en-phone');
    await context.close();
  });
});
