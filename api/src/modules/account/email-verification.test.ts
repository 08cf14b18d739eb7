// Email verification through the real mailgun.js against a local server speaking Mailgun's API:
// the mail (language, HTML and text), the link (hashed, single-use, 24 h), resend (limited), and a
// provider that fails or hangs never costing the account. The outbox default: providers/mail/outbox.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMailgun, type FakeMailgun, type ReceivedMail } from '#api-test/fake-mailgun-server.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';

let mailgun: FakeMailgun;
let t: TestApp;
beforeAll(async () => {
  mailgun = await startFakeMailgun();
  t = await startTestApp({
    MAILGUN_API_KEY: mailgun.key,
    MAILGUN_DOMAIN: 'mg.oneiro.test',
    MAILGUN_URL: mailgun.url,
    MAIL_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await t.stop();
  await mailgun.close();
});

async function mailTo(address: string, after = 0): Promise<ReceivedMail> {
  await expect.poll(() => mailgun.received.filter((mail) => mail.to.includes(address)).length).toBeGreaterThan(after);
  return mailgun.received.filter((mail) => mail.to.includes(address))[after]!;
}

function tokenOf(mail: ReceivedMail): string {
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return token;
}

const verified = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).emailVerified;

describe('the verification mail', () => {
  it('is sent on registration through Mailgun, in English, as HTML and text with a link to /verify-email', async () => {
    mailgun.behave({ kind: 'accept' });
    const { user } = await t.signedIn();
    const mail = await mailTo(user.email);
    expect(mail).toMatchObject({
      domain: 'mg.oneiro.test',
      from: 'Oneiro <no-reply@mg.oneiro.test>',
      subject: 'Confirm your email for Oneiro',
    });
    expect(mail.text).toContain(`Hello ${user.username},`);
    expect(mail.text).toContain(`${t.url}/verify-email?token=`);
    expect(mail.html).toContain('<a href="' + `${t.url}/verify-email?token=${tokenOf(mail)}`);
    expect(mail.html).toContain('Verify my email');
    // Only the token's SHA-256 is stored.
    const row = await db().user.findUniqueOrThrow({ where: { id: user.databaseId } });
    expect(row.verificationToken).toBe(createHash('sha256').update(tokenOf(mail)).digest('hex'));
    expect(row.verificationTokenExpiry!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it("is in the user's language", async () => {
    const { user } = await t.signedIn('es');
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Confirma tu correo para Oneiro');
    expect(mail.text).toContain(`Hola, ${user.username}:`);
    expect(mail.html).toContain('lang="es"');
  });

  it('escapes the username in the HTML', async () => {
    const { user } = await t.signedIn('en', { fullName: '<b>x</b>' });
    const mail = await mailTo(user.email);
    expect(mail.html).not.toMatch(/<b>x<\/b>/);
  });
});

describe('GET /api/verify-email/{token}', () => {
  it('verifies the address once: the same link again says it is already verified', async () => {
    const { user } = await t.signedIn();
    const token = tokenOf(await mailTo(user.email));
    const anyone = t.browser();
    const first = await anyone.request('GET', `/api/verify-email/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Your email has been verified.' });
    expect(await verified(user.databaseId)).toBe(true);
    const again = await anyone.request('GET', `/api/verify-email/${token}`);
    expect(again.body).toEqual({ success: true, message: 'Your email is already verified.' });
    // After a change of address, the old link is nobody's.
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: false, verificationToken: null } });
    const afterChange = await anyone.request('GET', `/api/verify-email/${token}`);
    expect(afterChange.body).toEqual({
      success: false,
      message: 'This verification link is invalid or has already been used.',
    });
    expect(await verified(user.databaseId)).toBe(false);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { user } = await t.signedIn('es');
    const token = tokenOf(await mailTo(user.email));
    await db().user.update({
      where: { id: user.databaseId },
      data: { verificationTokenExpiry: new Date(Date.now() - 1000) },
    });
    const response = await t.browser({ language: 'es' }).request('GET', `/api/verify-email/${token}`);
    expect(response.body).toEqual({
      success: false,
      message: 'Este enlace de verificación ha caducado. Envía uno nuevo desde tu perfil.',
    });
    expect(await verified(user.databaseId)).toBe(false);
  });

  it('refuses forged tokens of any shape, verifying nobody', async () => {
    const { user } = await t.signedIn();
    const token = tokenOf(await mailTo(user.email));
    const forged = [
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      createHash('sha256').update(token).digest('hex'), // the stored hash is not a token
      'x'.repeat(500),
      '%00',
    ];
    for (const candidate of forged) {
      const response = await t.browser().request('GET', `/api/verify-email/${encodeURIComponent(candidate)}`);
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(false);
    }
    expect(await verified(user.databaseId)).toBe(false);
  });
});

describe('POST /api/resend-verification', () => {
  it('needs a signed-in user', async () => {
    expect((await t.browser().request('POST', '/api/resend-verification')).status).toBe(401);
  });

  it('sends a new link (the old one stops working), then limits the user', async () => {
    const { browser, user } = await t.signedIn();
    const oldToken = tokenOf(await mailTo(user.email));
    const response = await browser.request('POST', '/api/resend-verification');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Check your inbox for the new link.' });
    const newToken = tokenOf(await mailTo(user.email, 1));
    expect(newToken).not.toBe(oldToken);
    expect((await t.browser().request('GET', `/api/verify-email/${oldToken}`)).body.success).toBe(false);

    await browser.request('POST', '/api/resend-verification');
    await browser.request('POST', '/api/resend-verification');
    const limited = await browser.request('POST', '/api/resend-verification');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many verification emails\. Please try again in \d+ minutes\.$/);
    expect(mailgun.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(4);

    expect(
      (await t.browser().request('GET', `/api/verify-email/${tokenOf(await mailTo(user.email, 3))}`)).body,
    ).toEqual({ success: true, message: 'Your email has been verified.' });
  });

  it('says when the address is already verified, and sends nothing', async () => {
    const { browser, user } = await t.signedIn();
    await mailTo(user.email);
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: true } });
    const response = await browser.request('POST', '/api/resend-verification');
    expect(response.body).toEqual({ message: 'Your email is already verified.' });
    expect(mailgun.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it('a new email address is unverified and gets its own link', async () => {
    const { browser, user } = await t.signedIn();
    await mailTo(user.email);
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: true } });
    const email = `moved.${user.email}`;
    await browser.request('PUT', '/api/user/profile', { username: user.username, email });
    expect(await verified(user.databaseId)).toBe(false);
    const token = tokenOf(await mailTo(email));
    expect((await t.browser().request('GET', `/api/verify-email/${token}`)).body.success).toBe(true);
  });
});

describe('a failing mail provider', () => {
  afterAll(() => mailgun.behave({ kind: 'accept' }));

  for (const [name, behaviour] of [
    ['an error status', { kind: 'status', status: 500 }],
    ['a timeout', { kind: 'hang' }],
  ] as const) {
    it(`with ${name}: registration still creates the account, and resend says it failed`, async () => {
      mailgun.behave(behaviour);
      const { browser, user } = await t.signedIn();
      expect((await browser.request('GET', '/api/user')).body.username).toBe(user.username);
      const response = await browser.request('POST', '/api/resend-verification');
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        code: 'MAIL_FAILED',
        message: 'The verification email could not be sent. Please try again later.',
      });
      mailgun.behave({ kind: 'accept' });
      expect((await browser.request('POST', '/api/resend-verification')).status).toBe(200);
      await mailTo(user.email);
    });
  }
});
