// /profile: the profile card, the journal statistics (counted by the server), the settings rows and
// signing out.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import {
  createDreamThroughApi,
  newAccount,
  recordDreamThroughForm,
  registerThroughLanding,
  uploadRecordingThroughApi,
} from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const statValue = async (page: import('playwright-core').Page, label: string) =>
  (
    await page
      .locator('.stat')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .innerText()
  ).trim();

describe('the profile', () => {
  it('shows an empty journal as zeros and the no-tags message', async () => {
    const account = newAccount('fresh');
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, account);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .or(page.getByRole('link', { name: 'Profile' }))
      .first()
      .click();
    await page.getByRole('heading', { name: 'Your Dream Profile' }).waitFor();
    await page.getByText(account.username, { exact: true }).waitFor();
    await page.getByText(account.email).waitFor();
    await page.getByText('Verification Needed').waitFor();
    // The avatar is the username's first letter.
    expect(await page.locator('.profile-card__avatar').innerText()).toBe(account.username[0]!.toUpperCase());
    expect(await statValue(page, 'Total Dreams')).toBe('0');
    expect(await statValue(page, 'Audio Recordings')).toBe('0');
    expect(await statValue(page, 'Total Tags')).toBe('0');
    expect(await statValue(page, 'Avg Tags Per Dream')).toBe('0');
    await page.getByText('No tags yet. Add tags to your dreams to see patterns.').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts dreams, recordings and tags, lists the top five themes, and follows a new dream', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('counter'));
    const dreams = [
      { tags: ['water', 'flying', 'house'] },
      { tags: ['water', 'flying'] },
      { tags: ['water', 'teeth', 'mother', 'school'] },
      { tags: ['Water', 'exam'], hasAudio: true, audioUrl: await uploadRecordingThroughApi(page), audioDuration: 30 },
      { tags: [] },
    ];
    for (const [index, dream] of dreams.entries()) {
      await createDreamThroughApi(page, { title: `Dream ${index}`, content: `<p>Dream ${index}</p>`, ...dream });
    }
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Dream Statistics' }).waitFor();
    expect(await statValue(page, 'Total Dreams')).toBe('5');
    expect(await statValue(page, 'Audio Recordings')).toBe('1');
    expect(await statValue(page, 'Total Tags')).toBe('11');
    expect(await statValue(page, 'Avg Tags Per Dream')).toBe('2.2');
    const themes = page.getByRole('region', { name: 'Most Common Dream Themes' }).getByRole('listitem');
    expect(await themes.count()).toBe(5);
    const first = (await themes.first().innerText()).split('\n').map((part) => part.trim());
    expect(first[0]?.toLowerCase()).toBe('water');
    expect(first.at(-1)).toBe('4');
    expect((await themes.nth(1).innerText()).split('\n').map((part) => part.trim())).toEqual(['flying', '2']);
    await screenshot(page, 'profile-en-desktop');

    // A dream recorded now is counted when the profile opens again (no reload of the app).
    await recordDreamThroughForm(page, { text: 'One more.', tags: ['flying'] });
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect.poll(() => statValue(page, 'Total Dreams')).toBe('6');
    expect(await statValue(page, 'Total Tags')).toBe('12');
    expect(await statValue(page, 'Avg Tags Per Dream')).toBe('2.0');
    await context.close();
  });

  it('has the settings rows, Change Password leads to account settings, and Sign Out ends the session', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { width: 375, height: 812 });
    await registerThroughLanding(page, newAccount('settler'));
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const panel = page.getByRole('tabpanel');
    for (const row of ['Dream Journal Privacy', 'Analytics Preferences', 'Change Password', 'Theme Preferences']) {
      await panel.getByRole('heading', { name: row }).waitFor();
    }
    await panel.getByText('Light', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'profile-settings-en-phone');
    await panel.getByRole('link', { name: 'Update' }).click();
    await page.waitForURL('**/account-settings');

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    // The sign-in page has loaded (closing a browser mid-load can stall).
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });
});
