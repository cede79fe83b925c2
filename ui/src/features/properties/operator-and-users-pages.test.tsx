// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { json } from '../../test/fake-server';
import { LocationProbe, renderScreen } from '../../test/render';
import { OperatorPage } from './operator-page';
import type { OperatorProperty, PropertyUsers } from './properties-api';
import { RegisteredUsersPage } from './registered-users-page';
import { fakeServerFor, SLOW } from './test-fixtures';
import { ownerOf } from '../../test/users';

const owner: CurrentUser = ownerOf(null, { isOperator: false });

const serve = fakeServerFor(owner);

/** `page` at `path`, beside where it sends the browser. */
const showWithLocation = (page: ReactNode, path: string) =>
  renderScreen(
    <>
      {page}
      <LocationProbe />
    </>,
    { namespaces: ['properties'], token: 't', path },
  );

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
          role: { id: 'r-1', name: 'Ресепшн', nameEn: null, isDefault: false },
        },
      ],
    },
  ];

  const { id, name, position, phoneNumber, email } = owner;
  const staffOfKhan = [
    // The owner (the caller), as the property's staff list shows them.
    { id, name, position, phoneNumber, email, isOwner: true, role: null },
    {
      id: 'a-1',
      name: 'Сараа',
      position: 'Ресепшний ажилтан',
      phoneNumber: '+976 8811 2233',
      email: 'saraa@hotel.mn',
      isOwner: false,
      role: { id: 'r-1', name: 'Ресепшн', isDefault: false },
    },
  ];
  const rolesOfKhan = [
    { id: 'r-1', name: 'Ресепшн', isDefault: false, permissions: [] },
    { id: 'r-2', name: 'Менежер', isDefault: true, permissions: [] },
  ];

  /** The registered users, and the active property's own lists and commands. */
  const serveUsers = () =>
    serve((request) => {
      if (request.url === '/api/registered/users') return json({ data: properties, total: 2 });
      if (request.headers.get('X-Slug') !== 'p-1')
        return json({ title: 'Not found', status: 404 }, 404);
      if (request.method === 'GET' && request.url === '/api/users') {
        return json({ data: staffOfKhan, total: 2 });
      }
      if (request.url === '/api/roles') return json({ data: rolesOfKhan, total: 2 });
      if (request.method === 'POST' && request.url === '/api/users') {
        return json({ id: 'a-1', position: '7' });
      }
      if (request.method === 'DELETE') return json({ position: '8' });
      return json({ title: 'Not found', status: 404 }, 404);
    });

  /** The page, and Сараа's card in Хан Палас once it shows. */
  const showSaraa = async () => {
    const requests = serveUsers();
    await renderScreen(<RegisteredUsersPage />, {
      namespaces: ['properties', 'staff'],
      token: 't',
    });
    const khan = await screen.findByRole('region', { name: 'Хан Палас' }, SLOW);
    const saraa = await within(khan).findByRole('article', { name: 'Сараа' }, SLOW);
    return { requests, khan, saraa };
  };

  it('shows a card per property with its users as cards, actions on an active one only', async () => {
    const { requests, khan, saraa } = await showSaraa();
    expect(within(saraa).getByText('Ресепшн')).toBeTruthy();
    expect(within(saraa).getByText('saraa@hotel.mn')).toBeTruthy();
    expect(within(saraa).getByText('+976 8811 2233')).toBeTruthy();
    // The owner (the caller) is not repeated among the staff.
    expect(within(khan).queryByRole('article', { name: 'Болд' })).toBeNull();
    expect(
      within(saraa).getByRole('button', { name: 'Сараа хэрэглэгчийн мэдээллийг засах' }),
    ).toBeTruthy();
    expect(
      within(saraa).getByRole('button', { name: 'Сараа хэрэглэгчийн эрхийг солих' }),
    ).toBeTruthy();
    expect(within(saraa).getByRole('button', { name: 'Сараа хэрэглэгчийг устгах' })).toBeTruthy();
    expect(within(khan).getByRole('button', { name: 'Хэрэглэгч нэмэх' })).toBeTruthy();
    // The property's own list, asked for in that property.
    const list = requests.find((r) => r.url === '/api/users' && r.method === 'GET');
    expect(list?.headers.get('X-Slug')).toBe('p-1');

    const terelj = screen.getByRole('region', { name: 'Тэрэлж' });
    expect(within(terelj).getByText('Хэрэглэгч нэмээгүй байна.')).toBeTruthy();
    expect(within(terelj).getByText('Баталгаажуулалт хүлээж буй')).toBeTruthy();
    expect(within(terelj).queryByRole('button')).toBeNull();
  });

  it('changes a user’s role with their details as they are, and deletes a user', async () => {
    const { requests, saraa } = await showSaraa();
    fireEvent.click(within(saraa).getByRole('button', { name: 'Сараа хэрэглэгчийн эрхийг солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Эрх солих' });
    const select = within(dialog).getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(2));
    expect(select.value).toBe('r-1');
    fireEvent.change(select, { target: { value: 'r-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Сараа хэрэглэгчийн эрх солигдлоо')).toBeTruthy();
    const save = requests.find((r) => r.method === 'POST' && r.url === '/api/users')!;
    expect(save.headers.get('X-Slug')).toBe('p-1');
    expect(save.headers.get('Idempotency-Key')).toBeTruthy();
    expect(save.body).toEqual({
      id: 'a-1',
      name: 'Сараа',
      position: 'Ресепшний ажилтан',
      phoneNumber: '+976 8811 2233',
      role: { id: 'r-2' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(saraa).getByRole('button', { name: 'Сараа хэрэглэгчийг устгах' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/users/a-1')).toBe(true),
    );
    const removal = requests.find((r) => r.method === 'DELETE')!;
    expect(removal.headers.get('X-Slug')).toBe('p-1');
  });

  it('sends a staff account to the start page', async () => {
    const requests = serve(() => json({}, 403), { ...owner, isDefault: false });
    await showWithLocation(<RegisteredUsersPage />, '/users');
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
    timeZone: 'Asia/Ulaanbaatar',
    currency: 'MNT',
    workingDate: '2026-11-22',
    registeredAt: '2026-11-21T10:00:00.000Z',
    ownerAccountId: 'u-7',
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
    await showWithLocation(<OperatorPage />, '/operator');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), SLOW);
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
  });
});
