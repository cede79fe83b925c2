import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { api } from './api';
import {
  type CommandAnswer,
  type InLanguage,
  type OfProperty,
  type PropertyCommand,
  type RemoveCommand,
  type Tag,
  onceAccepted,
  postCommand,
  propertyHeaders,
  readOf,
  removeOf,
} from './property-requests';

/**
 * The endpoints a feature's `*-api.ts` declares about one property, each by what it is rather
 * than by its RTK Query wiring: a read of the property's list or item, reference data in the
 * interface language, a save (POST of one item), a command (POST of its fields) and a removal
 * (DELETE `url/id`). Every one names the property (X-Slug), every command carries its
 * Idempotency-Key and refetches what it changes only once it was accepted (property-requests.ts).
 *
 *   const staffApi = injectPropertyEndpoints((property) => ({
 *     listRoles: property.read<Schemas['RoleList']>('/roles', ROLES),
 *     saveRole: property.save<IdAnswer, { role: SaveRoleRequest }>('/roles', 'role', ROLES),
 *     deleteRole: property.remove('/roles', ROLES),
 *   }));
 *
 * What does not fit (an address built from the arguments, tags that depend on them, an answer
 * transformed) is written with `build.query` / `build.mutation` beside them (the second argument).
 */

/** The endpoint builder `api.injectEndpoints` hands to `endpoints`. */
export type EndpointBuild = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** Query parameters: what is not given (undefined or '') is left out of the address. */
type Params = Record<string, unknown>;

const given = (params: Params) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );

/** Reference data (named in the interface language) is kept this long after its last screen. */
const REFERENCE_SECONDS = 600;

/** An address made of one argument's value (URL-encoded), e.g. `(id) => \`/channels/${id}/keys\``. */
type AddressOf = (id: string) => string;

const encoded = (value: unknown) => encodeURIComponent(String(value));

export const propertyEndpoints = (build: EndpointBuild) => {
  /** GET the address `to` makes of the argument `on`, of the property. */
  const readOn = <Answer, Args extends OfProperty>(
    on: keyof Args & string,
    to: AddressOf,
    ...provides: Tag[]
  ) =>
    build.query<Answer, Args>({
      query: (args) => readOf(to(encoded(args[on])))(args),
      providesTags: provides,
    });

  /**
   * GET `url` of the property with the arguments besides the property (`Query`: a page,
   * filters) as query parameters, and `fixed` ones (e.g. rowsPerPage 0: the whole list).
   */
  const listWith = <Answer, Query extends object = object>(
    url: string,
    fixed: Params,
    ...provides: Tag[]
  ) =>
    build.query<Answer, OfProperty & Query>({
      query: ({ slug, ...params }) => ({
        url,
        params: { ...fixed, ...given(params) },
        headers: propertyHeaders({ slug }),
      }),
      providesTags: provides,
    });

  /** POST the arguments besides the property, the key and `on` to the address `to` makes of `on`. */
  const commandOn = <Answer, Fields extends object>(
    on: keyof Fields & string,
    to: AddressOf,
    ...invalidates: Tag[]
  ) =>
    build.mutation<Answer, PropertyCommand & Fields>({
      query: ({ slug, idempotencyKey, ...fields }) => {
        const { [on]: id, ...body } = fields as Record<string, unknown>;
        return postCommand(to(encoded(id)), body, { slug, idempotencyKey });
      },
      invalidatesTags: onceAccepted(...invalidates),
    });

  return {
    /** GET `url` of the property; `provides` are the read models it is built from. */
    read: <Answer, Args extends OfProperty = OfProperty>(url: string, ...provides: Tag[]) =>
      build.query<Answer, Args>({ query: readOf(url), providesTags: provides }),

    readOn,

    /** GET `url/id` of the property: one item. */
    readItem: <Answer>(url: string, ...provides: Tag[]) =>
      readOn<Answer, OfProperty & { id: string }>('id', (id) => `${url}/${id}`, ...provides),

    /** GET `url/id` of the property, answered as `{ [field]: item }` (`Answer`): the item. */
    readItemIn: <Answer>(url: string, field: keyof Answer, ...provides: Tag[]) =>
      build.query<Answer[keyof Answer], OfProperty & { id: string }>({
        query: (args) => readOf(`${url}/${encoded(args.id)}`)(args),
        transformResponse: (answer: Answer) => answer[field],
        providesTags: provides,
      }),

    /** `listWith` without fixed parameters. */
    list: <Answer, Query extends object = object>(url: string, ...provides: Tag[]) =>
      listWith<Answer, Query>(url, {}, ...provides),

    listWith,

    /** Reference data of `url`, named in the interface language (part of the cache key). */
    reference: <Answer>(url: string) =>
      build.query<Answer, InLanguage>({
        query: readOf(url),
        keepUnusedDataFor: REFERENCE_SECONDS,
      }),

    /** POST the argument `item` (an item of `url`: without `id` a new one, with it a change). */
    save: <Answer, Fields extends object>(
      url: string,
      item: keyof Fields & string,
      ...invalidates: Tag[]
    ) =>
      build.mutation<Answer, PropertyCommand & Fields>({
        query: (args) => postCommand(url, args[item], args),
        invalidatesTags: onceAccepted(...invalidates),
      }),

    /** POST the argument `item` to `url` to ask something: a check that saves nothing. */
    check: <Answer, Fields extends object>(url: string, item: keyof Fields & string) =>
      build.mutation<Answer, OfProperty & Fields>({
        query: (args) => ({
          url,
          method: 'POST',
          body: args[item],
          headers: propertyHeaders(args),
        }),
      }),

    /** POST the arguments besides the property and the key, as a command of the property. */
    command: <Answer, Fields extends object>(url: string, ...invalidates: Tag[]) =>
      build.mutation<Answer, PropertyCommand & Fields>({
        query: ({ slug, idempotencyKey, ...fields }) =>
          postCommand(url, fields, { slug, idempotencyKey }),
        invalidatesTags: onceAccepted(...invalidates),
      }),

    commandOn,

    /** POST the arguments besides the property, the key and `id` to the item's `url/id`. */
    change: <Answer, Fields extends object>(url: string, ...invalidates: Tag[]) =>
      commandOn<Answer, Fields & { id: string }>('id', (id) => `${url}/${id}`, ...invalidates),

    /** DELETE `url/id` as a command of the property. */
    remove: <Answer = CommandAnswer>(url: string, ...invalidates: Tag[]) =>
      build.mutation<Answer, RemoveCommand>({
        query: removeOf(url),
        invalidatesTags: onceAccepted(...invalidates),
      }),
  };
};

export type PropertyEndpoints = ReturnType<typeof propertyEndpoints>;

/**
 * `api.injectEndpoints` for a feature's endpoints about one property: `endpoints` declares them
 * with `property` (above), and with `build` what does not fit.
 */
export const injectPropertyEndpoints = <Definitions extends EndpointDefinitions>(
  endpoints: (property: PropertyEndpoints, build: EndpointBuild) => Definitions,
) => api.injectEndpoints({ endpoints: (build) => endpoints(propertyEndpoints(build), build) });
