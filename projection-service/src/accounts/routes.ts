import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import { isOperatorEmail } from '@hotel/infra/config';
import { requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { accessResponses } from '../access/responses';
import { PROPERTY_ACCESS, type PropertyAccessDoc } from '../access/projection';
import { HOTEL_PROFILES, type HotelProfileDoc } from '../profile/projection';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { propertiesWithRequests } from '../reservation-requests/routes';
import { ACCOUNTS, type AccountDoc } from './projection';

/**
 * GET /api/user — who is logged in, the properties they work in (with their role there and
 * whether it is active or waiting for confirmation), and whether they are an operator.
 */
export const accountQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  { operatorEmails = [] }: { operatorEmails?: readonly string[] } = {},
): void => {
  routes.get('/user', accountRoute, async (_req, res) => {
    const principal = requirePrincipal(res);
    const account = await readStore
      .collection<AccountDoc>(ACCOUNTS)
      .findOne({ _id: principal.accountId });
    if (!account) throw unauthorizedProblem(res);
    const accessDocs = await readStore.collection<PropertyAccessDoc>(PROPERTY_ACCESS).find({
      $or: [{ ownerAccountId: account._id }, { [`members.${account._id}`]: { $exists: true } }],
    });
    const properties = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .find({ _id: { $in: accessDocs.map((d) => d._id) } }, { sort: { name: 1, _id: 1 } });
    const accessById = new Map(accessDocs.map((d) => [d._id, d]));
    const profiles = await readStore
      .collection<HotelProfileDoc>(HOTEL_PROFILES)
      .find({ _id: { $in: properties.map((p) => p._id) } });
    const profileById = new Map(profiles.map((p) => [p._id, p]));
    const withRequests = await propertiesWithRequests(
      readStore,
      properties.map((p) => p._id),
    );
    const { _id, ...details } = account;
    res.json({
      id: _id,
      ...details,
      isOperator: isOperatorEmail(operatorEmails, account.email),
      hotels: properties.map((property) => {
        const doc = accessById.get(property._id);
        const isOwner = doc?.ownerAccountId === _id;
        const roleId = doc?.members[_id];
        const role = roleId ? doc?.roles[roleId] : undefined;
        const info = profileById.get(property._id)?.info;
        return {
          id: property._id,
          name: property.name,
          nameEn: info?.nameEn ?? null,
          status: property.status,
          workingDate: property.workingDate,
          timeZone: property.timeZone,
          // The picker's card: the profile's picture and address.
          image: info?.image ?? null,
          address: info?.address ?? null,
          // What every booking screen needs of the profile, whatever the user's permissions.
          stay: {
            checkInTime: info?.checkInTime || '14:00',
            checkOutTime: info?.checkOutTime || '12:00',
            hasTime: info?.hasTime ?? false,
            maxTime: info?.maxTime ?? null,
          },
          // Requests come from the online booking page (or a channel): the menu entry and the
          // dashboard's figures show while the page is open or once any request exists.
          hasResRequest:
            (profileById.get(property._id)?.hasOnlineBook ?? false) ||
            withRequests.has(property._id),
          isOwner,
          role:
            !isOwner && roleId && role
              ? {
                  id: roleId,
                  name: role.name,
                  nameEn: role.nameEn ?? null,
                  isDefault: role.isDefault,
                  permissions: role.permissions,
                }
              : null,
        };
      }),
    });
  });
  routes.describe('get', '/user', { response: accessResponses.user });
};
