// /account-settings and the profile's Edit Profile: each screen in English and Spanish on a desktop
// and a phone, the password change, the profile details, the privacy explanation and the two-step
// account deletion, done the way a person does them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi, type Account } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const LABELS = {
  en: {
    title: 'Account Settings',
    back: 'Back to Profile',
    password: 'Password',
    profile: 'Profile Details',
    privacy: 'Privacy & Data',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    update: 'Update Password',
    updated: 'Password updated',
    failed: 'Failed to update password',
    wrong: 'Current password is incorrect',
    hint: 'Changing your email will require re-verification',
    privacyTitle: 'What Oneiro does with your data',
    delete: 'Delete Account',
    warning: 'Warning: This action cannot be undone',
    confirmDelete: 'Confirm Delete Account',
    deletePassword: 'Your password',
    cancel: 'Cancel',
    deleted: 'Account deleted',
    exportJson: 'Export My Data',
    exportMarkdown: 'Download Journal (Markdown)',
    from: 'From',
    to: 'To',
    journal: 'Dream journal of',
    importFile: 'Export file (JSON)',
    importSubmit: 'Import',
    imported: '2 dreams added, 0 already here and skipped, 0 interpretations added.',
    importProgress: 'Import progress',
    importedMany: '3000 dreams added, 0 already here and skipped, 0 interpretations added.',
    importedAgain: '0 dreams added, 2 already here and skipped, 0 interpretations added.',
  },
  es: {
    title: 'Configuración de la cuenta',
    back: 'Volver al perfil',
    password: 'Contraseña',
    profile: 'Datos del perfil',
    privacy: 'Privacidad y datos',
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    update: 'Actualizar contraseña',
    updated: 'Contraseña actualizada',
    failed: 'No se pudo actualizar la contraseña',
    wrong: 'La contraseña actual no es correcta',
    hint: 'Si cambias tu correo electrónico, tendrás que verificarlo de nuevo',
    privacyTitle: 'Qué hace Oneiro con tus datos',
    delete: 'Eliminar cuenta',
    warning: 'Atención: esta acción no se puede deshacer',
    confirmDelete: 'Confirmar eliminación de la cuenta',
    deletePassword: 'Tu contraseña',
    cancel: 'Cancelar',
    deleted: 'Cuenta eliminada',
    exportJson: 'Exportar mis datos',
    exportMarkdown: 'Descargar diario (Markdown)',
    from: 'Desde',
    to: 'Hasta',
    journal: 'Diario de sueños de',
    importFile: 'Archivo de exportación (JSON)',
    importSubmit: 'Importar',
    imported: '2 sueños añadidos, 0 ya estaban y se omitieron, 0 interpretaciones añadidas.',
    importProgress: 'Progreso de la importación',
    importedMany: '3000 sueños añadidos, 0 ya estaban y se omitieron, 0 interpretaciones añadidas.',
    importedAgain: '0 sueños añadidos, 2 ya estaban y se omitieron, 0 interpretaciones añadidas.',
  },
} as const;

type Language = keyof typeof LABELS;

const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 375, height: 812 } } as const;

async function openSettings(language: Language, size: keyof typeof SIZES): Promise<{ page: Page; account: Account }> {
  const { page } = await newPage(suite.browser, suite.server.url, {
    locale: language === 'es' ? 'es-ES' : 'en-US',
    ...SIZES[size],
  });
  const account = newAccount(`acct${language}`);
  await registerThroughApi(page, account, language);
  await page.goto('/account-settings');
  await page.getByRole('heading', { name: LABELS[language].title }).waitFor();
  return { page, account };
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog').getByText(title, { exact: true });

describe('account settings', () => {
  for (const language of ['en', 'es'] as const) {
    for (const size of ['desktop', 'phone'] as const) {
      it(`shows each tab in ${language} on a ${size}`, async () => {
        const l = LABELS[language];
        const { page } = await openSettings(language, size);
        await page.getByRole('link', { name: l.back }).waitFor();
        await page.getByLabel(l.current, { exact: true }).waitFor();
        await noHorizontalScroll(page);
        await expectAccessible(page);
        await screenshot(page, `account-password-${language}-${size}`);

        await page.getByRole('tab', { name: l.profile }).click();
        await page.getByText(l.hint).waitFor();
        await noHorizontalScroll(page);
        await screenshot(page, `account-profile-${language}-${size}`);

        await page.getByRole('tab', { name: l.privacy }).click();
        await page.getByRole('heading', { name: l.privacyTitle }).waitFor();
        await page.getByRole('button', { name: l.delete }).click();
        await page.getByText(l.warning).waitFor();
        await noHorizontalScroll(page);
        await expectAccessible(page);
        await screenshot(page, `account-privacy-${language}-${size}`);
        await page.getByRole('button', { name: l.cancel }).click();
        await page.getByRole('button', { name: l.delete }).waitFor();
        expect(await page.getByText(l.warning).count()).toBe(0);
        await page.context().close();
      });
    }
  }

  for (const [language, size] of [
    ['es', 'phone'],
    ['en', 'desktop'],
  ] as const) {
    it(`changes the password (${language}, ${size}): a wrong current one is refused, then the form resets`, async () => {
      const l = LABELS[language];
      const { page, account } = await openSettings(language, size);
      await page.getByLabel(l.current, { exact: true }).fill('not my password');
      await page.getByLabel(l.next, { exact: true }).fill('a new dream password');
      await page.getByLabel(l.confirm).fill('a new dream password');
      await page.getByRole('button', { name: l.update }).click();
      // A failure about one field is said under that field, not in a toast over the form.
      await page.locator('.field__error').getByText(l.wrong).waitFor();
      expect(await toast(page, l.failed).count()).toBe(0);

      await page.getByLabel(l.current, { exact: true }).fill(account.password);
      await page.getByRole('button', { name: l.update }).click();
      await toast(page, l.updated).waitFor();
      await screenshot(page, `account-password-updated-${language}-${size}`);
      expect(await page.getByLabel(l.current, { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel(l.next, { exact: true }).inputValue()).toBe('');
      const login = await page.request.post('/api/login', {
        data: { username: account.username, password: 'a new dream password' },
      });
      expect(login.status()).toBe(200);
      await page.context().close();
    });
  }

  it('saves the profile from the profile page and from Profile Details', async () => {
    const { page, account } = await openSettings('en', 'phone');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username').fill(`${account.username}x`);
    await screenshot(page, 'profile-edit-en-phone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.locator('.profile-card__username').getByText(`${account.username}x`, { exact: true }).waitFor();
    expect((await (await page.request.get('/api/user')).json()).username).toBe(`${account.username}x`);

    // The privacy row opens what the server does with the data.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { name: 'What Oneiro does with your data' }).waitFor();

    await page.getByRole('tab', { name: 'Profile Details' }).click();
    await page.getByLabel('Full name (optional)').fill('Nell Dreamer');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(`new.${account.email}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(async () => (await page.request.get('/api/user')).json())
      .toMatchObject({ fullName: 'Nell Dreamer', email: `new.${account.email}`, emailVerified: false });
    await toast(page, 'Profile updated').waitFor();
    await page.context().close();
  });

  for (const [language, size] of [
    ['en', 'phone'],
    ['es', 'desktop'],
  ] as const) {
    it(`deletes the account in two steps (${language}, ${size}) and lands on /auth`, async () => {
      const l = LABELS[language];
      const { page, account } = await openSettings(language, size);
      await page.getByRole('tab', { name: l.privacy }).click();
      await page.getByRole('button', { name: l.delete }).click();
      await page.getByLabel(l.deletePassword).fill(account.password);
      await page.getByRole('button', { name: l.confirmDelete }).click();
      await page.waitForURL('**/auth');
      await toast(page, l.deleted).waitFor();
      await screenshot(page, `account-deleted-${language}-${size}`);
      expect((await page.request.get('/api/user')).status()).toBe(401);
      const login = await page.request.post('/api/login', {
        data: { username: account.username, password: account.password },
      });
      expect(login.status()).toBe(401);
      await page.context().close();
    });
  }

  for (const [language, size] of [
    ['en', 'desktop'],
    ['es', 'phone'],
  ] as const) {
    it(`exports the data as JSON and the journal as Markdown for a range, and imports the JSON (${language}, ${size})`, async () => {
      const l = LABELS[language];
      const { page, account } = await openSettings(language, size);
      await createDreamThroughApi(page, {
        title: 'The lighthouse',
        content: '<p>A lighthouse in the fog.</p>',
        tags: ['sea'],
        date: '2024-01-05T06:00:00.000Z',
      });
      await createDreamThroughApi(page, {
        title: 'The orchard',
        content: '<p>Apples everywhere.</p>',
        date: '2024-03-01T06:00:00.000Z',
      });
      await page.getByRole('tab', { name: l.privacy }).click();

      const [jsonDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: l.exportJson }).click(),
      ]);
      expect(jsonDownload.suggestedFilename()).toMatch(/^oneiro-journal-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await jsonDownload.path())!, 'utf8'));
      expect(data.profile.username).toBe(account.username);
      expect(data.dreams.map((dream: { title: string }) => dream.title)).toEqual(['The lighthouse', 'The orchard']);
      expect(data.dreams[0].tags).toEqual(['sea']);

      await page.getByLabel(l.from).fill('2024-01-01');
      await page.getByLabel(l.to).fill('2024-01-31');
      await noHorizontalScroll(page);
      await screenshot(page, `account-export-${language}-${size}`);
      const [markdownDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: l.exportMarkdown }).click(),
      ]);
      expect(markdownDownload.suggestedFilename()).toMatch(/\.md$/);
      const markdown = readFileSync((await markdownDownload.path())!, 'utf8');
      expect(markdown).toContain(`# ${l.journal} ${account.username}`);
      expect(markdown).toContain('## The lighthouse');
      expect(markdown).toContain('A lighthouse in the fog.');
      expect(markdown).not.toContain('The orchard');

      // The JSON file imported into another account brings the same dreams; a second time, none.
      // Kept outside the browser's own folder, which goes with its context.
      const jsonPath = join(mkdtempSync(join(tmpdir(), 'oneiro-export-')), jsonDownload.suggestedFilename());
      await jsonDownload.saveAs(jsonPath);
      await page.context().close();
      const { page: other } = await openSettings(language, size);
      await other.getByRole('tab', { name: l.privacy }).click();
      await other.getByLabel(l.importFile).setInputFiles(jsonPath);
      await other.getByRole('button', { name: l.importSubmit, exact: true }).click();
      await other.getByRole('status').getByText(l.imported).waitFor();
      await noHorizontalScroll(other);
      await screenshot(other, `account-import-${language}-${size}`);
      const titles = (await (await other.request.get('/api/dreams')).json()).map(
        (dream: { title: string }) => dream.title,
      );
      expect(titles.sort()).toEqual(['The lighthouse', 'The orchard']);
      await other.getByRole('button', { name: l.importSubmit, exact: true }).click();
      await other.getByRole('status').getByText(l.importedAgain).waitFor();
      await other.context().close();
    });
  }

  // A file of 3,000 dreams takes seconds to check and write: the page says how far it has got.
  for (const [language, size] of [
    ['en', 'desktop'],
    ['es', 'phone'],
  ] as const) {
    it(`shows a long import's progress (${language}, ${size})`, async () => {
      const l = LABELS[language];
      const dreams = Array.from({ length: 3_000 }, (_, index) => ({
        title: `Night ${index + 1}`,
        content: `<p>Dream ${index + 1}: a corridor of doors, each opening on the sea.</p>`,
        tags: ['sea', 'doors'],
        date: new Date(Date.UTC(2018, 0, 1) + index * 86_400_000).toISOString(),
      }));
      const path = join(mkdtempSync(join(tmpdir(), 'oneiro-import-')), 'long-journal.json');
      writeFileSync(path, JSON.stringify({ format: 'oneiro-journal', version: 1, dreams }));
      const { page } = await openSettings(language, size);
      await page.getByRole('tab', { name: l.privacy }).click();
      await page.getByLabel(l.importFile).setInputFiles(path);
      const submit = page.getByRole('button', { name: l.importSubmit, exact: true });
      await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
      await submit.click();
      const progress = page.getByRole('progressbar', { name: l.importProgress });
      await progress.waitFor();
      await progress.scrollIntoViewIfNeeded();
      await screenshot(page, `account-import-progress-${language}-${size}`);
      await noHorizontalScroll(page);
      await page.getByRole('status').getByText(l.importedMany).waitFor({ timeout: 60_000 });
      await expect.poll(() => progress.count(), { timeout: 10_000 }).toBe(0);
      await page.context().close();
    });
  }
});
