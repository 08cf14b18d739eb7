import { describe, expect, it } from 'vitest';
import { randomSource } from '#api-test/factories.ts';
import { isoTimestamp } from './iso-timestamp.ts';

describe('isoTimestamp', () => {
  it('writes what toISOString writes, for any millisecond from 1970 to about 2100', () => {
    const random = randomSource(11);
    for (let index = 0; index < 5_000; index += 1) {
      const date = new Date(Math.floor(random.next() * 4_102_444_800_000));
      expect(isoTimestamp(date)).toBe(date.toISOString());
    }
    for (const text of ['2024-02-29T00:00:00.000Z', '1999-12-31T23:59:59.999Z', '2026-01-05T07:08:09.010Z']) {
      expect(isoTimestamp(new Date(text))).toBe(text);
    }
  });

  it('leaves years outside four digits, and invalid dates, to toISOString', () => {
    expect(isoTimestamp(new Date('0500-01-01T00:00:00.000Z'))).toBe('0500-01-01T00:00:00.000Z');
    expect(isoTimestamp(new Date(Date.UTC(12_000, 0, 1)))).toBe('+012000-01-01T00:00:00.000Z');
    expect(() => isoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
