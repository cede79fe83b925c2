import { createInstance, type TFunction } from 'i18next';
import type { Payment, StayGuest } from '../../shared/reservations/folio-api';
import type { ReservationRequest } from '../reservation-requests';
import type { ReservationsExport, ServiceTotal } from './export';
import { aReservation, suggestedFeesOf } from '../../shared/reservations/reservation-fixture';
import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * A made-up selection for the export's tests and its bench (tests/bench/export.ts): `count`
 * reservations, each with a second guest and two payments, every tenth made from a request,
 * and the additional services the server sums for them. Plain data, no browser needed.
 */

const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10);

const guestOf = (n: number): StayGuest => ({
  guestCloneId: `gc-${n}`,
  name: `Сараа ${n}`,
  surname: 'Дорж',
  email: null,
  phoneNumber: '88112233',
  passportNumber: `УБ${String(n).padStart(8, '0')}`,
  nationality: 'Монгол',
});

const paymentOf = (n: number, k: number, amount: number): Payment => ({
  id: `p-${n}-${k}`,
  postedDate: day(n % 300),
  incomeType: k === 0 ? 'prepaid' : 'paid',
  billType: 'individual',
  currency: 'MNT',
  rate: 1,
  amount,
  amountMnt: amount,
  pays: [
    {
      paymentMethod: { id: 'pm-1', name: 'Бэлэн', nameEn: 'Cash', color: '#1c7df6' },
      amount,
    },
  ],
  notes: k === 0 ? 'Урьдчилгаа' : null,
  isPaid: true,
  paidAt: day(n % 300),
  isAudited: false,
  userName: 'Болд',
  createdAt: `${day(n % 300)}T03:00:00.000Z`,
});

const reservationOf = (n: number): Reservation => {
  const checkIn = day(n % 300);
  const amount = 150_000 * 2;
  const standard = aReservation();
  return aReservation({
    id: `r-${n}`,
    resReqId: n % 10 === 0 ? `rq-${n}` : null,
    number: n,
    groupId: `g-${n}`,
    groupNumber: n,
    statusAt: `${checkIn}T02:00:00.000Z`,
    checkIn,
    checkOut: day((n % 300) + 2),
    roomTypeClone: { ...standard.roomTypeClone, nameEn: 'Standard' },
    roomClone: { roomId: `room-${n % 50}`, name: String(101 + (n % 50)) },
    sourceClone: { ...standard.sourceClone, nameEn: 'Direct' },
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [],
    guestClone: { ...standard.guestClone, surname: `Бат ${n}` },
    dayRates: [],
    price: { ...standard.price, dayRates: [], lines: [], taxes: [] },
    guestClones: [guestOf(n)],
    payments: [paymentOf(n, 0, 100_000), paymentOf(n, 1, 150_000)],
    paid: 250_000,
    balance: amount - 250_000,
    createdAt: `${day(n % 300)}T02:30:00.000Z`,
    allowed: { ...standard.allowed, statuses: [] },
    suggestedCancellationFee: 0,
    suggestedFees: suggestedFeesOf(0, 0),
  });
};

const requestOf = (reservation: Reservation): ReservationRequest =>
  ({
    id: reservation.resReqId ?? '',
    number: reservation.number,
    label: `RN-${reservation.number}`,
    status: 'reservation',
    channel: 'web',
    syncId: null,
    sourceClone: {
      sourceId: null,
      name: 'Вэб',
      nameEn: 'Web',
      shortName: 'Вэб',
      color: null,
      isDefault: false,
      serviceName: null,
    },
    stayType: 'night',
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    stayNights: 2,
    guest: { ...reservation.guestClone },
    guestName: `${reservation.guestClone.name} ${reservation.guestClone.surname ?? ''}`.trim(),
    roomTypes: [],
    numberOfGuests: 2,
    numberOfRooms: 1,
    amount: reservation.amount,
    amountPaid: 100_000,
    isPaid: true,
    paidAt: reservation.checkIn,
    isFetchPayment: false,
    paymentRequest: null,
    notes: null,
    language: 'mn',
    createdAt: reservation.createdAt,
    confirmedAt: null,
    canceledAt: null,
    cancelReason: null,
    convertedAt: reservation.createdAt,
    groupId: reservation.groupId,
    groupNumber: reservation.groupNumber,
    reservationIds: [reservation.id],
    paymentState: 'paid',
    allowed: {
      confirm: false,
      cancel: false,
      requestPayment: false,
      recordPayment: false,
      convert: false,
    },
  }) as ReservationRequest;

/** The services of the sample: a few lines per category, as GET /reservations/items sums them. */
const servicesOf = (count: number): ServiceTotal[] =>
  Array.from({ length: 20 }, (_, i) => ({
    categoryName: i % 2 === 0 ? 'Хоол' : 'Угаалга',
    categoryNameEn: i % 2 === 0 ? 'Food' : 'Laundry',
    name: `Үйлчилгээ ${i + 1}`,
    price: 5_000 * (i + 1),
    totalQuantity: Math.max(1, Math.round(count / 10)),
    amount: 5_000 * (i + 1) * Math.max(1, Math.round(count / 10)),
  }));

export const exportSample = (count: number): ReservationsExport => {
  const reservations = Array.from({ length: count }, (_, i) => reservationOf(i + 1));
  return {
    reservations,
    services: servicesOf(count),
    requests: reservations.filter((r) => r.resReqId).map(requestOf),
  };
};

const NAMESPACES = ['reservations', 'requests', 'guests', 'folio', 'common'] as const;

/** i18next over the real locale files with the namespaces the export reads, as the list has it. */
export const exportT = async (language: 'mn' | 'en'): Promise<TFunction> => {
  const bundles: Record<string, unknown> = {};
  for (const ns of NAMESPACES) {
    bundles[ns] = (
      (await import(`../../locales/${language}/${ns}.json`)) as { default: unknown }
    ).default;
  }
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: bundles } as Record<string, Record<string, object>>,
    ns: [...NAMESPACES],
    defaultNS: 'reservations',
  });
  return i18n.t;
};
