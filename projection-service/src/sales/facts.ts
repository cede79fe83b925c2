import type { Block } from '@hotel/events/blocks/events';
import { addDays, minutesOfTime } from '@hotel/events/dates';
import type { NightFigures } from '@hotel/events/night-audit/events';
import { type FigureStay, roomRevenueOn, staysOn } from '@hotel/events/night-audit/figures';
import type { Document } from '@hotel/infra/read-store/port';

/**
 * The sales report's read model (docs/report.md): per property, one small document per
 * business date with that day's facts; any period is the sum of its days.
 */

export const SALES_PROPERTIES = 'sales_properties';
export const SALES_STAYS = 'sales_stays';
export const SALES_DAYS = 'sales_days';

export type Amounts = Record<string, number>;

/** The room figures of a date still open: kept up to date as stays change (`nightFigures`'s count). */
export interface RoomCounts {
  roomsSold: number;
  guests: number;
  children: number;
  roomRevenue: number;
  roomRevenueByRoomType: Amounts;
  roomsSoldByRoomType: Amounts;
  roomRevenueByChannel: Amounts;
  roomTypeNames: Record<string, string>;
}

export interface MethodTotal {
  name: string;
  color: string;
  total: number;
}

/**
 * Money booked on a business date: what happened that day, corrections included (a payment
 * deleted, a service removed, a stay re-priced over a night already audited: negative amounts).
 */
export interface DayMoney {
  /** Services and extra beds charged. */
  services: number;
  /** Room revenue of nights already audited, changed afterwards (booked on this date). */
  roomCorrection: number;
  roomCorrectionByRoomType: Amounts;
  roomCorrectionByChannel: Amounts;
  /** Money received, by payment method id. */
  payments: Record<string, MethodTotal>;
  /** Incomes by type: paid, prepaid, receivable, cancellation. */
  incomes: Amounts;
}

export interface SalesDayDoc extends Document {
  propertyId: string;
  date: string;
  /** The night audit closed this date: `frozen` holds its figures; its money never changes. */
  closed: boolean;
  frozen: NightFigures | null;
  live: RoomCounts;
  money: DayMoney;
}

export interface BlockSpan {
  roomId: string;
  startDate: string;
  endDate: string;
  isTime: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** The business dates a room counts on: from the day it was added until it was removed. */
export interface RoomSpan {
  /** The working date when the room was added ('' when no registration was seen first). */
  from: string;
  /** The working date when it was removed (not counted from then on); null: still there. */
  until: string | null;
}

export interface SalesPropertyDoc extends Document {
  /** The property's working date as the events tell it (registration, then each audit). */
  workingDate: string | null;
  /** The business date the property was registered with: no rooms exist before it. */
  openedOn: string | null;
  /** Every room the property has had, by id: the dates it counts on. */
  roomDates: Record<string, RoomSpan>;
  /** The last audited date and the command that audited it. */
  lastAudit: { date: string; commandId: string } | null;
  /** Rooms by id → room type id. */
  rooms: Record<string, string>;
  roomTypeNames: Record<string, string>;
  blocks: Record<string, BlockSpan>;
}

export interface StayPayment {
  incomeType: string;
  amountMnt: number;
  lines: { methodId: string; name: string; color: string; amountMnt: number }[];
}

export interface SalesStayDoc extends Document {
  propertyId: string;
  stay: FigureStay;
  /** Services and extra beds on the folio, by item id → amount. */
  charges: Amounts;
  payments: Record<string, StayPayment>;
  /** The cancellation or no-show fee counted as an income (0: none). */
  cancellationFee: number;
  /** The method it was received by, as counted under payments by method (older fees: none). */
  feeLines?: StayPayment['lines'];
}

export const dayId = (propertyId: string, date: string) => `${propertyId}|${date}`;

export const emptyCounts = (): RoomCounts => ({
  roomsSold: 0,
  guests: 0,
  children: 0,
  roomRevenue: 0,
  roomRevenueByRoomType: {},
  roomsSoldByRoomType: {},
  roomRevenueByChannel: {},
  roomTypeNames: {},
});

export const emptyMoney = (): DayMoney => ({
  services: 0,
  roomCorrection: 0,
  roomCorrectionByRoomType: {},
  roomCorrectionByChannel: {},
  payments: {},
  incomes: {},
});

export const emptyDay = (propertyId: string, date: string): SalesDayDoc => ({
  _id: dayId(propertyId, date),
  propertyId,
  date,
  closed: false,
  frozen: null,
  live: emptyCounts(),
  money: emptyMoney(),
});

export const addTo = (into: Amounts, key: string, amount: number) => {
  const next = (into[key] ?? 0) + amount;
  if (next === 0) delete into[key];
  else into[key] = next;
};

/** The dates a stay may count on (where `staysOn` holds on a live date; audited: a subset). */
export const stayDates = (stay: FigureStay): string[] => {
  if (stay.stayType !== 'night') return staysOn(stay, stay.checkIn, false) ? [stay.checkIn] : [];
  const dates: string[] = [];
  for (let d = stay.checkIn; d < stay.checkOut; d = addDays(d, 1)) {
    if (staysOn(stay, d, false)) dates.push(d);
  }
  return dates;
};

/**
 * Adds (`sign` 1) or takes away (−1) one stay's share of a live date's figures: a live date
 * counts the arrivals due as well (`staysOn` live), until its audit freezes what was sold.
 */
export const applyStay = (counts: RoomCounts, stay: FigureStay, date: string, sign: 1 | -1) => {
  if (!staysOn(stay, date, false)) return;
  const revenue = roomRevenueOn(stay, date, false);
  counts.roomsSold += sign;
  counts.guests += sign * (stay.numberOfGuests + stay.children);
  counts.children += sign * stay.children;
  counts.roomRevenue += sign * revenue;
  addTo(counts.roomRevenueByRoomType, stay.roomTypeId, sign * revenue);
  addTo(counts.roomsSoldByRoomType, stay.roomTypeId, sign);
  addTo(counts.roomRevenueByChannel, stay.channel, sign * revenue);
  counts.roomTypeNames[stay.roomTypeId] = stay.roomTypeName;
};

/**
 * Whether a block takes its room out of order on the night of `date`: a whole-day block on
 * its nights `startDate … endDate − 1`; an hour block when it holds the room over that
 * night's midnight (a morning block leaves the night on sale, as the ledger says).
 */
export const blockedOn = (block: BlockSpan, date: string): boolean => {
  if (!block.isTime) return block.startDate <= date && date < block.endDate;
  const next = addDays(date, 1);
  const startsBefore = block.startDate <= date;
  const endsAfter =
    block.endDate > next || (block.endDate === next && (minutesOfTime(block.endTime) ?? 0) > 0);
  return startsBefore && endsAfter;
};

/**
 * What a live date's rooms are counted from: every room the property has had, with the dates
 * it counts on, and the blocks of those rooms. A date before the property was registered has
 * no rooms; a room counts from the day it was added until the day it was removed.
 */
export interface PropertyRooms {
  openedOn: string | null;
  spans: { roomId: string; from: string; until: string | null }[];
  blocks: BlockSpan[];
}

export const propertyRoomsOf = (property: SalesPropertyDoc): PropertyRooms => ({
  openedOn: property.openedOn,
  spans: Object.entries(property.roomDates).map(([roomId, span]) => ({ roomId, ...span })),
  blocks: Object.values(property.blocks).filter((block) => block.roomId in property.roomDates),
});

/** The rooms that exist on `date` (ids), or none before the property's first day. */
export const roomsOn = (rooms: PropertyRooms, date: string): Set<string> => {
  const ids = new Set<string>();
  if (rooms.openedOn !== null && date < rooms.openedOn) return ids;
  for (const span of rooms.spans) {
    if (span.from <= date && (span.until === null || date < span.until)) ids.add(span.roomId);
  }
  return ids;
};

/** Rooms out of order on a date: the property's rooms with a block that night. */
export const outOfOrderOn = (blocks: readonly BlockSpan[], date: string): number => {
  if (blocks.length === 0) return 0;
  const rooms = new Set<string>();
  for (const block of blocks) if (blockedOn(block, date)) rooms.add(block.roomId);
  return rooms.size;
};

export const blockSpanOf = (block: Block): BlockSpan => ({
  roomId: block.roomId,
  startDate: block.startDate,
  endDate: block.endDate,
  isTime: block.isTime,
  startTime: block.startTime,
  endTime: block.endTime,
});

/**
 * A date's room figures: frozen by the night audit, or live (the rooms that existed that day,
 * less those blocked that night).
 */
export const roomFiguresOf = (
  day: SalesDayDoc | undefined,
  rooms: PropertyRooms,
  date: string,
): NightFigures => {
  if (day?.frozen) return day.frozen;
  const counts = day?.live ?? emptyCounts();
  const existing = roomsOn(rooms, date);
  const outOfOrder =
    existing.size === 0
      ? 0
      : outOfOrderOn(
          rooms.blocks.filter((block) => existing.has(block.roomId)),
          date,
        );
  return {
    roomsTotal: existing.size,
    outOfOrder,
    roomsAvailable: Math.max(0, existing.size - outOfOrder),
    ...counts,
  };
};
