// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { ownerOf } from '../../test/users';
import { ExtraBedPoliciesCard } from './extra-bed-policies-card';
import type { ExtraBedPolicy } from './policies-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const adults: ExtraBedPolicy = {
  id: 'e-1',
  ageType: 'adults',
  priceType: 'mnt',
  price: 30000,
  minAge: 18,
  maxAge: 100,
};

describe('extra-bed policies panel', () => {
  it('deletes a policy once confirmed, in its property, and says so', async () => {
    let policies = [adults];
    const requests = installFakeServer((request) => {
      if (request.url === '/api/user') return json(ownerOf('2026-11-22'));
      if (request.method === 'DELETE') {
        policies = [];
        return json({ position: '4' });
      }
      return json({ data: policies, total: policies.length });
    });
    await renderScreen(<ExtraBedPoliciesCard slug="h-1" />, {
      path: '/p/h-1/policies',
      namespaces: ['policies'],
      token: 't',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Устгах: Том хүн (18+)' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Нэмэлт орны бодлогыг устгах уу?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Устгах' }));
    expect(await screen.findByText('«Том хүн (18+)» бодлогыг устгалаа')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const removal = requests.find((r) => r.method === 'DELETE')!;
    expect(removal.url).toBe('/api/extrabed/policies/e-1');
    expect(removal.headers.get('X-Slug')).toBe('h-1');
    expect(removal.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
