// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { ownerOf } from '../../test/users';
import type { HotelRule } from './profile-api';
import { RulesPage } from './rules-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const smoking: HotelRule = { id: 'r-1', title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' };

describe('house rules page', () => {
  it('deletes a rule once confirmed, in the property of the route, and says so', async () => {
    let rules = [smoking];
    const requests = installFakeServer((request) => {
      if (request.url === '/api/user') return json(ownerOf('2026-11-22'));
      if (request.method === 'DELETE') {
        rules = [];
        return json({ position: '3' });
      }
      return json({ data: rules, total: rules.length });
    });
    await renderScreen(<RulesPage />, {
      path: '/p/h-1/rules',
      namespaces: ['profile'],
      token: 't',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Тамхи журмыг устгах' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Журам устгах' });
    expect(within(confirm).getByText('“Тамхи” журам зочдод харагдахаа болино.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(await screen.findByText('“Тамхи” журам устгагдлаа')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const removal = requests.find((r) => r.method === 'DELETE')!;
    expect(removal.url).toBe('/api/hotel/rules/r-1');
    expect(removal.headers.get('X-Slug')).toBe('h-1');
    expect(removal.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
