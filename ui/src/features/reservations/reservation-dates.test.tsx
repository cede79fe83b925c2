// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { posts, show } from './test-fixtures';
import { serveReservations } from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);
/** Changing the dates: checked first, then saved. */
describe('reservation detail', () => {
  it('dates: checked first (total and balance), then saved', async () => {
    const requests = serveReservations({}, (request) =>
      request.url === '/api/check/reservation'
        ? json({
            available: true,
            total: 450000,
            balance: 450000,
            checkOut: '2026-12-12',
            message: '',
          })
        : json({ id: 'r-1', position: '9' }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Огноо солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Огноо солих' });
    fireEvent.change(within(dialog).getByLabelText(/^Гарах огноо/), {
      target: { value: '2026-12-12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Шалгах' }));
    const check = await within(dialog).findByTestId('dates-check');
    expect(check.textContent).toContain('450,000₮');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    expect(posts(requests).map((r) => [r.url, r.body])).toEqual([
      [
        '/api/check/reservation',
        { id: 'r-1', stayType: 'night', checkIn: '2026-12-09', checkOut: '2026-12-12' },
      ],
      [
        '/api/reservation/dates',
        { id: 'r-1', stayType: 'night', checkIn: '2026-12-09', checkOut: '2026-12-12' },
      ],
    ]);
  });

  it('dates: the server’s refusal shows in a warning and nothing is saved', async () => {
    const requests = serveReservations({}, () =>
      json({
        available: false,
        total: 0,
        balance: 0,
        checkOut: '2026-12-12',
        message: 'Стандарт өрөөний төрөлд 2026-12-11-нд сул өрөө үлдээгүй байна.',
      }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Огноо солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Огноо солих' });
    // A new check-in moves check-out to the next day.
    fireEvent.change(within(dialog).getByLabelText(/^Ирэх огноо/), {
      target: { value: '2026-12-11' },
    });
    expect((within(dialog).getByLabelText(/^Гарах огноо/) as HTMLInputElement).value).toBe(
      '2026-12-12',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Шалгах' }));
    const check = await within(dialog).findByTestId('dates-check');
    expect(check.textContent).toContain('сул өрөө үлдээгүй');
    expect(within(dialog).queryByRole('button', { name: 'Хадгалах' })).toBeNull();
    expect(posts(requests)).toHaveLength(1);
  });
});
