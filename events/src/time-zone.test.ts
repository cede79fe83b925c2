import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateInTimeZone,
  instantOf,
  isTimeZone,
  localDateTimeOf,
  startOfDay,
  timeInTimeZone,
  wallClockOf,
  zoneOffsetMinutes,
} from './time-zone';

const UB = 'Asia/Ulaanbaatar';

describe('the wall clock of a zone at an instant', () => {
  it('given an instant, when read in a zone, then the date and time are that zone’s', () => {
    // 20:05 UTC is already the next morning in Ulaanbaatar (UTC+8, no daylight saving).
    expect(dateInTimeZone('2026-12-09T20:05:00.000Z', UB)).toBe('2026-12-10');
    expect(timeInTimeZone('2026-12-09T20:05:00.000Z', UB)).toBe('04:05');
    expect(dateInTimeZone(new Date('2026-12-09T20:05:00.000Z'), 'Europe/London')).toBe(
      '2026-12-09',
    );
    expect(timeInTimeZone(Date.parse('2026-12-09T00:00:30.000Z'), 'UTC')).toBe('00:00');
    expect(wallClockOf('2026-07-01T12:00:05Z', 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 14,
      minute: 0,
      second: 5,
    });
  });

  it('given midnight, when read, then the hour is 00 (a 24-hour clock, never 24)', () => {
    expect(timeInTimeZone('2026-12-09T16:00:00.000Z', UB)).toBe('00:00');
    expect(localDateTimeOf('2026-12-09T16:00:00.000Z', UB)).toBe('2026-12-10T00:00:00');
  });

  it('given no zone, when read, then the process’s own zone is used', () => {
    const now = new Date(2026, 10, 5, 9, 7, 3);
    expect(dateInTimeZone(now, undefined)).toBe('2026-11-05');
    expect(timeInTimeZone(now, undefined)).toBe('09:07');
  });

  it('given an instant that is no time, then reading it is a RangeError and its local text empty', () => {
    expect(() => dateInTimeZone('yesterday', UB)).toThrow(RangeError);
    expect(localDateTimeOf('yesterday', UB)).toBe('');
  });

  it('knows a zone name from a made-up one', () => {
    expect(isTimeZone(UB)).toBe(true);
    expect(isTimeZone('Not/A_Zone')).toBe(false);
  });
});

describe('a zone’s offset from UTC', () => {
  it('given a zone without daylight saving, then the offset is the same all year', () => {
    expect(zoneOffsetMinutes('2026-01-15T00:00:00Z', UB)).toBe(480);
    expect(zoneOffsetMinutes('2026-07-15T00:00:00Z', UB)).toBe(480);
    expect(zoneOffsetMinutes('2026-07-15T00:00:00Z', 'UTC')).toBe(0);
  });

  it('given a zone with daylight saving, then the offset follows the change', () => {
    expect(zoneOffsetMinutes('2026-03-29T00:59:59Z', 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes('2026-07-01T12:00:00.999Z', 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe(330);
  });
});

describe('a wall-clock date and time back into the instant', () => {
  it('given a local time of the zone, when read back, then it is the instant it names', () => {
    expect(instantOf('2026-11-21T01:30', UB)).toBe('2026-11-20T17:30:00.000Z');
    expect(instantOf('2026-11-21T01:30:05', UB)).toBe('2026-11-20T17:30:05.000Z');
    // Both sides of a daylight-saving change.
    expect(instantOf('2026-03-28T12:00', 'Europe/Berlin')).toBe('2026-03-28T11:00:00.000Z');
    expect(instantOf('2026-03-30T12:00', 'Europe/Berlin')).toBe('2026-03-30T10:00:00.000Z');
    expect(instantOf('yesterday', UB)).toBeNull();
  });

  it('given a time in a daylight-saving gap, then it is read with the offset before the change', () => {
    // 02:30 does not exist in Berlin on 2026-03-29; read at +01:00 it is 01:30 UTC.
    expect(instantOf('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('given a date, then its day begins at the zone’s midnight', () => {
    expect(startOfDay('2026-11-21', UB)).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfDay('2026-11-21', 'UTC')).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
    expect(() => startOfDay('someday', UB)).toThrow(RangeError);
  });

  it('round-trips: any whole-second instant, written in the zone and read back, is itself', () => {
    const zones = [UB, 'UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 }),
        fc.constantFrom(...zones),
        (seconds, zone) => {
          const iso = new Date(seconds * 1000).toISOString();
          const local = localDateTimeOf(iso, zone);
          // An hour that repeats when the clocks go back names its first instant.
          const back = instantOf(local, zone)!;
          expect(localDateTimeOf(back, zone)).toBe(local);
          expect(Date.parse(iso) - Date.parse(back)).toBeGreaterThanOrEqual(0);
          expect(Date.parse(iso) - Date.parse(back)).toBeLessThanOrEqual(3_600_000);
        },
      ),
      { numRuns: 300 },
    );
    const iso = '2026-11-20T05:06:07.000Z';
    expect(instantOf(localDateTimeOf(iso, UB), UB)).toBe(iso);
  });
});
