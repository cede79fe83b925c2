// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, json } from '../../test/fake-server';
import { clickAndReadPost } from '../../test/posted';
import { renderScreen } from '../../test/render';
import type { Role, StaffUser } from './staff-api';
import { reception, serveStaff } from './test-fixtures';
import { UsersPage } from './users-page';
import { ownerOf } from '../../test/users';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me: CurrentUser = ownerOf('2026-11-22');

const manager: Role = {
  id: 'r-1',
  name: 'Менежер',
  nameEn: null,
  isDefault: true,
  permissions: [],
};
/** The signed-in owner, as the staff list shows them. */
const { id, name, position, phoneNumber, email } = me;
const owner: StaffUser = { id, name, position, phoneNumber, email, isOwner: true, role: null };
const deputy: StaffUser = {
  id: 'u-2',
  name: 'Дорж',
  position: 'Орлогч',
  phoneNumber: '88112233',
  email: 'dorj@khanpalace.mn',
  isOwner: false,
  role: { id: 'r-1', name: 'Менежер', nameEn: null, isDefault: true },
};
const clerk: StaffUser = {
  id: 'u-3',
  name: 'Сараа',
  position: 'Ресепшн',
  phoneNumber: '99001122',
  email: 'saraa@khanpalace.mn',
  isOwner: false,
  role: { id: 'r-2', name: 'Хүлээн авах', nameEn: null, isDefault: false },
};

const serve = (
  user: CurrentUser,
  users: () => StaffUser[],
  command?: (request: RecordedRequest) => Response,
) => serveStaff(user, { '/api/roles': () => [manager, reception], '/api/users': users }, command);

const show = () =>
  renderScreen(<UsersPage />, { path: '/p/h-1/s/users', namespaces: ['staff'], token: 't' });

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}`) });

describe('users page', () => {
  it('lists the users with their role as position, and the actions each allows', async () => {
    const requests = serve(me, () => [owner, deputy, clerk]);
    await show();

    const ownerRow = await rowOf('Болд');
    expect(within(ownerRow).getByText('Эзэмшигч')).toBeTruthy();
    expect(within(ownerRow).getByText('Та')).toBeTruthy();
    // Neither the owner nor yourself can be deleted; nobody hands the property to themselves.
    expect(within(ownerRow).queryByRole('button')).toBeNull();

    const deputyRow = await rowOf('Дорж');
    expect(within(deputyRow).getByText('Менежер')).toBeTruthy();
    expect(within(deputyRow).queryByText('Орлогч')).toBeNull();
    expect(within(deputyRow).getByText('dorj@khanpalace.mn')).toBeTruthy();
    expect(
      within(deputyRow).getByRole('button', { name: 'Дорж хэрэглэгчийг эзэмшигч болгох' }),
    ).toBeTruthy();
    expect(
      within(deputyRow).getByRole('button', { name: 'Дорж хэрэглэгчийг устгах' }),
    ).toBeTruthy();

    // Only a user with a default role can become the owner.
    const clerkRow = await rowOf('Сараа');
    expect(within(clerkRow).getByText('Хүлээн авах')).toBeTruthy();
    expect(within(clerkRow).queryByRole('button', { name: /эзэмшигч болгох/ })).toBeNull();
    expect(requests.find((r) => r.url === '/api/users')!.headers.get('X-Slug')).toBe('h-1');
  });

  it('offers "make owner" to the owner only', async () => {
    serve(
      {
        ...me,
        id: 'u-9',
        isDefault: false,
        hotels: [
          { ...me.hotels[0]!, isOwner: false, role: { ...manager, permissions: ['manage-users'] } },
        ],
      },
      () => [owner, deputy],
    );
    await show();
    const deputyRow = await rowOf('Дорж');
    expect(within(deputyRow).queryByRole('button', { name: /эзэмшигч болгох/ })).toBeNull();
    expect(
      within(deputyRow).getByRole('button', { name: 'Дорж хэрэглэгчийг устгах' }),
    ).toBeTruthy();
  });

  it('adds a user: passwords checked here, field errors under the fields', async () => {
    let users = [owner];
    const requests = serve(
      me,
      () => users,
      (request) => {
        const body = request.body as { email: string; name: string };
        if (body.email === 'bold@khanpalace.mn') {
          return json(
            {
              title: 'Энэ имэйл хаягаар бүртгэл үүссэн байна.',
              status: 400,
              errors: { email: ['Энэ имэйл хаягаар бүртгэл үүссэн байна.'] },
            },
            400,
          );
        }
        users = [owner, { ...clerk, name: body.name }];
        return json({ id: 'u-3', position: '7' }, 201);
      },
    );
    await show();
    await rowOf('Болд');
    fireEvent.click(screen.getByRole('button', { name: 'Хэрэглэгч нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ хэрэглэгч нэмэх' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    fireEvent.change(field(/^Нэр/), { target: { value: 'Сараа' } });
    fireEvent.change(field(/^Албан тушаал/), { target: { value: 'Ресепшн' } });
    fireEvent.change(field(/^Утасны дугаар/), { target: { value: '99001122' } });
    fireEvent.change(field(/^Имэйл хаяг/), { target: { value: 'bold@khanpalace.mn' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Хүлээн авах' })).toBeTruthy(),
    );
    fireEvent.change(field(/^Эрх/), { target: { value: 'r-2' } });
    fireEvent.change(field(/^Нууц үг\s*\*?$/), { target: { value: 'нууц-үг-2026' } });
    fireEvent.change(field(/^Нууц үгээ давтах/), { target: { value: 'нууц-үг-2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));

    // The confirmation is checked here, and nothing is sent.
    expect(await within(dialog).findByText('Нууц үг таарахгүй байна.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(field(/^Нууц үгээ давтах/), { target: { value: 'нууц-үг-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    const email = field(/^Имэйл хаяг/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Энэ имэйл хаягаар бүртгэл үүссэн байна.')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'saraa@khanpalace.mn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await rowOf('Сараа')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      name: 'Сараа',
      position: 'Ресепшн',
      phoneNumber: '99001122',
      email: 'saraa@khanpalace.mn',
      password: 'нууц-үг-2026',
      role: { id: 'r-2' },
    });
  });

  it('edits a user without touching the e-mail or the password', async () => {
    const requests = serve(me, () => [owner, clerk]);
    await show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Сараа хэрэглэгчийн мэдээллийг засах' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Хэрэглэгчийн мэдээлэл засах' });
    const email = within(dialog).getByLabelText(/^Имэйл хаяг/) as HTMLInputElement;
    expect(email.value).toBe('saraa@khanpalace.mn');
    expect(email.readOnly).toBe(true);
    expect(within(dialog).queryByLabelText(/^Нууц үг/)).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Эрх/) as HTMLSelectElement).value).toBe('r-2'),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Эрх/), { target: { value: 'r-1' } });
    const post = await clickAndReadPost(requests, dialog, 'Хадгалах');
    expect(post.body).toEqual({
      id: 'u-3',
      name: 'Сараа',
      position: 'Ресепшн',
      phoneNumber: '99001122',
      role: { id: 'r-1' },
    });
  });

  it('hands the property over after confirmation', async () => {
    const requests = serve(
      me,
      () => [owner, deputy],
      () => json({ position: '11' }),
    );
    await show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Дорж хэрэглэгчийг эзэмшигч болгох' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Эзэмшлийг шилжүүлэх' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Шилжүүлэх' }));
    expect(await screen.findByText('Буудлын эзэмшил Дорж хэрэглэгчид шилжлээ')).toBeTruthy();
    const transfer = requests.find((r) => r.method === 'POST')!;
    expect(transfer.url).toBe('/api/users/owner');
    expect(transfer.body).toEqual({ id: 'u-2' });
    expect(transfer.headers.get('X-Slug')).toBe('h-1');
  });
});
