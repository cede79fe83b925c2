import type { HeldStay, RoomSegment, Stay } from '@hotel/events/reservations/events';
import { noNightsLeft, sleptInRoomType } from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { heldSegmentsOf, heldStay } from './availability';
import type { LiveReservation } from './reservation-state';

// Mid-stay room moves (docs/reservations.md "Moving a guest in the house")

/** The date the stay's current room holds from: the end of its last earlier room, or check-in. */
export const currentRoomFromOf = (state: LiveReservation): string =>
  state.roomSegments.at(-1)?.to ?? state.stay.checkIn;

/** The date of the stay's last mid-stay move (null: it never moved mid-stay). */
export const lastMoveOf = (state: LiveReservation): string | null =>
  state.roomSegments.at(-1)?.to ?? null;

/**
 * How a room change of a stay splits it, or null when the whole stay moves (a stay not in the
 * house, a day or hourly stay, or a guest who has not slept a night in the current room yet).
 * A guest in the house on a night stay keeps the nights already slept on the old room
 * (`segment`) and moves from the working date (`from`); a second move on the same working date
 * replaces the current room (`from` without a segment). A guest whose stay has no night left
 * (the working date on or past check-out) is not moved: they check out.
 */
export const roomMoveOf = (
  state: LiveReservation,
  workingDate: string,
  checkOut: string = state.stay.checkOut,
): { from: string; segment?: RoomSegment } | null => {
  if (
    noNightsLeft({ status: state.status, stayType: state.stay.stayType, checkOut }, workingDate)
  ) {
    throw new RuleBroken('reservation.moveNoNightsLeft', { date: checkOut }, 'roomId');
  }
  if (state.status !== 'checked-in' || state.stay.stayType !== 'night') return null;
  const from = currentRoomFromOf(state);
  if (workingDate > from && state.roomClone) {
    return {
      from: workingDate,
      segment: { roomClone: state.roomClone, from, to: workingDate },
    };
  }
  return state.roomSegments.length > 0 ? { from } : null;
};

/** The held stay after a room change `roomMoveOf` splits (its segments then grow by one). */
export const heldAfterMove = (
  state: LiveReservation,
  move: { segment?: RoomSegment } | null,
  changes: Partial<HeldStay>,
): HeldStay => {
  const segments = [...state.roomSegments, ...(move?.segment ? [move.segment] : [])];
  return heldStay(state, {
    ...(segments.length > 0 ? { segments: heldSegmentsOf(segments) } : {}),
    ...changes,
  });
};

/**
 * A stay that moved rooms mid-stay keeps its past: its check-in stays, and it ends after the
 * date of its last move (the nights before it are slept on the earlier rooms).
 */
export const requireDatesAfterMove = (state: LiveReservation, stay: Stay): void => {
  const moved = lastMoveOf(state);
  if (moved === null) return;
  const room = state.roomSegments.at(-1)?.roomClone.name ?? '';
  if (stay.checkIn !== state.stay.checkIn) {
    throw new RuleBroken('reservation.datesBeforeMove', { date: moved, room }, 'checkIn');
  }
  if (stay.stayType !== 'night' || stay.checkOut <= moved) {
    throw new RuleBroken('reservation.datesBeforeMove', { date: moved, room }, 'checkOut');
  }
};

/**
 * The room type of a guest in the house who has slept a night in it stays: the desk moves the
 * guest to another room of the same type (a mid-stay type change, re-pricing only the nights
 * left, is not built; docs/reservations.md).
 */
export const requireRoomTypeChangeable = (state: LiveReservation, workingDate: string): void => {
  if (sleptInRoomType({ status: state.status, checkIn: state.stay.checkIn }, workingDate)) {
    throw new RuleBroken('reservation.roomTypeMidStay', {
      roomType: state.roomTypeClone.name,
    });
  }
};
