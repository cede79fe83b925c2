// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { renderScreen, switchOn } from '../../test/render';
import { RatePlansPage } from './rate-plans-page';
import { RoomTypeRatesList } from './room-type-rates-list';
import { basePlan, serveRates, standard } from './test-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  renderScreen(<RatePlansPage />, {
    path: '/p/h-1/s/rate/plans',
    namespaces: ['rates'],
    token: 't',
  });

/** A broken rule on a field, as the server answers it (400 with `errors`). */
const ruleBroken = (message: string, field: string) =>
  json(
    { type: '/problems/rule', title: message, status: 400, errors: { [field]: [message] } },
    400,
  );

describe('rate plans page', () => {
  it('without room types: an error alert with a link to the room types page', async () => {
    serveRates({ roomTypes: [], plans: [] });
    await show();
    const alert = await screen.findByTestId('no-room-types');
    expect(within(alert).getByText('Өрөөний төрөл алга байна')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Өрөөний төрөл рүү очих' }).getAttribute('href'),
    ).toBe('/p/h-1/s/room/types');
  });

  it('lists the plans of each room type; only a daily plan links to its daily rates', async () => {
    serveRates({
      plans: [
        basePlan,
        { ...basePlan, id: 'rp-2', name: 'Тогтмол', type: 'other', isDaily: false, isOta: false },
      ],
    });
    await show();
    const card = await screen.findByRole('region', { name: 'Стандарт' });
    expect(within(card).getByText('Үндсэн үнэ 150,000₮')).toBeTruthy();
    const rows = within(card).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Өдрийн үнэ' }).getAttribute('href')).toBe(
      '/p/h-1/s/rate/plans/rp-1',
    );
    expect(within(rows[2]!).queryByRole('link', { name: 'Өдрийн үнэ' })).toBeNull();
  });

  it('shows the server’s "only one" under the OTA switch', async () => {
    const requests = serveRates({}, (request) =>
      request.method === 'POST'
        ? ruleBroken('Нэг өрөөний төрөлд зөвхөн нэг OTA үнэ байна.', 'isOta')
        : json({}),
    );
    await show();
    const card = await screen.findByRole('region', { name: 'Стандарт' });
    fireEvent.click(within(card).getByRole('button', { name: 'Үнийн төрөл нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ үнийн төрөл' });
    fireEvent.change(within(dialog).getByLabelText(/^Нэр/), { target: { value: 'Хямдрал' } });
    // Who holds the flag now, and the hint.
    expect(within(dialog).getByText(/Одоо «Үндсэн үнэ» үнийн төрөлд идэвхтэй/)).toBeTruthy();
    expect(within(dialog).getAllByText('зөвхөн нэг')).toHaveLength(2);
    await switchOn(within(dialog).getByRole('switch', { name: /OTA сувгууд руу илгээх/ }));
    await waitFor(() => expect(within(dialog).getByText(/Өглөөний цай/)).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Үнийн төрөл нэмэх' }));
    expect(
      await within(dialog).findByText('Нэг өрөөний төрөлд зөвхөн нэг OTA үнэ байна.'),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Хямдрал',
      nameEn: '',
      roomType: { id: 'rt-1' },
      type: 'daily',
      nonRef: false,
      isOta: true,
      isOnlineBook: false,
      partners: [],
      meals: [],
    });
  });

  it('occupancy discounts: the main row is locked, a row switches on only with a discount', async () => {
    const requests = serveRates({}, () => json({ id: 'rp-1', position: '7' }));
    await show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Үндсэн үнэ-ийн хүний тооны хөнгөлөлт' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Хүний тооны хөнгөлөлт' });
    const main = within(dialog).getByTestId('occupancy-2');
    expect(within(main).getByText('Үндсэн')).toBeTruthy();
    expect(within(main).queryByRole('textbox')).toBeNull();
    const single = within(dialog).getByTestId('occupancy-1');
    const active = within(single).getByRole('switch') as HTMLInputElement;
    expect(active.disabled).toBe(true);
    fireEvent.change(within(single).getByRole('textbox'), { target: { value: '20000' } });
    await waitFor(() => expect(active.disabled).toBe(false));
    expect(within(single).getByText('Үндсэн үнээр 130,000₮')).toBeTruthy();
    await switchOn(active);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 'rp-1',
      occupancyRatePlans: [{ occupancy: 1, discount: 20000, isActive: true }],
    });
  });
});

describe('room type rates list (setup wizard)', () => {
  it('lists the room types side by side with their plans', async () => {
    serveRates({
      roomTypes: [standard, { ...standard, id: 'rt-2', name: 'Люкс', shortName: 'Л' }],
    });
    await renderScreen(<RoomTypeRatesList slug="h-1" />, {
      path: '/p/h-1/r/rates',
      namespaces: ['rates'],
      token: 't',
    });
    const items = await screen.findAllByRole('listitem', { name: /Стандарт|Люкс/ });
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('button', { name: 'Үндсэн үнэ үнийн төрлийг засах' }),
    ).toBeTruthy();
    expect(within(items[1]!).getByText('Энэ өрөөний төрөлд үнэ байхгүй байна.')).toBeTruthy();
  });
});
