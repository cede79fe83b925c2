import { parseLanguage } from '@hotel/events/messages';
import { permissionCodes, permissions } from '@hotel/events/permissions';
import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import { accessResponses } from '../access/responses';

/** GET /api/permissions — the codes a role can hold, named in the caller's language. */
export const permissionQueries = (routes: GuardedRoutes): void => {
  routes.get('/permissions', accountRoute, (req, res) => {
    const language = parseLanguage(req.headers['x-language'] as string | undefined);
    res.json({
      data: permissionCodes.map((code) => ({ code, name: permissions[code][language] })),
      total: permissionCodes.length,
    });
  });
  routes.describe('get', '/permissions', { response: accessResponses.permissions });
};
