/** The folio tests' world: a property's payment methods and lists, a stay, commands and contexts. */
import { postPaymentSchema, refundPaymentSchema } from '@hotel/events/folio/commands';
import type { ServiceItemAdded, ServiceItemRemoved } from '@hotel/events/folio/events';
import type {
  ReservationCreated,
  ReservationEvent,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import { type ReservationState, reservation } from '../reservations/decider';
import { postPayment } from './decider';

export const P = 'p-1';
export const RES = '00000000-0000-4000-8000-0000000000a1';
export const CASH = '00000000-0000-4000-8000-0000000000c1';
export const CARD = '00000000-0000-4000-8000-0000000000c2';
export const INVOICE = '00000000-0000-4000-8000-0000000000c3';
export const USD = '00000000-0000-4000-8000-0000000000d1';
export const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };

export const method = (
  id: string,
  name: string,
  incomeTypes: ('paid' | 'prepaid' | 'receivable')[],
  nameEn?: string,
) => ({
  propertyId: P,
  id,
  name,
  ...(nameEn ? { nameEn } : {}),
  color: '#000000',
  isPaid: true,
  incomeTypes,
  isDefault: id === CASH,
});

export const lists = {
  Source: new Map(),
  PaymentMethod: new Map([
    [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid'], 'Cash')],
    [CARD, method(CARD, 'Карт', ['paid', 'prepaid'])],
    [INVOICE, method(INVOICE, 'Нэхэмжлэх', ['receivable'])],
  ]),
  Currency: new Map([
    [
      'mnt',
      {
        propertyId: P,
        id: 'mnt',
        name: 'Төгрөг',
        nameEn: 'Tugrik',
        shortName: 'MNT',
        rate: 1,
        isDefault: true,
      },
    ],
    [
      USD,
      { propertyId: P, id: USD, name: 'Доллар', shortName: 'USD', rate: 3450, isDefault: false },
    ],
  ]),
  Tax: new Map(),
  Partner: new Map(),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

export const created = (total: number): ReservationCreated => ({
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId: RES,
    number: 1,
    groupId: 'g-1',
    groupNumber: 1,
    status: 'confirmed',
    stayType: 'night',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt',
      name: 'Standard',
      shortName: 'ST',
      defaultPrice: total / 2,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: null,
    sourceClone: {
      sourceId: 's',
      name: 'Шууд',
      shortName: 'ШУ',
      color: null,
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: user,
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [],
    guestClone: {
      name: 'Бат',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: null,
      email: null,
    },
    timePrice: null,
    price: {
      nights: 2,
      dayRates: [],
      lines: [],
      roomAmount: total,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [],
      total,
    },
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
});

export const given = (...events: ReservationEvent[]): ReservationState =>
  events.reduce(reservation.evolve, reservation.initialState());

let n = 0;
export const context = () => {
  n += 1;
  return {
    propertyId: P,
    workingDate: '2026-11-22',
    paymentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    now: '2026-11-22T05:00:00.000Z',
    user,
  };
};

export const payment = (pays: [string, number, number?][], extra: Record<string, unknown> = {}) =>
  postPaymentSchema.parse({
    id: RES,
    pays: pays.map(([id, amount, tendered]) => ({
      paymentMethod: { id },
      amount,
      ...(tendered === undefined ? {} : { tendered }),
    })),
    ...extra,
  });

/** The stay's price after a charge added or removed (only the total matters to the folio). */
export const priceOf = (total: number) => ({
  ...created(total).data.price,
  total,
});
export const itemAdded = (itemId: string, amount: number, total: number): ServiceItemAdded => ({
  type: 'ServiceItemAdded',
  data: {
    propertyId: P,
    reservationId: RES,
    item: {
      itemId,
      serviceCategoryClone: { serviceCategoryId: 'c', name: 'Мини бар' },
      serviceClone: { serviceId: 's', name: 'Ус' },
      quantity: 1,
      price: amount,
      createdAt: '2026-11-22T05:00:00.000Z',
    },
    price: priceOf(total),
  },
});
export const itemRemoved = (itemId: string, total: number): ServiceItemRemoved => ({
  type: 'ServiceItemRemoved',
  data: { propertyId: P, reservationId: RES, itemId, price: priceOf(total) },
});
export const canceled = (fee: number): ReservationStatusChanged =>
  ({
    type: 'ReservationStatusChanged',
    data: {
      propertyId: P,
      reservationId: RES,
      from: 'confirmed',
      to: 'canceled',
      cancellation: { amount: fee, isPaid: false },
      notes: null,
      workingDate: '2026-11-22',
      at: '2026-11-22T05:00:00.000Z',
    },
  }) as unknown as ReservationStatusChanged;

export const refund = (paymentId: string, amount: number, extra: Record<string, unknown> = {}) =>
  refundPaymentSchema.parse({
    reservationId: RES,
    paymentId,
    amount,
    reason: 'Цуцалсан',
    ...extra,
  });
export const refundContext = () => ({ ...context(), refundId: `refund-${n}` });

export const refused = (run: () => unknown): RuleBroken => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleBroken) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** A deposit of 560 000 on a stay canceled without a fee: all of it is to give back. */
export const canceledDeposit = () => {
  const ctx = context();
  const paid = postPayment(
    payment([[CARD, 560_000]], { incomeType: 'prepaid' }),
    given(created(960_000)),
    lists,
    ctx,
  );
  const events: ReservationEvent[] = [created(960_000), ...paid, canceled(0)];
  return { events, id: ctx.paymentId };
};
