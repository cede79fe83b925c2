import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { openFolderBlobStores } from '@hotel/infra/blob-store/folder';
import { defaultPropertyOptions } from '@hotel/command-service/property/options';
import { addDays } from '@hotel/events/dates';
import { createLogger } from '@hotel/infra/logging';
import { dashboardTabs } from '@hotel/projection-service/dashboard/responses';
import { DEMO_LOGIN, DEMO_PROPERTY_ID, seedDemo } from '../../scripts/demo-seed';
import { startTestApp } from '../support/app';

/**
 * The response schemas are true: real answers of the composed app on the demo hotel (three
 * weeks of stays, payments and audits, scripts/demo/) parse with the schema their route declares
 * and lose nothing in parsing (a field the schema does not name would be dropped). Checked here
 * only: the services do not validate what they answer (it would cost every call).
 */

type TestApp = ReturnType<typeof startTestApp>;
let app: TestApp;
let owner = '';
let position = '0';

const get = (url: string) =>
  request(app.app)
    .get(`/api${url}`)
    .set('Authorization', owner)
    .set('X-Slug', DEMO_PROPERTY_ID)
    .set('X-Language', 'en')
    .set('X-Min-Position', position);

const firstId = async (url: string): Promise<string> => {
  const body = (await get(url).expect(200)).body as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`${url} lists nothing`);
  return id;
};

/**
 * The calls that check a route, by its path: a route with path parameters or required query
 * parameters needs them here (the others are called as they are).
 */
const samples = async (): Promise<Record<string, string[]>> => {
  const roomTypeId = await firstId('/room/types');
  const ratePlanId = await firstId('/rate/plans');
  const reservationId = await firstId('/reservations?rowsPerPage=5');
  const { workingDate } = (await get('/dashboard').expect(200)).body as { workingDate: string };
  const monthAgo = addDays(workingDate, -30);
  const plans = (await get('/rate/plans').expect(200)).body as {
    data: { roomType: { id: string } }[];
  };
  const reservations = (await get('/reservations?rowsPerPage=50').expect(200)).body as {
    data: { id: string; groupId: string; groupSize: number; createdAt: string }[];
  };
  const inGroup = reservations.data.find((r) => r.groupSize > 1) ?? reservations.data[0];
  // A group the demo issued a VAT receipt for (a paid stay), and that receipt.
  let receipt: { groupId: string; id: string } | undefined;
  const left = (await get('/reservations?rowsPerPage=0&statuses=checked-out').expect(200)).body as {
    data: { groupId: string }[];
  };
  for (const groupId of new Set(left.data.map((r) => r.groupId))) {
    const body = (await get(`/vat-receipts/groups/${groupId}`).expect(200)).body as {
      receipt: { id: string } | null;
    };
    if (body.receipt) {
      receipt = { groupId, id: body.receipt.id };
      break;
    }
  }
  const invoiceId = await firstId('/invoices?rowsPerPage=5');
  const incomeId = await firstId('/incomes?rowsPerPage=5');
  const guests = (await get('/guests?rowsPerPage=50').expect(200)).body as {
    data: { email: string | null; phoneNumber: string | null }[];
  };
  const withEmail = guests.data.find((guest) => guest.email);
  const requestId = await firstId('/reservation/requests?rowsPerPage=5');
  const stay = `roomTypeId=${plans.data[0]?.roomType.id}&ratePlanId=${ratePlanId}&checkIn=${workingDate}&checkOut=${addDays(workingDate, 2)}`;
  // An allotment contract for the demo's partner, far ahead (the demo makes none).
  const contracted = await request(app.app)
    .post('/api/allotments')
    .set('Authorization', owner)
    .set('X-Slug', DEMO_PROPERTY_ID)
    .send({
      partnerId: await firstId('/partners'),
      roomTypeId,
      firstNight: addDays(workingDate, 200),
      lastNight: addDays(workingDate, 202),
      rooms: 1,
      releaseDays: 3,
      rate: 90_000,
    })
    .expect(201);
  // A channel with an ARI endpoint (the demo has no channel).
  const post = (url: string, body: object) =>
    request(app.app)
      .post(`/api${url}`)
      .set('Authorization', owner)
      .set('X-Slug', DEMO_PROPERTY_ID)
      .send(body);
  const channelId = (await post('/channels', { name: 'Schema OTA' }).expect(201)).body.id as string;
  const endpoint = await post(`/channels/${channelId}/ari`, {
    url: 'https://ota.example.com/ari',
    enabled: false,
  }).expect(200);
  position = String(endpoint.body.position);
  return {
    '/channels/:id/ari': [`/channels/${channelId}/ari`, `/channels/${channelId}/ari?limit=5`],
    '/room/types': ['/room/types', '/room/types?with=rooms'],
    '/room/types/:id': [`/room/types/${roomTypeId}`],
    '/rate/plans/:id': [`/rate/plans/${ratePlanId}`],
    '/rate/plans/:id/rates': [`/rate/plans/${ratePlanId}/rates?from=${monthAgo}&to=${workingDate}`],
    '/rate/plans/:id/intervals': [`/rate/plans/${ratePlanId}/intervals`],
    '/reservations/:id/history': [`/reservations/${reservationId}/history`],
    '/dashboard': dashboardTabs.map((tab) => `/dashboard?tab=${tab}`),
    '/report/sales': [
      '/report/sales',
      '/report/sales?type=month',
      `/report/sales?type=year&asOf=${addDays(workingDate, -2)}`,
    ],
    '/activity': ['/activity', `/activity?limit=1000&reservationId=${reservationId}`],
    '/operator/properties': ['/operator/properties', '/operator/properties?status=active'],
    // A stay that sells, and one for more guests than the room holds (its reasons).
    '/quote': [`/quote?${stay}&adults=2&childrenAges=5`, `/quote?${stay}&adults=30`],
    '/reservations': [
      '/reservations',
      '/reservations?tab=todayCheckin',
      '/reservations?tab=todayCheckout&rowsPerPage=100',
      '/reservations?notPaid=true&rowsPerPage=100',
    ],
    // The reservation now, and as it stood when it was made (read only).
    '/reservations/:id': reservations.data
      .slice(0, 20)
      .map((r) => `/reservations/${r.id}`)
      .concat(`/reservations/${inGroup?.id}?asOf=${encodeURIComponent(inGroup?.createdAt ?? '')}`),
    '/groups/:id': [`/groups/${inGroup?.groupId}`],
    // The printouts' data: a stay's (and its guest's payer window), a group's, an invoice's.
    '/documents/reservations/:id': [
      `/documents/reservations/${reservationId}`,
      `/documents/reservations/${inGroup?.id}?window=1&language=mn`,
    ],
    '/documents/groups/:id': [`/documents/groups/${inGroup?.groupId}`],
    '/documents/invoices/:groupId': [`/documents/invoices/${inGroup?.groupId}`],
    '/documents/invoices/:groupId/:id': [`/documents/invoices/${inGroup?.groupId}/${inGroup?.id}`],
    '/documents/issued-invoices/:id': [`/documents/issued-invoices/${invoiceId}`],
    '/vat-receipts/groups/:id': [
      `/vat-receipts/groups/${receipt?.groupId}`,
      `/vat-receipts/groups/${inGroup?.groupId}`,
    ],
    '/vat-receipts/:id': [`/vat-receipts/${receipt?.id}`],
    '/reservations/items': [
      `/reservations/items?ids=${reservations.data.map((r) => r.id).join(',')}`,
    ],
    '/invoices/:id': [`/invoices/${invoiceId}`],
    '/allotments/:id': [`/allotments/${contracted.body.id as string}`],
    '/incomes': ['/incomes', '/incomes?isPaid=false&rowsPerPage=5'],
    '/incomes/:id': [`/incomes/${incomeId}`],
    '/reservation/requests/:id': [`/reservation/requests/${requestId}`],
    '/reservation/requests/figures': [
      '/reservation/requests/figures',
      `/reservation/requests/figures?start=${monthAgo}&end=${workingDate}`,
    ],
    // A group's invoice, one stay's, and a payer window's (the window may bill nothing: 404).
    '/invoices/draft': [
      `/invoices/draft?groupId=${inGroup?.groupId}`,
      `/invoices/draft?groupId=${inGroup?.groupId}&resId=${inGroup?.id}`,
    ],
    '/invoices/stays': ['/invoices/stays', '/invoices/stays?search=1'],
    '/calendar': [`/calendar?from=${monthAgo}&to=${addDays(workingDate, 14)}`],
    '/online/book/:slug': [`/online/book/${DEMO_PROPERTY_ID}`],
    // A guest the register knows, and one it does not.
    '/guests/match': [
      `/guests/match?email=${encodeURIComponent(withEmail?.email ?? '')}`,
      '/guests/match?email=nobody%40nowhere.test',
    ],
  };
};

beforeAll(async () => {
  // The demo owner is an operator too here, to read the operator's list.
  app = startTestApp({
    readYourWritesTimeoutMs: 60_000,
    properties: { ...defaultPropertyOptions, operatorEmails: [DEMO_LOGIN.email] },
  });
  await seedDemo({
    eventStore: app.eventStore,
    logger: createLogger('silent'),
    publicUrl: 'http://hotel.test',
    blobStore: openFolderBlobStores(app.dataDir).blobs,
    quiet: true,
  });
  position = String(await app.eventStore.headPosition());
  const login = await request(app.app).post('/api/login').send(DEMO_LOGIN).expect(200);
  owner = `Bearer ${login.body.accessToken as string}`;
}, 300_000);

afterAll(async () => {
  await app.close();
});

describe('what the queries answer matches their declared schemas', () => {
  it('every typed GET route, on the demo hotel', async () => {
    const calls = await samples();
    const checked: string[] = [];
    const problems: string[] = [];
    for (const route of app.routes) {
      const schema = route.contract.response as z.ZodType | undefined;
      if (route.method !== 'get' || !schema || route.contract.produces) continue;
      const urls = calls[route.path] ?? (route.path.includes(':') ? [] : [route.path]);
      if (urls.length === 0) problems.push(`${route.path}: no sample call`);
      for (const url of urls) {
        const answer = await get(url);
        if (answer.status !== 200) {
          problems.push(`${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
          continue;
        }
        const parsed = schema.safeParse(answer.body);
        if (!parsed.success) {
          problems.push(`${url}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
        } else {
          try {
            expect(parsed.data).toEqual(answer.body);
          } catch {
            problems.push(`${url}: the schema drops or changes fields`);
          }
        }
        checked.push(url);
      }
    }
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThan(10);
  }, 300_000);

  it('the typed checks (POST routes that save nothing), on the demo hotel', async () => {
    const { workingDate } = (await get('/dashboard').expect(200)).body as { workingDate: string };
    const coming = (await get('/reservations?rowsPerPage=25&statuses=confirmed').expect(200))
      .body as { data: { id: string; paid: number }[] };
    const requests = (await get('/reservation/requests?rowsPerPage=5').expect(200)).body as {
      data: {
        id: string;
        checkIn: string;
        amount: number;
        amountPaid: number;
        allowed: { convert: boolean };
      }[];
    };
    const stay = { checkIn: workingDate, checkOut: addDays(workingDate, 2) };
    // One whose room type may change (nothing paid yet): which of the demo's confirmed stays
    // is paid depends on the date it was seeded on.
    const reservationId = (coming.data.find((r) => r.paid <= 0) ?? coming.data[0])?.id;
    // The conversion is checked on a request that may be converted: the demo's online request
    // waits for its payment, which is recorded first.
    const request0 = requests.data[0];
    if (request0 && !request0.allowed.convert) {
      await request(app.app)
        .post('/api/reservation/requests/paid')
        .set('Authorization', owner)
        .set('X-Slug', DEMO_PROPERTY_ID)
        .set('Idempotency-Key', crypto.randomUUID())
        .send({ id: request0.id, amount: request0.amount - request0.amountPaid })
        .expect(200);
    }
    const checks: [string, unknown][] = [
      ['/check/availability', stay],
      ['/check/availability', { stayType: 'time', checkIn: workingDate, resTime: 3 }],
      ['/room/types/check', { id: reservationId }],
      ['/room/types/check', { id: reservationId, calcValue: 150_000 }],
      ['/reservation/room/choices', { id: reservationId }],
      ['/reservation/requests/check', { id: request0?.id, checkIn: request0?.checkIn }],
      [`/online/book/${DEMO_PROPERTY_ID}/availability`, stay],
    ];
    const problems: string[] = [];
    for (const [url, body] of checks) {
      const path = url.replace(DEMO_PROPERTY_ID, ':slug');
      const route = app.routes.find((r) => r.method === 'post' && r.path === path);
      const schema = route?.contract.response as z.ZodType | undefined;
      if (!schema) {
        problems.push(`${path}: no response schema`);
        continue;
      }
      const answer = await request(app.app)
        .post(`/api${url}`)
        .set('Authorization', owner)
        .set('X-Slug', DEMO_PROPERTY_ID)
        .set('X-Language', 'en')
        .send(body as object);
      if (answer.status !== 200) {
        problems.push(`${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        continue;
      }
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success)
        problems.push(`${url}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
      else if (JSON.stringify(parsed.data) !== JSON.stringify(answer.body)) {
        problems.push(`${url}: the schema drops or changes fields`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
