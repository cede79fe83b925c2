import { describe, expect, it } from 'vitest';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { givenEvents } from '../runtime/given';
import { unpackStay } from './calendar-payload';
import {
  CALENDAR_STAYS,
  type CalendarStayDoc,
  type ReservationDoc,
  reservationsProjection,
  RESERVATIONS,
} from './projection';
import { booked, event, P, statusChanged } from './test-fixtures';

/** Given/then: a guest in the house moved mid-stay, in the detail and on the calendar. */

const assigned = (
  roomId: string,
  name: string,
  move?: { from: string; segment?: { roomId: string; name: string; from: string; to: string } },
) =>
  event('ReservationRoomAssigned', {
    propertyId: P,
    reservationId: 'r-1',
    roomClone: { roomId, name },
    ...(move?.from ? { from: move.from } : {}),
    ...(move?.segment
      ? {
          segment: {
            roomClone: { roomId: move.segment.roomId, name: move.segment.name },
            from: move.segment.from,
            to: move.segment.to,
          },
        }
      : {}),
  });

/** Booked in 202 for 26 → 30 November (two calendar weeks), checked in. */
const history = () => [
  ...booked('r-1', {
    checkIn: '2026-11-26',
    checkOut: '2026-11-30',
    roomClone: { roomId: 'room-202', name: '202' },
  }),
  statusChanged('r-1', 'confirmed', 'checked-in'),
  assigned('room-209', '209', {
    from: '2026-11-28',
    segment: { roomId: 'room-202', name: '202', from: '2026-11-26', to: '2026-11-28' },
  }),
];

const calendarOf = async (store: ReadStore) =>
  (
    await store
      .collection<CalendarStayDoc>(CALENDAR_STAYS)
      .find({ reservationId: 'r-1' }, { sort: { week: 1 } })
  ).map((row) => ({ week: row.week, booking: unpackStay(row, row.checkIn, row.checkOut) }));

describe('a mid-stay room move in the reservations read model', () => {
  it('keeps the earlier room in the detail and in every calendar row of the stay', async () => {
    const store = await givenEvents(reservationsProjection, history());
    const doc = await store.collection<ReservationDoc>(RESERVATIONS).findOne({ _id: 'r-1' });
    expect(doc).toMatchObject({
      roomClone: { roomId: 'room-209', name: '209' },
      roomName: '209',
      roomSegments: [
        { roomClone: { roomId: 'room-202', name: '202' }, from: '2026-11-26', to: '2026-11-28' },
      ],
    });
    const rows = await calendarOf(store);
    expect(rows.map((row) => row.week)).toEqual(['2026-11-23', '2026-11-30']);
    for (const { booking } of rows) {
      expect(booking).toMatchObject({
        roomId: 'room-209',
        checkIn: '2026-11-26',
        checkOut: '2026-11-30',
        segments: [{ roomId: 'room-202', from: '2026-11-26', to: '2026-11-28' }],
      });
    }
  });

  it('a whole move (before a night was slept) leaves no segment; later ones add theirs', async () => {
    const store = await givenEvents(reservationsProjection, [
      ...booked('r-1', { checkIn: '2026-11-26', checkOut: '2026-11-30' }),
      assigned('room-202', '202'),
      statusChanged('r-1', 'confirmed', 'checked-in'),
      assigned('room-209', '209', {
        from: '2026-11-27',
        segment: { roomId: 'room-202', name: '202', from: '2026-11-26', to: '2026-11-27' },
      }),
      // The same day again: the current room is replaced, the slept night stays on 202.
      assigned('room-210', '210', { from: '2026-11-27' }),
      assigned('room-202', '202', {
        from: '2026-11-28',
        segment: { roomId: 'room-210', name: '210', from: '2026-11-27', to: '2026-11-28' },
      }),
    ]);
    const [first] = await calendarOf(store);
    expect(first?.booking.roomId).toBe('room-202');
    expect(first?.booking.segments).toEqual([
      { roomId: 'room-202', from: '2026-11-26', to: '2026-11-27' },
      { roomId: 'room-210', from: '2026-11-27', to: '2026-11-28' },
    ]);
    const plain = await givenEvents(reservationsProjection, [
      ...booked('r-1', { checkIn: '2026-11-26', checkOut: '2026-11-30' }),
      assigned('room-202', '202'),
    ]);
    const [row] = await calendarOf(plain);
    expect(row?.booking).not.toHaveProperty('segments');
    expect(
      await plain.collection<ReservationDoc>(RESERVATIONS).findOne({ _id: 'r-1' }),
    ).not.toHaveProperty('roomSegments');
  });

  it('rebuilds to the same documents', async () => {
    const events = history();
    const dump = async (store: ReadStore) =>
      Promise.all(
        reservationsProjection.collections.map((name) =>
          store.collection(name).find({}, { sort: { _id: 1 } }),
        ),
      );
    expect(await dump(await givenEvents(reservationsProjection, events))).toEqual(
      await dump(await givenEvents(reservationsProjection, events)),
    );
  });
});
