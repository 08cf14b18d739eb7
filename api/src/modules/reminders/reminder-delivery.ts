// How a morning reminder reaches someone: web push to each of their browsers when the server has VAPID
// keys and they allowed notifications, otherwise an email with a link that turns the reminder off.
//
// Push messages are encrypted and signed by the `web-push` package (generateRequestDetails: the
// aes128gcm payload for the browser's keys, the VAPID Authorization header, TTL and Urgency), and
// posted with fetch, which lets the same code reach a test's plain-http push endpoint on loopback
// (web-push's own sender speaks https only). A push service's 404 or 410 means the browser dropped
// the subscription: it is forgotten.
import webpush from 'web-push';
import type { PushSubscription, User } from '../../../generated/prisma/client.ts';
import type { PushSettings } from '../../config.ts';
import { db } from '../../db/current.ts';
import type { Logger } from '../../logger.ts';
import type { MailProvider } from '../../providers/mail/index.ts';
import { isLocale, messages as m, type Locale } from '#shared/i18n/locale.ts';
import { reminderMail } from './reminder-mail.ts';
import { turnOffByToken, unsubscribeToken } from './reminders.service.ts';

/** Where a click on the reminder goes: the new-dream form. */
export const NEW_DREAM_PATH = '/dreams/new';
/** A reminder is about this morning: a push service may hold it this long for an offline browser. */
export const PUSH_TTL_SECONDS = 4 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export interface ReminderDeliveryOptions {
  push: PushSettings | undefined;
  mail: MailProvider;
  /** Whether a mail handed to `mail` reaches anyone (not the production outbox). */
  mailDelivers: boolean;
  /** Where links point: PUBLIC_URL, else the address the server listens on (read at send time). */
  appUrl: () => string;
  /** Signs the unsubscribe links. */
  secret: string;
  logger: Logger;
}

export type DeliveryOutcome = 'push' | 'email' | 'failed';

/** What the browser's service worker shows (web/src/pwa/push-handler.js reads it). */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: Locale;
}

export class ReminderDelivery {
  constructor(private readonly options: ReminderDeliveryOptions) {}

  /** Push can be offered: the server has VAPID keys. */
  get pushAvailable(): boolean {
    return this.options.push !== undefined;
  }

  get publicKey(): string | undefined {
    return this.options.push?.publicKey;
  }

  /** Email can be offered: a provider is configured, or the development outbox keeps it. */
  get emailAvailable(): boolean {
    return this.options.mailDelivers;
  }

  unsubscribeUrl(userId: number): string {
    return `${this.options.appUrl()}/reminders/off?token=${unsubscribeToken(this.options.secret, userId)}`;
  }

  /** Follows an unsubscribe link: true when it was good (and the reminder is now off). */
  turnOffByLink(token: string): Promise<boolean> {
    return turnOffByToken(this.options.secret, token);
  }

  /** Sends one reminder: push to every subscribed browser, else (or when none took it) an email. */
  async deliver(user: Pick<User, 'id' | 'email' | 'username' | 'emailVerified' | 'preferredLanguage'>) {
    const locale: Locale = isLocale(user.preferredLanguage) ? user.preferredLanguage : 'en';
    if (this.options.push) {
      const subscriptions = await db().pushSubscription.findMany({ where: { userId: user.id } });
      let delivered = 0;
      for (const subscription of subscriptions) {
        if (await this.push(subscription, locale)) delivered += 1;
      }
      if (delivered > 0) return 'push';
    }
    // An unverified address may be someone else's: no reminder mail goes there.
    if (!this.options.mailDelivers || !user.emailVerified) return 'failed';
    await this.options.mail.send(
      reminderMail(
        user.email,
        user.username,
        locale,
        `${this.options.appUrl()}${NEW_DREAM_PATH}`,
        this.unsubscribeUrl(user.id),
      ),
    );
    return 'email';
  }

  /** One push message; true when the push service accepted it. */
  private async push(subscription: PushSubscription, locale: Locale): Promise<boolean> {
    const push = this.options.push!;
    const payload: ReminderPushPayload = {
      title: m.reminder_push_title({}, { locale }),
      body: m.reminder_push_body({}, { locale }),
      url: NEW_DREAM_PATH,
      tag: 'oneiro-morning-reminder',
      lang: locale,
    };
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await db().pushSubscription.deleteMany({ where: { id: subscription.id } });
        this.options.logger.info({ status: response.status }, 'reminder: a browser dropped its push subscription');
        return false;
      }
      if (!response.ok) {
        this.options.logger.warn({ status: response.status }, 'reminder: the push service refused a message');
        return false;
      }
      return true;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'reminder: the push service could not be reached');
      return false;
    }
  }
}
