import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addHours,
  addMonths,
  datesBetween,
  datesFrom,
  daysBetween,
  endOfMonth,
  isDateFrom2000,
  isIsoDate,
  isTimeOfDay,
  isWeekend,
  minutesOfTime,
  mondayOf,
  monthOf,
  monthWeeks,
  shiftMonths,
  timeOfMinutes,
  weekdayOf,
} from './dates';

/** Any date from 2000 to 2099. */
const aDate = fc.integer({ min: 0, max: 36_524 }).map((days) => addDays('2000-01-01', days));

describe('calendar dates', () => {
  it('given a text, then it is a date only when written YYYY-MM-DD and real', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-03T00:00')).toBe(false);
    expect(isDateFrom2000('2000-01-01')).toBe(true);
    expect(isDateFrom2000('1999-12-31')).toBe(false);
  });

  it('given a date, when days are added, then months, years and leap days are crossed', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    fc.assert(
      fc.property(aDate, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });

  it('names each night from check-in up to check-out, and a count of dates from a day on', () => {
    // Two functions, two meanings: up to a date (a stay's nights) and a number of dates.
    expect(datesBetween('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31']);
    expect(datesBetween('2026-12-30', '2026-12-30')).toEqual([]);
    expect(datesFrom('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(datesFrom('2026-12-30', -1)).toEqual([]);
    fc.assert(
      fc.property(aDate, fc.integer({ min: 0, max: 60 }), (from, nights) => {
        expect(datesBetween(from, addDays(from, nights))).toEqual(datesFrom(from, nights));
      }),
    );
  });

  it('counts weekdays Monday first and knows the weekend', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-13')).toBe(7);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(isWeekend('2026-12-12')).toBe(true);
    expect(isWeekend('2026-12-11')).toBe(false);
  });

  it('given a date, when months are added, then the 1st of that month, or the same day kept inside it', () => {
    expect(monthOf('2026-11-22')).toBe('2026-11-01');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('lays a month out in whole weeks, or in at least six for a date field', () => {
    // 2027-02-01 is a Monday and February 2027 has 28 days: exactly four weeks.
    expect(monthWeeks('2027-02-14')).toHaveLength(4);
    expect(monthWeeks('2027-02-14', 6)).toHaveLength(6);
    expect(monthWeeks('2027-02-14', 6)[5]?.[6]).toBe('2027-03-14');
    fc.assert(
      fc.property(aDate, (date) => {
        const weeks = monthWeeks(date);
        expect(weeks[0]![0]! <= monthOf(date)).toBe(true);
        expect(weeks.at(-1)![6]! >= endOfMonth(date)).toBe(true);
        expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 1)).toBe(true);
        expect(weeks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('times of day', () => {
  it('given a text, then it is a time only as HH:mm on a 24-hour clock', () => {
    expect(isTimeOfDay('09:30')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:30')).toBe(false);
    expect(isTimeOfDay('09:30:15')).toBe(false);
    expect(isTimeOfDay('09:30:15', true)).toBe(true);
    expect(isTimeOfDay('')).toBe(false);
  });

  it('reads minutes after midnight, and writes them back', () => {
    expect(minutesOfTime('9:05')).toBe(545);
    expect(minutesOfTime('24:00')).toBe(1440);
    expect(minutesOfTime('25:00')).toBeNull();
    expect(minutesOfTime(undefined)).toBeNull();
    expect(timeOfMinutes(545)).toBe('09:05');
    expect(timeOfMinutes(1440 + 61)).toBe('01:01');
    expect(timeOfMinutes(-30)).toBe('23:30');
  });

  it('given a time, when hours are added, then past midnight the clock wraps', () => {
    expect(addHours('14:00', 3)).toBe('17:00');
    expect(addHours('22:15', 3)).toBe('01:15');
    expect(addHours('23:30', 24)).toBe('23:30');
  });
});
