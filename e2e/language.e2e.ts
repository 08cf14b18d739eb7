// English and Spanish: the first choice follows the suite.browser, a switch changes every string at once,
// survives a reload, and is saved on the server for a signed-in user.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { chooseLanguage, newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('first visit', () => {
  it('speaks Spanish to a Spanish browser', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { locale: 'es-ES' });
    await page.goto('/landing');
    await page.getByRole('tab', { name: 'Registrarse' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expectAccessible(page);
    await screenshot(page, 'landing-es-desktop');
    await context.close();
  });

  it('falls back to English for a language Oneiro does not have', async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url, { locale: 'fr-FR' });
    await page.goto('/landing');
    await page.getByRole('tab', { name: 'Register' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('switching', () => {
  it('changes every visible string, keeps the choice across a reload, and signs up in Spanish', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url);
    await page.goto('/landing');
    const englishText = await page.locator('body').innerText();
    await chooseLanguage(page, 'English', 'Español');
    await page.getByRole('tab', { name: 'Registrarse' }).waitFor();
    const spanishText = await page.locator('body').innerText();
    // No English sentence of the page is left once the page is in Spanish.
    for (const line of englishText.split('\n').filter((text) => text.trim().length > 12)) {
      expect(spanishText, `still in English: "${line}"`).not.toContain(line.trim());
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Registrarse' }).waitFor();

    // Spanish validation messages come from the same shared rules.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves a signed-in user's choice on the server", async () => {
    const { page, context } = await newPage(suite.browser, suite.server.url);
    await registerThroughLanding(page, newAccount('bilingual'));
    expect((await (await page.request.get('/api/user')).json()).preferredLanguage).toBe('en');
    await chooseLanguage(page, 'English', 'Español');
    await page
      .getByRole('heading', { name: 'Bienvenido a tu diario de sueños' })
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
    await expect.poll(async () => (await (await page.request.get('/api/user')).json()).preferredLanguage).toBe('es');
    // The welcome toast still on screen follows the switch too.
    await page
      .getByText('Tu diario de sueños está listo.')
      .or(page.getByRole('alert').filter({ hasText: /Oneiro/ }))
      .first()
      .waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Your dream journal is ready.');
    await expectAccessible(page);
    await screenshot(page, 'home-es-desktop');
    await context.close();
  });
});
