// The journal in Spanish: recording, the dream page (dates in Spanish), search by a Spanish date, the
// archive's ages and the statistics' decimals - on a desktop and on a phone.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** English sentences of these screens that must not appear once the interface is Spanish. */
const ENGLISH = [
  'Dream Archive',
  'Recent Dreams',
  'Save Dream',
  'Record New Dream',
  'Delete Dream',
  'Favorite',
  'Search Dreams',
  'Dream Statistics',
];

describe('en español', () => {
  it('records a dream, shows it with a Spanish date, finds it by that date and counts it', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, { locale: 'es-ES' });
    await registerThroughLanding(page, newAccount('sonador'), 'es');
    await page.getByRole('heading', { name: 'Te damos la bienvenida a tu diario de sueños' }).waitFor();
    await page.getByText('Aún no hay sueños. ¡Registra tu primer viaje onírico!').waitFor();

    await page.getByRole('link', { name: 'Nuevo sueño' }).first().click();
    await page.getByRole('heading', { name: 'Registrar nuevo sueño' }).waitFor();
    await page.getByLabel('Título (opcional)').fill('El tren de medianoche');
    await page.getByRole('textbox', { name: 'Descripción del sueño' }).click();
    await page.keyboard.type('Un tren sin conductor cruzaba un bosque de ');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('relojes');
    await page.getByLabel('Fecha y hora del sueño').fill('2024-01-05T15:30');
    await page.getByLabel('Etiquetas', { exact: true }).fill('tren');
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await page.getByLabel('Etiquetas', { exact: true }).fill('bosque');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Quitar la etiqueta bosque' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'record-es-desktop');
    await page.getByRole('button', { name: 'Guardar sueño' }).click();

    await page.waitForURL(/\/dreams\/\d+$/);
    await page.getByText('Sueño guardado').waitFor();
    await page.getByRole('heading', { level: 1, name: 'El tren de medianoche' }).waitFor();
    await page.getByText('5 de enero de 2024 • 3:30 p. m.').waitFor();
    expect(
      await page.getByRole('tablist', { name: 'Sueño e interpretaciones' }).getByRole('tab').allInnerTexts(),
    ).toEqual(['Sueño', 'La visión de Jung', 'La visión de Rogers', 'Análisis TCC', 'Tu visión']);
    await page.getByRole('button', { name: 'Favorito' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Favorito' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'dream-es-desktop');

    // The Dream Date filter matches the date as Spanish readers write it.
    await page.getByRole('link', { name: 'Buscar' }).first().click();
    await page.getByRole('heading', { name: 'Buscar sueños' }).waitFor();
    await page.getByRole('tab', { name: 'Fecha del sueño' }).click();
    await page.getByRole('searchbox', { name: 'Busca en tus sueños' }).fill('5 de enero de 2024');
    await page.getByRole('main').getByRole('link', { name: 'El tren de medianoche' }).waitFor();
    await page.getByRole('searchbox', { name: 'Busca en tus sueños' }).fill('marzo');
    await page.getByText('No encontramos ningún sueño que coincida con «marzo»').waitFor();
    await screenshot(page, 'search-es-desktop');

    await createDreamThroughApi(page, { title: 'Otro', content: '<p>Otro sueño.</p>', tags: ['tren'] });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Estadísticas de sueños' }).waitFor();
    const stat = (label: string) =>
      page
        .locator('.stat')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .innerText();
    expect(await stat('Sueños totales')).toBe('2');
    expect(await stat('Etiquetas totales')).toBe('3');
    expect(await stat('Promedio de etiquetas por sueño')).toBe('1,5');
    await page
      .getByText('Correo electrónico', { exact: false })
      .or(page.getByText('Verificación pendiente'))
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-es-desktop');

    const text = await page.locator('body').innerText();
    for (const english of ENGLISH) expect(text, `still in English: ${english}`).not.toContain(english);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone in Spanish', async () => {
    const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
      locale: 'es-ES',
      width: 375,
      height: 812,
    });
    await registerThroughApi(page, newAccount('movil'), 'es');
    const id = await createDreamThroughApi(page, {
      title: 'La casa de mi abuela',
      content: '<p>Las puertas se abrían solas y olía a pan recién hecho.</p>',
      tags: ['casa', 'familia', 'infancia', 'pan'],
      date: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString(),
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sueños recientes' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-es-phone');

    await page.getByRole('main').getByRole('link', { name: 'La casa de mi abuela' }).click();
    await page.waitForURL(`**/dreams/${id}`);
    await page.getByRole('button', { name: 'Eliminar sueño' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dream-es-phone');

    await page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link', { name: 'Buscar' }).click();
    await page.getByRole('searchbox', { name: 'Busca en tus sueños' }).fill('pan');
    await page.getByRole('main').getByRole('link', { name: 'La casa de mi abuela' }).waitFor();
    await screenshot(page, 'search-es-phone');
    // The bottom bar steps aside while a field is typed in on a phone; closing the keyboard brings it back.
    await page.getByRole('searchbox', { name: 'Busca en tus sueños' }).blur();

    await page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link', { name: 'Perfil' }).click();
    await page.getByRole('heading', { name: 'Tu perfil de sueños' }).waitFor();
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await page.getByRole('heading', { name: 'Preferencias de tema' }).waitFor();
    await screenshot(page, 'profile-es-phone');

    // Desktop width for the archive's age in Spanish.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Archivo de sueños' }).getByText('3 días', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
