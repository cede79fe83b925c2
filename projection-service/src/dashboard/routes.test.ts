import { describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { BLOCKS } from '../blocks/projection';
import { INCOMES } from '../incomes/projection';
import { PROPERTIES } from '../properties/projection';
import { RESERVATION_REQUESTS } from '../reservation-requests/projection';
import { reservationsProjection } from '../reservations/projection';
import { booked, event, P, statusChanged } from '../reservations/test-fixtures';
import { ROOMS } from '../room-types/projection';
import { givenEvents } from '../runtime/given';
import { dashboardOf, dashboardQuerySchema } from './routes';
import { DASHBOARD_STAYS } from './stays';

// Working date 2026-11-21 in Ulaanbaatar (UTC+8): the day runs 2026-11-20T16:00Z … 21T16:00Z.
const room = (roomId: string, name: string) => ({ roomClone: { roomId, name } });
const history = [
  // arriving today, not yet in
  ...booked('r-1', {
    number: 1,
    checkIn: '2026-11-21',
    checkOut: '2026-11-22',
    ...room('a', '1'),
    // A room type named in English too (the row carries both names).
    roomTypeClone: {
      roomTypeId: 'rt-1',
      name: 'Стандарт',
      nameEn: 'Standard',
      shortName: 'STD',
      defaultPrice: 100_000,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
  }),
  // arrived today (2 adults, a child of 5), in the house tonight
  ...booked('r-2', { number: 2, checkIn: '2026-11-21', checkOut: '2026-11-23', ...room('b', '2') }),
  statusChanged('r-2', 'pending', 'checked-in'),
  // in the house since the 19th, one adult
  ...booked('r-3', {
    number: 3,
    checkIn: '2026-11-19',
    checkOut: '2026-11-23',
    numberOfGuests: 1,
    childrenAges: [],
    ...room('c', '10'),
  }),
  statusChanged('r-3', 'pending', 'checked-in'),
  // leaving today: still in, and already gone
  ...booked('r-4', { number: 4, checkIn: '2026-11-19', checkOut: '2026-11-21', ...room('d', '3') }),
  statusChanged('r-4', 'pending', 'checked-in'),
  ...booked('r-5', { number: 5, checkIn: '2026-11-20', checkOut: '2026-11-21', ...room('a', '1') }),
  statusChanged('r-5', 'pending', 'checked-in'),
  statusChanged('r-5', 'checked-in', 'checked-out'),
  // tomorrow's arrival, and one tomorrow that was canceled today
  ...booked('r-6', {
    number: 6,
    status: 'confirmed',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
  }),
  ...booked('r-7', { number: 7, checkIn: '2026-11-22', checkOut: '2026-11-23' }),
  statusChanged('r-7', 'pending', 'canceled', { cancellation: { amount: 0, isPaid: false } }),
  // canceled yesterday (11:00 local time on the 20th)
  ...booked('r-8', { number: 8, checkIn: '2026-11-25', checkOut: '2026-11-26' }),
  event('ReservationStatusChanged', {
    propertyId: P,
    reservationId: 'r-8',
    from: 'pending',
    to: 'canceled',
    at: '2026-11-20T03:00:00.000Z',
    workingDate: '2026-11-20',
    cancellation: null,
    notes: null,
    checkOut: null,
  }),
  // booked at 01:00 local time today for three nights next month
  ...booked('r-9', {
    number: 9,
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    createdAt: '2026-11-20T17:00:00.000Z',
  }),
  // booked today after the day ended (the 22nd locally): tomorrow's figure
  ...booked('r-10', {
    number: 10,
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    createdAt: '2026-11-21T16:30:00.000Z',
  }),
  // another property's arrival
  ...booked('r-x', { propertyId: 'p-2', number: 1, checkIn: '2026-11-21' }),
];

const seeded = async (): Promise<ReadStore> => {
  const store = await givenEvents(reservationsProjection, history);
  await store.withTransaction(async (session) => {
    await session
      .collection(PROPERTIES)
      .insertOne({ _id: P, workingDate: '2026-11-21', timeZone: 'Asia/Ulaanbaatar' });
    await session.collection(ROOMS).insertMany(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({
        _id: id,
        propertyId: P,
        roomTypeId: 'rt-1',
        name: id,
      })),
    );
    await session.collection(ROOMS).insertOne({ _id: 'x', propertyId: 'p-2', roomTypeId: 'rt-x' });
    // Room e is out of order tonight; a morning block of room d leaves the night free.
    const block = (id: string, fields: Record<string, unknown>) => ({
      _id: id,
      propertyId: P,
      roomTypeId: 'rt-1',
      isTime: false,
      startTime: null,
      endTime: null,
      description: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      ...fields,
    });
    await session.collection(BLOCKS).insertMany([
      block('bl-1', { roomId: 'e', startDate: '2026-11-20', endDate: '2026-11-23' }),
      block('bl-2', {
        roomId: 'd',
        startDate: '2026-11-21',
        endDate: '2026-11-22',
        isTime: true,
        startTime: '08:00',
        endTime: '11:00',
      }),
    ]);
    // Received today: a payment, and a receivable paid today; yesterday's and another hotel's not.
    await session.collection(INCOMES).insertMany([
      { _id: 'i-1', propertyId: P, amount: 50_000, paidAt: '2026-11-21', postedDate: '2026-11-21' },
      { _id: 'i-2', propertyId: P, amount: 30_000, paidAt: '2026-11-21', postedDate: '2026-11-02' },
      { _id: 'i-3', propertyId: P, amount: 7_000, paidAt: null, postedDate: '2026-11-21' },
      { _id: 'i-4', propertyId: P, amount: 1_000, paidAt: '2026-11-20', postedDate: '2026-11-20' },
      { _id: 'i-5', propertyId: 'p-2', amount: 9, paidAt: '2026-11-21', postedDate: '2026-11-21' },
    ]);
    const request = (id: string, fields: Record<string, unknown>) => ({
      _id: id,
      propertyId: P,
      status: 'pending',
      amount: 100_000,
      amountPaid: 0,
      createdAt: '2026-11-21T02:00:00.000Z',
      ...fields,
    });
    await session
      .collection(RESERVATION_REQUESTS)
      .insertMany([
        request('q-1', { status: 'confirmed', amount: 300_000, amountPaid: 100_000 }),
        request('q-2', { amount: 200_000 }),
        request('q-3', { status: 'canceled' }),
        request('q-4', { createdAt: '2026-11-19T02:00:00.000Z' }),
      ]);
  });
  return store;
};

const TODAY = new Date('2026-11-21T05:00:00.000Z');
const dashboard = (store: ReadStore, tab?: string, now = TODAY) =>
  dashboardOf(store, P, dashboardQuerySchema.parse(tab ? { tab } : {}), now);
const numbers = (answer: { reservations: { number: number }[] }) =>
  answer.reservations.map((r) => r.number);

describe('dashboard', () => {
  it('counts the working date', async () => {
    const store = await seeded();
    expect(await dashboard(store)).toMatchObject({
      workingDate: '2026-11-21',
      calendarDate: '2026-11-21',
      hasNightAudit: false,
      todayCheckin: 2,
      todayCheckout: 2,
      todayStaying: { count: 2, occupancy: 50, personCount: 4, childCount: 1 },
      tomorrowCheckin: 1,
      cancellations: 1,
      todayBooking: 1,
      roomNights: 3,
      todayIncome: 80_000,
      rooms: { total: 5, outOfOrder: 1, forSale: 4 },
      reservationRequests: {
        total: 2,
        totalConfirmed: 1,
        totalAmount: 500_000,
        paidAmount: 100_000,
      },
      tab: 'todayCheckin',
    });
  });

  it("lists the tab's reservations: by room, cancellations newest first", async () => {
    const store = await seeded();
    const arrivals = await dashboard(store);
    expect(numbers(arrivals)).toEqual([1, 2]);
    expect(arrivals.reservations[0]).toMatchObject({
      roomTypeName: 'Стандарт',
      roomTypeNameEn: 'Standard',
    });
    expect(arrivals.reservations[1]).toEqual({
      id: 'r-2',
      number: 2,
      guestName: 'Бат Дорж',
      roomName: '2',
      roomTypeName: 'Стандарт',
      stayType: 'night',
      checkIn: '2026-11-21',
      checkOut: '2026-11-23',
      status: 'checked-in',
      numberOfGuests: 2,
      numberOfChildren: 1,
      amount: 200_000,
      balance: 200_000,
      statusAt: '2026-11-21T06:00:00.000Z',
    });
    expect(numbers(await dashboard(store, 'todayCheckout'))).toEqual([5, 4]);
    expect(numbers(await dashboard(store, 'todayStaying'))).toEqual([2, 3]);
    expect(numbers(await dashboard(store, 'tomorrowCheckin'))).toEqual([6]);
    expect(numbers(await dashboard(store, 'cancellations'))).toEqual([7]);
  });

  it('follows the working date when the night audit moves it', async () => {
    const store = await seeded();
    await store.withTransaction(async (session) => {
      await session
        .collection(PROPERTIES)
        .updateOne({ _id: P }, { $set: { workingDate: '2026-11-22' } });
    });
    const next = await dashboard(store, 'todayCheckin', new Date('2026-11-22T05:00:00.000Z'));
    expect(next).toMatchObject({
      workingDate: '2026-11-22',
      todayCheckin: 1,
      // r-1 was never checked in: not a departure
      todayCheckout: 0,
      tomorrowCheckin: 0,
      cancellations: 0,
      todayBooking: 1,
      roomNights: 1,
      todayIncome: 0,
      reservationRequests: { total: 0 },
    });
    expect(numbers(next)).toEqual([6]);
  });

  it('asks for the night audit once the calendar has passed the working date', async () => {
    const store = await seeded();
    const late = await dashboard(store, undefined, new Date('2026-11-21T16:30:00.000Z'));
    expect(late).toMatchObject({ calendarDate: '2026-11-22', hasNightAudit: true });
  });

  it('keeps each slim row equal to its reservation', async () => {
    const store = await seeded();
    const row = await store.collection(DASHBOARD_STAYS).findOne({ _id: 'r-7' });
    expect(row).toMatchObject({
      propertyId: P,
      status: 'canceled',
      statusAt: '2026-11-21T06:00:00.000Z',
      statusDay: '2026-11-21',
      createdDay: '2026-11-20',
      balance: 0,
    });
  });

  it('refuses an unknown tab', () => {
    expect(() => dashboardQuerySchema.parse({ tab: 'other' })).toThrow();
    expect(dashboardQuerySchema.parse({ tab: '' })).toEqual({ tab: 'todayCheckin' });
  });
});
