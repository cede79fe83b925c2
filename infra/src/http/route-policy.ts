import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { forbiddenProblem, HttpProblemNotFound, requirePrincipal } from './auth';
import { hasInvalidCharacters } from '@hotel/events/fields';
import { HttpProblem, problemTypes } from './problem';

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

/**
 * What a route takes and answers, as its handlers declare it (`withContract`; `commandRoute`
 * does it for every command). It feeds the OpenAPI document and the sweeping input tests.
 */
export interface RouteContract {
  readonly summary?: string;
  /** The command type the route sends (its idempotency scope). */
  readonly commandType?: string;
  /** The JSON body's schema (commands). Path parameters are merged into it before parsing. */
  readonly body?: z.ZodType;
  /** The query string's schema (reads). */
  readonly query?: z.ZodType;
  /** The body is `multipart/form-data` (uploads) instead of a JSON object. */
  readonly multipart?: boolean;
  /**
   * What the route answers with (default: a JSON object; `calendar`: an iCalendar feed;
   * `none`: 204 without a body).
   */
  readonly produces?: 'json' | 'image' | 'event-stream' | 'calendar' | 'none';
  /**
   * The JSON success body's schema (zod, as the handler builds it: `io: 'output'`). Name it
   * with `apiSchema(name, schema)` (infra/src/http/api-schemas.ts) to give it a place of its own
   * in the OpenAPI document's `components.schemas`, where the UI's generated types read it.
   */
  readonly response?: z.ZodType;
}

const contractKey = Symbol.for('hotel.routeContract');

/** Declares what a handler takes and answers (see RouteContract). */
export const withContract = <Handler extends RequestHandler>(
  handler: Handler,
  contract: RouteContract,
): Handler => Object.assign(handler, { [contractKey]: contract });

/**
 * A no-op step that declares the contract of a route whose handler parses its own input:
 * `routes.post(path, policy, describedBy({ body: schema }), handler)`.
 */
export const describedBy = (contract: RouteContract): RequestHandler =>
  withContract((_req, _res, next) => next(), contract);

const contractOf = (handlers: readonly RequestHandler[]): RouteContract =>
  Object.assign(
    {},
    ...handlers.map(
      (h) => (h as unknown as Record<symbol, RouteContract | undefined>)[contractKey] ?? {},
    ),
  ) as RouteContract;

export interface RegisteredRoute {
  readonly method: 'get' | 'post' | 'delete';
  readonly path: string;
  readonly policy: RoutePolicy;
  readonly contract: RouteContract;
}

const hasBody = (req: Request): boolean => {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
};

/**
 * The one check of a command's body, before any schema runs: a body is a JSON object sent as
 * `application/json` (415 for any other media type, 422 for JSON that is not an object), or a
 * multipart form where the route takes uploads. A request without a body is an empty object,
 * which the route's schema then judges like any other (required fields are required).
 */
const commandBody =
  (multipart: boolean): RequestHandler =>
  (req: Request, _res: Response, next: NextFunction) => {
    if (!hasBody(req)) {
      if (req.body === undefined) req.body = {};
      return next();
    }
    if (multipart && req.is('multipart/form-data')) return next();
    if (!req.is(['application/json', '+json'])) {
      return next(
        new HttpProblem({
          type: problemTypes.unsupportedMediaType,
          title: 'Unsupported media type',
          status: 415,
          code: 'error.unsupportedMediaType',
        }),
      );
    }
    const body: unknown = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return next(
        new HttpProblem({
          type: problemTypes.validation,
          title: 'The request body must be a JSON object',
          status: 422,
          code: 'error.bodyNotObject',
          errors: { _: ['error.bodyNotObject'] },
        }),
      );
    }
    const errors = unsafeValues(body);
    if (Object.keys(errors).length > 0) {
      return next(
        new HttpProblem({
          type: problemTypes.validation,
          title: 'validation.title',
          status: 422,
          code: 'validation.title',
          errors,
        }),
      );
    }
    next();
  };

/** How deep a command body may nest (the deepest form is a few levels). */
const MAX_BODY_DEPTH = 16;

/**
 * Values no command takes, whatever its schema, by field path: texts with control characters
 * or invalid Unicode, and nesting deeper than any form. (Schemas check texts too; this keeps
 * them out of fields a schema passes through as they are.)
 */
const unsafeValues = (body: object): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  // The path is a list shared by the walk (pushed and popped) and joined only for an error:
  // every command's body is walked, and nearly all are clean.
  const path: string[] = [];
  const field = () => path.join('.') || '_';
  const walk = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) errors[field()] = ['validation.invalidCharacters'];
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > MAX_BODY_DEPTH) {
      errors[field()] = ['validation.tooDeep'];
      return;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (hasInvalidCharacters(key)) {
        errors[field()] = ['validation.invalidCharacters'];
        continue;
      }
      path.push(key);
      walk((value as Record<string, unknown>)[key], depth + 1);
      path.pop();
    }
  };
  walk(body, 0);
  return errors;
};

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
 * validation), then — for every method but GET — the body check (415/422 for a body that is
 * not a JSON object), and the route goes into `table` (authorization test, OpenAPI, the
 * sweeping input tests) with the contract its handlers declare.
 */
export const guardedRoutes = (
  router: Router,
  table: RegisteredRoute[],
  resolve: AccessResolver,
) => {
  const add =
    (method: RegisteredRoute['method']) =>
    (path: string, policy: RoutePolicy, ...handlers: RequestHandler[]): void => {
      const contract = contractOf(handlers);
      table.push({ method, path, policy, contract });
      const checks = method === 'get' ? [] : [commandBody(contract.multipart === true)];
      router[method](path, guard(policy, resolve), ...checks, ...handlers);
    };
  /** Adds to the contract of a route registered before (one whose handler parses its input). */
  const describe = (method: RegisteredRoute['method'], path: string, contract: RouteContract) => {
    const index = table.findIndex((r) => r.method === method && r.path === path);
    const route = table[index];
    if (!route) throw new Error(`no route ${method.toUpperCase()} ${path} to describe`);
    table[index] = { ...route, contract: { ...route.contract, ...contract } };
  };
  return { get: add('get'), post: add('post'), delete: add('delete'), describe };
};

export type GuardedRoutes = ReturnType<typeof guardedRoutes>;
