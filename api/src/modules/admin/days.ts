// UTC days, the unit of the usage rollup: a day is [midnight UTC, next midnight UTC).
export const DAY_MS = 24 * 3600_000;

/** Midnight UTC of the day `time` falls in. */
export function startOfUtcDay(time: Date): Date {
  return new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}
