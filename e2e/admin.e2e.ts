// /admin: who gets in (the admin icon and the not-found button for admins only, 'Access Denied' for
// everyone else), and each tab as an admin sees it, in English and in Spanish, on a phone and a
// desktop: the overview's figures and today's usage row computed on request, the users listing and
// its search, and the aggregate-only Dreams and Interpretations tabs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEEDBACK, GENERATE } from '#api-test/interpretations.ts';
import { setRole } from '#api/modules/admin/admin-roles.ts';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** Three accounts that dream of the sea (a tag three people use is shown), one of them twice. */
async function seedDreamers(): Promise<void> {
  for (let index = 0; index < 3; index++) {
    const { browser } = await suite.server.signedIn();
    for (let dream = 0; dream <= (index === 0 ? 1 : 0); dream++) {
      const result = await browser.graphql(
        `mutation($input: CreateDreamInput!) { createDream(input: $input) { dream { id } } }`,
        { input: { title: 'A secret sea', content: `<p>A secret sea dream ${'wave '.repeat(80)}</p>`, tags: ['sea'] } },
      );
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      const own = await browser.graphql(
        `mutation($id: ID!) { saveOwnInterpretation(dreamId: $id, content: "A secret reading") { interpretation { id } } }`,
        { id: result.data.createDream.dream.id },
      );
      if (own.errors) throw new Error(JSON.stringify(own.errors));
      if (index === 0 && dream === 0) {
        // One Jung reading, given a thumbs up by its reader.
        const jung = await browser.graphql(GENERATE, {
          dreamId: result.data.createDream.dream.id,
          type: 'JUNG_AI',
          wait: true,
        });
        if (jung.errors) throw new Error(JSON.stringify(jung.errors));
        const id = jung.data.generateInterpretation.interpretation.id;
        const up = await browser.graphql(FEEDBACK, { id, input: { feedback: 'UP' } });
        if (up.errors) throw new Error(JSON.stringify(up.errors));
      }
    }
  }
}

async function newAdmin(page: Page, language: 'en' | 'es' = 'en') {
  const account = newAccount(language === 'en' ? 'boss' : 'jefa');
  await registerThroughLanding(page, account, language);
  expect(await setRole(account.username, 'admin')).toBe(true);
  // The role is read with the viewer: a reload picks it up, as a new sign-in would.
  await page.reload();
  return account;
}

describe('the admin dashboard', () => {
  it('turns a user who is not an admin away, and offers it on the not-found page to admins only', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('plain'));
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
    await page.getByText('You do not have permission to access the admin dashboard').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Admin Dashboard' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an admin every tab in English, with today’s figures computed on request', async () => {
    await seedDreamers();
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    const account = await newAdmin(page);
    await createDreamThroughApi(page, { title: 'Mine', content: '<p>An admin dreams too.</p>', tags: ['sea'] });

    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    // Overview: real totals (4 accounts at least, 5 dreams at least) and the platform's health.
    const users = page.getByRole('region', { name: 'Total Users' });
    expect(Number((await users.locator('.admin-card__value').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      4,
    );
    await users.getByText(/active in the last month/).waitFor();
    const dreams = page.getByRole('region', { name: 'Total Dreams' });
    expect(Number((await dreams.locator('.admin-card__value').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      5,
    );
    const status = page.getByRole('region', { name: 'Platform Status' });
    await status.getByText('Healthy').waitFor();
    await status.getByText('Built-in default').first().waitFor();

    // No row yet (nothing has run since this server's first user), then today's, computed now.
    await page.getByText('No usage data available').waitFor();
    await page.getByRole('button', { name: "Compute Today's Figures" }).click();
    await page.getByText('Analytics data refreshed').waitFor();
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: 'Avg. Dream Length' }).waitFor();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    await table.getByRole('rowheader', { name: today }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-overview-en-desktop');

    await page.getByRole('button', { name: 'Refresh Analytics' }).click();
    await expect.poll(() => page.getByText('Analytics data refreshed').count()).toBeGreaterThan(0);

    // Users: the total, the spec's columns, a search by username.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByText(/^\d+ users$/).waitFor();
    for (const column of ['ID', 'Username', 'Email', 'Role', 'Verified', 'Created', 'Last Login']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await page.getByRole('searchbox', { name: 'Search by username, email or role' }).fill(account.username);
    await page.getByText('1 users').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: account.username }) });
    await row.getByText('admin', { exact: true }).waitFor();
    await row.getByText('No', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by username, email or role' }).fill('nobody at all');
    await page.getByText('No users found.').waitFor();
    await page.getByRole('searchbox', { name: 'Search by username, email or role' }).fill('');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(4);
    const box = await page.locator('.admin-table-scroll--fixed').boundingBox();
    expect(Math.round(box!.height)).toBe(500);
    await expectAccessible(page);
    await screenshot(page, 'admin-users-en-desktop');

    // Dreams: aggregates only, the shared tag, no dream text.
    await page.getByRole('tab', { name: 'Dreams' }).click();
    await page.getByText('never the text of anyone', { exact: false }).first().waitFor();
    await page.getByRole('rowheader', { name: 'sea' }).waitFor();
    expect(await page.getByText('A secret sea').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'admin-dreams-en-desktop');

    await page.getByRole('tab', { name: 'Interpretations' }).click();
    await page.getByRole('heading', { name: 'Interpretations by type' }).waitFor();
    await page.getByRole('rowheader', { name: 'Jung (AI)' }).waitFor();
    // Four dreams got their writer's own reading: counted, never shown.
    const own = page.locator('.bar-list__item').filter({ hasText: "Users' own" });
    expect((await own.locator('.bar-list__value').innerText()).trim()).toBe('4');
    expect(await page.getByText('A secret reading').count()).toBe(0);
    const jung = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Jung (AI)' }) });
    expect((await jung.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual([
      '1',
      '1',
      '0',
      '0',
      '0',
      '100%',
    ]);
    await expectAccessible(page);
    await screenshot(page, 'admin-interpretations-en-desktop');

    // The same overview on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('region', { name: 'Total Users' }).waitFor();
    await screenshot(page, 'admin-overview-en-phone');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByText(/^\d+ users$/).waitFor();
    await screenshot(page, 'admin-users-en-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads in Spanish on a phone and a desktop', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
      locale: 'es-ES',
      width: 375,
      height: 800,
    });
    await newAdmin(page, 'es');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Panel de administración' }).waitFor();
    await page.getByRole('region', { name: 'Usuarios totales' }).waitFor();
    await page.getByRole('region', { name: 'Estado de la plataforma' }).getByText('En buen estado').waitFor();
    await page.getByRole('button', { name: 'Actualizar analíticas' }).click();
    await page.getByText('Datos de analíticas actualizados').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-overview-es-phone');
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await page.getByRole('columnheader', { name: 'Último acceso' }).waitFor();
    await screenshot(page, 'admin-users-es-phone');
    await page.getByRole('tab', { name: 'Sueños' }).click();
    await page.getByText('nunca el texto', { exact: false }).first().waitFor();
    await screenshot(page, 'admin-dreams-es-phone');

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await page.getByRole('region', { name: 'Usuarios totales' }).waitFor();
    await screenshot(page, 'admin-overview-es-desktop');
    await page.getByRole('tab', { name: 'Interpretaciones' }).click();
    await page.getByRole('heading', { name: 'Interpretaciones por tipo' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-interpretations-es-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
