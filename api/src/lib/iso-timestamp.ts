// Every dream, interpretation and session answer carries timestamps, and the REST list of 1,000
// dreams serialises 1,000 of them: V8's Date#toISOString took about a microsecond each there, three
// times this (bench/README.md, section 3).

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** `date.toISOString()`, built from the UTC fields; years outside 1000-9999 (and invalid dates) take toISOString. */
export function isoTimestamp(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const ms = date.getUTCMilliseconds();
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}.${ms < 10 ? `00${ms}` : ms < 100 ? `0${ms}` : ms}Z`;
}
