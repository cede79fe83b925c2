import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { forbiddenProblem, HttpProblemNotFound, requirePrincipal } from './auth';

/**
 * Who may call a route. Every route of both APIs is registered with one, and a test walks
 * them all (tests/api/authorization.test.ts):
 *  - public: anyone (register, login, password reset);
 *  - account: any logged-in account (its own data);
 *  - property: a logged-in account working in the `X-Slug` property (owner or staff); with a
 *    permission code, staff need it in their role (the owner passes every check).
 */
export type RoutePolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'account' }
  | { readonly kind: 'property'; readonly permissions: readonly string[] };

export const publicRoute: RoutePolicy = { kind: 'public' };
export const accountRoute: RoutePolicy = { kind: 'account' };
/**
 * A route of the X-Slug property. With codes, staff need at least one of them in their role
 * (e.g. a settings list read by its manager and by the front desk); without, any member passes.
 */
export const propertyRoute = (...permissions: string[]): RoutePolicy => ({
  kind: 'property',
  permissions,
});

/** What a guard needs to know about a property's access. */
export interface AccessView {
  /** Only an active property can be worked in; one waiting for confirmation answers 404. */
  readonly active: boolean;
  readonly ownerId: string;
  /** account → role id */
  readonly members: ReadonlyMap<string, string>;
  /** role id → permission codes */
  readonly roles: ReadonlyMap<string, readonly string[]>;
}

/** Looks up a property's access (event store on the command side, read model on the query side). */
export type AccessResolver = (propertyId: string) => Promise<AccessView | null>;

export interface RegisteredRoute {
  readonly method: 'get' | 'post' | 'delete';
  readonly path: string;
  readonly policy: RoutePolicy;
}

/** The caller's standing in the property a guarded route acts in. */
export interface PropertyCaller {
  readonly propertyId: string;
  readonly isOwner: boolean;
  readonly roleId: string | null;
}

export const propertyCallerOf = (res: Response): PropertyCaller => {
  const caller = res.locals.propertyCaller as PropertyCaller | undefined;
  if (!caller) throw new Error('route has no property policy');
  return caller;
};

const guard =
  (policy: RoutePolicy, resolve: AccessResolver): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (policy.kind === 'public') return next();
      const principal = requirePrincipal(res);
      if (policy.kind === 'account') return next();
      const slug = req.headers['x-slug'];
      const access = typeof slug === 'string' && slug !== '' ? await resolve(slug) : null;
      if (!access || !access.active || typeof slug !== 'string') {
        throw new HttpProblemNotFound(res);
      }
      const isOwner = access.ownerId === principal.accountId;
      const roleId = access.members.get(principal.accountId) ?? null;
      if (!isOwner && roleId === null) throw new HttpProblemNotFound(res);
      if (
        !isOwner &&
        policy.permissions.length > 0 &&
        !policy.permissions.some((code) => access.roles.get(roleId ?? '')?.includes(code))
      ) {
        throw forbiddenProblem(res);
      }
      res.locals.propertyCaller = { propertyId: slug, isOwner, roleId } satisfies PropertyCaller;
      next();
    } catch (error) {
      next(error);
    }
  };

/**
 * Registers routes with their policy: the guard runs first (401/404/403 before any
 * validation), and the route goes into `table` for the authorization test.
 */
export const guardedRoutes = (
  router: Router,
  table: RegisteredRoute[],
  resolve: AccessResolver,
) => {
  const add =
    (method: RegisteredRoute['method']) =>
    (path: string, policy: RoutePolicy, ...handlers: RequestHandler[]): void => {
      table.push({ method, path, policy });
      router[method](path, guard(policy, resolve), ...handlers);
    };
  return { get: add('get'), post: add('post'), delete: add('delete') };
};

export type GuardedRoutes = ReturnType<typeof guardedRoutes>;
