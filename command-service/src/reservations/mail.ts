import { type Language, translate } from '@hotel/events/messages';
import type { MailMessage } from '@hotel/infra/mail/port';
import type { book } from './decider';
import type { BookingWorld } from './world';

/**
 * The hotel's name as guests know it: the profile's, once its form is saved; until then the
 * name the property was registered with (a new hotel's first letters are signed too).
 */
export const hotelNameOf = (world: BookingWorld): string =>
  world.profile.info?.name?.trim() || world.propertyName;

/** The confirmation letter of a booking, to the guest's e-mail, in the caller's language. */
export const confirmationLetter = (
  decision: ReturnType<typeof book>,
  world: BookingWorld,
  language: Language,
): MailMessage | null => {
  const created = [...decision.reservations.values()]
    .map((events) => events[0])
    .flatMap((event) => (event?.type === 'ReservationCreated' ? [event.data] : []));
  const first = created[0];
  if (!first?.guestClone.email) return null;
  const hotel = hotelNameOf(world);
  const rooms = new Map<string, number>();
  for (const r of created) {
    rooms.set(r.roomTypeClone.name, (rooms.get(r.roomTypeClone.name) ?? 0) + 1);
  }
  const params = {
    hotel,
    guest: [first.guestClone.name, first.guestClone.surname].filter(Boolean).join(' '),
    numbers: created.map((r) => r.number).join(', '),
    checkIn: first.checkIn,
    arrivalTime: first.arrivalTime,
    checkOut: first.checkOut,
    exitTime: first.exitTime,
    rooms: [...rooms].map(([name, count]) => `  ${count} × ${name}`).join('\n'),
    total: created
      .reduce((sum, r) => sum + r.price.total, 0)
      .toLocaleString('en-US')
      .replace(/,/g, ' '),
  };
  return {
    to: first.guestClone.email,
    subject: translate('mail.bookingSubject', language, params),
    text: translate('mail.bookingBody', language, params),
  };
};
