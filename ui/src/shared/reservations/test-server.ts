import type { RoomChoice } from './room-choices-api';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import type { Payment } from './folio-api';
import type { Group, Reservation } from './reservations-api';
import { ownerOf } from '../../test/users';
import { aReservation } from './reservation-fixture';

export { aReservation };

/** The signed-in owner of property h-1 (working date 2026-12-09), for the reservation screens. */
export const owner: CurrentUser = ownerOf('2026-12-09');

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
