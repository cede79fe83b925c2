import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * What a part of the reservation page draws from: the reservation of the property `slug`, and
 * whether it is a past state (as it stood at a history entry: marked so, nothing to change or
 * print).
 */
export interface ReservationViewProps {
  slug: string;
  reservation: Reservation;
  readOnly: boolean;
}
