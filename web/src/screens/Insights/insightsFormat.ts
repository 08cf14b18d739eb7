// Days, weeks and months of the insights as the reader's language writes them. The API sends plain
// calendar days (YYYY-MM-DD, already placed in the reader's time zone), so they are formatted in UTC:
// no second time-zone shift.
import { getUiLocale } from '../../i18n/uiLocale.ts';

const utcDay = (day: string) => new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);

/** 12 Mar 2026 / 12 mar 2026. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(getUiLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** A week (its Monday) or a month, short, for a chart's axis: 3 Mar / Mar 2026. */
export function formatPeriodShort(period: string): string {
  const options: Intl.DateTimeFormatOptions =
    period.length === 7 ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(getUiLocale(), { ...options, timeZone: 'UTC' }).format(utcDay(period));
}

/** A week (its Monday, with the year) or a month in full, for tables: 3 Mar 2026 / March 2026. */
export function formatPeriodLong(period: string): string {
  if (period.length !== 7) return formatDay(period);
  return new Intl.DateTimeFormat(getUiLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(period),
  );
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(getUiLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "1 year ago", "hace 3 meses": whole years when the months make them. */
export function formatMonthsAgo(months: number): string {
  const format = new Intl.RelativeTimeFormat(getUiLocale(), { numeric: 'always' });
  return months % 12 === 0 ? format.format(-months / 12, 'year') : format.format(-months, 'month');
}

/** The months from `first` to `last` (YYYY-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The Mondays from `first` to `last` (YYYY-MM-DD), both included. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  const end = utcDay(last).getTime();
  for (let time = utcDay(first).getTime(); time <= end; time += 7 * 86_400_000) {
    weeks.push(new Date(time).toISOString().slice(0, 10));
  }
  return weeks;
}

/** Today in the reader's time zone, YYYY-MM-DD. */
export function today(): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
