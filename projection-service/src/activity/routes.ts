import { z } from 'zod';
import { addDays, startOfDay } from '@hotel/events/dates';
import { whenFieldsValid } from '@hotel/events/fields';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { actorAt, auditActors } from '../audit/projection';
import { historyActorOf } from '../reservations/history';
import { optionalDate, propertyDayOf, wholeNumber } from '../reservations/routes';
import { ACTIVITY_AREAS } from './areas';
import { activityPageResponse, activityUsersResponse } from './responses';
import {
  ACTIVITY,
  ACTIVITY_DAYS,
  ACTIVITY_LINKS,
  ACTIVITY_USERS,
  type ActivityDayDoc,
  type ActivityDoc,
  type ActivityLinkDoc,
  type ActivityUserDoc,
  countKeys,
} from './projection';

/** Who may read the log: the owner (every check), and roles holding `access-reports`. */
const READ_ACTIVITY = propertyRoute('access-reports');

/** The most rows one page (and one export) carries. */
export const MAX_ACTIVITY_PAGE = 1000;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.tooLong' }).optional(),
  );

/** GET /api/activity (docs/activity.md): dates are the property's calendar dates. */
export const activityQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    userId: optionalText(200),
    area: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ACTIVITY_AREAS, { error: 'validation.invalid' }).optional(),
    ),
    reservationId: optionalText(100),
    page: wholeNumber(1, 1_000_000, 1),
    limit: wholeNumber(1, MAX_ACTIVITY_PAGE, 25),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
    }
  }, whenFieldsValid);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const BY_LOG_ORDER = { day: -1, pos: -1 } as const;

/** The instants [start, end) the query's dates cover in the property's time zone. */
const instantsOf = (query: ActivityQuery, timeZone: string) => ({
  start: query.from ? startOfDay(query.from, timeZone) : null,
  end: query.to ? startOfDay(addDays(query.to, 1), timeZone) : null,
});

/** The page's documents in log order and how many match, with the read-store calls it took. */
const pageOf = async (
  readStore: ReadStore,
  propertyId: string,
  query: ActivityQuery,
  timeZone: string,
): Promise<{ docs: ActivityDoc[]; total: number }> => {
  const { start, end } = instantsOf(query, timeZone);
  const at: Record<string, string> = {};
  if (start) at.$gte = start;
  if (end) at.$lt = end;
  const filter: Filter = { propertyId };
  if (query.area) filter.area = query.area;
  if (query.userId) filter.userId = query.userId;
  const skip = (query.page - 1) * query.limit;
  const activity = readStore.collection<ActivityDoc>(ACTIVITY);

  if (query.reservationId) {
    // A reservation's commands are few: its links, filtered and paged, then their documents.
    const links = readStore.collection<ActivityLinkDoc>(ACTIVITY_LINKS);
    const linkFilter: Filter = { ...filter, reservationId: query.reservationId };
    if (start || end) linkFilter.at = at;
    const [page, total] = await Promise.all([
      links.find(linkFilter, { sort: BY_LOG_ORDER, skip, limit: query.limit }),
      links.countDocuments(linkFilter),
    ]);
    // One lookup by id each (an `$in` of ids is a scan on the embedded store).
    const docs = await Promise.all(page.map((link) => activity.findOne({ _id: link.commandId })));
    return { docs: docs.filter((doc): doc is ActivityDoc => doc !== null), total };
  }

  // Every other filter walks the property's days from the newest, by their kept counts, and
  // reads only the days the page lies on (ARCHITECTURE §8: cost follows the page).
  const dayRange: Record<string, string> = {};
  if (start) dayRange.$gte = start.slice(0, 10);
  if (end) dayRange.$lte = new Date(Date.parse(end) - 1).toISOString().slice(0, 10);
  const days = await readStore
    .collection<ActivityDayDoc>(ACTIVITY_DAYS)
    .find(
      { propertyId, ...(start || end ? { day: dayRange } : {}) },
      { sort: { day: -1 }, projection: { day: 1, count: 1, counts: 1 } },
    );
  const key =
    query.area && query.userId
      ? countKeys.areaUser(query.area, query.userId)
      : query.area
        ? countKeys.area(query.area)
        : query.userId
          ? countKeys.user(query.userId)
          : null;
  // A day the dates cut through (the range's first and last, in the property's zone) is
  // counted from its documents; every other day by its count.
  const whole = (day: string) =>
    (!start || `${day}T00:00:00.000Z` >= start) &&
    (!end || `${addDays(day, 1)}T00:00:00.000Z` <= end);
  const dayFilter = (day: string): Filter => ({
    ...filter,
    day,
    ...(start || end ? { at } : {}),
  });
  const counts = await Promise.all(
    days.map(async (doc) =>
      whole(doc.day)
        ? key === null
          ? doc.count
          : (doc.counts[key] ?? 0)
        : activity.countDocuments(dayFilter(doc.day)),
    ),
  );
  const total = counts.reduce((sum, n) => sum + n, 0);
  const docs: ActivityDoc[] = [];
  let toSkip = skip;
  for (let i = 0; i < days.length && docs.length < query.limit; i++) {
    const count = counts[i]!;
    if (toSkip >= count) {
      toSkip -= count;
      continue;
    }
    const found = await activity.find(dayFilter(days[i]!.day), {
      sort: BY_LOG_ORDER,
      skip: toSkip,
      limit: query.limit - docs.length,
    });
    docs.push(...found);
    toSkip = 0;
  }
  return { docs, total };
};

/** A page of the property's activity log, newest first, with who did each (named as then). */
export const listActivity = async (
  readStore: ReadStore,
  propertyId: string,
  query: ActivityQuery,
) => {
  const { timeZone } = await propertyDayOf(readStore, propertyId);
  const { docs, total } = await pageOf(readStore, propertyId, query, timeZone);
  const actors = await auditActors(
    readStore,
    docs.map((doc) => doc.userId),
  );
  return {
    data: docs.map((doc) => ({
      id: doc._id,
      at: doc.at,
      commandType: doc.commandType,
      area: doc.area,
      actor: historyActorOf({
        userId: doc.userId,
        commandType: doc.commandType,
        actor: actorAt(actors.get(doc.userId), BigInt(doc.pos)),
      }),
      reservations: doc.reservations,
      reservationCount: doc.reservationCount,
      subject: doc.subject,
      amount: doc.amount,
      changes: doc.changes,
      moreChanges: doc.moreChanges,
    })),
    total,
    page: query.page,
    limit: query.limit,
    timeZone,
  };
};
export type ActivityPage = Awaited<ReturnType<typeof listActivity>>;

/** The people who did anything at the property (the user filter), most active first. */
export const listActivityUsers = async (readStore: ReadStore, propertyId: string) => {
  const users = await readStore
    .collection<ActivityUserDoc>(ACTIVITY_USERS)
    .find({ propertyId }, { sort: { count: -1, userId: 1 } });
  const actors = await auditActors(
    readStore,
    users.map((user) => user.userId),
  );
  return {
    data: users.map((user) => {
      const name = actors.get(user.userId)?.names.at(-1) ?? null;
      return {
        userId: user.userId,
        actor: historyActorOf({
          userId: user.userId,
          commandType: '',
          actor: name ? { name: name.name, email: name.email } : null,
        }),
        count: user.count,
      };
    }),
  };
};

/** GET /api/activity and /api/activity/users (docs/activity.md). */
export const activityQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/activity', READ_ACTIVITY, async (req, res) => {
    const query = activityQuerySchema.parse(req.query);
    res.json(await listActivity(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.describe('get', '/activity', {
    query: activityQuerySchema,
    response: activityPageResponse,
  });
  routes.get('/activity/users', READ_ACTIVITY, async (_req, res) => {
    res.json(await listActivityUsers(readStore, propertyCallerOf(res).propertyId));
  });
  routes.describe('get', '/activity/users', { response: activityUsersResponse });
};
