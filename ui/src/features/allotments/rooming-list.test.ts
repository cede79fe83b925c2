import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadExcel } from '../../lib/xlsx';
import { readRoomingList, roomingTemplate } from './rooming-list';

/** The rooming list's sheet: the template read back, date cells, empty rows, sheet rows. */

const t = ((key: string) => key) as unknown as TFunction<'allotments'>;
const example = {
  name: 'Бат',
  surname: 'Дорж',
  phoneNumber: '',
  arrival: '2026-12-05',
  departure: '2026-12-06',
  guests: '2',
  roomType: 'Стандарт',
  notes: '',
};

describe('the rooming list sheet', () => {
  it('reads back the template it writes: the example guest on sheet row 2', async () => {
    const sheet = await readRoomingList(await roomingTemplate(t, example));
    expect(sheet).toEqual({ rows: [example], sheetRows: [2] });
  });

  it('reads date cells as YYYY-MM-DD and numbers as text, skipping empty rows', async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['name', 'surname', 'phone', 'arrival', 'departure', 'guests', 'type', 'notes']);
    sheet.addRow(['Сараа', null, 99112233, new Date(Date.UTC(2026, 11, 7)), '2026-12-09', 3]);
    sheet.addRow([]);
    sheet.addRow([' Дорж ', 'Бат', null, '2026-12-08', '2026-12-09', 1, 'Standard', 'VIP']);
    const read = await readRoomingList((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(read.sheetRows).toEqual([2, 4]);
    expect(read.rows).toEqual([
      {
        name: 'Сараа',
        surname: '',
        phoneNumber: '99112233',
        arrival: '2026-12-07',
        departure: '2026-12-09',
        guests: '3',
        roomType: '',
        notes: '',
      },
      {
        name: 'Дорж',
        surname: 'Бат',
        phoneNumber: '',
        arrival: '2026-12-08',
        departure: '2026-12-09',
        guests: '1',
        roomType: 'Standard',
        notes: 'VIP',
      },
    ]);
  });
});
