// The embedded mail default: with no provider, mails are kept and listed on /dev/outbox outside
// production only.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { startTestApp } from '#api-test/test-app.ts';
import { Outbox } from './outbox-provider.ts';

describe('the outbox (no mail provider)', () => {
  it('keeps the mail and lists it on /dev/outbox outside production', async () => {
    const local = await startTestApp();
    try {
      const { user } = await local.signedIn();
      await expect.poll(async () => (await fetch(`${local.url}/dev/outbox`)).text()).toContain(user.email);
      const page = await (await fetch(`${local.url}/dev/outbox`)).text();
      expect(page).toContain('Confirm your email for Oneiro');
      expect(page).toContain(`${local.url}/verify-email?token=`);
    } finally {
      await local.stop();
    }
  });

  it('has no page in production', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const { user } = await production.signedIn();
      // The mail is kept in memory even so; the page is absent.
      await expect.poll(() => production.app.services.mailer.outbox?.list().length).toBe(1);
      const response = await fetch(`${production.url}/dev/outbox`);
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain(user.email);
    } finally {
      await production.stop();
    }
  });

  it('in production, makes the server say that email is not set up instead of "check your inbox"', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const anyone = production.browser();
      expect((await anyone.graphql('{ emailAvailable }')).data).toEqual({ emailAvailable: false });
      expect((await anyone.request('GET', '/api/mail/config')).body).toEqual({ emailAvailable: false });
      const { browser } = await production.signedIn('es');
      // The registration's mail (sent in the background) is kept.
      await expect.poll(() => production.app.services.mailer.outbox?.list().length).toBe(1);
      const resend = await browser.request('POST', '/api/resend-verification');
      expect(resend.status).toBe(503);
      expect(resend.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'El correo no está configurado en este servidor, así que no se puede enviar ningún enlace de verificación. Pregunta a quien lo administra.',
      });
      // Nothing was sent for the refused resend.
      expect(production.app.services.mailer.outbox?.list().length).toBe(1);
    } finally {
      await production.stop();
    }
  });

  it('outside production, counts as sending (the outbox shows the mail to the developer)', async () => {
    const local = await startTestApp();
    try {
      expect((await local.browser().request('GET', '/api/mail/config')).body).toEqual({ emailAvailable: true });
    } finally {
      await local.stop();
    }
  });

  it('logs the links outside production only', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mail = {
      to: 'a@example.org',
      subject: 'Confirm',
      text: 'Open https://x.example/verify-email?token=abc',
      html: '',
    };
    await new Outbox(logger, true).send(mail);
    expect(lines.join('')).toContain('token=abc');
    lines.length = 0;
    await new Outbox(logger, false).send(mail);
    expect(lines.join('')).toContain('a@example.org');
    expect(lines.join('')).not.toContain('token=abc');
  });
});
