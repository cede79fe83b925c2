import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createCommandApp } from '@hotel/command-service/app';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { AuthServices } from '@hotel/infra/auth/services';
import { createLogger } from '@hotel/infra/logging';
import { createProjectionApp } from '@hotel/projection-service/app';
import { documentFile, generateApiFiles, typesFile } from '../../scripts/api-types';
import { apiDocument, inertReadStore, unused } from '../../scripts/openapi-document';

/**
 * The typed contract (issue 33): every JSON success body of the OpenAPI document has a schema
 * with fields, the committed document and the UI's generated types are what the routes give
 * (`npm run api-types`), and each service alone serves that document.
 */

/**
 * Routes whose answers have no schema yet. This list only shrinks: type a route (its
 * `response`, named with `apiSchema`), run `npm run api-types`, and take it off.
 */
const NOT_YET_TYPED = new Set<string>([]);

type Schema = { $ref?: string; type?: string; properties?: object; additionalProperties?: unknown };
type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };

const untypedSuccessBodies = (document: Record<string, unknown>): string[] => {
  const { paths, components } = document as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? (components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
  const untyped: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (!status.startsWith('2') || !json) continue;
        const schema = resolve(json.schema);
        if (schema.type === 'object' && !schema.properties && !schema.additionalProperties) {
          untyped.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
  }
  return untyped;
};

describe('the API document', () => {
  const document = apiDocument();

  it('types every success body but those not typed yet (a list that only shrinks)', () => {
    const untyped = untypedSuccessBodies(document);
    expect(untyped.filter((route) => !NOT_YET_TYPED.has(route))).toEqual([]);
    // A route typed since: take it off the list.
    expect([...NOT_YET_TYPED].filter((route) => !untyped.includes(route))).toEqual([]);
  });

  it('is committed as npm run api-types writes it, with the UI types generated from it', async () => {
    const generated = await generateApiFiles();
    const stale = 'stale: run `npm run api-types` and commit both files';
    expect(readFileSync(documentFile, 'utf8') === generated.document, stale).toBe(true);
    expect(readFileSync(typesFile, 'utf8') === generated.types, stale).toBe(true);
  }, 180_000);
});

describe('each service alone serves the whole document', () => {
  const committed = JSON.parse(readFileSync(documentFile, 'utf8')) as unknown;
  const logger = createLogger('silent');

  it('the projection service', async () => {
    const app = createProjectionApp({
      eventStore: unused('eventStore'),
      readStore: inertReadStore(),
      host: unused('host'),
      logger,
      readYourWritesTimeoutMs: 0,
      readyMaxLagEvents: 0,
      tokens: unused('tokens'),
      blobStore: unused('blobStore'),
    });
    const answer = await request(app).get('/api/openapi.json').expect(200);
    expect(answer.body).toEqual(committed);
    await request(app).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('the command service', async () => {
    const app = createCommandApp({
      eventStore: unused('eventStore'),
      logger,
      auth: {
        tokens: unused('tokens'),
        throttle: unused('throttle'),
        mailer: unused('mailer'),
      } as AuthServices,
      publicUrl: 'http://hotel.test',
      blobStore: unused('blobStore'),
      pipeline: unused<CommandPipeline>('pipeline'),
    });
    const answer = await request(app).get('/api/openapi.json').expect(200);
    expect(answer.body).toEqual(committed);
    await request(app).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });
});
