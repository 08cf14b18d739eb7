// When a morning reminder is due, in UTC, from a local wall-clock time, days of the week and an IANA
// time zone. Only Intl is used (no time-zone table of our own), and daylight-saving changes are
// handled by construction: a local time is turned into an instant by trying the offsets in force
// around that day and keeping one whose local reading is the time asked for.
//  - A time that does not exist that day (02:30 when clocks jump from 02:00 to 03:00) is sent as
//    late as the jump: at 03:30, the same distance past the jump.
//  - A time that happens twice (02:30 when clocks fall back) is sent at the first of the two.

import { zonedParts } from '../../lib/zoned-parts.ts';

/** Milliseconds `timeZone` is ahead of UTC at `instant` (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The local calendar day `YYYY-MM-DD` of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant at which the wall clock of `timeZone` reads `hour:minute` on the given local day (month
 * 1-12). In a spring-forward gap, the same distance past the jump; when the time happens twice, the first.
 */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force around that day (a zone changes offset at most once within a few hours).
  const before = offsetAt(wall - 12 * 3600_000, timeZone);
  const after = offsetAt(wall + 12 * 3600_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const p = zonedParts(instant, timeZone);
      return p.hour === hour && p.minute === minute && p.day === day;
    })
    .sort((a, b) => a - b);
  // No candidate reads the time: it falls in a gap. The offset before the jump puts it past the jump.
  return new Date(candidates[0] ?? wall - before);
}

/**
 * The first instant strictly after `after` at which the reminder is due: `localTime` (HH:MM) on one
 * of the `days` (bits of getDay()) in `timeZone`. Null when no day is chosen.
 */
export function nextDueAt(after: Date, localTime: string, days: number, timeZone: string): Date | null {
  if ((days & 0b111_1111) === 0) return null;
  const [hour, minute] = localTime.split(':').map(Number) as [number, number];
  const today = zonedParts(after, timeZone);
  // Walk local calendar days from today; a week and a day covers every choice of days.
  for (let offset = 0; offset <= 8; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if ((days & (1 << date.getUTCDay())) === 0) continue;
    const due = zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, timeZone);
    if (due.getTime() > after.getTime()) return due;
  }
  return null;
}

/** The hour of the morning from which a dream counts as "already recorded" (3 a.m. local). */
export const MORNING_STARTS_HOUR = 3;

/**
 * 3 a.m. local on the day of `due`, or the day before when the reminder itself is set before 3 a.m.:
 * a dream created since then means the person has already written this morning.
 */
export function morningStart(due: Date, timeZone: string): Date {
  const p = zonedParts(due, timeZone);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day - (p.hour < MORNING_STARTS_HOUR ? 1 : 0)));
  return zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), MORNING_STARTS_HOUR, 0, timeZone);
}

/** How late a reminder missed while no server ran may still go out: the same local morning. */
export const CATCH_UP_UNTIL_HOUR = 12;
/** A reminder set after noon may still go out this long after its time. */
export const CATCH_UP_MIN_MS = 2 * 3600_000;

/**
 * Whether a reminder due at `due` and noticed at `now` is still worth sending: the same local day,
 * and before noon or within two hours of its time (for a reminder set later in the day).
 */
export function stillSameMorning(due: Date, now: Date, timeZone: string): boolean {
  if (localDate(due, timeZone) !== localDate(now, timeZone)) return false;
  return now.getTime() - due.getTime() <= CATCH_UP_MIN_MS || zonedParts(now, timeZone).hour < CATCH_UP_UNTIL_HOUR;
}
