import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelReservationSchema } from '@hotel/events/channels/channel-reservation-commands';
import type { ChannelReservationEvent } from '@hotel/events/channels/channel-reservation-events';
import { addDays } from '@hotel/events/dates';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { ReservationDecision } from '../reservations/decider';
import {
  after,
  context,
  inventory,
  LUX,
  STD,
  world as baseWorld,
} from '../reservations/test-world';
import { CH, channelOf, world } from './channel-test-world';
import {
  cancelChannelReservation,
  channelBooking,
  type ChannelBookingState,
  modifyChannelReservation,
  receiveChannelReservation,
} from './channel-reservation-decider';

/**
 * For any sequence of a channel's requests (new bookings, the same ids again with other dates or
 * room codes, cancellations): no night of a room is sold twice, no room type is oversold, and
 * every channel booking stands as its last accepted request says (docs/channels.md).
 */

const channel = channelOf();
const CODES = {
  DBL: { roomCode: 'DBL', rateCode: 'BAR' },
  STE: { roomCode: 'STE', rateCode: 'LUXBAR' },
};
const TYPE_OF = { DBL: STD, STE: LUX } as const;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    id: fc.constantFrom('A', 'B', 'C', 'D'),
    code: fc.constantFrom('DBL' as const, 'STE' as const),
    from: fc.integer({ min: 3, max: 12 }),
    length: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), id: fc.constantFrom('A', 'B', 'C', 'D') }),
);

const nightsOf = (checkIn: string, checkOut: string) => {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
};

describe('channel bookings, whatever the channel sends', () => {
  it('never sell a night twice, and stand as the last accepted request says', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
        const decisions: ReservationDecision[] = [];
        const bookings = new Map<string, ChannelReservationEvent[]>();
        const expected = new Map<
          string,
          { code: 'DBL' | 'STE'; checkIn: string; checkOut: string } | 'canceled'
        >();
        ops.forEach((step, n) => {
          const { occupancy, reservations } = after(...decisions);
          const records = bookings.get(step.id) ?? [];
          const booking: ChannelBookingState = records.reduce(
            channelBooking.evolve,
            channelBooking.initialState(),
          );
          const ctx = { ...context(`c-${n}`), requestHash: `h-${n}` };
          try {
            if (step.kind === 'cancel') {
              if (!booking.exists) return;
              const current = reservations.get(booking.reservationId)!;
              const { decision, record } = cancelChannelReservation(
                { channel: CH, reservationId: step.id },
                booking,
                current,
                channel,
                world,
                occupancy,
                ctx,
              );
              decisions.push(decision);
              bookings.set(step.id, [...records, record]);
              expected.set(step.id, 'canceled');
              return;
            }
            const checkIn = addDays(baseWorld.workingDate, step.from);
            const checkOut = addDays(checkIn, step.length);
            const input = channelReservationSchema.parse({
              channel: CH,
              reservationId: step.id,
              ...CODES[step.code],
              checkIn,
              checkOut,
              adults: 2,
              guest: { name: 'Anna' },
            });
            const { decision, record } = booking.exists
              ? modifyChannelReservation(
                  input,
                  booking,
                  reservations.get(booking.reservationId)!,
                  channel,
                  world,
                  occupancy,
                  ctx,
                )
              : receiveChannelReservation(input, channel, world, occupancy, ctx);
            decisions.push(decision);
            bookings.set(step.id, [...records, record]);
            const before = expected.get(step.id);
            // A modification changes dates or the room type, one at a time (else refused).
            expected.set(
              step.id,
              before && before !== 'canceled' && before.code !== step.code
                ? { ...before, code: step.code }
                : { code: step.code, checkIn, checkOut },
            );
          } catch (error) {
            if (!(error instanceof RuleBroken)) throw error;
          }
        });

        const { reservations } = after(...decisions);
        // Every channel booking stands as its last accepted request says.
        for (const [id, want] of expected) {
          const state = [...(bookings.get(id) ?? [])].reduce(
            channelBooking.evolve,
            channelBooking.initialState(),
          );
          if (!state.exists) throw new Error(`booking ${id} lost`);
          const stay = reservations.get(state.reservationId)!;
          if (!stay.exists) throw new Error(`reservation of ${id} lost`);
          if (want === 'canceled') {
            expect(stay.status).toBe('canceled');
            continue;
          }
          expect([stay.roomTypeClone.roomTypeId, stay.stay.checkIn, stay.stay.checkOut]).toEqual([
            TYPE_OF[want.code],
            want.checkIn,
            want.checkOut,
          ]);
        }
        // No room type sold beyond its rooms, no room twice, on any night.
        const taken = new Map<string, number>();
        const roomNights = new Set<string>();
        for (const stay of reservations.values()) {
          if (!stay.exists || stay.status === 'canceled' || stay.status === 'no-show') continue;
          for (const night of nightsOf(stay.stay.checkIn, stay.stay.checkOut)) {
            const key = `${stay.roomTypeClone.roomTypeId}|${night}`;
            taken.set(key, (taken.get(key) ?? 0) + 1);
            if (stay.roomClone) {
              const roomNight = `${stay.roomClone.roomId}|${night}`;
              expect(roomNights.has(roomNight)).toBe(false);
              roomNights.add(roomNight);
            }
          }
        }
        for (const [key, count] of taken) {
          const roomTypeId = key.split('|')[0];
          const rooms = [...inventory.rooms.values()].filter((r) => r.roomTypeId === roomTypeId);
          expect(count).toBeLessThanOrEqual(rooms.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});
