import type { TFunction } from 'i18next';
import type { Workbook, Worksheet } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReservationsExport, reservationsWorkbook } from './export';
import { exportSample, exportT } from './export-sample';
import { listQueryOf, tabStatusChoices } from '../../shared/reservations/reservation-rules';
import { aReservation } from '../../shared/reservations/test-server';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  MONEY_FORMAT,
  exportFileName,
  type ExportProgress,
} from '../../lib/xlsx';

const read = async (data: ArrayBuffer): Promise<Workbook> => {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  return workbook;
};

const first0 = (sheet: Worksheet) => sheet.getRow(2).getCell(1);

const headersOf = (workbook: Workbook, sheet: string) =>
  (workbook.getWorksheet(sheet)?.getRow(1).values as unknown[]).slice(1);

describe('reservations export', () => {
  let mn: TFunction;
  let en: TFunction;
  const sample: ReservationsExport = exportSample(12);
  beforeAll(async () => {
    [mn, en] = await Promise.all([exportT('mn'), exportT('en')]);
  });

  it('writes the five sheets with Mongolian headers, money as ₮ numbers and dates as dates', async () => {
    const progress: ExportProgress[] = [];
    const workbook = await read(
      await reservationsWorkbook(sample, mn, 'mn', (p) => progress.push(p)),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Захиалгууд',
      'Нэмэлт үйлчилгээ',
      'Захиалгын хүсэлтүүд',
      'Зочид',
      'Мөнгөн гүйлгээ',
    ]);
    const reservations = workbook.getWorksheet('Захиалгууд')!;
    expect(headersOf(workbook, 'Захиалгууд').slice(0, 3)).toEqual(['Дугаар', 'Групп', 'Өрөө']);
    expect(reservations.rowCount).toBe(13);
    expect(reservations.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(reservations.getRow(1).getCell(17).font?.bold).toBe(true);
    expect(first0(reservations).font?.bold).toBeFalsy();
    expect(reservations.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(reservations.getColumn(5).width).toBe(28);

    const first = reservations.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(5).value).toBe('Дорж Бат 1');
    const checkIn = first.getCell(7);
    expect(checkIn.value).toBeInstanceOf(Date);
    expect((checkIn.value as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(checkIn.numFmt).toBe(DATE_FORMAT);
    const total = first.getCell(13);
    expect(total.value).toBe(300000);
    expect(total.numFmt).toBe(MONEY_FORMAT);
    expect(first.getCell(15).value).toBe(50000);
    // No partner: an empty cell, not an empty string.
    expect(first.getCell(12).value).toBeNull();
    expect(first.getCell(17).value).toBeInstanceOf(Date);
    expect(first.getCell(17).numFmt).toBe(DATE_TIME_FORMAT);
    // The header stays text even over a money column.
    expect(reservations.getRow(1).getCell(13).numFmt).not.toBe(MONEY_FORMAT);

    const services = workbook.getWorksheet('Нэмэлт үйлчилгээ')!;
    expect(headersOf(workbook, 'Нэмэлт үйлчилгээ')).toEqual([
      'Ангилал',
      'Үйлчилгээ',
      'Тоо ширхэг',
      'Нэгж үнэ',
      'Нийт дүн',
    ]);
    expect(services.getRow(2).getCell(1).value).toBe('Хоол');
    expect(services.getRow(2).getCell(4).numFmt).toBe(MONEY_FORMAT);

    const requests = workbook.getWorksheet('Захиалгын хүсэлтүүд')!;
    expect(requests.rowCount).toBe(2);
    expect(requests.getRow(2).getCell(1).value).toBe('RN-10');
    expect(requests.getRow(2).getCell(7).value).toBeInstanceOf(Date);

    // The booker and the second guest of each reservation.
    const guests = workbook.getWorksheet('Зочид')!;
    expect(guests.rowCount).toBe(1 + 24);
    expect(guests.getRow(3).getCell(7).value).toBe('УБ00000001');

    const cash = workbook.getWorksheet('Мөнгөн гүйлгээ')!;
    expect(cash.rowCount).toBe(1 + 24);
    expect(cash.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(cash.getRow(2).getCell(6).value).toBe(100000);
    expect(cash.getRow(2).getCell(6).numFmt).toBe(MONEY_FORMAT);
    expect(cash.getRow(2).getCell(4).value).toBe('Урьдчилгаа');

    const rows = 12 + 20 + 1 + 24 + 24;
    expect(progress[0]).toEqual({ done: 0, total: rows });
    expect(progress.at(-1)).toEqual({ done: rows, total: rows });
  });

  it('names sheets and columns in English when the interface is in English', async () => {
    const workbook = await read(await reservationsWorkbook(sample, en, 'en'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Reservations',
      'Additional services',
      'Reservation requests',
      'Guests',
      'Cash flow',
    ]);
    expect(headersOf(workbook, 'Reservations')[0]).toBe('No.');
    expect(workbook.getWorksheet('Reservations')!.getRow(2).getCell(11).value).toBe('Direct');
    expect(workbook.getWorksheet('Additional services')!.getRow(2).getCell(1).value).toBe('Food');
  });

  it('goes without the services sheet when the services could not be fetched', async () => {
    const workbook = await read(
      await reservationsWorkbook({ ...sample, services: null }, mn, 'mn'),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Захиалгууд',
      'Захиалгын хүсэлтүүд',
      'Зочид',
      'Мөнгөн гүйлгээ',
    ]);
  });

  it('yields to the event loop while writing a large selection', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      await reservationsWorkbook(exportSample(1500), mn, 'mn');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
  });

  it('names the file after the property and the working date', () => {
    expect(exportFileName('Хан Палас', '2026-12-09')).toBe('Хан Палас_2026-12-09.xlsx');
    expect(exportFileName('A/B: "C"', '2026-12-09')).toBe('A B C_2026-12-09.xlsx');
    expect(exportFileName('', '2026-12-09', 'Захиалгууд')).toBe('Захиалгууд_2026-12-09.xlsx');
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
