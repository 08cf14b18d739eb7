// The morning reminder in GraphQL: `me.morningReminder` (read through the owner-checked User), the
// public `reminderDelivery` (what this server can send: push with its VAPID key, email), saving the
// settings, registering a browser's push subscription, and the unsubscribe link's mutation, open to
// anyone because the signed token is the authority. Settings and subscriptions are account-level: a
// personal access token can change neither (tokens/token-scope.ts).
import type { DreamReminder } from '../../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { maskToDays, WEEKDAYS } from '#shared/inputs/reminders.inputs.ts';
import { UserType } from '../auth/auth.graphql.ts';
import * as reminders from './reminders.service.ts';

const WeekdayEnum = builder.enumType('Weekday', {
  description: 'A day of the week.',
  values: Object.fromEntries(WEEKDAYS.map((day) => [day, { value: day, description: day.toLowerCase() }])) as {
    [K in (typeof WEEKDAYS)[number]]: { value: K; description: string };
  },
});

const ReminderOutcomeEnum = builder.enumType('ReminderOutcome', {
  description: 'What came of the last reminder that fell due.',
  values: {
    PUSH: { value: 'push', description: 'Sent as a notification.' },
    EMAIL: { value: 'email', description: 'Sent by email.' },
    SKIPPED: { value: 'skipped', description: 'Not sent: a dream had been recorded since 3 a.m.' },
    MISSED: { value: 'missed', description: 'Not sent: no server ran that morning.' },
    FAILED: { value: 'failed', description: 'Could not be sent (no channel reached the person).' },
  } as const,
});

const MorningReminderType = builder.objectRef<DreamReminder>('MorningReminder').implement({
  description: "The viewer's morning reminder (off until they turn it on).",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Whether it is on.' }),
    localTime: t.exposeString('localTime', { description: 'The local time it comes, HH:MM (24 h).' }),
    days: t.field({
      type: [WeekdayEnum],
      description: 'The days of the week it comes on, Sunday first.',
      resolve: (row) => maskToDays(row.days),
    }),
    timeZone: t.exposeString('timeZone', { description: 'The IANA time zone of localTime.' }),
    nextDueAt: t.expose('nextDueAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it comes next; null while off.',
    }),
    lastRunAt: t.expose('lastRunAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the last one fell due and was handled.',
    }),
    lastOutcome: t.field({
      type: ReminderOutcomeEnum,
      nullable: true,
      description: 'What came of the last one.',
      resolve: (row) => row.lastOutcome as 'push' | 'email' | 'skipped' | 'missed' | 'failed' | null,
    }),
    pushDevices: t.int({
      description: 'Browsers of the viewer subscribed to its notifications.',
      resolve: async (row) => (await reminders.pushSubscriptionsOf(row.userId)).length,
    }),
  }),
});

builder.objectFields(UserType, (t) => ({
  morningReminder: t.field({
    type: MorningReminderType,
    description: "The user's morning reminder settings.",
    resolve: (user) => reminders.getReminder(user.id),
  }),
}));

const ReminderDeliveryType = builder
  .objectRef<{ pushPublicKey: string | null; email: boolean }>('ReminderDelivery')
  .implement({
    description: 'How this server can send the morning reminder.',
    fields: (t) => ({
      pushPublicKey: t.exposeString('pushPublicKey', {
        nullable: true,
        description: "The server's VAPID public key for PushManager.subscribe; null: no web push on this server.",
      }),
      email: t.exposeBoolean('email', {
        description: 'Whether reminder emails reach anyone (a mail provider, or the development outbox).',
      }),
    }),
  });

// Public, like transcriptionAvailable: what the settings can offer.
builder.queryField('reminderDelivery', (t) =>
  t.field({
    type: ReminderDeliveryType,
    description: 'How this server can send the morning reminder: web push (with its key) and email.',
    resolve: (_root, _args, context) => ({
      pushPublicKey: context.services.reminders.publicKey ?? null,
      email: context.services.reminders.emailAvailable,
    }),
  }),
);

const MorningReminderInput = builder.inputType('MorningReminderInput', {
  description: 'The morning reminder settings.',
  fields: (t) => ({
    enabled: t.boolean({ required: true, description: 'On or off.' }),
    localTime: t.string({ required: true, description: 'The local time, HH:MM (24 h).' }),
    days: t.field({ type: [WeekdayEnum], required: true, description: 'At least one day of the week.' }),
    timeZone: t.string({ required: true, description: 'An IANA time zone, e.g. Europe/Madrid.' }),
  }),
});

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's push subscription (PushSubscription.toJSON()).",
  fields: (t) => ({
    endpoint: t.string({ required: true, description: "The push service's address for this browser." }),
    p256dh: t.string({ required: true, description: "The browser's public key (keys.p256dh, base64url)." }),
    auth: t.string({ required: true, description: 'The authentication secret (keys.auth, base64url).' }),
  }),
});

const TurnOffReminderPayload = builder
  .objectRef<{ success: boolean; message: string }>('TurnOffReminderPayload')
  .implement({
    description: 'What the unsubscribe link did.',
    fields: (t) => ({
      success: t.exposeBoolean('success', { description: 'The link was good: the reminder is off.' }),
      message: t.exposeString('message', { description: 'What to tell the person, in their language.' }),
    }),
  });

const PushSubscriptionPayload = builder.objectRef<{ success: boolean }>('PushSubscriptionPayload').implement({
  description: 'Whether the subscription was stored (or found and removed).',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'True when done.' }) }),
});

builder.mutationFields((t) => ({
  setMorningReminder: t.withAuth({ loggedIn: true }).field({
    type: MorningReminderType,
    description: 'Saves the morning reminder settings. Needs a signed-in session.',
    args: { input: t.arg({ type: MorningReminderInput, required: true, description: 'The settings.' }) },
    resolve: (_root, { input }, context) => reminders.setReminder(context.viewer.id, input, context.locale),
  }),
  registerPushSubscription: t.withAuth({ loggedIn: true }).field({
    type: PushSubscriptionPayload,
    description: "Keeps this browser's push subscription for the viewer's reminder. Needs a signed-in session.",
    args: { input: t.arg({ type: PushSubscriptionInput, required: true, description: 'The subscription.' }) },
    resolve: async (_root, { input }, context) => {
      await reminders.registerPushSubscription(context.viewer.id, input, context.locale);
      return { success: true };
    },
  }),
  unregisterPushSubscription: t.withAuth({ loggedIn: true }).field({
    type: PushSubscriptionPayload,
    description: "Forgets one of the viewer's browsers' push subscriptions (success false: there was none).",
    args: { endpoint: t.arg.string({ required: true, description: 'The endpoint of the subscription.' }) },
    resolve: async (_root, { endpoint }, context) => ({
      success: await reminders.unregisterPushSubscription(context.viewer.id, endpoint),
    }),
  }),
  turnOffMorningReminder: t.field({
    type: TurnOffReminderPayload,
    description:
      "Follows the link in a reminder email: turns that account's reminder off. Open to anyone: the signed token is the authority, and it can do nothing else.",
    args: { token: t.arg.string({ required: true, description: 'The `token` parameter of the link.' }) },
    resolve: async (_root, { token }, context) => {
      const success = await context.services.reminders.turnOffByLink(token);
      const locale = { locale: context.locale };
      return { success, message: success ? m.reminder_off_done({}, locale) : m.reminder_off_invalid({}, locale) };
    },
  }),
}));
