// The insights range as the URL holds it (?from=YYYY-MM-DD&to=YYYY-MM-DD, either open), read by the
// route loader and the page alike, so a reload or a shared link shows the same figures. Plain code: the
// router imports it before any screen downloads.
import { readerTimeZone } from '../../i18n/timeZone.ts';

export interface InsightsRange {
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists (not 2026-02-30), else null. */
export function dayOrNull(value: string | null | undefined): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The range of the URL; a reversed one is read with its ends swapped rather than refused. */
export function insightsRangeFrom(params: URLSearchParams): InsightsRange {
  const from = dayOrNull(params.get('from'));
  const to = dayOrNull(params.get('to'));
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** The page query's variables: the URL's range and the reader's time zone. */
export function insightsVariablesFrom(params: URLSearchParams) {
  return { ...insightsRangeFrom(params), timeZone: readerTimeZone() ?? null };
}
