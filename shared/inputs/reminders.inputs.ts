// The morning reminder (Account settings, Reminders): a local time, the days of the week and the
// person's IANA time zone. Pure, so the web form validates as the server does.
import { z } from 'zod';
import { messages as m, type Locale } from '../i18n/locale.ts';
import { isTimeZone } from './dreams.inputs.ts';

/** Days in JavaScript's getDay() order (Sunday first); stored as bits of that index. */
export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const EVERY_DAY_MASK = 0b111_1111;

export function daysToMask(days: readonly Weekday[]): number {
  return days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);
}

export function maskToDays(mask: number): Weekday[] {
  return WEEKDAYS.filter((_, index) => (mask & (1 << index)) !== 0);
}

export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function reminderInputs(locale: Locale) {
  const t = { locale };
  return {
    settings: z.object({
      enabled: z.boolean(),
      localTime: z.string().trim().regex(LOCAL_TIME, m.validation_reminder_time({}, t)),
      days: z
        .array(z.enum(WEEKDAYS))
        .max(7)
        .refine((days) => days.length > 0, m.validation_reminder_days({}, t))
        .transform((days) => daysToMask(days)),
      timeZone: z
        .string()
        .trim()
        .refine((zone) => isTimeZone(zone), m.validation_time_zone_invalid({}, t)),
    }),
    pushSubscription: z.object({
      endpoint: z
        .url({ protocol: /^https?$/, error: m.validation_push_subscription({}, t) })
        .max(2000, m.validation_push_subscription({}, t)),
      p256dh: z.string().regex(/^[\w-]{80,100}={0,2}$/, m.validation_push_subscription({}, t)),
      auth: z.string().regex(/^[\w-]{16,32}={0,2}$/, m.validation_push_subscription({}, t)),
    }),
  };
}
