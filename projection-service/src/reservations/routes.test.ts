import { describe, expect, it } from 'vitest';
import { startOfDay } from '@hotel/events/dates';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTIES } from '../properties/projection';
import { ROOM_CLEANLINESS } from '../housekeeping/projection';
import { ROOM_TYPES, ROOMS } from '../room-types/projection';
import { givenEvents } from '../runtime/given';
import { expandStays } from '@hotel/events/reservations/calendar-payload';
import { CalendarCache } from './calendar-cache';
import {
  type CalendarBooking,
  calendarBookingOf,
  CALENDAR_STAYS,
  type CalendarStayDoc,
  type ReservationDoc,
  RESERVATIONS,
  reservationsProjection,
} from './projection';
import {
  calendarJson,
  calendarOf,
  calendarQuerySchema,
  findGroup,
  findReservation,
  listReservations,
  reservationListQuerySchema,
} from './routes';
import {
  booked,
  groupOpened,
  joined,
  P,
  reservationCreated,
  sourceClone,
  statusChanged,
} from './test-fixtures';

// Working date 2026-11-21 (Ulaanbaatar, UTC+8).
const history = [
  // today's arrival
  ...booked('r-1', { number: 1, createdAt: '2026-11-10T01:00:00.000Z' }),
  // tomorrow's arrival, confirmed, booked through the channel, no room yet
  ...booked('r-2', {
    number: 2,
    status: 'confirmed',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    roomClone: null,
    sourceClone: { ...sourceClone, name: 'iHotel', serviceName: 'ihotel' },
    createdAt: '2026-11-11T01:00:00.000Z',
  }),
  // in the house, leaving today
  ...booked('r-3', {
    number: 3,
    checkIn: '2026-11-19',
    checkOut: '2026-11-21',
    roomClone: { roomId: 'room-10', name: '10' },
    guestClone: {
      name: 'Сараа',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: '88001122',
      email: null,
    },
    createdAt: '2026-11-12T01:00:00.000Z',
  }),
  statusChanged('r-3', 'pending', 'checked-in'),
  // canceled, a day stay next week (created on the evening of the 20th UTC = the 21st locally)
  ...booked('r-4', {
    number: 4,
    stayType: 'day',
    checkIn: '2026-11-28',
    checkOut: '2026-11-28',
    createdAt: '2026-11-20T17:00:00.000Z',
  }),
  statusChanged('r-4', 'pending', 'canceled', { cancellation: { amount: 0, isPaid: false } }),
  // a group of two crossing into December
  groupOpened('g-5', 5),
  reservationCreated('r-5', {
    number: 6,
    groupId: 'g-5',
    groupNumber: 5,
    checkIn: '2026-11-30',
    checkOut: '2026-12-03',
    createdAt: '2026-11-13T01:00:00.000Z',
  }),
  reservationCreated('r-6', {
    number: 5,
    groupId: 'g-5',
    groupNumber: 5,
    checkIn: '2026-11-30',
    checkOut: '2026-12-03',
    roomClone: { roomId: 'room-2', name: '2' },
    createdAt: '2026-11-13T01:00:00.000Z',
  }),
  joined('g-5', ['r-5', 'r-6']),
  // another property's reservation
  ...booked('r-9', { propertyId: 'p-2', number: 1, createdAt: '2026-11-14T01:00:00.000Z' }),
];

const seeded = async (): Promise<ReadStore> => {
  const store = await givenEvents(reservationsProjection, history);
  await store.withTransaction(async (session) => {
    await session
      .collection(PROPERTIES)
      .insertOne({ _id: P, workingDate: '2026-11-21', timeZone: 'Asia/Ulaanbaatar' });
    const type = (id: string, name: string, isPriority: boolean, since: string | null) => ({
      _id: id,
      propertyId: P,
      name,
      shortName: name.slice(0, 3).toUpperCase(),
      isPriority,
      updatedAtIsPriority: since,
    });
    await session
      .collection(ROOM_TYPES)
      .insertMany([
        type('rt-1', 'Standard', false, null),
        type('rt-2', 'Deluxe', true, '2026-10-02T00:00:00.000Z'),
        type('rt-3', 'Suite', true, '2026-10-01T00:00:00.000Z'),
        { ...type('rt-x', 'Other hotel', false, null), propertyId: 'p-2' },
      ]);
    const room = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
      _id: id,
      propertyId: P,
      roomTypeId: 'rt-1',
      name,
      description: null,
      ...extra,
    });
    await session
      .collection(ROOMS)
      .insertMany([
        room('room-10', '10'),
        room('room-2', '2'),
        room('room-1', '101'),
        room('room-s', 'S1', { roomTypeId: 'rt-3' }),
      ]);
    // Housekeeping marked room 2 dirty.
    await session.collection(ROOM_CLEANLINESS).insertOne({
      _id: 'room-2',
      propertyId: P,
      status: 'dirty',
      changedAt: '2026-11-21T10:00:00.000Z',
      source: 'staff',
      reservationNumber: null,
    });
  });
  return store;
};

/** One cache per store, as the app has (a cache answers for one read store). */
const caches = new WeakMap<ReadStore, CalendarCache>();

/** The answer as the UI reads it: sent as JSON, the stays expanded by the UI's own code. */
const calendar = async (store: ReadStore, range: { from: string; to: string }) => {
  if (!caches.has(store)) caches.set(store, new CalendarCache());
  const answer = await calendarOf(store, P, range, caches.get(store)!);
  const { stays, ...rest } = JSON.parse(await calendarJson(answer)) as {
    from: string;
    to: string;
    workingDate: string;
    roomTypes: { id: string; rooms: { id: string }[] }[];
    stays: Parameters<typeof expandStays>[0];
  };
  return { ...rest, stays, bookings: expandStays(stays) };
};

/**
 * The bookings as GET /calendar answered them before its stays were packed: every live
 * reservation of the property overlapping the range (check-in before `to`, check-out on or
 * after `from`) as `calendarBookingOf` made it, ordered by check-in, then number.
 */
const formerBookings = async (store: ReadStore, { from, to }: { from: string; to: string }) =>
  (await store.collection<ReservationDoc>(RESERVATIONS).find({ propertyId: P }))
    .filter((r) => r.status !== 'canceled' && r.checkIn < to && r.checkOut >= from)
    .sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.number - b.number))
    .map((r) => JSON.parse(JSON.stringify(calendarBookingOf(r))) as CalendarBooking);

const list = async (store: ReadStore, query: Record<string, unknown> = {}) => {
  const answer = await listReservations(store, P, reservationListQuerySchema.parse(query));
  return { ...answer, numbers: answer.data.map((r) => r.number) };
};

describe('reservation list', () => {
  it('answers each tab from the working date, newest first', async () => {
    const store = await seeded();
    expect(await list(store, { tab: 'todayCheckin' })).toMatchObject({
      numbers: [1],
      total: 1,
      workingDate: '2026-11-21',
    });
    expect((await list(store, { tab: 'todayCheckout' })).numbers).toEqual([3]);
    expect((await list(store, { tab: 'tomorrowCheckin' })).numbers).toEqual([2]);
    const other = await list(store, { tab: 'other' });
    expect(other.numbers).toEqual([4, 6, 5, 3, 2, 1]);
    expect(other.total).toBe(6);
  });

  it('pages (rowsPerPage 0: all)', async () => {
    const store = await seeded();
    expect(await list(store, { rowsPerPage: '2', page: '2' })).toMatchObject({
      numbers: [5, 3],
      total: 6,
    });
    expect((await list(store, { rowsPerPage: '0', page: '3' })).numbers).toHaveLength(6);
    expect((await list(store, { rowsPerPage: '5', page: '9' })).numbers).toEqual([]);
  });

  it('searches number, guest, phone and room, in any case', async () => {
    const store = await seeded();
    expect((await list(store, { search: 'САРАА' })).numbers).toEqual([3]);
    expect((await list(store, { search: '8800' })).numbers).toEqual([3]);
    // A substring: room 101 (r-1, r-4 and r-5, number 6).
    expect((await list(store, { search: ' 101 ' })).numbers).toEqual([4, 6, 1]);
    expect((await list(store, { search: 'бат дорж' })).numbers).toEqual([4, 6, 5, 2, 1]);
    expect((await list(store, { search: '(.*' })).numbers).toEqual([]);
  });

  it('filters by status, stay type, balance, request and dates', async () => {
    const store = await seeded();
    expect((await list(store, { statuses: 'checked-in,canceled' })).numbers).toEqual([4, 3]);
    expect((await list(store, { stayType: 'day' })).numbers).toEqual([4]);
    expect((await list(store, { notPaid: 'true' })).numbers).toEqual([6, 5, 3, 2, 1]);
    expect((await list(store, { isRequest: 'true' })).numbers).toEqual([]);
    expect(
      (await list(store, { filterType: 'checkIn', start: '2026-11-21', end: '2026-11-22' }))
        .numbers,
    ).toEqual([2, 1]);
    expect((await list(store, { filterType: 'checkOut', end: '2026-11-21' })).numbers).toEqual([3]);
    // createdAt: the property's days (r-4 was created on the 21st in Ulaanbaatar).
    expect(
      (await list(store, { filterType: 'createdAt', start: '2026-11-21', end: '2026-11-21' }))
        .numbers,
    ).toEqual([4]);
    expect((await list(store, { start: '2026-11-11', end: '2026-11-12' })).numbers).toEqual([3, 2]);
    // Filters narrow a tab too.
    expect((await list(store, { tab: 'todayCheckin', statuses: 'confirmed' })).numbers).toEqual([]);
  });

  it('offers the tab statuses the rules allow, and the cancellation fee of today', async () => {
    const store = await seeded();
    const [today] = (await list(store, { tab: 'todayCheckin' })).data;
    expect(today?.allowed.statuses).toEqual(['checked-in', 'canceled']);
    // Check-in today, policy: 10 % until 3 days before, 50 % after.
    expect(today?.suggestedCancellationFee).toBe(100_000);
    const [channel] = (await list(store, { tab: 'tomorrowCheckin' })).data;
    expect(channel?.allowed.statuses).toEqual([]);
    expect((await list(store, { tab: 'other' })).data[0]?.allowed.statuses).toEqual([]);
  });

  it('refuses bad query values', () => {
    const issues = (query: Record<string, unknown>) => {
      const result = reservationListQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(issues({ tab: 'yesterday' })).toEqual(['tab']);
    expect(issues({ statuses: 'pending,gone' })).toEqual(['statuses.1']);
    expect(issues({ start: '2026-13-01' })).toEqual(['start']);
    expect(issues({ start: '2026-11-10', end: '2026-11-01' })).toEqual(['end']);
    expect(issues({ page: '0', rowsPerPage: 'x' })).toEqual(['page', 'rowsPerPage']);
    expect(issues({ notPaid: 'maybe', stayType: 'week' })).toEqual(['stayType', 'notPaid']);
    expect(issues({ tab: 'other', start: '', stayType: '', notPaid: 'false' })).toEqual([]);
  });
});

describe('reservation detail and group', () => {
  it('answers a reservation of the caller’s property only', async () => {
    const store = await seeded();
    const reservation = await findReservation(store, P, 'r-3');
    expect(reservation).toMatchObject({
      id: 'r-3',
      number: 3,
      status: 'checked-in',
      guestName: 'Сараа',
      allowed: {
        // In the house: never pending, canceled or a no-show again; the check-out waits for
        // the balance, and the check-in is undone only on the arrival day.
        statuses: [],
        refusedStatuses: [
          {
            status: 'confirmed',
            rule: 'reservation.checkInUndoLate',
            params: { date: '2026-11-19', workingDate: '2026-11-21' },
          },
          {
            status: 'checked-out',
            rule: 'reservation.balanceDue',
            params: { balance: reservation?.balance },
          },
        ],
        changeDates: true,
        changeCheckIn: false,
        // Two nights slept in its room type, none left: the type stays and the guest is not
        // moved (docs/reservations.md "Moving a guest in the house").
        changeRoomType: false,
        changeRoom: false,
        clearRoom: false,
      },
    });
    expect(reservation).not.toHaveProperty('propertyId');
    expect(reservation).not.toHaveProperty('searchText');
    expect(await findReservation(store, 'p-2', 'r-3')).toBeNull();
    expect(await findReservation(store, P, 'r-9')).toBeNull();
    const channel = await findReservation(store, P, 'r-2');
    // The channel's own statuses are never offered; tomorrow's arrival is neither checked in
    // nor a no-show today, and says why.
    expect(channel?.allowed).toMatchObject({
      statuses: [],
      refusedStatuses: [
        { status: 'checked-in', rule: 'reservation.checkInFuture', params: { date: '2026-11-22' } },
        { status: 'no-show', rule: 'reservation.noShowFuture', params: { date: '2026-11-22' } },
      ],
      changeDates: false,
    });
    // Today's arrival with a room: every move that makes sense, none refused.
    const arrival = await findReservation(store, P, 'r-1');
    expect(arrival?.allowed).toMatchObject({
      statuses: ['confirmed', 'checked-in', 'canceled', 'no-show'],
      refusedStatuses: [],
    });
  });

  it('answers a group with its reservations by number and their sums', async () => {
    const store = await seeded();
    const group = await findGroup(store, P, 'g-5');
    expect(group).toMatchObject({ id: 'g-5', number: 5, amount: 600_000, balance: 600_000 });
    expect(group?.reservations.map((r) => [r.id, r.groupSize, r.isGroup])).toEqual([
      ['r-6', 2, true],
      ['r-5', 2, true],
    ]);
    expect(await findGroup(store, 'p-2', 'g-5')).toBeNull();
  });
});

describe('calendar', () => {
  it('draws room types, rooms and the live bookings that overlap the range', async () => {
    const store = await seeded();
    const drawn = await calendar(store, { from: '2026-11-21', to: '2026-12-01' });
    expect(drawn).toMatchObject({ from: '2026-11-21', to: '2026-12-01' });
    expect(drawn.workingDate).toBe('2026-11-21');
    expect(drawn.roomTypes).toEqual([
      {
        id: 'rt-3',
        name: 'Suite',
        shortName: 'SUI',
        rooms: [{ id: 'room-s', name: 'S1', status: 'clean' }],
      },
      { id: 'rt-2', name: 'Deluxe', shortName: 'DEL', rooms: [] },
      {
        id: 'rt-1',
        name: 'Standard',
        shortName: 'STA',
        rooms: [
          { id: 'room-2', name: '2', status: 'dirty' },
          { id: 'room-10', name: '10', status: 'clean' },
          { id: 'room-1', name: '101', status: 'clean' },
        ],
      },
    ]);
    // r-3 leaves on the first day (drawn until noon); r-4 is canceled.
    expect(drawn.bookings.map((b) => [b.id, b.roomId, b.checkIn])).toEqual([
      ['r-3', 'room-10', '2026-11-19'],
      ['r-1', 'room-1', '2026-11-21'],
      ['r-2', null, '2026-11-22'],
      ['r-6', 'room-2', '2026-11-30'],
      ['r-5', 'room-1', '2026-11-30'],
    ]);
    expect(drawn.bookings[0]).toEqual({
      id: 'r-3',
      number: 3,
      groupId: 'g-r-3',
      groupNumber: 1,
      roomTypeId: 'rt-1',
      roomId: 'room-10',
      status: 'checked-in',
      stayType: 'night',
      checkIn: '2026-11-19',
      checkOut: '2026-11-21',
      arrivalTime: '14:00',
      exitTime: '12:00',
      guestName: 'Сараа',
      numberOfGuests: 2,
      amount: 200_000,
      balance: 200_000,
      sourceName: 'Walk-in',
    });
  });

  it('reads each week a range touches, each booking once', async () => {
    const store = await seeded();
    const december = await calendar(store, { from: '2026-11-25', to: '2027-01-01' });
    expect(december.bookings.map((b) => b.id)).toEqual(['r-6', 'r-5']);
    const before = await calendar(store, { from: '2026-11-01', to: '2026-11-19' });
    expect(before.bookings).toEqual([]);
  });

  it('packs the stays so that they expand to exactly the bookings the unpacked answer gave', async () => {
    const store = await givenEvents(reservationsProjection, [
      ...history,
      // A room type and a room deleted since, a day stay from another source, a stay before
      // the range, one made from a reservation request.
      ...booked('r-7', {
        number: 7,
        roomTypeClone: {
          roomTypeId: 'rt-gone',
          name: 'Gone',
          shortName: 'GON',
          defaultPrice: 100_000,
          priceDayUse: 0,
          hasExtraBed: false,
          extraBeds: null,
        },
        roomClone: { roomId: 'room-gone', name: '9' },
        checkIn: '2026-11-26',
        checkOut: '2026-11-29',
      }),
      ...booked('r-8', {
        number: 8,
        stayType: 'day',
        checkIn: '2026-11-27',
        checkOut: '2026-11-27',
        arrivalTime: '09:30',
        exitTime: '18:00',
        // A source named in English too: its English name rides beside the name.
        sourceClone: { ...sourceClone, sourceId: 's-2', name: 'Утас', nameEn: 'Phone' },
      }),
      ...booked('r-10', { number: 10, checkIn: '2026-11-02', checkOut: '2026-11-25' }),
    ]);
    const seededStore = await seeded();
    await store.withTransaction(async (session) => {
      for (const name of [PROPERTIES, ROOM_TYPES, ROOMS, ROOM_CLEANLINESS]) {
        await session.collection(name).insertMany(await seededStore.collection(name).find({}));
      }
      // As the reservation requests' conversion sets it (both read models).
      await session
        .collection<ReservationDoc>(RESERVATIONS)
        .updateOne({ _id: 'r-8' }, { $set: { resReqId: 'req-1' } });
      const [row] = await session
        .collection<CalendarStayDoc>(CALENDAR_STAYS)
        .find({ reservationId: 'r-8' });
      await session
        .collection<CalendarStayDoc>(CALENDAR_STAYS)
        .updateOne({ _id: row!._id }, { $set: { fixed: `${row!.fixed},"req-1"` } });
    });
    for (const range of [
      { from: '2026-11-21', to: '2026-12-01' },
      { from: '2026-11-25', to: '2026-11-28' },
      { from: '2026-11-01', to: '2027-01-01' },
      { from: '2026-11-28', to: '2026-11-29' },
    ]) {
      const former = await formerBookings(store, range);
      expect(former.length).toBeGreaterThan(0);
      expect((await calendar(store, range)).bookings).toStrictEqual(former);
    }
    const packed = (await calendar(store, { from: '2026-11-21', to: '2026-12-01' })).stays;
    expect(packed.roomTypeIds).toContain('rt-gone');
    expect(packed.roomIds).toContain('room-gone');
    expect(packed.rows.find((row) => row.includes('r-8'))?.at(-1)).toBe('req-1');
    expect(packed.sources.map((name, i) => [name, packed.sourcesEn[i]])).toEqual(
      expect.arrayContaining([
        ['Walk-in', null],
        ['Утас', 'Phone'],
      ]),
    );
    const phone = (await calendar(store, { from: '2026-11-21', to: '2026-12-01' })).bookings.find(
      (b) => b.id === 'r-8',
    );
    expect(phone).toMatchObject({ sourceName: 'Утас', sourceNameEn: 'Phone' });
  });

  it('takes 1 to 62 days', () => {
    const problem = (from: string, to: string) => {
      const result = calendarQuerySchema.safeParse({ from, to });
      return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(problem('2026-11-01', '2027-01-02')).toBeNull();
    expect(problem('2026-11-01', '2027-01-03')).toEqual([['to', 'validation.calendarRange']]);
    expect(problem('2026-11-01', '2026-11-01')).toEqual([['to', 'validation.endBeforeStart']]);
    expect(problem('2026-11-01', 'soon')).toEqual([['to', 'validation.date']]);
  });
});

describe('start of a property day', () => {
  it('is the instant midnight falls in the time zone', () => {
    expect(startOfDay('2026-11-21', 'Asia/Ulaanbaatar')).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfDay('2026-11-21', 'UTC')).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
  });
});
