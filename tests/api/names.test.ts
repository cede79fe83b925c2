import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

/**
 * Locale-true names (issue 18): a new property's defaults (currency, tax, service category,
 * source, payment method) and its manager role carry the Mongolian name and the English one,
 * whichever language the owner registered in; the lists and the role forms keep an English name
 * that is entered, and refuse a bad one field by field.
 */

let app: ReturnType<typeof startTestApp>;

/** Registers a property with X-Language `language`; reads and writes in it. */
const propertyIn = async (language: 'mn' | 'en', email: string, registerNo: string) => {
  const owner = await registerAndLogin(app.app, { email });
  const created = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', owner.authorization)
    .set('X-Language', language)
    .send({ name: `Буудал ${registerNo}`, registerNo, companyName: 'Хаан ХХК' })
    .expect(201);
  const propertyId = created.body.id as string;
  let position = created.body.position as string;
  return {
    list: async (path: string) => {
      const res = await request(app.app)
        .get(`/api${path}`)
        .set('Authorization', owner.authorization)
        .set('X-Slug', propertyId)
        .set('X-Language', language)
        .set('X-Min-Position', position)
        .expect(200);
      return res.body.data as Record<string, unknown>[];
    },
    post: async (path: string, body: object, status: number) => {
      const res = await request(app.app)
        .post(`/api${path}`)
        .set('Authorization', owner.authorization)
        .set('X-Slug', propertyId)
        .set('X-Language', language)
        .send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (res.body.position) position = res.body.position;
      return res;
    },
  };
};

let mongolian: Awaited<ReturnType<typeof propertyIn>>;
let english: Awaited<ReturnType<typeof propertyIn>>;

beforeAll(async () => {
  app = startTestApp();
  mongolian = await propertyIn('mn', 'mn@hotel.mn', '1111111');
  english = await propertyIn('en', 'en@hotel.mn', '2222222');
});
afterAll(async () => {
  await app.close();
});

const names = (items: Record<string, unknown>[]) =>
  items.map((item) => ({ name: item.name, nameEn: item.nameEn }));

const bothNames = async (property: typeof mongolian) => ({
  currencies: names(await property.list('/currencies')),
  taxes: names(await property.list('/taxes')),
  serviceCategories: names(await property.list('/service/categories')),
  sources: names(await property.list('/sources')),
  paymentMethods: names(await property.list('/payment/methods')),
  roles: names(await property.list('/roles')),
});

const seeded = {
  currencies: [{ name: 'Төгрөг', nameEn: 'Tugrik' }],
  taxes: [{ name: 'НӨАТ', nameEn: 'VAT' }],
  serviceCategories: [{ name: 'Үндсэн', nameEn: 'General' }],
  sources: [{ name: 'Шууд', nameEn: 'Direct' }],
  paymentMethods: [{ name: 'Бэлэн мөнгө', nameEn: 'Cash' }],
  roles: [{ name: 'Менежер', nameEn: 'Manager' }],
};

describe('a new property’s defaults', () => {
  it('registered in Mongolian, are named in Mongolian and in English', async () => {
    expect(await bothNames(mongolian)).toEqual(seeded);
    expect((await mongolian.list('/sources'))[0]).toMatchObject({ shortName: 'ШУ' });
  });

  it('registered in English, are named the same way (the short name in English)', async () => {
    expect(await bothNames(english)).toEqual(seeded);
    expect((await english.list('/sources'))[0]).toMatchObject({ shortName: 'DI' });
  });
});

describe('English names in the lists', () => {
  it('keeps an English name entered on a payment method and finds the item by it', async () => {
    await english.post(
      '/payment/methods',
      { name: 'Карт', nameEn: 'Card', color: '#1c7df6', incomeTypes: ['paid'] },
      201,
    );
    expect(names(await english.list('/payment/methods?search=card'))).toEqual([
      { name: 'Карт', nameEn: 'Card' },
    ]);
  });

  it('lets the default tax change its English name, and clears it when left empty', async () => {
    const [tax] = await english.list('/taxes');
    await english.post('/taxes', { ...tax, nameEn: 'Value added tax' }, 200);
    expect((await english.list('/taxes'))[0]).toMatchObject({
      name: 'НӨАТ',
      nameEn: 'Value added tax',
    });
    await english.post('/taxes', { ...tax, nameEn: '' }, 200);
    expect((await english.list('/taxes'))[0]).toMatchObject({ nameEn: null });
  });

  it('refuses a too long English name under its field', async () => {
    const res = await english.post(
      '/sources',
      { name: 'Booking', nameEn: 'x'.repeat(61), color: '#1c7df6' },
      422,
    );
    expect(Object.keys(res.body.errors)).toEqual(['nameEn']);
  });

  it('keeps a role’s English name', async () => {
    await english.post('/roles', { name: 'Касс', nameEn: 'Cashier', permissions: [] }, 201);
    expect(names(await english.list('/roles'))).toEqual([
      { name: 'Менежер', nameEn: 'Manager' },
      { name: 'Касс', nameEn: 'Cashier' },
    ]);
  });
});
