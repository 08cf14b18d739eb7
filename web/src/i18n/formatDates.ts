// Dates and durations as the spec writes them, in the interface language and the reader's time zone.
// Intl gives the localized pieces (month names, AM/PM); we put them in the spec's order ourselves,
// because no Intl preset produces 'MMMM d, yyyy • h:mm a' or an age without "ago".
import type { Locale } from '#shared/i18n/locale.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from './uiLocale.ts';

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(date: Date, locale: Locale, options: Intl.DateTimeFormatOptions): Parts {
  const parts: Parts = {};
  for (const part of new Intl.DateTimeFormat(locale, options).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/**
 * The dream page's date: 'January 5, 2024 • 3:04 PM'. Spanish keeps the order Spanish readers
 * (and the search's date filter) use: '5 de enero de 2024 • 3:04 p. m.'.
 */
export function formatDreamDateTime(iso: string, locale: Locale = getUiLocale()): string {
  const date = new Date(iso);
  const parts = partsOf(date, locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const day =
    locale === 'es' ? `${parts.day} de ${parts.month} de ${parts.year}` : `${parts.month} ${parts.day}, ${parts.year}`;
  return `${day} • ${parts.hour}:${parts.minute} ${parts.dayPeriod ?? ''}`.trim();
}

/** 'January 5, 2024' / '5 de enero de 2024' - the form the search's Dream Date filter matches. */
export function formatLongDate(iso: string, locale: Locale = getUiLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** 'Jan 5, 2024' / '5 ene 2024'. */
export function formatShortDate(iso: string, locale: Locale = getUiLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a dream was dreamt, without a suffix: '3 days', '1 hour', '2 years' ('3 días').
 * A date in the future (a clock set wrong) reads as just now.
 */
export function formatAge(iso: string, now: number = Date.now(), locale: Locale = getUiLocale()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return m.age_under_a_minute({}, { locale });
  const [value, unit] =
    elapsed < HOUR
      ? [elapsed / MINUTE, 'minute']
      : elapsed < DAY
        ? [elapsed / HOUR, 'hour']
        : elapsed < 30 * DAY
          ? [elapsed / DAY, 'day']
          : elapsed < 365 * DAY
            ? [elapsed / (30 * DAY), 'month']
            : [elapsed / (365 * DAY), 'year'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.floor(value));
}

/** A recording's length as mm:ss (minutes keep counting past 59: 75:02). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The value a datetime-local input shows for `date` in the reader's time zone: 2024-01-05T03:04. */
export function toDateTimeLocalValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
