// The insights range, shared by GraphQL, REST and the web's range picker: two calendar days
// (YYYY-MM-DD, both included, either open) read in the dreamer's time zone.
import { z } from 'zod';
import { messages as m, type Locale } from '../i18n/locale.ts';
import { isTimeZone } from './dreams.inputs.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function build(locale: Locale) {
  const t = { locale };
  const day = z
    .string()
    .trim()
    .refine(isCalendarDay, m.validation_insights_day_invalid({}, t))
    .nullish()
    .transform((value) => (value ? value : null));
  return z
    .object({
      from: day,
      to: day,
      timeZone: z
        .string()
        .nullish()
        .refine((zone) => zone == null || isTimeZone(zone), m.validation_time_zone_invalid({}, t))
        .transform((zone) => zone ?? 'UTC'),
    })
    .superRefine((value, ctx) => {
      if (value.from && value.to && value.from > value.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.validation_insights_range_order({}, t) });
    });
}

const byLocale = new Map<Locale, ReturnType<typeof build>>();

export function insightsRangeInput(locale: Locale) {
  let schema = byLocale.get(locale);
  if (!schema) {
    schema = build(locale);
    byLocale.set(locale, schema);
  }
  return schema;
}

export type InsightsRange = z.output<ReturnType<typeof build>>;
