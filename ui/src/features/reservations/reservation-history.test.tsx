// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { LocationProbe, renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import type { HistoryEntry } from './history-api';
import { ReservationPage } from './reservation-page';
import { aReservation, owner } from '../../shared/reservations/test-server';

stubResizeObserverPerTest();

afterEach(cleanup);

const saraa = { userId: 'u-2', name: 'Сараа', email: 'saraa@khanpalace.mn' };
const entries: HistoryEntry[] = [
  {
    id: 'e-1',
    type: 'ReservationCreated',
    revision: 0,
    occurredAt: '2026-12-01T02:00:00.000Z',
    commandType: 'BookReservation',
    actor: { kind: 'user', user: saraa },
    details: {
      number: 12,
      guestName: 'Дорж Бат',
      roomType: 'Стандарт',
      checkIn: '2026-12-09',
      checkOut: '2026-12-10',
      amount: 150000,
      fromRequest: false,
    },
    changes: [],
  },
  {
    id: 'e-2',
    type: 'ReservationDatesChanged',
    revision: 1,
    occurredAt: '2026-12-02T03:04:05.000Z',
    commandType: 'ChangeReservationDates',
    actor: { kind: 'user', user: saraa },
    details: {},
    changes: [
      { field: 'checkOut', before: '2026-12-10', after: '2026-12-11' },
      { field: 'amount', before: 150000, after: 300000 },
    ],
  },
  {
    id: 'e-3',
    type: 'ReservationStatusChanged',
    revision: 2,
    occurredAt: '2026-12-10T16:00:00.000Z',
    commandType: 'PerformNightAudit',
    actor: { kind: 'nightAudit', user: null },
    details: { from: 'confirmed', to: 'no-show' },
    changes: [{ field: 'status', before: 'confirmed', after: 'no-show' }],
  },
];

const past = aReservation({ checkOut: '2026-12-10', amount: 150000, balance: 150000 });

const serve = () =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(owner);
    if (request.url === '/api/reservations/r-1/history') {
      return json({ entries, timeZone: 'Asia/Ulaanbaatar' });
    }
    if (request.url === '/api/reservations/r-1') {
      if (request.search.includes('asOf=')) {
        return json({
          reservation: {
            ...past,
            allowed: { ...past.allowed, pay: false, charge: false, statuses: [] },
          },
          asOf: new URLSearchParams(request.search).get('asOf'),
        });
      }
      return json({ reservation: aReservation() });
    }
    return json({ status: 404, title: 'Not found' }, 404);
  });

const serveEntries = (list: HistoryEntry[]) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(owner);
    if (request.url === '/api/reservations/r-1/history') {
      return json({ entries: list, timeZone: 'Asia/Ulaanbaatar' });
    }
    if (request.url === '/api/reservations/r-1') return json({ reservation: aReservation() });
    return json({ status: 404, title: 'Not found' }, 404);
  });

const show = (path = '/p/h-1/reservation/r-1?tab=history', language: 'mn' | 'en' = 'mn') =>
  renderScreen(
    <Routes>
      <Route
        path="/p/:slug/reservation/:id"
        element={
          <>
            <ReservationPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { path, language, namespaces: ['reservations', 'folio', 'history'], token: 't' },
  );

describe('reservation history tab', () => {
  it('lists the changes newest first with who, the property’s time and before → after', async () => {
    serve();
    await show();
    const panel = await screen.findByTestId('history-panel');
    const items = within(panel).getAllByTestId('history-entry');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Төлөв өөрчлөв: Баталгаажсан → Ирээгүй',
      'Огноо өөрчлөв',
      '№12 захиалга үүсгэв. Зочин: Дорж Бат; Стандарт, 2026-12-09 – 2026-12-10, 150,000₮',
    ]);
    expect(within(items[0]!).getByTestId('history-actor').textContent).toBe(
      'Шөнийн аудит (автоматаар)',
    );
    expect(within(items[1]!).getByText('saraa@khanpalace.mn')).toBeTruthy();
    // Ulaanbaatar is UTC+8.
    expect(within(items[1]!).getByText('2026-12-02 11:04:05')).toBeTruthy();
    expect(within(items[1]!).getByTestId('change-checkOut').textContent).toBe(
      '2026-12-10→2026-12-11',
    );
    expect(within(items[1]!).getByTestId('change-amount').textContent).toBe('150,000₮→300,000₮');

    fireEvent.click(within(panel).getByRole('button', { name: 'Хуучин нь эхэндээ' }));
    expect(
      within(panel).getAllByTestId('history-entry')[0]!.querySelector('p')?.textContent,
    ).toContain('№12 захиалга үүсгэв');
  });

  it('names a changed room type and rate plan in English when the hotel gave English names', async () => {
    serveEntries([
      {
        id: 'e-9',
        type: 'ReservationRoomTypeChanged',
        revision: 3,
        occurredAt: '2026-12-02T03:04:05.000Z',
        commandType: 'ChangeReservationRoomType',
        actor: { kind: 'user', user: saraa },
        details: { roomType: 'Люкс', roomTypeEn: 'Deluxe', ratePlan: 'Өглөөтэй' },
        changes: [
          {
            field: 'roomType',
            before: 'Стандарт',
            after: 'Люкс',
            beforeEn: 'Standard',
            afterEn: 'Deluxe',
          },
          { field: 'ratePlan', before: 'Үндсэн', after: 'Өглөөтэй', afterEn: 'With breakfast' },
        ],
      },
    ]);
    await show(undefined, 'en');
    const panel = await screen.findByTestId('history-panel');
    const [item] = within(panel).getAllByTestId('history-entry');
    expect(within(item!).getByTestId('change-roomType').textContent).toBe('Standard→Deluxe');
    // A name the hotel gave no English copy keeps its own.
    expect(within(item!).getByTestId('change-ratePlan').textContent).toBe('Үндсэн→With breakfast');
  });

  it('opens the reservation as it stood at an entry’s time, read-only, and goes back', async () => {
    const requests = serve();
    await show();
    const panel = await screen.findByTestId('history-panel');
    fireEvent.click(
      within(panel).getByRole('button', {
        name: 'Захиалгыг 2026-12-02 11:04:05-ийн байдлаар харах',
      }),
    );
    const banner = await screen.findByTestId('as-of-banner');
    expect(banner.textContent).toContain(
      'Захиалгыг 2026-12-02 11:04:05-ийн байдлаар харуулж байна',
    );
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url === '/api/reservations/r-1' && r.search.includes('asOf=2026-12-02T03'),
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('location').textContent).toContain('asOf=2026-12-02T03');
    // The past state: its own facts, no status menu, every control disabled.
    expect(await screen.findByText('Өмнөх байдал')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Огноо солих' })).toBeNull();
    const readOnly = screen.getByTestId('read-only') as HTMLFieldSetElement;
    expect(readOnly.disabled).toBe(true);

    fireEvent.click(within(banner).getByRole('button', { name: 'Одоогийн байдал руу буцах' }));
    await waitFor(() => expect(screen.queryByTestId('as-of-banner')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/p/h-1/reservation/r-1?tab=history');
    expect(await screen.findByTestId('history-panel')).toBeTruthy();
  });

  it('sends a typed moment as the instant it names in the property’s zone', async () => {
    const requests = serve();
    await show();
    // The date (the field's label points to it) and the time, typed apart.
    const date = await screen.findByLabelText('Тухайн үеийн байдал');
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    const time = screen.getByLabelText('Цаг');
    fireEvent.change(time, { target: { value: '12:30' } });
    fireEvent.blur(time);
    expect((time as HTMLInputElement).value).toBe('12:30:00');
    fireEvent.click(screen.getByRole('button', { name: 'Харах' }));
    await screen.findByTestId('as-of-banner');
    await waitFor(() =>
      expect(
        requests.some((r) =>
          r.search.includes(`asOf=${encodeURIComponent('2026-12-01T04:30:00.000Z')}`),
        ),
      ).toBe(true),
    );
  });
});
