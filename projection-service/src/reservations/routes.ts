import { whenFieldsValid } from '@hotel/events/fields';
import { z } from 'zod';
import {
  addDays,
  dateInTimeZone,
  daysBetween,
  DEFAULT_TIME_ZONE,
  isIsoDate,
  startOfDay,
} from '@hotel/events/dates';
import { reservationStatuses, stayTypes } from '@hotel/events/reservations/events';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import { reservationTabs } from '@hotel/events/reservations/rules';
import { FileCache } from '@hotel/infra/cache/file-cache';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { ROOM_TYPES, type RoomDoc, type RoomTypeDoc, ROOMS } from '../room-types/projection';
import { calendarBlocks } from '../blocks/calendar';
import { calendarHoldBlocks } from '../channels/calendar-hold-blocks';
import { holdConflicts } from '../channels/channel-hold-conflicts';
import { calendarAllotted } from '../allotments/calendar-allotted';
import { cleanlinessByRoom } from '../housekeeping/routes';
import { CalendarCache, joinSegments } from './calendar-cache';
import {
  RESERVATION_GROUPS,
  type ReservationDoc,
  type ReservationGroupDoc,
  RESERVATIONS,
} from './projection';
import { reservationAsOf, reservationHistory } from './history';
import { reservationItemsQuery } from './items';
import { groupResponse, reservationDetailResponse, reservationListResponse } from './responses';
import { readOnlyView, reservationView } from './view';
import { calendarResponse } from './calendar-response';

const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

/** The longest range one calendar call draws. */
export const MAX_CALENDAR_DAYS = 62;

// ---- query strings ----

const date = () =>
  z
    .string({ error: 'validation.required' })
    .refine(isIsoDate, { error: 'validation.date', abort: true });

// The list queries' fields, also read by other routes' queries (events/src/list-query.ts).
export { optionalDate, wholeNumber } from '@hotel/events/list-query';

/** A flag as query strings send it (`true`/`1`, `false`/`0`/empty). */
const flag = () =>
  z.preprocess(
    (v) =>
      v === 'true' || v === '1' || v === true
        ? true
        : v === 'false' || v === '0' || v === '' || v === false || v === undefined
          ? false
          : v,
    z.boolean({ error: 'validation.invalid' }),
  );

/** `a,b,c` (or repeated parameters). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
        .map((s) => String(s).trim())
        .filter(Boolean),
    z.array(item),
  );

/** GET /api/reservations (docs/reservations.md): the list query and the tab's filters. */
export const reservationListQuerySchema = listQuerySchema
  .extend({
    tab: z.enum(reservationTabs, { error: 'validation.invalid' }).default('other'),
    filterType: z
      .enum(['createdAt', 'checkIn', 'checkOut'], { error: 'validation.invalid' })
      .default('createdAt'),
    statuses: list(z.enum(reservationStatuses, { error: 'validation.invalid' })),
    stayType: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(stayTypes, { error: 'validation.invalid' }).optional(),
    ),
    /** Reservations made from a reservation request. */
    isRequest: flag(),
    /** Only those still owing money (balance above 0). */
    notPaid: flag(),
  })
  .superRefine(endNotBeforeStart, whenFieldsValid);
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant written in ISO 8601 with its offset (`Z` or `±hh:mm`), on a real date. */
export const isIsoInstant = (text: string): boolean =>
  ISO_INSTANT.test(text) && isIsoDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text));

/** GET /api/reservations/{id}: `asOf` asks for the reservation as it stood at that instant. */
export const reservationDetailQuerySchema = z.object({
  asOf: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: 'validation.instant' })
      .refine(isIsoInstant, { error: 'validation.instant' })
      .optional(),
  ),
});

/** GET /api/calendar: `from` up to, not including, `to`. */
export const calendarQuerySchema = z.object({ from: date(), to: date() }).superRefine((v, ctx) => {
  if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
  const days = daysBetween(v.from, v.to);
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
  } else if (days > MAX_CALENDAR_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.calendarRange' });
  }
}, whenFieldsValid);

/** The property's working date and time zone (today's date if it has none yet). */
export const propertyDayOf = async (readStore: ReadStore, propertyId: string) => {
  const property = await readStore.collection<PropertyDoc>(PROPERTIES).findOne({ _id: propertyId });
  const timeZone = property?.timeZone ?? DEFAULT_TIME_ZONE;
  return { workingDate: property?.workingDate ?? dateInTimeZone(new Date(), timeZone), timeZone };
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The read-store filter of a list query (tab, filters and search). */
export const reservationListFilter = (
  propertyId: string,
  query: ReservationListQuery,
  { workingDate, timeZone }: { workingDate: string; timeZone: string },
): Filter => {
  // Equality fields stay at the top: the (propertyId, checkIn/checkOut) indexes answer tabs.
  const filter: Filter = { propertyId };
  const and: Filter[] = [];
  switch (query.tab) {
    case 'todayCheckin':
      filter.status = { $in: ['pending', 'confirmed'] };
      // Due today, and those an audit left pending, still due while their stay lasts
      // (carried over; the list shows their own check-in date).
      and.push({
        $or: [
          { checkIn: workingDate },
          { checkIn: { $lt: workingDate }, checkOut: { $gt: workingDate } },
        ],
      });
      break;
    case 'todayCheckout':
      filter.checkOut = workingDate;
      filter.status = 'checked-in';
      break;
    case 'tomorrowCheckin':
      filter.checkIn = addDays(workingDate, 1);
      filter.status = { $in: ['pending', 'confirmed'] };
      break;
    case 'other':
      break;
    default: {
      const unexpected: never = query.tab;
      return unexpected;
    }
  }
  if (query.statuses.length > 0) and.push({ status: { $in: query.statuses } });
  if (query.stayType) filter.stayType = query.stayType;
  if (query.notPaid) filter.balance = { $gt: 0 };
  if (query.isRequest) filter.resReqId = { $ne: null };
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  if (query.start || query.end) {
    const range: Record<string, string> = {};
    if (query.filterType === 'createdAt') {
      // createdAt is an instant: the dates are the property's days.
      if (query.start) range.$gte = startOfDay(query.start, timeZone);
      if (query.end) range.$lt = startOfDay(addDays(query.end, 1), timeZone);
    } else {
      if (query.start) range.$gte = query.start;
      if (query.end) range.$lte = query.end;
    }
    and.push({ [query.filterType]: range });
  }
  if (and.length > 0) filter.$and = and;
  return filter;
};

/** One page of the reservation list, newest first. */
export const listReservations = async (
  readStore: ReadStore,
  propertyId: string,
  query: ReservationListQuery,
) => {
  const day = await propertyDayOf(readStore, propertyId);
  const filter = reservationListFilter(propertyId, query, day);
  const reservations = readStore.collection<ReservationDoc>(RESERVATIONS);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total] = await Promise.all([
    reservations.find(filter, { sort: { createdAt: -1, number: -1 }, ...paging }),
    reservations.countDocuments(filter),
  ]);
  return {
    data: docs.map((doc) => reservationView(doc, day.workingDate, query.tab)),
    total,
    workingDate: day.workingDate,
  };
};

/** One reservation of the property, or null. */
export const findReservation = async (readStore: ReadStore, propertyId: string, id: string) => {
  const doc = await readStore
    .collection<ReservationDoc>(RESERVATIONS)
    .findOne({ _id: id, propertyId });
  if (!doc) return null;
  const { workingDate } = await propertyDayOf(readStore, propertyId);
  return reservationView(doc, workingDate);
};

/** A group of the property with its reservations (by number) and their sums, or null. */
export const findGroup = async (readStore: ReadStore, propertyId: string, id: string) => {
  const group = await readStore
    .collection<ReservationGroupDoc>(RESERVATION_GROUPS)
    .findOne({ _id: id, propertyId });
  if (!group) return null;
  // Unsorted, so the embedded store reads them by its (propertyId, groupId) index instead of
  // loading the property's every reservation (it walks an index in the sort's order only when
  // one leads with the sort's field); a group's few are put in order here.
  const [docs, { workingDate }] = await Promise.all([
    readStore.collection<ReservationDoc>(RESERVATIONS).find({ groupId: group._id, propertyId }),
    propertyDayOf(readStore, propertyId),
  ]);
  const reservations = docs
    .sort((a, b) => a.number - b.number)
    .map((doc) => reservationView(doc, workingDate));
  return {
    id: group._id,
    number: group.number,
    createdAt: group.createdAt,
    sourceClone: group.sourceClone,
    partnerClone: group.partnerClone,
    guestClone: group.guestClone,
    reservations,
    amount: reservations.reduce((sum, r) => sum + r.amount, 0),
    balance: reservations.reduce((sum, r) => sum + r.balance, 0),
  };
};

/** Room numbers in natural order: "2" before "10" (as the room types page orders them). */
const naturally = new Intl.Collator('mn', { numeric: true, sensitivity: 'base' });
const byName = <T extends { name: string }>(a: T, b: T) => naturally.compare(a.name, b.name);
/** Priority room types first (longest-standing priority first), then by name. */
const byPriorityThenName = (a: RoomTypeDoc, b: RoomTypeDoc) =>
  Number(b.isPriority) - Number(a.isPriority) ||
  (a.isPriority && b.isPriority
    ? (a.updatedAtIsPriority ?? '').localeCompare(b.updatedAtIsPriority ?? '')
    : 0) ||
  byName(a, b);

/**
 * The calendar from `from` up to, not including, `to`: room types with their rooms, the blocks,
 * and the stays that overlap the range (check-in before `to`, check-out on or after `from`; day
 * and time stays check in and out on one date), canceled ones left out, ordered by check-in,
 * then number, and packed as calendar-payload.ts describes. The stays come from `cache`
 * (calendar-cache.ts) as runs of JSON: the answer is `head`, the runs, `tail`.
 */
export const calendarOf = async (
  readStore: ReadStore,
  propertyId: string,
  { from, to }: { from: string; to: string },
  cache: CalendarCache,
) => {
  const [types, rooms, day, ownBlocks, holds, conflicts, allotted, cleanliness, stays] =
    await Promise.all([
      readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
      readStore.collection<RoomDoc>(ROOMS).find({ propertyId }),
      propertyDayOf(readStore, propertyId),
      calendarBlocks(readStore, propertyId, { from, to }),
      // The booking sites' holds take their rooms as blocks do (docs/channels.md).
      calendarHoldBlocks(readStore, propertyId, { from, to }),
      holdConflicts(readStore, propertyId, { from, to }),
      // What allotments hold counts against their room types (docs/allotments.md).
      calendarAllotted(readStore, propertyId, { from, to }),
      cleanlinessByRoom(readStore, propertyId),
      cache.segments(readStore, propertyId, { from, to }),
    ]);
  const blocks = holds.blocks.length === 0 ? ownBlocks : [...ownBlocks, ...holds.blocks];
  const roomsOfType = new Map<string, RoomDoc[]>();
  for (const room of rooms) {
    const list = roomsOfType.get(room.roomTypeId);
    if (list) list.push(room);
    else roomsOfType.set(room.roomTypeId, [room]);
  }
  const roomTypes = types.sort(byPriorityThenName).map((type) => ({
    id: type._id,
    name: type.name,
    ...(type.nameEn ? { nameEn: type.nameEn } : {}),
    shortName: type.shortName,
    ...(type.shortNameEn ? { shortNameEn: type.shortNameEn } : {}),
    rooms: (roomsOfType.get(type._id) ?? []).sort(byName).map((room) => ({
      id: room._id,
      name: room.name,
      status: cleanliness.get(room._id)?.status ?? 'clean',
    })),
  }));
  // The tables after the runs were packed: they index into them.
  const head = JSON.stringify({
    from,
    to,
    workingDate: day.workingDate,
    roomTypes,
    blocks,
    channelHolds: holds.holds,
    conflicts,
    allotted,
    stays: stays.tables.json(),
  });
  return { head: `${head.slice(0, -2)},"rows":[`, segments: stays.segments, tail: ']}}' };
};

/** A calendar answer as JSON text (tests, and clients that take no gzip). */
export const calendarJson = async (answer: Awaited<ReturnType<typeof calendarOf>>) =>
  (await joinSegments(answer.head, answer.segments, answer.tail, false)).toString();

/** GET /api/reservations, /reservations/:id, /groups/:id and /calendar (docs/reservations.md). */
/** `eventStore`: a reservation's history and as-of views read its streams from it. */
export const reservationQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  eventStore: EventStore,
  options: { calendarCacheFile?: string; logger?: Logger } = {},
): void => {
  routes.get('/reservations', READ_RESERVATIONS, async (req, res) => {
    const query = reservationListQuerySchema.parse(req.query);
    res.json(await listReservations(readStore, propertyCallerOf(res).propertyId, query));
  });

  reservationItemsQuery(routes, readStore);

  routes.get('/reservations/:id', READ_RESERVATIONS, async (req, res) => {
    const { asOf } = reservationDetailQuerySchema.parse(req.query);
    const { propertyId } = propertyCallerOf(res);
    const id = String(req.params.id);
    if (asOf) {
      const doc = await reservationAsOf(readStore, eventStore, propertyId, id, asOf);
      if (!doc) throw new HttpProblemNotFound(res);
      const { workingDate } = await propertyDayOf(readStore, propertyId);
      res.json({ reservation: readOnlyView(reservationView(doc, workingDate)), asOf });
      return;
    }
    const reservation = await findReservation(readStore, propertyId, id);
    if (!reservation) throw new HttpProblemNotFound(res);
    res.json({ reservation });
  });

  routes.get('/reservations/:id/history', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const entries = await reservationHistory(
      readStore,
      eventStore,
      propertyId,
      String(req.params.id),
    );
    if (!entries) throw new HttpProblemNotFound(res);
    const { timeZone } = await propertyDayOf(readStore, propertyId);
    res.json({ entries, timeZone });
  });

  routes.get('/groups/:id', READ_RESERVATIONS, async (req, res) => {
    const group = await findGroup(
      readStore,
      propertyCallerOf(res).propertyId,
      String(req.params.id),
    );
    if (!group) throw new HttpProblemNotFound(res);
    res.json({ group });
  });

  const { calendarCacheFile: file, logger } = options;
  const calendarCache = new CalendarCache(
    undefined,
    undefined,
    file
      ? () =>
          FileCache.open(file, {
            onError: (err) =>
              logger?.warn({ err, file }, 'the calendar keeps its runs in memory only'),
          })
      : undefined,
  );
  routes.get('/calendar', READ_RESERVATIONS, async (req, res) => {
    const range = calendarQuerySchema.parse(req.query);
    const { propertyId } = propertyCallerOf(res);
    const { head, segments, tail } = await calendarOf(readStore, propertyId, range, calendarCache);
    // gzip whenever the client takes it: the runs are kept compressed for it.
    const gzip = req.acceptsEncodings().includes('gzip');
    res.type('application/json');
    res.vary('Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.send(await joinSegments(head, segments, tail, gzip));
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/reservations', {
    query: reservationListQuerySchema,
    response: reservationListResponse,
  });
  routes.describe('get', '/reservations/:id', {
    query: reservationDetailQuerySchema,
    response: reservationDetailResponse,
  });
  routes.describe('get', '/groups/:id', { response: groupResponse });
  routes.describe('get', '/calendar', { query: calendarQuerySchema, response: calendarResponse });
};
