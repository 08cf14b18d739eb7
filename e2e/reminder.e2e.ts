// Account settings, Reminder: a person turns the morning reminder on, picks a time and days, saves,
// reloads and finds it as they left it; the link of a reminder email turns it off without signing in.
// At 375 px in Spanish and 1280 px in English.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const WORDS = {
  en: {
    tab: 'Reminder',
    on: 'Remind me in the morning',
    time: 'Time',
    saturday: 'Saturday',
    sunday: 'Sunday',
    monday: 'Monday',
    save: 'Save reminder',
    saved: 'Reminder saved',
    next: 'Next reminder:',
    email: 'Verify your email address',
    off: 'Your morning reminder is off.',
  },
  es: {
    tab: 'Recordatorio',
    on: 'Recordármelo por la mañana',
    time: 'Hora',
    saturday: 'sábado',
    sunday: 'domingo',
    monday: 'lunes',
    save: 'Guardar recordatorio',
    saved: 'Recordatorio guardado',
    next: 'Próximo recordatorio:',
    email: 'Verifica tu dirección de correo',
    off: 'Tu recordatorio matinal está desactivado.',
  },
} as const;

describe('the morning reminder setting', () => {
  for (const [language, width, height, device] of [
    ['es', 375, 812, 'phone'],
    ['en', 1280, 860, 'desktop'],
  ] as const) {
    it(`is turned on with a time and days, saved, and still on after a reload (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        width,
        height,
      });
      const account = newAccount(`remind${language}`);
      await registerThroughApi(page, account, language);
      await page.goto('/account-settings?tab=reminder');
      await page.getByRole('tab', { name: words.tab, selected: true }).waitFor();
      const toggle = page.getByRole('switch', { name: words.on });
      expect(await toggle.isChecked()).toBe(false);
      expect(await page.getByLabel(words.time).isDisabled()).toBe(true);
      await screenshot(page, `reminder-off-${language}-${device}`);

      // react-aria's inputs are visually hidden: a person presses the label around each.
      const press = (name: string, role: 'switch' | 'checkbox') =>
        page.locator('label', { has: page.getByRole(role, { name }) }).click();
      await press(words.on, 'switch');
      await page.getByLabel(words.time).fill('06:30');
      // Every day is chosen at first: this person sleeps in at the weekend.
      await press(words.saturday, 'checkbox');
      await press(words.sunday, 'checkbox');
      await page.getByText(words.email).waitFor();
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('alertdialog').filter({ hasText: words.saved }).waitFor();
      await page.getByText(words.next).waitFor();
      await expectAccessible(page);
      await screenshot(page, `reminder-saved-${language}-${device}`);

      await page.reload();
      await page.getByRole('tab', { name: words.tab, selected: true }).waitFor();
      await page.getByRole('switch', { name: words.on }).waitFor();
      expect(await page.getByRole('switch', { name: words.on }).isChecked()).toBe(true);
      expect(await page.getByLabel(words.time).inputValue()).toBe('06:30');
      expect(await page.getByRole('checkbox', { name: words.saturday }).isChecked()).toBe(false);
      expect(await page.getByRole('checkbox', { name: words.sunday }).isChecked()).toBe(false);
      expect(await page.getByRole('checkbox', { name: words.monday }).isChecked()).toBe(true);
      await page.getByText(words.next).waitFor();
      await screenshot(page, `reminder-reloaded-${language}-${device}`);

      // The same on the server, in the browser's own time zone.
      const saved = await page.request.get('/api/reminders');
      expect(await saved.json()).toMatchObject({
        enabled: true,
        localTime: '06:30',
        days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      });

      // A reminder email's link, opened signed out, turns it off and says so.
      const user = (await (await page.request.get('/api/user')).json()) as { id: number };
      const link = new URL(suite.server.app.services.reminders.unsubscribeUrl(user.id));
      const stranger = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        width,
        height,
      });
      await stranger.page.goto(link.pathname + link.search);
      await stranger.page.getByText(words.off).waitFor();
      await screenshot(stranger.page, `reminder-unsubscribed-${language}-${device}`);
      await stranger.context.close();
      await page.reload();
      await page.getByRole('switch', { name: words.on }).waitFor();
      expect(await page.getByRole('switch', { name: words.on }).isChecked()).toBe(false);

      expect(errors).toEqual([]);
      expect(stranger.errors).toEqual([]);
      await context.close();
    });
  }
});
