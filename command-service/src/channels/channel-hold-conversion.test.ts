import { describe, expect, it } from 'vitest';
import { convertChannelHoldSchema } from '@hotel/events/channels/channel-reservation-commands';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { type LedgerEvent, type LedgerState, ledger } from '../reservations/ledger';
import { book } from '../reservations/decider';
import { bookCommand, broken, context, P, R101, STD } from '../reservations/test-world';
import { LUX_PLAN, STD_PLAN, world } from './channel-test-world';
import { holdIdOf, syncHolds } from './calendar-holds';
import { convertChannelHold } from './channel-hold-conversion';

/**
 * Given/when/then: a site's held booking made a reservation (docs/channels.md "A hold made a
 * reservation") — the hold gives way to the stay in one decision, and later reads of the
 * site's calendar leave the converted event alone.
 */

const PLAN = STD_PLAN;
const FEED = { feedId: 'feed-a', roomId: R101, channel: 'Airbnb' };
const HOLD = holdIdOf(FEED.feedId, 'a1@airbnb');
const held = {
  holdId: HOLD,
  feedId: FEED.feedId,
  channel: 'Airbnb',
  uid: 'a1@airbnb',
  roomId: R101,
  roomTypeId: STD,
  startDate: '2026-11-25',
  endDate: '2026-11-28',
};
const given = (...events: LedgerEvent[]): LedgerState =>
  events.reduce((state, event) => ledger.evolve(state, event), ledger.initialState());
const placed: LedgerEvent = { type: 'ChannelHoldPlaced', data: { propertyId: P, hold: held } };
const command = (fields: object = {}) =>
  convertChannelHoldSchema.parse({
    holdId: HOLD,
    guestName: 'Anna Smith',
    ratePlanId: PLAN,
    adults: 2,
    ...fields,
  });

describe('a held booking made a reservation', () => {
  it('books the hold’s room and nights, the site as source and its UID as reference', () => {
    const { decision, released, converted } = convertChannelHold(
      command(),
      world,
      given(placed),
      context(),
    );
    const created = [...decision.reservations.values()][0]?.[0] as Extract<
      ReservationEvent,
      { type: 'ReservationCreated' }
    >;
    expect(created.data).toMatchObject({
      checkIn: '2026-11-25',
      checkOut: '2026-11-28',
      status: 'confirmed',
      roomClone: { roomId: R101 },
      sourceClone: { name: 'Airbnb', sourceId: null, externalRef: 'a1@airbnb' },
    });
    expect(released).toEqual({
      type: 'ChannelHoldReleased',
      data: { propertyId: P, holdId: HOLD, feedId: FEED.feedId },
    });
    expect(converted.data).toMatchObject({
      holdId: HOLD,
      reservationId: created.data.reservationId,
    });
    // Applied as the route appends them (released first), the room is held by the stay alone.
    const ledgerAfter = given(placed, released, ...decision.ledger);
    expect(ledgerAfter.channelHolds.has(HOLD)).toBe(false);
    expect(ledgerAfter.stays.get(created.data.reservationId)?.roomId).toBe(R101);
  });

  it('gives way only to its own conversion: a desk booking over it is still refused', () => {
    const desk = bookCommand({ roomId: R101 }, { ratePlanId: PLAN });
    expect(broken(() => book(desk, world, given(placed), null, context()))).toBe(
      '409 reservation.roomTaken',
    );
  });

  it('refuses a plan of another room type, a conflicted hold, and an unknown one', () => {
    expect(
      broken(() =>
        convertChannelHold(command({ ratePlanId: LUX_PLAN }), world, given(placed), context()),
      ),
    ).toBe('channel.rateNotOfRoom');
    const conflicted: LedgerEvent = {
      type: 'ChannelHoldConflicted',
      data: {
        propertyId: P,
        hold: held,
        date: '2026-11-26',
        with: { kind: 'block', blockId: 'b-1' },
      },
    };
    expect(broken(() => convertChannelHold(command(), world, given(conflicted), context()))).toBe(
      'channel.holdNotHeld',
    );
    expect(() => convertChannelHold(command(), world, given(), context())).toThrow(/not found/);
  });

  it('is left alone by the next read of the site’s calendar', () => {
    const { decision, released } = convertChannelHold(command(), world, given(placed), context());
    const now = given(placed, released, ...decision.ledger);
    const events = [{ uid: 'a1@airbnb', startDate: '2026-11-25', endDate: '2026-11-28' }];
    const read = { propertyId: P, now: '2026-11-22T03:00:00.000Z', today: '2026-11-22' };
    // Unmarked, the event would be placed again and collide with our own reservation.
    expect(syncHolds(FEED, events, now, world.inventory, read).map((e) => e.type)).toEqual([
      'ChannelHoldConflicted',
    ]);
    const converted = { ...FEED, converted: new Set([HOLD]) };
    expect(syncHolds(converted, events, now, world.inventory, read)).toEqual([]);
  });
});
