// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { ownerOf } from '../../test/users';
import type { Guest } from './guests-api';
import { GuestsPage } from './guests-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guestNamed = (id: string, name: string): Guest => ({
  id,
  name,
  surname: null,
  phoneNumber: null,
  email: null,
  passportNumber: null,
  nationality: 'MN',
  description: null,
  isBlacklist: false,
  blacklistReason: null,
  resCount: 0,
  origin: 'staff',
  createdAt: '2026-11-20T08:00:00.000Z',
});

/** The register of two guests; `refusal`: the server's answer to a delete, else it accepts. */
const showRegister = async (refusal?: Response) => {
  let guests = [guestNamed('g-1', 'Болд'), guestNamed('g-2', 'Сараа')];
  const requests = installFakeServer((request) => {
    if (request.url === '/api/user') return json(ownerOf('2026-11-22'));
    if (request.method === 'POST' && request.url === '/api/guests/delete') {
      if (refusal) return refusal;
      const { ids } = request.body as { ids: string[] };
      guests = guests.filter((guest) => !ids.includes(guest.id));
      return json({ position: '5' });
    }
    return json({ data: guests, total: guests.length });
  });
  await renderScreen(<GuestsPage />, {
    path: '/p/h-1/guests',
    namespaces: ['guests'],
    token: 't',
  });
  return requests;
};

describe('guest register', () => {
  it('deletes the ticked guests once confirmed, says so and unticks them', async () => {
    const requests = await showRegister();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Болд-г сонгох' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Устгах (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Энэ зочныг устгах уу?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(await screen.findByText('Зочин устгагдлаа')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const removal = requests.find((r) => r.url === '/api/guests/delete')!;
    expect(removal.body).toEqual({ ids: ['g-1'] });
    expect(removal.headers.get('X-Slug')).toBe('h-1');
    expect(removal.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Болд')).toBeNull());
    expect(screen.getByRole('button', { name: 'Устгах (0)' })).toHaveProperty('disabled', true);
  });

  it('keeps the dialog open when the server refuses, to try again', async () => {
    await showRegister(
      json({ title: 'Bad Request', status: 400, detail: 'Зочныг устгах боломжгүй.' }, 400),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Сараа-г сонгох' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Устгах (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Энэ зочныг устгах уу?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Устгах' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getByRole('alertdialog', { name: 'Энэ зочныг устгах уу?' })).toBeTruthy();
    expect(screen.queryByText('Зочин устгагдлаа')).toBeNull();
  });
});
