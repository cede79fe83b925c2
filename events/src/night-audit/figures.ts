import type { ReservationStatus } from '../reservations/events';
import { holdsRoom, minutesOf } from '../reservations/rules';
import { nightlyRoomRevenue, type PricedRoom } from '../pricing/nightly-revenue';
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
  /**
   * The stay's room revenue per date, net of its discount (`roomNightsOf(price)`: the one rule
   * of `pricing/nightly-revenue.ts`).
   */
  readonly nights: readonly { readonly date: string; readonly value: number }[];
  /** Adults. */
  readonly numberOfGuests: number;
  readonly children: number;
}

/** A stay's net room revenue per date, as the figures count it (from its price). */
export const roomNightsOf = (price: PricedRoom): FigureStay['nights'] => nightlyRoomRevenue(price);

/** What `staysOn` reads of a stay. */
export type StayDates = Pick<FigureStay, 'status' | 'stayType' | 'checkIn' | 'checkOut'>;

/** Statuses of a guest who came: in house, or gone after staying. */
const arrived = (status: ReservationStatus) => status === 'checked-in' || status === 'checked-out';

/**
 * Whether a stay counts as a room sold on `date`. The stay must be on that date (a night stay
 * on the nights from its arrival up to, not including, its departure; a day-use or hourly stay
 * on its day) and hold its room (canceled and no-show stays never count). On an **audited**
 * date (the audit closing it, or a correction of a closed day) only stays whose guest came
 * count — checked in, or checked out after staying; an arrival the audit left pending sold
 * nothing that night. On a **live** date (not yet audited) a pending or confirmed stay due that
 * day counts too: it is expected.
 */
export const staysOn = (stay: StayDates, date: string, audited: boolean): boolean => {
  if (!holdsRoom(stay.status)) return false;
  if (audited && !arrived(stay.status)) return false;
  if (stay.stayType === 'night') return stay.checkIn <= date && date < stay.checkOut;
  return stay.checkIn === date;
};

/** The room revenue a stay earns on `date`: its net night, while it counts (`staysOn`). */
export const roomRevenueOn = (stay: FigureStay, date: string, audited: boolean): number => {
  if (!staysOn(stay, date, audited)) return 0;
  let sum = 0;
  for (const night of stay.nights) if (night.date === date) sum += night.value;
  return sum;
};

const add = (into: Record<string, number>, key: string, amount: number) => {
  into[key] = (into[key] ?? 0) + amount;
};

/**
 * One audited date's room figures: rooms (less those out of order), rooms sold, guests and room
 * revenue (by room type and by channel), counting the stays whose guests came (`staysOn` with
 * `audited`). The night audit freezes them in its event; the sales report's live dates count
 * with the same `staysOn` and `roomRevenueOn` (live).
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
    if (!staysOn(stay, date, true)) continue;
    const revenue = roomRevenueOn(stay, date, true);
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
