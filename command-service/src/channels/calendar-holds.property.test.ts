import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import type { HeldStay } from '@hotel/events/reservations/events';
import type { InventoryState } from '../inventory/decider';
import { type LedgerState, ledger } from '../reservations/ledger';
import { findShortage, findSpanShortage } from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';
import { type FeedEvent, holdIdOf, syncHolds } from './calendar-holds';

/**
 * For any sequence of site calendars read, bookings and cancellations: no night of a room is
 * sold twice (nor a room type oversold), every event of the calendars is on the ledger at its
 * dates — held or conflicted, never dropped — and after a read of every calendar no conflicted
 * hold could take its room.
 */

const P = 'p-1';
const STD = 'type-std';
const ROOMS = ['room-1', 'room-2'];
const TODAY = '2026-11-22';
const context = { propertyId: P, now: '2026-11-22T03:00:00.000Z', today: TODAY };
const inventory = {
  roomTypes: new Map([[STD, { id: STD, name: 'Standard' }]]),
  rooms: new Map(ROOMS.map((id) => [id, { id, roomTypeId: STD, name: id, description: null }])),
} as unknown as InventoryState;
const rooms = roomsViewOf(inventory);
const FEEDS = [
  { feedId: 'feed-a', roomId: 'room-1', channel: 'Airbnb' },
  { feedId: 'feed-b', roomId: 'room-1', channel: 'Booking.com' },
  { feedId: 'feed-c', roomId: 'room-2', channel: 'Airbnb' },
];

const nights = fc.record({
  from: fc.integer({ min: -3, max: 20 }),
  length: fc.integer({ min: 1, max: 4 }),
});
const op = fc.oneof(
  fc.record({
    kind: fc.constant('read' as const),
    feed: fc.integer({ min: 0, max: FEEDS.length - 1 }),
    // null: a 304 or a failed read
    events: fc.option(
      fc.array(fc.record({ uid: fc.integer({ min: 0, max: 3 }), nights }), { maxLength: 4 }),
    ),
  }),
  fc.record({
    kind: fc.constant('book' as const),
    room: fc.option(fc.constantFrom(...ROOMS)),
    nights,
  }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
);

const dates = ({ from, length }: { from: number; length: number }) => ({
  startDate: addDays(TODAY, from),
  endDate: addDays(TODAY, from + length),
});

const stayOf = (
  id: string,
  roomId: string | null,
  n: { from: number; length: number },
): HeldStay => {
  const { startDate, endDate } = dates(n);
  return {
    reservationId: id,
    roomTypeId: STD,
    roomId,
    stayType: 'night',
    checkIn: startDate,
    checkOut: endDate,
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
  };
};

/** The spans each room is taken by (stays and held holds), and the type's at once. */
const expectNothingSoldTwice = (state: LedgerState) => {
  const taken: { roomId: string | null; start: number; end: number }[] = [];
  for (const stay of state.stays.values()) {
    if (stay.rooms.length === 0) taken.push({ roomId: null, start: stay.start, end: stay.end });
    for (const span of stay.rooms) taken.push(span);
  }
  for (const hold of state.channelHolds.values()) if (!hold.conflict) taken.push(hold);
  for (const [i, a] of taken.entries()) {
    for (const b of taken.slice(i + 1)) {
      if (a.roomId !== null && a.roomId === b.roomId)
        expect(a.start < b.end && b.start < a.end).toBe(false);
    }
    const atOnce = taken.filter((b) => b.start <= a.start && a.start < b.end).length;
    expect(atOnce).toBeLessThanOrEqual(ROOMS.length);
  }
};

describe('channel holds, bookings and cancellations in any order', () => {
  it('never sell a night twice and never drop a site event', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let state = ledger.initialState();
        const calendars = new Map<string, FeedEvent[]>();
        const booked: string[] = [];
        for (const [n, step] of ops.entries()) {
          if (step.kind === 'read') {
            const feed = FEEDS[step.feed]!;
            const events =
              step.events?.map((e) => ({ uid: `u${e.uid}`, ...dates(e.nights) })) ?? null;
            if (events) calendars.set(feed.feedId, events);
            for (const e of syncHolds(feed, events, state, inventory, context))
              state = ledger.evolve(state, e);
          } else if (step.kind === 'book') {
            const stay = stayOf(`r-${n}`, step.room, step.nights);
            if (!findShortage(state, [stay], rooms, { at: context.now })) {
              state = ledger.evolve(state, {
                type: 'StaysHeld',
                data: {
                  propertyId: P,
                  groupId: `g-${n}`,
                  groupNumber: n + 1,
                  stays: [{ ...stay, number: n + 1 }],
                },
              });
              booked.push(stay.reservationId);
            }
          } else if (booked.length > 0) {
            const [id] = booked.splice(step.which % booked.length, 1);
            state = ledger.evolve(state, {
              type: 'StayReleased',
              data: { propertyId: P, reservationId: id! },
            });
          }
          expectNothingSoldTwice(state);
        }
        // A read of every calendar (as the scheduler's next round): what can take its room does.
        for (const feed of FEEDS) {
          for (const e of syncHolds(feed, null, state, inventory, context))
            state = ledger.evolve(state, e);
        }
        expectNothingSoldTwice(state);
        for (const feed of FEEDS) {
          const seen = new Set<string>();
          // A UID given twice: its earliest nights count (as syncHolds reads them).
          const calendar = [...(calendars.get(feed.feedId) ?? [])].sort((a, b) =>
            a.startDate.localeCompare(b.startDate),
          );
          for (const event of calendar) {
            if (seen.has(event.uid) || event.endDate <= TODAY) continue;
            seen.add(event.uid);
            const hold = state.channelHolds.get(holdIdOf(feed.feedId, event.uid));
            expect(hold).toMatchObject({ startDate: event.startDate, endDate: event.endDate });
            if (hold?.conflict) {
              // A conflict is real: the hold could not take its room now either.
              const candidate = {
                id: hold.holdId,
                roomTypeId: STD,
                roomId: hold.roomId,
                start: hold.start,
                end: hold.end,
              };
              expect(
                findSpanShortage(state, [candidate], rooms, { at: context.now }),
              ).not.toBeNull();
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
