import { z } from 'zod';
import { addDays, dateInTimeZone, startOfDay } from '@hotel/events/dates';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { BLOCKS, type BlockDoc } from '../blocks/projection';
import { INCOMES, type IncomeDoc } from '../incomes/projection';
import { requestFigures } from '../reservation-requests/routes';
import { propertyDayOf } from '../reservations/routes';
import { ROOMS } from '../room-types/projection';
import { dashboardResponse, dashboardTabs } from './responses';
import { DASHBOARD_STAYS, type DashboardStayDoc, type DashboardStayFields } from './stays';

/**
 * The home dashboard (operations spec §2 "Dashboard (home)"; docs/dashboard.md): the working
 * date's counts and, for the tab asked for, its reservations. Everything is read at query
 * time from the existing read models by the property's working date as it is now, so when
 * the night audit moves the date the next answer follows; nothing here is baked into a
 * document at projection time.
 */

export { dashboardTabs };
export type DashboardTab = (typeof dashboardTabs)[number];

/** GET /api/dashboard?tab=… (the tab whose rows the answer carries; today's arrivals by default). */
export const dashboardQuerySchema = z.object({
  tab: z.preprocess(
    (v) => (v === '' || v === undefined ? 'todayCheckin' : v),
    z.enum(dashboardTabs, { error: 'validation.invalid' }),
  ),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The most rows one tab answers (a 500-room house in full is 500); the counts are exact. */
export const MAX_TAB_ROWS = 1000;

/** One reservation as a dashboard tab lists it. */
export type DashboardRow = Pick<
  DashboardStayFields,
  | 'number'
  | 'guestName'
  | 'roomName'
  | 'roomTypeName'
  | 'roomTypeNameEn'
  | 'stayType'
  | 'checkIn'
  | 'checkOut'
  | 'status'
  | 'numberOfGuests'
  | 'numberOfChildren'
  | 'amount'
  | 'balance'
  | 'statusAt'
> & { id: string };

/** The few fields a row shows (a full house is hundreds of rows on every live refresh). */
const rowOf = (doc: DashboardStayDoc): DashboardRow => ({
  id: doc._id,
  number: doc.number,
  guestName: doc.guestName,
  roomName: doc.roomName,
  roomTypeName: doc.roomTypeName,
  ...(doc.roomTypeNameEn ? { roomTypeNameEn: doc.roomTypeNameEn } : {}),
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  status: doc.status,
  numberOfGuests: doc.numberOfGuests,
  numberOfChildren: doc.numberOfChildren,
  amount: doc.amount,
  balance: doc.balance,
  statusAt: doc.statusAt,
});

const naturally = new Intl.Collator('mn', { numeric: true, sensitivity: 'base' });
/** Rooms in natural order ("2" before "10"), stays without a room last, then by number. */
const byRoom = (a: DashboardRow, b: DashboardRow) =>
  (a.roomName === null ? 1 : 0) - (b.roomName === null ? 1 : 0) ||
  naturally.compare(a.roomName ?? '', b.roomName ?? '') ||
  a.number - b.number;
/** Newest change first. */
const byLatestChange = (a: DashboardRow, b: DashboardRow) =>
  b.statusAt.localeCompare(a.statusAt) || b.number - a.number;

const EXPECTED: readonly ReservationStatus[] = ['pending', 'confirmed'];
const ARRIVED: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked-in'];
const DEPARTED: readonly ReservationStatus[] = ['checked-in', 'checked-out'];

/** Rooms taken out of order for the night of `date`: blocks spanning that whole night. */
const blockedRoomsOn = async (readStore: ReadStore, propertyId: string, date: string) => {
  const blocks = await readStore
    .collection<BlockDoc>(BLOCKS)
    .find({ propertyId, startDate: { $lte: date }, endDate: { $gt: date } });
  const rooms = new Set<string>();
  for (const block of blocks) {
    // A whole-day block takes the nights startDate … endDate − 1. An hour block takes the
    // night only when it runs from no later than noon of the date to at least noon of the next.
    const wholeNight =
      !block.isTime ||
      ((block.startDate < date || (block.startTime ?? '00:00') <= '12:00') &&
        (block.endDate > addDays(date, 1) || (block.endTime ?? '00:00') >= '12:00'));
    if (wholeNight) rooms.add(block.roomId);
  }
  return rooms.size;
};

/** Percent with one decimal; 0 when nothing is for sale. */
const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * The dashboard of a property on its working date (docs/dashboard.md says what each figure
 * counts). `now` is the clock, for `calendarDate` and `hasNightAudit`.
 */
export const dashboardOf = async (
  readStore: ReadStore,
  propertyId: string,
  query: DashboardQuery,
  now: Date = new Date(),
) => {
  const { workingDate, timeZone } = await propertyDayOf(readStore, propertyId);
  const tomorrow = addDays(workingDate, 1);
  // The working date as a span of time in the property's zone: bookings and cancellations
  // "of the day" are those made in it.
  const dayStart = startOfDay(workingDate, timeZone);
  const dayEnd = startOfDay(tomorrow, timeZone);
  const calendarDate = dateInTimeZone(now, timeZone);
  const stays = readStore.collection<DashboardStayDoc>(DASHBOARD_STAYS);
  const rows = (filter: Filter) => stays.find({ propertyId, ...filter });
  // The UTC days the property's day overlaps (one or two): the rows' day buckets.
  const utcDays = [
    ...new Set([
      dayStart.slice(0, 10),
      new Date(Date.parse(dayEnd) - 1).toISOString().slice(0, 10),
    ]),
  ];

  // Each tab's set as filters (a row matches at most one of a tab's filters). Only the
  // selected tab's rows are read; the others are counted without copying a document.
  const inDayRange = { $gte: dayStart, $lt: dayEnd };
  const sets: Record<Exclude<DashboardTab, 'todayStaying'>, Filter[]> = {
    // One index entry each: (propertyId, checkIn) or (propertyId, checkOut).
    todayCheckin: [
      { checkIn: workingDate, status: { $in: ARRIVED } },
      // Carried over: arrivals an audit left pending, still due while their stay lasts.
      { status: { $in: EXPECTED }, checkIn: { $lt: workingDate }, checkOut: { $gt: workingDate } },
    ],
    todayCheckout: [{ checkOut: workingDate, status: { $in: DEPARTED } }],
    tomorrowCheckin: [{ checkIn: tomorrow, status: { $in: EXPECTED } }],
    cancellations: utcDays.map((day) => ({
      statusDay: day,
      status: 'canceled',
      statusAt: inDayRange,
    })),
  };
  const setOf = async (filters: Filter[]) => (await Promise.all(filters.map(rows))).flat();
  const countOf = async (filters: Filter[]) =>
    (
      await Promise.all(filters.map((filter) => stays.countDocuments({ propertyId, ...filter })))
    ).reduce((sum, count) => sum + count, 0);
  const listedTab = query.tab === 'todayStaying' ? null : query.tab;

  const [
    todayCheckin,
    todayCheckout,
    tomorrowCheckin,
    cancellations,
    checkedIn,
    bookedToday,
    incomes,
    rooms,
    outOfOrder,
    requests,
    listedRows,
  ] = await Promise.all([
    countOf(sets.todayCheckin),
    countOf(sets.todayCheckout),
    countOf(sets.tomorrowCheckin),
    countOf(sets.cancellations),
    // Checked in: one entry of the (propertyId, status) index, about a house full.
    rows({ status: 'checked-in' }),
    setOf(
      utcDays.map((day) => ({
        createdDay: day,
        createdAt: inDayRange,
        status: { $ne: 'canceled' },
      })),
    ),
    readStore.collection<IncomeDoc>(INCOMES).find({ propertyId, paidAt: workingDate }),
    readStore.collection(ROOMS).countDocuments({ propertyId }),
    blockedRoomsOn(readStore, propertyId, workingDate),
    requestFigures(readStore, propertyId, { start: workingDate, end: workingDate }),
    listedTab ? setOf(sets[listedTab]) : Promise.resolve([]),
  ]);

  // In the house tonight: checked in, arrived by the working date and leaving after it.
  const overnight = checkedIn.filter(
    (row) => row.checkIn <= workingDate && row.checkOut > workingDate,
  );
  const forSale = Math.max(0, rooms - outOfOrder);
  const listed = (listedTab ? listedRows : overnight)
    .map(rowOf)
    .sort(query.tab === 'cancellations' ? byLatestChange : byRoom)
    .slice(0, MAX_TAB_ROWS);

  return {
    workingDate,
    calendarDate,
    timeZone,
    /** The working date is behind the calendar: its night audit is due. */
    hasNightAudit: workingDate < calendarDate,
    todayCheckin,
    todayCheckout,
    todayStaying: {
      count: overnight.length,
      occupancy: percent(overnight.length, forSale),
      personCount: overnight.reduce(
        (sum, row) => sum + row.numberOfGuests + row.numberOfChildren,
        0,
      ),
      childCount: overnight.reduce((sum, row) => sum + row.numberOfChildren, 0),
    },
    tomorrowCheckin,
    cancellations,
    todayBooking: bookedToday.length,
    roomNights: bookedToday.reduce((sum, row) => sum + row.stayNights, 0),
    todayIncome: incomes.reduce((sum, income) => sum + income.amount, 0),
    rooms: { total: rooms, outOfOrder, forSale },
    reservationRequests: requests,
    tab: query.tab,
    reservations: listed,
  };
};
export type Dashboard = Awaited<ReturnType<typeof dashboardOf>>;

/** GET /api/dashboard (show-reservations; docs/dashboard.md). */
export const dashboardQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/dashboard', propertyRoute('show-reservations'), async (req, res) => {
    const query = dashboardQuerySchema.parse(req.query);
    res.json(await dashboardOf(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.describe('get', '/dashboard', {
    query: dashboardQuerySchema,
    response: dashboardResponse,
  });
};
