import type {
  CancelChannelReservation,
  ChannelReservationInput,
} from '@hotel/events/channels/channel-reservation-commands';
import type {
  ChannelReservationCanceled,
  ChannelReservationEvent,
  ChannelReservationModified,
  ChannelReservationReceived,
} from '@hotel/events/channels/channel-reservation-events';
import { deriveId } from '@hotel/events/ids';
import {
  bookReservationSchema,
  changeStatusSchema,
  DEFAULT_NATIONALITY,
} from '@hotel/events/reservations/commands';
import type { SourceClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import {
  book,
  type BookedIds,
  changeDates,
  changeRoomType,
  changeStatus,
  type DecisionContext,
  requireReservation,
  type ReservationDecision,
  type ReservationState,
} from '../reservations/decider';
import type { LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import type { ChannelConnection } from './channel-connection-decider';

/**
 * A channel's booking taken over the inbound API (`channelres-{id}`; docs/channels.md "Channel
 * reservations"). It is booked, changed and canceled through the reservations' own deciders
 * (`book`, `changeDates`, `changeRoomType`, `changeStatus`): the same rules and the same
 * occupancy ledger as the front desk. Rules of its own:
 *  - idempotent by the channel's reservation id: the request that made the current state, sent
 *    again, is answered as it was (its command id is that change's; the pipeline replays it);
 *  - another request with the same id modifies the reservation (dates, or room type, one at a
 *    time; guest and notes are recorded only);
 *  - a canceled one stays canceled (a modification is refused, a cancellation answered again);
 *  - a room or rate code the channel has not mapped is refused (422 under its field).
 */
export type ChannelBookingState =
  | { readonly exists: false; readonly changes: 0 }
  | {
      readonly exists: true;
      readonly reservationId: string;
      readonly number: number;
      readonly requestHash: string;
      readonly commandId: string;
      readonly canceled: boolean;
      /** Changes recorded so far (a new change's command id counts on it). */
      readonly changes: number;
    };

export const channelBooking: Aggregate<ChannelBookingState, ChannelReservationEvent> = {
  initialState: () => ({ exists: false, changes: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ChannelReservationReceived':
        return {
          exists: true,
          reservationId: event.data.reservationId,
          number: event.data.number,
          requestHash: event.data.requestHash,
          commandId: event.data.commandId,
          canceled: false,
          changes: 1,
        };
      case 'ChannelReservationModified':
      case 'ChannelReservationCanceled':
        if (!state.exists) return state;
        return {
          ...state,
          requestHash: event.data.requestHash,
          commandId: event.data.commandId,
          canceled: event.type === 'ChannelReservationCanceled',
          changes: state.changes + 1,
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/** The stream id of a channel booking: the same for the same (property, channel, id). */
export const channelBookingIdOf = (propertyId: string, channelId: string, externalId: string) =>
  deriveId(JSON.stringify([propertyId, channelId, externalId]), 'channel-reservation');

/**
 * The command id of a request about a channel booking: the id of the change it repeats when it
 * is the request that made the current state, else a new one for the next change.
 */
export const channelCommandIdOf = (
  bookingId: string,
  state: ChannelBookingState,
  requestHash: string,
): string =>
  state.exists && state.requestHash === requestHash
    ? state.commandId
    : deriveId(JSON.stringify([bookingId, requestHash, state.changes]), 'channel-command');

/** A code the channel has not mapped: answered 422 under its field (docs/channels.md). */
export class UnmappedCode extends RuleBroken {}

/** The channel's room and rate codes as our room type and rate plan. */
export const mappedCodes = (
  input: Pick<ChannelReservationInput, 'roomCode' | 'rateCode'>,
  channel: ChannelConnection,
  world: BookingWorld,
): { roomTypeId: string; ratePlanId: string } => {
  const roomTypeId = channel.rooms.get(input.roomCode);
  if (!roomTypeId || !world.inventory.roomTypes.has(roomTypeId)) {
    throw new UnmappedCode('channel.roomCodeUnmapped', { code: input.roomCode }, 'roomCode');
  }
  const ratePlanId = channel.rates.get(input.rateCode);
  const plan = ratePlanId ? world.ratePlans.get(ratePlanId) : undefined;
  if (!ratePlanId || !plan) {
    throw new UnmappedCode('channel.rateCodeUnmapped', { code: input.rateCode }, 'rateCode');
  }
  if (plan.roomTypeId !== roomTypeId) {
    throw new UnmappedCode(
      'channel.rateNotOfRoomType',
      { code: input.rateCode, roomCode: input.roomCode },
      'rateCode',
    );
  }
  return { roomTypeId, ratePlanId };
};

/**
 * The source a channel's reservations carry: the property's reservation source of the same
 * name when there is one (so reports count them there), else the channel's own name; with the
 * booking's reference at the channel.
 */
export const channelSourceOf = (
  world: BookingWorld,
  channelName: string,
  externalRef: string,
): SourceClone => {
  const wanted = channelName.trim().toLowerCase();
  const source = [...world.settings.Source.values()].find(
    (s) => s.name.trim().toLowerCase() === wanted || s.nameEn?.trim().toLowerCase() === wanted,
  );
  return source
    ? {
        sourceId: source.id,
        name: source.name,
        ...(source.nameEn ? { nameEn: source.nameEn } : {}),
        shortName: source.shortName,
        color: source.color,
        isDefault: false,
        serviceName: null,
        externalRef,
      }
    : {
        sourceId: null,
        name: channelName,
        shortName: channelName.slice(0, 2).toUpperCase(),
        color: '#0ea5e9',
        isDefault: false,
        serviceName: null,
        externalRef,
      };
};

export interface ChannelDecisionContext extends DecisionContext {
  readonly requestHash: string;
}

const recordOf = (
  world: BookingWorld,
  channel: ChannelConnection,
  externalId: string,
  reservationId: string,
  context: ChannelDecisionContext,
) => ({
  propertyId: world.propertyId,
  channelId: channel.channelId,
  externalId,
  reservationId,
  requestHash: context.requestHash,
  commandId: context.commandId,
  at: context.now,
});

/** A new booking of the channel: one confirmed reservation of the mapped room type and plan. */
export const receiveChannelReservation = (
  input: ChannelReservationInput,
  channel: ChannelConnection,
  world: BookingWorld,
  ledger: LedgerState,
  context: ChannelDecisionContext,
): { decision: ReservationDecision & BookedIds; record: ChannelReservationReceived } => {
  const { roomTypeId, ratePlanId } = mappedCodes(input, channel, world);
  const command = bookReservationSchema.parse({
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    notes: input.notes,
    roomTypes: [
      {
        roomTypeId,
        ratePlanId,
        numberOfGuests: input.adults,
        ageOfChildren: input.childrenAges,
        quantity: 1,
      },
    ],
    guest: { ...input.guest, nationality: input.guest.nationality ?? DEFAULT_NATIONALITY },
    status: 'confirmed',
  });
  const decision = book(command, world, ledger, null, context, {
    sourceClone: channelSourceOf(world, channel.name, input.reservationId),
  });
  const reservationId = decision.reservationIds[0] as string;
  const created = decision.reservations.get(reservationId)?.[0];
  const number = created?.type === 'ReservationCreated' ? created.data.number : 0;
  return {
    decision,
    record: {
      type: 'ChannelReservationReceived',
      data: {
        ...recordOf(world, channel, input.reservationId, reservationId, context),
        number,
      },
    },
  };
};

const NO_CHANGE: ReservationDecision = { reservations: new Map(), group: [], ledger: [] };

/**
 * Another request for a booking already taken: its dates or its room type (through the mapping)
 * change the reservation; anything else (guest, notes) is recorded with it only.
 */
export const modifyChannelReservation = (
  input: ChannelReservationInput,
  booking: ChannelBookingState,
  current: ReservationState,
  channel: ChannelConnection,
  world: BookingWorld,
  ledger: LedgerState,
  context: ChannelDecisionContext,
): { decision: ReservationDecision; record: ChannelReservationModified } => {
  if (!booking.exists) throw new NotFound('channelReservation');
  if (booking.canceled) {
    throw new RuleBroken('channel.reservationCanceled', { id: input.reservationId });
  }
  const state = requireReservation(current, world.propertyId);
  const { roomTypeId, ratePlanId } = mappedCodes(input, channel, world);
  const newDates = state.stay.checkIn !== input.checkIn || state.stay.checkOut !== input.checkOut;
  const newType = state.roomTypeClone.roomTypeId !== roomTypeId;
  if (newDates && newType) throw new RuleBroken('channel.oneChangeAtATime');
  const decision = newDates
    ? changeDates(
        {
          id: state.id,
          stayType: 'night',
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          arrivalTime: null,
          exitTime: null,
          resTime: null,
          timePrice: null,
        },
        current,
        world,
        ledger,
        context,
      )
    : newType
      ? changeRoomType(
          {
            id: state.id,
            roomTypeId,
            ratePlanId,
            roomId: null,
            calcTypeValue: 'ratePlan',
            calcValue: null,
          },
          current,
          world,
          ledger,
          context,
        )
      : NO_CHANGE;
  return {
    decision,
    record: {
      type: 'ChannelReservationModified',
      data: recordOf(world, channel, input.reservationId, state.id, context),
    },
  };
};

/** The channel canceled the booking: our reservation is canceled with the policy's fee. */
export const cancelChannelReservation = (
  input: CancelChannelReservation,
  booking: ChannelBookingState,
  current: ReservationState,
  channel: ChannelConnection,
  world: BookingWorld,
  ledger: LedgerState,
  context: ChannelDecisionContext,
): { decision: ReservationDecision; record: ChannelReservationCanceled } => {
  if (!booking.exists) throw new NotFound('channelReservation');
  const state = requireReservation(current, world.propertyId);
  const decision = changeStatus(
    changeStatusSchema.parse({ id: state.id, status: 'canceled' }),
    current,
    world,
    ledger,
    context,
  );
  return {
    decision,
    record: {
      type: 'ChannelReservationCanceled',
      data: recordOf(world, channel, input.reservationId, state.id, context),
    },
  };
};
