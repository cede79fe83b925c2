import type { RequestStatus } from './events';

/**
 * The reservation request rules both sides need (operations spec §4 "Reservation request",
 * settings spec §4): the command side enforces them, the read side tells the UI what to
 * offer. Pure.
 */

export interface RequestFlags {
  readonly status: RequestStatus;
  readonly isPaid: boolean;
  /** A payment was asked for (the guest was sent the amount and the account). */
  readonly isFetchPayment: boolean;
}

/** Hours an online request holds its rooms before staff act on it. */
export const REQUEST_HOLD_HOURS = 24;
/** Hours a request holds its rooms after the guest was asked to pay. */
export const PAYMENT_HOLD_HOURS = 48;
/** Rooms one online request may take, nights it may last, days ahead it may start. */
export const MAX_ONLINE_ROOMS = 10;
export const MAX_ONLINE_NIGHTS = 60;
export const MAX_ONLINE_DAYS_AHEAD = 365;

/** A request's number as guests and staff see it. */
export const requestLabel = (number: number): string => `RN-${number}`;

/** The payment part of the detail (spec §4): a paid chip, the payment-request action, or a waiting chip. */
export type PaymentState = 'paid' | 'request' | 'waiting' | 'none';

export const paymentStateOf = ({ status, isPaid, isFetchPayment }: RequestFlags): PaymentState => {
  if (isPaid) return 'paid';
  if (isFetchPayment) return 'waiting';
  if (status === 'confirmed' || status === 'reservation') return 'request';
  return 'none';
};

/** Confirm: only a pending request. */
export const canConfirm = ({ status }: RequestFlags): boolean => status === 'pending';

/** Cancel: neither canceled nor converted. */
export const canCancel = ({ status }: RequestFlags): boolean =>
  status === 'pending' || status === 'confirmed';

/** Ask for payment (again, when it has not arrived): confirmed or converted, not paid. */
export const canRequestPayment = ({ status, isPaid }: RequestFlags): boolean =>
  !isPaid && (status === 'confirmed' || status === 'reservation');

/** Record the payment: not paid yet, not canceled. */
export const canRecordPayment = ({ status, isPaid }: RequestFlags): boolean =>
  !isPaid && status !== 'canceled';

/** Convert into reservations: paid, neither canceled nor converted. */
export const canConvert = ({ status, isPaid }: RequestFlags): boolean =>
  isPaid && status !== 'canceled' && status !== 'reservation';
