import { describe, expect, it } from 'vitest';
import { excelDate, excelDateTime, memoized } from './xlsx';

describe('export cell values', () => {
  it('writes a day as that day’s midnight (exceljs reads Dates in UTC)', () => {
    expect(excelDate('2026-12-09')?.toISOString()).toBe('2026-12-09T00:00:00.000Z');
    expect(excelDate('2026-12-09T23:00:00.000Z')?.toISOString()).toBe('2026-12-09T00:00:00.000Z');
    expect(excelDate(null)).toBeNull();
    expect(excelDate('')).toBeNull();
  });

  it('writes an instant as the wall-clock time of the property’s zone', () => {
    const at = (iso: string, zone: string) => excelDateTime(iso, zone)?.toISOString();
    expect(at('2026-12-09T08:30:00.000Z', 'Asia/Ulaanbaatar')).toBe('2026-12-09T16:30:00.000Z');
    expect(at('2026-12-09T20:15:00.000Z', 'Asia/Ulaanbaatar')).toBe('2026-12-10T04:15:00.000Z');
    // Across a daylight-saving change the offset follows the instant.
    expect(at('2026-03-29T00:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30:00.000Z');
    expect(excelDateTime('not a time', 'UTC')).toBeNull();
    expect(excelDateTime(null)).toBeNull();
  });

  it('looks a translation up once', () => {
    let calls = 0;
    const text = memoized((key) => {
      calls += 1;
      return key.toUpperCase();
    });
    expect([text('a'), text('a'), text('b')]).toEqual(['A', 'A', 'B']);
    expect(calls).toBe(2);
  });
});
