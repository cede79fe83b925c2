import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * An Idempotency-Key belongs to its caller: two properties, two users and two routes with the
 * same key are separate commands; a replay answers only its own caller; the same key sent
 * concurrently with different bodies is carried out once and refused for the others.
 */
let app: ReturnType<typeof startTestApp>;
let a: Awaited<ReturnType<typeof ownerWithProperty>>;
let b: Awaited<ReturnType<typeof ownerWithProperty>>;
/** A second account working in property A (a staff member holding every permission). */
let staffOfA = '';

beforeAll(async () => {
  app = startTestApp();
  a = await ownerWithProperty(app, { email: 'owner-a@hotel.mn', registerNo: '1111111' });
  b = await ownerWithProperty(app, { email: 'owner-b@hotel.mn', registerNo: '2222222' });
  const roles = await a.get('/roles').expect(200);
  const managerRole = (roles.body.data as { id: string; isDefault?: boolean }[])[0]!;
  await a.post(
    '/users',
    {
      name: 'Ажилтан',
      position: 'Ресепшн',
      phoneNumber: '+976 8811 2233',
      email: 'staff-a@hotel.mn',
      password: 'staff-password',
      role: { id: managerRole.id },
    },
    201,
  );
  const login = await request(app.app)
    .post('/api/login')
    .send({ email: 'staff-a@hotel.mn', password: 'staff-password' })
    .expect(200);
  staffOfA = `Bearer ${login.body.accessToken}`;
});

afterAll(async () => {
  await app.close();
});

const send = (authorization: string, propertyId: string, path: string, key: string, body: object) =>
  request(app.app)
    .post(`/api${path}`)
    .set('Authorization', authorization)
    .set('X-Slug', propertyId)
    .set('X-Language', 'en')
    .set('Idempotency-Key', key)
    .send(body);

const source = { name: 'Booking.com', shortName: 'BC', color: '#1c7df6' };

describe('an Idempotency-Key is scoped to its caller', () => {
  it('the same key and body in two properties are two commands, each answered for itself', async () => {
    const inB = await send(b.owner.authorization, b.propertyId, '/sources', 'k-1', source);
    const inA = await send(a.owner.authorization, a.propertyId, '/sources', 'k-1', source);
    expect(inB.status).toBe(201);
    expect(inA.status).toBe(201);
    expect(inA.headers['idempotent-replayed']).toBeUndefined();
    expect(inA.body.id).not.toBe(inB.body.id);
    const listA = await a.get('/sources').set('X-Min-Position', inA.body.position).expect(200);
    const listB = await b.get('/sources').set('X-Min-Position', inA.body.position).expect(200);
    const names = (res: request.Response) =>
      (res.body.data as { id: string; name: string }[]).map((s) => s.id);
    expect(names(listA)).toContain(inA.body.id);
    expect(names(listA)).not.toContain(inB.body.id);
    expect(names(listB)).toContain(inB.body.id);
    // Each caller's own retry is still a replay of its own answer.
    const again = await send(a.owner.authorization, a.propertyId, '/sources', 'k-1', source);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(inA.body.id);
  });

  it('a booking sent to property A with B’s key and body never answers B’s reservation', async () => {
    const roomType = await b.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101'] },
      201,
    );
    const checkIn = addDays(dateInTimeZone(new Date(), 'Asia/Ulaanbaatar'), 5);
    const booking = {
      stayType: 'night',
      checkIn,
      checkOut: addDays(checkIn, 1),
      roomTypes: [
        { roomTypeId: roomType.body.id, ratePlanId: null, numberOfGuests: 1, quantity: 1 },
      ],
      guest: { name: 'Бат' },
    };
    const inB = await send(
      b.owner.authorization,
      b.propertyId,
      '/reservations/book',
      'bk',
      booking,
    );
    expect(inB.status, JSON.stringify(inB.body)).toBe(201);
    const inA = await send(
      a.owner.authorization,
      a.propertyId,
      '/reservations/book',
      'bk',
      booking,
    );
    // A's own command, judged in A: B's room type is no room type of A's.
    expect(inA.headers['idempotent-replayed']).toBeUndefined();
    expect(inA.status).toBeGreaterThanOrEqual(400);
    expect(inA.status).toBeLessThan(500);
    expect(JSON.stringify(inA.body)).not.toContain(String(inB.body.id));
  });

  it('the same key from two users of one property are two commands', async () => {
    // Source names are unique in a property, so the two commands name two sources.
    const byOwner = await send(a.owner.authorization, a.propertyId, '/sources', 'k-2', {
      ...source,
      name: 'Expedia',
      shortName: 'EX',
    });
    const byStaff = await send(staffOfA, a.propertyId, '/sources', 'k-2', {
      ...source,
      name: 'Trip.com',
      shortName: 'TC',
    });
    expect(byOwner.status).toBe(201);
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(201);
    expect(byStaff.headers['idempotent-replayed']).toBeUndefined();
    expect(byStaff.body.id).not.toBe(byOwner.body.id);
  });

  it('the same key on two routes are two commands', async () => {
    const rule = { title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' };
    const asSource = await send(a.owner.authorization, a.propertyId, '/sources', 'k-3', {
      ...source,
      name: 'Agoda',
      shortName: 'AG',
    });
    const asRule = await send(a.owner.authorization, a.propertyId, '/hotel/rules', 'k-3', rule);
    expect(asSource.status).toBe(201);
    expect(asRule.status).toBe(201);
    expect(asRule.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key with another body from the same caller is refused (422), nothing written', async () => {
    const first = await send(a.owner.authorization, a.propertyId, '/hotel/rules', 'k-4', {
      title: 'Амьтан',
      description: 'Тэжээвэр амьтан оруулахгүй.',
    });
    expect(first.status).toBe(201);
    const other = await send(a.owner.authorization, a.propertyId, '/hotel/rules', 'k-4', {
      title: 'Өөр',
      description: 'Өөр дүрэм.',
    });
    expect(other.status).toBe(422);
    expect(other.body.title).toBe('This Idempotency-Key was already used for a different request.');
    expect(other.body.errors['Idempotency-Key']).toBeDefined();
  });
});

describe('the same key sent concurrently with different bodies', () => {
  it('is carried out once; every other request is refused, never acknowledged', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const key = `race-${trial}`;
      const titles = [1, 2, 3, 4].map((n) => `Дүрэм ${trial}-${n}`);
      const answers = await Promise.all(
        titles.map((title) =>
          send(a.owner.authorization, a.propertyId, '/hotel/rules', key, {
            title,
            description: 'Тайлбар.',
          }),
        ),
      );
      const ok = answers.filter((r) => r.status >= 200 && r.status < 300);
      expect(ok, JSON.stringify(answers.map((r) => [r.status, r.body]))).toHaveLength(1);
      for (const r of answers) {
        if (r.status >= 300) expect([409, 422]).toContain(r.status);
      }
      const rules = await a
        .get('/hotel/rules')
        .set('X-Min-Position', ok[0]!.body.position)
        .expect(200);
      const stored = (rules.body.data as { id: string; title: string }[]).filter((r) =>
        titles.includes(r.title),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toBe(ok[0]!.body.id);
    }
  });

  it('the same key and the same body sent concurrently answer one outcome, replayed', async () => {
    const body = { title: 'Давхар', description: 'Нэг удаа.' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        send(a.owner.authorization, a.propertyId, '/hotel/rules', 'same-body', body),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
  });
});

describe('a login is the caller itself', () => {
  it('another account cannot use a key to read a registration answer', async () => {
    const other = await registerAndLogin(app.app, { email: 'third@hotel.mn' });
    const res = await request(app.app)
      .post('/api/hotels')
      .set('Authorization', other.authorization)
      .set('Idempotency-Key', 'reg-shared')
      .send({ name: 'Гурав', registerNo: '3333333', companyName: 'Гурав ХХК' })
      .expect(201);
    const mine = await request(app.app)
      .post('/api/hotels')
      .set('Authorization', a.owner.authorization)
      .set('Idempotency-Key', 'reg-shared')
      .send({ name: 'Гурав', registerNo: '3333333', companyName: 'Гурав ХХК' });
    // Not a replay of the other account's registration: its own command, refused by the rule.
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
    expect(mine.body.id).not.toBe(res.body.id);
    expect(mine.status).toBe(400);
  });
});
