// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { GroupPage } from './group-page';
import { posts } from './test-fixtures';
import { aGroup, aReservation, serveReservations } from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);
describe('group page', () => {
  it('shows a card per reservation, the totals and the way to add a room', async () => {
    const second = aReservation({
      id: 'r-2',
      number: 13,
      roomClone: null,
      status: 'pending',
      amount: 150000,
      balance: 150000,
    });
    serveReservations({ group: aGroup([aReservation(), second]) });
    await renderScreen(
      <Routes>
        <Route path="/p/:slug/group/:id" element={<GroupPage />} />
      </Routes>,
      { path: '/p/h-1/group/g-1', namespaces: ['reservations', 'folio'], token: 't' },
    );
    expect(await screen.findByRole('heading', { name: 'Групп №7' })).toBeTruthy();
    const card = screen.getByTestId('group-reservation-13');
    expect(within(card).getByRole('link', { name: 'Захиалга №13' }).getAttribute('href')).toBe(
      '/p/h-1/reservation/r-2',
    );
    expect(within(card).getByText('Оноогоогүй')).toBeTruthy();
    expect(within(card).getByText('Хүлээгдэж буй')).toBeTruthy();
    expect(screen.getByTestId('group-totals').textContent).toContain('450,000₮');
    expect(
      screen.getByRole('link', { name: 'Групп руу захиалга нэмэх' }).getAttribute('href'),
    ).toBe('/p/h-1/new/reservation?gid=g-1');
  });

  it('checks a guest of the group in from its card; one without a room says why not', async () => {
    const arriving = aReservation({
      status: 'confirmed',
      allowed: { ...aReservation().allowed, statuses: ['pending', 'checked-in', 'canceled'] },
    });
    const noRoom = aReservation({
      id: 'r-2',
      number: 13,
      roomClone: null,
      status: 'confirmed',
      allowed: {
        ...aReservation().allowed,
        statuses: ['pending', 'canceled', 'no-show'],
        refusedStatuses: [
          { status: 'checked-in', rule: 'reservation.checkInNeedsRoom', params: {} },
        ],
      },
    });
    const requests = serveReservations({ group: aGroup([arriving, noRoom]) });
    await renderScreen(
      <Routes>
        <Route path="/p/:slug/group/:id" element={<GroupPage />} />
      </Routes>,
      { path: '/p/h-1/group/g-1', namespaces: ['reservations', 'folio'], token: 't' },
    );
    const waiting = await screen.findByTestId('group-reservation-13');
    const refused = within(waiting).getByRole('button', { name: 'Байрлуулах' });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    expect(within(waiting).getByTestId('action-reason').textContent).toBe('Эхлээд өрөө оноо');
    fireEvent.click(
      within(screen.getByTestId('group-reservation-12')).getByRole('button', {
        name: 'Байрлуулах',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Төлөв солих уу?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Тийм, солих' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservations/status',
      body: { id: 'r-1', status: 'checked-in', oldStatus: 'confirmed' },
    });
  });
});
