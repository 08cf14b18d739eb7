// Account settings, API access: a person creates a personal access token, sees it once, a script uses
// it, and the person revokes it. In English on a desktop and in Spanish on a phone.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LABELS = {
  en: {
    tab: 'API access',
    name: 'Name',
    write: 'Read and write dreams',
    never: 'Never expires',
    warning: 'A token that never expires works until you revoke it.',
    create: 'Create token',
    newTitle: 'Your new token',
    done: 'Done',
    neverUsed: 'Never used',
    revoke: 'Revoke',
    revokeTitle: 'Revoke this token?',
    none: 'You have no tokens yet.',
  },
  es: {
    tab: 'Acceso a la API',
    name: 'Nombre',
    write: 'Leer y escribir sueños',
    never: 'No caduca',
    warning: 'Un token que no caduca funciona hasta que lo revoques.',
    create: 'Crear token',
    newTitle: 'Tu nuevo token',
    done: 'Listo',
    neverUsed: 'Nunca usado',
    revoke: 'Revocar',
    revokeTitle: '¿Revocar este token?',
    none: 'Todavía no tienes tokens.',
  },
} as const;

describe('API access', () => {
  for (const [language, width, height] of [
    ['en', 1280, 860],
    ['es', 375, 812],
  ] as const) {
    it(`creates a token shown once, which a script uses, then revokes it (${language}, ${width} px)`, async () => {
      const labels = LABELS[language];
      const { page, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        width,
        height,
      });
      const account = newAccount(`tokens${language}`);
      await registerThroughApi(page, account, language);
      await page.goto('/account-settings?tab=api');
      await page.getByRole('tab', { name: labels.tab, selected: true }).waitFor();
      await page.getByText(labels.none).waitFor();

      await page.getByLabel(labels.name).fill('Nightly backup');
      await page.getByText(labels.write, { exact: true }).click();
      await page.getByText(labels.never, { exact: true }).click();
      await page.getByText(labels.warning).waitFor();
      await screenshot(page, `api-access-form-${language}-${width}`);
      await page.getByRole('button', { name: labels.create }).click();

      await page.getByText(labels.newTitle).waitFor();
      const token = (await page.locator('.api-access__token').innerText()).trim();
      expect(token).toMatch(/^oneiro_pat_/);
      await page.getByText(labels.neverUsed).waitFor();
      await expectAccessible(page);
      await screenshot(page, `api-access-created-${language}-${width}`);

      // A script with the token (no cookies) writes a dream; a session-only change is refused.
      const created = await fetch(`${suite.server.url}/api/dreams`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'From my script', content: '<p>Written by a script.</p>' }),
      });
      expect(created.status).toBe(201);
      const refused = await fetch(`${suite.server.url}/api/user/account`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(403);

      // Shown once: after Done and a reload, the list has the token but never its secret.
      await page.getByRole('button', { name: labels.done }).click();
      await page.reload();
      await page.getByText('Nightly backup', { exact: true }).waitFor();
      expect(await page.content()).not.toContain(token);

      await page.getByRole('button', { name: labels.revoke }).click();
      const dialog = page.getByRole('alertdialog', { name: labels.revokeTitle });
      await dialog.getByRole('button', { name: labels.revoke }).click();
      await page.getByText(labels.none).waitFor();
      const after = await fetch(`${suite.server.url}/api/dreams`, { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status).toBe(401);
      await screenshot(page, `api-access-revoked-${language}-${width}`);
      expect(errors).toEqual([]);
    });
  }
});
