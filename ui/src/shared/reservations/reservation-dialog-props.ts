import type { DialogOpenProps, InDialogProps } from '../../components/form-in-dialog';
import type { Reservation } from './reservations-api';

/** What a page gives a dialog that changes one reservation (its dates, discount, room type…). */
export interface ReservationDialogProps extends DialogOpenProps {
  slug: string;
  reservation: Reservation;
}

/** What the form inside such a dialog gets: the reservation and the dialog's focus and "done". */
export type ReservationFormProps = InDialogProps & {
  slug: string;
  reservation: Reservation;
};

/** A reservation's dialog starts afresh for another reservation (`formDialogOf`'s key). */
export const reservationKey = ({ reservation }: { reservation: Reservation }) => reservation.id;
