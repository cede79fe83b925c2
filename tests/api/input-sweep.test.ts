import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '@hotel/infra/http/route-policy';
import { projections } from '@hotel/projection-service/projections';
import { dumpCollections } from '../support/dump';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Every registered route of the composed app (its route table, not a list kept here), sent
 * the inputs a hostile or careless client sends: bodies that are not JSON objects or not JSON,
 * texts with control characters, deep nesting, and — derived from each route's own zod schema
 * with fast-check — wrong types per field, missing fields, out-of-range and non-finite numbers,
 * malformed dates and huge strings. Each answer is a 4xx RFC 9457 problem (422 with `errors`
 * per field), never a 5xx, and nothing is written: the event store's head and every read model
 * stay as they were. A route added tomorrow is swept by itself.
 *
 * SWEEP_RUNS (default 25) is the number of generated inputs per route.
 */
const RUNS = Number(process.env.SWEEP_RUNS ?? 25);

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;

beforeAll(async () => {
  // Rate limits out of the way: the sweep must reach the validation of public routes.
  app = startTestApp({ publicRateLimits: { reads: 1_000_000, requests: 1_000_000 } });
  hotel = await ownerWithProperty(app);
  // Something to refer to and something that may not change: a room type with rooms.
  await hotel.post(
    '/room/types',
    { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
    201,
  );
  await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
  await hotel.get('/room/types').expect(200);
});

afterAll(async () => {
  await app.close();
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};

/** The supertest call for a route's method. */
const methodOf = (route: RegisteredRoute) => {
  const client = request(app.app);
  return (url: string) => client[route.method](url);
};

/** A URL for a route: path parameters filled with the property (`:slug`) or a fresh id. */
const urlOf = (route: RegisteredRoute, propertyId: string): string =>
  `/api${route.path.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'slug' ? propertyId : randomUUID(),
  )}`;

const paramsOf = (url: string, route: RegisteredRoute): Record<string, string> => {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values = url
    .slice(4)
    .split('/')
    .filter((_part, i) => route.path.split('/')[i]?.startsWith(':'));
  return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
};

const send = (
  route: RegisteredRoute,
  url: string,
  body: unknown,
  contentType = 'application/json',
) => {
  const call = methodOf(route)(url)
    .set('Authorization', hotel.owner.authorization)
    .set('X-Slug', hotel.propertyId)
    .set('X-Language', 'en');
  if (body === undefined) return call;
  return call
    .set('Content-Type', contentType)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Values a careless or hostile client puts in a field. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.5,
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '2026-13-01',
    '0000-00-00',
    '2026-2-3',
    '2026-02-30',
    '2026-11-21T10:00:00Z',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u001b[31m',
    'x'.repeat(100_000),
    [],
    [null],
    {},
    { id: '\u0000' },
    { $gt: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
);

/** Values that are often right for a field of a hotel form (so other fields can be the bad one). */
const plausibleValue = fc.constantFrom<unknown>(
  'Бат',
  'Стандарт',
  '2026-12-01',
  '2026-12-03',
  '#1c7df6',
  '99112233',
  'guest@hotel.mn',
  '1234567',
  '14:00',
  'night',
  randomUUID(),
  1,
  2,
  100000,
  true,
  false,
);

/** A plausible value for a schema node (one level deep into objects and arrays). */
const valueFor = (schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> => {
  if (schema?.enum && schema.enum.length > 0) {
    return fc.oneof(fc.constantFrom(...schema.enum), hostileValue);
  }
  if (depth < 2 && schema?.properties) return bodyFor(schema, depth + 1);
  if (depth < 2 && schema?.items) {
    return fc.array(valueFor(schema.items, depth + 1), { maxLength: 2 });
  }
  const variant = schema?.anyOf?.find((v) => v.properties || v.items);
  if (depth < 2 && variant) return valueFor(variant, depth);
  return fc.oneof({ weight: 3, arbitrary: plausibleValue }, { weight: 2, arbitrary: hostileValue });
};

/** An object for an object schema: each field present or missing, plausible or hostile. */
const bodyFor = (schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const entries = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      ...entries.map(([key, field]) =>
        fc.option(
          valueFor(field, depth).map((value) => [key, value] as const),
          { freq: 5 },
        ),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((p) => p !== null)));
};

const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The answer is a problem: 4xx, RFC 9457 shape, per-field errors on a 422. */
const expectProblem = (res: request.Response, what: string) => {
  const context = `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  // Node's HTTP server itself refuses a request line or headers too large for it (431).
  if (res.status === 431) return;
  expect(String(res.headers['content-type']), context).toMatch(/application\/problem\+json/);
  expect(res.body, context).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status: res.status,
  });
  if (res.status === 422) {
    expect(Object.keys(res.body.errors ?? {}).length, context).toBeGreaterThan(0);
  }
};

const snapshot = async () => ({
  head: await app.eventStore.headPosition(),
  readModels: await dumpCollections(
    app.readStore,
    projections.flatMap((p) => p.collections),
  ),
});

const commandRoutes = () => app.routes.filter((r) => r.method !== 'get');

describe('every route refuses bad input cleanly and writes nothing', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    await app.host.waitForPosition((await app.eventStore.headPosition()) ?? 0n, 5000);
    before = await snapshot();
  });

  it('sweeps a route table that holds the app’s routes', () => {
    // The table is the app's own: every command and query router route is in it.
    expect(app.routes.length).toBeGreaterThan(100);
    expect(commandRoutes().length).toBeGreaterThan(40);
  });

  it('commands: a body that is not a JSON object is never executed (415 / 422 / 400)', async () => {
    const bodies: [string, unknown, string][] = [
      ['text/plain', '{"facilities":[]}', 'text/plain'],
      ['no content type', '{"facilities":[]}', ''],
      ['XML', '<facilities/>', 'application/xml'],
      ['form', 'facilities=', 'application/x-www-form-urlencoded'],
      ['multipart', '--x\r\n\r\n--x--\r\n', 'multipart/form-data; boundary=x'],
      ['JSON array', '[]', 'application/json'],
      ['JSON string', '"x"', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['JSON number', '42', 'application/json'],
      ['broken JSON', '{"a":', 'application/json'],
      ['NUL in a text', { name: 'a\u0000b', title: 'a\u0000b' }, 'application/json'],
      ['lone surrogate', { name: '\ud800', title: 'x\udc00' }, 'application/json'],
      ['deep nesting', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, 'application/json'],
      ['deep arrays', `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, 'application/json'],
    ];
    for (const route of commandRoutes()) {
      for (const [what, body, type] of bodies) {
        if (route.contract.multipart && what === 'multipart') continue;
        const url = urlOf(route, hotel.propertyId);
        const call = methodOf(route)(url)
          .set('Authorization', hotel.owner.authorization)
          .set('X-Slug', hotel.propertyId)
          .set('X-Language', 'en');
        const res = await (type === ''
          ? call.send(Buffer.from(String(body)))
          : call
              .set('Content-Type', type)
              .send(typeof body === 'string' ? body : JSON.stringify(body)));
        expectProblem(res, `${route.method.toUpperCase()} ${route.path} (${what})`);
      }
    }
  });

  it('commands: inputs derived from each route’s schema that it refuses answer 422 by field', async () => {
    let sent = 0;
    for (const route of commandRoutes()) {
      const schema = route.contract.body;
      if (!schema) continue;
      const json = jsonSchemaOf(schema);
      const url = urlOf(route, hotel.propertyId);
      const params = paramsOf(url, route);
      const samples = fc.sample(bodyFor(json), { numRuns: RUNS, seed: 20261125 });
      samples.push({});
      for (const body of samples) {
        // Only what the schema refuses: an accepted input would be carried out.
        if (schema.safeParse({ ...body, ...params }).success) continue;
        const res = await send(route, url, body);
        expectProblem(
          res,
          `${route.method.toUpperCase()} ${route.path} ${JSON.stringify(body).slice(0, 200)}`,
        );
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(commandRoutes().length);
  });

  it('queries: malformed query values answer 422 by field; no query answers a 5xx', async () => {
    for (const route of app.routes.filter((r) => r.method === 'get')) {
      if (route.contract.produces === 'event-stream') continue;
      const url = urlOf(route, hotel.propertyId);
      const schema = route.contract.query;
      if (schema) {
        const json = jsonSchemaOf(schema);
        const samples = fc.sample(bodyFor(json), { numRuns: RUNS, seed: 20261125 });
        for (const query of samples) {
          const asText = Object.fromEntries(
            Object.entries(query).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          );
          if (schema.safeParse(asText).success) continue;
          const res = await send(route, url, undefined).query(asText);
          expectProblem(
            res,
            `GET ${route.path}?${new URLSearchParams(asText).toString().slice(0, 200)}`,
          );
        }
      }
      // Junk where nothing is expected, and ids that are not ids: never a 5xx.
      const junk = await send(route, url.replace(/[0-9a-f-]{36}/g, '%00%ff'), undefined).query({
        page: '-1',
        rowsPerPage: '1e400',
        from: '2026-13-01',
        to: '\u0000',
        checkIn: '0000-00-00',
        'x[$gt]': '',
      });
      expect(junk.status, `GET ${route.path} (junk) → ${junk.status}`).toBeLessThan(500);
      if (junk.status >= 400) expectProblem(junk, `GET ${route.path} (junk)`);
    }
  });

  it('nothing was written: the event store head and every read model are unchanged', async () => {
    const after = await snapshot();
    expect(after.head).toBe(before.head);
    expect(after.readModels).toEqual(before.readModels);
  });
});

describe('the API contract, published (OpenAPI 3.1)', () => {
  it('describes every registered route with its policy, parameters, body and problems', async () => {
    const res = await request(app.app).get('/api/openapi.json').expect(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const missing: string[] = [];
    for (const route of app.routes) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[route.method];
      if (!operation) {
        missing.push(`${route.method.toUpperCase()} ${route.path}`);
        continue;
      }
      expect(operation['x-policy']).toEqual(route.policy);
      const responses = operation.responses as Record<string, unknown>;
      expect(Object.keys(responses).some((s) => s.startsWith('2'))).toBe(true);
      expect(responses['422']).toBeDefined();
      if (route.policy.kind === 'property') expect(responses['403']).toBeDefined();
      const parameters = operation.parameters as { name: string; in: string }[];
      for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
        expect(parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
      }
      if (route.contract.body)
        expect(operation.requestBody ?? route.path.includes(':')).toBeTruthy();
    }
    expect(missing).toEqual([]);
    // The spec's global GET today is part of it.
    expect(doc.paths['/api/today']?.get).toBeDefined();
    // A command's body is its zod schema, as JSON Schema.
    const book = doc.paths['/api/reservations/book']!.post!.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(book.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['checkIn', 'checkOut', 'roomTypes', 'guest']),
    );
  });

  it('has a readable docs page served from the app itself', async () => {
    const page = await request(app.app).get('/api/docs').expect(200);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    await request(app.app).get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    await request(app.app).get('/api/docs/init.js').expect(200);
  });

  it('answers GET today with the property’s working date', async () => {
    const today = await hotel.get('/today').expect(200);
    expect(today.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: 'Asia/Ulaanbaatar',
      calendarDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('the cases found from outside (issue 16), answered cleanly', () => {
  const roomTypeId = async () =>
    ((await hotel.get('/room/types').expect(200)).body.data as { id: string }[])[0]!.id;

  it('malformed dates are a 422 naming the field, never a 500 from a cross-field rule', async () => {
    const id = await roomTypeId();
    for (const checkIn of [
      '2026-13-01',
      '0000-00-00',
      '2026-2-3',
      '2026-11-21T10:00:00Z',
      '\u0000',
    ]) {
      const booking = {
        stayType: 'night',
        checkIn,
        checkOut: '2027-01-02',
        roomTypes: [{ roomTypeId: id, ratePlanId: null, numberOfGuests: 1, quantity: 1 }],
        guest: { name: 'Бат' },
      };
      const book = await hotel.post('/reservations/book', booking, 422);
      expect(Object.keys(book.body.errors)).toContain('checkIn');
      const check = await hotel.post(
        '/check/availability',
        { checkIn, checkOut: '2027-01-02' },
        422,
      );
      expect(Object.keys(check.body.errors)).toContain('checkIn');
      const quote = await hotel
        .get('/quote')
        .query({ roomTypeId: id, checkIn, checkOut: '2027-01-02' })
        .expect(422);
      expect(Object.keys(quote.body.errors)).toContain('checkIn');
    }
  });

  it('a facilities or settings update that is not a JSON object clears nothing', async () => {
    await hotel.post('/sync/facilities', { facilities: ['sauna'] }, 200);
    for (const [body, type] of [
      ['facilities=', 'application/x-www-form-urlencoded'],
      ['{}', 'text/plain'],
      ['[]', 'application/json'],
      ['<facilities/>', 'application/xml'],
    ] as const) {
      for (const path of ['/api/sync/facilities', '/api/hotel/setting']) {
        const res = await request(app.app)
          .post(path)
          .set('Authorization', hotel.owner.authorization)
          .set('X-Slug', hotel.propertyId)
          .set('Content-Type', type)
          .send(body);
        expect([415, 422]).toContain(res.status);
      }
    }
    // An empty object says nothing either: the list and the setting must be stated.
    await hotel.post('/sync/facilities', {}, 422);
    await hotel.post('/hotel/setting', {}, 422);
    const facilities = await hotel.get('/my/facilities').expect(200);
    expect(facilities.body.data.map((f: { id: string }) => f.id)).toEqual(['sauna']);
  });

  it('texts with NUL characters or lone surrogates are refused by field', async () => {
    const nul = await hotel.post('/hotel/rules', { title: 'a\u0000b', description: 'x' }, 422);
    expect(Object.keys(nul.body.errors)).toEqual(['title']);
    const surrogate = await hotel.post('/hotel/rules', { title: 'ok', description: '\ud800' }, 422);
    expect(Object.keys(surrogate.body.errors)).toEqual(['description']);
  });
});
