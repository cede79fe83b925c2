// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { posts, show } from './test-fixtures';
import { aReservation, serveReservations } from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);
/** The stay's next step (check-in, check-out) and when it is refused. */
describe('reservation detail', () => {
  /** Opens the detail's status menu and answers its items. */
  const openMenu = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name }));
    return screen.findByRole('menu');
  };

  it('checks today’s arrival in with the plain button, through the confirmation', async () => {
    const requests = serveReservations({
      reservation: aReservation({
        status: 'pending',
        allowed: {
          ...aReservation().allowed,
          statuses: ['confirmed', 'checked-in', 'canceled', 'no-show'],
          refusedStatuses: [],
        },
      }),
    });
    await show();
    const actions = await screen.findByTestId('status-actions');
    const confirm = within(actions).getByRole('button', { name: 'Баталгаажуулах' });
    const checkIn = within(actions).getByRole('button', { name: 'Байрлуулах' });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect((checkIn as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(checkIn);
    const dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    expect(within(dialog).getByTestId('status-change').getAttribute('aria-label')).toBe(
      'Хүлээгдэж буй төлвөөс Байрласан төлөв рүү',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Тийм, солих' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservations/status',
      body: { id: 'r-1', status: 'checked-in', oldStatus: 'pending' },
    });
  });

  it('an arrival days ahead: check-in disabled with the date, in the menu too', async () => {
    serveReservations({
      reservation: aReservation({
        status: 'confirmed',
        checkIn: '2026-12-12',
        checkOut: '2026-12-14',
        allowed: {
          ...aReservation().allowed,
          statuses: ['pending', 'canceled'],
          refusedStatuses: [
            {
              status: 'checked-in',
              rule: 'reservation.checkInFuture',
              params: { date: '2026-12-12', workingDate: '2026-12-09' },
            },
            {
              status: 'no-show',
              rule: 'reservation.noShowFuture',
              params: { date: '2026-12-12', workingDate: '2026-12-09' },
            },
          ],
        },
      }),
    });
    await show();
    const actions = await screen.findByTestId('status-actions');
    const checkIn = within(actions).getByRole('button', { name: 'Байрлуулах' });
    expect((checkIn as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(checkIn.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('2026-12-12-нд ирнэ');
    // A confirmed reservation is not confirmed again: no such button.
    expect(within(actions).queryByRole('button', { name: 'Баталгаажуулах' })).toBeNull();
    const menu = await openMenu('12 дугаар захиалгын төлөв солих');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.hasAttribute('data-disabled')])).toEqual([
      ['Хүлээгдэж буй', false],
      ['Цуцлагдсан', false],
      ['Байрласан2026-12-12-нд ирнэ', true],
      ['Ирээгүй2026-12-12-нд ирнэ', true],
    ]);
  });

  it('a guest in the house with money due: check-out disabled with the balance, in English', async () => {
    const requests = serveReservations({
      reservation: aReservation({
        status: 'checked-in',
        balance: 120000,
        allowed: {
          ...aReservation().allowed,
          statuses: ['confirmed'],
          refusedStatuses: [
            { status: 'checked-out', rule: 'reservation.balanceDue', params: { balance: 120000 } },
          ],
        },
      }),
    });
    await show('en');
    const actions = await screen.findByTestId('status-actions');
    const checkOut = within(actions).getByRole('button', { name: 'Check out' });
    expect((checkOut as HTMLButtonElement).disabled).toBe(true);
    expect(within(actions).getByTestId('action-reason').textContent).toBe(
      'Balance 120,000₮ to settle',
    );
    fireEvent.click(checkOut);
    const menu = await openMenu('Change status of reservation 12');
    // Never back to pending, canceled or a no-show: only what the rules know.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Confirmed', 'Checked outBalance 120,000₮ to settle']);
    expect(posts(requests)).toHaveLength(0);
  });

  it('a stay with no next step shows no action buttons', async () => {
    serveReservations({
      reservation: aReservation({
        status: 'canceled',
        allowed: { ...aReservation().allowed, statuses: ['pending', 'confirmed'] },
      }),
    });
    await show();
    await screen.findByRole('heading', { name: 'Захиалга №12' });
    expect(screen.queryByTestId('status-actions')).toBeNull();
  });
});
