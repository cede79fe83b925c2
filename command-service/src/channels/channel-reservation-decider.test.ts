import { describe, expect, it } from 'vitest';
import { channelReservationSchema } from '@hotel/events/channels/channel-reservation-commands';
import type { ChannelReservationEvent } from '@hotel/events/channels/channel-reservation-events';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import type { ReservationDecision } from '../reservations/decider';
import { after, broken, context, P, STD } from '../reservations/test-world';
import { CH, channelOf, STD_PLAN, world } from './channel-test-world';
import {
  cancelChannelReservation,
  channelBooking,
  channelBookingIdOf,
  channelCommandIdOf,
  mappedCodes,
  modifyChannelReservation,
  receiveChannelReservation,
  UnmappedCode,
} from './channel-reservation-decider';

/**
 * The channel booking rules (docs/channels.md "Channel reservations"), given/when/then: the
 * mapping of codes, idempotency by the channel's reservation id, modifications and cancellation
 * through the reservations' own deciders.
 */

/** Given: a channel "web" (a source of the property) with DBL → Standard, BAR → its plan. */
const channel = channelOf('web');

const input = (fields: object = {}) =>
  channelReservationSchema.parse({
    channel: CH,
    reservationId: 'BDC-1',
    roomCode: 'DBL',
    rateCode: 'BAR',
    checkIn: '2026-11-25',
    checkOut: '2026-11-27',
    adults: 2,
    guest: { name: 'Anna' },
    ...fields,
  });
const ctx = (commandId: string, requestHash = 'h1') => ({ ...context(commandId), requestHash });
const fold = (events: readonly ChannelReservationEvent[]) =>
  events.reduce(channelBooking.evolve, channelBooking.initialState());
const created = (decision: ReservationDecision) =>
  [...decision.reservations.values()][0]?.[0] as Extract<
    ReservationEvent,
    { type: 'ReservationCreated' }
  >;

describe('the mapping', () => {
  it('maps the channel’s room and rate codes to our room type and plan', () => {
    expect(mappedCodes(input(), channel, world)).toEqual({
      roomTypeId: STD,
      ratePlanId: STD_PLAN,
    });
  });

  it('refuses an unmapped room or rate code, and a plan of another room type, under the field', () => {
    const refusal = (fields: object) => {
      try {
        mappedCodes(input(fields), channel, world);
      } catch (error) {
        if (error instanceof UnmappedCode) return [error.rule, error.field];
        throw error;
      }
      return null;
    };
    expect(refusal({ roomCode: 'SGL' })).toEqual(['channel.roomCodeUnmapped', 'roomCode']);
    expect(refusal({ rateCode: 'NR' })).toEqual(['channel.rateCodeUnmapped', 'rateCode']);
    expect(refusal({ rateCode: 'LUXBAR' })).toEqual(['channel.rateNotOfRoomType', 'rateCode']);
  });
});

describe('a new booking', () => {
  it('is booked by the front desk’s decider: confirmed, the source of the same name, the reference', () => {
    const { decision, record } = receiveChannelReservation(
      input(),
      channel,
      world,
      after().occupancy,
      ctx('c-1'),
    );
    const event = created(decision);
    expect(event.data.status).toBe('confirmed');
    expect(event.data.roomTypeClone.roomTypeId).toBe(STD);
    expect(event.data.ratePlanClone?.ratePlanId).toBe(STD_PLAN);
    expect(event.data.sourceClone).toMatchObject({
      sourceId: '00000000-0000-4000-8000-0000000000ee',
      name: 'Web',
      externalRef: 'BDC-1',
    });
    expect(event.data.userClone.name).toBe('Reception');
    expect(record.data).toMatchObject({ externalId: 'BDC-1', requestHash: 'h1', commandId: 'c-1' });
    expect(decision.ledger.map((e) => e.type)).toEqual(['StaysHeld']);
  });

  it('is refused with 409 when the room type is full', () => {
    const first = receiveChannelReservation(input(), channel, world, after().occupancy, ctx('c-1'));
    const second = receiveChannelReservation(
      input({ reservationId: 'BDC-2' }),
      channel,
      world,
      after(first.decision).occupancy,
      ctx('c-2'),
    );
    expect(
      broken(() =>
        receiveChannelReservation(
          input({ reservationId: 'BDC-3' }),
          channel,
          world,
          after(first.decision, second.decision).occupancy,
          ctx('c-3'),
        ),
      ),
    ).toBe('409 reservation.notAvailable');
  });
});

describe('idempotency by the channel’s reservation id', () => {
  const bookingId = channelBookingIdOf(P, CH, 'BDC-1');

  it('gives the same request the command id of the change it made, another request a new one', () => {
    const none = fold([]);
    const firstId = channelCommandIdOf(bookingId, none, 'h1');
    expect(channelCommandIdOf(bookingId, none, 'h1')).toBe(firstId);
    const { record } = receiveChannelReservation(
      input(),
      channel,
      world,
      after().occupancy,
      ctx(firstId, 'h1'),
    );
    const taken = fold([record]);
    // The same request again: the first change's id (the pipeline answers it as it was).
    expect(channelCommandIdOf(bookingId, taken, 'h1')).toBe(firstId);
    // Another request: a new change.
    const modifyId = channelCommandIdOf(bookingId, taken, 'h2');
    expect(modifyId).not.toBe(firstId);
    // The first request after that modification is a change back, not a replay.
    const modified = fold([
      record,
      {
        type: 'ChannelReservationModified',
        data: { ...record.data, requestHash: 'h2', commandId: modifyId },
      },
    ]);
    expect(channelCommandIdOf(bookingId, modified, 'h1')).not.toBe(firstId);
    expect(channelCommandIdOf(bookingId, modified, 'h2')).toBe(modifyId);
  });

  it('keeps one stream per (property, channel, reservation id)', () => {
    expect(channelBookingIdOf(P, CH, 'BDC-1')).toBe(bookingId);
    expect(channelBookingIdOf(P, CH, 'BDC-2')).not.toBe(bookingId);
    expect(channelBookingIdOf('p-2', CH, 'BDC-1')).not.toBe(bookingId);
  });
});

describe('modifications and cancellation', () => {
  const given = () => {
    const { decision, record } = receiveChannelReservation(
      input(),
      channel,
      world,
      after().occupancy,
      ctx('c-1'),
    );
    const state = after(decision);
    const id = decision.reservationIds[0] as string;
    return { decision, booking: fold([record]), current: state.reservations.get(id)!, state, id };
  };

  it('moves the dates through changeDates', () => {
    const { booking, current, state } = given();
    const { decision, record } = modifyChannelReservation(
      input({ checkIn: '2026-11-26', checkOut: '2026-11-29' }),
      booking,
      current,
      channel,
      world,
      state.occupancy,
      ctx('c-2', 'h2'),
    );
    expect(record.type).toBe('ChannelReservationModified');
    expect(decision.ledger.map((e) => e.type)).toEqual(['StayChanged']);
  });

  it('changes the room type through changeRoomType, by the mapped plan', () => {
    const { booking, current, state } = given();
    const { decision } = modifyChannelReservation(
      input({ roomCode: 'STE', rateCode: 'LUXBAR' }),
      booking,
      current,
      channel,
      world,
      state.occupancy,
      ctx('c-2', 'h2'),
    );
    const types = [...decision.reservations.values()].flat().map((e) => e.type);
    expect(types).toContain('ReservationRoomTypeChanged');
  });

  it('refuses dates and room type in one request, and anything on a canceled booking', () => {
    const { booking, current, state, id } = given();
    expect(
      broken(() =>
        modifyChannelReservation(
          input({ roomCode: 'STE', rateCode: 'LUXBAR', checkOut: '2026-11-28' }),
          booking,
          current,
          channel,
          world,
          state.occupancy,
          ctx('c-2', 'h2'),
        ),
      ),
    ).toBe('channel.oneChangeAtATime');
    const canceled = cancelChannelReservation(
      { channel: CH, reservationId: 'BDC-1' },
      booking,
      current,
      channel,
      world,
      state.occupancy,
      ctx('c-3', 'h3'),
    );
    expect(canceled.decision.ledger.map((e) => e.type)).toEqual(['StayReleased']);
    const gone = fold([
      ...[receiveChannelReservation(input(), channel, world, after().occupancy, ctx('c-1')).record],
      canceled.record,
    ]);
    expect(gone.exists && gone.canceled).toBe(true);
    expect(
      broken(() =>
        modifyChannelReservation(
          input({ adults: 1 }),
          gone,
          after(canceled.decision).reservations.get(id) ?? current,
          channel,
          world,
          state.occupancy,
          ctx('c-4', 'h4'),
        ),
      ),
    ).toBe('channel.reservationCanceled');
  });

  it('leaves the room free for the next booking once canceled', () => {
    const { booking, current, decision } = given();
    const second = receiveChannelReservation(
      input({ reservationId: 'BDC-2' }),
      channel,
      world,
      after(decision).occupancy,
      ctx('c-2'),
    );
    const full = after(decision, second.decision).occupancy;
    const next = () =>
      receiveChannelReservation(
        input({ reservationId: 'BDC-9' }),
        channel,
        world,
        full,
        ctx('c-9'),
      );
    expect(broken(next)).toBe('409 reservation.notAvailable');
    const canceled = cancelChannelReservation(
      { channel: CH, reservationId: 'BDC-1' },
      booking,
      current,
      channel,
      world,
      full,
      ctx('c-3', 'h3'),
    );
    const freed = after(decision, second.decision, canceled.decision).occupancy;
    const other = receiveChannelReservation(
      input({ reservationId: 'BDC-9' }),
      channel,
      world,
      freed,
      ctx('c-9'),
    );
    expect(created(other.decision).data.status).toBe('confirmed');
  });
});
