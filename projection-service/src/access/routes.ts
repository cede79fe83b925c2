import type { ReadStore } from '@hotel/infra/read-store/port';
import { accessResponses } from './responses';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import { ACCOUNTS, type AccountDoc } from '../accounts/projection';
import { PROPERTY_ACCESS, type PropertyAccessDoc } from './projection';

const MANAGE_USERS = propertyRoute('manage-users');

/** GET /api/roles and GET /api/users of the X-Slug property. */
export const accessQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const accessOf = async (propertyId: string) =>
    (await readStore
      .collection<PropertyAccessDoc>(PROPERTY_ACCESS)
      .findOne({ _id: propertyId })) ?? {
      _id: propertyId,
      ownerAccountId: '',
      roles: {},
      members: {},
    };

  routes.get('/roles', MANAGE_USERS, async (_req, res) => {
    const doc = await accessOf(propertyCallerOf(res).propertyId);
    const data = Object.entries(doc.roles)
      .map(([id, role]) => ({ id, ...role, nameEn: role.nameEn ?? null }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
    res.json({ data, total: data.length });
  });

  routes.get('/users', MANAGE_USERS, async (_req, res) => {
    const doc = await accessOf(propertyCallerOf(res).propertyId);
    const ids = [doc.ownerAccountId, ...Object.keys(doc.members)].filter(Boolean);
    const accounts = await readStore
      .collection<AccountDoc>(ACCOUNTS)
      .find({ _id: { $in: ids } }, { sort: { name: 1, _id: 1 } });
    const data = accounts.map(({ _id, name, position, phoneNumber, email }) => {
      const roleId = doc.members[_id];
      const role = roleId ? doc.roles[roleId] : undefined;
      return {
        id: _id,
        name,
        position,
        phoneNumber,
        email,
        isOwner: _id === doc.ownerAccountId,
        role:
          roleId && role
            ? {
                id: roleId,
                name: role.name,
                nameEn: role.nameEn ?? null,
                isDefault: role.isDefault,
              }
            : null,
      };
    });
    res.json({ data, total: data.length });
  });
  routes.describe('get', '/roles', { response: accessResponses.roles });
  routes.describe('get', '/users', { response: accessResponses.users });
};
