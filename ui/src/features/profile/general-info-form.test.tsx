// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { aHotelInfo } from '../../test/hotel-profile';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { GeneralInfoForm } from './general-info-form';
import type { HotelEditData } from './profile-api';

// Leaflet needs a real layout; the coordinates fields are what is tested here.
vi.mock('./location-map', () => ({ default: () => null }));

// Growing text areas follow their size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(() => {
  cleanup();
});

const data: HotelEditData = {
  hotel: aHotelInfo({
    companyName: 'Хаан ХХК',
    hotelTypeId: null,
    name: 'Хаан Буудал',
    email: 'info@khaan.mn',
    provinceId: null,
    isSaved: false,
  }),
  hotelTypes: [
    { id: 'hotel', name: 'Зочид буудал' },
    { id: 'ger-camp', name: 'Жуулчны бааз' },
  ],
  countries: [{ id: 'MN', name: 'Монгол Улс' }],
  provinces: [
    { id: 'MN-1', name: 'Улаанбаатар', countryId: 'MN' },
    { id: 'MN-041', name: 'Хөвсгөл', countryId: 'MN' },
  ],
  districts: [
    { id: 'UB-SBD', name: 'Сүхбаатар', provinceId: 'MN-1' },
    { id: 'UB-BGD', name: 'Баянгол', provinceId: 'MN-1' },
  ],
  commonLocations: [
    { id: 'ub-centre', name: 'Хотын төв', provinceId: 'MN-1' },
    { id: 'khovsgol-lake', name: 'Хөвсгөл нуур', provinceId: 'MN-041' },
  ],
};

const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;

describe('general info form', () => {
  it(
    'clears the district with a new province, enables hours only with hourly stays, sends it all',
    { timeout: 90_000 },
    async () => {
      const requests = installFakeServer((request) => {
        if (request.url === '/api/hotels/data/edit') return json(data);
        return json({ position: '7' });
      });
      const saved = vi.fn();
      await renderScreen(<GeneralInfoForm slug="h-1" onSaved={saved} />, {
        path: '/p/h-1/edit',
        namespaces: ['profile'],
        token: 't',
      });
      await screen.findByDisplayValue('Хаан Буудал');

      const district = select(/^Дүүрэг/);
      expect(district.disabled).toBe(true);
      fireEvent.change(select(/^Аймаг, нийслэл/), { target: { value: 'MN-1' } });
      await waitFor(() => expect(district.disabled).toBe(false));
      fireEvent.change(district, { target: { value: 'UB-SBD' } });
      fireEvent.click(screen.getByText('Хотын төв'));
      // Another province: its district and nearby places of the old one go.
      fireEvent.change(select(/^Аймаг, нийслэл/), { target: { value: 'MN-041' } });
      await waitFor(() => expect(district.value).toBe(''));
      expect(district.disabled).toBe(true);
      expect(screen.queryByText('Хотын төв')).toBeNull();
      fireEvent.change(select(/^Аймаг, нийслэл/), { target: { value: 'MN-1' } });
      await waitFor(() => expect(district.disabled).toBe(false));
      fireEvent.change(district, { target: { value: 'UB-BGD' } });

      const maxTime = select(/^Цагийн захиалгын дээд хугацаа/);
      expect(maxTime.disabled).toBe(true);
      fireEvent.click(screen.getByText('Цагийн захиалга', { exact: true }));
      await waitFor(() => expect(maxTime.disabled).toBe(false));
      fireEvent.change(maxTime, { target: { value: '5' } });

      fireEvent.change(select(/^Буудлын төрөл/), { target: { value: 'ger-camp' } });
      fireEvent.change(screen.getByLabelText('Өргөрөг'), { target: { value: '50.5' } });
      fireEvent.change(screen.getByLabelText('Уртраг'), { target: { value: '100.2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));

      await waitFor(() => expect(saved).toHaveBeenCalled());
      const save = requests.find((r) => r.url === '/api/hotel/info')!;
      expect(save.headers.get('X-Slug')).toBe('h-1');
      expect(save.body).toMatchObject({
        name: 'Хаан Буудал',
        hotelTypeId: 'ger-camp',
        countryId: 'MN',
        provinceId: 'MN-1',
        districtId: 'UB-BGD',
        commonLocationIds: [],
        hasTime: true,
        maxTime: 5,
        location: { lat: 50.5, lng: 100.2 },
        starRating: null,
        email: 'info@khaan.mn',
      });
      expect(save.body).not.toHaveProperty('registerNo');
    },
  );

  it('shows the server’s messages under their fields', async () => {
    installFakeServer((request) => {
      if (request.url === '/api/hotels/data/edit') return json(data);
      return json(
        {
          title: 'Оруулсан мэдээлэл буруу байна.',
          status: 422,
          errors: {
            hotelTypeId: ['Заавал бөглөнө үү.'],
            'location.lat': ['Хамгийн ихдээ 90 байна.'],
          },
        },
        422,
      );
    });
    await renderScreen(<GeneralInfoForm slug="h-1" />, {
      path: '/p/h-1/edit',
      namespaces: ['profile'],
      token: 't',
    });
    await screen.findByDisplayValue('Хаан Буудал');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(select(/^Буудлын төрөл/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Хамгийн ихдээ 90 байна.')).toBeTruthy();
  });
});
