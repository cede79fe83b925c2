import { minutesOfTime } from '../dates';
import { policyFee } from './fees';
import {
  type CancellationPolicyClone,
  EXTERNAL_CHANNEL,
  type ReservationStatus,
  type Stay,
} from './events';

/**
 * The reservation rules both sides need (operations spec §4): the command side enforces them,
 * the read side tells the UI which actions to offer. Pure.
 */

export interface MoneyState {
  readonly status: ReservationStatus;
  /** What the stay costs (the quote's total). */
  readonly amount: number;
  /** What the guest has paid (payments arrive with the payments issue; 0 until then). */
  readonly paid: number;
  readonly cancellation: { readonly amount: number; readonly isPaid: boolean } | null;
}

/** Whether a stay owes a fee instead of its price: canceled, or a no-show charged a fee. */
export const owesFee = ({ status, cancellation }: Pick<MoneyState, 'status' | 'cancellation'>) =>
  status === 'canceled' || (status === 'no-show' && cancellation !== null);

/**
 * What the guest still owes. A canceled reservation (and a no-show since issue 31) owes only
 * its fee, less what was paid: the folio's payments and the fee paid on the spot; a negative
 * balance is money to give back. A no-show marked before issue 31 (no fee) owes the stay.
 */
export const balanceOf = ({ status, amount, paid, cancellation }: MoneyState): number => {
  if (owesFee({ status, cancellation })) {
    const fee = cancellation?.amount ?? 0;
    return fee - paid - (cancellation?.isPaid ? fee : 0);
  }
  return amount - paid;
};

/**
 * The fee the cancellation policy (as cloned at booking) asks for cancelling on `workingDate`
 * (`policyFee` in ./fees.ts, which also gives the rule that produced it).
 */
export const suggestedCancellationFee = (
  policy: CancellationPolicyClone | null,
  price: { total: number; dayRates: readonly { value: number }[] },
  checkIn: string,
  workingDate: string,
): number => policyFee(policy, price, checkIn, workingDate, 'cancellation').amount;

export interface EditableState {
  readonly status: ReservationStatus;
  readonly serviceName: string | null;
  readonly paid: number;
}

const isChannel = (state: { serviceName: string | null }) => state.serviceName === EXTERNAL_CHANNEL;

/** What a status move needs to know of a reservation (both sides have it). */
export interface StatusState {
  readonly status: ReservationStatus;
  /** The external channel's service name (`ihotel`), null for the hotel's own bookings. */
  readonly serviceName: string | null;
  /** The channel's name as the hotel calls it (named in the channel's refusals). */
  readonly sourceName: string;
  readonly stayType: Stay['stayType'];
  readonly checkIn: string;
  readonly checkOut: string;
  readonly hasRoom: boolean;
  /** What the guest still owes (`balanceOf`). */
  readonly balance: number;
}

/** Why a status move is refused: a message key of `reservationsMessages` and its values. */
export interface StatusRefusal {
  readonly rule:
    | 'reservation.statusUnchanged'
    | 'reservation.channelStatus'
    | 'reservation.notCheckedIn'
    | 'reservation.guestArrived'
    | 'reservation.reinstateFirst'
    | 'reservation.checkInFuture'
    | 'reservation.stayEnded'
    | 'reservation.checkInNeedsRoom'
    | 'reservation.checkInUndoLate'
    | 'reservation.noShowFuture'
    | 'reservation.balanceDue';
  readonly params: Readonly<Record<string, string | number>>;
}

const ALL_STATUSES = [
  'pending',
  'confirmed',
  'checked-in',
  'checked-out',
  'canceled',
  'no-show',
] as const satisfies readonly ReservationStatus[];

/**
 * The moves that make sense from each status (operations spec §4 lists every status; these
 * are the ones that mean something at a front desk): a guest who has arrived is never pending,
 * canceled or a no-show again, only a checked-in guest checks out, a canceled reservation is
 * reinstated (pending or confirmed) before anything else. A check-in may be undone (back to
 * confirmed, on the arrival day) and a check-out too (back in the house, while the stay lasts).
 */
const MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'checked-in', 'canceled', 'no-show'],
  confirmed: ['pending', 'checked-in', 'canceled', 'no-show'],
  'checked-in': ['checked-out', 'confirmed'],
  'checked-out': ['checked-in'],
  canceled: ['pending', 'confirmed'],
  'no-show': ['pending', 'confirmed', 'checked-in', 'canceled'],
};

/** The channel's statuses are the channel's own: staff never set these (spec §4). */
const CHANNEL_ONLY: readonly ReservationStatus[] = ['pending', 'confirmed', 'canceled'];

/** The last date a stay is in the house: its check-out (night stays) or its one day. */
const lastDayOf = (state: StatusState): string =>
  state.stayType === 'night' ? state.checkOut : state.checkIn;

/** Why a move that is never possible from this status is refused (null: it is a move). */
const structuralRefusal = (state: StatusState, to: ReservationStatus): StatusRefusal | null => {
  const from = state.status;
  if (to === from) return { rule: 'reservation.statusUnchanged', params: {} };
  if (isChannel(state) && CHANNEL_ONLY.includes(to)) {
    return { rule: 'reservation.channelStatus', params: { channel: state.sourceName } };
  }
  if (MOVES[from].includes(to)) return null;
  if (to === 'checked-out') return { rule: 'reservation.notCheckedIn', params: {} };
  if (from === 'canceled') return { rule: 'reservation.reinstateFirst', params: {} };
  return { rule: 'reservation.guestArrived', params: {} };
};

/** Why a move is refused on `workingDate` as things stand (date, room, money). */
const momentaryRefusal = (
  state: StatusState,
  to: ReservationStatus,
  workingDate: string,
): StatusRefusal | null => {
  if (to === 'checked-in') {
    if (state.checkIn > workingDate) {
      return { rule: 'reservation.checkInFuture', params: { date: state.checkIn, workingDate } };
    }
    if (lastDayOf(state) < workingDate) {
      return { rule: 'reservation.stayEnded', params: { date: lastDayOf(state), workingDate } };
    }
    if (!state.hasRoom) return { rule: 'reservation.checkInNeedsRoom', params: {} };
  }
  if (to === 'no-show' && state.checkIn > workingDate) {
    return { rule: 'reservation.noShowFuture', params: { date: state.checkIn, workingDate } };
  }
  if (to === 'checked-out' && state.balance > 0) {
    return { rule: 'reservation.balanceDue', params: { balance: state.balance } };
  }
  if (state.status === 'checked-in' && to === 'confirmed' && state.checkIn !== workingDate) {
    return { rule: 'reservation.checkInUndoLate', params: { date: state.checkIn, workingDate } };
  }
  return null;
};

/**
 * Why the reservation cannot move to `to` on `workingDate`, or null when it can. The decider
 * refuses with it; the read side offers the moves it allows and shows the others' reasons.
 * (Taking the room again, back from canceled or no-show, is the ledger's to decide.)
 */
export const statusRefusal = (
  state: StatusState,
  to: ReservationStatus,
  workingDate: string,
): StatusRefusal | null => structuralRefusal(state, to) ?? momentaryRefusal(state, to, workingDate);

/**
 * The statuses a reservation may move to (in the spec's order), each with the reason it is
 * refused on `workingDate` (null: allowed now). Moves that never make sense from its status,
 * and the channel's own statuses, are left out.
 */
export const statusMoves = (
  state: StatusState,
  workingDate: string,
): { status: ReservationStatus; refusal: StatusRefusal | null }[] =>
  ALL_STATUSES.filter((to) => structuralRefusal(state, to) === null).map((status) => ({
    status,
    refusal: momentaryRefusal(state, status, workingDate),
  }));

/** The list tab a reservation's status menu belongs to, and what each tab offers. */
export const reservationTabs = [
  'todayCheckin',
  'todayCheckout',
  'tomorrowCheckin',
  'other',
] as const;
export type ReservationTab = (typeof reservationTabs)[number];
export const tabStatusChoices: Record<ReservationTab, readonly ReservationStatus[]> = {
  todayCheckin: ['checked-in', 'canceled'],
  todayCheckout: ['checked-out'],
  tomorrowCheckin: ['canceled', 'confirmed'],
  other: [],
};

/** Dates may change: not the channel, nothing paid, neither checked out nor canceled. */
export const canChangeDates = (state: EditableState): boolean =>
  !isChannel(state) &&
  state.paid <= 0 &&
  state.status !== 'checked-out' &&
  state.status !== 'canceled';

/** Room type and discount may change: not canceled, nothing paid (and not checked out). */
export const canChangeRoomType = (state: EditableState): boolean =>
  state.status !== 'canceled' && state.status !== 'checked-out' && state.paid <= 0;

/** A room may be assigned or changed: not canceled, not checked out. */
export const canChangeRoom = (state: EditableState): boolean =>
  state.status !== 'canceled' && state.status !== 'checked-out';

/**
 * A guest in the house has slept a night in the room type (working date after check-in): its
 * type stays; the desk moves the guest to another room of the same type (docs/reservations.md).
 */
export const sleptInRoomType = (
  state: { readonly status: ReservationStatus; readonly checkIn: string },
  workingDate: string,
): boolean => state.status === 'checked-in' && workingDate > state.checkIn;

/** A guest in the house on a night stay with no night left (on or past check-out) is not moved. */
export const noNightsLeft = (
  state: {
    readonly status: ReservationStatus;
    readonly stayType: Stay['stayType'];
    readonly checkOut: string;
  },
  workingDate: string,
): boolean =>
  state.status === 'checked-in' && state.stayType === 'night' && workingDate >= state.checkOut;

/** A room may be cleared: also not a no-show and not a guest in the house. */
export const canClearRoom = (state: EditableState): boolean =>
  canChangeRoom(state) && state.status !== 'no-show' && state.status !== 'checked-in';

/** Statuses whose stays hold rooms in the occupancy ledger. */
export const holdsRoom = (status: ReservationStatus): boolean =>
  status !== 'canceled' && status !== 'no-show';

/** Minutes since 1970-01-01 00:00 of a date and time (property local time). */
export const minutesOf = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + (minutesOfTime(time) ?? Number.NaN);
};

/** Night stays hold whole nights: from noon on arrival to noon on departure. */
const NIGHT_BOUNDARY = '12:00';

/** The span a night stay's nights from `from` up to `to` hold a room: noon to noon. */
export const nightsSpanOf = (from: string, to: string): { start: number; end: number } => ({
  start: minutesOf(from, NIGHT_BOUNDARY),
  end: minutesOf(to, NIGHT_BOUNDARY),
});

/** The date a stay's current room holds from: the end of its last earlier room, or check-in. */
export const currentRoomFrom = (stay: {
  readonly checkIn: string;
  readonly segments?: readonly { readonly to: string }[];
}): string => stay.segments?.at(-1)?.to ?? stay.checkIn;

/**
 * The spans a stay holds rooms: a stay that moved rooms mid-stay holds each earlier room for
 * its nights (`segments`) and the current room from the last one's end; any other stay holds its
 * room for its whole span (`spanOf`). Empty spans (a current room left the day it was taken)
 * are left out.
 */
export const roomSpansOf = (
  stay: Stay & {
    readonly roomId: string | null;
    readonly segments?: readonly { readonly roomId: string; from: string; to: string }[];
  },
): { roomId: string; start: number; end: number }[] => {
  const whole = spanOf(stay);
  const spans: { roomId: string; start: number; end: number }[] = [];
  const segments = stay.stayType === 'night' ? (stay.segments ?? []) : [];
  for (const segment of segments) {
    const span = nightsSpanOf(segment.from, segment.to);
    if (span.end > span.start) spans.push({ roomId: segment.roomId, ...span });
  }
  if (stay.roomId !== null) {
    const start =
      segments.length > 0 ? minutesOf(currentRoomFrom(stay), NIGHT_BOUNDARY) : whole.start;
    if (whole.end > start) spans.push({ roomId: stay.roomId, start, end: whole.end });
  }
  return spans;
};

/**
 * The span a stay holds its room: night stays from noon of the arrival date to noon of the
 * departure date (so one guest leaving and the next arriving on a date never clash, whatever
 * times they give); day stays from arrival to exit time; time stays their hours.
 */
export const spanOf = (stay: Stay): { start: number; end: number } => {
  if (stay.stayType === 'night') {
    return {
      start: minutesOf(stay.checkIn, NIGHT_BOUNDARY),
      end: minutesOf(stay.checkOut, NIGHT_BOUNDARY),
    };
  }
  const start = minutesOf(stay.checkIn, stay.arrivalTime);
  if (stay.stayType === 'time') return { start, end: start + (stay.hours ?? 1) * 60 };
  const end = minutesOf(stay.checkIn, stay.exitTime);
  return { start, end: end > start ? end : start + 60 };
};
