import { forbiddenProblem, requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTY_ACCESS, type PropertyAccessDoc } from '../access/projection';
import { ACCOUNTS, type AccountDoc } from '../accounts/projection';
import { PROPERTIES, type PropertyDoc } from './projection';
import { propertyResponses } from './responses';

/**
 * GET /api/registered/users — the registered-users page of a default account: for each
 * property it owns, the staff users there (the owner is the caller and is not repeated),
 * with the role name as their position at that property. Only the caller's own properties;
 * any other account gets 403, as for the property list.
 */
export const registeredUserQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/registered/users', accountRoute, async (_req, res) => {
    const principal = requirePrincipal(res);
    const accounts = readStore.collection<AccountDoc>(ACCOUNTS);
    const caller = await accounts.findOne({ _id: principal.accountId });
    if (!caller) throw unauthorizedProblem(res);
    if (!caller.isDefault) throw forbiddenProblem(res);
    const accessDocs = await readStore
      .collection<PropertyAccessDoc>(PROPERTY_ACCESS)
      .find({ ownerAccountId: caller._id });
    const properties = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .find({ _id: { $in: accessDocs.map((d) => d._id) } }, { sort: { name: 1, _id: 1 } });
    const memberIds = [...new Set(accessDocs.flatMap((d) => Object.keys(d.members)))];
    const people = await accounts.find({ _id: { $in: memberIds } }, { sort: { name: 1, _id: 1 } });
    const accessById = new Map(accessDocs.map((d) => [d._id, d]));
    const data = properties.map((property) => {
      const access = accessById.get(property._id);
      const users = people.flatMap((person) => {
        const roleId = access?.members[person._id];
        if (!roleId) return [];
        const role = access.roles[roleId];
        return [
          {
            id: person._id,
            name: person.name,
            position: role?.name ?? null,
            email: person.email,
            phoneNumber: person.phoneNumber,
            role: role
              ? {
                  id: roleId,
                  name: role.name,
                  nameEn: role.nameEn ?? null,
                  isDefault: role.isDefault,
                }
              : null,
          },
        ];
      });
      return { id: property._id, name: property.name, status: property.status, users };
    });
    res.json({ data, total: data.length });
  });
  routes.describe('get', '/registered/users', { response: propertyResponses.staff });
};
