// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { posts, show } from './test-fixtures';
import { aReservation, serveReservations } from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);
/** The room: assigning it, the picker, moves mid-stay. */
describe('reservation detail', () => {
  it('assigns another room of the room type', async () => {
    const requests = serveReservations();
    await show();
    const select = (await screen.findByLabelText('Оноох өрөө')) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: '102 · сул' })).toBeTruthy(),
    );
    fireEvent.change(select, { target: { value: 'room-102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Өрөө солих' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservation/room',
      body: { id: 'r-1', roomId: 'room-102' },
    });
    expect(await screen.findByText('102 өрөө оноогдлоо.')).toBeTruthy();
  });

  it('the room picker says which rooms are taken, by whom, blocked or dirty, and offers only free ones', async () => {
    serveReservations({
      choices: [
        { roomId: 'room-101', name: '101', state: 'current' },
        { roomId: 'room-102', name: '102', state: 'occupied', date: '2026-12-10', number: 31 },
      ],
    });
    await show();
    const select = (await screen.findByLabelText('Оноох өрөө')) as HTMLSelectElement;
    const taken = await within(select).findByRole('option', {
      name: '102 · 2026-12-10-наас №31 захиалгатай',
    });
    expect((taken as HTMLOptionElement).disabled).toBe(true);
  });

  it('a guest moved mid-stay: the room since when and the room before; a second move says what stays', async () => {
    // Checked in on the 7th in 102, in 101 since the 8th; the working date is the 9th.
    const requests = serveReservations({
      reservation: aReservation({
        status: 'checked-in',
        checkIn: '2026-12-07',
        checkOut: '2026-12-11',
        roomSegments: [
          { roomClone: { roomId: 'room-102', name: '102' }, from: '2026-12-07', to: '2026-12-08' },
        ],
      }),
    });
    await show();
    const history = await screen.findByTestId('room-history');
    expect(history.textContent).toBe('101 (2026-12-08-с хойш)Өмнө: 102 2026-12-07 → 2026-12-08');
    const select = (await screen.findByLabelText('Оноох өрөө')) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: '102 · сул' })).toBeTruthy(),
    );
    expect(screen.queryByTestId('split-note')).toBeNull();
    fireEvent.change(select, { target: { value: 'room-102' } });
    expect(screen.getByTestId('split-note').textContent).toBe(
      '2026-12-09-с өмнөх хоногууд 101 өрөөнд үлдэнэ; 2026-12-09-с эхлэн зочин 102 өрөөнд байна.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Өрөө солих' }));
    expect(await screen.findByText('Зочин 2026-12-09-с хойш 102 өрөөнд байна.')).toBeTruthy();
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservation/room',
      body: { id: 'r-1', roomId: 'room-102' },
    });
  });

  it('a refused room change says why under the picker (never silently)', async () => {
    const message = '102 өрөө 2026-12-09-нд хаалттай байна.';
    serveReservations({}, () =>
      json({ status: 409, title: 'Conflict', detail: message, errors: { roomId: [message] } }, 409),
    );
    await show();
    const select = (await screen.findByLabelText('Оноох өрөө')) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: '102 · сул' })).toBeTruthy(),
    );
    fireEvent.change(select, { target: { value: 'room-102' } });
    // A confirmed stay moves whole: nothing to say about slept nights.
    expect(screen.queryByTestId('split-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Өрөө солих' }));
    const alert = await within(screen.getByTestId('room-block')).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(select.value).toBe('room-101');
  });
});
