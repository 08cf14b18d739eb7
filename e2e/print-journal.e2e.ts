// The printable journal (/print): a range of days laid out as a document, with or without the
// interpretations, in the reader's language; on paper (print media and a PDF) only the document,
// one dream per page, the date as its heading.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, expectAccessible, newPage, screenshot } from './support/browser.ts';
import { createDreamThroughApi, newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('the printable journal', () => {
  for (const [language, width, height] of [
    ['en', 1280, 860],
    ['es', 375, 812],
  ] as const) {
    it(`prints the dreams of a range of days (${language}, ${width} px)`, async () => {
      const { page, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        width,
        height,
      });
      await registerThroughApi(page, newAccount(`print${language}`), language);
      await createDreamThroughApi(page, {
        title: 'Before the range',
        content: '<p>Not printed.</p>',
        date: '2026-03-01T07:00:00.000Z',
      });
      const inRange = await createDreamThroughApi(page, {
        title: 'The glass lake',
        content: '<p>The lake turned to glass under my feet.</p>',
        tags: ['water'],
        date: '2026-03-10T07:00:00.000Z',
        lucid: true,
        vividness: 4,
      });
      await createDreamThroughApi(page, {
        title: 'The night train',
        content: '<p>A train with no driver crossed the city.</p>',
        date: '2026-03-12T07:00:00.000Z',
      });
      await page.request.post(`/api/dreams/${inRange}/interpretations`, {
        data: { content: 'The lake holds what I keep still.' },
      });

      // The dream page links to the printable journal of its day.
      await page.goto(`/dreams/${inRange}`);
      await page.getByRole('link', { name: language === 'es' ? 'Imprimir diario' : 'Print a journal' }).click();
      await page.waitForURL((url) => url.pathname === '/print' && url.search === '?from=2026-03-10&to=2026-03-10');
      await page.getByRole('article').getByText('The glass lake').waitFor();
      expect(await page.getByRole('article').innerText()).not.toContain('The night train');

      await page.goto('/print?from=2026-03-05&to=2026-03-31');
      const document = page.getByRole('article');
      await document.getByText('The glass lake').waitFor();
      const text = await document.innerText();
      expect(text).toContain('The night train');
      expect(text).toContain('The lake holds what I keep still.');
      expect(text).not.toContain('Before the range');
      // The night's facts, as noted.
      expect(text).toContain(language === 'es' ? 'Lúcido · Viveza 4/5' : 'Lucid · Vividness 4/5');
      // Oldest first, each under its date.
      expect(text.indexOf('The glass lake')).toBeLessThan(text.indexOf('The night train'));
      expect(await document.getByRole('heading', { level: 2 }).count()).toBe(2);
      await expectAccessible(page);
      await screenshot(page, `print-journal-${language}-${width}`);

      // Without interpretations.
      const checkbox = page.getByRole('checkbox').first();
      const include = page.getByText(language === 'es' ? 'Incluir interpretaciones' : 'Include interpretations');
      await include.click();
      expect(await checkbox.isChecked()).toBe(false);
      expect(await document.innerText()).not.toContain('The lake holds what I keep still.');
      await include.click();
      expect(await checkbox.isChecked()).toBe(true);

      // On paper: the controls and the app are gone, and each dream starts a page.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
      expect(await page.locator('nav').filter({ visible: true }).count()).toBe(0);
      await screenshot(page, `print-journal-paper-${language}-${width}`);
      const pdf = await page.pdf({ format: 'A4' });
      writeFileSync(join(ARTIFACTS_DIR, `print-journal-${language}.pdf`), pdf);
      // Two dreams, one page each.
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(2);
      expect(errors).toEqual([]);
    });
  }
});
