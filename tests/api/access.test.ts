import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

let app: ReturnType<typeof startTestApp>;
let owner = { authorization: '', accountId: '' };
let propertyId = '';
let position = '0';

beforeEach(async () => {
  app = startTestApp();
  owner = await registerAndLogin(app.app);
  const created = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', owner.authorization)
    .send({ name: 'Хаан Буудал', registerNo: '1234567', companyName: 'Хаан ХХК' })
    .expect(201);
  propertyId = created.body.id;
  position = created.body.position;
});
afterEach(async () => {
  await app.close();
});

/** A call as `who` in the property, reading after the last write. */
const as = (who: string) => ({
  get: (path: string) =>
    request(app.app)
      .get(`/api${path}`)
      .set('Authorization', who)
      .set('X-Slug', propertyId)
      .set('X-Min-Position', position),
  post: async (path: string, body: object, status: number) => {
    const res = await request(app.app)
      .post(`/api${path}`)
      .set('Authorization', who)
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
      .set('Authorization', who)
      .set('X-Slug', propertyId)
      .set('X-Language', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (res.body.position) position = res.body.position;
    return res;
  },
});

const staff = (roleId: string, email = 's@hotel.mn') => ({
  name: 'Ажилтан',
  position: 'Ресепшн',
  phoneNumber: '+976 8811 2233',
  email,
  password: 'staff-password',
  role: { id: roleId },
});

describe('a new property', () => {
  it('belongs to its owner, with a default role holding every permission', async () => {
    const user = await as(owner.authorization).get('/user').expect(200);
    expect(user.body.hotels).toEqual([
      {
        id: propertyId,
        name: 'Хаан Буудал',
        // No English name until the profile gives one (the header then shows it in /en).
        nameEn: null,
        status: 'active',
        workingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        timeZone: 'Asia/Ulaanbaatar',
        // The picker's card: no picture or address until the profile has them.
        image: null,
        address: null,
        // The hotel's default stay times until its profile sets others.
        stay: { checkInTime: '14:00', checkOutTime: '12:00', hasTime: false, maxTime: null },
        hasResRequest: false,
        isOwner: true,
        role: null,
      },
    ]);
    const roles = await as(owner.authorization).get('/roles').expect(200);
    expect(roles.body.data).toEqual([
      {
        id: expect.any(String),
        name: 'Менежер',
        nameEn: 'Manager',
        isDefault: true,
        permissions: expect.any(Array),
      },
    ]);
    expect(roles.body.data[0].permissions).toHaveLength(19);
  });
});

describe('roles', () => {
  it('are created, renamed and deleted; default and used roles stay', async () => {
    const ownerCalls = as(owner.authorization);
    const made = await ownerCalls.post(
      '/roles',
      { name: 'Ресепшн', permissions: ['show-reservations'] },
      201,
    );
    await ownerCalls.post(
      '/roles',
      {
        id: made.body.id,
        name: 'Хүлээн авах',
        permissions: ['show-reservations', 'manage-guests'],
      },
      200,
    );
    const dup = await ownerCalls.post('/roles', { name: 'хүлээн авах', permissions: [] }, 400);
    expect(dup.body.errors).toEqual({ name: ['A role with this name exists.'] });
    const bad = await ownerCalls.post('/roles', { name: 'X', permissions: ['fly'] }, 422);
    expect(Object.keys(bad.body.errors)).toEqual(['permissions.0']);

    const roles = (await ownerCalls.get('/roles')).body.data as {
      id: string;
      name: string;
      isDefault: boolean;
    }[];
    const defaultRole = roles.find((r) => r.isDefault)!;
    expect(roles.map((r) => r.name)).toEqual(['Менежер', 'Хүлээн авах']);
    const locked = await ownerCalls.delete(`/roles/${defaultRole.id}`, 400);
    expect(locked.body.title).toBe('A default role cannot be deleted or renamed.');

    await ownerCalls.post('/users', staff(made.body.id), 201);
    const inUse = await ownerCalls.delete(`/roles/${made.body.id}`, 400);
    expect(inUse.body.title).toBe('Users hold this role, so it cannot be deleted.');
  });
});

describe('staff users', () => {
  it('log in and see only the property they work in, with their role’s permissions', async () => {
    const ownerCalls = as(owner.authorization);
    const role = await ownerCalls.post(
      '/roles',
      { name: 'Ресепшн', permissions: ['show-reservations'] },
      201,
    );
    const user = await ownerCalls.post('/users', staff(role.body.id), 201);
    const taken = await ownerCalls.post('/users', staff(role.body.id), 400);
    expect(taken.body.errors.email).toBeDefined();
    const missing = await ownerCalls.post(
      '/users',
      { ...staff(role.body.id, 'x@hotel.mn'), password: undefined },
      422,
    );
    expect(Object.keys(missing.body.errors)).toEqual(['password']);

    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 's@hotel.mn', password: 'staff-password' })
      .expect(200);
    position = login.body.position;
    const me = await as(`Bearer ${login.body.accessToken}`).get('/user').expect(200);
    expect(me.body.isDefault).toBe(false);
    expect(me.body.hotels).toEqual([
      expect.objectContaining({
        id: propertyId,
        isOwner: false,
        role: {
          id: role.body.id,
          name: 'Ресепшн',
          nameEn: null,
          isDefault: false,
          permissions: ['show-reservations'],
        },
      }),
    ]);
    // Staff cannot register properties of their own.
    await request(app.app)
      .post('/api/hotels')
      .set('Authorization', `Bearer ${login.body.accessToken}`)
      .send({ name: 'Миний', registerNo: '7777777', companyName: 'Миний ХХК' })
      .expect(403);

    const list = await ownerCalls.get('/users').expect(200);
    expect(
      list.body.data.map((u: { name: string; isOwner: boolean }) => [u.name, u.isOwner]),
    ).toEqual([
      ['Ажилтан', false],
      ['Бат Болд', true],
    ]);
    expect(user.body.id).toEqual(expect.any(String));
  });

  it('are edited, removed, and can receive ownership when their role is a default one', async () => {
    const ownerCalls = as(owner.authorization);
    const roles = (await ownerCalls.get('/roles')).body.data as {
      id: string;
      isDefault: boolean;
    }[];
    const manager = roles.find((r) => r.isDefault)!;
    const other = await ownerCalls.post('/roles', { name: 'Ресепшн', permissions: [] }, 201);
    const user = await ownerCalls.post('/users', staff(other.body.id), 201);
    const refused = await ownerCalls.post('/users/owner', { id: user.body.id }, 400);
    expect(refused.body.title).toBe('Ownership can only go to a user with a default role.');
    await ownerCalls.post(
      '/users',
      {
        ...staff(manager.id),
        id: user.body.id,
        name: 'Шинэ нэр',
        email: undefined,
        password: undefined,
      },
      200,
    );
    await ownerCalls.post('/users/owner', { id: user.body.id }, 200);
    const list = await ownerCalls.get('/users').expect(200);
    expect(
      list.body.data.map((u: { name: string; isOwner: boolean; role: { id: string } | null }) => [
        u.name,
        u.isOwner,
        u.role?.id ?? null,
      ]),
    ).toEqual([
      ['Бат Болд', false, manager.id],
      ['Шинэ нэр', true, null],
    ]);
    // The former owner is staff now and cannot remove the new owner.
    await ownerCalls.delete(`/users/${user.body.id}`, 404);
    const self = await ownerCalls.delete(`/users/${owner.accountId}`, 400);
    expect(self.body.title).toBe('You cannot remove yourself.');
  });
});
