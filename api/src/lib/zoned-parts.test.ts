import { describe, expect, it } from 'vitest';
import { zonedParts } from './zoned-parts.ts';

describe('zonedParts', () => {
  it("reads an instant on the zone's wall clock, midnight as hour 0", () => {
    const instant = new Date('2024-03-31T00:59:30Z');
    expect(zonedParts(instant, 'Europe/Madrid')).toEqual({
      year: 2024,
      month: 3,
      day: 31,
      hour: 1,
      minute: 59,
      second: 30,
      weekday: 0,
    });
    // One hour later Madrid has jumped from 02:00 to 03:00.
    expect(zonedParts(instant.getTime() + 3600_000, 'Europe/Madrid')).toMatchObject({ hour: 3, minute: 59 });
    expect(zonedParts(new Date('2024-01-05T05:00:00Z'), 'America/New_York')).toMatchObject({ day: 5, hour: 0 });
  });

  it('still reads every zone right once more zones were asked than it caches', () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 200);
    const instant = Date.UTC(2024, 6, 1, 12);
    const first = zones.map((zone) => zonedParts(instant, zone));
    expect(zones.map((zone) => zonedParts(instant, zone))).toEqual(first);
    expect(zonedParts(instant, 'UTC')).toMatchObject({ year: 2024, month: 7, day: 1, hour: 12, weekday: 1 });
  });
});
