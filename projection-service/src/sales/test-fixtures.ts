import { nightFigures, roomNightsOf, type FigureStay } from '@hotel/events/night-audit/figures';
import type { Price, ReservationCreated } from '@hotel/events/reservations/events';
import { projected } from '../runtime/given';
import type { ProjectedEvent } from '../runtime/projection';
import { priceOf, reservationCreated } from '../reservations/test-fixtures';

/** Events of the sales read side, for given/then tests (each its own command unless told). */

export const P = 'p-1';
let position = 0n;

export const ev = (type: string, data: unknown, commandId?: string): ProjectedEvent => {
  position += 1n;
  const event = projected(type, data, { position });
  return {
    ...event,
    metadata: { ...event.metadata, commandId: commandId ?? `c-${String(position)}` },
  };
};

export const registered = (workingDate: string) =>
  ev('PropertyRegistered', {
    propertyId: P,
    name: 'Хотел',
    registerNo: '1234567',
    companyName: 'Хотел ХХК',
    email: null,
    phone: null,
    timeZone: 'Asia/Ulaanbaatar',
    currency: 'MNT',
    workingDate,
    status: 'active',
    registeredAt: '2026-11-01T00:00:00.000Z',
    ownerAccountId: null,
  });

export const roomsAdded = (roomTypeId: string, ids: string[]) =>
  ev('RoomsAdded', {
    propertyId: P,
    roomTypeId,
    rooms: ids.map((roomId) => ({ roomId, name: roomId })),
  });

export const booking = (
  reservationId: string,
  checkIn: string,
  checkOut: string,
  rate = 100_000,
  overrides: Partial<ReservationCreated['data']> = {},
) => {
  const event = reservationCreated(reservationId, {
    checkIn,
    checkOut,
    price: priceOf(checkIn, checkOut, rate),
    childrenAges: [],
    ...overrides,
  });
  return ev('ReservationCreated', event.data);
};

export const statusTo = (
  reservationId: string,
  from: string,
  to: string,
  workingDate: string,
  extra: { cancellation?: { amount: number; isPaid: boolean }; commandId?: string } = {},
) =>
  ev(
    'ReservationStatusChanged',
    {
      propertyId: P,
      reservationId,
      from,
      to,
      at: '2026-11-21T10:00:00.000Z',
      workingDate,
      cancellation: extra.cancellation ?? null,
      notes: null,
      checkOut: null,
    },
    extra.commandId,
  );

/** A service charged (`stayPrice`: the stay's price after it, as the event carries it). */
export const service = (
  reservationId: string,
  itemId: string,
  quantity: number,
  price: number,
  stayPrice = priceOf('2026-11-21', '2026-11-23'),
) =>
  ev('ServiceItemAdded', {
    propertyId: P,
    reservationId,
    item: {
      itemId,
      serviceCategoryClone: { serviceCategoryId: 'sc-1', name: 'Ресторан' },
      serviceClone: { serviceId: 'sv-1', name: 'Өглөөний цай' },
      quantity,
      price,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    price: stayPrice,
  });

export const serviceRemoved = (reservationId: string, itemId: string) =>
  ev('ServiceItemRemoved', {
    propertyId: P,
    reservationId,
    itemId,
    price: priceOf('2026-11-21', '2026-11-23'),
  });

export const cash = { paymentMethodId: 'm-cash', name: 'Бэлэн', color: '#22aa22' };
export const card = { paymentMethodId: 'm-card', name: 'Карт', color: '#2222aa' };

export const payment = (
  reservationId: string,
  paymentId: string,
  postedDate: string,
  lines: [typeof cash, number][],
  incomeType: 'paid' | 'prepaid' | 'receivable' = 'paid',
) => {
  const amount = lines.reduce((s, [, a]) => s + a, 0);
  return ev('PaymentPosted', {
    propertyId: P,
    reservationId,
    paymentId,
    incomeType,
    billType: 'individual',
    currencyClone: { currencyId: 'mnt', name: 'Төгрөг', shortName: 'MNT', rate: 1 },
    pays: lines.map(([method, a]) => ({ paymentMethodClone: method, amount: a, amountMnt: a })),
    amount,
    amountMnt: amount,
    notes: null,
    postedDate,
    userClone: { userId: 'u-1', name: null, email: null },
    createdAt: '2026-11-21T05:00:00.000Z',
  });
};

export const paymentDeleted = (reservationId: string, paymentId: string) =>
  ev('PaymentDeleted', {
    propertyId: P,
    reservationId,
    paymentId,
    userClone: { userId: 'u-1', name: null, email: null },
    at: '2026-11-22T05:00:00.000Z',
  });

/** The night audit of `date`, freezing the figures counted over `stays`. */
export const audit = (
  date: string,
  nextDate: string,
  stays: FigureStay[],
  rooms: { total: number; outOfOrder: number },
  commandId?: string,
) =>
  ev(
    'NightAuditPerformed',
    {
      propertyId: P,
      date,
      nextDate,
      noShows: [],
      leftPending: [],
      stayovers: [],
      automatic: false,
      performedAt: `${nextDate}T00:00:00.000Z`,
      figures: nightFigures(date, stays, rooms),
    },
    commandId,
  );

export const figureStay = (
  checkIn: string,
  checkOut: string,
  rate = 100_000,
  overrides: Partial<FigureStay> = {},
): FigureStay => ({
  status: 'pending',
  roomTypeId: 'rt-1',
  roomTypeName: 'Стандарт',
  channel: 'Walk-in',
  stayType: 'night',
  checkIn,
  checkOut,
  nights: roomNightsOf(priceOf(checkIn, checkOut, rate)),
  numberOfGuests: 2,
  children: 0,
  ...overrides,
});

/** `price` with `amount` tugrik off its room (as `quoteStay` prices a currency discount). */
export const discounted = (price: Price, amount: number): Price => {
  const off = Math.min(price.roomAmount, amount);
  const lines = [
    ...price.lines.filter((line) => line.kind !== 'discount'),
    ...(off > 0 ? [{ kind: 'discount' as const, quantity: 1, price: -off, amount: -off }] : []),
  ];
  return {
    ...price,
    lines,
    discountAmount: off,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
};

/** A discount set on the stay (`price`: the stay's price after it). */
export const discountSet = (reservationId: string, amount: number, price: Price) =>
  ev('ReservationDiscountSet', {
    propertyId: P,
    reservationId,
    discountType: 'currency',
    discount: amount,
    price,
  });

/** A room removed (on the working date the projection knows). */
export const roomRemoved = (roomTypeId: string, roomId: string) =>
  ev('RoomRemoved', { propertyId: P, roomTypeId, roomId });

/** Money of a payment given back (`lines`: by method, positive amounts). */
export const refund = (
  reservationId: string,
  paymentId: string,
  refundId: string,
  postedDate: string,
  lines: [typeof cash, number][],
) => {
  const amount = lines.reduce((s, [, a]) => s + a, 0);
  return ev('PaymentRefunded', {
    propertyId: P,
    reservationId,
    paymentId,
    refundId,
    pays: lines.map(([method, a]) => ({ paymentMethodClone: method, amount: a, amountMnt: a })),
    amountMnt: amount,
    reason: 'Цуцалсан',
    postedDate,
    userClone: { userId: 'u-1', name: null, email: null },
    createdAt: '2026-11-22T05:00:00.000Z',
  });
};

/** A fee as a status change or a fee change carries it (paid by `method` when given). */
export const feeOf = (amount: number, method: typeof cash | null, paidDate = '2026-11-21') => ({
  amount,
  isPaid: method !== null,
  rule: null,
  payment: method
    ? {
        paymentMethodClone: method,
        userClone: { userId: 'u-1', name: null, email: null },
        paidAt: `${paidDate}T05:00:00.000Z`,
        paidDate,
      }
    : null,
});

/** The fee of a canceled or no-show stay changed afterwards. */
export const feeChanged = (
  reservationId: string,
  before: ReturnType<typeof feeOf>,
  after: ReturnType<typeof feeOf>,
  workingDate: string,
) =>
  ev('CancellationFeeChanged', {
    propertyId: P,
    reservationId,
    before,
    after,
    reason: 'Зочны хүсэлтээр',
    userClone: { userId: 'u-1', name: null, email: null },
    at: `${workingDate}T05:00:00.000Z`,
    workingDate,
  });
