import { useCurrentHotel } from '../../components/use-current-hotel';
import { DEFAULT_HOTEL_TIMES, type HotelTimes, isTime } from './stay';

export interface StaySettings extends HotelTimes {
  /** The hotel sells hourly (time) stays. */
  hasTime: boolean;
  /** The longest time stay, in hours. */
  maxTime: number;
  /** The hotel's settings are known: the defaults are final. */
  ready: boolean;
}

/** The longest time stay when the hotel names none. */
const DEFAULT_MAX_TIME = 24;

/**
 * The hotel's stay settings: check-in and check-out times and hourly stays. They come with
 * the user's hotels (GET /api/user), so every user who books sees them, whatever else they
 * may open; without them (an older server) the defaults 14:00 / 12:00 apply.
 */
export function useStaySettings(_slug: string): StaySettings {
  const { hotel } = useCurrentHotel();
  const stay = hotel?.stay;
  return {
    checkInTime: isTime(stay?.checkInTime) ? stay.checkInTime : DEFAULT_HOTEL_TIMES.checkInTime,
    checkOutTime: isTime(stay?.checkOutTime) ? stay.checkOutTime : DEFAULT_HOTEL_TIMES.checkOutTime,
    hasTime: stay?.hasTime ?? false,
    maxTime: Math.min(24, Math.max(1, stay?.maxTime ?? DEFAULT_MAX_TIME)),
    ready: true,
  };
}
