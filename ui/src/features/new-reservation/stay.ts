import { addDays, addHours, daysBetween, isDateFrom2000, isTimeOfDay } from '@hotel/events/dates';
import type { AvailabilityRequest, StayType } from '../../shared/reservations/reservations-api';
import { formatDateTime } from '../../lib/time-zone';

export { addDays, addHours, daysBetween };

/**
 * The first step of the new-reservation stepper as data: the stay (type, dates, times, hours)
 * and the rules that keep it consistent (operations spec §4 "Stay type"). Dates are the
 * property's `YYYY-MM-DD` calendar dates, computed on UTC midnights so no daylight-saving
 * shift moves a day; times are `HH:mm`.
 */

/** Default times (operations spec §4), used until the hotel's own times are known. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '12:00';
/** Day-use stays (and time stays before their hours are chosen) leave at 18:00. */
export const DAY_EXIT_TIME = '18:00';

/** The hotel's check-in and check-out times (its profile), or the defaults. */
export interface HotelTimes {
  checkInTime: string;
  checkOutTime: string;
}

export const DEFAULT_HOTEL_TIMES: HotelTimes = {
  checkInTime: DEFAULT_CHECK_IN_TIME,
  checkOutTime: DEFAULT_CHECK_OUT_TIME,
};

export interface Stay {
  stayType: StayType;
  checkIn: string;
  /** Night stays: the departure date; day and time stays: the same as `checkIn`. */
  checkOut: string;
  arrivalTime: string;
  exitTime: string;
  /** Hours of a time stay (1 … the hotel's maximum); null until chosen. */
  hours: number | null;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (from the year 2000 on). */
export const isIsoDate = (text: string | null | undefined): text is string =>
  !!text && isDateFrom2000(text);

/** Whether `text` is a time of day written HH:mm. */
export const isTime = (text: string | null | undefined): text is string =>
  !!text && isTimeOfDay(text);

/** The hotel's time now, HH:mm, in its time zone (arrival of a day or time stay booked at the desk). */
export const timeNow = (now: Date = new Date()): string =>
  formatDateTime(now.toISOString()).slice(11);

/** The earliest check-in staff may book: the working date minus one day. */
export const earliestCheckIn = (workingDate: string): string => addDays(workingDate, -1);

/** A night stay of one night from `checkIn`, at the hotel's times. */
export const nightStay = (checkIn: string, times: HotelTimes): Stay => ({
  stayType: 'night',
  checkIn,
  checkOut: addDays(checkIn, 1),
  arrivalTime: times.checkInTime,
  exitTime: times.checkOutTime,
  hours: null,
});

/**
 * A new stay type (operations spec §4): night → check-out the next day at the hotel's times;
 * day → check-out the same day, arrival now, exit 18:00; time → the same day, arrival now,
 * exit 18:00 and the hours cleared (they set the exit once chosen).
 */
export const withStayType = (
  stay: Stay,
  stayType: StayType,
  times: HotelTimes,
  now: string,
): Stay => {
  if (stayType === 'night') return nightStay(stay.checkIn, times);
  return {
    stayType,
    checkIn: stay.checkIn,
    checkOut: stay.checkIn,
    arrivalTime: now,
    exitTime: DAY_EXIT_TIME,
    hours: null,
  };
};

/**
 * A new check-in date. A night stay keeps its number of nights (at least one); day and time
 * stays leave the same day.
 */
export const withCheckIn = (stay: Stay, checkIn: string): Stay => {
  if (stay.stayType !== 'night') return { ...stay, checkIn, checkOut: checkIn };
  if (!isIsoDate(checkIn)) return { ...stay, checkIn };
  const nights =
    isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut)
      ? Math.max(1, daysBetween(stay.checkIn, stay.checkOut))
      : 1;
  return { ...stay, checkIn, checkOut: addDays(checkIn, nights) };
};

/** A new arrival time; a time stay's exit follows it. */
export const withArrivalTime = (stay: Stay, arrivalTime: string): Stay =>
  stay.stayType === 'time' && stay.hours !== null && isTime(arrivalTime)
    ? { ...stay, arrivalTime, exitTime: addHours(arrivalTime, stay.hours) }
    : { ...stay, arrivalTime };

/** The hours of a time stay: the exit is the arrival plus the hours. */
export const withHours = (stay: Stay, hours: number | null): Stay =>
  hours !== null && isTime(stay.arrivalTime)
    ? { ...stay, hours, exitTime: addHours(stay.arrivalTime, hours) }
    : { ...stay, hours };

/** Nights of a night stay (0 for the others, or while the dates are incomplete). */
export const nightsOf = (stay: Stay): number =>
  stay.stayType === 'night' && isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut)
    ? Math.max(0, daysBetween(stay.checkIn, stay.checkOut))
    : 0;

/** Whether the dates can be searched as they are (the server checks everything else). */
export const datesComplete = (stay: Stay): boolean =>
  isIsoDate(stay.checkIn) &&
  (stay.stayType !== 'night' || (isIsoDate(stay.checkOut) && stay.checkOut > stay.checkIn));

/** The general step: the stay and who it is booked through. */
export interface General extends Stay {
  sourceId: string;
  /** Empty: no partner (time stays never have one). */
  partnerId: string;
}

/** POST /api/check/availability for the general step. */
export const availabilityRequestOf = (general: General): AvailabilityRequest => ({
  stayType: general.stayType,
  checkIn: general.checkIn,
  checkOut: general.stayType === 'night' ? general.checkOut : general.checkIn,
  arrivalTime: general.arrivalTime || null,
  exitTime: general.exitTime || null,
  resTime: general.stayType === 'time' ? general.hours : null,
  adults: null,
  partner: general.partnerId && general.stayType !== 'time' ? { id: general.partnerId } : null,
});

/** Two searches ask the same (a search's results still answer the form). */
export const sameRequest = (a: AvailabilityRequest, b: AvailabilityRequest): boolean =>
  a.stayType === b.stayType &&
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  (a.arrivalTime ?? null) === (b.arrivalTime ?? null) &&
  (a.exitTime ?? null) === (b.exitTime ?? null) &&
  (a.resTime ?? null) === (b.resTime ?? null) &&
  (a.partner?.id ?? null) === (b.partner?.id ?? null);
