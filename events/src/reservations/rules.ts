import { daysBetween } from '../dates';
import { percentOfUp } from '../pricing/money';
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

/**
 * What the guest still owes. A canceled reservation owes only its cancellation fee (none
 * when the fee was paid on the spot); a negative balance is money to give back.
 */
export const balanceOf = ({ status, amount, paid, cancellation }: MoneyState): number => {
  if (status === 'canceled') {
    const fee = cancellation?.amount ?? 0;
    return fee - paid - (cancellation?.isPaid ? fee : 0);
  }
  return amount - paid;
};

/**
 * The fee the cancellation policy (as cloned at booking) asks for cancelling on `workingDate`:
 * free policies nothing; with a deadline `days` before check-in, the lower charge until then
 * and the higher one after; without a deadline, the percent. Rounded up.
 */
export const suggestedCancellationFee = (
  policy: CancellationPolicyClone | null,
  amount: number,
  checkIn: string,
  workingDate: string,
): number => {
  if (!policy || policy.isFree) return 0;
  const percent = policy.percent ?? 0;
  let charged = percent;
  if (policy.days !== null) {
    const beforeDeadline = daysBetween(workingDate, checkIn) >= policy.days;
    if (policy.additionPercent !== null) {
      charged = beforeDeadline ? percent : policy.additionPercent;
    } else {
      charged = beforeDeadline ? 0 : percent;
    }
  }
  return percentOfUp(amount, charged);
};

export interface EditableState {
  readonly status: ReservationStatus;
  readonly serviceName: string | null;
  readonly paid: number;
}

const isChannel = (state: { serviceName: string | null }) => state.serviceName === EXTERNAL_CHANNEL;

/** Statuses the detail page's menu offers (every other one; fewer for the channel). */
export const statusChoices = (state: EditableState): ReservationStatus[] =>
  (['pending', 'confirmed', 'checked-in', 'checked-out', 'canceled', 'no-show'] as const).filter(
    (status) =>
      status !== state.status &&
      !(isChannel(state) && ['pending', 'confirmed', 'canceled'].includes(status)),
  );

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

/** A room may be cleared: also not a no-show and not a guest in the house. */
export const canClearRoom = (state: EditableState): boolean =>
  canChangeRoom(state) && state.status !== 'no-show' && state.status !== 'checked-in';

/** Statuses whose stays hold rooms in the occupancy ledger. */
export const holdsRoom = (status: ReservationStatus): boolean =>
  status !== 'canceled' && status !== 'no-show';

/** Minutes since 1970-01-01 00:00 of a date and time (property local time). */
export const minutesOf = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + hh * 60 + mm;
};

/** Night stays hold whole nights: from noon on arrival to noon on departure. */
const NIGHT_BOUNDARY = '12:00';

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
