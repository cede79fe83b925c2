import type { Router } from 'express';
import { parseLanguage } from '@hotel/events/messages';
import { permissionCodes, permissions } from '@hotel/events/permissions';
import { requirePrincipal } from '@hotel/infra/http/auth';

/** GET /api/permissions — the codes a role can hold, named in the caller's language. */
export const permissionQueries = (router: Router): void => {
  router.get('/permissions', (req, res) => {
    requirePrincipal(res);
    const language = parseLanguage(req.headers['x-language'] as string | undefined);
    res.json({
      data: permissionCodes.map((code) => ({ code, name: permissions[code][language] })),
      total: permissionCodes.length,
    });
  });
};
