import { describe, expect, it } from 'vitest';
import type { ChannelHoldEvent } from '@hotel/events/channels/calendar-hold-events';
import type { HeldStay } from '@hotel/events/reservations/events';
import type { InventoryState } from '../inventory/decider';
import { type LedgerEvent, type LedgerState, ledger } from '../reservations/ledger';
import { findShortage } from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';
import { type FeedEvent, holdIdOf, releaseFeedHolds, syncHolds } from './calendar-holds';

/** Given/when/then: a site's calendar read into channel holds (docs/channels.md). */

const P = 'p-1';
const STD = '00000000-0000-4000-8000-00000000000a';
const R101 = '00000000-0000-4000-8000-000000000101';
const R102 = '00000000-0000-4000-8000-000000000102';
const context = { propertyId: P, now: '2026-11-22T03:00:00.000Z', today: '2026-11-22' };
const room = (id: string) => ({ id, roomTypeId: STD, name: id.slice(-3), description: null });
const inventory = {
  roomTypes: new Map([[STD, { id: STD, name: 'Standard' }]]),
  rooms: new Map([
    [R101, room(R101)],
    [R102, room(R102)],
  ]),
} as unknown as InventoryState;

const AIRBNB = { feedId: 'feed-a', roomId: R101, channel: 'Airbnb' };
const BOOKING = { feedId: 'feed-b', roomId: R101, channel: 'Booking.com' };

const given = (...events: LedgerEvent[]): LedgerState =>
  events.reduce((state, event) => ledger.evolve(state, event), ledger.initialState());
const ev = (uid: string, startDate: string, endDate: string): FeedEvent => ({
  uid,
  startDate,
  endDate,
});
const hold = (feed: typeof AIRBNB, uid: string, startDate: string, endDate: string) => ({
  holdId: holdIdOf(feed.feedId, uid),
  feedId: feed.feedId,
  channel: feed.channel,
  uid,
  roomId: feed.roomId,
  roomTypeId: STD,
  startDate,
  endDate,
});
const stay = (id: string, roomId: string | null, checkIn: string, checkOut: string): HeldStay => ({
  reservationId: id,
  roomTypeId: STD,
  roomId,
  stayType: 'night',
  checkIn,
  checkOut,
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
});
const booked = (number: number, ...stays: HeldStay[]): LedgerEvent => ({
  type: 'StaysHeld',
  data: {
    propertyId: P,
    groupId: `g-${number}`,
    groupNumber: number,
    stays: stays.map((s, i) => ({ ...s, number: number + i })),
  },
});
const sync = (state: LedgerState, feed: typeof AIRBNB, events: FeedEvent[] | null) =>
  syncHolds(feed, events, state, inventory, context);
const apply = (state: LedgerState, events: readonly ChannelHoldEvent[]) =>
  events.reduce((s, e) => ledger.evolve(s, e), state);

describe('a site calendar read into holds', () => {
  it('a new event is placed and takes its room: our booking of those nights is refused', () => {
    const events = sync(given(), AIRBNB, [ev('x@airbnb', '2026-12-01', '2026-12-04')]);
    expect(events).toEqual([
      {
        type: 'ChannelHoldPlaced',
        data: { propertyId: P, hold: hold(AIRBNB, 'x@airbnb', '2026-12-01', '2026-12-04') },
      },
    ]);
    const after = apply(given(), events);
    const shortage = findShortage(
      after,
      [stay('r-1', R101, '2026-12-03', '2026-12-05')],
      roomsViewOf(inventory),
      { at: context.now },
    );
    expect(shortage).toMatchObject({ kind: 'room', date: '2026-12-03' });
    expect(shortage?.kind === 'room' && shortage.holder.kind).toBe('channelHold');
  });

  it('the same calendar read again changes nothing', () => {
    const calendar = [ev('x', '2026-12-01', '2026-12-04')];
    const state = apply(given(), sync(given(), AIRBNB, calendar));
    expect(sync(state, AIRBNB, calendar)).toEqual([]);
    expect(sync(state, AIRBNB, null)).toEqual([]);
  });

  it('changed dates move the hold; a gone event is released', () => {
    const state = apply(
      given(),
      sync(given(), AIRBNB, [
        ev('x', '2026-12-01', '2026-12-04'),
        ev('y', '2026-12-10', '2026-12-12'),
      ]),
    );
    expect(sync(state, AIRBNB, [ev('x', '2026-12-02', '2026-12-06')])).toEqual([
      {
        type: 'ChannelHoldReleased',
        data: { propertyId: P, holdId: holdIdOf('feed-a', 'y'), feedId: 'feed-a' },
      },
      {
        type: 'ChannelHoldMoved',
        data: { propertyId: P, hold: hold(AIRBNB, 'x', '2026-12-02', '2026-12-06') },
      },
    ]);
  });

  it('an event over before today is neither placed nor released', () => {
    const state = apply(given(), sync(given(), AIRBNB, [ev('x', '2026-11-25', '2026-11-27')]));
    expect(sync(given(), AIRBNB, [ev('old', '2026-11-01', '2026-11-22')])).toEqual([]);
    const later = { ...context, today: '2026-11-28' };
    expect(syncHolds(AIRBNB, [], state, inventory, later)).toEqual([]);
  });

  it('an event over our stay is a conflict with both parties, taking nothing', () => {
    const state = given(booked(7, stay('r-7', R101, '2026-12-02', '2026-12-05')));
    const events = sync(state, AIRBNB, [ev('x', '2026-12-01', '2026-12-03')]);
    expect(events).toEqual([
      {
        type: 'ChannelHoldConflicted',
        data: {
          propertyId: P,
          hold: hold(AIRBNB, 'x', '2026-12-01', '2026-12-03'),
          date: '2026-12-02',
          with: { kind: 'stay', reservationId: 'r-7', number: 7 },
        },
      },
    ]);
    const after = apply(state, events);
    expect(after.channelHoldsByRoom.size).toBe(0);
    // Read again with nothing changed: the conflict is not recorded twice.
    expect(sync(after, AIRBNB, [ev('x', '2026-12-01', '2026-12-03')])).toEqual([]);
  });

  it('when our stay goes away, the conflicted hold takes the room on the next read (even a 304)', () => {
    let state = given(booked(7, stay('r-7', R101, '2026-12-02', '2026-12-05')));
    state = apply(state, sync(state, AIRBNB, [ev('x', '2026-12-01', '2026-12-03')]));
    state = ledger.evolve(state, {
      type: 'StayReleased',
      data: { propertyId: P, reservationId: 'r-7' },
    });
    expect(sync(state, AIRBNB, null)).toEqual([
      {
        type: 'ChannelHoldPlaced',
        data: { propertyId: P, hold: hold(AIRBNB, 'x', '2026-12-01', '2026-12-03') },
      },
    ]);
  });

  it('two sites selling the same nights: the second is a conflict naming the first', () => {
    let state = apply(given(), sync(given(), AIRBNB, [ev('a', '2026-12-01', '2026-12-03')]));
    const events = sync(state, BOOKING, [ev('b', '2026-12-02', '2026-12-04')]);
    expect(events).toMatchObject([
      {
        type: 'ChannelHoldConflicted',
        data: { date: '2026-12-02', with: { kind: 'channelHold', channel: 'Airbnb', uid: 'a' } },
      },
    ]);
    state = apply(state, events);
    // Airbnb's guest canceled: Booking.com's hold takes the room on its next read.
    state = apply(state, sync(state, AIRBNB, []));
    expect(sync(state, BOOKING, null)).toMatchObject([{ type: 'ChannelHoldPlaced' }]);
  });

  it('overlapping events of one calendar: the later one is a conflict with the earlier', () => {
    const events = sync(given(), AIRBNB, [
      ev('a', '2026-12-01', '2026-12-03'),
      ev('b', '2026-12-02', '2026-12-04'),
    ]);
    expect(events).toMatchObject([
      { type: 'ChannelHoldPlaced', data: { hold: { uid: 'a' } } },
      { type: 'ChannelHoldConflicted', data: { with: { kind: 'channelHold', uid: 'a' } } },
    ]);
  });

  it('a room type full of unassigned stays: the hold conflicts with the room type', () => {
    const state = given(
      booked(
        1,
        stay('r-1', null, '2026-12-01', '2026-12-03'),
        stay('r-2', null, '2026-12-01', '2026-12-03'),
      ),
    );
    expect(sync(state, AIRBNB, [ev('x', '2026-12-02', '2026-12-04')])).toMatchObject([
      { type: 'ChannelHoldConflicted', data: { with: { kind: 'roomType', roomTypeId: STD } } },
    ]);
  });

  it('a moved hold frees its old nights for the next event of the same read', () => {
    const state = apply(given(), sync(given(), AIRBNB, [ev('a', '2026-12-01', '2026-12-03')]));
    expect(
      sync(state, AIRBNB, [
        ev('a', '2026-12-05', '2026-12-07'),
        ev('b', '2026-12-01', '2026-12-03'),
      ]),
    ).toMatchObject([
      { type: 'ChannelHoldPlaced', data: { hold: { uid: 'b' } } },
      { type: 'ChannelHoldMoved', data: { hold: { uid: 'a' } } },
    ]);
  });

  it('removing the import releases every hold of it, conflicted or not', () => {
    let state = given(booked(7, stay('r-7', R101, '2026-12-10', '2026-12-12')));
    state = apply(
      state,
      sync(state, AIRBNB, [
        ev('a', '2026-12-01', '2026-12-03'),
        ev('b', '2026-12-10', '2026-12-11'),
      ]),
    );
    expect(releaseFeedHolds(state, 'feed-a', P).map((e) => e.type)).toEqual([
      'ChannelHoldReleased',
      'ChannelHoldReleased',
    ]);
  });
});
