import type { TFunction } from 'i18next';
import { guestNameOf, formatDateTime } from './reservation-rules';
import type { Reservation } from './reservations-api';
import { currentLanguage } from '../../lib/i18n';
import { localName } from '../../lib/names';

/** One column of the spreadsheet: its header, width (characters) and a row's value. */
interface SheetColumn {
  header: string;
  width: number;
  value: (reservation: Reservation) => string | number;
  money?: boolean;
}

/** The list's columns (operations spec §2), as a spreadsheet shows them. */
const columnsOf = (t: TFunction<'reservations'>): SheetColumn[] => [
  { header: t('columns.number'), width: 10, value: (r) => r.number },
  { header: t('columns.group'), width: 10, value: (r) => r.groupNumber },
  { header: t('columns.room'), width: 10, value: (r) => r.roomClone?.name ?? '' },
  { header: t('columns.roomType'), width: 10, value: (r) => r.roomTypeClone.shortName },
  { header: t('columns.guest'), width: 28, value: (r) => guestNameOf(r.guestClone) },
  { header: t('export.phone'), width: 16, value: (r) => r.guestClone.phoneNumber ?? '' },
  { header: t('columns.checkIn'), width: 12, value: (r) => r.checkIn },
  { header: t('columns.checkOut'), width: 12, value: (r) => r.checkOut },
  {
    header: t('columns.status'),
    width: 16,
    value: (r) => t(`reservationStatus.${r.status}`, { ns: 'common' }),
  },
  {
    header: t('columns.guests'),
    width: 10,
    value: (r) => r.numberOfGuests + r.numberOfChildren,
  },
  {
    header: t('columns.channel'),
    width: 16,
    value: (r) => localName(r.sourceClone, currentLanguage()),
  },
  { header: t('columns.partner'), width: 24, value: (r) => r.partnerClone?.name ?? '' },
  { header: t('columns.total'), width: 14, value: (r) => r.amount, money: true },
  { header: t('columns.balance'), width: 14, value: (r) => r.balance, money: true },
  {
    header: t('columns.registeredBy'),
    width: 24,
    value: (r) => r.userClone.name ?? r.userClone.email ?? '',
  },
  { header: t('columns.createdAt'), width: 18, value: (r) => formatDateTime(r.createdAt) },
];

/** The file's name: `{name}_{working date}.xlsx`, without characters file systems refuse. */
export const exportFileName = (name: string, workingDate: string): string =>
  `${
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'reservations'
  }_${workingDate}.xlsx`;

/**
 * The selected reservations as an .xlsx workbook (one sheet; amounts as numbers in tugrik).
 * exceljs is loaded only when a user exports.
 */
export const reservationsWorkbook = async (
  reservations: readonly Reservation[],
  t: TFunction<'reservations'>,
): Promise<ArrayBuffer> => {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(t('export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columns = columnsOf(t);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    ...(column.money ? { style: { numFmt: '#,##0"₮"' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const reservation of reservations) {
    sheet.addRow(columns.map((column) => column.value(reservation)));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};

/** Hands a file to the browser's downloads. */
export const downloadFile = (data: ArrayBuffer, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is given back.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
