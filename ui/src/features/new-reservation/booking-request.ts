import type { BookRequest } from '../../shared/reservations/reservations-api';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import { type GuestValues, phoneOf } from './guest-step';
import { type BookingLine, roomTypesOf } from './lines';
import type { General } from './stay';

/** What the stepper holds when the user saves. */
export interface Booking {
  /** The group the rooms are added to, if any. */
  gid: string | null;
  general: General;
  partnerPays: ChargeKind[];
  lines: BookingLine[];
  guest: GuestValues;
  /** The default source for the working date with a room chosen: saved pending. */
  walkIn: boolean;
  sendEmail: boolean;
}

/** The book-reservation request for what the stepper holds. */
export const bookRequestOf = ({
  gid,
  general,
  partnerPays,
  lines,
  guest,
  walkIn,
  sendEmail,
}: Booking): BookRequest => {
  const timeStay = general.stayType === 'time';
  return {
    ...(gid ? { gid } : {}),
    source: general.sourceId ? { id: general.sourceId } : null,
    partner: general.partnerId && !timeStay ? { id: general.partnerId } : null,
    ...(general.partnerId && !timeStay && partnerPays.length > 0 ? { partnerPays } : {}),
    stayType: general.stayType,
    checkIn: general.checkIn,
    checkOut: general.stayType === 'night' ? general.checkOut : general.checkIn,
    arrivalTime: general.arrivalTime || null,
    exitTime: general.exitTime || null,
    resTime: timeStay ? general.hours : null,
    notes: guest.notes.trim() || null,
    roomTypes: roomTypesOf(lines),
    guest: {
      name: guest.name.trim(),
      surname: guest.surname.trim() || null,
      phoneNumber: phoneOf(guest.phoneNumber),
      email: guest.email.trim() || null,
      nationality: guest.nationality.trim() || null,
    },
    status: walkIn ? 'pending' : guest.status,
    isSendEmail: sendEmail,
  };
};
