import document from './openapi.json' with { type: 'json' };

/**
 * The whole API's OpenAPI document as `npm run api-types` wrote it (scripts/api-types.ts: built
 * from both services' routes, without a server). Each service alone serves it
 * (`apiDocs(committedOpenApi)`), so behind the gateway `/api/openapi.json` and `/api/docs`
 * answer the same as the one-process app, which builds it from its live routes;
 * tests/api/api-types.test.ts fails when this file differs from those routes.
 */
export const committedOpenApi = (): Record<string, unknown> => document as Record<string, unknown>;
