// Mail through SMTP: the real nodemailer transport against a local SMTP server started here
// (smtp-server): a registration's verification mail arrives for the right person with its link,
// signed in with the account; SMTP wins over Mailgun when both are set; a wrong password or a server
// that is down makes the send fail (the account stays, the user can ask again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { closedPort } from '#api-test/closed-port.ts';
import { startLocalSmtp, type LocalSmtp, type ReceivedSmtpMail } from '#api-test/smtp-server.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createMailProvider } from './index.ts';

let smtp: LocalSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await startTestApp({ ...smtp.env, MAIL_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

async function mailTo(address: string): Promise<ReceivedSmtpMail> {
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(address)), { timeout: 5000 }).toBe(true);
  return smtp.received.find((mail) => mail.to.includes(address))!;
}

/** The message's text part, undoing quoted-printable (soft line breaks, =XX bytes). */
function textOf(mail: ReceivedSmtpMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail through SMTP', () => {
  it('delivers the verification mail of a registration to its address, with the link', async () => {
    const { user, browser } = await t.signedIn();
    const mail = await mailTo(user.email);
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('dreams@oneiro.test');
    const text = textOf(mail);
    expect(text).toMatch(/^From: Oneiro <dreams@oneiro\.test>\r?$/m);
    expect(text).toMatch(new RegExp(`^To: ${user.email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
    expect(text).toContain('Subject: Confirm your email for Oneiro');
    const token = new RegExp(`${t.url}/verify-email\\?token=([\\w-]+)`).exec(text)?.[1];
    expect(token).toBeDefined();
    // The link in the mail verifies the address.
    const verified = await t.browser().request('GET', `/api/verify-email/${token}`);
    expect(verified.body).toEqual({ success: true, message: 'Your email has been verified.' });
    expect((await browser.graphql('{ me { emailVerified } }')).data.me.emailVerified).toBe(true);
    // Sending mail, the server says so to the interface.
    expect((await t.browser().request('GET', '/api/mail/config')).body).toEqual({ emailAvailable: true });
  });

  it("sends a resent link in the user's language", async () => {
    const { user, browser } = await t.signedIn('es');
    await mailTo(user.email);
    const resent = await browser.request('POST', '/api/resend-verification');
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Busca el nuevo enlace en tu bandeja de entrada.');
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(user.email)).length).toBe(2);
    const second = smtp.received.filter((mail) => mail.to.includes(user.email))[1]!;
    expect(textOf(second)).toContain('Confirma tu correo para Oneiro');
  });

  it('is chosen before Mailgun when both are set', () => {
    const config = loadConfig({ ...smtp.env, MAILGUN_API_KEY: 'key', MAILGUN_DOMAIN: 'mg.example.org' });
    const mail = createMailProvider(config.mail, { logger: pino({ level: 'silent' }), production: true });
    expect(mail.kind).toBe('smtp');
  });

  it('fails the send when the password is refused or nothing listens, and the check says so', async () => {
    const logger = pino({ level: 'silent' });
    const wrong = createMailProvider(loadConfig({ ...smtp.env, SMTP_PASSWORD: 'not-the-password' }).mail, {
      logger,
      production: true,
    }).provider;
    const mail = { to: 'a@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(wrong.send(mail)).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
    await expect(wrong.check!(2000)).rejects.toMatchObject({ code: 'EAUTH' });
    const down = createMailProvider(loadConfig({ ...smtp.env, SMTP_PORT: String(await closedPort()) }).mail, {
      logger,
      production: true,
    }).provider;
    await expect(down.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    const right = createMailProvider(loadConfig(smtp.env).mail, { logger, production: true }).provider;
    await expect(right.check!(2000)).resolves.toBeUndefined();
  });
});
