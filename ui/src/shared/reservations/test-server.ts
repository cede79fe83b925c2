import type { RoomChoice } from './room-choices-api';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import type { Payment } from './folio-api';
import type { Group, Reservation } from './reservations-api';
import { ownerOf } from '../../test/users';

/** The signed-in owner of property h-1 (working date 2026-12-09), for the reservation screens. */
export const owner: CurrentUser = ownerOf('2026-12-09');

const ALL_BUT = (status: Reservation['status']) =>
  (['pending', 'confirmed', 'checked-in', 'checked-out', 'canceled', 'no-show'] as const).filter(
    (s) => s !== status,
  );

/** A confirmed two-night stay in room 101 (Standard), 300,000₮ with 10% VAT included. */
export const aReservation = (overrides: Partial<Reservation> = {}): Reservation => {
  const status = overrides.status ?? 'confirmed';
  return {
    id: 'r-1',
    number: 12,
    groupId: 'g-1',
    groupNumber: 7,
    groupSize: 1,
    isGroup: false,
    status,
    statusAt: '2026-12-01T02:00:00.000Z',
    stayType: 'night',
    checkIn: '2026-12-09',
    checkOut: '2026-12-11',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    stayNights: 2,
    numberOfGuests: 2,
    numberOfChildren: 0,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt-1',
      name: 'Стандарт',
      shortName: 'СТ',
      defaultPrice: 150000,
      priceDayUse: 80000,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: { roomId: 'room-101', name: '101' },
    sourceClone: {
      sourceId: 's-1',
      name: 'Шууд',
      shortName: 'ШУ',
      color: '#1c7df6',
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: { userId: 'u-1', name: 'Болд', email: 'bold@khanpalace.mn' },
    ratePlanClone: { ratePlanId: 'rp-1', name: 'Үндсэн үнэ', nonRef: false },
    cancellationPolicyClone: {
      isFree: false,
      days: 3,
      percent: 50,
      additionPercent: null,
      summaries: {
        mn: 'Ирэхээс 3 хоногийн өмнө цуцалбал 50% төлнө.',
        en: 'Cancelling within 3 days of arrival costs 50%.',
      },
    },
    taxClones: [{ taxId: 'tax-1', name: 'НӨАТ', percentage: 10, inclusive: true, isDefault: true }],
    guestClone: {
      name: 'Дорж',
      surname: 'Бат',
      nationality: 'Монгол',
      phoneNumber: '99001122',
      email: 'dorj@example.mn',
    },
    dayRates: [
      { date: '2026-12-09', value: 150000 },
      { date: '2026-12-10', value: 150000 },
    ],
    price: {
      nights: 2,
      dayRates: [
        { date: '2026-12-09', value: 150000 },
        { date: '2026-12-10', value: 150000 },
      ],
      lines: [
        { kind: 'room', date: '2026-12-09', quantity: 1, price: 150000, amount: 150000 },
        { kind: 'room', date: '2026-12-10', quantity: 1, price: 150000, amount: 150000 },
      ],
      roomAmount: 300000,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [{ id: 'tax-1', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 27273 }],
      total: 300000,
    },
    amount: 300000,
    items: [],
    extraBeds: [],
    guestClones: [],
    payments: [],
    paid: 0,
    balance: 300000,
    discount: 0,
    discountType: 'currency',
    timePrice: null,
    cancellation: null,
    notes: null,
    isSendEmail: false,
    createdAt: '2026-12-01T02:00:00.000Z',
    allowed: {
      pay: true,
      charge: true,
      addExtraBed: false,
      removeTax: true,
      statuses: ALL_BUT(status),
      refusedStatuses: [],
      changeDates: true,
      changeCheckIn: true,
      changeRoomType: true,
      changeRoom: true,
      clearRoom: true,
      changeFee: false,
    },
    suggestedCancellationFee: 150000,
    suggestedFees: {
      cancellation: {
        amount: 150000,
        rule: {
          basis: 'wholeStay' as const,
          timing: 'noDeadline' as const,
          percent: 50,
          baseAmount: 300000,
          daysBefore: 1,
          deadlineDays: null,
        },
      },
      noShow: {
        amount: 150000,
        rule: {
          ...{
            basis: 'wholeStay' as const,
            timing: 'noDeadline' as const,
            percent: 50,
            baseAmount: 300000,
            daysBefore: 1,
            deadlineDays: null,
          },
          timing: 'noShow' as const,
          daysBefore: null,
        },
      },
    },
    ...overrides,
  };
};

/** A cash prepayment of `amount` tugrik, posted on 2026-12-09 by Болд (`overrides`: the rest). */
export const aPayment = (amount: number, overrides: Partial<Payment> = {}): Payment => ({
  id: 'p-1',
  postedDate: '2026-12-09',
  incomeType: 'prepaid',
  billType: 'individual',
  currency: 'MNT',
  rate: 1,
  amount,
  amountMnt: amount,
  pays: [{ paymentMethod: { id: 'm-cash', name: 'Бэлэн', color: '#00aa00' }, amount }],
  notes: null,
  isPaid: true,
  paidAt: '2026-12-09',
  isAudited: false,
  userName: 'Болд',
  createdAt: '2026-12-09T02:00:00.000Z',
  ...overrides,
});

export const aGroup = (reservations: Reservation[]): Group => ({
  id: 'g-1',
  number: 7,
  createdAt: '2026-12-01T02:00:00.000Z',
  sourceClone: aReservation().sourceClone,
  partnerClone: null,
  guestClone: aReservation().guestClone,
  reservations,
  amount: reservations.reduce((sum, r) => sum + r.amount, 0),
  balance: reservations.reduce((sum, r) => sum + r.balance, 0),
});

const ROOM_TYPES = [
  {
    id: 'rt-1',
    name: 'Стандарт',
    shortName: 'СТ',
    defaultPrice: 150000,
    rooms: [
      { id: 'room-101', name: '101', description: null },
      { id: 'room-102', name: '102', description: null },
    ],
  },
  {
    id: 'rt-2',
    name: 'Люкс',
    shortName: 'ЛК',
    defaultPrice: 300000,
    rooms: [{ id: 'room-201', name: '201', description: null }],
  },
];

const PLANS = [
  { id: 'rp-1', name: 'Үндсэн үнэ', nonRef: false, roomType: { id: 'rt-1', name: 'Стандарт' } },
  { id: 'rp-2', name: 'Люкс үнэ', nonRef: false, roomType: { id: 'rt-2', name: 'Люкс' } },
  { id: 'rp-3', name: 'Люкс хямдрал', nonRef: true, roomType: { id: 'rt-2', name: 'Люкс' } },
];

interface Data {
  list?: Reservation[];
  total?: number;
  reservation?: Reservation;
  group?: Group;
  /** The room picker's rooms (default: every room of the type free, the current one so). */
  choices?: RoomChoice[];
}

/**
 * A fake server for the reservation screens: the owner, the list, one reservation, its group,
 * room types with rooms and rate plans; `command` answers every POST.
 */
/** The property's payment methods: cash takes cancellation fees, QPay does not. */
export const PAYMENT_METHODS = [
  {
    id: 'pm-qpay',
    name: 'QPay',
    color: '#319795',
    isPaid: true,
    incomeTypes: ['paid'],
    isDefault: false,
  },
  {
    id: 'pm-cash',
    name: 'Бэлэн',
    color: '#2f855a',
    isPaid: true,
    isCash: true,
    incomeTypes: ['paid', 'prepaid', 'cancellation'],
    isDefault: true,
  },
];

/** POST /api/room/types/check: Стандарт free (the current type), Люкс full unless told. */
export const roomTypesCheck = ({ luxFull = false } = {}) => ({
  roomTypes: ROOM_TYPES.map((type) => {
    const full = luxFull && type.id === 'rt-2';
    return {
      roomTypeId: type.id,
      name: type.name,
      nameEn: null,
      shortName: type.shortName,
      current: type.id === 'rt-1',
      available: !full,
      freeRooms: full ? [] : type.rooms.map((room) => ({ id: room.id, name: room.name })),
      message: full ? 'Люкс өрөөний төрөлд 2026-12-10-нд сул өрөө үлдээгүй байна.' : null,
      ratePlans: PLANS.filter((plan) => plan.roomType.id === type.id).map((plan) => ({
        id: plan.id,
        name: plan.name,
        nonRef: plan.nonRef,
        total: type.defaultPrice * 2,
        roomAmount: type.defaultPrice * 2,
        reasons: [],
      })),
      keep: { total: 300000, roomAmount: 300000, reasons: [] },
      currency: null,
    };
  }),
});

export const serveReservations = (
  { list = [aReservation()], total, reservation = aReservation(), group, choices }: Data = {},
  command: (request: RecordedRequest) => Response = (request) =>
    request.url === '/api/room/types/check'
      ? json(roomTypesCheck())
      : json({ id: 'r-1', position: '9' }),
) =>
  installFakeServer((request) => {
    if (request.method === 'GET') {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/reservations') {
        return json({ data: list, total: total ?? list.length, workingDate: '2026-12-09' });
      }
      if (request.url === `/api/reservations/${reservation.id}`) return json({ reservation });
      if (request.url === '/api/groups/g-1') {
        return json({ group: group ?? aGroup([reservation]) });
      }
      if (request.url === '/api/room/types') {
        return json({ data: ROOM_TYPES, total: ROOM_TYPES.length });
      }
      if (request.url === '/api/rate/plans') return json({ data: PLANS, total: PLANS.length });
      if (request.url === '/api/payment/methods') {
        return json({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length });
      }
      return json({ status: 404, title: 'Not found' }, 404);
    }
    // The room picker's rooms (saves nothing): every room of the type free, the current one so.
    if (request.url === '/api/reservation/room/choices') {
      const type = ROOM_TYPES.find((t) => t.id === reservation.roomTypeClone.roomTypeId);
      return json({
        from: reservation.checkIn,
        to: reservation.checkOut,
        rooms:
          choices ??
          (type?.rooms ?? []).map((room) => ({
            roomId: room.id,
            name: room.name,
            state: room.id === reservation.roomClone?.roomId ? 'current' : 'free',
          })),
      });
    }
    return command(request);
  });
