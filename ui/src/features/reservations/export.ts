import type { TFunction } from 'i18next';
import type { Reservation } from '../../shared/reservations/reservations-api';
import type { Payment } from '../../shared/reservations/folio-api';
import type { ReservationRequest } from '../../lib/api-types.gen';
import { payLinesText, requestColumnsOf } from '../../shared/reservations/export-columns';
import { localName, localShortName } from '../../lib/names';
import { nationalityName } from '@hotel/events/countries';
import {
  type OnExportProgress,
  ProgressCounter,
  type SheetColumn,
  addSheet,
  excelDate,
  createdAtColumn,
  memoized,
  newWorkbook,
  stayColumns,
  workbookBytes,
} from '../../lib/xlsx';
import type { components } from '../../lib/api-types.gen';

/**
 * The reservation list's export (operations spec §2, settings spec §9): one workbook of the
 * selected reservations with the sheets reservations, additional services, reservation
 * requests, guests and cash flow. Headers come from the locale files in the interface's
 * language; money cells are numbers in tugrik with the ₮ format, dates are dates.
 *
 * This module is free of the browser and of React, so the bench (tests/bench/export.ts) times
 * the same code the list runs.
 */

/** One line of the additional services sheet (GET /api/reservations/items; generated). */
export type ServiceTotal = components['schemas']['ReservationServiceTotals']['data'][number];

export interface ReservationsExport {
  reservations: readonly Reservation[];
  /** null: the services could not be fetched, and the workbook goes without that sheet. */
  services: readonly ServiceTotal[] | null;
  /** The reservation requests the reservations were made from. */
  requests: readonly ReservationRequest[];
}

const nameOf = (person: { name: string; surname: string | null }) =>
  [person.name, person.surname].filter((part) => !!part && part.trim() !== '').join(' ');

/** The list's columns (operations spec §2), as a spreadsheet shows them. */
const reservationColumnsOf = (t: TFunction, language: string): SheetColumn<Reservation>[] => {
  const text = (key: string) => t(key, { ns: 'reservations' });
  const status = memoized((key) => t(`reservationStatus.${key}`, { ns: 'common' }));
  return [
    { header: text('columns.number'), width: 10, value: (r) => r.number },
    { header: text('columns.group'), width: 10, value: (r) => r.groupNumber },
    { header: text('columns.room'), width: 10, value: (r) => r.roomClone?.name ?? '' },
    {
      header: text('columns.roomType'),
      width: 10,
      value: (r) => localShortName(r.roomTypeClone, language),
    },
    { header: text('columns.guest'), width: 28, value: (r) => nameOf(r.guestClone) },
    { header: text('export.phone'), width: 16, value: (r) => r.guestClone.phoneNumber ?? '' },
    ...stayColumns<Reservation>(text('columns.checkIn'), text('columns.checkOut')),
    {
      header: text('columns.status'),
      width: 16,
      value: (r) => status(r.status),
    },
    {
      header: text('columns.guests'),
      width: 10,
      kind: 'number',
      value: (r) => r.numberOfGuests + r.numberOfChildren,
    },
    {
      header: text('columns.channel'),
      width: 16,
      value: (r) => localName(r.sourceClone, language),
    },
    { header: text('columns.partner'), width: 24, value: (r) => r.partnerClone?.name ?? '' },
    { header: text('columns.total'), width: 14, kind: 'money', value: (r) => r.amount },
    { header: text('export.paid'), width: 14, kind: 'money', value: (r) => r.paid },
    { header: text('columns.balance'), width: 14, kind: 'money', value: (r) => r.balance },
    {
      header: text('columns.registeredBy'),
      width: 24,
      value: (r) => r.userClone.name ?? r.userClone.email ?? '',
    },
    createdAtColumn(text('columns.createdAt')),
  ];
};

const serviceColumnsOf = (t: TFunction, language: string): SheetColumn<ServiceTotal>[] => {
  const text = (key: string) => t(key, { ns: 'reservations' });
  return [
    {
      header: text('export.services.category'),
      width: 22,
      value: (s) => localName({ name: s.categoryName, nameEn: s.categoryNameEn }, language),
    },
    { header: text('export.services.name'), width: 28, value: (s) => s.name },
    {
      header: text('export.services.quantity'),
      width: 10,
      kind: 'number',
      value: (s) => s.totalQuantity,
    },
    { header: text('export.services.price'), width: 14, kind: 'money', value: (s) => s.price },
    { header: text('export.services.amount'), width: 16, kind: 'money', value: (s) => s.amount },
  ];
};

/** A guest staying on a reservation: its booker (primary) or one of its other guests. */
interface StayingGuest {
  reservation: Reservation;
  primary: boolean;
  name: string;
  surname: string | null;
  phoneNumber: string | null;
  email: string | null;
  nationality: string;
  passportNumber: string | null;
}

export const stayingGuestsOf = (reservations: readonly Reservation[]): StayingGuest[] =>
  reservations.flatMap((reservation) => [
    {
      reservation,
      primary: true,
      ...reservation.guestClone,
      passportNumber: null,
    },
    ...reservation.guestClones.map((guest) => ({ reservation, primary: false, ...guest })),
  ]);

const guestColumnsOf = (t: TFunction, language: string): SheetColumn<StayingGuest>[] => {
  const guests = memoized((key) => t(key, { ns: 'guests' }));
  return [
    {
      header: t('columns.number', { ns: 'reservations' }),
      width: 10,
      value: (g) => g.reservation.number,
    },
    { header: guests('columns.surname'), width: 18, value: (g) => g.surname ?? '' },
    { header: guests('columns.name'), width: 18, value: (g) => g.name },
    { header: guests('columns.phone'), width: 16, value: (g) => g.phoneNumber ?? '' },
    { header: guests('columns.email'), width: 26, value: (g) => g.email ?? '' },
    {
      header: guests('columns.nationality'),
      width: 14,
      value: (g) => nationalityName(g.nationality, language),
    },
    { header: guests('columns.passport'), width: 16, value: (g) => g.passportNumber ?? '' },
    {
      header: t('export.primaryGuest', { ns: 'reservations' }),
      width: 12,
      value: (g) => (g.primary ? guests('export.yes') : guests('export.no')),
    },
  ];
};

/** A payment of one of the reservations (the cash flow sheet). */
interface CashFlowRow {
  reservation: Reservation;
  payment: Payment;
}

export const cashFlowOf = (reservations: readonly Reservation[]): CashFlowRow[] =>
  reservations.flatMap((reservation) =>
    reservation.payments.map((payment) => ({ reservation, payment })),
  );

const cashFlowColumnsOf = (t: TFunction, language: string): SheetColumn<CashFlowRow>[] => {
  const folio = memoized((key) => t(key, { ns: 'folio' }));
  return [
    {
      header: folio('columns.date'),
      width: 12,
      kind: 'date',
      value: ({ payment }) => excelDate(payment.postedDate),
    },
    {
      header: folio('columns.reservation'),
      width: 12,
      value: ({ reservation }) => reservation.number,
    },
    {
      header: folio('columns.payer'),
      width: 24,
      value: ({ reservation }) => nameOf(reservation.guestClone),
    },
    {
      header: folio('columns.incomeType'),
      width: 16,
      value: ({ payment }) => folio(`incomeTypes.${payment.incomeType}`),
    },
    {
      header: folio('columns.methods'),
      width: 24,
      value: ({ payment }) => payLinesText(payment.pays, language),
    },
    {
      header: folio('columns.amount'),
      width: 14,
      kind: 'money',
      value: ({ payment }) => payment.amountMnt,
    },
    { header: folio('columns.currency'), width: 10, value: ({ payment }) => payment.currency },
    {
      header: t('export.currencyAmount', { ns: 'reservations' }),
      width: 14,
      kind: 'number',
      value: ({ payment }) => payment.amount,
    },
    {
      header: folio('columns.paidAt'),
      width: 12,
      kind: 'date',
      value: ({ payment }) => excelDate(payment.paidAt),
    },
    {
      header: folio('columns.billType'),
      width: 14,
      value: ({ payment }) => folio(`billTypes.${payment.billType}`),
    },
    { header: folio('columns.user'), width: 18, value: ({ payment }) => payment.userName ?? '' },
    { header: folio('columns.notes'), width: 30, value: ({ payment }) => payment.notes ?? '' },
  ];
};

/**
 * The workbook of the selected reservations, written in chunks (progress reported as rows of
 * all sheets). `t` needs the namespaces reservations, requests, guests, folio and common.
 */
export const reservationsWorkbook = async (
  data: ReservationsExport,
  t: TFunction,
  language: string,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> => {
  const guests = stayingGuestsOf(data.reservations);
  const cashFlow = cashFlowOf(data.reservations);
  const sheet = (key: string) => t(`export.sheets.${key}`, { ns: 'reservations' });
  const progress = new ProgressCounter(
    data.reservations.length +
      (data.services?.length ?? 0) +
      data.requests.length +
      guests.length +
      cashFlow.length,
    onProgress,
  );
  const workbook = await newWorkbook();
  await addSheet(
    workbook,
    sheet('reservations'),
    reservationColumnsOf(t, language),
    data.reservations,
    progress,
  );
  if (data.services) {
    await addSheet(
      workbook,
      sheet('services'),
      serviceColumnsOf(t, language),
      data.services,
      progress,
    );
  }
  await addSheet(
    workbook,
    sheet('requests'),
    requestColumnsOf(t, language),
    data.requests,
    progress,
  );
  await addSheet(workbook, sheet('guests'), guestColumnsOf(t, language), guests, progress);
  await addSheet(workbook, sheet('cashFlow'), cashFlowColumnsOf(t, language), cashFlow, progress);
  return workbookBytes(workbook);
};
