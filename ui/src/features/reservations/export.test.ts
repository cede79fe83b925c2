import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportFileName, reservationsWorkbook } from './export';
import { listQueryOf, tabStatusChoices } from './reservation-rules';
import { aReservation } from './test-server';

const t = ((key: string) => key) as unknown as TFunction<'reservations'>;

describe('reservations export', () => {
  it('writes one row per selected reservation under the list’s headers', async () => {
    const data = await reservationsWorkbook(
      [aReservation(), aReservation({ id: 'r-2', number: 13, roomClone: null, balance: 0 })],
      t,
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data);
    const sheet = workbook.getWorksheet('export.sheet');
    expect(sheet?.getRow(1).getCell(1).value).toBe('columns.number');
    expect(sheet?.rowCount).toBe(3);
    const row = sheet?.getRow(3);
    expect(row?.getCell(1).value).toBe(13);
    expect(row?.getCell(3).value).toBe('');
    expect(row?.getCell(5).value).toBe('Дорж Бат');
    expect(row?.getCell(7).value).toBe('2026-12-09');
    expect(row?.getCell(13).value).toBe(300000);
    expect(row?.getCell(14).value).toBe(0);
  });

  it('names the file after the property and the working date', () => {
    expect(exportFileName('Хан Палас', '2026-12-09')).toBe('Хан Палас_2026-12-09.xlsx');
    expect(exportFileName('A/B: "C"', '2026-12-09')).toBe('A B C_2026-12-09.xlsx');
  });
});

describe('list rules', () => {
  it('reads the tab, filters and page from the address', () => {
    expect(listQueryOf(new URLSearchParams(''))).toEqual({
      tab: 'todayCheckin',
      page: 1,
      rowsPerPage: 25,
    });
    // Filters count on the "others" tab only.
    expect(listQueryOf(new URLSearchParams('tab=todayCheckout&search=x'))).toEqual({
      tab: 'todayCheckout',
      page: 1,
      rowsPerPage: 25,
    });
    expect(
      listQueryOf(
        new URLSearchParams(
          'tab=other&page=3&rows=0&filterType=checkIn&start=2026-12-01&end=nope&statuses=pending,bogus,canceled&stayType=time&notPaid=1&search=%20Бат%20',
        ),
      ),
    ).toEqual({
      tab: 'other',
      page: 3,
      rowsPerPage: 0,
      filterType: 'checkIn',
      start: '2026-12-01',
      statuses: ['pending', 'canceled'],
      stayType: 'time',
      notPaid: true,
      search: 'Бат',
    });
    expect(listQueryOf(new URLSearchParams('rows=7&page=-2'))).toMatchObject({
      page: 1,
      rowsPerPage: 25,
    });
  });

  it('a tab offers only what the reservation allows (iHotel cannot be canceled here)', () => {
    const channel = aReservation({
      status: 'pending',
      allowed: { ...aReservation().allowed, statuses: ['checked-in', 'checked-out', 'no-show'] },
    });
    expect(tabStatusChoices('todayCheckin', channel)).toEqual(['checked-in']);
    expect(tabStatusChoices('tomorrowCheckin', channel)).toEqual([]);
    expect(tabStatusChoices('other', aReservation())).toEqual([]);
  });
});
