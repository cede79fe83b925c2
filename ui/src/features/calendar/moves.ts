import type { CalendarBooking, DatesRequest } from '../../shared/reservations/reservations-api';
import { roomSplitDate } from '../../shared/reservations/reservation-rules';
import { addDays } from './dates';
import { type StayPart, currentFromOf, spanOf } from './timeline';

/**
 * What a drag, a resize, the move dialog or an assignment asks of a booking (a `Move`), free of
 * React: which bookings may move, the move a gesture proposes, what it changes, how a guest in
 * the house splits the stay, and the request the server is sent.
 */
/** A booking that may be dragged, resized or moved (checked-out and canceled stay put). */
export const canMove = (booking: CalendarBooking): boolean =>
  booking.status !== 'checked-out' && booking.status !== 'canceled';

/** Its dates may be moved: a guest in the house keeps the check-in date. */
export const canMoveCheckIn = (booking: CalendarBooking): boolean =>
  canMove(booking) && booking.status !== 'checked-in';

/** Its check-out may be dragged (night stays; a day or time stay ends on its day). */
export const canResize = (booking: CalendarBooking): boolean =>
  canMove(booking) && booking.stayType === 'night';

/** Where a booking is asked to go (a drag, a resize, the move dialog, an assignment). */
export interface Move {
  booking: CalendarBooking;
  checkIn: string;
  checkOut: string;
  roomId: string | null;
  roomTypeId: string;
}

export const datesChange = (move: Move): boolean =>
  move.checkIn !== move.booking.checkIn || move.checkOut !== move.booking.checkOut;

export const roomChange = (move: Move): boolean => move.roomId !== move.booking.roomId;

export const roomTypeChange = (move: Move): boolean => move.roomTypeId !== move.booking.roomTypeId;

export const isChange = (move: Move): boolean => datesChange(move) || roomChange(move);

/** The booking shifted by `days` days, on the room of `row`. */
export const movedBy = (
  booking: CalendarBooking,
  days: number,
  room: { roomId: string | null; roomTypeId: string },
): Move => ({
  booking,
  checkIn: addDays(booking.checkIn, days),
  checkOut: addDays(booking.checkOut, days),
  ...room,
});

/** The booking with its check-out moved by `days` days (one night at least in its room). */
export const resizedBy = (booking: CalendarBooking, days: number): Move => {
  const wanted = addDays(booking.checkOut, days);
  const earliest = addDays(currentFromOf(booking), 1);
  return {
    booking,
    checkIn: booking.checkIn,
    checkOut: wanted < earliest ? earliest : wanted,
    roomId: booking.roomId,
    roomTypeId: booking.roomTypeId,
  };
};

/**
 * The date from which a room change of a guest in the house takes effect, when nights in the
 * current room were slept before it: the working date (the nights before it stay on the old
 * room, the rest move). Null when the whole stay (or its current part) moves: before check-in,
 * on the day the guest came into the room, a room-type change, a day or time stay.
 */
export const splitDateOf = (move: Move, workingDate: string): string | null => {
  const { booking } = move;
  if (!roomChange(move) || roomTypeChange(move) || move.roomId === null || !booking.roomId) {
    return null;
  }
  return roomSplitDate({ ...booking, roomFrom: currentFromOf(booking) }, workingDate);
};

/** What a move draws as its ghost: from the split date (or the current room's first night). */
export const movedPartOf = (move: Move, workingDate: string): StayPart => ({
  booking: move.booking,
  roomId: move.roomId,
  from:
    splitDateOf(move, workingDate) ??
    (move.checkIn === move.booking.checkIn ? currentFromOf(move.booking) : move.checkIn),
  to: move.checkOut,
  settled: false,
});

/**
 * The body of POST /check/reservation and /reservation/dates for a move. A room change that
 * splits the stay (`splitDateOf`) is not sent with the dates: the room is assigned on its own,
 * so the server keeps the nights already slept on the old room.
 */
export const datesRequestOf = (move: Move, split = false): DatesRequest => {
  const { booking } = move;
  const request: DatesRequest = {
    id: booking.id,
    checkIn: move.checkIn,
    checkOut: move.checkOut,
    stayType: booking.stayType,
    arrivalTime: booking.arrivalTime || null,
    exitTime: booking.exitTime || null,
  };
  // Another room of the same type moves with the dates, checked and saved as one change.
  if (
    !split &&
    move.roomId !== null &&
    move.roomId !== booking.roomId &&
    move.roomTypeId === booking.roomTypeId
  ) {
    request.roomId = move.roomId;
  }
  if (booking.stayType === 'time') {
    const span = spanOf(booking, booking.checkIn);
    request.resTime = Math.min(24, Math.max(1, Math.round((span.end - span.start) / 60)));
  }
  return request;
};
