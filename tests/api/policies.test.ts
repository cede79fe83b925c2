import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

let app: ReturnType<typeof startTestApp>;
let position = '0';

/** An owner with a new property, and calls in it (English, reading after the last write). */
const ownerWithProperty = async (email: string, registerNo: string) => {
  const owner = await registerAndLogin(app.app, { email });
  const created = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', owner.authorization)
    .send({ name: 'Хаан Буудал', registerNo, companyName: 'Хаан ХХК' })
    .expect(201);
  position = created.body.position;
  return { ...owner, propertyId: created.body.id as string };
};

const calls = (authorization: string, propertyId: string) => ({
  get: (path: string, language = 'en') =>
    request(app.app)
      .get(`/api${path}`)
      .set('Authorization', authorization)
      .set('X-Slug', propertyId)
      .set('X-Language', language)
      .set('X-Min-Position', position),
  post: async (path: string, body: object, status: number) => {
    const res = await request(app.app)
      .post(`/api${path}`)
      .set('Authorization', authorization)
      .set('X-Slug', propertyId)
      .set('X-Language', 'en')
      .send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (res.body.position) position = res.body.position;
    return res;
  },
  delete: async (path: string, status: number) => {
    const res = await request(app.app)
      .delete(`/api${path}`)
      .set('Authorization', authorization)
      .set('X-Slug', propertyId)
      .set('X-Language', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (res.body.position) position = res.body.position;
    return res;
  },
});

let owner: ReturnType<typeof calls>;
let propertyId = '';

beforeEach(async () => {
  app = startTestApp();
  const made = await ownerWithProperty('bat@hotel.mn', '1234567');
  propertyId = made.propertyId;
  owner = calls(made.authorization, propertyId);
});
afterEach(async () => {
  await app.close();
});

describe('cancellation policy', () => {
  it('is not set on a new property; reference lists come in the caller’s language', async () => {
    expect((await owner.get('/cancellation/policies').expect(200)).body).toEqual({
      data: [],
      total: 0,
    });
    const times = (await owner.get('/cancellation/times', 'mn').expect(200)).body.data;
    expect(times[0]).toEqual({ id: 'd0', name: 'Ирэх өдөр', day: 0, hasTime: false, hour: null });
    expect(times.some((t: { hasTime: boolean }) => t.hasTime)).toBe(true);
    const percents = (await owner.get('/cancellation/percents').expect(200)).body.data;
    expect(percents.map((p: { percent: number }) => p.percent)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
  });

  it('is set, read with its references resolved, and switched to free', async () => {
    const set = await owner.post(
      '/cancellation/policies',
      {
        isFree: false,
        cancellationTime: { id: 'd7' },
        cancellationPercent: { id: 'p20' },
        cancellationAdditionPercent: { id: 'p100' },
        hasPrepayment: true,
      },
      200,
    );
    const policy = (await owner.get('/cancellation/policies').expect(200)).body.data[0];
    expect(policy).toMatchObject({
      id: set.body.id,
      isFree: false,
      cancellationTime: { id: 'd7', name: '7 days before arrival', day: 7, hasTime: false },
      cancellationPercent: { id: 'p20', name: '20%', percent: 20 },
      cancellationAdditionPercent: { id: 'p100', percent: 100 },
      basis: 'wholeStay',
      fixedAmount: null,
      hasPrepayment: true,
      policySummary:
        'Cancellations until 7 days before arrival are charged 20% of the reservation total; later cancellations and no-shows 100%.',
      prepaymentSummary: 'A prepayment is required to confirm the reservation.',
    });
    expect(policy.policySummaries.mn).toContain('Ирэхээс 7 хоногийн өмнө хүртэл');

    await owner.post(
      '/cancellation/policies',
      { isFree: true, cancellationTime: { id: 'd7' }, hasPrepayment: true },
      200,
    );
    const free = (await owner.get('/cancellation/policies', 'mn').expect(200)).body.data;
    expect(free).toEqual([
      expect.objectContaining({
        id: set.body.id,
        isFree: true,
        cancellationTime: null,
        cancellationPercent: null,
        cancellationAdditionPercent: null,
        hasPrepayment: false,
        policySummary: 'Захиалгыг төлбөргүй цуцлах боломжтой.',
      }),
    ]);
  });

  it('charges a percent of the first night or a fixed amount (basis), the whole stay by default', async () => {
    const firstNight = await owner.post(
      '/cancellation/policies',
      { cancellationTime: { id: 'd3' }, cancellationPercent: { id: 'p50' }, basis: 'firstNight' },
      200,
    );
    expect((await owner.get('/cancellation/policies').expect(200)).body.data[0]).toMatchObject({
      id: firstNight.body.id,
      basis: 'firstNight',
      fixedAmount: null,
      policySummary:
        'Free cancellation until 3 days before arrival. Later cancellations and no-shows are charged 50% of the first night.',
    });
    await owner.post(
      '/cancellation/policies',
      { cancellationPercent: { id: 'p50' }, basis: 'fixed', fixedAmount: 40_000 },
      200,
    );
    expect((await owner.get('/cancellation/policies').expect(200)).body.data[0]).toMatchObject({
      basis: 'fixed',
      fixedAmount: 40_000,
      cancellationPercent: null,
      policySummary: 'Cancellations and no-shows are charged 40,000₮.',
    });
    for (const fixedAmount of [undefined, -1, 1.5, 'abc']) {
      const bad = await owner.post('/cancellation/policies', { basis: 'fixed', fixedAmount }, 422);
      expect(Object.keys(bad.body.errors)).toEqual(['fixedAmount']);
    }
    const basis = await owner.post(
      '/cancellation/policies',
      { cancellationPercent: { id: 'p50' }, basis: 'nights' },
      422,
    );
    expect(Object.keys(basis.body.errors)).toEqual(['basis']);
  });

  it('refuses bad input: no percent, unknown ids, an hour deadline, an addition not above the percent', async () => {
    const none = await owner.post('/cancellation/policies', { isFree: false }, 422);
    expect(none.body.errors).toEqual({ cancellationPercent: ['This field is required.'] });
    const unknown = await owner.post(
      '/cancellation/policies',
      { cancellationPercent: { id: 'p15' }, cancellationTime: { id: 'd4' } },
      422,
    );
    expect(Object.keys(unknown.body.errors).sort()).toEqual([
      'cancellationPercent',
      'cancellationTime',
    ]);
    const hour = await owner.post(
      '/cancellation/policies',
      { cancellationPercent: { id: 'p10' }, cancellationTime: { id: 'h18' } },
      400,
    );
    expect(Object.keys(hour.body.errors)).toEqual(['cancellationTime']);
    const notHigher = await owner.post(
      '/cancellation/policies',
      {
        cancellationTime: { id: 'd1' },
        cancellationPercent: { id: 'p50' },
        cancellationAdditionPercent: { id: 'p50' },
      },
      400,
    );
    expect(notHigher.body.errors).toEqual({
      cancellationAdditionPercent: ['The additional percent must be higher than 50%.'],
    });
    const noTime = await owner.post(
      '/cancellation/policies',
      { cancellationPercent: { id: 'p10' }, cancellationAdditionPercent: { id: 'p50' } },
      400,
    );
    expect(noTime.body.errors).toEqual({
      cancellationAdditionPercent: ['An additional percent needs a cancellation deadline.'],
    });
  });
});

describe('child policies and the child age', () => {
  it('are added, changed and removed within the child age', async () => {
    const list = async () => (await owner.get('/children/policies').expect(200)).body;
    expect(await list()).toEqual({ data: [], total: 0, ageChild: 12 });
    expect((await owner.get('/hotel/age').expect(200)).body).toEqual({ age: 12 });

    const older = await owner.post(
      '/children/policies',
      { ageType: 'children', priceType: 'percent', price: 50, minAge: 6, maxAge: 12 },
      201,
    );
    const younger = await owner.post(
      '/children/policies',
      { priceType: 'free', price: 9000, minAge: 0, maxAge: 6 },
      201,
    );
    expect((await list()).data).toEqual([
      {
        id: younger.body.id,
        ageType: 'children',
        priceType: 'free',
        price: 0,
        minAge: 0,
        maxAge: 6,
      },
      {
        id: older.body.id,
        ageType: 'children',
        priceType: 'percent',
        price: 50,
        minAge: 6,
        maxAge: 12,
      },
    ]);

    await owner.post(
      '/children/policies',
      { id: older.body.id, priceType: 'mnt', price: 25_000, minAge: 6, maxAge: 12 },
      200,
    );
    const locked = await owner.post(
      '/children/policies',
      { id: older.body.id, priceType: 'mnt', price: 25_000, minAge: 7, maxAge: 12 },
      400,
    );
    expect(Object.keys(locked.body.errors)).toEqual(['minAge']);

    // The child age cannot leave a policy outside it; it can once the policy is gone.
    const tooLow = await owner.post('/hotel/update/age', { age: 10 }, 400);
    expect(tooLow.body.errors).toEqual({
      age: ['Child policies cover ages up to 12. Change or delete them first.'],
    });
    await owner.delete(`/children/policies/${older.body.id}`, 200);
    await owner.post('/hotel/update/age', { age: 10 }, 200);
    expect(await list()).toEqual({
      data: [expect.objectContaining({ id: younger.body.id })],
      total: 1,
      ageChild: 10,
    });
    await owner.post('/hotel/update/age', { age: 18 }, 422);
  });

  it('refuses bad input: ages outside the child age, min not below max, overlaps, prices', async () => {
    const post = (body: object, status: number) => owner.post('/children/policies', body, status);
    const base = { priceType: 'mnt', price: 10_000 };
    const errorsOf = async (body: object, status: number) =>
      (await post({ ...base, ...body }, status)).body.errors;

    expect(await errorsOf({ minAge: 12, maxAge: 13 }, 400)).toEqual({
      minAge: ['The minimum age must be below the child age (12).'],
    });
    expect(await errorsOf({ minAge: 3, maxAge: 13 }, 400)).toEqual({
      maxAge: ['The maximum age cannot be above the child age (12).'],
    });
    expect(await errorsOf({ minAge: 6, maxAge: 6 }, 400)).toEqual({
      maxAge: ['The maximum age must be above the minimum age (6).'],
    });
    expect(await errorsOf({ minAge: 0, maxAge: 6, price: 1_000_001 }, 422)).toEqual({
      price: ['The largest value is 1000000.'],
    });
    expect(await errorsOf({ minAge: 0, maxAge: 6, priceType: 'percent', price: 101 }, 400)).toEqual(
      { price: ['A percentage is between 0 and 100.'] },
    );
    expect(Object.keys(await errorsOf({ ageType: 'adults', minAge: 0, maxAge: 6 }, 422))).toEqual([
      'ageType',
    ]);
    expect(Object.keys(await errorsOf({ minAge: -1, maxAge: 18 }, 422))).toEqual([
      'minAge',
      'maxAge',
    ]);

    await post({ ...base, minAge: 0, maxAge: 6 }, 201);
    expect(await errorsOf({ minAge: 4, maxAge: 8 }, 400)).toEqual({
      minAge: ['These ages overlap the policy for ages 0 to 6.'],
    });
  });
});

describe('extra-bed policies', () => {
  it('are added with the ages their type sets, changed and removed', async () => {
    const adults = await owner.post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'mnt', price: 40_000, minAge: 2, maxAge: 3 },
      201,
    );
    const kids = await owner.post(
      '/extrabed/policies',
      { ageType: 'children', priceType: 'free', minAge: 3, maxAge: 12 },
      201,
    );
    await owner.post(
      '/extrabed/policies',
      { ageType: 'any', priceType: 'mnt', price: 25_000, minAge: 18, maxAge: 18 },
      201,
    );
    const list = (await owner.get('/extrabed/policies').expect(200)).body;
    expect(list.total).toBe(3);
    expect(list.data.map((p: { ageType: string; minAge: number; maxAge: number }) => p)).toEqual([
      {
        id: adults.body.id,
        ageType: 'adults',
        priceType: 'mnt',
        price: 40_000,
        minAge: 18,
        maxAge: 18,
      },
      expect.objectContaining({ ageType: 'any', minAge: 0, maxAge: 18 }),
      expect.objectContaining({ id: kids.body.id, ageType: 'children', minAge: 3, maxAge: 12 }),
    ]);

    await owner.post(
      '/extrabed/policies',
      {
        id: kids.body.id,
        ageType: 'children',
        priceType: 'mnt',
        price: 15_000,
        minAge: 2,
        maxAge: 10,
      },
      200,
    );
    await owner.delete(`/extrabed/policies/${adults.body.id}`, 200);
    const after = (await owner.get('/extrabed/policies').expect(200)).body.data;
    expect(after).toEqual([
      expect.objectContaining({ ageType: 'any' }),
      expect.objectContaining({ id: kids.body.id, price: 15_000, minAge: 2, maxAge: 10 }),
    ]);
  });

  it('refuses bad input: a percent price, a price above 1,000,000, min not below max, duplicates', async () => {
    const percent = await owner.post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'percent', price: 10 },
      422,
    );
    expect(Object.keys(percent.body.errors)).toEqual(['priceType']);
    const costly = await owner.post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'mnt', price: 1_000_001 },
      422,
    );
    expect(Object.keys(costly.body.errors)).toEqual(['price']);
    const noPrice = await owner.post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'mnt' },
      422,
    );
    expect(noPrice.body.errors).toEqual({ price: ['This field is required.'] });
    const order = await owner.post(
      '/extrabed/policies',
      { ageType: 'children', priceType: 'free', minAge: 10, maxAge: 5 },
      400,
    );
    expect(Object.keys(order.body.errors)).toEqual(['maxAge']);
    await owner.post('/extrabed/policies', { ageType: 'any', priceType: 'free' }, 201);
    const duplicate = await owner.post(
      '/extrabed/policies',
      { ageType: 'any', priceType: 'mnt', price: 1000 },
      400,
    );
    expect(duplicate.body.title).toBe('An extra-bed policy for these ages already exists.');
  });
});

describe('access', () => {
  it('another property’s policy ids are not found here', async () => {
    const other = await ownerWithProperty('dorj@hotel.mn', '7654321');
    const theirs = calls(other.authorization, other.propertyId);
    const child = await theirs.post(
      '/children/policies',
      { priceType: 'free', minAge: 0, maxAge: 6 },
      201,
    );
    const bed = await theirs.post('/extrabed/policies', { ageType: 'any', priceType: 'free' }, 201);

    await owner.post(
      '/children/policies',
      { id: child.body.id, priceType: 'mnt', price: 1, minAge: 0, maxAge: 6 },
      404,
    );
    await owner.delete(`/children/policies/${child.body.id}`, 404);
    await owner.post(
      '/extrabed/policies',
      { id: bed.body.id, ageType: 'any', priceType: 'mnt', price: 1 },
      404,
    );
    await owner.delete(`/extrabed/policies/${bed.body.id}`, 404);
    expect((await owner.get('/children/policies').expect(200)).body.total).toBe(0);
    expect((await theirs.get('/children/policies').expect(200)).body.total).toBe(1);
  });

  it('front desk staff read the policies but do not change them', async () => {
    const role = await owner.post(
      '/roles',
      { name: 'Ресепшн', permissions: ['show-reservations'] },
      201,
    );
    await owner.post(
      '/users',
      {
        name: 'Сараа',
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: 'desk@hotel.mn',
        password: 'desk-password',
        role: { id: role.body.id },
      },
      201,
    );
    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 'desk@hotel.mn', password: 'desk-password' })
      .expect(200);
    const desk = calls(`Bearer ${login.body.accessToken as string}`, propertyId);
    await desk.get('/children/policies').expect(200);
    await desk.get('/extrabed/policies').expect(200);
    await desk.get('/cancellation/policies').expect(200);
    await desk.get('/cancellation/times').expect(200);
    await desk.post('/extrabed/policies', { ageType: 'any', priceType: 'free' }, 403);
    await desk.post('/hotel/update/age', { age: 10 }, 403);
  });
});
