import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * Channel reservations (issue 36 part 2; docs/channels.md "Channel reservations"): channels,
 * their API keys and mappings, and the inbound API — created, replayed, modified, canceled,
 * refused when full (409), unmapped or malformed (422, nothing stored); keys that are missing,
 * revoked or another property's.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let plan = '';
let channelId = '';
let key = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

const inbound = (channel: string, apiKey: string | null, body: object) => {
  const call = request(app.app).post(`/api/channels/${channel}/reservations`);
  if (apiKey !== null) call.set('X-Api-Key', apiKey);
  return call.set('X-Language', 'en').send(body);
};

const booking = (fields: object = {}) => ({
  reservationId: 'BDC-1001',
  roomCode: 'DBL',
  rateCode: 'BAR',
  checkIn: day(10),
  checkOut: day(12),
  adults: 2,
  guest: { name: 'Anna', surname: 'Smith', email: 'anna@example.com' },
  ...fields,
});

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ({ standard } = await standardRooms(hotel, ['101']));
  plan = (
    await hotel.post(
      '/rate/plans',
      { name: 'Үндсэн', roomType: { id: standard }, type: 'daily', meals: [] },
      201,
    )
  ).body.id as string;
  channelId = (await hotel.post('/channels', { name: 'Booking.com' }, 201)).body.id as string;
  const created = await hotel.post(`/channels/${channelId}/keys`, {}, 201);
  key = created.body.key as string;
  await hotel.post(
    `/channels/${channelId}/mappings`,
    { rooms: [{ code: 'DBL', roomTypeId: standard }], rates: [{ code: 'BAR', ratePlanId: plan }] },
    200,
  );
});

afterAll(async () => {
  await app.close();
});

describe('channels, keys and mappings', () => {
  it('shows a key once and keeps only its hash', async () => {
    expect(key).toMatch(/^hpk_[A-Za-z0-9_-]{43}$/);
    const events = (await app.eventStore.readAll()).map((event) =>
      JSON.stringify(event, (_key, value: unknown) =>
        typeof value === 'bigint' ? String(value) : value,
      ),
    );
    expect(events.some((e) => e.includes(key))).toBe(false);
    expect(events.some((e) => e.includes(key.slice(4)))).toBe(false);
  });

  it('refuses a second channel of the same name (400) and bad input (422 per field)', async () => {
    const taken = await hotel.post('/channels', { name: ' booking.COM ' }, 400);
    expect(taken.body.errors.name[0]).toMatch(/already/);
    const bad = await hotel.post(
      `/channels/${channelId}/mappings`,
      {
        rooms: [
          { code: 'DBL', roomTypeId: standard },
          { code: 'DBL', roomTypeId: 'x' },
        ],
        rates: [{ code: 'has space', ratePlanId: plan }],
      },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'rates.0.code',
      'rooms.1.code',
      'rooms.1.roomTypeId',
    ]);
  });

  it('answers 404 for another property’s channel, room type and key', async () => {
    const theirs = await standardRooms(other, ['201']);
    await hotel.post(
      `/channels/${channelId}/mappings`,
      { rooms: [{ code: 'X', roomTypeId: theirs.standard }], rates: [] },
      404,
    );
    await other.post(`/channels/${channelId}/keys`, {}, 404);
    const list = await hotel.get('/channels').expect(200);
    const keyId = list.body.data[0].keys[0].keyId as string;
    await other.delete(`/channels/${channelId}/keys/${keyId}`, 404);
  });
});

describe('the inbound API', () => {
  it('refuses a request without a key or with an unknown one (401)', async () => {
    expect((await inbound(channelId, null, booking())).status).toBe(401);
    expect((await inbound(channelId, 'hpk_nothing', booking())).status).toBe(401);
  });

  it('refuses bad input with 422 per field, storing nothing', async () => {
    const head = await app.eventStore.headPosition();
    const res = await inbound(channelId, key, {
      reservationId: '',
      roomCode: 'DBL',
      rateCode: 'BAR',
      checkIn: day(5),
      checkOut: day(4),
      adults: 0,
      guest: { name: '' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['adults', 'guest.name', 'reservationId']);
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('answers 422 under the field for a code the channel has not mapped', async () => {
    const head = await app.eventStore.headPosition();
    const room = await inbound(channelId, key, booking({ reservationId: 'U1', roomCode: 'SGL' }));
    expect(room.status).toBe(422);
    expect(room.body.errors.roomCode[0]).toMatch(/SGL/);
    const rate = await inbound(channelId, key, booking({ reservationId: 'U1', rateCode: 'NR' }));
    expect(rate.status).toBe(422);
    expect(Object.keys(rate.body.errors)).toEqual(['rateCode']);
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('books through the front desk’s decider, replays the same request, modifies and cancels', async () => {
    const first = await inbound(channelId, key, booking());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ channelReservationId: 'BDC-1001', status: 'confirmed' });
    const id = first.body.reservationId as string;

    const again = await inbound(channelId, key, booking());
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);

    const detail = await hotel
      .get(`/reservations/${id}`)
      .set('X-Min-Position', again.body.position);
    expect(detail.status).toBe(200);
    const stay = JSON.stringify(detail.body);
    expect(stay).toContain('"externalRef":"BDC-1001"');
    expect(stay).toContain('Booking.com');
    expect(stay).toContain('"status":"confirmed"');

    const moved = await inbound(channelId, key, booking({ checkIn: day(11), checkOut: day(14) }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ reservationId: id, status: 'modified' });
    const after = await hotel.get(`/reservations/${id}`).set('X-Min-Position', moved.body.position);
    expect(JSON.stringify(after.body)).toContain(`"checkOut":"${day(14)}"`);

    // The first request again is a change back, not the first answer.
    const back = await inbound(channelId, key, booking());
    expect(back.status).toBe(200);
    expect(back.headers['idempotent-replayed']).toBeUndefined();

    const cancel = () =>
      request(app.app)
        .delete(`/api/channels/${channelId}/reservations/BDC-1001`)
        .set('X-Api-Key', key);
    const canceled = await cancel();
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ reservationId: id, status: 'canceled' });
    const twice = await cancel();
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(canceled.body);
    const gone = await hotel
      .get(`/reservations/${id}`)
      .set('X-Min-Position', canceled.body.position);
    expect(JSON.stringify(gone.body)).toContain('"status":"canceled"');

    const modifyCanceled = await inbound(channelId, key, booking({ adults: 1 }));
    expect(modifyCanceled.status).toBe(400);
    const unknown = await request(app.app)
      .delete(`/api/channels/${channelId}/reservations/NOPE`)
      .set('X-Api-Key', key);
    expect(unknown.status).toBe(404);
  });

  it('answers 409 with the reason when no room is left', async () => {
    const one = await inbound(
      channelId,
      key,
      booking({ reservationId: 'F1', checkIn: day(20), checkOut: day(22) }),
    );
    expect(one.status).toBe(201);
    const head = await app.eventStore.headPosition();
    const full = await inbound(
      channelId,
      key,
      booking({ reservationId: 'F2', checkIn: day(21), checkOut: day(23) }),
    );
    expect(full.status).toBe(409);
    expect(full.body.title).toMatch(/Стандарт|Standard|available/i);
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('refuses another property’s channel id (404) and a revoked key (401)', async () => {
    const theirs = (await other.post('/channels', { name: 'Airbnb' }, 201)).body.id as string;
    const theirKey = (await other.post(`/channels/${theirs}/keys`, {}, 201)).body.key as string;
    expect((await inbound(channelId, theirKey, booking({ reservationId: 'X1' }))).status).toBe(404);
    expect((await inbound(theirs, key, booking({ reservationId: 'X1' }))).status).toBe(404);

    const fresh = await hotel.post(`/channels/${channelId}/keys`, {}, 201);
    await hotel.delete(`/channels/${channelId}/keys/${fresh.body.keyId}`, 200);
    await hotel.delete(`/channels/${channelId}/keys/${fresh.body.keyId}`, 400);
    const refused = await inbound(channelId, fresh.body.key, booking({ reservationId: 'R1' }));
    expect(refused.status).toBe(401);
  });
});
