import { z } from 'zod';
import {
  addDays,
  dateInTimeZone,
  daysBetween,
  DEFAULT_TIME_ZONE,
  isIsoDate,
  shiftMonths,
} from '@hotel/events/dates';
import { whenFieldsValid } from '@hotel/events/fields';
import type { NightFigures } from '@hotel/events/night-audit/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { translate } from '@hotel/events/messages';
import { ROOM_TYPES, type RoomTypeDoc } from '../room-types/projection';
import { SETTINGS_ITEMS, type SettingsItemDoc } from '../settings/projection';
import {
  type Amounts,
  emptyMoney,
  type PropertyRooms,
  propertyRoomsOf,
  roomFiguresOf,
  SALES_DAYS,
  SALES_PROPERTIES,
  type SalesDayDoc,
  type SalesPropertyDoc,
} from './facts';

/** The longest range one report answers (and its previous period as long again). */
export const MAX_REPORT_DAYS = 1096;

export const reportTypes = ['today', 'week', 'month', 'year'] as const;
export type ReportType = (typeof reportTypes)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalDate = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.date' })
      .refine(isIsoDate, { error: 'validation.date' })
      .optional(),
  );

/** GET /api/report/sales (settings spec §7): a type, or a range that overrides it; `asOf`. */
export const salesReportQuerySchema = z
  .object({
    type: z.preprocess(
      (v) => blankToUndefined(v) ?? 'today',
      z.enum(reportTypes, { error: 'validation.invalid' }),
    ),
    from: optionalDate(),
    to: optionalDate(),
    /** A past audited date: the report as that night audit froze it. */
    asOf: optionalDate(),
  })
  .superRefine((v, ctx) => {
    if (v.from && !v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
    } else if (v.to && !v.from) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
    } else if (v.from && v.to) {
      if (v.to < v.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
      } else if (daysBetween(v.from, v.to) + 1 > MAX_REPORT_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.reportRange' });
      }
    }
  }, whenFieldsValid);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export interface Span {
  from: string;
  to: string;
}

/**
 * The period and the one it is compared with, anchored at `anchor` (the working date, or
 * `asOf`): today = the anchor; week = the 7 days ending at it; month = the calendar month up
 * to it; year = the calendar year up to it. A range overrides the type. The previous period:
 * for today, week and a range the same number of days just before; for month and year the
 * same days of the month / year before (1 March–15 March against 1 February–15 February).
 */
export const periodsOf = (
  query: SalesReportQuery,
  anchor: string,
): { period: Span; previous: Span } => {
  if (query.from && query.to) {
    const length = daysBetween(query.from, query.to) + 1;
    return {
      period: { from: query.from, to: query.to },
      previous: { from: addDays(query.from, -length), to: addDays(query.from, -1) },
    };
  }
  switch (query.type) {
    case 'today':
      return {
        period: { from: anchor, to: anchor },
        previous: { from: addDays(anchor, -1), to: addDays(anchor, -1) },
      };
    case 'week':
      return {
        period: { from: addDays(anchor, -6), to: anchor },
        previous: { from: addDays(anchor, -13), to: addDays(anchor, -7) },
      };
    case 'month': {
      const before = shiftMonths(anchor, -1);
      return {
        period: { from: `${anchor.slice(0, 8)}01`, to: anchor },
        previous: { from: `${before.slice(0, 8)}01`, to: before },
      };
    }
    case 'year': {
      const before = shiftMonths(anchor, -12);
      return {
        period: { from: `${anchor.slice(0, 5)}01-01`, to: anchor },
        previous: { from: `${before.slice(0, 5)}01-01`, to: before },
      };
    }
  }
};

/** One business date's facts, as the report shows and sums them. */
export interface DayFacts {
  date: string;
  /** Audited: room figures as the night audit froze them. */
  closed: boolean;
  roomsTotal: number;
  outOfOrder: number;
  roomsAvailable: number;
  roomsSold: number;
  guests: number;
  /** Room revenue of the night, plus corrections of audited nights booked on this date. */
  roomRevenue: number;
  servicesRevenue: number;
  /** roomRevenue + servicesRevenue. */
  totalSales: number;
  /** Money received (every method). */
  payments: number;
  /** Incomes of every type. */
  incomes: number;
  occupancy: number;
  adr: number;
  revpar: number;
}

export interface Compared {
  now: number;
  before: number;
  /** Percent change from `before`, one decimal; null when `before` is 0 and `now` is not. */
  diff: number | null;
}

export interface SalesReport {
  workingDate: string;
  asOf: string | null;
  period: Span;
  previous: Span;
  sales: { total: Compared; roomTypes: Compared; services: Compared };
  roomSales: {
    roomTypes: RoomTypeSales[];
    max: RoomTypeSales | null;
    min: RoomTypeSales | null;
    total: { now: number; before: number };
    adr: Compared;
    revpar: Compared;
    occupancy: Compared;
    roomsSold: Compared;
    roomsAvailable: Compared;
  };
  paymentMethods: { id: string; name: string; nameEn?: string; color: string; total: number }[];
  incomeType: { type: string; total: number }[];
  channels: { name: string; nameEn?: string; total: number }[];
  days: DayFacts[];
}

/** A room type's sales; `nameEn` when the room type has an English name. */
interface RoomTypeSales {
  id: string;
  name: string;
  nameEn?: string;
  total: number;
}

/**
 * The English names of what the report names (issue 18), as they are named now: room types
 * and payment methods by id, channels by name (the online booking page's too). The report's
 * figures keep the names they were counted under; these only sit beside them.
 */
const englishNamesOf = async (readStore: ReadStore, propertyId: string) => {
  const [types, items] = await Promise.all([
    readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
    readStore
      .collection<SettingsItemDoc>(SETTINGS_ITEMS)
      .find({ propertyId, kind: { $in: ['Source', 'PaymentMethod'] } }),
  ]);
  const english = (item: object) => (item as { nameEn?: string | null }).nameEn || undefined;
  const channels = new Map<string, string | undefined>([
    [translate('request.source', 'mn'), translate('request.source', 'en')],
  ]);
  for (const item of items) if (item.kind === 'Source') channels.set(item.name, english(item));
  return {
    roomType: new Map(types.map((type) => [type._id, english(type)])),
    method: new Map(
      items.filter((item) => item.kind === 'PaymentMethod').map((m) => [m._id, english(m)]),
    ),
    channel: channels,
  };
};

const withEnglish = <T extends object>(item: T, nameEn: string | undefined): T =>
  nameEn ? { ...item, nameEn } : item;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const compare = (now: number, before: number): Compared => ({
  now,
  before,
  diff: before === 0 ? (now === 0 ? 0 : null) : round1(((now - before) / Math.abs(before)) * 100),
});

/** ADR, RevPAR (rounded to the tugrik, half up) and occupancy (percent, one decimal). */
export const ratios = (roomRevenue: number, roomsSold: number, roomsAvailable: number) => ({
  adr: roomsSold > 0 ? Math.round(roomRevenue / roomsSold) : 0,
  revpar: roomsAvailable > 0 ? Math.round(roomRevenue / roomsAvailable) : 0,
  occupancy: roomsAvailable > 0 ? round1((roomsSold / roomsAvailable) * 100) : 0,
});

const sumInto = (into: Amounts, from: Amounts) => {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
};

/** What one period adds up to (every figure is the sum of its days). */
interface Totals {
  facts: DayFacts[];
  roomRevenue: number;
  services: number;
  roomsSold: number;
  roomsAvailable: number;
  byRoomType: Amounts;
  roomTypeNames: Record<string, string>;
  byChannel: Amounts;
  payments: Record<string, { name: string; color: string; total: number }>;
  incomes: Amounts;
}

export const dayFactsOf = (
  figures: NightFigures,
  day: SalesDayDoc | undefined,
  date: string,
): DayFacts => {
  const money = day?.money ?? emptyMoney();
  const roomRevenue = figures.roomRevenue + money.roomCorrection;
  return {
    date,
    closed: day?.closed ?? false,
    roomsTotal: figures.roomsTotal,
    outOfOrder: figures.outOfOrder,
    roomsAvailable: figures.roomsAvailable,
    roomsSold: figures.roomsSold,
    guests: figures.guests,
    roomRevenue,
    servicesRevenue: money.services,
    totalSales: roomRevenue + money.services,
    payments: Object.values(money.payments).reduce((sum, m) => sum + m.total, 0),
    incomes: Object.values(money.incomes).reduce((sum, v) => sum + v, 0),
    ...ratios(roomRevenue, figures.roomsSold, figures.roomsAvailable),
  };
};

const totalsOf = (
  span: Span,
  through: string,
  days: Map<string, SalesDayDoc>,
  rooms: PropertyRooms,
): Totals => {
  const totals: Totals = {
    facts: [],
    roomRevenue: 0,
    services: 0,
    roomsSold: 0,
    roomsAvailable: 0,
    byRoomType: {},
    roomTypeNames: {},
    byChannel: {},
    payments: {},
    incomes: {},
  };
  const last = span.to < through ? span.to : through;
  for (let date = span.from; date <= last; date = addDays(date, 1)) {
    const day = days.get(date);
    const figures = roomFiguresOf(day, rooms, date);
    const facts = dayFactsOf(figures, day, date);
    totals.facts.push(facts);
    totals.roomRevenue += facts.roomRevenue;
    totals.services += facts.servicesRevenue;
    totals.roomsSold += facts.roomsSold;
    totals.roomsAvailable += facts.roomsAvailable;
    sumInto(totals.byRoomType, figures.roomRevenueByRoomType);
    sumInto(totals.byChannel, figures.roomRevenueByChannel);
    Object.assign(totals.roomTypeNames, figures.roomTypeNames);
    if (!day) continue;
    sumInto(totals.byRoomType, day.money.roomCorrectionByRoomType);
    sumInto(totals.byChannel, day.money.roomCorrectionByChannel);
    sumInto(totals.incomes, day.money.incomes);
    for (const [id, method] of Object.entries(day.money.payments)) {
      const current = totals.payments[id];
      totals.payments[id] = { ...method, total: (current?.total ?? 0) + method.total };
    }
  }
  return totals;
};

const byTotal = <T extends { total: number }>(a: T, b: T) => b.total - a.total;

/**
 * The sales report of a property (docs/report.md): one indexed range read of the day
 * documents covering both periods, summed in memory.
 */
export const salesReport = async (
  readStore: ReadStore,
  propertyId: string,
  query: SalesReportQuery,
): Promise<SalesReport> => {
  const property: SalesPropertyDoc = (await readStore
    .collection<SalesPropertyDoc>(SALES_PROPERTIES)
    .findOne({ _id: propertyId })) ?? {
    _id: propertyId,
    workingDate: null,
    openedOn: null,
    lastAudit: null,
    rooms: {},
    roomDates: {},
    roomTypeNames: {},
    blocks: {},
  };
  const workingDate = property.workingDate ?? dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
  if (query.asOf && (!property.lastAudit || query.asOf > property.lastAudit.date)) {
    throw new RuleBroken('report.notAudited', { date: query.asOf }, 'asOf');
  }
  const anchor = query.asOf ?? workingDate;
  const { period, previous } = periodsOf(query, anchor);
  const docs = await readStore
    .collection<SalesDayDoc>(SALES_DAYS)
    .find({ propertyId, date: { $gte: previous.from, $lte: period.to } });
  const days = new Map(docs.map((doc) => [doc.date, doc]));
  const rooms = propertyRoomsOf(property);
  const now = totalsOf(period, anchor, days, rooms);
  const before = totalsOf(previous, anchor, days, rooms);

  const names = { ...now.roomTypeNames, ...property.roomTypeNames };
  const english = await englishNamesOf(readStore, propertyId);
  const roomTypeIds = new Set([
    ...Object.keys(now.byRoomType),
    ...new Set(Object.values(property.rooms)),
  ]);
  const roomTypes = [...roomTypeIds]
    .map((id) =>
      withEnglish(
        { id, name: names[id] ?? id, total: now.byRoomType[id] ?? 0 },
        english.roomType.get(id),
      ),
    )
    .sort((a, b) => byTotal(a, b) || a.name.localeCompare(b.name));
  const nowRatios = ratios(now.roomRevenue, now.roomsSold, now.roomsAvailable);
  const beforeRatios = ratios(before.roomRevenue, before.roomsSold, before.roomsAvailable);

  return {
    workingDate,
    asOf: query.asOf ?? null,
    period,
    previous,
    sales: {
      total: compare(now.roomRevenue + now.services, before.roomRevenue + before.services),
      roomTypes: compare(now.roomRevenue, before.roomRevenue),
      services: compare(now.services, before.services),
    },
    roomSales: {
      roomTypes,
      max: roomTypes[0] ?? null,
      min: roomTypes.length > 0 ? roomTypes[roomTypes.length - 1]! : null,
      total: { now: now.roomRevenue, before: before.roomRevenue },
      adr: compare(nowRatios.adr, beforeRatios.adr),
      revpar: compare(nowRatios.revpar, beforeRatios.revpar),
      occupancy: compare(nowRatios.occupancy, beforeRatios.occupancy),
      roomsSold: compare(now.roomsSold, before.roomsSold),
      roomsAvailable: compare(now.roomsAvailable, before.roomsAvailable),
    },
    paymentMethods: Object.entries(now.payments)
      .filter(([, method]) => method.total !== 0)
      .map(([id, method]) => withEnglish({ id, ...method }, english.method.get(id)))
      .sort(byTotal),
    incomeType: Object.entries(now.incomes)
      .filter(([, total]) => total !== 0)
      .map(([type, total]) => ({ type, total }))
      .sort(byTotal),
    channels: Object.entries(now.byChannel)
      .filter(([, total]) => total !== 0)
      .map(([name, total]) => withEnglish({ name, total }, english.channel.get(name)))
      .sort(byTotal),
    days: now.facts,
  };
};
