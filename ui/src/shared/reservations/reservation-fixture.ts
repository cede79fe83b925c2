import type { Reservation } from './reservations-api';

/**
 * The fees a canceled or no-show stay would pay by the policy: half the whole stay
 * (`baseAmount`), no deadline; `amount` what that comes to.
 */
export const suggestedFeesOf = (
  amount: number,
  baseAmount: number,
): Reservation['suggestedFees'] => {
  const rule = {
    basis: 'wholeStay' as const,
    timing: 'noDeadline' as const,
    percent: 50,
    baseAmount,
    daysBefore: 1,
    deadlineDays: null,
  };
  return {
    cancellation: { amount, rule },
    noShow: { amount, rule: { ...rule, timing: 'noShow' as const, daysBefore: null } },
  };
};

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
    suggestedFees: suggestedFeesOf(150000, 300000),
    ...overrides,
  };
};
