import { z } from 'zod';
import { isOperatorEmail } from '@hotel/infra/config';
import { forbiddenProblem, requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ACCOUNTS, type AccountDoc } from '../accounts/projection';
import { PROPERTIES, type PropertyDoc } from './projection';
import { propertyResponses } from './responses';

const operatorQuery = z.object({
  status: z.enum(['pending', 'active'], { error: 'validation.invalid' }).default('pending'),
});

/**
 * GET /api/operator/properties — for operators (OPERATOR_EMAILS) only, 403 for anyone else:
 * the properties waiting for confirmation (or `?status=active`), oldest first, with who
 * registered them.
 */
export const operatorQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  operatorEmails: readonly string[],
): void => {
  routes.get('/operator/properties', accountRoute, async (req, res) => {
    const principal = requirePrincipal(res);
    const accounts = readStore.collection<AccountDoc>(ACCOUNTS);
    const caller = await accounts.findOne({ _id: principal.accountId });
    if (!caller) throw unauthorizedProblem(res);
    if (!isOperatorEmail(operatorEmails, caller.email)) throw forbiddenProblem(res);
    const { status } = operatorQuery.parse(req.query);
    const properties = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .find({ status }, { sort: { registeredAt: 1, _id: 1 } });
    const ownerIds = [
      ...new Set(properties.flatMap((p) => (p.ownerAccountId ? [p.ownerAccountId] : []))),
    ];
    const owners = new Map(
      (await accounts.find({ _id: { $in: ownerIds } })).map((a) => [a._id, a]),
    );
    const data = properties.map(({ _id, ...property }) => {
      const owner = property.ownerAccountId ? owners.get(property.ownerAccountId) : undefined;
      return {
        id: _id,
        ...property,
        owner: owner
          ? { id: owner._id, name: owner.name, email: owner.email, phoneNumber: owner.phoneNumber }
          : null,
      };
    });
    res.json({ data, total: data.length });
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/operator/properties', {
    query: operatorQuery,
    response: propertyResponses.operator,
  });
};
