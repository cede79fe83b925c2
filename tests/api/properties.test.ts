import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

const registration = {
  name: 'Хаан Буудал',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
  email: 'info@khaan.mn',
  phone: '+976 9911 2233',
};

let app: ReturnType<typeof startTestApp>;
let authorization = '';
beforeEach(async () => {
  app = startTestApp();
  ({ authorization } = await registerAndLogin(app.app));
});

/** Requests as the logged-in owner. */
const post = (path: string) => request(app.app).post(path).set('Authorization', authorization);
const get = (path: string) => request(app.app).get(path).set('Authorization', authorization);
afterEach(async () => {
  await app.close();
});

/** The id of a property's default role ("Менежер"), once the read models have `position`. */
const defaultRoleOf = async (propertyId: string, position: string): Promise<string> => {
  const roles = await get('/api/roles')
    .set('X-Slug', propertyId)
    .set('X-Min-Position', position)
    .expect(200);
  return (roles.body.data as { id: string; isDefault: boolean }[]).find((r) => r.isDefault)!.id;
};

describe('POST /api/hotels → GET /api/hotels', () => {
  it('registers a property and lists it on the very next read (read-your-writes)', async () => {
    const created = await post('/api/hotels').send(registration).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      position: expect.stringMatching(/^\d+$/),
    });
    expect(created.headers['x-position']).toBe(created.body.position);

    const list = await get('/api/hotels').set('X-Min-Position', created.body.position).expect(200);
    expect(list.headers['x-read-models-behind']).toBeUndefined();
    expect(list.body).toEqual({
      total: 1,
      data: [
        {
          id: created.body.id,
          name: 'Хаан Буудал',
          registerNo: '1234567',
          companyName: 'Хаан ХХК',
          email: 'info@khaan.mn',
          phone: '+976 9911 2233',
          status: 'active',
          timeZone: 'Asia/Ulaanbaatar',
          currency: 'MNT',
          workingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          registeredAt: expect.any(String),
          ownerAccountId: expect.any(String),
          image: null,
          address: null,
        },
      ],
    });
  });

  it('answers 422 with a message under every wrong field, in the caller’s language', async () => {
    const head = await app.eventStore.headPosition();
    const mn = await post('/api/hotels')
      .send({ name: 'X', registerNo: '12', email: 'nope' })
      .expect(422);
    expect(mn.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(mn.body).toMatchObject({ type: '/problems/validation', status: 422 });
    expect(Object.keys(mn.body.errors).sort()).toEqual([
      'companyName',
      'email',
      'name',
      'registerNo',
    ]);
    expect(mn.body.errors.registerNo).toEqual(['Регистрийн дугаар 7 оронтой тоо байна.']);
    const en = await post('/api/hotels')
      .set('X-Language', 'en')
      .send({ ...registration, registerNo: 'abc' })
      .expect(422);
    expect(en.body.errors).toEqual({ registerNo: ['A company register number has 7 digits.'] });
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('answers 400 with the rule’s message when the register number is taken', async () => {
    await post('/api/hotels').send(registration).expect(201);
    const again = await post('/api/hotels')
      .set('X-Language', 'en')
      .send({ ...registration, name: 'Other' })
      .expect(400);
    expect(again.body).toMatchObject({
      type: '/problems/business-rule',
      status: 400,
      code: 'property.registerNoTaken',
      title: 'A property with this register number is already registered.',
      errors: { registerNo: ['A property with this register number is already registered.'] },
    });
  });

  it('treats a re-sent command (same Idempotency-Key) as one', async () => {
    const send = () => post('/api/hotels').set('Idempotency-Key', 'reg-42').send(registration);
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    for (const r of [a, b, c]) expect(r.status).toBe(201);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(c.headers['idempotent-replayed']).toBe('true');
    const list = await get('/api/hotels').set('X-Min-Position', c.body.position);
    expect(list.body.total).toBe(1);
    const otherBody = await post('/api/hotels')
      .set('Idempotency-Key', 'reg-42')
      .send({ ...registration, name: 'Changed' });
    expect(otherBody.status).toBe(422);
  });

  it('answers bad JSON with 400 and unknown paths with a 404 problem', async () => {
    const bad = await post('/api/hotels').set('Content-Type', 'application/json').send('{not json');
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('/problems/bad-request');
    const missing = await request(app.app).get('/api/nothing-here').expect(404);
    expect(missing.body).toMatchObject({ type: '/problems/not-found', status: 404 });
    const badQuery = await get('/api/hotels?page=0');
    expect(badQuery.status).toBe(422);
    expect(Object.keys(badQuery.body.errors)).toEqual(['page']);
  });

  it('pages and searches the list', async () => {
    for (const [i, name] of ['Алтай', 'Богд', 'Говь'].entries()) {
      await post('/api/hotels')
        .send({ ...registration, name, registerNo: `765432${i}` })
        .expect(201);
    }
    const head = String(await app.eventStore.headPosition());
    const page = await get('/api/hotels?page=2&rowsPerPage=2').set('X-Min-Position', head);
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((p: { name: string }) => p.name)).toEqual(['Говь']);
    const search = await get('/api/hotels').query({ search: 'бог' });
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Богд']);
  });
});

describe('POST /api/hotels/lookup (step 1 of adding a property)', () => {
  it('answers a free, well-formed number with no company name (the user types it)', async () => {
    const head = await app.eventStore.headPosition();
    const found = await post('/api/hotels/lookup').send({ registerNo: ' 1234567 ' }).expect(200);
    expect(found.body).toEqual({ registerNo: '1234567', companyName: null, available: true });
    // A lookup writes nothing.
    expect(await app.eventStore.headPosition()).toBe(head);
  });

  it('answers 422 under registerNo for a number that is not 7 digits', async () => {
    const missing = await post('/api/hotels/lookup').send({}).expect(422);
    expect(missing.body.errors).toEqual({ registerNo: ['Заавал бөглөнө үү.'] });
    const wrong = await post('/api/hotels/lookup')
      .set('X-Language', 'en')
      .send({ registerNo: '12345a7' })
      .expect(422);
    expect(wrong.body.errors).toEqual({ registerNo: ['A company register number has 7 digits.'] });
  });

  it('answers 400 under registerNo when a property already holds the number', async () => {
    await post('/api/hotels').send(registration).expect(201);
    const taken = await post('/api/hotels/lookup')
      .set('X-Language', 'en')
      .send({ registerNo: '1234567' })
      .expect(400);
    expect(taken.body).toMatchObject({
      code: 'property.registerNoTaken',
      errors: { registerNo: ['A property with this register number is already registered.'] },
    });
  });

  it('is for logged-in owner accounts only', async () => {
    await request(app.app).post('/api/hotels/lookup').send({ registerNo: '1234567' }).expect(401);
    const created = await post('/api/hotels').send(registration).expect(201);
    await post('/api/users')
      .set('X-Slug', created.body.id)
      .send({
        name: 'Ажилтан',
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: 'staff@hotel.mn',
        password: 'staff-password',
        role: { id: await defaultRoleOf(created.body.id, created.body.position) },
      })
      .expect(201);
    const staff = await request(app.app)
      .post('/api/login')
      .send({ email: 'staff@hotel.mn', password: 'staff-password' })
      .expect(200);
    await request(app.app)
      .post('/api/hotels/lookup')
      .set('Authorization', `Bearer ${staff.body.accessToken}`)
      .send({ registerNo: '7654321' })
      .expect(403);
  });
});

describe('a configured company registry', () => {
  it('fills in the company name, and refuses a number it does not know', async () => {
    await app.close();
    app = startTestApp({
      properties: {
        needsApproval: false,
        operatorEmails: [],
        companyRegistry: {
          kind: 'test',
          lookup: async (registerNo) =>
            registerNo === '1234567'
              ? { found: true, companyName: 'Хаан Буудал ХХК' }
              : { found: false },
        },
      },
    });
    ({ authorization } = await registerAndLogin(app.app));
    const found = await post('/api/hotels/lookup').send({ registerNo: '1234567' }).expect(200);
    expect(found.body).toEqual({
      registerNo: '1234567',
      companyName: 'Хаан Буудал ХХК',
      available: true,
    });
    const unknown = await post('/api/hotels/lookup').send({ registerNo: '7654321' }).expect(400);
    expect(unknown.body).toMatchObject({
      code: 'property.companyNotFound',
      errors: { registerNo: ['Энэ регистрийн дугаартай байгууллага улсын бүртгэлд олдсонгүй.'] },
    });
  });
});

describe('GET /api/registered/users', () => {
  it('lists the staff of each of the owner’s properties, with the role name as position', async () => {
    const khaan = await post('/api/hotels').send(registration).expect(201);
    const gobi = await post('/api/hotels')
      .send({ ...registration, name: 'Говь', registerNo: '7654321' })
      .expect(201);
    const roleId = await defaultRoleOf(khaan.body.id, gobi.body.position);
    const role = await post('/api/roles')
      .set('X-Slug', khaan.body.id)
      .send({ name: 'Ресепшн', permissions: ['manage-reservations'] })
      .expect(201);
    await post('/api/users')
      .set('X-Slug', khaan.body.id)
      .send({
        name: 'Сараа',
        position: 'Ажилтан',
        phoneNumber: '+976 8811 2233',
        email: 'saraa@hotel.mn',
        password: 'staff-password',
        role: { id: role.body.id },
      })
      .expect(201);
    const last = await post('/api/users')
      .set('X-Slug', khaan.body.id)
      .send({
        name: 'Анар',
        position: 'Ажилтан',
        phoneNumber: '+976 8811 4455',
        email: 'anar@hotel.mn',
        password: 'staff-password',
        role: { id: roleId },
      })
      .expect(201);
    // Someone else's property and staff stay out of it.
    const other = await registerAndLogin(app.app, { email: 'other@hotel.mn' });
    await request(app.app)
      .post('/api/hotels')
      .set('Authorization', other.authorization)
      .send({ ...registration, name: 'Өөр', registerNo: '7777777' })
      .expect(201);

    const list = await get('/api/registered/users')
      .set('X-Min-Position', last.body.position)
      .expect(200);
    expect(list.body).toEqual({
      total: 2,
      data: [
        { id: gobi.body.id, name: 'Говь', status: 'active', users: [] },
        {
          id: khaan.body.id,
          name: 'Хаан Буудал',
          status: 'active',
          users: [
            {
              id: expect.any(String),
              name: 'Анар',
              position: 'Менежер',
              email: 'anar@hotel.mn',
              phoneNumber: '+976 8811 4455',
              role: { id: roleId, name: 'Менежер', nameEn: 'Manager', isDefault: true },
            },
            {
              id: expect.any(String),
              name: 'Сараа',
              position: 'Ресепшн',
              email: 'saraa@hotel.mn',
              phoneNumber: '+976 8811 2233',
              role: { id: role.body.id, name: 'Ресепшн', nameEn: null, isDefault: false },
            },
          ],
        },
      ],
    });
    await request(app.app).get('/api/registered/users').expect(401);
  });

  it('is refused to a staff account (403)', async () => {
    const created = await post('/api/hotels').send(registration).expect(201);
    const added = await post('/api/users')
      .set('X-Slug', created.body.id)
      .send({
        name: 'Ажилтан',
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: 'staff@hotel.mn',
        password: 'staff-password',
        role: { id: await defaultRoleOf(created.body.id, created.body.position) },
      })
      .expect(201);
    const staff = await request(app.app)
      .post('/api/login')
      .send({ email: 'staff@hotel.mn', password: 'staff-password' })
      .expect(200);
    await request(app.app)
      .get('/api/registered/users')
      .set('Authorization', `Bearer ${staff.body.accessToken}`)
      .set('X-Min-Position', added.body.position)
      .expect(403);
  });
});

describe('who may register and list properties', () => {
  it('needs a logged-in owner, and lists only the owner’s own properties', async () => {
    await request(app.app).post('/api/hotels').send(registration).expect(401);
    await request(app.app).get('/api/hotels').expect(401);
    await post('/api/hotels').send(registration).expect(201);
    const other = await registerAndLogin(app.app, { email: 'other@hotel.mn' });
    const created = await request(app.app)
      .post('/api/hotels')
      .set('Authorization', other.authorization)
      .send({ ...registration, registerNo: '7777777', name: 'Өөр буудал' })
      .expect(201);
    const list = await request(app.app)
      .get('/api/hotels')
      .set('Authorization', other.authorization)
      .set('X-Min-Position', created.body.position);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Өөр буудал']);
  });
});

describe('health and readiness', () => {
  it('reports up, and ready once projections are caught up', async () => {
    await request(app.app).get('/healthz').expect(200, { status: 'ok' });
    const created = await post('/api/hotels').send(registration).expect(201);
    await app.host.waitForPosition(BigInt(created.body.position), 2000);
    // Anyone: the status only (the operator's detail: tests/api/hardening.test.ts).
    const ready = await request(app.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});
