// When a reminder is due, from a local time, days and an IANA zone: ordinary days, the chosen days
// only, and both daylight-saving changes (a time that does not exist, a time that happens twice).
import { describe, expect, it } from 'vitest';
import { daysToMask, EVERY_DAY_MASK } from '#shared/inputs/reminders.inputs.ts';
import { localDate, morningStart, nextDueAt, stillSameMorning } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('nextDueAt', () => {
  it('is today at the local time when it is still ahead, else tomorrow', () => {
    // Madrid in winter is UTC+1: 07:00 local is 06:00Z.
    expect(iso(nextDueAt(at('2026-01-14T05:00:00Z'), '07:00', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe(
      '2026-01-14T06:00:00.000Z',
    );
    expect(iso(nextDueAt(at('2026-01-14T06:00:00Z'), '07:00', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe(
      '2026-01-15T06:00:00.000Z',
    );
    // New York in summer is UTC-4; late evening in UTC is still "today" there.
    expect(iso(nextDueAt(at('2026-07-01T02:00:00Z'), '06:45', EVERY_DAY_MASK, 'America/New_York'))).toBe(
      '2026-07-01T10:45:00.000Z',
    );
  });

  it('comes only on the chosen days of the week, in the local calendar', () => {
    const weekdays = daysToMask(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    // Friday 2026-01-16 after 07:00 in Madrid: next is Monday the 19th.
    expect(iso(nextDueAt(at('2026-01-16T09:00:00Z'), '07:00', weekdays, 'Europe/Madrid'))).toBe(
      '2026-01-19T06:00:00.000Z',
    );
    // Sunday only: Saturday 23:30Z is already Sunday 08:30 in Tokyo, past 07:00, so the next Sunday.
    const sunday = daysToMask(['SUNDAY']);
    expect(iso(nextDueAt(at('2026-01-17T23:30:00Z'), '07:00', sunday, 'Asia/Tokyo'))).toBe('2026-01-24T22:00:00.000Z');
    expect(nextDueAt(at('2026-01-17T23:30:00Z'), '07:00', 0, 'Asia/Tokyo')).toBeNull();
  });

  it('keeps the local time across a daylight-saving change', () => {
    // Madrid moves from UTC+1 to UTC+2 on 2026-03-29 at 02:00 local; 07:00 stays 07:00.
    expect(iso(nextDueAt(at('2026-03-28T07:00:00Z'), '07:00', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    // And back to UTC+1 on 2026-10-25.
    expect(iso(nextDueAt(at('2026-10-24T06:00:00Z'), '07:00', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe(
      '2026-10-25T06:00:00.000Z',
    );
    // New York: 2026-03-08 (UTC-5 to UTC-4).
    expect(iso(nextDueAt(at('2026-03-07T13:00:00Z'), '06:00', EVERY_DAY_MASK, 'America/New_York'))).toBe(
      '2026-03-08T10:00:00.000Z',
    );
  });

  it('sends a time that the clocks skip as late as the jump, and a time that happens twice at the first', () => {
    // 02:30 does not exist in Madrid on 2026-03-29 (02:00 -> 03:00): sent at 03:30 local (01:30Z).
    const spring = nextDueAt(at('2026-03-28T12:00:00Z'), '02:30', EVERY_DAY_MASK, 'Europe/Madrid');
    expect(iso(spring)).toBe('2026-03-29T01:30:00.000Z');
    // The next day it is 02:30 again (00:30Z in summer time).
    expect(iso(nextDueAt(spring!, '02:30', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe('2026-03-30T00:30:00.000Z');
    // 02:30 happens twice on 2026-10-25 (03:00 -> 02:00): the first, still in summer time (00:30Z),
    const autumn = nextDueAt(at('2026-10-24T12:00:00Z'), '02:30', EVERY_DAY_MASK, 'Europe/Madrid');
    expect(iso(autumn)).toBe('2026-10-25T00:30:00.000Z');
    // and never a second time that morning.
    expect(iso(nextDueAt(autumn!, '02:30', EVERY_DAY_MASK, 'Europe/Madrid'))).toBe('2026-10-26T01:30:00.000Z');
  });

  it('handles zones with half-hour offsets and the date line', () => {
    expect(iso(nextDueAt(at('2026-01-14T00:00:00Z'), '07:00', EVERY_DAY_MASK, 'Asia/Kolkata'))).toBe(
      '2026-01-14T01:30:00.000Z',
    );
    expect(iso(nextDueAt(at('2026-01-14T00:00:00Z'), '07:00', EVERY_DAY_MASK, 'Pacific/Kiritimati'))).toBe(
      '2026-01-14T17:00:00.000Z',
    );
  });
});

describe('the morning', () => {
  it('starts at 3 a.m. local on the day of the reminder (the day before for a reminder before 3)', () => {
    expect(iso(morningStart(at('2026-01-14T06:00:00Z'), 'Europe/Madrid'))).toBe('2026-01-14T02:00:00.000Z');
    // On the spring-forward day 03:00 is the first minute of summer time (01:00Z).
    expect(iso(morningStart(at('2026-03-29T05:00:00Z'), 'Europe/Madrid'))).toBe('2026-03-29T01:00:00.000Z');
    // A 01:30 reminder looks back to 03:00 of the day before.
    expect(iso(morningStart(at('2026-01-14T00:30:00Z'), 'Europe/Madrid'))).toBe('2026-01-13T02:00:00.000Z');
  });

  it('is still the same morning until noon local, or two hours after a later reminder', () => {
    const due = at('2026-01-14T06:00:00Z'); // 07:00 in Madrid
    expect(stillSameMorning(due, at('2026-01-14T10:59:00Z'), 'Europe/Madrid')).toBe(true);
    expect(stillSameMorning(due, at('2026-01-14T11:00:00Z'), 'Europe/Madrid')).toBe(false);
    expect(stillSameMorning(due, at('2026-01-15T06:30:00Z'), 'Europe/Madrid')).toBe(false);
    const afternoon = at('2026-01-14T14:00:00Z'); // 15:00
    expect(stillSameMorning(afternoon, at('2026-01-14T15:30:00Z'), 'Europe/Madrid')).toBe(true);
    expect(stillSameMorning(afternoon, at('2026-01-14T16:30:00Z'), 'Europe/Madrid')).toBe(false);
    expect(localDate(at('2026-01-14T23:30:00Z'), 'Europe/Madrid')).toBe('2026-01-15');
  });
});
