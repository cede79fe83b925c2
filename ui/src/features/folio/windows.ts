import {
  type ChargeKind,
  type FolioWindow,
  GUEST_WINDOW,
  type WindowId,
  chargeKinds,
} from '@hotel/events/folio/routing';
import type { Reservation } from '../../shared/reservations/reservations-api';
import type { Payment } from '../../shared/reservations/folio-api';

/**
 * The payer windows of a stay as the folio shows them (docs/folio.md, payer routing): the
 * read model's `windows`, or — from an answer without them — the one window of the guest.
 */
export const windowsOf = (reservation: Reservation): FolioWindow[] =>
  reservation.windows && reservation.windows.length > 0
    ? reservation.windows
    : [
        {
          windowId: GUEST_WINDOW,
          partnerClone: null,
          kinds: [...chargeKinds],
          charges: reservation.amount,
          paid: reservation.paid,
          balance: reservation.balance,
        },
      ];

/** More than one payer: the folio shows a block per window. */
export const isSplit = (reservation: Reservation): boolean => windowsOf(reservation).length > 1;

/**
 * The window a payment counts in: its own, or the guest's when it has none or its window is
 * gone (the same rule as `windowsOf` of @hotel/events/folio/routing).
 */
export const windowOfPayment = (reservation: Reservation, payment: Payment): WindowId => {
  const id = payment.windowId ?? GUEST_WINDOW;
  return windowsOf(reservation).some((w) => w.windowId === id) ? id : GUEST_WINDOW;
};

export const paymentsOfWindow = (reservation: Reservation, windowId: WindowId): Payment[] =>
  (reservation.payments ?? []).filter((p) => windowOfPayment(reservation, p) === windowId);

/** Who pays a window: the partner, or the stay's guest. */
export const payerNameOf = (window: FolioWindow, reservation: Reservation): string =>
  window.partnerClone?.name ??
  [reservation.guestClone.name, reservation.guestClone.surname].filter(Boolean).join(' ');

/** The charge kinds, in the folio's order. */
export const CHARGE_KINDS: readonly ChargeKind[] = chargeKinds;

/** The windows that still owe money (what keeps a check-out back), in order. */
export const owingWindowsOf = (reservation: Reservation): FolioWindow[] =>
  windowsOf(reservation).filter((w) => w.balance > 0);
