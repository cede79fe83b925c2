import type { TFunction } from 'i18next';
import type { ReservationRequest } from '../../lib/api-types.gen';
import { formatNumber } from '../../lib/format';
import { type Named, localName } from '../../lib/names';
import { type SheetColumn, createdAtColumn, memoized, stayColumns } from '../../lib/xlsx';

/**
 * Export cells that several features' workbooks share (the reservation list's sheets, the
 * incomes' and the requests' own exports): plain functions, nothing of React, so the workbook
 * builders stay light wherever they run (tests/bench/export.ts builds one in Node).
 */

/** A payment's lines as one cell: each method and its amount, `QPay 580,000, Карт 20,000`. */
export const payLinesText = (
  lines: readonly { paymentMethod: Named; amount: number }[],
  language: string,
): string =>
  lines
    .map(
      (line) => `${localName(line.paymentMethod, language)} ${formatNumber(line.amount, language)}`,
    )
    .join(', ');

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
