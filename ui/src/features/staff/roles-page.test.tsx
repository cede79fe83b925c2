// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, json } from '../../test/fake-server';
import { clickAndReadPost } from '../../test/posted';
import { renderScreen } from '../../test/render';
import { RolesPage } from './roles-page';
import type { Role } from './staff-api';
import { reception, serveStaff } from './test-fixtures';
import { ownerOf } from '../../test/users';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: CurrentUser = ownerOf('2026-11-22');

const PERMISSIONS = [
  { code: 'manage-users', name: 'Хэрэглэгч удирдах' },
  { code: 'manage-reservations', name: 'Захиалга удирдах' },
  { code: 'show-reservations', name: 'Захиалга харах' },
];

const manager: Role = {
  id: 'r-1',
  name: 'Менежер',
  nameEn: 'Manager',
  isDefault: true,
  permissions: PERMISSIONS.map((p) => p.code),
};

/** The fake server: the owner, the permissions, the roles, and `command` for the rest. */
const serve = (roles: () => Role[], command?: (request: RecordedRequest) => Response) =>
  serveStaff(owner, { '/api/permissions': () => PERMISSIONS, '/api/roles': roles }, command);

const show = () =>
  renderScreen(<RolesPage />, { path: '/p/h-1/s/roles', namespaces: ['staff'], token: 't' });

describe('roles page', () => {
  it('lists the roles of the property: default badge, permission counts', async () => {
    const requests = serve(() => [manager, reception]);
    await show();
    const managerRow = (await screen.findByText('Менежер')).closest('tr')!;
    expect(within(managerRow).getByText('Үндсэн')).toBeTruthy();
    expect(within(managerRow).getByText('Бүх зөвшөөрөл (3)')).toBeTruthy();
    const deleteManager = within(managerRow).getByRole('button', {
      name: 'Менежер эрхийг устгах',
    });
    expect(deleteManager.hasAttribute('disabled')).toBe(true);
    const receptionRow = screen.getByText('Хүлээн авах').closest('tr')!;
    expect(within(receptionRow).getByText('1 зөвшөөрөл')).toBeTruthy();
    expect(within(receptionRow).queryByText('Үндсэн')).toBeNull();
    const list = requests.find((r) => r.url === '/api/roles')!;
    expect(list.headers.get('X-Slug')).toBe('h-1');
  });

  it('adds a role: select all, field errors under the fields, then the new row', async () => {
    let roles = [manager];
    const requests = serve(
      () => roles,
      (request) => {
        const body = request.body as { name: string; permissions: string[] };
        if (!body.name) {
          return json(
            {
              title: 'Оруулсан мэдээлэл буруу байна.',
              status: 422,
              errors: { name: ['Заавал бөглөнө үү.'], 'permissions.0': ['Утга буруу байна.'] },
            },
            422,
          );
        }
        roles = [
          manager,
          { ...reception, id: 'r-3', name: body.name, permissions: body.permissions },
        ];
        return json({ id: 'r-3', position: '9' }, 201);
      },
    );
    await show();
    await screen.findByText('Менежер');
    fireEvent.click(screen.getByRole('button', { name: 'Эрх нэмэх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шинэ эрх нэмэх' });
    const selectAll = await within(dialog).findByRole('checkbox', { name: /Бүгдийг сонгох/ });
    // (The checkboxes report a click a moment later.)
    fireEvent.click(selectAll);
    await waitFor(() => expect(within(dialog).getByText('3/3 сонгосон')).toBeTruthy());
    // The counter follows the form's state; each box's input follows its own a tick later.
    await waitFor(() => {
      for (const permission of PERMISSIONS) {
        const box = within(dialog).getByRole('checkbox', { name: permission.name });
        expect((box as HTMLInputElement).checked).toBe(true);
      }
    });
    // Untick one: "select all" becomes partly chosen.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Хэрэглэгч удирдах' }));
    await waitFor(() => expect(within(dialog).getByText('2/3 сонгосон')).toBeTruthy());
    expect(selectAll.closest('[data-state]')?.getAttribute('data-state')).toBe('indeterminate');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    const name = within(dialog).getByLabelText(/Эрхийн нэр/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Заавал бөглөнө үү.')).toBeTruthy();
    expect(within(dialog).getByText('Утга буруу байна.')).toBeTruthy();

    fireEvent.change(name, { target: { value: ' Шөнийн ээлж ' } });
    // A changed field drops its message; the others keep theirs until the next try.
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByText('Утга буруу байна.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await screen.findByText('Шөнийн ээлж', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      name: 'Шөнийн ээлж',
      nameEn: '',
      permissions: ['manage-reservations', 'show-reservations'],
    });
    expect(posts.at(-1)!.headers.get('X-Slug')).toBe('h-1');
    expect(posts.at(-1)!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits a default role without renaming it', async () => {
    const requests = serve(() => [manager]);
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Менежер эрхийг засах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Эрх засах' });
    const name = within(dialog).getByLabelText(/Эрхийн нэр/) as HTMLInputElement;
    expect(name.value).toBe('Менежер');
    expect(name.readOnly).toBe(true);
    expect(within(dialog).getByText('Үндсэн эрхийн нэрийг өөрчлөх боломжгүй.')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Захиалга харах' }));
    await waitFor(() => expect(within(dialog).getByText('2/3 сонгосон')).toBeTruthy());
    const post = await clickAndReadPost(requests, dialog, 'Хадгалах');
    expect(post.body).toEqual({
      id: 'r-1',
      name: 'Менежер',
      nameEn: 'Manager',
      permissions: ['manage-users', 'manage-reservations'],
    });
  });

  it('in English, shows a role’s English name (else its name) and edits it', async () => {
    const requests = serve(() => [manager, reception]);
    await renderScreen(<RolesPage />, {
      path: '/en/p/h-1/s/roles',
      language: 'en',
      namespaces: ['staff'],
      token: 't',
    });
    expect(await screen.findByText('Manager')).toBeTruthy();
    expect(screen.getByText('Хүлээн авах')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the role Manager' }));
    const dialog = await screen.findByRole('dialog');
    const nameEn = within(dialog).getByLabelText(/^English name/) as HTMLInputElement;
    expect(nameEn.value).toBe('Manager');
    fireEvent.change(nameEn, { target: { value: 'General manager' } });
    const post = await clickAndReadPost(requests, dialog, 'Save');
    expect(post.body).toMatchObject({
      id: 'r-1',
      name: 'Менежер',
      nameEn: 'General manager',
    });
  });

  it('deletes a role after confirmation, and shows why the server refused', async () => {
    const requests = serve(
      () => [manager, reception],
      () =>
        json(
          {
            title: 'Энэ эрхтэй хэрэглэгч байгаа тул устгах боломжгүй.',
            detail: 'Энэ эрхтэй хэрэглэгч байгаа тул устгах боломжгүй.',
            status: 400,
          },
          400,
        ),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хүлээн авах эрхийг устгах' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Эрх устгах' });
    expect(within(confirm).getByText(/«Хүлээн авах» эрхийг устгах уу/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(
      await screen.findByText('Энэ эрхтэй хэрэглэгч байгаа тул устгах боломжгүй.'),
    ).toBeTruthy();
    const remove = requests.find((r) => r.method === 'DELETE')!;
    expect(remove.url).toBe('/api/roles/r-2');
    expect(remove.headers.get('X-Slug')).toBe('h-1');
  });
});
