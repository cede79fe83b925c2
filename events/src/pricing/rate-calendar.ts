import { addDays, datesBetween, weekdayOf } from '../dates';
import { changedByPercentUp } from './money';
import type { RateCalendarEvent, RatePrice } from '../rates/events';

/** What one date of a rate plan's calendar says. */
export interface RateDay {
  readonly date: string;
  /** Null: no rate set; the room type's default price applies. */
  readonly price: RatePrice | null;
  /** Minimum nights of a stay arriving on this date (1 = none). */
  readonly minLos: number;
  /** Maximum nights of a stay arriving on this date (0 = none). */
  readonly maxLos: number;
  readonly closedToArrival: boolean;
  readonly closedToDeparture: boolean;
  readonly stopSell: boolean;
}

export const openDay = (date: string): RateDay => ({
  date,
  price: null,
  minLos: 1,
  maxLos: 0,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
});

/**
 * The calendar of a rate plan on the dates from `from` up to, not including, `to`: the writes
 * folded in the order they were made (a later write wins on the dates it covers). An interval
 * counts where it was last saved; a removed interval counts nowhere, so what lay under it shows
 * again. Pure: the command side (booking) and the read side (calendar, quotes) share it.
 */
export const rateCalendar = (
  events: readonly RateCalendarEvent[],
  from: string,
  to: string,
): Map<string, RateDay> => {
  const days = new Map<string, RateDay>(datesBetween(from, to).map((d) => [d, openDay(d)]));
  if (days.size === 0) return days;
  const last = addDays(to, -1);
  // Where each interval counts: its last save, unless it was removed afterwards.
  const liveSave = new Map<string, number>();
  events.forEach((event, index) => {
    if (event.type === 'IntervalSaved') liveSave.set(event.data.intervalId, index);
    if (event.type === 'IntervalRemoved') liveSave.delete(event.data.intervalId);
  });
  events.forEach((event, index) => {
    if (event.type === 'IntervalRemoved') return;
    if (event.type === 'IntervalSaved' && liveSave.get(event.data.intervalId) !== index) return;
    const start = event.data.startDate > from ? event.data.startDate : from;
    const end = event.data.endDate < last ? event.data.endDate : last;
    if (start > end) return;
    for (const date of datesBetween(start, addDays(end, 1))) {
      const day = days.get(date);
      if (!day) continue;
      const weekday = weekdayOf(date);
      if (event.type === 'DailyRatesSet') {
        const data = event.data;
        if (!data.days.includes(weekday)) continue;
        days.set(date, {
          date,
          price: data.price ?? day.price,
          minLos: data.minLos ?? day.minLos,
          maxLos: data.maxLos ?? day.maxLos,
          closedToArrival: data.closedToArrival ?? day.closedToArrival,
          closedToDeparture: data.closedToDeparture ?? day.closedToDeparture,
          stopSell: data.stopSell ?? day.stopSell,
        });
      } else {
        const data = event.data;
        days.set(date, {
          ...day,
          price: { op: 'mnt', value: data.rates[weekday - 1] ?? 0 },
          minLos: data.minLos ?? day.minLos,
          maxLos: data.maxLos ?? day.maxLos,
        });
      }
    }
  });
  return days;
};

/** A night's price in tugrik: a set price, or the default price changed by a percent (rounded up). */
export const nightPrice = (price: RatePrice | null, defaultPrice: number): number => {
  if (!price) return defaultPrice;
  return price.op === 'mnt' ? price.value : changedByPercentUp(defaultPrice, price.value);
};
