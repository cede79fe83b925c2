import { createCommandApi } from '@hotel/command-service/app';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { AuthServices } from '@hotel/infra/auth/services';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import type { EventStore } from '@hotel/infra/event-store/port';
import { buildOpenApi, type OpenApiInfo } from '@hotel/infra/http/openapi';
import type { RegisteredRoute } from '@hotel/infra/http/route-policy';
import { createLogger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { createQueryApi } from '@hotel/projection-service/app';
import type { ProjectionHostPort } from '@hotel/projection-service/runtime/host';

export const apiInfo: OpenApiInfo = {
  title: 'Hotel PMS API',
  version: '1',
  description:
    'Commands (POST/DELETE) and queries (GET) of the hotel PMS. Errors are RFC 9457 ' +
    'problem details; see docs/platform.md. Generated from the routes (`npm run api-types` ' +
    'writes it to infra/src/http/openapi.json, which both services serve).',
};

/** A dependency the routes only hold: registering them never calls it. */
export const unused = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get: (_target, key) => {
      if (key === 'then') return undefined;
      throw new Error(`${name}.${String(key)} used while only registering routes`);
    },
  });

/** Some routes take their collections' handles as they register (and use them only on a call). */
export const inertReadStore = (): ReadStore =>
  new Proxy(unused<ReadStore>('readStore'), {
    get: (target, key) =>
      key === 'collection'
        ? (name: string) => unused(`collection ${name}`)
        : Reflect.get(target, key),
  });

/**
 * Both APIs' routes, registered on routers that never serve (no store is opened, no server
 * started), with the contracts their handlers declare.
 */
export const apiRoutes = (): RegisteredRoute[] => {
  const commandRoutes: RegisteredRoute[] = [];
  const queryRoutes: RegisteredRoute[] = [];
  const logger = createLogger('silent');
  const blobStore = unused<BlobStore>('blobStore');
  const readStore = inertReadStore();
  createCommandApi({
    eventStore: unused<EventStore>('eventStore'),
    logger,
    auth: {
      tokens: unused('tokens'),
      throttle: unused('throttle'),
      mailer: unused('mailer'),
    } as AuthServices,
    publicUrl: 'http://localhost',
    routeTable: commandRoutes,
    blobStore,
    pipeline: unused<CommandPipeline>('pipeline'),
  });
  createQueryApi({
    eventStore: unused<EventStore>('eventStore'),
    readStore,
    host: unused<ProjectionHostPort>('host'),
    logger,
    readYourWritesTimeoutMs: 0,
    readyMaxLagEvents: 0,
    tokens: unused('tokens'),
    routeTable: queryRoutes,
    blobStore,
  });
  return [...commandRoutes, ...queryRoutes];
};

/** The whole API's OpenAPI document, as the one-process app serves it, built without a server. */
export const apiDocument = (routes: readonly RegisteredRoute[] = apiRoutes()) =>
  buildOpenApi(routes, apiInfo);
