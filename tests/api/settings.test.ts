import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;

beforeEach(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
});
afterEach(async () => {
  await app.close();
});

const list = async (path: string) => {
  const res = await hotel.get(path).expect(200);
  return res.body as { data: Record<string, unknown>[]; total: number };
};

describe('a new property starts with its defaults', () => {
  it('has MNT, VAT 10% inclusive, a service category, a source, a payment method and the owner as contact', async () => {
    expect((await list('/currencies')).data).toEqual([
      expect.objectContaining({ shortName: 'MNT', rate: 1, isDefault: true }),
    ]);
    expect((await list('/taxes')).data).toEqual([
      expect.objectContaining({
        percentage: 10,
        inclusive: true,
        isEnabled: true,
        isDefault: true,
      }),
    ]);
    expect((await list('/service/categories')).data).toEqual([
      expect.objectContaining({ isDefault: true, services: [] }),
    ]);
    expect((await list('/sources')).data).toEqual([expect.objectContaining({ isDefault: true })]);
    expect((await list('/payment/methods')).data).toEqual([
      expect.objectContaining({ isPaid: true, isDefault: true }),
    ]);
    expect((await list('/contacts')).data).toEqual([
      expect.objectContaining({ name: 'Бат Болд', email: 'bat@hotel.mn', isDefault: true }),
    ]);
  });

  it('refuses to delete or rename the defaults', async () => {
    const [tax] = (await list('/taxes')).data;
    const refused = await hotel.delete(`/taxes/${tax!.id as string}`, 400);
    expect(refused.body.detail).toBe('A default item cannot be deleted.');
    const renamed = await hotel.post('/taxes', { ...tax, name: 'Other' }, 400);
    expect(renamed.body.errors).toEqual({
      name: ['The name and percentage of the default tax cannot be changed.'],
    });
    // What may change on the default tax: inclusive and enabled.
    await hotel.post('/taxes', { ...tax, inclusive: false }, 200);
    expect((await list('/taxes')).data[0]).toMatchObject({ inclusive: false, name: tax!.name });

    const [category] = (await list('/service/categories')).data;
    await hotel.post('/service/categories', { id: category!.id, name: 'X', color: '#000000' }, 400);
    await hotel.delete(`/service/categories/${category!.id as string}`, 400);
    const [currency] = (await list('/currencies')).data;
    await hotel.delete(`/currencies/${currency!.id as string}`, 400);
    const [contact] = (await list('/contacts')).data;
    await hotel.delete(`/contacts/${contact!.id as string}`, 400);
  });
});

describe('settings lists', () => {
  it('moves the default source to the new default and keeps exactly one', async () => {
    const added = await hotel.post(
      '/sources',
      { name: 'Booking.com', color: '#1C7DF6', isDefault: true },
      201,
    );
    const sources = (await list('/sources')).data;
    expect(sources).toHaveLength(2);
    expect(sources.filter((s) => s.isDefault)).toEqual([
      expect.objectContaining({ id: added.body.id, shortName: 'BO', color: '#1c7df6' }),
    ]);
    // The default cannot be switched off directly, nor deleted.
    await hotel.post('/sources', { id: added.body.id, name: 'Booking.com', color: '#1c7df6' }, 400);
    await hotel.delete(`/sources/${added.body.id as string}`, 400);
  });

  it('refuses a name already in the list, whatever its case', async () => {
    await hotel.post('/payment/methods', { name: 'Карт', color: '#aa00aa' }, 201);
    const res = await hotel.post('/payment/methods', { name: 'КАРТ', color: '#aa00aa' }, 400);
    expect(res.body.errors).toEqual({ name: ['This name is already in use.'] });
  });

  it('answers bad input with 422 and a message per field', async () => {
    const res = await hotel.post(
      '/currencies',
      { name: '', shortName: 'usd1', rate: 'abc', isDefault: 'yes' },
      422,
    );
    expect(Object.keys(res.body.errors).sort()).toEqual(['isDefault', 'name', 'rate', 'shortName']);
    const tax = await hotel.post('/taxes', { name: 'НХАТ', percentage: 120 }, 422);
    expect(tax.body.errors.percentage).toEqual(['A percentage is between 0 and 100.']);
    const service = await hotel.post('/services', { name: 'Угаалга', price: -5 }, 422);
    expect(Object.keys(service.body.errors).sort()).toEqual(['price', 'serviceCategory']);
    const partner = await hotel.post('/partners', { name: 'ABC', type: 'friend' }, 422);
    expect(Object.keys(partner.body.errors)).toEqual(['type']);
  });

  it('keeps services with their category, partner and product category', async () => {
    const partner = await hotel.post(
      '/partners',
      { name: 'Тур ХХК', type: 'contracter', discount: 10, email: 'TOUR@x.mn' },
      201,
    );
    const category = await hotel.post(
      '/service/categories',
      { name: 'Ресторан', color: '#ff8800' },
      201,
    );
    await hotel.post(
      '/services',
      {
        name: 'Өглөөний цай',
        price: 25000,
        countable: true,
        quantity: 40,
        serviceCategory: { id: category.body.id },
        partner: { id: partner.body.id },
        productCategory: { id: '63310' },
      },
      201,
    );
    const categories = (await list('/service/categories')).data;
    const restaurant = categories.find((c) => c.id === category.body.id) as {
      services: unknown[];
    };
    expect(restaurant.services).toEqual([
      expect.objectContaining({
        name: 'Өглөөний цай',
        price: 25000,
        quantity: 40,
        partner: { id: partner.body.id, name: 'Тур ХХК' },
        productCategory: { id: '63310', code: '63310', name: 'Meal serving (restaurant)' },
      }),
    ]);
    expect((await list('/partners?type=contracter')).data).toEqual([
      expect.objectContaining({ email: 'tour@x.mn', discount: 10 }),
    ]);
    expect((await list('/partners?type=client')).data).toEqual([]);
    // In use: neither the category nor the partner can go.
    await hotel.delete(`/service/categories/${category.body.id as string}`, 400);
    await hotel.delete(`/partners/${partner.body.id as string}`, 400);
  });

  it('keeps the default category free of partners, product categories and stock', async () => {
    const [category] = (await list('/service/categories')).data;
    const res = await hotel.post(
      '/services',
      {
        name: 'Такси',
        price: 0,
        serviceCategory: { id: category!.id },
        productCategory: { id: '64112' },
      },
      400,
    );
    expect(Object.keys(res.body.errors)).toEqual(['productCategory.id']);
    await hotel.post(
      '/services',
      { name: 'Такси', price: 0, serviceCategory: { id: category!.id } },
      201,
    );
  });

  it('pages, sorts and searches a list', async () => {
    for (const name of ['Гэрээ А', 'Гэрээ Б', 'Гэрээ В', 'Харилцагч']) {
      await hotel.post('/partners', { name, type: 'partner' }, 201);
    }
    const page = await list('/partners?rowsPerPage=2&page=2&sortBy=name&direction=desc');
    expect(page.total).toBe(4);
    expect(page.data.map((p) => p.name)).toEqual(['Гэрээ Б', 'Гэрээ А']);
    expect((await list('/partners?search=гэрээ')).total).toBe(3);
    await hotel.get('/partners?rowsPerPage=abc').expect(422);
  });

  it('answers 404 for another property’s item', async () => {
    const other = await ownerWithProperty(app, { email: 'other@hotel.mn', registerNo: '7654321' });
    const [tax] = (await other.get('/taxes').expect(200)).body.data as { id: string }[];
    await hotel.delete(`/taxes/${tax!.id}`, 404);
    await hotel.post('/taxes', { id: tax!.id, name: 'X', percentage: 1 }, 404);
  });
});

describe('the default contact', () => {
  it('is edited by the owner only, even by staff who manage the settings', async () => {
    const role = await hotel.post(
      '/roles',
      { name: 'Тохиргоо', permissions: ['manage-settings'] },
      201,
    );
    await hotel.post(
      '/users',
      {
        name: 'Ажилтан',
        position: 'Менежер',
        phoneNumber: '+976 8811 2233',
        email: 's@hotel.mn',
        password: 'staff-password',
        role: { id: role.body.id },
      },
      201,
    );
    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 's@hotel.mn', password: 'staff-password' })
      .expect(200);
    const staff = hotel.as(`Bearer ${login.body.accessToken as string}`);
    const [contact] = (await list('/contacts')).data;
    const edit = { ...contact, position: 'Ерөнхий менежер' };
    const refused = await staff.post('/contacts', edit, 400);
    expect(refused.body.detail).toBe('Only the owner can edit the default contact.');
    await staff.post('/contacts', { name: 'Ресепшн', email: 'desk@hotel.mn' }, 201);
    await hotel.post('/contacts', edit, 200);
  });
});
