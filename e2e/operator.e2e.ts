// A production server with no mail provider (issue 27): a new account is told that email is not
// set up on this server (never "check your inbox"), its profile says so instead of offering a link
// that would go nowhere, and the admin overview shows each configured service answering or not (a
// model server that answers, a transcription server whose port is closed) with when it was checked,
// and how to set up mail. At 375 px in Spanish and 1280 px in English.
import type { Page } from 'playwright-core';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '#api-test/closed-port.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#api-test/fake-openai-server.ts';
import { setRole } from '#api/modules/admin/admin-roles.ts';
import { join } from 'node:path';
import { ARTIFACTS_DIR, expectAccessible, newPage, screenshot } from './support/browser.ts';
import { newAccount, registerThroughLanding } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

// Filled before the suite's server starts (hooks run in the order they were registered).
const env: Record<string, string> = { NODE_ENV: 'production' };
let openai: FakeOpenAiServer;
beforeAll(async () => {
  openai = await startFakeOpenAiServer();
  Object.assign(env, {
    OPENAI_API_KEY: 'sk-local',
    OPENAI_BASE_URL: openai.baseURL,
    TRANSCRIPTION_API_KEY: 'sk-local',
    TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
  });
});
afterAll(() => openai?.close());

const suite = useBrowserSuite(env);

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };

const WORDS = {
  en: {
    noMailToast: 'Email is not set up on this server, so no link to confirm your address was sent',
    noMailProfile:
      'Email is not set up on this server, so your address cannot be confirmed. Ask the person who runs it.',
    resend: 'Resend Verification Email',
    status: 'Platform Status',
    unhealthy: 'Needs attention',
    ai: 'AI interpretations',
    transcription: 'Transcription',
    answering: 'Answering',
    notAnswering: 'Not answering',
    refused: 'connection refused (ECONNREFUSED)',
    checked: /checked at/,
    mailTitle: 'Email is not set up',
  },
  es: {
    noMailToast: 'El correo no está configurado en este servidor, así que no se ha enviado ningún enlace',
    noMailProfile:
      'El correo no está configurado en este servidor, así que tu dirección no se puede confirmar. Pregunta a quien lo administra.',
    resend: 'Reenviar correo de verificación',
    status: 'Estado de la plataforma',
    unhealthy: 'Requiere atención',
    ai: 'Interpretaciones con IA',
    transcription: 'Transcripción',
    answering: 'Responde',
    notAnswering: 'No responde',
    refused: 'conexión rechazada (ECONNREFUSED)',
    checked: /comprobado a las/,
    mailTitle: 'El correo no está configurado',
  },
} as const;

type Language = keyof typeof WORDS;

const CASES: [Language, typeof PHONE | typeof DESKTOP, string][] = [
  ['es', PHONE, 'phone'],
  ['en', DESKTOP, 'desktop'],
];

/** A box inside the viewport's width: nothing cut off at the right edge. */
async function expectWithinWidth(page: Page, selector: string): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const box of await page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as { left: number; right: number }),
    )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

describe('a production server without a mail provider', () => {
  for (const [language, size, device] of CASES) {
    it(`tells a new account that email is not set up, and the admin how to set it up (${language}, ${device})`, async () => {
      const words = WORDS[language];
      const { page, context, errors } = await newPage(suite.browser, suite.server.url, {
        locale: language === 'es' ? 'es-ES' : 'en-US',
        ...size,
      });
      const account = newAccount(language === 'es' ? 'operadora' : 'operator');
      await registerThroughLanding(page, account, language);

      // (a) The welcome says why no link comes, and who can change it.
      const toast = page.getByRole('alertdialog').filter({ hasText: words.noMailToast });
      await toast.waitFor();
      expect(await page.getByText(/inbox|bandeja de entrada/i).count()).toBe(0);
      await screenshot(page, `operator-no-mail-welcome-${language}-${device}`);

      // The profile says it too, where the button for a new link would be.
      await page.goto('/profile');
      await page.getByText(words.noMailProfile).waitFor();
      expect(await page.getByRole('button', { name: words.resend }).count()).toBe(0);
      await expectWithinWidth(page, '.profile-card__mail-off');
      await screenshot(page, `operator-no-mail-profile-${language}-${device}`);

      // (b) The admin overview: each configured service checked just now, and how to set up mail.
      expect(await setRole(account.username, 'admin')).toBe(true);
      await page.goto('/admin');
      const status = page.getByRole('region', { name: words.status });
      await status.getByText(words.unhealthy).waitFor();
      const ai = status.getByRole('listitem').filter({ hasText: words.ai });
      await ai.getByText(words.answering, { exact: true }).waitFor();
      await ai.getByText(words.checked).waitFor();
      const transcription = status.getByRole('listitem').filter({ hasText: words.transcription });
      await transcription.getByText(words.notAnswering, { exact: true }).waitFor();
      await transcription.getByText(words.refused).waitFor();
      await transcription.getByText(words.checked).waitFor();
      const mail = status.getByRole('note');
      await mail.getByRole('heading', { name: words.mailTitle }).waitFor();
      await mail.getByText(/SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD/).waitFor();
      await mail.getByText(/MAILGUN_API_KEY/).waitFor();
      await expectWithinWidth(page, '.admin-card--status, .admin-status__item, .admin-mail-setup');
      // The model server was asked for its model list with the key.
      expect(openai.requests.some((request) => request.path === '/v1/models')).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `operator-admin-status-${language}-${device}`);
      // The card alone, clear of the phone's bottom bar (fixed, so it lies over a full-page picture).
      await page.locator('.bottom-bar').evaluateAll((bars: HTMLElement[]) => {
        for (const bar of bars) bar.style.visibility = 'hidden';
      });
      await status.screenshot({ path: join(ARTIFACTS_DIR, `operator-admin-status-card-${language}-${device}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
