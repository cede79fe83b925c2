// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ownerOf } from '../../test/users';
import type { CalendarExportList } from './calendar-exports-api';
import type { CalendarImportList } from './calendar-imports-api';
import { TOKEN, showCalendarSync } from './test-fixtures';

/** The calendar sync page's imports and conflicts (docs/channels.md). */

stubResizeObserverPerTest();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const R1 = '00000000-0000-4000-8000-000000000101';
const R2 = '00000000-0000-4000-8000-000000000102';
const exportsList: CalendarExportList = {
  roomTypes: [
    {
      id: 'rt-1',
      name: 'Стандарт',
      nameEn: 'Standard',
      export: null,
      rooms: [
        {
          id: R1,
          name: '101',
          export: { id: 'e-1', token: TOKEN, createdAt: '2026-12-01T02:30:00.000Z' },
        },
        { id: R2, name: '102', export: null },
      ],
    },
  ],
};
const importsList: CalendarImportList = {
  imports: [
    {
      id: 'i-1',
      roomId: R1,
      channel: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
      registeredAt: '2026-12-01T02:00:00.000Z',
      lastFetch: {
        at: '2026-12-01T03:00:00.000Z',
        status: 'error',
        error: 'Сайт 404 алдаатай хариулав.',
      },
      lastOkAt: '2026-12-01T02:45:00.000Z',
      holds: 2,
      conflicts: 1,
    },
  ],
  conflicts: [
    {
      holdId: 'h-1',
      importId: 'i-1',
      roomId: R1,
      channel: 'Airbnb',
      uid: 'HMABC@airbnb.com',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      date: '2026-12-11',
      with: { kind: 'stay', reservationId: 'res-7', number: 7 },
    },
  ],
  held: [
    {
      holdId: 'h-2',
      importId: 'i-1',
      roomId: R1,
      roomTypeId: 'rt-1',
      channel: 'Airbnb',
      uid: 'HMXYZ@airbnb.com',
      startDate: '2026-12-20',
      endDate: '2026-12-23',
    },
  ],
};
const PLAN = '00000000-0000-4000-8000-000000000901';
const plans = {
  data: [
    {
      id: PLAN,
      name: 'Үндсэн үнэ',
      nameEn: 'Standard rate',
      isDaily: true,
      nonRef: false,
      isOta: false,
      isOnlineBook: false,
      type: 'daily',
      roomType: { id: 'rt-1', name: 'Стандарт', nameEn: 'Standard' },
      partners: [],
      meals: [],
      occupancyRatePlans: [],
    },
  ],
  total: 1,
};

const serve = (answer?: (request: { method: string; url: string }) => Response | undefined) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(ownerOf('2026-12-01'));
    const own = answer?.(request);
    if (own) return own;
    if (request.url === '/api/calendar/exports') return json(exportsList);
    if (request.url === '/api/calendar/imports') return json(importsList);
    if (request.url === '/api/rate/plans') return json(plans);
    return json({ position: '10' });
  });

describe('calendar imports on the calendar sync page', () => {
  it('lists each import with its last read, its error and its holds, and the conflicts', async () => {
    serve();
    await showCalendarSync();
    const row = await screen.findByTestId('calendar-import-101-Airbnb');
    expect(within(row).getByText('Амжилтгүй')).toBeTruthy();
    expect(within(row).getByText('Сайт 404 алдаатай хариулав.')).toBeTruthy();
    expect(within(row).getByText(/Сүүлд амжилттай уншсан/)).toBeTruthy();
    expect(within(row).getByText('2 захиалга')).toBeTruthy();
    expect(within(row).getByText('1 зөрчил')).toBeTruthy();
    const conflict = screen.getByTestId('calendar-conflict-HMABC@airbnb.com');
    expect(within(conflict).getByText('№7 захиалга')).toBeTruthy();
    expect(within(conflict).getByText('2026-12-10 → 2026-12-12')).toBeTruthy();
  });

  it('copies our room link for that site, leaving its own bookings out', async () => {
    serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await showCalendarSync();
    fireEvent.click(
      await screen.findByRole('button', {
        name: '101 өрөөний манай хуанлийн холбоосыг Airbnb-д зориулж хуулах',
      }),
    );
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/ical/${TOKEN}.ics?channel=Airbnb`,
      ),
    );
  });

  it('imports a calendar into a room, and shows the server’s message under its field', async () => {
    let refused = false;
    const requests = serve((request) => {
      if (request.method !== 'POST' || refused) return undefined;
      refused = true;
      return json(
        {
          type: '/problems/validation',
          title: 'Алдаа',
          status: 422,
          errors: { url: ['http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг оруулна уу.'] },
        },
        422,
      );
    });
    await showCalendarSync();
    fireEvent.click(await screen.findByRole('button', { name: 'Хуанли татах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сайтын хуанли татах' });
    fireEvent.change(within(dialog).getByLabelText(/^Өрөө/), { target: { value: R2 } });
    fireEvent.change(within(dialog).getByLabelText(/^Сайт/), { target: { value: 'Booking.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Хуанлийн хаяг/), {
      target: { value: 'https://admin.booking.com/hotel/ical/1.ics' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await within(dialog).findByText(/бүтэн хаяг оруулна уу/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Хуанлийн хаяг/), {
      target: { value: 'https://admin.booking.com/hotel/ical/2.ics' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').length).toBe(2));
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      roomId: R2,
      channel: 'Booking.com',
      url: 'https://admin.booking.com/hotel/ical/2.ics',
    });
  });

  it('removes an import only after the confirmation', async () => {
    const requests = serve();
    await showCalendarSync();
    fireEvent.click(
      await screen.findByRole('button', { name: '101 өрөөний Airbnb хуанлийг устгах' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Энэ хуанлийг устгах уу?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Устгах' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/calendar/imports/i-1'),
    );
  });

  it('makes a held booking a reservation: its room and nights, the guest and the plan typed', async () => {
    const requests = serve();
    await showCalendarSync();
    const row = await screen.findByTestId('calendar-held-HMXYZ@airbnb.com');
    expect(within(row).getByText('2026-12-20 → 2026-12-23')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: '101 өрөөний 2026-12-20-аас эхлэх Airbnb захиалгыг Захиалга болгох',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Захиалга болгох' });
    fireEvent.change(within(dialog).getByLabelText(/^Зочин/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    expect(await within(dialog).findByText(/Заавал бөглөнө/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Зочин/), { target: { value: 'Anna Smith' } });
    fireEvent.change(within(dialog).getByLabelText(/^Утас/), { target: { value: '99112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.url).toBe('/api/calendar/holds/h-2/reservation');
    expect(sent?.body).toEqual({
      guestName: 'Anna Smith',
      phoneNumber: '99112233',
      ratePlanId: PLAN,
      adults: '2',
    });
  });

  it("opens a held booking's conversion from the room calendar's link (?hold=)", async () => {
    serve();
    await showCalendarSync('?hold=h-2');
    const dialog = await screen.findByRole('dialog', { name: 'Захиалга болгох' });
    // The hold asked for: Airbnb’s booking of room 101 from the 20th.
    expect(dialog.textContent).toContain('2026-12-20');
    expect(dialog.textContent).toContain('Airbnb');
  });
});
