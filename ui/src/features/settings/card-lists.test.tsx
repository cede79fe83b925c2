// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { clickAndReadPost } from '../../test/posted';
import { renderScreen, switchOff, switchOn } from '../../test/render';
import { CurrenciesPage } from './currencies-page';
import { PaymentMethodsPage } from './payment-methods-page';
import type { Currency, PaymentMethod, Source } from './settings-api';
import { SourcesPage, SourcesSection } from './sources-page';
import { ruleBroken, serveSettings } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const direct: Source = {
  id: 's-1',
  name: 'Шууд',
  shortName: 'ШУ',
  color: '#16a34a',
  isDefault: true,
};
const phone: Source = {
  id: 's-2',
  name: 'Утсаар',
  shortName: 'УТ',
  color: '#ff00aa',
  isDefault: false,
};

const show = (ui = <SourcesPage />, path = '/p/h-1/s/sources') =>
  renderScreen(ui, { path, namespaces: ['settings'], token: 't' });

describe('sources', () => {
  it('shows each channel as a card: short name, default badge, no delete for the default', async () => {
    const requests = serveSettings({ '/api/sources': () => [direct, phone] });
    await show();
    const card = await screen.findByRole('article', { name: 'Шууд' });
    expect(within(card).getByText('Үндсэн')).toBeTruthy();
    expect(within(card).getByText('Товч нэр: ШУ')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Шууд сувгийг устгах' }).hasAttribute('disabled'),
    ).toBe(true);
    const other = screen.getByRole('article', { name: 'Утсаар' });
    expect(within(other).queryByText('Үндсэн')).toBeNull();
    expect(
      within(other).getByRole('button', { name: 'Утсаар сувгийг устгах' }).hasAttribute('disabled'),
    ).toBe(false);
    const list = requests.find((r) => r.url === '/api/sources')!;
    expect(list.headers.get('X-Slug')).toBe('h-1');
  });

  it('derives the short name from the name until the user writes their own', async () => {
    let sources = [direct];
    const requests = serveSettings({ '/api/sources': () => sources }, (request) => {
      const body = request.body as Omit<Source, 'id'>;
      if (body.name === 'Шууд') return ruleBroken('Ийм нэр бүртгэлтэй байна.', 'name');
      sources = [direct, { ...body, id: 's-3' }];
      return json({ id: 's-3', position: '7' }, 201);
    });
    await show();
    await screen.findByRole('article', { name: 'Шууд' });
    fireEvent.click(screen.getByRole('button', { name: 'Суваг нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ суваг нэмэх' });
    const name = within(dialog).getByLabelText(/Сувгийн нэр/) as HTMLInputElement;
    const shortName = within(dialog).getByLabelText(/Товч нэр/) as HTMLInputElement;

    fireEvent.change(name, { target: { value: 'b' } });
    expect(shortName.value).toBe('B');
    fireEvent.change(name, { target: { value: 'booking.com' } });
    expect(shortName.value).toBe('BO');
    expect(within(dialog).getByText('Нэрээс автоматаар')).toBeTruthy();

    // The user's own short name stays when the name changes; emptied, it follows again.
    fireEvent.change(shortName, { target: { value: 'bk' } });
    expect(shortName.value).toBe('BK');
    fireEvent.change(name, { target: { value: 'Booking' } });
    expect(shortName.value).toBe('BK');
    fireEvent.change(shortName, { target: { value: '' } });
    expect(shortName.value).toBe('BO');

    // The colour: the first swatch no channel uses yet, then the one clicked.
    const swatches = within(dialog).getByRole('radiogroup', { name: 'Өнгө' });
    expect(
      within(swatches).getByRole('radio', { name: 'Цэнхэр' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(swatches).getByRole('radio', { name: 'Ягаан' }));
    expect(
      within(swatches).getByRole('radio', { name: 'Ягаан' }).getAttribute('aria-checked'),
    ).toBe('true');

    // A name taken: the message shows under the name.
    fireEvent.change(name, { target: { value: 'Шууд' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Ийм нэр бүртгэлтэй байна.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Booking.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByRole('article', { name: 'Booking.com' })).toBeTruthy();
    expect(await screen.findByText('Захиалгын суваг нэмэгдлээ')).toBeTruthy();
    const post = requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(post.url).toBe('/api/sources');
    expect(post.body).toEqual({
      name: 'Booking.com',
      nameEn: '',
      shortName: 'BO',
      color: '#db2777',
      isDefault: false,
    });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an edited channel’s own colour among the swatches; the default stays on', async () => {
    const requests = serveSettings({ '/api/sources': () => [direct, phone] });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Утсаар сувгийг засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Захиалгын суваг засах' });
    expect(
      within(dialog)
        .getByRole('radio', { name: 'Одоогийн өнгө (#ff00aa)' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await switchOn(within(dialog).getByRole('switch', { name: /Үндсэн суваг/ }));
    await waitFor(() =>
      expect(within(dialog).getByText('«Шууд» суваг үндсэн биш болно.')).toBeTruthy(),
    );
    const post = await clickAndReadPost(requests, dialog, 'Хадгалах');
    expect(post.body).toEqual({
      id: 's-2',
      name: 'Утсаар',
      nameEn: '',
      shortName: 'УТ',
      color: '#ff00aa',
      isDefault: true,
    });

    cleanup();
    serveSettings({ '/api/sources': () => [direct, phone] });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Шууд сувгийг засах' }));
    const defaultDialog = await screen.findByRole('dialog', { name: 'Захиалгын суваг засах' });
    const toggle = within(defaultDialog).getByRole('switch', { name: /Үндсэн суваг/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
  });

  it('deletes after confirmation and shows the server’s refusal', async () => {
    const requests = serveSettings({ '/api/sources': () => [direct, phone] }, () =>
      ruleBroken('Энэ сувгаар захиалга бүртгэгдсэн байна.'),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Утсаар сувгийг устгах' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Захиалгын суваг устгах' });
    expect(within(confirm).getByText(/«Утсаар» сувгийг устгах уу/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(await screen.findByText('Энэ сувгаар захиалга бүртгэгдсэн байна.')).toBeTruthy();
    const remove = requests.find((r) => r.method === 'DELETE')!;
    expect(remove.url).toBe('/api/sources/s-2');
    expect(remove.headers.get('X-Slug')).toBe('h-1');
  });

  it('in the setup wizard: a heading and an "add" tile after the cards', async () => {
    serveSettings({ '/api/sources': () => [direct] });
    await show(<SourcesSection slug="h-1" variant="wizard" />, '/p/h-1/r/regs');
    const section = await screen.findByRole('region', { name: 'Захиалгын суваг' });
    await within(section).findByRole('article', { name: 'Шууд' });
    fireEvent.click(within(section).getByRole('button', { name: 'Суваг нэмэх' }));
    expect(await screen.findByRole('dialog', { name: 'Шинэ суваг нэмэх' })).toBeTruthy();
  });
});

describe('English names', () => {
  const bilingual: Source = { ...direct, nameEn: 'Direct' };

  it('in English, cards show the English name (else the name); the form sends it', async () => {
    const requests = serveSettings({ '/api/sources': () => [bilingual, phone] }, () =>
      json(
        {
          title: 'The data is invalid.',
          status: 422,
          errors: { nameEn: ['Too long.'] },
        },
        422,
      ),
    );
    await renderScreen(<SourcesPage />, {
      path: '/en/p/h-1/s/sources',
      language: 'en',
      namespaces: ['settings'],
      token: 't',
    });
    expect(await screen.findByRole('article', { name: 'Direct' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Утсаар' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit channel Direct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation channel' });
    const nameEn = within(dialog).getByLabelText(/^English name/) as HTMLInputElement;
    expect(nameEn.value).toBe('Direct');
    fireEvent.change(nameEn, { target: { value: 'Walk-in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long.')).toBeTruthy();
    expect(nameEn.getAttribute('aria-invalid')).toBe('true');
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      id: 's-1',
      name: 'Шууд',
      nameEn: 'Walk-in',
    });
  });
});

describe('payment methods', () => {
  const cash: PaymentMethod = {
    id: 'p-1',
    name: 'Бэлэн мөнгө',
    color: '#2f855a',
    isPaid: true,
    incomeTypes: ['paid', 'prepaid', 'cancellation'],
    isDefault: true,
  };

  it('lists income types on the card and needs at least one in the form', async () => {
    const requests = serveSettings({ '/api/payment/methods': () => [cash] });
    await show(<PaymentMethodsPage />, '/p/h-1/s/payment/methods');
    const card = await screen.findByRole('article', { name: 'Бэлэн мөнгө' });
    expect(within(card).getByText('Урьдчилгаа')).toBeTruthy();
    expect(within(card).getByText('Цуцлалтын төлбөр')).toBeTruthy();
    expect(within(card).getByText('Төлөгдсөнд тооцно')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Төлбөрийн хэрэгсэл нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ төлбөрийн хэрэгсэл' });
    fireEvent.change(within(dialog).getByLabelText(/^Нэр/), { target: { value: 'Карт' } });
    const paid = within(dialog).getByRole('checkbox', { name: 'Төлбөр' }) as HTMLInputElement;
    expect(paid.checked).toBe(true);
    fireEvent.click(paid);
    await waitFor(() => expect(paid.checked).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await within(dialog).findByText('Дор хаяж нэг орлогын төрөл сонгоно уу.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const receivable = within(dialog).getByRole('checkbox', { name: 'Авлага' });
    const isPaid = within(dialog).getByRole('switch', { name: /Төлөгдсөнд тооцох/ });
    fireEvent.click(receivable);
    fireEvent.click(paid);
    await switchOff(isPaid);
    // Taken once the form holds them (each control shows the form's value).
    const stateOf = (input: HTMLElement) => input.closest('label')?.getAttribute('data-state');
    await waitFor(() => {
      expect(stateOf(receivable)).toBe('checked');
      expect(stateOf(paid)).toBe('checked');
      expect(stateOf(isPaid)).toBe('unchecked');
    });
    const post = await clickAndReadPost(requests, dialog, 'Нэмэх');
    expect(post.body).toEqual({
      name: 'Карт',
      nameEn: '',
      color: '#1c7df6',
      isPaid: false,
      // A card is not cash (the switch is off unless turned on).
      isCash: false,
      // Nor where online payments arrive unless marked so.
      isOnline: false,
      // In the usual order, not the order ticked.
      incomeTypes: ['paid', 'receivable'],
      isDefault: false,
    });
  });
});

describe('currencies', () => {
  const tugrik: Currency = {
    id: 'c-1',
    name: 'Төгрөг',
    shortName: 'MNT',
    rate: 1,
    isDefault: true,
  };

  it('shows rates in tugrik and writes the code in capital latin letters', async () => {
    const requests = serveSettings({
      '/api/currencies': () => [
        tugrik,
        { ...tugrik, id: 'c-2', name: 'Евро', shortName: 'EUR', rate: 3950.5, isDefault: false },
      ],
    });
    await show(<CurrenciesPage />, '/p/h-1/s/currencies');
    const euro = await screen.findByRole('article', { name: 'Евро' });
    expect(within(euro).getByText('1 EUR = 3,950.5₮')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Валют нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ валют нэмэх' });
    fireEvent.change(within(dialog).getByLabelText(/Валютын нэр/), {
      target: { value: 'Ам.доллар' },
    });
    const code = within(dialog).getByLabelText(/^Код/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'u$sdx' } });
    expect(code.value).toBe('USD');
    fireEvent.change(within(dialog).getByLabelText(/^Ханш/), { target: { value: '3 450,25' } });
    expect((within(dialog).getByLabelText(/^Ханш/) as HTMLInputElement).value).toBe('3450.25');
    const post = await clickAndReadPost(requests, dialog, 'Нэмэх');
    expect(post.body).toEqual({
      name: 'Ам.доллар',
      nameEn: '',
      shortName: 'USD',
      rate: 3450.25,
      isDefault: false,
    });
  });
});
