import { browserToday } from '../lib/dates';
import { useCurrentHotel } from './use-current-hotel';

/** The property's date today: its working (business) date, else the browser's. */
export function useWorkingDate(): string {
  const { hotel } = useCurrentHotel();
  return hotel?.workingDate ?? browserToday();
}
