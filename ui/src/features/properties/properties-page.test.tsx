// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, json } from '../../test/fake-server';
import { LocationProbe, renderScreen } from '../../test/render';
import type { Property } from './properties-api';
import { PropertiesPage } from './properties-page';
import { fakeServerFor, SLOW } from './test-fixtures';
import { khanPalaceOf, ownerOf } from '../../test/users';

const khanPalace: Property = {
  id: 'p-1',
  name: 'Хан Палас',
  registerNo: '5123456',
  companyName: 'Хан Палас ХХК',
  email: 'info@khanpalace.mn',
  phone: null,
  status: 'active',
  timeZone: 'Asia/Ulaanbaatar',
  currency: 'MNT',
  workingDate: '2026-11-22',
  registeredAt: '2026-11-21T10:00:00.000Z',
  ownerAccountId: 'u-1',
  image: null,
  address: null,
};

const owner: CurrentUser = ownerOf(null);

/** The fake server, answering GET /api/user with `user` and everything else with `handler`. */
const serve = fakeServerFor(owner);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (namespaces = ['properties']) =>
  renderScreen(<PropertiesPage />, { namespaces, token: 't0k3n' });

describe('properties page', () => {
  it('shows the empty state in Mongolian', async () => {
    const requests = serve(() => json({ data: [], total: 0 }));
    await show();
    expect(await screen.findByText('Бүртгэлтэй буудал алга байна', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Зочид буудлууд');
    const list = requests.find((r) => r.url === '/api/hotels');
    expect(list?.headers.get('X-Language')).toBe('mn');
    expect(list?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(list?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('lists the properties as cards: name, picture, subtitle, active flag, and a plus card', async () => {
    serve(() =>
      json({
        data: [
          khanPalace,
          {
            ...khanPalace,
            id: 'p-2',
            name: 'Тэрэлж',
            address: 'Горхи-Тэрэлж, Төв аймаг',
            image: 'p-2/00000000-0000-4000-8000-000000000001.jpg',
          },
        ],
        total: 2,
      }),
    );
    await show();
    const card = await screen.findByRole('article', { name: 'Хан Палас' }, SLOW);
    // No address yet: the company stands under the name.
    expect(within(card).getByText('Хан Палас ХХК')).toBeTruthy();
    expect(within(card).getByText('РД: 5123456')).toBeTruthy();
    expect(within(card).getByText('Идэвхтэй')).toBeTruthy();
    const terelj = screen.getByRole('article', { name: 'Тэрэлж' });
    expect(within(terelj).getByText('Горхи-Тэрэлж, Төв аймаг')).toBeTruthy();
    expect(within(terelj).getByRole('img', { name: 'Тэрэлж' })).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    // The plus card opens the form of a new property.
    const cards = within(screen.getByRole('list', { name: 'Буудлын жагсаалт' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    fireEvent.click(within(cards[2]!).getByRole('button', { name: 'Буудал нэмэх' }));
    expect(await screen.findByRole('dialog', { name: 'Шинэ буудал бүртгэх' })).toBeTruthy();
  });

  it('shows a failed load with the server message and retries', async () => {
    let fail = true;
    serve(() =>
      fail
        ? json({ title: 'Алдаа', status: 500, detail: 'Унших сан түр ажиллахгүй байна.' }, 500)
        : json({ data: [khanPalace], total: 1 }),
    );
    await show();
    expect(await screen.findByText('Буудлын жагсаалтыг ачаалж чадсангүй.')).toBeTruthy();
    expect(screen.getByText('Унших сан түр ажиллахгүй байна.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Дахин оролдох' }));
    expect(await screen.findByText('Хан Палас')).toBeTruthy();
  });

  it('adds a property in two steps: register number lookup, then the property details', async () => {
    let registered = false;
    const requests = serve((request: RecordedRequest) => {
      if (request.method === 'GET') {
        return json(registered ? { data: [khanPalace], total: 1 } : { data: [], total: 0 });
      }
      if (request.url === '/api/hotels/lookup') {
        const { registerNo } = request.body as { registerNo: string };
        if (registerNo === '5123456') {
          return json({ registerNo, companyName: null, available: true });
        }
        return json(
          registerNo.length !== 7
            ? {
                type: '/problems/validation',
                title: 'Оруулсан мэдээлэл буруу байна.',
                status: 422,
                errors: { registerNo: ['Регистрийн дугаар 7 оронтой тоо байна.'] },
              }
            : {
                type: '/problems/business-rule',
                title: 'Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.',
                status: 400,
                code: 'property.registerNoTaken',
                errors: { registerNo: ['Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.'] },
              },
          registerNo.length !== 7 ? 422 : 400,
        );
      }
      const body = request.body as { name: string };
      if (body.name.length < 2) {
        return json(
          {
            type: '/problems/validation',
            title: 'Оруулсан мэдээлэл буруу байна.',
            status: 422,
            errors: { name: ['Хамгийн багадаа 2 тэмдэгт оруулна уу.'] },
          },
          422,
        );
      }
      registered = true;
      return json({ id: 'p-1', position: '12' }, 201, { 'X-Position': '12' });
    });
    await show();
    await screen.findByText('Бүртгэлтэй буудал алга байна', {}, SLOW);

    fireEvent.click(screen.getAllByRole('button', { name: 'Буудал нэмэх' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });

    // Step 1: only the register number; nothing else can be entered yet.
    expect(within(dialog).queryByLabelText('Буудлын нэр', { exact: false })).toBeNull();
    const registerNo = field('Байгууллагын регистрийн дугаар');
    const next = within(dialog).getByRole('button', { name: 'Үргэлжлүүлэх' });
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.change(registerNo, { target: { value: '12345' } });
    fireEvent.click(next);
    await waitFor(() => expect(registerNo.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Регистрийн дугаар 7 оронтой тоо байна.')).toBeTruthy();

    // A number another property holds: still step 1, the reason under the field.
    fireEvent.change(registerNo, { target: { value: '7654321' } });
    fireEvent.click(next);
    expect(
      await within(dialog).findByText('Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Буудлын нэр', { exact: false })).toBeNull();

    // A free number leads to step 2, where it is fixed.
    fireEvent.change(registerNo, { target: { value: ' 5123456 ' } });
    fireEvent.click(next);
    const name = await within(dialog).findByLabelText('Буудлын нэр', { exact: false });
    expect(requests.filter((r) => r.url === '/api/hotels/lookup').map((r) => r.body)).toEqual([
      { registerNo: '12345' },
      { registerNo: '7654321' },
      { registerNo: '5123456' },
    ]);
    const fixed = field('Байгууллагын регистрийн дугаар') as HTMLInputElement;
    expect(fixed.value).toBe('5123456');
    expect(fixed.readOnly).toBe(true);
    // No name from a registry: the user types it.
    expect((field('Байгууллагын нэр') as HTMLInputElement).readOnly).toBe(false);

    fireEvent.change(name, { target: { value: 'Х' } });
    fireEvent.change(field('Байгууллагын нэр'), { target: { value: 'Хан Палас ХХК' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Бүртгэх' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const firstPost = requests.find((r) => r.url === '/api/hotels' && r.method === 'POST')!;
    expect(firstPost.body).toEqual({
      name: 'Х',
      registerNo: '5123456',
      companyName: 'Хан Палас ХХК',
      email: null,
      phone: null,
    });
    const firstKey = firstPost.headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.change(name, { target: { value: ' Хан Палас ' } });
    // A double click registers once.
    const submit = within(dialog).getByRole('button', { name: 'Бүртгэх' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    expect(await screen.findByText('Буудал амжилттай бүртгэгдлээ')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Хан Палас' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = requests.filter((r) => r.url === '/api/hotels' && r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as { name: string }).name).toBe('Хан Палас');
    expect(posts[1]!.headers.get('Idempotency-Key')).not.toBe(firstKey);
    const refetch = requests.filter((r) => r.url === '/api/hotels').at(-1)!;
    expect(refetch.headers.get('X-Min-Position')).toBe('12');
  });

  it('fills in the company name a registry knows, read-only, and goes back to step 1', async () => {
    serve((request) =>
      request.url === '/api/hotels/lookup'
        ? json({ registerNo: '5123456', companyName: 'Хан Палас ХХК', available: true })
        : json({ data: [], total: 0 }),
    );
    await show();
    await screen.findByText('Бүртгэлтэй буудал алга байна', {}, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: 'Буудал нэмэх' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(
      within(dialog).getByLabelText('Байгууллагын регистрийн дугаар', { exact: false }),
      {
        target: { value: '5123456' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Үргэлжлүүлэх' }));
    const company = (await within(dialog).findByLabelText('Байгууллагын нэр', {
      exact: false,
    })) as HTMLInputElement;
    expect(company.value).toBe('Хан Палас ХХК');
    expect(company.readOnly).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Буцах' }));
    const again = (await within(dialog).findByLabelText('Байгууллагын регистрийн дугаар', {
      exact: false,
    })) as HTMLInputElement;
    expect(again.value).toBe('5123456');
    expect(again.readOnly).toBe(false);
  });

  it('links an active property to its pages, and a pending one nowhere', async () => {
    serve(() =>
      json({
        data: [khanPalace, { ...khanPalace, id: 'p-2', name: 'Тэрэлж', status: 'pending' }],
        total: 2,
      }),
    );
    await show();
    const open = await screen.findByRole('link', { name: 'Хан Палас буудлыг нээх' });
    expect(open.getAttribute('href')).toBe('/p/p-1');
    const pending = screen.getByRole('article', { name: 'Тэрэлж' });
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(pending).getByText('Баталгаажуулалт хүлээж буй')).toBeTruthy();
    expect(
      within(pending).getByText('Системийн оператор баталгаажуулахыг хүлээж байна'),
    ).toBeTruthy();
  });

  const hotel = (id: string, name: string, status: 'active' | 'pending' = 'active') => ({
    ...khanPalaceOf('2026-11-22'),
    id,
    name,
    status,
    isOwner: false,
    role: { id: 'r-1', name: 'Ресепшн', nameEn: null, isDefault: false, permissions: [] },
  });

  it('shows a staff member the hotels they work at, without the owner list', async () => {
    const requests = serve(() => json({ title: 'Forbidden', status: 403 }, 403), {
      ...owner,
      isDefault: false,
      hotels: [hotel('h-1', 'Хан Палас'), hotel('h-2', 'Тэрэлж', 'pending')],
    });
    await show();
    const card = await screen.findByRole('article', { name: 'Хан Палас' }, SLOW);
    expect(within(card).getByText('Ресепшн')).toBeTruthy();
    expect(within(card).getByText('Идэвхтэй')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Хан Палас буудлыг нээх' }).getAttribute('href'),
    ).toBe('/p/h-1');
    expect(within(screen.getByRole('article', { name: 'Тэрэлж' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Миний буудлууд');
    expect(screen.queryByRole('button', { name: 'Буудал нэмэх' })).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['/api/user']);
  });

  it('sends a staff member with exactly one open hotel straight into it', async () => {
    serve(() => json({}, 500), { ...owner, isDefault: false, hotels: [hotel('h-1', 'Хан Палас')] });
    await renderScreen(
      <>
        <PropertiesPage />
        <LocationProbe />
      </>,
      { namespaces: ['properties'], token: 't', path: '/en/' },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/p/h-1'));
  });

  it('keeps a staff member whose only hotel is pending on the list', async () => {
    serve(() => json({}, 500), {
      ...owner,
      isDefault: false,
      hotels: [hotel('h-1', 'Хан Палас', 'pending')],
    });
    await show();
    expect(await screen.findByText('Хан Палас')).toBeTruthy();
    expect(screen.getByText('Баталгаажуулалт хүлээж буй')).toBeTruthy();
  });
});
