// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { LocationProbe, renderScreen } from '../../test/render';
import { OperatorPage } from './operator-page';
import type { OperatorProperty, PropertyUsers } from './properties-api';
import { RegisteredUsersPage } from './registered-users-page';

const owner: CurrentUser = {
  id: 'u-1',
  name: 'Болд',
  email: 'bold@khanpalace.mn',
  position: 'Захирал',
  phoneNumber: '99112233',
  isDefault: true,
  isOperator: false,
  hotels: [],
};

const serve = (
  handler: (request: RecordedRequest) => Response | Promise<Response>,
  user: CurrentUser = owner,
) => installFakeServer((request) => (request.url === '/api/user' ? json(user) : handler(request)));

/** The first render of a file loads the locale files and styles: slow on a busy machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registered users page', () => {
  const properties: PropertyUsers[] = [
    { id: 'p-2', name: 'Тэрэлж', status: 'pending', users: [] },
    {
      id: 'p-1',
      name: 'Хан Палас',
      status: 'active',
      users: [
        {
          id: 'a-1',
          name: 'Сараа',
          position: 'Ресепшн',
          email: 'saraa@hotel.mn',
          phoneNumber: '+976 8811 2233',
          role: { id: 'r-1', name: 'Ресепшн', isDefault: false },
        },
      ],
    },
  ];

  it('shows a card per property with its users, and a way to manage an active one', async () => {
    serve(() => json({ data: properties, total: 2 }));
    await renderScreen(<RegisteredUsersPage />, { namespaces: ['properties'], token: 't' });
    const khan = await screen.findByRole('region', { name: 'Хан Палас' }, SLOW);
    const row = within(khan).getByText('Сараа').closest('tr')!;
    expect(within(row).getByText('Ресепшн')).toBeTruthy();
    expect(within(row).getByText('saraa@hotel.mn')).toBeTruthy();
    expect(within(row).getByText('+976 8811 2233')).toBeTruthy();
    expect(
      within(khan)
        .getByRole('link', { name: /Хэрэглэгчдийг удирдах/ })
        .getAttribute('href'),
    ).toBe('/p/p-1/s/users');
    const terelj = screen.getByRole('region', { name: 'Тэрэлж' });
    expect(within(terelj).getByText('Хэрэглэгч нэмээгүй байна.')).toBeTruthy();
    expect(within(terelj).getByText('Баталгаажуулалт хүлээж буй')).toBeTruthy();
    expect(within(terelj).queryByRole('link', { name: /Хэрэглэгчдийг удирдах/ })).toBeNull();
  });

  it('sends a staff account to the start page', async () => {
    const requests = serve(() => json({}, 403), { ...owner, isDefault: false });
    await renderScreen(
      <>
        <RegisteredUsersPage />
        <LocationProbe />
      </>,
      { namespaces: ['properties'], token: 't', path: '/users' },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), SLOW);
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
  });
});

describe('operator page', () => {
  const pending: OperatorProperty = {
    id: 'p-9',
    name: 'Говь Лодж',
    registerNo: '6543210',
    companyName: 'Говь ХХК',
    email: null,
    phone: null,
    status: 'pending',
    workingDate: '2026-11-22',
    registeredAt: '2026-11-21T10:00:00.000Z',
    owner: { id: 'u-7', name: 'Дорж', email: 'dorj@gobi.mn', phoneNumber: '99001122' },
  };

  it('lists the properties waiting for confirmation and activates one', async () => {
    let activated = false;
    const requests = serve(
      (request) => {
        if (request.method === 'POST') {
          activated = true;
          return json({ id: 'p-9', position: '30' }, 200, { 'X-Position': '30' });
        }
        return json(activated ? { data: [], total: 0 } : { data: [pending], total: 1 });
      },
      { ...owner, isOperator: true },
    );
    await renderScreen(<OperatorPage />, { namespaces: ['properties'], token: 't' });
    const row = (await screen.findByText('Говь Лодж', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Говь ХХК')).toBeTruthy();
    expect(within(row).getByText('Дорж')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Говь Лодж буудлыг идэвхжүүлэх' }));
    expect(await screen.findByText('«Говь Лодж» буудал идэвхжлээ')).toBeTruthy();
    expect(await screen.findByText('Баталгаажуулах буудал алга')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/operator/properties/p-9/activate');
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends anyone who is not an operator to the start page', async () => {
    const requests = serve(() => json({}, 403));
    await renderScreen(
      <>
        <OperatorPage />
        <LocationProbe />
      </>,
      { namespaces: ['properties'], token: 't', path: '/operator' },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), SLOW);
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
  });
});
