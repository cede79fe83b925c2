import type { RequestHandler, Response } from 'express';
import { parseLanguage, translate } from '@hotel/events/messages';
import type { AccessClaims, TokenService } from '../auth/tokens';
import { HttpProblem, problemTypes } from './problem';

export type Principal = AccessClaims;

/**
 * Reads `Authorization: Bearer <access token>` on every request; a valid token puts the
 * caller in `res.locals.principal`. A missing or invalid token just leaves it empty: routes
 * that need a caller say so with `requirePrincipal`.
 */
export const authenticate =
  (tokens: TokenService): RequestHandler =>
  async (req, res, next) => {
    const header = req.headers.authorization;
    if (typeof header === 'string' && header.startsWith('Bearer ')) {
      const claims = await tokens.verifyAccessToken(header.slice('Bearer '.length).trim());
      if (claims) res.locals.principal = claims;
    }
    next();
  };

export const principalOf = (res: Response): Principal | undefined =>
  res.locals.principal as Principal | undefined;

/** 401 in the caller's language. */
export const unauthorizedProblem = (res: Response): HttpProblem =>
  new HttpProblem({
    type: problemTypes.unauthorized,
    title: translate(
      'error.unauthorized',
      parseLanguage(res.req.headers['x-language'] as string | undefined),
    ),
    status: 401,
  });

/** 403 in the caller's language. */
export const forbiddenProblem = (res: Response): HttpProblem =>
  new HttpProblem({
    type: problemTypes.forbidden,
    title: translate(
      'error.forbidden',
      parseLanguage(res.req.headers['x-language'] as string | undefined),
    ),
    status: 403,
  });

/** 404 in the caller's language: what a property or id the caller may not see looks like. */
export class HttpProblemNotFound extends HttpProblem {
  constructor(res: Response) {
    super({
      type: problemTypes.notFound,
      title: translate(
        'error.notFound',
        parseLanguage(res.req.headers['x-language'] as string | undefined),
      ),
      status: 404,
    });
  }
}

/** The caller, or a 401 problem. */
export const requirePrincipal = (res: Response): Principal => {
  const principal = principalOf(res);
  if (principal) return principal;
  throw unauthorizedProblem(res);
};

/** The value of one cookie of the request. */
export const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
};
