import { z } from 'zod';
import { apiSchemas } from './api-schemas';
import { problemTypes } from './problem';
import type { RegisteredRoute, RouteContract } from './route-policy';

/**
 * The API's OpenAPI 3.1 document, generated from the routes as they are registered (their
 * policies and the zod schemas they validate with, through zod's own JSON Schema generator,
 * `z.toJSONSchema`; OpenAPI 3.1 schemas are JSON Schema 2020-12). Nothing in it is written by
 * hand per route, so a route added is described by itself.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
}

/** `/reservations/:id` → `/reservations/{id}`; its parameter names. */
const openApiPath = (path: string): { path: string; params: string[] } => {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: `/api${converted}`, params };
};

/** The JSON Schema of what a client sends (the input side of transforms and defaults). */
const inputSchemaOf = (schema: z.ZodType): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** A body schema without the fields its path parameters fill in. */
const withoutParams = (schema: JsonSchema, params: readonly string[]): JsonSchema => {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || params.length === 0) return schema;
  const kept = Object.fromEntries(Object.entries(properties).filter(([k]) => !params.includes(k)));
  const required = (schema.required as string[] | undefined)?.filter((k) => !params.includes(k));
  return {
    ...schema,
    properties: kept,
    ...(required && required.length > 0 ? { required } : { required: undefined }),
  };
};

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** `#/components/schemas/<name>` */
const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The response schemas of the routes, as JSON Schema under their names: those named with
 * `apiSchema` keep their name (and every other schema that uses one refers to it), an unnamed
 * one is named after its operation (`GetReservationsIdHistoryResponse`).
 */
const responseSchemas = (
  routes: readonly { operationId: string; response: z.ZodType }[],
): { names: Map<z.ZodType, string>; schemas: Record<string, JsonSchema> } => {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, name: string) => {
    if (names.has(schema)) return;
    names.set(schema, name);
    registry.add(schema, { id: name });
  };
  // By name: the registry's order is the order modules were first imported, which differs
  // between a process that only builds the document and one that imported a route's module
  // first (a test worker running several files), and the document must not.
  const named = [...apiSchemas._idmap].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, schema] of named) add(schema as z.ZodType, name);
  for (const { operationId, response } of routes) {
    add(response, `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { names, schemas };
};

const success = (
  contract: RouteContract,
  status: '200' | '201',
  responseName: string | undefined,
) => {
  switch (contract.produces) {
    case 'image':
      return {
        [status]: {
          description: 'The image (PNG, JPEG or SVG)',
          content: {
            'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
            'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
            'image/svg+xml': { schema: { type: 'string', contentMediaType: 'image/svg+xml' } },
          },
        },
      };
    case 'none':
      return { '204': { description: 'Done; no body' } };
    case 'calendar':
      return {
        [status]: {
          description: 'An iCalendar feed (RFC 5545)',
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
      };
    case 'event-stream':
      return {
        [status]: {
          description: 'Server-sent events: `event: changed`, `data: {"readModels": [...]}`',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      };
    default:
      return {
        [status]: {
          description:
            status === '201'
              ? 'Done; the body names what was created and carries `position` (read-your-writes)'
              : 'The answer (commands also carry `position`, the read-your-writes token)',
          content: {
            'application/json': { schema: responseName ? refTo(responseName) : { type: 'object' } },
          },
        },
      };
  }
};

const policyText = (route: RegisteredRoute): string => {
  const { policy } = route;
  if (policy.kind === 'public') return 'Public: no login.';
  if (policy.kind === 'account') return 'Any logged-in account.';
  return policy.permissions.length === 0
    ? 'A member of the `X-Slug` property (owner or staff).'
    : `A member of the \`X-Slug\` property whose role holds ${policy.permissions
        .map((p) => `\`${p}\``)
        .join(' or ')} (the owner passes every check).`;
};

const operationIdOf = (route: RegisteredRoute): string =>
  `${route.method}${openApiPath(route.path).path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`;

const operationOf = (route: RegisteredRoute, responseName: string | undefined) => {
  const { path, params } = openApiPath(route.path);
  const { contract, policy, method } = route;
  const isCommand = method !== 'get';
  const parameters: JsonSchema[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (policy.kind === 'property') {
    parameters.push({
      name: 'X-Slug',
      in: 'header',
      required: true,
      description: 'The property the call acts in',
      schema: { type: 'string' },
    });
  }
  parameters.push({
    name: 'X-Language',
    in: 'header',
    required: false,
    description: 'Language of messages: `mn` (default) or `en`',
    schema: { type: 'string', enum: ['mn', 'en'] },
  });
  if (isCommand && contract.commandType) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: the same key from the same account, property and route answers ' +
        'the first answer (`Idempotent-Replayed: true`); with another body it is refused (422).',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
    });
  }
  if (!isCommand) {
    parameters.push({
      name: 'X-Min-Position',
      in: 'header',
      required: false,
      description: 'Read-your-writes: wait (bounded) until the read models hold this position',
      schema: { type: 'string', pattern: '^\\d+$' },
    });
  }
  if (contract.query) {
    const query = inputSchemaOf(contract.query);
    const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  let requestBody: JsonSchema | undefined;
  if (contract.multipart) {
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              image: { type: 'string', contentMediaType: 'application/octet-stream' },
              path: { type: 'string', description: 'A folder hint' },
            },
            required: ['image'],
          },
        },
      },
    };
  } else if (contract.body) {
    const schema = withoutParams(inputSchemaOf(contract.body), params);
    const hasFields = Object.keys((schema.properties as object | undefined) ?? {}).length > 0;
    if (hasFields || schema.type !== 'object') {
      requestBody = { required: true, content: { 'application/json': { schema } } };
    }
  }
  const responses: Record<string, unknown> = {
    ...success(contract, method === 'post' && contract.commandType ? '201' : '200', responseName),
  };
  if (isCommand) {
    responses['400'] = problem('A business rule refused the command (or the JSON is broken)');
    responses['409'] = problem('Someone else changed the same thing at the same time');
    responses['415'] = problem('The body is not `application/json`');
    responses['503'] = problem('The store is busy for a moment: retry (`Retry-After`)');
  }
  responses['422'] = problem('Invalid input: `errors` names each field with its messages');
  if (policy.kind !== 'public') responses['401'] = problem('No or an expired access token');
  if (policy.kind === 'property') {
    responses['403'] = problem("The caller's role lacks the permission");
    responses['404'] = problem('No such property for the caller (or no such item in it)');
  } else if (params.length > 0) {
    responses['404'] = problem('Not found');
  }
  return {
    path,
    operation: {
      operationId: operationIdOf(route),
      summary: contract.summary ?? `${method.toUpperCase()} ${path}`,
      description: policyText(route),
      tags: [path.split('/')[2] ?? 'api'],
      ...(policy.kind === 'public' ? { security: [] } : {}),
      'x-policy': policy,
      ...(contract.commandType ? { 'x-command-type': contract.commandType } : {}),
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
    },
  };
};

export const buildOpenApi = (
  routes: readonly RegisteredRoute[],
  info: OpenApiInfo,
): Record<string, unknown> => {
  const paths: Record<string, Record<string, unknown>> = {};
  const responses = responseSchemas(
    routes.flatMap((route) =>
      route.contract.response
        ? [{ operationId: operationIdOf(route), response: route.contract.response }]
        : [],
    ),
  );
  for (const route of routes) {
    const response = route.contract.response;
    const { path, operation } = operationOf(
      route,
      response ? responses.names.get(response) : undefined,
    );
    (paths[path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        ...responses.schemas,
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details',
          properties: {
            type: { type: 'string', enum: Object.values(problemTypes) },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
            code: { type: 'string', description: 'The rule or message key' },
            errors: {
              type: 'object',
              description: 'Per field (dotted path), its messages',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
          required: ['type', 'title', 'status'],
        },
      },
    },
  };
};
