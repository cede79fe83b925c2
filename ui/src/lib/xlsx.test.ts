import { describe, expect, it } from 'vitest';
import { excelDate, excelDateTime, loadExcel, memoized, oneSheetWorkbook } from './xlsx';

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

describe('a one-sheet export', () => {
  it('writes the rows under the header and reports them as written', async () => {
    const seen: { done: number; total: number }[] = [];
    const bytes = await oneSheetWorkbook(
      'Guests: all',
      [
        { header: 'Name', width: 10, value: (row: { name: string; n: number }) => row.name },
        { header: 'Nights', width: 6, kind: 'number', value: (row) => row.n },
      ],
      [
        { name: 'Bat', n: 2 },
        { name: 'Saraa', n: 1 },
      ],
      (progress) => seen.push(progress),
    );
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Guests  all');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Nights']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Saraa', 1]);
    expect(seen.at(0)).toEqual({ done: 0, total: 2 });
    expect(seen.at(-1)).toEqual({ done: 2, total: 2 });
  });
});
