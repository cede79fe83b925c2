import { Route, Routes } from 'react-router';
import type { RecordedRequest } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { ReservationPage } from './reservation-page';

/** The reservation page of r-1, as its tests open it. */
export const show = (language: 'mn' | 'en' = 'mn') =>
  renderScreen(
    <Routes>
      <Route path="/p/:slug/reservation/:id" element={<ReservationPage />} />
    </Routes>,
    {
      path: '/p/h-1/reservation/r-1',
      namespaces: ['reservations', 'folio', 'documents'],
      token: 't',
      language,
    },
  );

/** The commands sent (the room picker's POST /reservation/room/choices saves nothing). */
export const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url !== '/api/reservation/room/choices');
