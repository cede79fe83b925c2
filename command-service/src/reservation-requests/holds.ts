import type { RequestHoldEvent } from '@hotel/events/reservation-requests/events';
import type { HeldStay, Stay } from '@hotel/events/reservations/events';
import { requireAvailable } from '../reservations/decider';
import type { LedgerState } from '../reservations/ledger';
import { type BookingWorld, stayOf } from '../reservations/world';
import type { LiveRequest } from './request-state';

/** An instant `hours` after `now`. */
export const hoursAfter = (now: string, hours: number): string =>
  new Date(Date.parse(now) + hours * 3_600_000).toISOString();

/** The night stay of a request at the hotel's check-in and check-out times. */
export const nightStay = (
  world: BookingWorld,
  now: string,
  checkIn: string,
  checkOut: string,
): Stay =>
  stayOf(world, now, {
    stayType: 'night',
    checkIn,
    checkOut,
    arrivalTime: null,
    exitTime: null,
    hours: null,
  });

/** The request's rooms as ledger candidates (no room assigned), to check a hold against. */
export const holdCandidates = (
  resReqId: string,
  rooms: readonly { roomTypeId: string; quantity: number }[],
  stay: Stay,
): HeldStay[] =>
  rooms.flatMap((room, line) =>
    Array.from({ length: room.quantity }, (_, n) => ({
      reservationId: `${resReqId}#${line}-${n}`,
      roomTypeId: room.roomTypeId,
      roomId: null,
      ...stay,
    })),
  );

/** Holds the request's rooms until `until`: refused (409) when they are no longer free. */
export const hold = (
  request: {
    id: string;
    number: number;
    roomTypes: readonly { roomTypeId: string; quantity: number }[];
  },
  stay: Stay,
  until: string | null,
  world: BookingWorld,
  ledger: LedgerState,
  now: string,
): RequestHoldEvent => {
  requireAvailable(ledger, holdCandidates(request.id, request.roomTypes, stay), world, {
    at: now,
    except: request.id,
  });
  return {
    type: 'RequestRoomsHeld',
    data: {
      propertyId: world.propertyId,
      resReqId: request.id,
      number: request.number,
      until,
      stay,
      rooms: request.roomTypes.map((r) => ({ roomTypeId: r.roomTypeId, quantity: r.quantity })),
    },
  };
};

export const released = (ledger: LedgerState, state: LiveRequest): RequestHoldEvent[] =>
  ledger.requestHolds.has(state.id)
    ? [{ type: 'RequestRoomsReleased', data: { propertyId: state.propertyId, resReqId: state.id } }]
    : [];
