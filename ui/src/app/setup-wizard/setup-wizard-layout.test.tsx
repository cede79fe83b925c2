// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelEditData } from '../../features/profile/profile-api';
import type { CurrentUser } from '../../lib/session-api';
import { isSetupFinished, markStepDone, stepsDone } from '../../lib/setup-progress';
import { emptyDashboard } from '../../test/dashboard';
import { aHotelInfo } from '../../test/hotel-profile';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { routes } from '../router';
import { ownerOf } from '../../test/users';

// Leaflet needs a real layout (the base step's map).
vi.mock('../../features/profile/location-map', () => ({ default: () => null }));

// Growing text areas follow their size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(cleanup);

const owner: CurrentUser = ownerOf('2026-11-22');

const editData: HotelEditData = {
  hotel: aHotelInfo(),
  hotelTypes: [{ id: 'hotel', name: 'Зочид буудал' }],
  countries: [{ id: 'MN', name: 'Монгол Улс' }],
  provinces: [{ id: 'MN-1', name: 'Улаанбаатар', countryId: 'MN' }],
  districts: [],
  commonLocations: [],
};

/** The whole app at `path`; lists are empty, the base step's form has its data. */
const open = async (path: string) => {
  installFakeServer((request: RecordedRequest) => {
    if (request.url === '/api/user') return json(owner);
    if (request.url === '/api/hotels/data/edit') return json(editData);
    if (request.url === '/api/dashboard') return json(emptyDashboard('2026-11-22'));
    return json({ data: [], total: 0 });
  });
  return renderRoutes(routes, { path, token: 't0k3n' });
};

const steps = () => screen.getByRole('tablist', { name: 'Тохиргооны алхмууд' });

describe('setup wizard', () => {
  it(
    'marks a step done when it goes on, and goes back to the previous step',
    { timeout: 90_000 },
    async () => {
      const { router } = await open('/p/h-1/r/companies');
      fireEvent.click(await screen.findByRole('button', { name: 'Үргэлжлүүлэх' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1/r/services'));
      expect(stepsDone('h-1')).toEqual(['companies']);
      await waitFor(() =>
        expect(
          within(steps())
            .getByRole('tab', { name: '5. Нэмэлт үйлчилгээ' })
            .getAttribute('aria-selected'),
        ).toBe('true'),
      );
      expect(
        within(steps()).getByRole('tab', { name: '4. Хамтрагч байгууллага (хийгдсэн)' }),
      ).toBeTruthy();
      expect(screen.getByText('7 алхмын 5')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1/r/companies'));
      // Going back leaves the progress as it was.
      expect(stepsDone('h-1')).toEqual(['companies']);
    },
  );

  it(
    'goes home from the first step, where the welcome does not ask again',
    { timeout: 90_000 },
    async () => {
      const { router } = await open('/p/h-1/r/base');
      await screen.findByDisplayValue('Хан Палас');
      // The form has its own buttons: save and continue, and back.
      expect(screen.getByRole('button', { name: 'Хадгалаад үргэлжлүүлэх' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Үргэлжлүүлэх' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1'));
      expect(stepsDone('h-1')).toEqual([]);
      await screen.findByRole('heading', { level: 2, name: 'Хан Палас' });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it(
    'finishes on the last step: progress cleared, home with a notice and no welcome',
    { timeout: 90_000 },
    async () => {
      for (const step of ['base', 'policies', 'regs', 'companies', 'services', 'rooms'] as const) {
        markStepDone('h-1', step);
      }
      const { router } = await open('/p/h-1/r/rates');
      const finish = await screen.findByRole('button', { name: 'Дуусгах' });
      expect(within(steps()).getAllByRole('tab', { name: /\(хийгдсэн\)$/ })).toHaveLength(6);
      fireEvent.click(finish);
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1'));
      expect(
        (await screen.findAllByText('Анхны тохиргоо дууслаа. Амжилт хүсье!')).length,
      ).toBeGreaterThan(0);
      expect(localStorage.getItem('pms.setup.h-1')).toBeNull();
      expect(isSetupFinished('h-1')).toBe(true);
      await screen.findByRole('heading', { level: 2, name: 'Хан Палас' });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('offers to resume at the first step not done', { timeout: 90_000 }, async () => {
    markStepDone('h-1', 'base');
    markStepDone('h-1', 'policies');
    const { router } = await open('/p/h-1');
    const dialog = await screen.findByRole('dialog', { name: 'Хан Палас-д тавтай морил!' });
    expect(
      within(dialog).getByText('Та 7 алхмаас 2-г хийсэн байна.', { exact: false }),
    ).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Үргэлжлүүлэх' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1/r/regs'));
  });
});
