import type { DomainEvent } from '@hotel/events/metadata';
import { deriveId } from '@hotel/events/ids';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import type { Loader } from '../pipeline/handle-command';
import { guestOfBooking, guestRegister } from './decider';

/**
 * The guest register's part of a booking (staff's, or a converted request's): appended in the
 * same atomic append as the reservations, so every booking's guest is in the register.
 */
export const bookingGuestEvents = async (
  loader: Loader,
  propertyId: string,
  booking: {
    readonly reservations: ReadonlyMap<string, readonly ReservationEvent[]>;
    readonly groupId: string;
    readonly reservationIds: readonly string[];
  },
  context: { commandId: string; now: string },
): Promise<Record<string, readonly DomainEvent[]>> => {
  const created = [...booking.reservations.values()]
    .map((events) => events[0])
    .find((event) => event?.type === 'ReservationCreated');
  if (created?.type !== 'ReservationCreated') return {};
  const register = await loader.load(streams.guests(propertyId), guestRegister);
  return {
    [streams.guests(propertyId)]: guestOfBooking(
      created.data.guestClone,
      { groupId: booking.groupId, reservationIds: booking.reservationIds },
      register,
      { propertyId, guestId: deriveId(context.commandId, 'guest'), now: context.now },
    ),
  };
};
