import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { LEASES } from '@hotel/projection-service/runtime/lease';
import { projections } from '@hotel/projection-service/projections';
import {
  type Answer,
  type GatewayClient,
  gatewayClient,
  openGatewayFeed,
} from '../support/gateway-client';
import {
  freePort,
  type Gateway,
  nginxMissing,
  startGateway,
  upstreamsServed,
} from '../support/gateway';
import { buildServerBundle, type ServiceProcess, startService } from '../support/service-process';
import { tempDir } from '../support/temp-dir';

/**
 * The compose deployment's topology on one machine (issue 35 item 2): Debian's nginx with the
 * deployment's own infra/deploy/nginx.conf (changed only as tests/support/gateway.ts lists),
 * in front of two command-service and two projection-service processes of the production
 * bundle (plain node, no tsx), all on one embedded DATA_DIR. Everything goes through the
 * gateway, as a browser's requests do. Then an instance of each service is killed with -9.
 */
const missing = nginxMissing();
const required = Boolean(process.env.CI || process.env.NGINX_REQUIRED);
if (missing && required) throw new Error(`the topology test must run here: ${missing}`);

/** Short, so a survivor takes a dead instance's projections over quickly. */
const LEASE_TTL_MS = 3000;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let bundle: ReturnType<typeof buildServerBundle> | undefined;
const data = tempDir('topology');
const nginxPrefix = tempDir('gateway');
let gateway: Gateway;
const services = new Map<string, ServiceProcess>();
let client: GatewayClient;
let leases: EmbeddedReadStore;
let roomTypeId = '';

const expectStatus = (answer: Answer, status: number) =>
  expect(answer.status, `${answer.status} ${answer.text.slice(0, 500)}`).toBe(status);

const outbox = () => {
  try {
    return readdirSync(join(data.path, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** Who holds each projection's lease now. */
const leaseOwners = async () =>
  (await leases.collection<{ _id: string; owner: string; expiresAt: number }>(LEASES).find({}))
    .filter((lease) => lease.expiresAt > Date.now())
    .map((lease) => lease.owner);

/**
 * The gateway does not retry: a read it sends to a dead instance answers 502, and nginx leaves
 * that instance out for a while (max_fails, fail_timeout); the reader asks again, as a user
 * reloads. Counted in `badGateways`.
 */
let badGateways = 0;
const readAgainOn502 = async (path: string, extra?: Record<string, string>) => {
  for (let tries = 0; ; tries += 1) {
    const answer = await client.get(path, extra);
    if (answer.status !== 502 || tries === 3) return answer;
    badGateways += 1;
  }
};

const book = (checkIn: string, guest: string, extra?: Record<string, string>, roomId?: string) =>
  client.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn,
      checkOut: addDays(checkIn, 1),
      roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 1, quantity: 1 }],
      guest: { name: guest, email: 'guest@example.mn' },
      ...(roomId ? { roomId } : {}),
    },
    extra,
  );

beforeAll(async () => {
  if (missing) return;
  bundle = buildServerBundle('topology');
  const [gatewayPort, ...ports] = await Promise.all([0, 1, 2, 3, 4].map(() => freePort()));
  const [commandA, commandB, projectionA, projectionB] = ports as [number, number, number, number];
  gateway = await startGateway({
    port: gatewayPort!,
    prefix: nginxPrefix.path,
    command: [commandA, commandB],
    projection: [projectionA, projectionB],
  });
  // The signing key as compose passes it: a secret file (JWT_SECRET_FILE).
  const secretFile = join(nginxPrefix.path, 'jwt_secret');
  writeFileSync(secretFile, 'topology-test-secret-of-enough-length-0123456789\n');
  const env = {
    DATA_DIR: data.path,
    JWT_SECRET_FILE: secretFile,
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
    SERVE_UI: 'false',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: gateway.base,
    PROJECTION_LEASE_TTL_MS: String(LEASE_TTL_MS),
    READ_YOUR_WRITES_TIMEOUT_MS: '15000',
  };
  const start = (entry: 'command.js' | 'projection.js', name: string, port: number) =>
    startService(bundle!.dir, entry, name, port, { ...env, INSTANCE_ID: name }).then((s) => {
      services.set(name, s);
      return s;
    });
  // The first of each creates the stores; projection-a takes every lease before b starts.
  await start('command.js', 'command-a', commandA);
  await start('projection.js', 'projection-a', projectionA);
  await Promise.all([
    start('command.js', 'command-b', commandB),
    start('projection.js', 'projection-b', projectionB),
  ]);
  leases = new EmbeddedReadStore({ path: join(data.path, 'read-models.sqlite') });
  client = gatewayClient(gateway.base);
}, 180_000);

afterAll(async () => {
  await Promise.all([...services.values()].map((s) => s.stop()));
  await gateway?.stop();
  await leases?.close();
  bundle?.remove();
  data.remove();
  nginxPrefix.remove();
});

/**
 * Register, log in, a property, a booking checked in and paid, the calendar, the night audit,
 * the report, a mailed letter, the API's document and page: the gateway spread them over both
 * instances of each service.
 */
const aHotelDay = async () => {
  const owner = {
    name: 'Бат Болд',
    position: 'Захирал',
    phoneNumber: '+976 9911 2233',
    email: 'topology@hotel.mn',
    password: 'topology-password-2026',
  };
  expectStatus(await client.post('/register', owner), 201);
  const login = await client.post('/login', { email: owner.email, password: owner.password });
  expectStatus(login, 200);
  client.authorize(String(login.body.accessToken));
  const hotel = await client.post('/hotels', {
    name: 'Гарц Буудал',
    registerNo: '5555555',
    companyName: 'Гарц ХХК',
  });
  expectStatus(hotel, 201);
  client.inProperty(String(hotel.body.id));
  const roomType = await client.post('/room/types', {
    name: 'Стандарт',
    defaultPrice: 100000,
    occupancy: 2,
    names: ['101', '102', '103', '104'],
  });
  expectStatus(roomType, 201);
  roomTypeId = String(roomType.body.id);

  const types = await client.get('/room/types?with=rooms');
  expectStatus(types, 200);
  const rooms = (types.body.data as { id: string; rooms: { id: string }[] }[]).find(
    (t) => t.id === roomTypeId,
  )!.rooms;
  const booked = await book(today, 'Өнөөдөр', {}, rooms[0]!.id);
  expectStatus(booked, 201);
  const id = String(booked.body.reservationIds[0]);
  expectStatus(await client.post('/reservations/status', { id, status: 'checked-in' }), 200);
  const methods = await client.get('/payment/methods');
  expectStatus(methods, 200);
  const cash = (methods.body.data as { id: string; isDefault: boolean }[]).find(
    (m) => m.isDefault,
  )!.id;
  const paid = await client.post('/payments', {
    id,
    pays: [{ paymentMethod: { id: cash }, amount: 100_000 }],
  });
  expectStatus(paid, 201);

  const calendar = await client.get(`/calendar?from=${today}&to=${addDays(today, 7)}`);
  expectStatus(calendar, 200);
  expect(calendar.text).toContain(id);

  const audit = await client.post('/night-audit/perform', { date: today, noShows: [] });
  expectStatus(audit, 200);
  expect(audit.body).toMatchObject({ alreadyDone: false, workingDate: addDays(today, 1) });
  const report = await client.get(`/report/sales?from=${today}&to=${today}`);
  expectStatus(report, 200);
  expect(report.body.sales.roomTypes.now).toBe(100_000);

  // The command service renders the letter from the read store and, with no SMTP_URL,
  // writes it to DATA_DIR/outbox.
  const before = outbox().length;
  const mailed = await client.post('/send/email', {
    id: String(booked.body.groupId),
    isGroup: true,
    email: 'guest@example.mn',
    type: 'reservation',
    language: 'en',
  });
  expectStatus(mailed, 200);
  const mails = outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = readFileSync(join(data.path, 'outbox', mails.sort().at(-1)!), 'utf8');
  expect(mail).toMatch(/^To: guest@example\.mn/m);

  const openapi = await client.raw('/api/openapi.json');
  expectStatus(openapi, 200);
  expect(openapi.body.openapi).toMatch(/^3\./);
  expect(Object.keys(openapi.body.paths)).toEqual(
    expect.arrayContaining(['/api/reservations/book', '/api/calendar']),
  );
  const docs = await client.raw('/api/docs');
  expectStatus(docs, 200);
  expect(docs.headers.get('content-type')).toMatch(/text\/html/);

  // Both instances of each service answered some of these.
  await sleep(200); // the access log line is written after the answer
  const served = upstreamsServed(gateway.output());
  for (const service of services.values()) {
    expect(served.get(`127.0.0.1:${service.port}`) ?? 0, service.name).toBeGreaterThan(0);
  }
};

/** The live feed through the gateway (ticket, then the long-lived stream) hears a booking. */
const theLiveFeed = async () => {
  const feed = await openGatewayFeed(client, gateway.base);
  try {
    expect(feed.response.status).toBe(200);
    expect(feed.response.headers.get('content-type')).toMatch(/text\/event-stream/);
    expectStatus(await book(addDays(today, 3), 'Мэдэгдэл'), 201);
    expect(await feed.until(/event: changed\ndata: .*"reservations"/, 20_000)).toBe(true);
  } finally {
    feed.close();
  }
};

/**
 * The instance holding the projections' leases killed: the other takes every lease (once it
 * expires) and a booking made after the kill reaches the list.
 */
const aProjectionKilled = async () => {
  // Every projection leased (on a starved machine a heartbeat can come late and a lease lapse
  // for a moment before it is taken again).
  let owners = await leaseOwners();
  for (let tries = 0; owners.length < projections.length && tries < 100; tries += 1) {
    await sleep(100);
    owners = await leaseOwners();
  }
  expect(owners).toHaveLength(projections.length);
  const holder = services.get(owners[0]!)!;
  const survivor = holder.name === 'projection-a' ? 'projection-b' : 'projection-a';
  await holder.kill();
  const killedAt = Date.now();
  const booked = await book(addDays(today, 5), 'Үхлийн дараа');
  expectStatus(booked, 201);

  let takenOver = false;
  while (!takenOver && Date.now() - killedAt < 60_000) {
    await sleep(100);
    const now = await leaseOwners();
    takenOver = now.length === projections.length && now.every((o) => o === survivor);
  }
  expect(takenOver).toBe(true);
  console.info(
    `topology: ${survivor} held every lease ${Date.now() - killedAt} ms after the kill (TTL ${LEASE_TTL_MS} ms)`,
  );

  const list = await readAgainOn502('/reservations?rowsPerPage=0');
  expectStatus(list, 200);
  const ids = (list.body.data as { id: string }[]).map((r) => r.id);
  expect(ids).toContain(String(booked.body.reservationIds[0]));
  console.info(`topology: ${badGateways} read(s) answered 502 by the dead projection instance`);
};

/**
 * Six clients booking through the gateway, each resending a booking that got no answer with
 * the same Idempotency-Key; a command instance killed a third of the way: every booking
 * acknowledged is in the list, none twice.
 */
const aCommandKilled = async () => {
  const CLIENTS = 6;
  const EACH = 8;
  let acknowledged = 0;
  let resends = 0;
  const answers: { guest: string; reservationId: string; position: string }[] = [];
  const bookUntilAnswered = async (checkIn: string, guest: string) => {
    // One command id for every send of this booking: a resend after a lost answer is
    // carried out once (an Idempotency-Key is the client's command id).
    const key = `topology-${guest}`;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 20) throw new Error(`${guest}: never acknowledged`);
      if (attempt > 0) resends += 1;
      const answer = await book(checkIn, guest, { 'Idempotency-Key': key }).catch(
        (error: unknown) => ({ status: 0, text: String(error), body: undefined }) as Answer,
      );
      if (answer.status === 201) {
        acknowledged += 1;
        answers.push({
          guest,
          reservationId: String(answer.body.reservationIds[0]),
          position: String(answer.body.position),
        });
        return;
      }
      // Only the gateway's "no answer from the instance" is worth a resend.
      expect([0, 502, 503, 504], `${guest}: ${answer.status} ${answer.text}`).toContain(
        answer.status,
      );
      await sleep(100);
    }
  };
  const load = Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < EACH; i += 1) {
        await bookUntilAnswered(addDays(today, 10 + c * EACH + i), `load-${c}-${i}`);
      }
    }),
  );
  let settled = false;
  void load.finally(() => (settled = true)).catch(() => undefined);
  while (!settled && acknowledged < (CLIENTS * EACH) / 3) await sleep(20);
  await services.get('command-a')!.kill();
  await load;
  console.info(
    `topology: ${CLIENTS * EACH} bookings acknowledged with ${resends} resend(s) across the command kill`,
  );

  expect(answers).toHaveLength(CLIENTS * EACH);
  const last = answers.map((a) => BigInt(a.position)).reduce((a, b) => (a > b ? a : b));
  const list = await readAgainOn502('/reservations?rowsPerPage=0', {
    'X-Min-Position': last.toString(),
  });
  expectStatus(list, 200);
  const rows = list.body.data as { id: string }[];
  for (const answer of answers) {
    expect(
      rows.filter((r) => r.id === answer.reservationId),
      answer.guest,
    ).toHaveLength(1);
  }
  // None twice: a resend carried out again would be a second row for its guest.
  for (const answer of answers) {
    const named = rows.filter((r) => JSON.stringify(r).includes(`"${answer.guest}"`));
    expect(named, answer.guest).toHaveLength(1);
  }
};

describe.skipIf(missing)(
  `the deployment topology behind nginx${missing ? ` — skipped: ${missing}` : ''}`,
  () => {
    it(
      'serves a hotel day through the gateway, spread over two instances of each service',
      aHotelDay,
      120_000,
    );
    it(
      'a change made through the gateway is heard on the live feed through it',
      theLiveFeed,
      60_000,
    );
    it(
      'kill -9 of the projection instance holding the leases: the other takes over and catches up',
      aProjectionKilled,
      90_000,
    );
    it(
      'kill -9 of a command instance under booking load: every acknowledged booking is there once',
      aCommandKilled,
      120_000,
    );
  },
);
