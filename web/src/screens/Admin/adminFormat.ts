// How the admin tables write numbers and dates, in the interface language.
import type { Locale } from '#shared/i18n/locale.ts';
import { getUiLocale } from '../../i18n/uiLocale.ts';

/** A usage row's day: its date in UTC (the row is one UTC day, whatever the reader's time zone). */
export function formatUsageDay(iso: string, locale: Locale = getUiLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

export function formatCount(value: number, locale: Locale = getUiLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** One decimal, as averages are shown. */
export function formatAverage(value: number, locale: Locale = getUiLocale()): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(part: number, whole: number, locale: Locale = getUiLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
}

/** A date and time in the reader's time zone, short. */
export function formatDateTime(iso: string, locale: Locale = getUiLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A time of day in the reader's time zone, with seconds (when a service was checked). */
export function formatTime(iso: string, locale: Locale = getUiLocale()): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(iso));
}
