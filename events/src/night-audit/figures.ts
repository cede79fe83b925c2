import type { ReservationStatus } from '../reservations/events';
import { holdsRoom, minutesOf } from '../reservations/rules';
import type { NightFigures } from './events';

/** What the figures need of one stay (both sides build it from their own state). */
export interface FigureStay {
  readonly status: ReservationStatus;
  readonly roomTypeId: string;
  readonly roomTypeName: string;
  /** The channel: the source's name. */
  readonly channel: string;
  readonly stayType: 'night' | 'day' | 'time';
  readonly checkIn: string;
  readonly checkOut: string;
  readonly dayRates: readonly { readonly date: string; readonly value: number }[];
  /** Adults. */
  readonly numberOfGuests: number;
  readonly children: number;
}

/**
 * Whether a stay holds a room on `date`: a night stay on the nights from its arrival up to
 * (not including) its departure; a day-use or hourly stay on its day. Canceled and no-show
 * stays hold nothing.
 */
export const staysOn = (stay: FigureStay, date: string): boolean => {
  if (!holdsRoom(stay.status)) return false;
  if (stay.stayType === 'night') return stay.checkIn <= date && date < stay.checkOut;
  return stay.checkIn === date;
};

/** The room revenue a stay earns on `date`: its `dayRates` entry, while it holds the room. */
export const roomRevenueOn = (stay: FigureStay, date: string): number => {
  if (!staysOn(stay, date)) return 0;
  let sum = 0;
  for (const rate of stay.dayRates) if (rate.date === date) sum += rate.value;
  return sum;
};

const add = (into: Record<string, number>, key: string, amount: number) => {
  into[key] = (into[key] ?? 0) + amount;
};

/**
 * One date's room figures: rooms (less those out of order), rooms sold, guests and room
 * revenue (by room type and by channel). The night audit freezes them in its event; the sales
 * report counts the working date's live ones with this same function.
 */
export const nightFigures = (
  date: string,
  stays: Iterable<FigureStay>,
  rooms: { readonly total: number; readonly outOfOrder: number },
): NightFigures => {
  const figures: NightFigures = {
    roomsTotal: rooms.total,
    outOfOrder: rooms.outOfOrder,
    roomsAvailable: Math.max(0, rooms.total - rooms.outOfOrder),
    roomsSold: 0,
    guests: 0,
    children: 0,
    roomRevenue: 0,
    roomRevenueByRoomType: {},
    roomsSoldByRoomType: {},
    roomRevenueByChannel: {},
    roomTypeNames: {},
  };
  for (const stay of stays) {
    if (!staysOn(stay, date)) continue;
    const revenue = roomRevenueOn(stay, date);
    figures.roomsSold += 1;
    figures.guests += stay.numberOfGuests + stay.children;
    figures.children += stay.children;
    figures.roomRevenue += revenue;
    add(figures.roomRevenueByRoomType, stay.roomTypeId, revenue);
    add(figures.roomsSoldByRoomType, stay.roomTypeId, 1);
    add(figures.roomRevenueByChannel, stay.channel, revenue);
    figures.roomTypeNames[stay.roomTypeId] = stay.roomTypeName;
  }
  return figures;
};

/**
 * Rooms out of order on `date`: rooms with a block holding them over that night's midnight
 * (a whole-day block on its nights, an hourly block only if it runs past midnight). The sales
 * report counts live dates with the same rule (`blockedOn`). `blockSpan` gives each block's span
 * in minutes.
 */
export const roomsOutOfOrder = (
  date: string,
  blocks: Iterable<{ readonly roomId: string; readonly start: number; readonly end: number }>,
): number => {
  const midnight = minutesOf(date, '12:00') + 12 * 60;
  const rooms = new Set<string>();
  for (const block of blocks) {
    if (block.start < midnight && block.end > midnight) rooms.add(block.roomId);
  }
  return rooms.size;
};
