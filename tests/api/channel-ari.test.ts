import type { IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ariSignature, webhookAdapter } from '@hotel/command-service/channels/ari-adapter';
import { createAriDispatcher } from '@hotel/command-service/channels/ari-dispatcher';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { createLogger } from '@hotel/infra/logging';
import { startTestApp } from '../support/app';
import { localEndpoint } from '../support/local-endpoint';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * The ARI push (issue 36 part 3; docs/channels.md "ARI push") against a local webhook receiver
 * that fails (500), hangs past the timeout, then recovers: every message signed, one in flight
 * per room type, retried with backoff, and the last one delivered says the current state. Bad
 * input on every new route (422, nothing stored), another property's channel (404).
 */

type Mode = 'ok' | 'fail' | 'hang';
interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  readonly body: {
    sequence: number;
    roomTypeId: string;
    roomCodes: string[];
    from: string;
    to: string;
    days: {
      date: string;
      available: number;
      rates: { rateCode: string; price: number; closed: boolean; minStay: number }[];
    }[];
  };
}

const receiver = async () => {
  let mode: Mode = 'ok';
  let open = 0;
  let mostOpen = 0;
  const received: Received[] = [];
  const endpoint = await localEndpoint(({ headers, body: raw }, res) => {
    received.push({ headers, raw, body: JSON.parse(raw) as Received['body'] });
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    const done = () => {
      open -= 1;
    };
    if (mode === 'hang') {
      const timer = setTimeout(() => res.end(), 5_000);
      res.on('close', () => {
        clearTimeout(timer);
        done();
      });
      return;
    }
    res.writeHead(mode === 'ok' ? 204 : 500).end();
    done();
  });
  return {
    url: endpoint.urlOf('/ari'),
    received,
    setMode: (next: Mode) => {
      mode = next;
    },
    mostOpen: () => mostOpen,
    close: endpoint.close,
  };
};

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let hook: Awaited<ReturnType<typeof receiver>>;
let standard = '';
let plan = '';
let channelId = '';
let key = '';
let secret = '';
let clock = Date.now();
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

const dispatcher = () =>
  createAriDispatcher({
    pipeline: createCommandPipeline({ eventStore: app.eventStore }),
    eventStore: app.eventStore,
    logger: createLogger('silent'),
    adapter: webhookAdapter({ timeoutMs: 300, allowPrivate: true, now: () => new Date(clock) }),
    now: () => new Date(clock),
    random: () => 0.5,
    checkMs: 3_600_000,
    retry: { baseMs: 60_000, capMs: 600_000 },
    leaseMs: 30_000,
    // A new instance folds the ledger two events at a time: its pages, not one read.
    ledgerPage: 2,
  });
let instances: ReturnType<typeof dispatcher>[] = [];

const caughtUp = async () => {
  const head = await app.eventStore.headPosition();
  if (head !== undefined) await app.host.waitForPosition(head, 10_000);
};
/** A round of the first instance `ms` later, and the read models caught up. */
const round = async (ms = 1_000) => {
  clock += ms;
  await instances[0]?.tick();
  await caughtUp();
};

const ari = async () =>
  (await hotel.get(`/channels/${channelId}/ari`).expect(200)).body as {
    endpoint: { url: string; enabled: boolean; hint: string } | null;
    roomTypes: { roomTypeId: string; pending: { from: string; to: string }[]; failures: number }[];
    deliveries: {
      sequence: number;
      attempt: number;
      delivered: boolean;
      status: number | null;
      error: string | null;
      from: string;
      to: string;
      retryAt: string | null;
    }[];
  };

const ariEvents = async () =>
  (await app.eventStore.readStream(`ari-${hotel.propertyId}`)).map((e) => e.type);

const signed = (message: Received, key: string) =>
  message.headers['x-signature'] ===
  ariSignature(key, String(message.headers['x-signature-timestamp']), message.raw);

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  hook = await receiver();
  ({ standard } = await standardRooms(hotel, ['101', '102']));
  plan = (
    await hotel.post(
      '/rate/plans',
      { name: 'Үндсэн', roomType: { id: standard }, type: 'daily', meals: [] },
      201,
    )
  ).body.id as string;
  channelId = (await hotel.post('/channels', { name: 'Booking.com' }, 201)).body.id as string;
  key = (await hotel.post(`/channels/${channelId}/keys`, {}, 201)).body.key as string;
  await hotel.post(
    `/channels/${channelId}/mappings`,
    { rooms: [{ code: 'DBL', roomTypeId: standard }], rates: [{ code: 'BAR', ratePlanId: plan }] },
    200,
  );
  instances = [dispatcher(), dispatcher()];
});

afterAll(async () => {
  for (const instance of instances) instance.stop();
  await hook.close();
  await app.close();
});

describe('the ARI routes refuse bad input and other properties', () => {
  it('answers 422 per field and stores nothing', async () => {
    const bad = await hotel.post(
      `/channels/${channelId}/ari`,
      { url: 'ftp://x', enabled: 'yes' },
      422,
    );
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['enabled', 'url']);
    expect(bad.body.errors.url[0]).toMatch(/http/);
    await hotel.post(`/channels/${channelId}/ari`, { url: '', enabled: true }, 422);
    await hotel.post(`/channels/${channelId}/ari`, { url: 'not a url', enabled: true }, 422);
    await hotel.post(`/channels/${channelId}/ari`, { enabled: true }, 422);
    await hotel.post(`/channels/not-a-uuid/ari`, { url: hook.url, enabled: true }, 422);
    await hotel.post(`/channels/not-a-uuid/ari/secret`, {}, 422);
    await hotel.post(`/channels/not-a-uuid/ari/resync`, {}, 422);
    await hotel.get(`/channels/${channelId}/ari?limit=0`).expect(422);
    await hotel.get(`/channels/${channelId}/ari?limit=abc`).expect(422);
    // Before an endpoint: a rule (400), not a 500.
    const none = await hotel.post(`/channels/${channelId}/ari/resync`, {}, 400);
    expect(none.body.code).toBe('ari.noEndpoint');
    await hotel.post(`/channels/${channelId}/ari/secret`, {}, 400);
    expect(await ariEvents()).toEqual([]);
    expect((await ari()).endpoint).toBeNull();
  });

  it("answers 404 for another property's channel and stores nothing", async () => {
    await other.post(`/channels/${channelId}/ari`, { url: hook.url, enabled: true }, 404);
    await other.post(`/channels/${channelId}/ari/secret`, {}, 404);
    await other.post(`/channels/${channelId}/ari/resync`, {}, 404);
    await other.get(`/channels/${channelId}/ari`).expect(404);
    await hotel.get(`/channels/${crypto.randomUUID()}/ari`).expect(404);
    expect(await ariEvents()).toEqual([]);
    expect(await app.eventStore.readStream(`ari-${other.propertyId}`)).toEqual([]);
  });
});

describe('pushing availability and rates to a webhook', () => {
  it('shows the signing secret once and queues the whole horizon', async () => {
    const set = await hotel.post(
      `/channels/${channelId}/ari`,
      { url: hook.url, enabled: true },
      200,
    );
    secret = set.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(set.body.hint).toBe(secret.slice(-4));
    // The same setting again changes nothing and shows no secret.
    const again = await hotel.post(
      `/channels/${channelId}/ari`,
      { url: hook.url, enabled: true },
      200,
    );
    expect(again.body.secret).toBeUndefined();
    await caughtUp();
    const state = await ari();
    expect(state.endpoint).toMatchObject({ url: hook.url, enabled: true, hint: secret.slice(-4) });
    expect(JSON.stringify(state)).not.toContain(secret);
    expect(state.roomTypes).toEqual([
      expect.objectContaining({ roomTypeId: standard, pending: [{ from: day(0), to: day(365) }] }),
    ]);
  });

  it('records a failure (500), then a timeout, and keeps the changes made meanwhile', async () => {
    hook.setMode('fail');
    await round();
    expect(hook.received).toHaveLength(1);
    const first = hook.received[0] as Received;
    expect(signed(first, secret)).toBe(true);
    expect(first.body).toMatchObject({
      sequence: 1,
      roomCodes: ['DBL'],
      from: day(0),
      to: day(365),
    });
    expect(first.body.days).toHaveLength(365);
    let log = (await ari()).deliveries;
    expect(log[0]).toMatchObject({ attempt: 1, delivered: false, status: 500, error: 'HTTP 500' });
    // Backoff: 60 s × random 0.5 = 30 s; nothing is sent before.
    await round(10_000);
    expect(hook.received).toHaveLength(1);

    // Changes while it fails: a booking of one room, and a price set twice (the last wins).
    const booked = await request(app.app)
      .post(`/api/channels/${channelId}/reservations`)
      .set('X-Api-Key', key)
      .send({
        reservationId: 'BDC-1',
        roomCode: 'DBL',
        rateCode: 'BAR',
        checkIn: day(10),
        checkOut: day(12),
        adults: 2,
        guest: { name: 'Anna', surname: 'Smith' },
      });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    for (const rate of [150_000, 170_000]) {
      await hotel.post(
        `/rate/plans/${plan}/daily/rates`,
        {
          days: [1, 2, 3, 4, 5, 6, 7],
          startDate: day(20),
          endDate: day(21),
          rate,
          priceOp: 1,
          stopSell: rate === 170_000,
        },
        200,
      );
    }

    hook.setMode('hang');
    await round(60_000);
    expect(hook.received).toHaveLength(2);
    log = (await ari()).deliveries;
    expect(log[0]).toMatchObject({ attempt: 2, delivered: false, status: null });
    expect(log[0]?.error).toMatch(/timeout/);
    expect((await ari()).roomTypes[0]?.failures).toBe(2);
  });

  it('delivers the current state once the endpoint recovers', async () => {
    hook.setMode('ok');
    await round(10 * 60_000);
    expect(hook.received).toHaveLength(3);
    const last = hook.received[2] as Received;
    expect(signed(last, secret)).toBe(true);
    expect(last.body.sequence).toBe(3);
    const byDate = new Map(last.body.days.map((d) => [d.date, d]));
    expect(byDate.get(day(9))?.available).toBe(2);
    expect(byDate.get(day(10))?.available).toBe(1);
    expect(byDate.get(day(11))?.available).toBe(1);
    expect(byDate.get(day(12))?.available).toBe(2);
    expect(byDate.get(day(20))?.rates).toEqual([
      expect.objectContaining({ rateCode: 'BAR', price: 170_000, closed: true }),
    ]);
    expect(byDate.get(day(22))?.rates[0]).toMatchObject({ price: 100_000, closed: false });
    const state = await ari();
    expect(state.deliveries[0]).toMatchObject({ attempt: 3, delivered: true, status: 204 });
    expect(state.roomTypes[0]).toMatchObject({ pending: [], failures: 0 });
    // Nothing left: a quiet round sends nothing.
    await round(60_000);
    expect(hook.received).toHaveLength(3);
  });

  it('sends only the dates a change touched, once, however many instances run', async () => {
    await request(app.app)
      .delete(`/api/channels/${channelId}/reservations/BDC-1`)
      .set('X-Api-Key', key)
      .expect(200);
    clock += 1_000;
    await Promise.all(instances.map((instance) => instance.tick()));
    await caughtUp();
    expect(hook.received).toHaveLength(4);
    const message = (hook.received[3] as Received).body;
    expect(message).toMatchObject({ sequence: 4, from: day(10), to: day(12) });
    expect(message.days.map((d) => d.available)).toEqual([2, 2]);
    expect(hook.mostOpen()).toBe(1);
    const log = (await ari()).deliveries;
    expect(log.map((d) => d.sequence)).toEqual([4, 3, 2, 1]);
  });

  it('sends everything again on request, signed with a rotated secret', async () => {
    const rotated = await hotel.post(`/channels/${channelId}/ari/secret`, {}, 200);
    const next = rotated.body.secret as string;
    expect(next).not.toBe(secret);
    await hotel.post(`/channels/${channelId}/ari/resync`, {}, 200);
    await round();
    const message = hook.received[4] as Received;
    expect(message.body).toMatchObject({ sequence: 5, from: day(0), to: day(365) });
    expect(signed(message, next)).toBe(true);
    expect(signed(message, secret)).toBe(false);
  });

  it('sends nothing while disabled, and refuses a resync then (400)', async () => {
    await hotel.post(`/channels/${channelId}/ari`, { url: hook.url, enabled: false }, 200);
    const refused = await hotel.post(`/channels/${channelId}/ari/resync`, {}, 400);
    expect(refused.body.code).toBe('ari.disabled');
    await hotel.post(
      `/rate/plans/${plan}/daily/rates`,
      {
        days: [1, 2, 3, 4, 5, 6, 7],
        startDate: day(30),
        endDate: day(30),
        rate: 90_000,
        priceOp: 1,
      },
      200,
    );
    await round();
    expect(hook.received).toHaveLength(5);
  });
});
