import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesFrom,
  endOfMonth,
  isRateDate,
  mondayOf,
  monthWeeks,
  weekdayOf,
} from './dates';

describe('rate dates', () => {
  it('counts weekdays Monday first (1 = Monday … 7 = Sunday)', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-13')).toBe(7);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
  });

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(datesFrom('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
  });

  it('lays a month out in whole weeks from Monday to Sunday', () => {
    const weeks = monthWeeks('2026-11-22');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 1)).toBe(true);
  });

  it('accepts real dates from the year 2000 on only', () => {
    expect(isRateDate('2000-01-01')).toBe(true);
    expect(isRateDate('1999-12-31')).toBe(false);
    expect(isRateDate('2026-02-30')).toBe(false);
    expect(isRateDate('0002-05-01')).toBe(false);
  });
});
