import { z } from 'zod';
import { addDays, startOfDay } from '@hotel/events/dates';
import { keysOf } from '@hotel/events/guests/rules';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { propertyDayOf } from '../reservations/routes';
import { GUESTS, type GuestDoc } from './projection';
import { guestListResponse, guestMatchResponse } from './responses';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** GET /api/guests: blacklist (true, false or all), created between start and end, search. */
export const guestListQuerySchema = listQuerySchema
  .extend({
    blacklist: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
    ),
  })
  // The range rule runs whenever no field failed its type (zod's default), as it always has
  // on this list; the other lists check it only once every field is valid.
  .superRefine(endNotBeforeStart);

const guestView = (doc: GuestDoc) => ({
  id: doc._id,
  name: doc.name,
  surname: doc.surname,
  phoneNumber: doc.phoneNumber,
  email: doc.email,
  passportNumber: doc.passportNumber,
  nationality: doc.nationality,
  description: doc.description,
  isBlacklist: doc.isBlacklist,
  blacklistReason: doc.blacklistReason,
  resCount: doc.resCount,
  origin: doc.origin,
  createdAt: doc.createdAt,
});

export const listGuests = async (
  readStore: ReadStore,
  propertyId: string,
  query: z.infer<typeof guestListQuerySchema>,
) => {
  const filter: Filter = { propertyId };
  if (query.blacklist) filter.isBlacklist = query.blacklist === 'true';
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  if (query.start || query.end) {
    const { timeZone } = await propertyDayOf(readStore, propertyId);
    const range: Record<string, string> = {};
    if (query.start) range.$gte = startOfDay(query.start, timeZone);
    if (query.end) range.$lt = startOfDay(addDays(query.end, 1), timeZone);
    filter.createdAt = range;
  }
  const guests = readStore.collection<GuestDoc>(GUESTS);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total] = await Promise.all([
    guests.find(filter, { sort: { createdAt: -1, _id: 1 }, ...paging }),
    guests.countDocuments(filter),
  ]);
  return { data: docs.map(guestView), total };
};

const matchQuerySchema = z.object({
  email: z.string().max(200).optional(),
  phoneNumber: z.string().max(40).optional(),
  passportNumber: z.string().max(40).optional(),
});

/** The profile a guest being booked matches (e-mail, then phone, then passport), or null. */
export const matchingGuest = async (
  readStore: ReadStore,
  propertyId: string,
  guest: z.infer<typeof matchQuerySchema>,
) => {
  const keys = keysOf(guest);
  const guests = readStore.collection<GuestDoc>(GUESTS);
  for (const [field, key] of [
    ['emailKey', keys.email],
    ['phoneKey', keys.phone],
    ['passportKey', keys.passport],
  ] as const) {
    if (!key) continue;
    const doc = await guests.findOne({ propertyId, [field]: key });
    if (doc) return guestView(doc);
  }
  return null;
};

/** GET /api/guests and /api/guests/match (docs/front-office.md). */
export const guestQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/guests', propertyRoute('manage-guests'), async (req, res) => {
    const query = guestListQuerySchema.parse(req.query);
    res.json(await listGuests(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.get(
    '/guests/match',
    propertyRoute('manage-reservations', 'manage-guests'),
    async (req, res) => {
      const guest = matchQuerySchema.parse(req.query);
      res.json({ guest: await matchingGuest(readStore, propertyCallerOf(res).propertyId, guest) });
    },
  );
  routes.describe('get', '/guests', { response: guestListResponse });
  routes.describe('get', '/guests/match', { response: guestMatchResponse });
};
