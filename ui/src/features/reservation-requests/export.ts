import type { TFunction } from 'i18next';
import { formatDateTime } from '../reservations/reservation-rules';
import type { ReservationRequest } from './requests-api';
import { currentLanguage } from '../../lib/i18n';
import { localName } from '../../lib/names';

interface SheetColumn {
  header: string;
  width: number;
  value: (request: ReservationRequest) => string | number;
  money?: boolean;
}

/** The request rows of the spec's export (settings spec §3, numbers prefixed RN-). */
const columnsOf = (t: TFunction<'requests'>): SheetColumn[] => [
  { header: t('columns.number'), width: 10, value: (r) => r.label },
  { header: t('columns.syncId'), width: 14, value: (r) => r.syncId ?? '' },
  {
    header: t('columns.channel'),
    width: 16,
    value: (r) => localName(r.sourceClone, currentLanguage()),
  },
  { header: t('columns.guest'), width: 26, value: (r) => r.guestName },
  { header: t('columns.phone'), width: 16, value: (r) => r.guest.phoneNumber ?? '' },
  { header: t('columns.email'), width: 26, value: (r) => r.guest.email ?? '' },
  { header: t('columns.checkIn'), width: 12, value: (r) => r.checkIn },
  { header: t('columns.checkOut'), width: 12, value: (r) => r.checkOut },
  { header: t('columns.nights'), width: 8, value: (r) => r.stayNights },
  { header: t('columns.rooms'), width: 8, value: (r) => r.numberOfRooms },
  { header: t('columns.guests'), width: 8, value: (r) => r.numberOfGuests },
  { header: t('columns.amount'), width: 14, value: (r) => r.amount, money: true },
  { header: t('columns.paid'), width: 14, value: (r) => r.amountPaid, money: true },
  { header: t('columns.status'), width: 16, value: (r) => t(`status.${r.status}`) },
  { header: t('columns.createdAt'), width: 18, value: (r) => formatDateTime(r.createdAt) },
];

/** The selected requests as an .xlsx workbook; exceljs is loaded only when exporting. */
export const requestsWorkbook = async (
  requests: readonly ReservationRequest[],
  t: TFunction<'requests'>,
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
  for (const request of requests) sheet.addRow(columns.map((column) => column.value(request)));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
