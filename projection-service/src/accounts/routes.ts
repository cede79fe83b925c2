import type { Router } from 'express';
import { requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { ACCOUNTS, type AccountDoc } from './projection';

/** GET /api/user — who is logged in, and the properties they work in. */
export const accountQueries = (router: Router, readStore: ReadStore): void => {
  router.get('/user', async (_req, res) => {
    const principal = requirePrincipal(res);
    const account = await readStore
      .collection<AccountDoc>(ACCOUNTS)
      .findOne({ _id: principal.accountId });
    if (!account) throw unauthorizedProblem(res);
    const owned = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .find({ ownerAccountId: account._id }, { sort: { name: 1, _id: 1 } });
    const { _id, ...details } = account;
    res.json({
      id: _id,
      ...details,
      hotels: owned.map((property) => ({
        id: property._id,
        name: property.name,
        status: property.status,
        hasResRequest: false,
        isOwner: true,
        role: null,
      })),
    });
  });
};
