import { Route, Routes } from 'react-router';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { owner } from '../../shared/reservations/test-server';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { ReservationPage } from './reservation-page';

/** Cash: paid, taken as payment or prepayment (the default method). */
export const CASH = {
  id: 'm-cash',
  name: 'Бэлэн',
  color: '#00aa00',
  isPaid: true,
  incomeTypes: ['paid', 'prepaid'],
  isDefault: true,
};

/** On invoice: not paid, a receivable. */
export const ON_INVOICE = {
  id: 'm-inv',
  name: 'Нэхэмжлэх',
  color: '#0000aa',
  isPaid: false,
  incomeTypes: ['receivable'],
  isDefault: false,
};

/** The reservation page of r-1, as its tests open it (`search`: e.g. `?tab=history`). */
export const show = (language: 'mn' | 'en' = 'mn', search = '') =>
  renderScreen(
    <Routes>
      <Route path="/p/:slug/reservation/:id" element={<ReservationPage />} />
    </Routes>,
    {
      path: `/p/h-1/reservation/r-1${search}`,
      namespaces: ['reservations', 'folio', 'documents', 'history'],
      token: 't',
      language,
    },
  );

/** The commands sent (the room picker's POST /reservation/room/choices saves nothing). */
export const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url !== '/api/reservation/room/choices');

/**
 * A fake server for one stay's folio: the owner, `reservation`, the lists of `lists` by path
 * (any other list empty); `command` answers every POST.
 */
export const serveStay = (
  reservation: Reservation,
  lists: Record<string, unknown[]>,
  command: (request: RecordedRequest) => Response,
) =>
  installFakeServer((request) => {
    if (request.method === 'GET') {
      if (request.url === '/api/user') return json(owner);
      if (request.url === `/api/reservations/${reservation.id}`) return json({ reservation });
      const data = lists[request.url] ?? [];
      return json({ data, total: data.length });
    }
    return command(request);
  });
