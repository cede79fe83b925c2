import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localCompanyRegistry } from '@hotel/infra/company-registry/local';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

/** PROPERTY_APPROVAL on, one operator (OPERATOR_EMAILS, compared in lower case). */
const withApproval = {
  needsApproval: true,
  operatorEmails: ['ops@hotel.mn'],
  companyRegistry: localCompanyRegistry,
};

const registration = { name: 'Хаан Буудал', registerNo: '1234567', companyName: 'Хаан ХХК' };

let app: ReturnType<typeof startTestApp>;
let owner = '';
let operator = '';
beforeEach(async () => {
  app = startTestApp({ properties: withApproval });
  owner = (await registerAndLogin(app.app, { email: 'bat@hotel.mn' })).authorization;
  operator = (await registerAndLogin(app.app, { email: 'OPS@hotel.mn', name: 'Оператор' }))
    .authorization;
});
afterEach(async () => {
  await app.close();
});

const as = (authorization: string) => ({
  get: (path: string) => request(app.app).get(path).set('Authorization', authorization),
  post: (path: string) => request(app.app).post(path).set('Authorization', authorization),
});

describe('operator approval of new properties', () => {
  it('a new property waits for confirmation until an operator activates it', async () => {
    const created = await as(owner).post('/api/hotels').send(registration).expect(201);
    const id = created.body.id as string;
    const position = created.body.position as string;

    // The owner sees it waiting for confirmation, in the list and in GET /api/user.
    const list = await as(owner).get('/api/hotels').set('X-Min-Position', position).expect(200);
    expect(list.body.data).toMatchObject([{ id, status: 'pending' }]);
    const user = await as(owner).get('/api/user').expect(200);
    expect(user.body).toMatchObject({ isOperator: false, hotels: [{ id, status: 'pending' }] });

    // The operator's list of properties waiting for confirmation has it, with its owner.
    expect((await as(operator).get('/api/user').expect(200)).body.isOperator).toBe(true);
    const waiting = await as(operator).get('/api/operator/properties').expect(200);
    expect(waiting.body).toMatchObject({
      total: 1,
      data: [
        {
          id,
          name: 'Хаан Буудал',
          registerNo: '1234567',
          companyName: 'Хаан ХХК',
          status: 'pending',
          owner: { name: 'Бат Болд', email: 'bat@hotel.mn', phoneNumber: '+976 9911 2233' },
        },
      ],
    });

    // Nobody works in it yet: its settings, commands and queries answer 404, as for no property.
    await as(owner).get('/api/taxes').set('X-Slug', id).set('X-Min-Position', position).expect(404);
    await as(owner)
      .post('/api/sources')
      .set('X-Slug', id)
      .send({ name: 'Booking', color: '#112233' })
      .expect(404);

    const activated = await as(operator)
      .post(`/api/operator/properties/${id}/activate`)
      .expect(200);
    await as(owner)
      .get('/api/taxes')
      .set('X-Slug', id)
      .set('X-Min-Position', activated.body.position)
      .expect(200);
    await as(owner)
      .post('/api/sources')
      .set('X-Slug', id)
      .send({ name: 'Booking', color: '#112233' })
      .expect(201);
    expect(activated.body).toEqual({ id, position: expect.stringMatching(/^\d+$/) });

    const after = await as(owner)
      .get('/api/user')
      .set('X-Min-Position', activated.body.position)
      .expect(200);
    expect(after.body.hotels).toMatchObject([{ id, status: 'active' }]);
    expect((await as(operator).get('/api/operator/properties').expect(200)).body).toEqual({
      data: [],
      total: 0,
    });
    const active = await as(operator).get('/api/operator/properties?status=active').expect(200);
    expect(active.body.data).toMatchObject([
      { id, status: 'active', activatedAt: expect.any(String) },
    ]);

    // Once is enough.
    const again = await as(operator)
      .post(`/api/operator/properties/${id}/activate`)
      .set('X-Language', 'en')
      .expect(400);
    expect(again.body).toMatchObject({
      code: 'property.alreadyActive',
      title: 'This property is already confirmed.',
    });
  });

  it('is refused (403) to anyone who is not an operator, the owner included', async () => {
    const created = await as(owner).post('/api/hotels').send(registration).expect(201);
    const head = await app.eventStore.headPosition();
    await as(owner).get('/api/operator/properties').expect(403);
    await as(owner).post(`/api/operator/properties/${created.body.id}/activate`).expect(403);
    expect(await app.eventStore.headPosition()).toBe(head);
    await request(app.app).get('/api/operator/properties').expect(401);
    await request(app.app).post(`/api/operator/properties/${created.body.id}/activate`).expect(401);
  });

  it('answers 404 for a property that does not exist', async () => {
    await as(operator)
      .post('/api/operator/properties/00000000-0000-4000-8000-000000000000/activate')
      .expect(404);
    const bad = await as(operator).post('/api/operator/properties/not-an-id/activate').expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['id']);
  });
});

describe('without approval (the embedded default)', () => {
  it('a new property is active at once and nobody is an operator', async () => {
    await app.close();
    app = startTestApp();
    owner = (await registerAndLogin(app.app, { email: 'ops@hotel.mn' })).authorization;
    const created = await as(owner).post('/api/hotels').send(registration).expect(201);
    const user = await as(owner)
      .get('/api/user')
      .set('X-Min-Position', created.body.position)
      .expect(200);
    expect(user.body).toMatchObject({ isOperator: false, hotels: [{ status: 'active' }] });
    await as(owner).get('/api/operator/properties').expect(403);
  });
});
