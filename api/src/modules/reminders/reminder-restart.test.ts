// The catch-up across a real restart: a reminder that fell due while no server ran is sent by the
// next server at start, once. Its own file: db/current.ts holds one database per process, and this
// test stops one app and starts another over its database.
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeMailgun, type FakeMailgun } from '#api-test/fake-mailgun-server.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import { db } from '../../db/current.ts';
import { localDate } from './schedule.ts';

const vapid = webpush.generateVAPIDKeys();
let mailgun: FakeMailgun;
beforeAll(async () => {
  mailgun = await startFakeMailgun();
});
afterAll(() => mailgun?.close());

const env = () => ({
  MAILGUN_API_KEY: mailgun.key,
  MAILGUN_DOMAIN: 'mg.oneiro.test',
  MAILGUN_URL: mailgun.url,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  // Only the run at start: the test runs the job itself after that.
  REMINDER_CHECK_SECONDS: '3600',
});
const reminderMails = (address: string) =>
  mailgun.received.filter((mail) => mail.to.includes(address) && mail.subject === 'Good morning: what did you dream?');
const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

it('a restarted server sends what fell due while it was down, at start, and only once', async () => {
  const first = await startTestApp(env());
  let second: TestApp | undefined;
  try {
    const { browser, user } = await first.signedIn();
    await db().user.update({ where: { id: user.databaseId }, data: { emailVerified: true } });
    const now = new Date();
    // A zone in which twenty minutes ago is still today (any zone but one just past midnight).
    const zone = ['UTC', 'Asia/Tokyo', 'America/New_York'].find(
      (candidate) => localDate(minutes(now, -20), candidate) === localDate(now, candidate),
    )!;
    const everyDay = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
    const saved = await browser.request('PUT', '/api/reminders', {
      enabled: true,
      localTime: '07:00',
      days: everyDay,
      timeZone: zone,
    });
    expect(saved.status).toBe(200);
    // It fell due twenty minutes ago, and then the server stopped.
    await db().dreamReminder.update({ where: { userId: user.databaseId }, data: { nextDueAt: minutes(now, -20) } });
    await first.app.stop();

    second = await startTestApp(env(), first.database);
    await expect.poll(() => reminderMails(user.email).length, { timeout: 10_000 }).toBe(1);
    // The outcome is written just after the send.
    const row = () => db().dreamReminder.findUniqueOrThrow({ where: { userId: user.databaseId } });
    await expect.poll(async () => (await row()).lastOutcome).toBe('email');
    expect((await row()).nextDueAt!.getTime()).toBeGreaterThan(now.getTime());
    // Running again finds nothing due: not repeated.
    const again = await second.app.reminderJob.run();
    expect(again.outcomes.size).toBe(0);
    expect(reminderMails(user.email)).toHaveLength(1);
  } finally {
    if (second) await second.stop();
    else await first.stop();
  }
  // Two starts of the server (migrations on PostgreSQL included).
}, 60_000);
