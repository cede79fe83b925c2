import { addDays } from '@hotel/events/dates';
import type { HeldStay, RoomSegment } from '@hotel/events/reservations/events';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { HoldsAt, LedgerState } from './ledger';
import { findShortage, type Shortage } from './ledger-queries';
import type { LiveReservation } from './reservation-state';
import { type BookingWorld, roomsView } from './world';

/** The shortage as the 409 the user sees (the room was just taken, or none is left). */
const unavailable = (shortage: Shortage, world: BookingWorld): Unavailable => {
  const rooms = roomsView(world);
  return shortage.kind === 'room'
    ? new Unavailable(
        'reservation.roomTaken',
        { room: rooms.roomName(shortage.roomId), date: shortage.date },
        'roomId',
      )
    : new Unavailable('reservation.notAvailable', {
        roomType: rooms.roomTypeName(shortage.roomTypeId),
        date: shortage.date,
      });
};

/**
 * The stays fit the ledger: no room holds two at once, no room type is oversold, counting the
 * request holds still in force at `holds.at` (the command's `now`).
 */
export const requireAvailable = (
  ledger: LedgerState,
  stays: readonly HeldStay[],
  world: BookingWorld,
  holds: HoldsAt,
) => {
  const rooms = roomsView(world);
  for (const roomTypeId of new Set(stays.map((s) => s.roomTypeId))) {
    if (rooms.roomsOfType(roomTypeId).length === 0) {
      throw new Unavailable('reservation.noRooms', { roomType: rooms.roomTypeName(roomTypeId) });
    }
  }
  const shortage = findShortage(ledger, stays, rooms, holds);
  if (shortage) throw unavailable(shortage, world);
};

/** Staff may not book or move a stay to before the day before the working date. */
export const requireNotTooEarly = (checkIn: string, world: BookingWorld) => {
  const earliest = addDays(world.workingDate, -1);
  if (checkIn < earliest) {
    throw new RuleBroken('reservation.tooEarly', { date: earliest }, 'checkIn');
  }
};

/** The stay as the ledger holds it: with the rooms slept in before a mid-stay move, if any. */
export const heldStay = (state: LiveReservation, changes: Partial<HeldStay> = {}): HeldStay => ({
  reservationId: state.id,
  roomTypeId: state.roomTypeClone.roomTypeId,
  roomId: state.roomClone?.roomId ?? null,
  ...state.stay,
  ...(state.roomSegments.length > 0 ? { segments: heldSegmentsOf(state.roomSegments) } : {}),
  ...(state.partnerClone ? { partnerId: state.partnerClone.partnerId } : {}),
  ...changes,
});

export const heldSegmentsOf = (
  segments: readonly RoomSegment[],
): NonNullable<HeldStay['segments']> =>
  segments.map((segment) => ({
    roomId: segment.roomClone.roomId,
    from: segment.from,
    to: segment.to,
  }));
