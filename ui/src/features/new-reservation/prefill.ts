import type { Booked } from '../../shared/reservations/reservations-api';
import { browserToday } from '../../lib/dates';
import { propertyPath } from '../../lib/property-pages';
import { DEFAULT_HOTEL_TIMES, type General, isIsoDate, nightStay } from './stay';

/** What the address asks for (operations spec §2 "New reservation"). */
export interface Prefill {
  /** Add the rooms to this group. */
  gid: string | null;
  checkIn: string | null;
  checkOut: string | null;
  /** A room picked on the calendar, and its room type: preselected once the search answers. */
  roomId: string | null;
  roomTypeId: string | null;
  /** Opened from the calendar (`from=cl`): the calendar again after saving. */
  fromCalendar: boolean;
}

/** The stepper's page: the property, its working date and what the address asks for. */
export interface BookingPage {
  slug: string;
  workingDate: string;
  prefill: Prefill;
}

export const prefillOf = (params: URLSearchParams): Prefill => ({
  gid: params.get('gid') || null,
  checkIn: isIsoDate(params.get('checkIn')) ? params.get('checkIn') : null,
  checkOut: isIsoDate(params.get('checkOut')) ? params.get('checkOut') : null,
  roomId: params.get('roomId') || null,
  roomTypeId: params.get('roomTypeId') || null,
  fromCalendar: params.get('from') === 'cl',
});

/**
 * Where the stepper goes after saving: the calendar (at the stay's check-in) when it came from
 * there; the reservation when one room was booked on its own; otherwise the group.
 */
export const afterSavePath = (
  slug: string,
  prefill: Prefill,
  booked: Booked,
  checkIn: string,
): string => {
  if (prefill.fromCalendar) return `${propertyPath(slug, 'calendar')}?date=${checkIn}`;
  const [only] = booked.reservationIds;
  if (!prefill.gid && only && booked.reservationIds.length === 1) {
    return propertyPath(slug, 'reservation', { id: only });
  }
  return propertyPath(slug, 'group', { id: booked.groupId });
};

/** The stay the stepper opens with: the address's dates, else one night from the working date. */
export const initialGeneral = (prefill: Prefill, workingDate: string): General => {
  const today = isIsoDate(workingDate) ? workingDate : browserToday();
  const checkIn = prefill.checkIn ?? today;
  const stay = nightStay(checkIn, DEFAULT_HOTEL_TIMES);
  const checkOut =
    prefill.checkOut && prefill.checkOut > checkIn ? prefill.checkOut : stay.checkOut;
  return { ...stay, checkOut, sourceId: '', partnerId: '' };
};
