// The morning reminder end to end on the real server: settings (GraphQL and REST, validated), the
// job at chosen times (the skip rule, the one-instance claim, the catch-up after a restart), email
// through the real mailgun.js against the local Mailgun server (content, language, the unsubscribe
// link that works without signing in), and web push through the real `web-push` encryption against
// a local push endpoint (VAPID header, TTL, a message the browser's keys decrypt, 410 forgets the
// subscription). The catch-up across a real restart: reminder-restart.test.ts.
import { createPublicKey, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMailgun, type FakeMailgun, type ReceivedMail } from '#api-test/fake-mailgun-server.ts';
import { browserSubscription, startFakePushService, type FakePushService } from '#api-test/fake-push-service.ts';
import { startTestApp, type TestApp, type TestBrowser } from '#api-test/test-app.ts';
import { openDatabase } from '../../db/client.ts';
import { db } from '../../db/current.ts';
import { runDueReminders } from './reminder-job.ts';
import { localDate, morningStart } from './schedule.ts';

// http_ece is web-push's own encryption library (no types): here it decrypts as a browser does.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@oneiro.test';
const REMINDER_SUBJECT = 'Good morning: what did you dream?';

let mailgun: FakeMailgun;
let push: FakePushService;
let t: TestApp;
const env = () => ({
  MAILGUN_API_KEY: mailgun.key,
  MAILGUN_DOMAIN: 'mg.oneiro.test',
  MAILGUN_URL: mailgun.url,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: SUBJECT,
});
beforeAll(async () => {
  mailgun = await startFakeMailgun();
  push = await startFakePushService();
  t = await startTestApp(env());
});
afterAll(async () => {
  await t?.stop();
  await push?.close();
  await mailgun?.close();
});

const SET = `mutation($input: MorningReminderInput!) {
  setMorningReminder(input: $input) { enabled localTime days timeZone nextDueAt }
}`;
const MADRID_SEVEN = {
  enabled: true,
  localTime: '07:00',
  days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
  timeZone: 'Europe/Madrid',
};

/** A signed-in user with a verified address (reminder mails go to verified addresses only). */
async function verifiedUser(language = 'en') {
  const signedIn = await t.signedIn(language);
  await db().user.update({ where: { id: signedIn.user.databaseId }, data: { emailVerified: true } });
  return signedIn;
}

async function turnOn(browser: TestBrowser, input: Record<string, unknown> = MADRID_SEVEN): Promise<Date> {
  const result = await browser.graphql(SET, { input });
  expect(result.errors).toBeUndefined();
  return new Date(result.data.setMorningReminder.nextDueAt as string);
}

const reminderMails = (address: string) =>
  mailgun.received.filter(
    (mail) =>
      mail.to.includes(address) && mail.subject !== 'Confirm your email for Oneiro' && !/Confirma/.test(mail.subject),
  );
const row = (userId: number) => db().dreamReminder.findUniqueOrThrow({ where: { userId } });
const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

describe('settings', () => {
  it('are off by default, saved with the next time they are due, and read back (GraphQL and REST)', async () => {
    const { browser } = await t.signedIn();
    const before = await browser.request('GET', '/api/reminders');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ enabled: false, localTime: '07:00', nextDueAt: null });
    expect(before.body.days).toHaveLength(7);

    const due = await turnOn(browser);
    // Monday, Wednesday or Friday, at 07:00 in Madrid, in the future.
    expect(due.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(due);
    expect(local).toMatch(/^(Monday|Wednesday|Friday) 07:00$/);

    const read = await browser.graphql(`{ me { morningReminder { enabled localTime days timeZone pushDevices } } }`);
    expect(read.data.me.morningReminder).toEqual({ ...MADRID_SEVEN, pushDevices: 0 });

    const put = await browser.request('PUT', '/api/reminders', { ...MADRID_SEVEN, enabled: false });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ enabled: false, nextDueAt: null, localTime: '07:00' });
  });

  it('refuse a malformed time, no day and an unknown zone, with field errors in the reader’s language', async () => {
    const { browser } = await t.signedIn('es');
    const response = await browser.request('PUT', '/api/reminders', {
      enabled: true,
      localTime: '7am',
      days: [],
      timeZone: 'Mars/Olympus',
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      localTime: ['Elige una hora como 07:30'],
      days: ['Elige al menos un día'],
      timeZone: ['Zona horaria desconocida'],
    });
  });

  it('say what this server can send', async () => {
    const answer = await t.browser().graphql(`{ reminderDelivery { pushPublicKey email } }`);
    expect(answer.data.reminderDelivery).toEqual({ pushPublicKey: vapid.publicKey, email: true });
  });
});

describe('by email', () => {
  it('sends the reminder in the person’s language with a link to write and one that turns it off', async () => {
    const { browser, user } = await verifiedUser();
    const due = await turnOn(browser);
    const run = await t.app.reminderJob.run(minutes(due, 1));
    expect(run.outcomes.get(user.databaseId)).toBe('email');
    const [mail] = reminderMails(user.email) as [ReceivedMail];
    expect(mail).toMatchObject({ subject: REMINDER_SUBJECT, from: 'Oneiro <no-reply@mg.oneiro.test>' });
    expect(mail.text).toContain(`Good morning, ${user.username}.`);
    expect(mail.text).toContain(`Record my dream: ${t.url}/dreams/new`);
    expect(mail.html).toContain(`href="${t.url}/dreams/new"`);
    const link = /(http:\/\/\S+\/reminders\/off\?token=([\w.-]+))/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![1]}"`);
    // Mail programs get it too, for their own unsubscribe button.
    expect(mail.headers['List-Unsubscribe']).toBe(`<${link![1]}>`);
    // The job moved it on to the next morning it is due.
    expect((await row(user.databaseId)).nextDueAt!.getTime()).toBeGreaterThan(due.getTime());

    // The link works without signing in, and only turns the reminder off.
    const stranger = t.browser();
    const tampered = await stranger.request('GET', `/api/reminders/unsubscribe/${link![2]!.slice(0, -2)}xx`);
    expect(tampered.body).toMatchObject({ success: false });
    expect((await row(user.databaseId)).enabled).toBe(true);
    const off = await stranger.request('GET', `/api/reminders/unsubscribe/${link![2]}`);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      success: true,
      message: 'Your morning reminder is off. No more reminders will be sent.',
    });
    expect(await row(user.databaseId)).toMatchObject({ enabled: false, nextDueAt: null });
    // Following it again still answers that it is off.
    expect((await stranger.request('GET', `/api/reminders/unsubscribe/${link![2]}`)).body.success).toBe(true);
  });

  it('is in Spanish for a Spanish speaker', async () => {
    const { browser, user } = await verifiedUser('es');
    const due = await turnOn(browser);
    await t.app.reminderJob.run(minutes(due, 1));
    const [mail] = reminderMails(user.email) as [ReceivedMail];
    expect(mail.subject).toBe('Buenos días: ¿qué soñaste?');
    expect(mail.text).toContain('Anotar mi sueño');
    expect(mail.text).toContain('Desactivar el recordatorio');
  });

  it('never goes to an address that is not verified', async () => {
    const { browser, user } = await t.signedIn();
    const due = await turnOn(browser);
    const run = await t.app.reminderJob.run(minutes(due, 1));
    expect(run.outcomes.get(user.databaseId)).toBe('failed');
    expect(reminderMails(user.email)).toEqual([]);
  });
});

describe('the skip rule', () => {
  it('sends nothing when a dream was recorded since 3 a.m. local, and sends when the last was before', async () => {
    const { browser, user } = await verifiedUser();
    const due = await turnOn(browser);
    const created = await browser.graphql(
      `mutation { createDream(input: { content: "<p>A lighthouse.</p>" }) { dream { databaseId } } }`,
    );
    const dreamId = created.data.createDream.dream.databaseId as number;
    const threeAm = morningStart(due, 'Europe/Madrid');

    await db().dreamEntry.update({ where: { id: dreamId }, data: { createdAt: minutes(threeAm, 60) } });
    const skipped = await t.app.reminderJob.run(minutes(due, 1));
    expect(skipped.outcomes.get(user.databaseId)).toBe('skipped');
    expect(reminderMails(user.email)).toEqual([]);
    expect((await row(user.databaseId)).lastOutcome).toBe('skipped');

    // Written the night before (02:59): the reminder comes.
    await db().dreamEntry.update({ where: { id: dreamId }, data: { createdAt: minutes(threeAm, -1) } });
    await db().dreamReminder.update({ where: { userId: user.databaseId }, data: { nextDueAt: due } });
    const sent = await t.app.reminderJob.run(minutes(due, 1));
    expect(sent.outcomes.get(user.databaseId)).toBe('email');
    expect(reminderMails(user.email)).toHaveLength(1);
  });
});

describe('one instance at a time', () => {
  it('two schedulers on one database send each reminder exactly once', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => verifiedUser()));
    const dues = await Promise.all(users.map(({ browser }) => turnOn(browser)));
    expect(new Set(dues.map((due) => due.getTime())).size).toBe(1);
    const now = minutes(dues[0]!, 1);
    // A second "instance": its own connection to the same database.
    const other = await openDatabase(t.database.url, { reader: false });
    try {
      const [first, second] = await Promise.all([
        runDueReminders(t.app.services.reminders, t.app.logger, now, db()),
        runDueReminders(t.app.services.reminders, t.app.logger, now, other.prisma),
      ]);
      for (const { user } of users) {
        const takers = [first, second].filter((run) => run.outcomes.has(user.databaseId));
        expect(takers).toHaveLength(1);
        expect(reminderMails(user.email)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('catching up', () => {
  it('sends a reminder that fell due while no server ran, once, if it is still that morning', async () => {
    const { browser, user } = await verifiedUser();
    const due = await turnOn(browser);
    // 07:00 passed unnoticed; the server looks at 10:00 local: still the morning.
    const late = await t.app.reminderJob.run(minutes(due, 180));
    expect(late.outcomes.get(user.databaseId)).toBe('email');
    // Not again that morning, and the next one is after now (a later day).
    const again = await t.app.reminderJob.run(minutes(due, 181));
    expect(again.outcomes.has(user.databaseId)).toBe(false);
    expect(reminderMails(user.email)).toHaveLength(1);
    const next = (await row(user.databaseId)).nextDueAt!;
    expect(localDate(next, 'Europe/Madrid')).not.toBe(localDate(due, 'Europe/Madrid'));

    // Noticed after noon: too late for that morning; recorded as missed and moved on.
    await db().dreamReminder.update({ where: { userId: user.databaseId }, data: { nextDueAt: due } });
    const missed = await t.app.reminderJob.run(minutes(due, 6 * 60));
    expect(missed.outcomes.get(user.databaseId)).toBe('missed');
    expect(reminderMails(user.email)).toHaveLength(1);
    expect((await row(user.databaseId)).nextDueAt!.getTime()).toBeGreaterThan(minutes(due, 6 * 60).getTime());
  });
});

describe('by web push', () => {
  it('sends an encrypted message signed with the VAPID key, which the browser decrypts, instead of email', async () => {
    const { browser, user } = await verifiedUser();
    const subscription = browserSubscription(`${push.url}/push/${user.databaseId}`);
    const registered = await browser.request('POST', '/api/reminders/push-subscriptions', subscription.json);
    expect(registered.status).toBe(201);
    const due = await turnOn(browser);
    const before = push.received.length;
    const run = await t.app.reminderJob.run(minutes(due, 1));
    expect(run.outcomes.get(user.databaseId)).toBe('push');
    expect(reminderMails(user.email)).toEqual([]);

    const [message] = push.received.slice(before);
    expect(message!.path).toBe(`/push/${user.databaseId}`);
    expect(message!.headers.ttl).toBe('14400');
    expect(message!.headers.urgency).toBe('high');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    // RFC 8292: "vapid t=<JWT>, k=<the server's public key>"; the JWT is signed by the private key.
    const auth = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(message!.headers.authorization ?? '');
    expect(auth).not.toBeNull();
    const [, header, claims, signature, key] = auth!;
    expect(key).toBe(vapid.publicKey);
    const jwt = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
    expect(jwt).toMatchObject({ aud: push.url, sub: SUBJECT });
    expect(jwt.exp * 1000).toBeGreaterThan(Date.now());
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(signed).toBe(true);

    const plain = ece.decrypt(message!.body, {
      version: 'aes128gcm',
      privateKey: subscription.ecdh,
      authSecret: subscription.authSecret,
    });
    expect(JSON.parse(plain.toString())).toEqual({
      title: 'What did you dream?',
      body: 'Write it down before it fades. Tap to record it.',
      url: '/dreams/new',
      tag: 'oneiro-morning-reminder',
      lang: 'en',
    });
    expect((await row(user.databaseId)).lastOutcome).toBe('push');
  });

  it('forgets a subscription the push service says is gone (410) and sends the email instead', async () => {
    const { browser, user } = await verifiedUser();
    const subscription = browserSubscription(`${push.url}/push/gone-${user.databaseId}`);
    await browser.graphql(
      `mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) { success } }`,
      { input: { endpoint: subscription.json.endpoint, ...subscription.json.keys } },
    );
    const due = await turnOn(browser);
    push.answer(410);
    try {
      const run = await t.app.reminderJob.run(minutes(due, 1));
      expect(run.outcomes.get(user.databaseId)).toBe('email');
    } finally {
      push.answer(201);
    }
    expect(await db().pushSubscription.count({ where: { userId: user.databaseId } })).toBe(0);
    expect(reminderMails(user.email)).toHaveLength(1);
  });

  it('keeps each browser’s subscription with one account, and lets only its owner remove it', async () => {
    const a = await t.signedIn();
    const b = await t.signedIn();
    const subscription = browserSubscription(`${push.url}/push/shared-browser`);
    await a.browser.request('POST', '/api/reminders/push-subscriptions', subscription.json);
    // The same browser signs in to another account: the subscription moves to it.
    await b.browser.request('POST', '/api/reminders/push-subscriptions', subscription.json);
    const owner = await db().pushSubscription.findUniqueOrThrow({ where: { endpoint: subscription.json.endpoint } });
    expect(owner.userId).toBe(b.user.databaseId);
    const UNREGISTER = `mutation($endpoint: String!) { unregisterPushSubscription(endpoint: $endpoint) { success } }`;
    const byA = await a.browser.graphql(UNREGISTER, { endpoint: subscription.json.endpoint });
    expect(byA.data.unregisterPushSubscription.success).toBe(false);
    const byB = await b.browser.graphql(UNREGISTER, { endpoint: subscription.json.endpoint });
    expect(byB.data.unregisterPushSubscription.success).toBe(true);
  });
});
