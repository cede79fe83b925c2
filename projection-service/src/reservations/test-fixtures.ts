import type { Price, ReservationCreated } from '@hotel/events/reservations/events';
import { datesBetween } from '@hotel/events/dates';
import { projected } from '../runtime/given';
import type { ProjectedEvent } from '../runtime/projection';
import type { CancellationFee } from '@hotel/events/reservations/fees';

/** Events of the reservations read side, for given/then tests. */

export const P = 'p-1';

export const priceOf = (checkIn: string, checkOut: string, rate = 100_000): Price => {
  const dayRates = datesBetween(checkIn, checkOut).map((date) => ({ date, value: rate }));
  const total = dayRates.length * rate;
  return {
    nights: dayRates.length,
    dayRates,
    lines: dayRates.map((d) => ({
      kind: 'room' as const,
      date: d.date,
      quantity: 1,
      price: d.value,
      amount: d.value,
    })),
    roomAmount: total,
    childrenAmount: 0,
    discountAmount: 0,
    taxes: [],
    total,
  };
};

export const sourceClone = {
  sourceId: 's-1',
  name: 'Walk-in',
  shortName: 'WI',
  color: '#007aff',
  isDefault: true,
  serviceName: null,
};

export const guestClone = {
  name: 'Бат',
  surname: 'Дорж',
  nationality: 'Монгол',
  phoneNumber: '99112233',
  email: 'bat@example.mn',
};

export const policy = {
  isFree: false,
  days: 3,
  percent: 10,
  additionPercent: 50,
  summaries: { mn: 'Цуцлалт', en: 'Cancellation' },
};

let position = 0n;
/** Events at increasing positions. */
export const event = (type: string, data: unknown): ProjectedEvent => {
  position += 1n;
  return projected(type, data, { position });
};

export const groupOpened = (groupId: string, number: number, propertyId = P) =>
  event('GroupOpened', {
    propertyId,
    groupId,
    number,
    sourceClone,
    partnerClone: null,
    guestClone,
    createdAt: '2026-11-20T02:00:00.000Z',
  });

export const joined = (groupId: string, reservationIds: string[], propertyId = P) =>
  event('ReservationsJoinedGroup', { propertyId, groupId, reservationIds });

export const reservationCreated = (
  reservationId: string,
  overrides: Partial<ReservationCreated['data']> = {},
) => {
  const checkIn = overrides.checkIn ?? '2026-11-21';
  const checkOut = overrides.checkOut ?? '2026-11-23';
  const data: ReservationCreated['data'] = {
    propertyId: P,
    reservationId,
    number: 101,
    groupId: 'g-1',
    groupNumber: 11,
    status: 'pending',
    stayType: 'night',
    checkIn,
    checkOut,
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [5],
    roomTypeClone: {
      roomTypeId: 'rt-1',
      name: 'Стандарт',
      shortName: 'STD',
      defaultPrice: 100_000,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: { roomId: 'room-1', name: '101' },
    sourceClone,
    partnerClone: null,
    userClone: { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' },
    ratePlanClone: { ratePlanId: 'rp-1', name: 'Үндсэн', nonRef: false },
    cancellationPolicyClone: policy,
    taxClones: [],
    guestClone,
    timePrice: null,
    price: priceOf(checkIn, checkOut),
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
  return event('ReservationCreated', data);
};

/** A booking of one room: group opened, reservation created, joined. */
export const booked = (
  reservationId: string,
  overrides: Partial<ReservationCreated['data']> = {},
): ProjectedEvent[] => {
  const groupId = overrides.groupId ?? `g-${reservationId}`;
  const groupNumber = overrides.groupNumber ?? 1;
  return [
    groupOpened(groupId, groupNumber, overrides.propertyId),
    reservationCreated(reservationId, { ...overrides, groupId, groupNumber }),
    joined(groupId, [reservationId], overrides.propertyId),
  ];
};

export const statusChanged = (
  reservationId: string,
  from: string,
  to: string,
  extra: {
    cancellation?: CancellationFee;
    checkOut?: string;
    notes?: string;
  } = {},
) =>
  event('ReservationStatusChanged', {
    propertyId: P,
    reservationId,
    from,
    to,
    at: '2026-11-21T06:00:00.000Z',
    workingDate: '2026-11-21',
    cancellation: extra.cancellation ?? null,
    notes: extra.notes ?? null,
    checkOut: extra.checkOut ?? null,
  });
