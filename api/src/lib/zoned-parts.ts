// The wall-clock reading of an instant in an IANA time zone, from Intl alone (no time-zone table of
// our own). Reminders (when one is due) and search (which days a journal covers) both read it.
//
// Formatters are cached by zone: building an Intl.DateTimeFormat costs far more than using one, and
// callers read many instants in the same zone (the date search walks every day of a journal, a
// reminder's due time tries several offsets). Zones come from users, so the cache is bounded: when
// full, the zone cached longest ago is dropped.

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday, as getDay(). */
  weekday: number;
}

const MAX_CACHED_ZONES = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    if (formatters.size >= MAX_CACHED_ZONES) formatters.delete(formatters.keys().next().value!);
    formatters.set(zone, format);
  }
  return format;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall-clock reading of `instant` in `zone`. Throws a RangeError for a zone Intl does not know. */
export function zonedParts(instant: Date | number, zone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday!]!,
  };
}
