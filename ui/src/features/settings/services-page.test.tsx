// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { aPartner } from '../../test/partner';
import { clickAndReadPost } from '../../test/posted';
import { renderScreen, switchOff } from '../../test/render';
import { ServicesPage } from './services-page';
import type { Partner, ServiceCategory } from './settings-api';
import { serveSettings } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const basic: ServiceCategory = {
  id: 'c-1',
  name: 'Үндсэн',
  color: '#1c7df6',
  isDefault: true,
  services: [
    {
      id: 'v-1',
      name: 'Өглөөний цай',
      price: 25000,
      countable: false,
      quantity: null,
      barCode: null,
      serviceCategory: { id: 'c-1', isDefault: true },
      partner: null,
      productCategory: null,
    },
  ],
};
const minibar: ServiceCategory = {
  id: 'c-2',
  name: 'Мини бар',
  color: '#db2777',
  isDefault: false,
  services: [
    {
      id: 'v-2',
      name: 'Кока кола',
      price: 3500,
      countable: true,
      quantity: 1200,
      barCode: '8650001',
      serviceCategory: { id: 'c-2', isDefault: false },
      partner: { id: 'p-1', name: 'Монгол Ундаа ХХК' },
      productCategory: { id: '24410', code: '24410', name: 'Ундаа, цэвэр ус' },
    },
  ],
};
const laundry: ServiceCategory = {
  id: 'c-3',
  name: 'Угаалга',
  color: '#0d9488',
  isDefault: false,
  services: [],
};
const supplier: Partner = aPartner({
  id: 'p-1',
  name: 'Монгол Ундаа ХХК',
  type: 'partner',
  registerNo: '5123456',
  contactPerson: 'Бат',
  phoneNumber: '99110000',
});
const PRODUCT_CATEGORIES = [
  { id: '24410', code: '24410', name: 'Ундаа, цэвэр ус' },
  { id: '97110', code: '97110', name: 'Угаалга, хими цэвэрлэгээ' },
];

const serve = (command?: Parameters<typeof serveSettings>[1]) =>
  serveSettings(
    {
      '/api/service/categories': () => [basic, minibar, laundry],
      '/api/partners': () => [supplier],
      '/api/product/categories': () => PRODUCT_CATEGORIES,
    },
    command,
  );

const show = () =>
  renderScreen(<ServicesPage />, {
    path: '/p/h-1/s/services',
    namespaces: ['settings'],
    token: 't',
  });

describe('services page', () => {
  it('shows each category as a card with its services and their prices', async () => {
    serve();
    await show();
    const card = await screen.findByRole('article', { name: 'Мини бар' });
    const cola = within(card).getByRole('listitem', { name: 'Кока кола' });
    expect(within(cola).getByText('3,500₮')).toBeTruthy();
    expect(within(cola).getByText('Үлдэгдэл 1,200')).toBeTruthy();
    expect(
      within(cola).getByText('24410 - Ундаа, цэвэр ус · Монгол Ундаа ХХК · 8650001'),
    ).toBeTruthy();
    expect(within(card).getByText('1 үйлчилгээ')).toBeTruthy();
    // A category with services cannot go; an empty one can.
    expect(
      within(card)
        .getByRole('button', { name: 'Мини бар ангиллыг устгах' })
        .hasAttribute('disabled'),
    ).toBe(true);
    const empty = screen.getByRole('article', { name: 'Угаалга' });
    expect(within(empty).getByText('Энэ ангилалд үйлчилгээ алга байна.')).toBeTruthy();
    expect(
      within(empty)
        .getByRole('button', { name: 'Угаалга ангиллыг устгах' })
        .hasAttribute('disabled'),
    ).toBe(false);

    // The default category: its badge; neither edited nor deleted.
    const main = screen.getByRole('article', { name: 'Үндсэн' });
    expect(within(main).getAllByText('Үндсэн').length).toBe(2);
    expect(
      within(main).getByRole('button', { name: 'Үндсэн ангиллыг засах' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(main).getByText('25,000₮')).toBeTruthy();
  });

  it('a service of the default category has a name and a price only', async () => {
    const requests = serve(() => json({ id: 'v-9', position: '3' }, 201));
    await show();
    const main = await screen.findByRole('article', { name: 'Үндсэн' });
    fireEvent.click(within(main).getByRole('button', { name: 'Үндсэн ангилалд үйлчилгээ нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ үйлчилгээ нэмэх' });
    expect(within(dialog).queryByLabelText(/Нийлүүлэгч/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Барааны ангилал/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Баркод/)).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: /Тоолох бараа/ })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Үйлчилгээний нэр/), {
      target: { value: 'Оройн хоол' },
    });
    const price = within(dialog).getByLabelText(/^Үнэ/) as HTMLInputElement;
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '045 000₮' } });
    expect(price.value).toBe('45000');
    fireEvent.blur(price);
    expect(price.value).toBe('45,000');
    const post = await clickAndReadPost(requests, dialog, 'Нэмэх');
    expect(post.url).toBe('/api/services');
    expect(post.body).toEqual({
      name: 'Оройн хоол',
      nameEn: '',
      price: 45000,
      countable: false,
      quantity: null,
      barCode: '',
      serviceCategory: { id: 'c-1' },
      partner: null,
      productCategory: null,
    });
  });

  it('a service of another category: supplier, product category, bar code, stock when counted', async () => {
    const requests = serve(() => json({ id: 'v-2', position: '4' }));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Кока кола үйлчилгээг засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Үйлчилгээ засах' });
    const quantity = within(dialog).getByLabelText(/^Үлдэгдэл/) as HTMLInputElement;
    expect(quantity.value).toBe('1200');
    expect((within(dialog).getByLabelText(/Барааны ангилал/) as HTMLSelectElement).value).toBe(
      '24410',
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Нийлүүлэгч/) as HTMLSelectElement).value).toBe('p-1'),
    );
    expect(
      within(dialog).getByRole('option', { name: '97110 - Угаалга, хими цэвэрлэгээ' }),
    ).toBeTruthy();

    // Not counted: no stock.
    await switchOff(within(dialog).getByRole('switch', { name: /Тоолох бараа/ }));
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Үлдэгдэл/)).toBeNull());
    fireEvent.change(within(dialog).getByLabelText(/Барааны ангилал/), { target: { value: '' } });
    const post = await clickAndReadPost(requests, dialog, 'Хадгалах');
    expect(post.body).toEqual({
      id: 'v-2',
      name: 'Кока кола',
      nameEn: '',
      price: 3500,
      countable: false,
      quantity: null,
      barCode: '8650001',
      serviceCategory: { id: 'c-2' },
      partner: { id: 'p-1' },
      productCategory: null,
    });
  });

  it('shows the server’s field errors under the fields', async () => {
    serve(() =>
      json(
        {
          title: 'Оруулсан мэдээлэл буруу байна.',
          status: 422,
          errors: { price: ['Бүхэл тоо оруулна уу.'], 'partner.id': ['Утга буруу байна.'] },
        },
        422,
      ),
    );
    await show();
    const laundryCard = await screen.findByRole('article', { name: 'Угаалга' });
    fireEvent.click(
      within(laundryCard).getByRole('button', { name: 'Угаалга ангилалд үйлчилгээ нэмэх' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ үйлчилгээ нэмэх' });
    expect((within(dialog).getByLabelText(/^Ангилал/) as HTMLSelectElement).value).toBe('c-3');
    fireEvent.change(within(dialog).getByLabelText(/Үйлчилгээний нэр/), {
      target: { value: 'Хими цэвэрлэгээ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await within(dialog).findByText('Бүхэл тоо оруулна уу.')).toBeTruthy();
    expect(within(dialog).getByText('Утга буруу байна.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Үнэ/).getAttribute('aria-invalid')).toBe('true');
  });
});
