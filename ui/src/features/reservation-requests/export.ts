import type { TFunction } from 'i18next';
import type { ReservationRequest } from './requests-api';
import { localName } from '../../lib/names';
import {
  type OnExportProgress,
  type SheetColumn,
  createdAtColumn,
  memoized,
  oneSheetWorkbook,
  stayColumns,
} from '../../lib/xlsx';

/**
 * The request rows of the spec's export (settings spec §3, numbers prefixed RN-); also the
 * reservation export's "reservation requests" sheet. Keys name their namespace, so any `t`
 * with the requests namespace loaded will do.
 */
export const requestColumnsOf = (
  t: TFunction,
  language: string,
): SheetColumn<ReservationRequest>[] => {
  const text = memoized((key) => t(key, { ns: 'requests' }));
  return [
    { header: text('columns.number'), width: 10, value: (r) => r.label },
    { header: text('columns.syncId'), width: 14, value: (r) => r.syncId ?? '' },
    {
      header: text('columns.channel'),
      width: 16,
      value: (r) => localName(r.sourceClone, language),
    },
    { header: text('columns.guest'), width: 26, value: (r) => r.guestName },
    { header: text('columns.phone'), width: 16, value: (r) => r.guest.phoneNumber ?? '' },
    { header: text('columns.email'), width: 26, value: (r) => r.guest.email ?? '' },
    ...stayColumns<ReservationRequest>(text('columns.checkIn'), text('columns.checkOut')),
    { header: text('columns.nights'), width: 8, kind: 'number', value: (r) => r.stayNights },
    { header: text('columns.rooms'), width: 8, kind: 'number', value: (r) => r.numberOfRooms },
    { header: text('columns.guests'), width: 8, kind: 'number', value: (r) => r.numberOfGuests },
    { header: text('columns.amount'), width: 14, kind: 'money', value: (r) => r.amount },
    { header: text('columns.paid'), width: 14, kind: 'money', value: (r) => r.amountPaid },
    { header: text('columns.status'), width: 16, value: (r) => text(`status.${r.status}`) },
    createdAtColumn(text('columns.createdAt')),
  ];
};

/** The selected requests as an .xlsx workbook; exceljs is loaded only when exporting. */
export const requestsWorkbook = async (
  requests: readonly ReservationRequest[],
  t: TFunction,
  language: string,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> =>
  oneSheetWorkbook(
    t('export.sheet', { ns: 'requests' }),
    requestColumnsOf(t, language),
    requests,
    onProgress,
  );
