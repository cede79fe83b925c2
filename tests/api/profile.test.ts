import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

let app: ReturnType<typeof startTestApp>;
let owner = '';
let propertyId = '';
let otherOwner = '';
let otherPropertyId = '';
let position = '0';

const register = async (authorization: string, name: string, registerNo: string) => {
  const created = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', authorization)
    .send({ name, registerNo, companyName: `${name} ХХК`, email: 'info@khaan.mn' })
    .expect(201);
  position = created.body.position;
  return created.body.id as string;
};

beforeEach(async () => {
  app = startTestApp();
  owner = (await registerAndLogin(app.app)).authorization;
  propertyId = await register(owner, 'Хаан Буудал', '1234567');
  otherOwner = (await registerAndLogin(app.app, { email: 'other@hotel.mn' })).authorization;
  otherPropertyId = await register(otherOwner, 'Өөр Буудал', '7654321');
});
afterEach(async () => {
  await app.close();
});

/** Calls as `who` in `property`, reading after the last write, in English. */
const as = (who: string, property = propertyId) => ({
  get: (path: string) =>
    request(app.app)
      .get(`/api${path}`)
      .set('Authorization', who)
      .set('X-Slug', property)
      .set('X-Language', 'en')
      .set('X-Min-Position', position),
  post: async (path: string, body: object, status: number) => {
    const res = await request(app.app)
      .post(`/api${path}`)
      .set('Authorization', who)
      .set('X-Slug', property)
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
      .set('X-Slug', property)
      .set('X-Language', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (res.body.position) position = res.body.position;
    return res;
  },
});

/** An uploaded image's path (`<propertyId>/<uuid>.<ext>`). */
const upload = (property: string, n: number, ext = 'jpg') =>
  `${property}/00000000-0000-4000-8000-00000000000${n}.${ext}`;

const generalInfo = {
  hotelTypeId: 'hotel',
  name: 'Хаан Палас',
  starRating: 4,
  description: 'Хотын төвд.',
  email: 'info@khaanpalace.mn',
  phone: '+976 7011 2233',
  website: 'https://khaanpalace.mn',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  countryId: 'MN',
  provinceId: 'MN-1',
  districtId: 'UB-SBD',
  commonLocationIds: ['ub-centre', 'ub-sukhbaatar-square'],
  location: { lat: 47.9185, lng: 106.9176 },
  hasTime: true,
  maxTime: 3,
  isAutoArrange: false,
  isShowRules: true,
  isShowPayment: true,
};

const bankAccount = {
  bank: { id: 'khan' },
  accountName: 'Хаан Палас ХХК',
  number: '5012345678',
  currency: 'MNT',
};

describe('general info', () => {
  it('starts from the registration, then saves; the property list shows the new name', async () => {
    const calls = as(owner);
    const before = await calls.get('/hotels/data/edit').expect(200);
    expect(before.body.hotel).toMatchObject({
      id: propertyId,
      name: 'Хаан Буудал',
      registerNo: '1234567',
      companyName: 'Хаан Буудал ХХК',
      email: 'info@khaan.mn',
      countryId: 'MN',
      provinceId: null,
      isSaved: false,
    });
    expect(before.body.provinces).toHaveLength(22);
    expect(before.body.districts).toHaveLength(9);
    expect(before.body.countries).toEqual([{ id: 'MN', name: 'Mongolia' }]);
    expect(before.body.hotelTypes).toContainEqual({ id: 'ger-camp', name: 'Ger camp' });

    // Register number and company name are not the form's to change.
    await calls.post(
      '/hotel/info',
      { ...generalInfo, registerNo: '9999999', companyName: 'Шинэ ХХК' },
      200,
    );
    const after = await calls.get('/hotels/data/edit').expect(200);
    expect(after.body.hotel).toMatchObject({
      ...generalInfo,
      registerNo: '1234567',
      companyName: 'Хаан Буудал ХХК',
      isSaved: true,
    });
    const hotels = await request(app.app)
      .get('/api/hotels')
      .set('Authorization', owner)
      .set('X-Min-Position', position)
      .expect(200);
    expect(hotels.body.data.map((h: { name: string }) => h.name)).toEqual(['Хаан Палас']);
    const user = await as(owner).get('/user').expect(200);
    expect(user.body.hotels[0].name).toBe('Хаан Палас');
  });

  it('gives the property picker the profile’s picture and address', async () => {
    const calls = as(owner);
    const image = upload(propertyId, 3);
    const address = 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайвны өргөн чөлөө 12';
    await calls.post('/hotel/info', { ...generalInfo, image, address }, 200);
    const hotels = await request(app.app)
      .get('/api/hotels')
      .set('Authorization', owner)
      .set('X-Min-Position', position)
      .expect(200);
    expect(hotels.body.data[0]).toMatchObject({ id: propertyId, image, address });
    const user = await as(owner).get('/user').expect(200);
    expect(user.body.hotels[0]).toMatchObject({ id: propertyId, image, address });
  });

  it('refuses bad input: stars, hours, hours without hourly stays, a district elsewhere', async () => {
    const calls = as(owner);
    const stars = await calls.post('/hotel/info', { ...generalInfo, starRating: 6 }, 422);
    expect(stars.body.errors).toEqual({ starRating: ['The largest value is 5.'] });
    const hours = await calls.post('/hotel/info', { ...generalInfo, maxTime: 7 }, 422);
    expect(hours.body.errors).toEqual({ maxTime: ['The largest value is 6.'] });
    const notHourly = await calls.post('/hotel/info', { ...generalInfo, hasTime: false }, 400);
    expect(notHourly.body.errors).toEqual({
      maxTime: ['The longest hourly stay applies only when hourly stays are on.'],
    });
    const district = await calls.post('/hotel/info', { ...generalInfo, provinceId: 'MN-041' }, 400);
    expect(district.body.errors).toEqual({
      districtId: ['This district is not in the chosen province.'],
    });
    const required = await calls.post('/hotel/info', { name: '' }, 422);
    expect(Object.keys(required.body.errors).sort()).toEqual([
      'checkInTime',
      'checkOutTime',
      'hotelTypeId',
      'name',
      'provinceId',
    ]);
    const times = await calls.post('/hotel/info', { ...generalInfo, checkInTime: '2 pm' }, 422);
    expect(times.body.errors).toEqual({ checkInTime: ['Enter a time as HH:mm (e.g. 14:00).'] });
  });
});

describe('hotel settings', () => {
  it('are saved and read back', async () => {
    const calls = as(owner);
    expect((await calls.get('/hotel/setting').expect(200)).body).toEqual({
      isMustPay: false,
      bccEmails: [],
      emailHeader: null,
      emailBody: null,
      emailFooter: null,
      emailContact: null,
      hasOnlineBook: false,
    });
    const bad = await calls.post(
      '/hotel/setting',
      { isMustPay: false, bccEmails: ['a@hotel.mn', 'nope'] },
      422,
    );
    expect(bad.body.errors).toEqual({ 'bccEmails.1': ['Enter a valid e-mail address.'] });
    await calls.post(
      '/hotel/setting',
      { isMustPay: true, bccEmails: ['Sales@Hotel.mn'], emailFooter: 'Баярлалаа!' },
      200,
    );
    expect((await calls.get('/hotel/setting').expect(200)).body).toMatchObject({
      isMustPay: true,
      bccEmails: ['sales@hotel.mn'],
      emailFooter: 'Баярлалаа!',
    });
  });
});

describe('bank accounts', () => {
  it('are added (the first is the default), the default moves, and deleted', async () => {
    const calls = as(owner);
    expect((await calls.get('/banks').expect(200)).body.data).toContainEqual({
      id: 'khan',
      name: 'Khan Bank',
      hasQr: true,
    });
    const first = await calls.post('/hotel/banks', bankAccount, 201);
    const second = await calls.post(
      '/hotel/banks',
      { ...bankAccount, bank: { id: 'golomt' }, currency: 'usd', isDefault: true },
      201,
    );
    const list = await calls.get('/hotel/banks').expect(200);
    expect(list.body).toEqual({
      data: [
        {
          id: first.body.id,
          bank: { id: 'khan', name: 'Khan Bank', hasQr: true },
          accountName: 'Хаан Палас ХХК',
          number: '5012345678',
          currency: 'MNT',
          qrImage: null,
          isDefault: false,
        },
        {
          id: second.body.id,
          bank: { id: 'golomt', name: 'Golomt Bank', hasQr: true },
          accountName: 'Хаан Палас ХХК',
          number: '5012345678',
          currency: 'USD',
          qrImage: null,
          isDefault: true,
        },
      ],
      total: 2,
    });
    await calls.delete(`/hotel/banks/${second.body.id}`, 200);
    const left = await calls.get('/hotel/banks').expect(200);
    expect(left.body.data.map((b: { isDefault: boolean }) => b.isDefault)).toEqual([true]);
  });

  it('refuses a bad currency and number, a QR code of a bank without them', async () => {
    const calls = as(owner);
    const currency = await calls.post('/hotel/banks', { ...bankAccount, currency: 'mnt1' }, 422);
    expect(currency.body.errors).toEqual({
      currency: ['A currency code is 3 Latin capital letters (MNT, USD).'],
    });
    const number = await calls.post('/hotel/banks', { ...bankAccount, number: '50-12ab' }, 422);
    expect(number.body.errors).toEqual({ number: ['Enter digits only.'] });
    const qr = await calls.post(
      '/hotel/banks',
      { ...bankAccount, bank: { id: 'arig' }, qrImage: upload(propertyId, 1, 'png') },
      400,
    );
    expect(qr.body.errors).toEqual({ qrImage: ['This bank does not issue QR codes.'] });
  });
});

describe('rules, images and facilities', () => {
  it('rules are added, changed, listed and deleted', async () => {
    const calls = as(owner);
    const added = await calls.post(
      '/hotel/rules',
      { title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' },
      201,
    );
    await calls.post(
      '/hotel/rules',
      { id: added.body.id, title: 'Тамхи', description: 'Тамхи татахыг хориглоно.' },
      200,
    );
    expect((await calls.get('/hotel/rules').expect(200)).body).toEqual({
      data: [{ id: added.body.id, title: 'Тамхи', description: 'Тамхи татахыг хориглоно.' }],
      total: 1,
    });
    const empty = await calls.post('/hotel/rules', { title: ' ', description: '' }, 422);
    expect(Object.keys(empty.body.errors)).toEqual(['title', 'description']);
    await calls.delete(`/hotel/rules/${added.body.id}`, 200);
    expect((await calls.get('/hotel/rules').expect(200)).body.total).toBe(0);
  });

  it('images keep their order; facilities are a set from the catalogue', async () => {
    const calls = as(owner);
    await calls.post(
      '/hotel/images',
      { images: [upload(propertyId, 2), upload(propertyId, 1)] },
      200,
    );
    // Only the property's own uploads.
    const foreign = await calls.post(
      '/hotel/images',
      { images: [upload(otherPropertyId, 1)] },
      400,
    );
    expect(Object.keys(foreign.body.errors)).toEqual(['images.0']);
    const escape = await calls.post('/hotel/images', { images: ['../etc/passwd'] }, 422);
    expect(Object.keys(escape.body.errors)).toEqual(['images.0']);
    const categories = await calls.get('/facility/categories').expect(200);
    expect(categories.body.data[0]).toMatchObject({
      id: 'general',
      name: 'General',
      facilities: expect.arrayContaining([{ id: 'elevator', name: 'Elevator' }]),
    });
    await calls.post('/sync/facilities', { facilities: ['sauna', 'wifi-free'] }, 200);
    await calls.post('/sync/facilities', { facilities: ['spaceport'] }, 422);
    expect((await calls.get('/my/facilities').expect(200)).body.data).toEqual([
      { id: 'wifi-free', name: 'Free Wi-Fi', categoryId: 'internet' },
      { id: 'sauna', name: 'Sauna', categoryId: 'wellness' },
    ]);
    await calls.post('/hotel/rules', { title: 'Чимээ', description: '22 цагаас хойш.' }, 201);
    await calls.post('/hotel/banks', bankAccount, 201);
    const profile = await calls.get('/hotel/profile').expect(200);
    expect(profile.body.hotel).toMatchObject({
      name: 'Хаан Буудал',
      images: [upload(propertyId, 2), upload(propertyId, 1)],
      rules: [{ title: 'Чимээ' }],
      banks: [{ bank: { id: 'khan' }, isDefault: true }],
      setting: { isMustPay: false },
      facilities: [{ id: 'wifi-free' }, { id: 'sauna' }],
    });
  });
});

describe('another property', () => {
  it('cannot touch or see this one’s accounts and rules (404)', async () => {
    const rule = await as(owner).post('/hotel/rules', { title: 'A', description: 'B' }, 201);
    const account = await as(owner).post('/hotel/banks', bankAccount, 201);
    const other = as(otherOwner, otherPropertyId);
    await other.delete(`/hotel/rules/${rule.body.id}`, 404);
    await other.delete(`/hotel/banks/${account.body.id}`, 404);
    await other.post('/hotel/rules', { id: rule.body.id, title: 'X', description: 'Y' }, 404);
    await other.post('/hotel/banks', { ...bankAccount, id: account.body.id }, 404);
    expect((await other.get('/hotel/rules').expect(200)).body.total).toBe(0);
    expect((await other.get('/hotel/banks').expect(200)).body.total).toBe(0);
    // And in this property the owner of the other one is a stranger.
    await as(otherOwner).get('/hotel/rules').expect(404);
  });
});
