import { describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { givenEvents } from '../runtime/given';
import {
  booked,
  event,
  groupOpened,
  guestClone,
  joined,
  P,
  priceOf,
  reservationCreated,
  statusChanged,
} from './test-fixtures';
import {
  CALENDAR_STAYS,
  type CalendarBooking,
  type CalendarStayDoc,
  weekOf,
  weeksBetween,
  RESERVATION_GROUPS,
  type ReservationDoc,
  reservationsProjection,
  RESERVATIONS,
} from './projection';
import { unpackStay } from './calendar-payload';

const reservationOf = async (store: ReadStore, id: string) => {
  const doc = await store.collection<ReservationDoc>(RESERVATIONS).findOne({ _id: id });
  if (!doc) throw new Error(`no reservation ${id}`);
  return doc;
};

const calendarOf = async (store: ReadStore, id: string) =>
  (
    await store
      .collection<CalendarStayDoc>(CALENDAR_STAYS)
      .find({ reservationId: id }, { sort: { week: 1 } })
  ).map((row) => {
    const booking: CalendarBooking = unpackStay(row, row.checkIn, row.checkOut);
    expect(booking).toMatchObject({ id: id, checkIn: row.checkIn, checkOut: row.checkOut });
    return [row.week, row.checkIn, row.checkOut, booking.status, booking.roomId, booking.balance];
  });

const change = (type: string, data: Record<string, unknown>) =>
  event(type, { propertyId: P, reservationId: 'r-1', ...data });

describe('reservations read model', () => {
  it('stores a booked reservation as the list and detail read it', async () => {
    const store = await givenEvents(reservationsProjection, booked('r-1'));
    const doc = await reservationOf(store, 'r-1');
    expect(doc).toMatchObject({
      _id: 'r-1',
      propertyId: P,
      resReqId: null,
      number: 101,
      groupId: 'g-r-1',
      groupNumber: 1,
      groupSize: 1,
      isGroup: false,
      status: 'pending',
      statusAt: '2026-11-20T02:00:00.000Z',
      stayNights: 2,
      numberOfChildren: 1,
      childrenAges: [5],
      amount: 200_000,
      paid: 0,
      balance: 200_000,
      discount: 0,
      discountType: 'currency',
      cancellation: null,
      dayRates: [
        { date: '2026-11-21', value: 100_000 },
        { date: '2026-11-22', value: 100_000 },
      ],
      guestName: 'Бат Дорж',
      roomName: '101',
      searchText: '101 бат дорж 99112233 101',
    });
    expect(doc).not.toHaveProperty('allowed');
    expect(doc).not.toHaveProperty('reservationId');
    expect(await calendarOf(store, 'r-1')).toEqual([
      ['2026-11-16', '2026-11-21', '2026-11-23', 'pending', 'room-1', 200_000],
      ['2026-11-23', '2026-11-21', '2026-11-23', 'pending', 'room-1', 200_000],
    ]);
    expect(await store.collection(RESERVATION_GROUPS).findOne({ _id: 'g-r-1' })).toEqual({
      _id: 'g-r-1',
      propertyId: P,
      number: 1,
      createdAt: '2026-11-20T02:00:00.000Z',
      sourceClone: expect.objectContaining({ name: 'Walk-in' }) as unknown,
      partnerClone: null,
      guestClone,
      reservationIds: ['r-1'],
    });
  });

  it('keeps the group size on every reservation of the group, whichever event comes first', async () => {
    const store = await givenEvents(reservationsProjection, [
      groupOpened('g-1', 7),
      reservationCreated('r-1', { groupId: 'g-1', groupNumber: 7 }),
      joined('g-1', ['r-1']),
      // A later booking adds a room to the group; its join comes first this time.
      joined('g-1', ['r-2']),
      reservationCreated('r-2', { groupId: 'g-1', groupNumber: 7, number: 102 }),
    ]);
    for (const id of ['r-1', 'r-2']) {
      expect(await reservationOf(store, id)).toMatchObject({ groupSize: 2, isGroup: true });
    }
    expect(
      (await store.collection(RESERVATION_GROUPS).findOne({ _id: 'g-1' }))?.reservationIds,
    ).toEqual(['r-1', 'r-2']);
  });

  it('a cancellation owes its fee, leaves the calendar, and comes back when reinstated', async () => {
    const canceled = [
      ...booked('r-1'),
      statusChanged('r-1', 'pending', 'canceled', {
        cancellation: { amount: 20_000, isPaid: false },
        notes: 'Зочин ирэхгүй',
      }),
    ];
    const store = await givenEvents(reservationsProjection, canceled);
    expect(await reservationOf(store, 'r-1')).toMatchObject({
      status: 'canceled',
      statusAt: '2026-11-21T06:00:00.000Z',
      cancellation: { amount: 20_000, isPaid: false },
      balance: 20_000,
      notes: 'Зочин ирэхгүй',
    });
    expect(await calendarOf(store, 'r-1')).toEqual([]);

    const reinstated = await givenEvents(reservationsProjection, [
      ...canceled,
      statusChanged('r-1', 'canceled', 'confirmed'),
    ]);
    expect(await reservationOf(reinstated, 'r-1')).toMatchObject({
      status: 'confirmed',
      cancellation: null,
      balance: 200_000,
      notes: 'Зочин ирэхгүй',
    });
    expect(await calendarOf(reinstated, 'r-1')).toEqual([
      ['2026-11-16', '2026-11-21', '2026-11-23', 'confirmed', 'room-1', 200_000],
      ['2026-11-23', '2026-11-21', '2026-11-23', 'confirmed', 'room-1', 200_000],
    ]);
  });

  it('an early check-out moves the departure', async () => {
    const store = await givenEvents(reservationsProjection, [
      ...booked('r-1', { checkIn: '2026-11-20', checkOut: '2026-11-25' }),
      statusChanged('r-1', 'pending', 'checked-in'),
      statusChanged('r-1', 'checked-in', 'checked-out', { checkOut: '2026-11-22' }),
    ]);
    expect(await reservationOf(store, 'r-1')).toMatchObject({
      status: 'checked-out',
      checkOut: '2026-11-22',
      stayNights: 2,
      amount: 500_000,
    });
    expect(await calendarOf(store, 'r-1')).toEqual([
      ['2026-11-16', '2026-11-20', '2026-11-22', 'checked-out', 'room-1', 500_000],
    ]);
  });

  it('new dates reprice the stay and file it under every week it touches', async () => {
    const price = priceOf('2026-11-29', '2026-12-02');
    const store = await givenEvents(reservationsProjection, [
      ...booked('r-1'),
      change('ReservationDatesChanged', {
        stayType: 'night',
        checkIn: '2026-11-29',
        checkOut: '2026-12-02',
        arrivalTime: '15:00',
        exitTime: '11:00',
        hours: null,
        timePrice: null,
        price,
      }),
    ]);
    expect(await reservationOf(store, 'r-1')).toMatchObject({
      checkIn: '2026-11-29',
      checkOut: '2026-12-02',
      arrivalTime: '15:00',
      exitTime: '11:00',
      stayNights: 3,
      amount: 300_000,
      balance: 300_000,
      dayRates: price.dayRates,
    });
    expect(await calendarOf(store, 'r-1')).toEqual([
      ['2026-11-23', '2026-11-29', '2026-12-02', 'pending', 'room-1', 300_000],
      ['2026-11-30', '2026-11-29', '2026-12-02', 'pending', 'room-1', 300_000],
    ]);
  });

  it('follows room, room type, discount and notes changes', async () => {
    const discounted = { ...priceOf('2026-11-21', '2026-11-23'), total: 180_000 };
    const moved = priceOf('2026-11-21', '2026-11-23', 150_000);
    const store = await givenEvents(reservationsProjection, [
      ...booked('r-1'),
      change('ReservationRoomAssigned', { roomClone: null }),
      change('ReservationDiscountSet', {
        discountType: 'percent',
        discount: 10,
        price: discounted,
      }),
      change('ReservationNotesChanged', { notes: 'Өндөр давхар' }),
    ]);
    expect(await reservationOf(store, 'r-1')).toMatchObject({
      roomClone: null,
      roomName: null,
      searchText: '101 бат дорж 99112233',
      discountType: 'percent',
      discount: 10,
      amount: 180_000,
      balance: 180_000,
      notes: 'Өндөр давхар',
    });
    expect(await calendarOf(store, 'r-1')).toEqual([
      ['2026-11-16', '2026-11-21', '2026-11-23', 'pending', null, 180_000],
      ['2026-11-23', '2026-11-21', '2026-11-23', 'pending', null, 180_000],
    ]);

    const retyped = await givenEvents(reservationsProjection, [
      ...booked('r-1'),
      change('ReservationRoomTypeChanged', {
        roomTypeClone: {
          roomTypeId: 'rt-2',
          name: 'Люкс',
          shortName: 'LUX',
          defaultPrice: 150_000,
          priceDayUse: 0,
          hasExtraBed: true,
          extraBeds: 1,
        },
        ratePlanClone: null,
        roomClone: { roomId: 'room-9', name: '301' },
        price: moved,
      }),
    ]);
    const doc = await reservationOf(retyped, 'r-1');
    expect(doc).toMatchObject({
      roomTypeClone: { roomTypeId: 'rt-2', shortName: 'LUX' },
      ratePlanClone: null,
      roomClone: { roomId: 'room-9', name: '301' },
      roomName: '301',
      amount: 300_000,
      balance: 300_000,
    });
    const row = await retyped
      .collection<CalendarStayDoc>(CALENDAR_STAYS)
      .findOne({ reservationId: 'r-1' });
    expect(row && unpackStay(row, row.checkIn, row.checkOut)).toMatchObject({
      roomTypeId: 'rt-2',
      roomId: 'room-9',
    });
  });

  it('ignores changes of a reservation it has not seen', async () => {
    const store = await givenEvents(reservationsProjection, [
      change('ReservationNotesChanged', { notes: 'x' }),
      statusChanged('r-1', 'pending', 'confirmed'),
      joined('g-unknown', ['r-1']),
    ]);
    expect(await store.collection(RESERVATIONS).countDocuments({})).toBe(0);
    expect(await store.collection(CALENDAR_STAYS).countDocuments({})).toBe(0);
  });

  it('rebuilds to the same documents', async () => {
    const history = [
      ...booked('r-1'),
      ...booked('r-2', { number: 102, checkIn: '2026-12-30', checkOut: '2027-01-02' }),
      statusChanged('r-1', 'pending', 'checked-in'),
      change('ReservationNotesChanged', { notes: 'n' }),
    ];
    const dump = async (store: ReadStore) =>
      Promise.all(
        reservationsProjection.collections.map((name) =>
          store.collection(name).find({}, { sort: { _id: 1 } }),
        ),
      );
    expect(await dump(await givenEvents(reservationsProjection, history))).toEqual(
      await dump(await givenEvents(reservationsProjection, history)),
    );
  });
});

describe('weeks of a stay', () => {
  it('names a week by its Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
  it('lists every week from the first date to the last, across years', () => {
    expect(weeksBetween('2026-11-21', '2026-11-22')).toEqual(['2026-11-16']);
    expect(weeksBetween('2026-11-21', '2026-11-23')).toEqual(['2026-11-16', '2026-11-23']);
    expect(weeksBetween('2026-12-30', '2027-01-12')).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
  });
});
