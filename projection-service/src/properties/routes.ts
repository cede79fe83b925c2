import { z } from 'zod';
import { forbiddenProblem, requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import { ACCOUNTS, type AccountDoc } from '../accounts/projection';
import { HOTEL_PROFILES, type HotelProfileDoc } from '../profile/projection';
import { operatorQueries } from './operator-routes';
import { PROPERTIES, type PropertyDoc } from './projection';
import { propertyResponses } from './responses';
import { registeredUserQueries } from './registered-users-routes';
import { todayQuery } from './today-route';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** 0 (or -1) means all, as everywhere in the product. */
  rowsPerPage: z.coerce.number().int().min(-1).max(1000).default(0),
  search: z.string().trim().max(100).optional(),
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * GET /api/hotels (the owner's properties), GET /api/registered/users (their staff) and
 * GET /api/operator/properties (what operators confirm).
 */
export const propertyQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  { operatorEmails = [] }: { operatorEmails?: readonly string[] } = {},
): void => {
  registeredUserQueries(routes, readStore);
  operatorQueries(routes, readStore, operatorEmails);
  todayQuery(routes, readStore);
  routes.get('/hotels', accountRoute, async (req, res) => {
    const principal = requirePrincipal(res);
    const owner = await readStore
      .collection<AccountDoc>(ACCOUNTS)
      .findOne({ _id: principal.accountId });
    if (!owner) throw unauthorizedProblem(res);
    if (!owner.isDefault) throw forbiddenProblem(res);
    const query = listQuery.parse(req.query);
    const mine = { ownerAccountId: owner._id };
    const filter = query.search
      ? {
          ...mine,
          $or: [
            { name: { $regex: escapeRegex(query.search), $options: 'i' } },
            { companyName: { $regex: escapeRegex(query.search), $options: 'i' } },
            { registerNo: query.search },
          ],
        }
      : mine;
    const properties = readStore.collection<PropertyDoc>(PROPERTIES);
    const all = query.rowsPerPage <= 0;
    const [docs, total] = await Promise.all([
      properties.find(filter, {
        sort: { name: 1, _id: 1 },
        ...(all ? {} : { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }),
      }),
      properties.countDocuments(filter),
    ]);
    // The picker's cards show each property's picture and address from its profile.
    const profiles = await readStore
      .collection<HotelProfileDoc>(HOTEL_PROFILES)
      .find({ _id: { $in: docs.map((d) => d._id) } });
    const infoOf = new Map(profiles.map((p) => [p._id, p.info]));
    res.json({
      data: docs.map(({ _id, ...doc }) => ({
        id: _id,
        ...doc,
        image: infoOf.get(_id)?.image ?? null,
        address: infoOf.get(_id)?.address ?? null,
      })),
      total,
    });
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/hotels', { query: listQuery, response: propertyResponses.owned });
};
