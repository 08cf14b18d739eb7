// The morning reminder's settings and push subscriptions, and the signed link that turns it off.
// Every query has the owner in its WHERE clause; the unsubscribe link is the one way in without a
// session, and it can only turn the reminder off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DreamReminder, PushSubscription } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import { parseInput } from '../../graphql/errors.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { EVERY_DAY_MASK, reminderInputs } from '#shared/inputs/reminders.inputs.ts';
import { nextDueAt } from './schedule.ts';

/** What an account that never set the reminder sees: off, 07:00, every day. */
export function defaultReminder(userId: number): DreamReminder {
  const now = new Date(0);
  return {
    userId,
    enabled: false,
    localTime: '07:00',
    days: EVERY_DAY_MASK,
    timeZone: 'UTC',
    nextDueAt: null,
    lastRunAt: null,
    lastOutcome: null,
    createdAt: now,
    updatedAt: now,
  };
}

export async function getReminder(userId: number): Promise<DreamReminder> {
  return (await db().dreamReminder.findUnique({ where: { userId } })) ?? defaultReminder(userId);
}

/** Saves the settings; the next time it is due is computed from them (null while off). */
export async function setReminder(userId: number, input: unknown, locale: Locale, now = new Date()) {
  const settings = parseInput(reminderInputs(locale).settings, input);
  const due = settings.enabled ? nextDueAt(now, settings.localTime, settings.days, settings.timeZone) : null;
  const data = { ...settings, nextDueAt: due };
  return db().dreamReminder.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}

/**
 * Keeps a browser's push subscription for the account. An endpoint belongs to one browser, so one
 * registered before by another account of that browser moves to this one.
 */
export async function registerPushSubscription(userId: number, input: unknown, locale: Locale) {
  const { endpoint, p256dh, auth } = parseInput(reminderInputs(locale).pushSubscription, input);
  return db().pushSubscription.upsert({
    where: { endpoint },
    create: { userId, endpoint, p256dh, auth },
    update: { userId, p256dh, auth },
  });
}

/** Forgets a browser's subscription (only the viewer's own); whether there was one. */
export async function unregisterPushSubscription(userId: number, endpoint: string): Promise<boolean> {
  const { count } = await db().pushSubscription.deleteMany({ where: { userId, endpoint } });
  return count > 0;
}

export function pushSubscriptionsOf(userId: number): Promise<PushSubscription[]> {
  return db().pushSubscription.findMany({ where: { userId }, orderBy: { id: 'asc' } });
}

// --- The unsubscribe link: `<user id>.<HMAC of it>`, signed with the server's session secret. It
// never expires (an old mail's link must still work) and can do one thing: turn the reminder off.

const PURPOSE = 'oneiro-reminder-off:';

function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The account a token was signed for, or null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Turns the reminder off through its link: true when the link is good (off already counts). */
export async function turnOffByToken(secret: string, token: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(secret, token);
  if (userId === null) return false;
  await db().dreamReminder.updateMany({ where: { userId }, data: { enabled: false, nextDueAt: null } });
  return true;
}
