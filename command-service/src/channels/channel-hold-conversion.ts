import type { ChannelHoldReleased } from '@hotel/events/channels/calendar-hold-events';
import type { ConvertChannelHold } from '@hotel/events/channels/channel-reservation-commands';
import type { ChannelHoldConverted } from '@hotel/events/channels/channel-reservation-events';
import { bookReservationSchema, DEFAULT_NATIONALITY } from '@hotel/events/reservations/commands';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import {
  book,
  type BookedIds,
  type DecisionContext,
  type ReservationDecision,
} from '../reservations/decider';
import type { LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import { channelSourceOf } from './channel-reservation-decider';

/**
 * A site's held booking made our reservation in one step (docs/channels.md "A hold made a
 * reservation"): the hold's room and nights, booked by the reservations' own `book` with the
 * site as source and the event's UID as its reference. The hold gives way to the stay inside
 * the decision (`BookingOrigin.channelHoldId`) and is released in the same append, before the
 * stay is held: the nights are never free in between, nor taken twice. The import records the
 * conversion, so later reads of the site's calendar leave the event alone.
 */
export const convertChannelHold = (
  command: ConvertChannelHold,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): {
  decision: ReservationDecision & BookedIds;
  released: ChannelHoldReleased;
  converted: ChannelHoldConverted;
} => {
  const hold = ledger.channelHolds.get(command.holdId);
  if (!hold) throw new NotFound('channelHold');
  if (hold.conflict) throw new RuleBroken('channel.holdNotHeld');
  const plan = world.ratePlans.get(command.ratePlanId);
  if (!plan) throw new NotFound('ratePlan');
  if (plan.roomTypeId !== hold.roomTypeId) {
    throw new RuleBroken('channel.rateNotOfRoom', {}, 'ratePlanId');
  }
  const booking = bookReservationSchema.parse({
    checkIn: hold.startDate,
    checkOut: hold.endDate,
    roomTypes: [
      {
        roomTypeId: hold.roomTypeId,
        ratePlanId: plan.id,
        numberOfGuests: command.adults,
        quantity: 1,
        roomIds: [hold.roomId],
      },
    ],
    roomId: hold.roomId,
    guest: {
      name: command.guestName,
      phoneNumber: command.phoneNumber,
      nationality: DEFAULT_NATIONALITY,
    },
    status: 'confirmed',
  });
  const decision = book(booking, world, ledger, null, context, {
    channelHoldId: hold.holdId,
    sourceClone: channelSourceOf(world, hold.channel, hold.uid),
  });
  const { propertyId } = world;
  return {
    decision,
    released: {
      type: 'ChannelHoldReleased',
      data: { propertyId, holdId: hold.holdId, feedId: hold.feedId },
    },
    converted: {
      type: 'ChannelHoldConverted',
      data: {
        propertyId,
        feedId: hold.feedId,
        holdId: hold.holdId,
        uid: hold.uid,
        reservationId: decision.reservationIds[0] as string,
        at: context.now,
      },
    },
  };
};
