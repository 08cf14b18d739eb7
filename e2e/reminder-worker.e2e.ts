// The morning reminder in the service worker (web/public/push-handler.js): a push message, delivered
// to the installed worker through Chromium's DevTools protocol as a push service would deliver it,
// shows the reminder's notification; its click (dispatched in the worker: a test cannot click the
// system's notification) brings the open Oneiro window to the new-dream form, ready to write.
import { expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { newAccount, registerThroughApi } from './support/flows.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

it('shows the pushed reminder, and its click opens the new-dream form in the open window', async () => {
  const { page, context, errors } = await newPage(suite.browser, suite.server.url, { serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: suite.server.url });
  await registerThroughApi(page, newAccount('pushed'));
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(suite.server.url).origin;
  const registration = registrations.find((entry) => entry.scopeURL.startsWith(origin))!;

  // What the server sends (api/src/modules/reminders/reminder-delivery.ts).
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify({
      title: 'Good morning',
      body: 'Write down your dream before it fades.',
      url: '/dreams/new',
      tag: 'oneiro-morning-reminder',
    }),
  });
  const shown = () =>
    page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((notification) => [notification.title, notification.body]);
    });
  await expect.poll(shown).toEqual([['Good morning', 'Write down your dream before it fades.']]);

  // The click, in the worker: the open window is asked to go to the form.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOfWorker = (globalThis as unknown as { NotificationEvent: typeof Event }).NotificationEvent;
    scope.dispatchEvent(
      new (NotificationEventOfWorker as unknown as new (type: string, init: object) => Event)('notificationclick', {
        notification,
      }),
    );
  });
  await page.waitForURL((url) => url.pathname === '/dreams/new');
  await page.getByRole('textbox', { name: 'Dream description' }).waitFor();
  await expect.poll(shown).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
