// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { aPartner } from '../../test/partner';
import { clickAndReadPost } from '../../test/posted';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { PartnersPage } from './partners-page';
import type { Partner, Tax } from './settings-api';
import { TaxesPage } from './taxes-page';
import { ruleBroken, serveSettings } from './test-fixtures';

// The tabs' indicator follows the active tab's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(() => {
  cleanup();
});

const juulchin = aPartner({
  id: 'p-1',
  name: 'Жуулчин ХХК',
  type: 'contracter',
  registerNo: '2012345',
  contactPerson: 'Сараа',
  phoneNumber: '+976 9911 2233',
  discount: 15,
});
const tours = aPartner({ id: 'p-2', name: 'Монгол Тур', type: 'client', contactPerson: 'Дорж' });

const show = (path = '/p/h-1/s/partners') =>
  renderScreen(<PartnersPage />, { path, namespaces: ['settings'], token: 't' });

describe('partners page', () => {
  it('lists the partners of the active tab: name, contact person, phone, discount', async () => {
    const requests = serveSettings({ '/api/partners': () => [juulchin, tours] });
    await show();
    const row = await screen.findByRole('row', { name: /Жуулчин ХХК/ });
    expect(within(row).getByText('Регистр: 2012345')).toBeTruthy();
    expect(within(row).getByText('Сараа')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '+976 9911 2233' }).getAttribute('href')).toBe(
      'tel:+97699112233',
    );
    expect(within(row).getByText('15%')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Монгол Тур/ })).toBeNull();

    // Each tab counts its partners.
    expect(screen.getByRole('tab', { name: 'Гэрээт (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Хамтрагч (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Харилцагч (1)' }));
    expect(await screen.findByRole('row', { name: /Монгол Тур/ }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Жуулчин ХХК/ })).toBeNull();
    expect(requests.filter((r) => r.url === '/api/partners').length).toBe(1);
  });

  it('a new partner takes the type of the active tab; the dialog groups its contacts', async () => {
    let partners = [juulchin];
    const requests = serveSettings({ '/api/partners': () => partners }, (request) => {
      const body = request.body as Partner;
      partners = [juulchin, { ...body, id: 'p-3' }];
      return json({ id: 'p-3', position: '8' }, 201);
    });
    await show('/p/h-1/s/partners?type=partner');
    expect(await screen.findByText('Хамтрагч байгууллага алга байна')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Байгууллага нэмэх' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ байгууллага нэмэх' });
    expect((within(dialog).getByLabelText(/^Төрөл/) as HTMLSelectElement).value).toBe('partner');
    expect(within(dialog).getByRole('heading', { name: 'Санхүүгийн ажилтан' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Байгууллагын нэр/), {
      target: { value: ' Хүннү Эйр ' },
    });
    const discount = within(dialog).getByLabelText(/^Хөнгөлөлт/) as HTMLInputElement;
    fireEvent.change(discount, { target: { value: '12,5%' } });
    expect(discount.value).toBe('12.5');
    const [contactName] = within(dialog).getAllByLabelText(/^Нэр$/);
    fireEvent.change(contactName!, { target: { value: 'Туяа' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByRole('row', { name: /Хүннү Эйр/ })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'Хүннү Эйр',
      type: 'partner',
      registerNo: '',
      description: '',
      contactPerson: 'Туяа',
      phoneNumber: '',
      email: '',
      financePerson: '',
      financePhoneNumber: '',
      financeEmail: '',
      address: '',
      discount: 12.5,
    });
  });

  it('asks the server to search (after a pause in typing) and says when nothing matches', async () => {
    const requests = serveSettings({ '/api/partners': () => [] });
    await show();
    await screen.findByText('Гэрээт байгууллага алга байна');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Нэрээр хайх' }), {
      target: { value: 'хүннү' },
    });
    expect(
      await screen.findByText('Хайлтад тохирох байгууллага олдсонгүй', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const searched = requests.filter((r) => r.url === '/api/partners').at(-1)!;
    expect(searched).toBeTruthy();
  });

  it('shows why a partner cannot be deleted', async () => {
    serveSettings({ '/api/partners': () => [juulchin] }, () =>
      ruleBroken('Энэ хамтрагчийн үйлчилгээ бүртгэлтэй тул устгах боломжгүй.'),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Жуулчин ХХК байгууллагыг устгах' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Байгууллага устгах' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(
      await screen.findByText('Энэ хамтрагчийн үйлчилгээ бүртгэлтэй тул устгах боломжгүй.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('taxes page', () => {
  const vat: Tax = {
    id: 't-1',
    name: 'НӨАТ',
    percentage: 10,
    inclusive: true,
    isEnabled: true,
    isDefault: true,
  };
  const cityTax: Tax = {
    id: 't-2',
    name: 'НХАТ',
    percentage: 1,
    inclusive: false,
    isEnabled: false,
    isDefault: false,
  };

  it('cards: percentage chip, inclusive or not; the default tax is not deleted nor renamed', async () => {
    const requests = serveSettings({ '/api/taxes': () => [vat, cityTax] });
    await renderScreen(<TaxesPage />, {
      path: '/p/h-1/s/taxes',
      namespaces: ['settings'],
      token: 't',
    });
    const card = await screen.findByRole('article', { name: 'НӨАТ' });
    expect(within(card).getByText('10%')).toBeTruthy();
    expect(within(card).getByText('Үнэд багтсан')).toBeTruthy();
    expect(within(card).getByText('Идэвхтэй')).toBeTruthy();
    const remove = within(card).getByRole('button', { name: 'НӨАТ татварыг устгах' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(remove.getAttribute('title')).toBe('Үндсэн татварыг устгах боломжгүй');
    const city = screen.getByRole('article', { name: 'НХАТ' });
    expect(within(city).getByText('Үнэ дээр нэмэгдэнэ')).toBeTruthy();
    expect(within(city).getByText('Идэвхгүй')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'НӨАТ татварыг засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Татвар засах' });
    expect((within(dialog).getByLabelText(/Татварын нэр/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText(/^Хувь/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText('Үндсэн татварын нэр, хувийг өөрчлөх боломжгүй.')).toBeTruthy();
    const exclusive = within(dialog).getByRole('radio', { name: /Үнэ дээр нэмэгдэнэ/ });
    fireEvent.click(exclusive);
    // Chosen once the form holds it (the item shows the form's value).
    await waitFor(() =>
      expect(exclusive.closest('label')?.getAttribute('data-state')).toBe('checked'),
    );
    const post = await clickAndReadPost(requests, dialog, 'Хадгалах');
    expect(post.body).toEqual({
      id: 't-1',
      name: 'НӨАТ',
      nameEn: '',
      percentage: 10,
      inclusive: false,
      isEnabled: true,
    });
  });
});
