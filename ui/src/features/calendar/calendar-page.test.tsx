// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { LocationProbe, renderRoutes } from '../../test/render';
import { CalendarPage } from './calendar-page';
import { bat, calendarData, serveCalendar } from './test-server';
import { ROOM_COLUMN, ROOM_ROW_HEIGHT, SLOT_WIDTH, TYPE_ROW_HEIGHT } from './timeline';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (search = '') =>
  renderRoutes(
    [
      { path: '/p/:slug/calendar', Component: CalendarPage },
      { path: '/p/:slug/*', Component: LocationProbe },
    ],
    { path: `/p/h-1/calendar${search}`, namespaces: ['calendar'], token: 't' },
  );

/**
 * Row tops (jsdom has no layout; the grid computes rows from fixed heights): Стандарт's header,
 * 101, 102, then Люкс's header, 201.
 */
const TOP = {
  r101: TYPE_ROW_HEIGHT,
  r102: TYPE_ROW_HEIGHT + ROOM_ROW_HEIGHT,
  r201: 2 * TYPE_ROW_HEIGHT + 2 * ROOM_ROW_HEIGHT,
};
/** The pointer over a day (0 = the first date shown) and a row. */
const at = (day: number, top: number, within = SLOT_WIDTH / 2) => ({
  clientX: ROOM_COLUMN + day * SLOT_WIDTH + within,
  clientY: top + 10,
  button: 0,
});

const bar = (id: string) => document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`)!;
const track = (roomId: string) =>
  document.querySelector<HTMLElement>(`[data-room="${roomId}"] [role="cell"]`)!;

/** Drags from `from` to `to` with window-level moves, as a mouse would. */
const drag = (element: HTMLElement, from: ReturnType<typeof at>, to: ReturnType<typeof at>) => {
  fireEvent.pointerDown(element, from);
  fireEvent.pointerMove(window, { ...from, clientX: from.clientX + 10 });
  fireEvent.pointerMove(window, to);
  fireEvent.pointerUp(window, to);
};

const calendarUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes('/api/calendar'));

describe('reservation calendar', () => {
  it('rooms grouped by room type, a week from Monday, bookings as bars on their rows', async () => {
    serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    expect(screen.queryByTestId('legend-settled')).toBeNull();
    // The week of the working date (Wednesday 9 December) from its Monday, `to` exclusive.
    expect(calendarUrls()[0]).toContain('from=2026-12-07&to=2026-12-14');
    expect(screen.getByTestId('calendar-range').textContent).toBe('2026-12-07 – 2026-12-13');
    const rows = [...document.querySelectorAll('[data-room-type], [data-room]')].map(
      (row) => row.getAttribute('data-room-type') ?? row.getAttribute('data-room-name'),
    );
    expect(rows).toEqual(['rt-1', '101', '102', 'rt-2', '201']);
    const header = document.querySelector('[data-room-type="rt-1"]')!;
    expect(header.textContent).toContain('Стандарт');
    expect(header.textContent).toContain('СТ');
    // The working date's column is marked.
    expect(document.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe(
      '2026-12-09',
    );
    // Bat stays in 101 from noon of the 8th (day 1) to noon of the 10th (day 3).
    const batBar = bar('b-1');
    expect(document.querySelector('[data-room="r-101"]')!.contains(batBar)).toBe(true);
    expect(batBar.style.left).toBe(`${1.5 * SLOT_WIDTH}px`);
    expect(batBar.style.width).toBe(`${2 * SLOT_WIDTH}px`);
    expect(batBar.textContent).toContain('Бат');
    expect(batBar.textContent).toContain('№1001');
    expect(batBar.getAttribute('aria-label')).toBe(
      '№1001 Бат, 2026-12-08 – 2026-12-10, Баталгаажсан',
    );
    // Сараа left 102 on the 9th; her bar meets the day at noon.
    expect(document.querySelector('[data-room="r-102"]')!.contains(bar('b-2'))).toBe(true);
    // Canceled stays are not drawn; the unassigned one is counted in the toolbar.
    expect(bar('b-4')).toBeNull();
    expect(bar('b-3')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Өрөөгүй 1: өрөө оноогоогүй захиалга' }),
    ).toBeTruthy();
    // Free rooms of Стандарт per night: every live stay counts, with a room or without (Дорж).
    const free = [...header.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent);
    expect(free).toEqual(['1', '0', '1', '1', '1', '2', '2']);
  });

  it('month view: 30 days from the chosen date; next moves by 30', async () => {
    serveCalendar();
    await show('?view=month&date=2026-12-20');
    await waitFor(() =>
      expect(screen.getByTestId('calendar-range').textContent).toBe('2026-12-20 – 2027-01-18'),
    );
    await waitFor(() =>
      expect(document.querySelectorAll('[role="columnheader"][data-date]')).toHaveLength(30),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Дараагийн 30 хоног' }));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-range').textContent).toBe('2027-01-19 – 2027-02-17'),
    );
    await waitFor(() =>
      expect(calendarUrls().some((url) => url.includes('from=2027-01-19&to=2027-02-18'))).toBe(
        true,
      ),
    );
  });

  it('pressing and dragging over empty days of a room opens a new reservation for them', async () => {
    serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    // 102, Thursday 10 to Saturday 12 December: check-out on the 13th.
    drag(track('r-102'), at(3, TOP.r102), at(5, TOP.r102));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/p/h-1/new/reservation?checkIn=2026-12-10&checkOut=2026-12-13&roomId=r-102&roomTypeId=rt-1&from=cl',
      ),
    );
  });

  it('a click on one empty day books one night', async () => {
    serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    fireEvent.pointerDown(track('r-201'), at(6, TOP.r201));
    fireEvent.pointerUp(window, at(6, TOP.r201));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/p/h-1/new/reservation?checkIn=2026-12-13&checkOut=2026-12-14&roomId=r-201&roomTypeId=rt-2&from=cl',
      ),
    );
  });

  it('drop on other days and room: check, confirm with the new total, dates and room saved as one change', async () => {
    const requests = serveCalendar(calendarData(), (request) => {
      if (request.url === '/api/check/reservation') {
        return json({
          available: true,
          total: 450000,
          balance: 450000,
          checkOut: '2026-12-12',
          message: '',
        });
      }
      return json({ id: 'b-1', position: '12' });
    });
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    // Bat from 101 (8th–10th) two days later into 102 (10th–12th).
    drag(bar('b-1'), at(1, TOP.r101, 80), at(3, TOP.r102, 80));
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    const check = requests.find((r) => r.url === '/api/check/reservation')!;
    expect(check.body).toEqual({
      id: 'b-1',
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      stayType: 'night',
      arrivalTime: '14:00',
      exitTime: '12:00',
      roomId: 'r-102',
    });
    expect(dialog.textContent).toContain('2026-12-10 – 2026-12-12 (2 хоног)');
    expect(dialog.textContent).toContain('Стандарт · 102');
    expect(dialog.textContent).toContain('450,000₮');
    // The ghost shows where it goes while the user decides.
    expect(screen.getByTestId('ghost').textContent).toContain('2026-12-10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Захиалга №1001 өөрчлөгдлөө')).toBeTruthy();
    // One command moves both: the server checks the stay on the room it goes to.
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.url);
    expect(posts).toEqual(['/api/check/reservation', '/api/reservation/dates']);
    expect(requests.find((r) => r.url === '/api/reservation/dates')!.body).toEqual(check.body);
  });

  it('resizing the right edge changes only the check-out', async () => {
    const requests = serveCalendar(calendarData(), (request) =>
      request.url === '/api/check/reservation'
        ? json({ available: true, total: 450000, balance: 450000, checkOut: '', message: '' })
        : json({ id: 'b-1', position: '12' }),
    );
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    const edge = bar('b-1').querySelector<HTMLElement>('[data-resize]')!;
    drag(edge, at(3, TOP.r101, 55), at(4, TOP.r101, 55));
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    expect(requests.find((r) => r.url === '/api/check/reservation')!.body).toMatchObject({
      checkIn: '2026-12-08',
      checkOut: '2026-12-11',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/reservation/dates')).toBe(true),
    );
    expect(requests.some((r) => r.url === '/api/reservation/room')).toBe(false);
  });

  it('another room type: the room alone is confirmed and saved with the room type', async () => {
    const requests = serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    drag(bar('b-1'), at(1, TOP.r101, 80), at(1, TOP.r201, 80));
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    expect(dialog.textContent).toContain('Люкс · 201');
    expect(dialog.textContent).toContain('Өрөөний төрөл солигдоно');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/update/roomtype')).toBe(true));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/update/roomtype',
    ]);
    expect(requests.find((r) => r.url === '/api/update/roomtype')!.body).toEqual({
      id: 'b-1',
      roomTypeId: 'rt-2',
      ratePlanId: null,
      roomId: 'r-201',
    });
  });

  it('not available: a warning with the server message, and the booking stays', async () => {
    const requests = serveCalendar(calendarData(), () =>
      json({
        available: false,
        total: 0,
        balance: 0,
        checkOut: '',
        message: 'Энэ өрөө 2026-12-11-нд захиалгатай байна.',
      }),
    );
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    drag(bar('b-1'), at(1, TOP.r101, 80), at(2, TOP.r101, 80));
    const warning = await screen.findByRole('alertdialog', { name: 'Боломжгүй' });
    expect(warning.textContent).toContain('Энэ өрөө 2026-12-11-нд захиалгатай байна.');
    expect(screen.queryByTestId('ghost')).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Ойлголоо' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bar('b-1').style.left).toBe(`${1.5 * SLOT_WIDTH}px`);
    expect(bar('b-1').style.opacity).not.toBe('0.35');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/check/reservation',
    ]);
  });

  it('a 409 from the check is the same warning (no error notification on top)', async () => {
    serveCalendar(calendarData(), () =>
      json({ status: 409, title: 'Conflict', detail: 'Өрөө дөнгөж сая захиалагдлаа.' }, 409),
    );
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    drag(bar('b-1'), at(1, TOP.r101, 80), at(2, TOP.r101, 80));
    const warning = await screen.findByRole('alertdialog', { name: 'Боломжгүй' });
    expect(warning.textContent).toContain('Өрөө дөнгөж сая захиалагдлаа.');
    expect(screen.getAllByText('Өрөө дөнгөж сая захиалагдлаа.')).toHaveLength(1);
  });

  /** Checked in on the 7th in 101, moved to 102 on the 8th (working date the 9th). */
  const moved = {
    ...bat,
    id: 'b-5',
    number: 1005,
    guestName: 'Оюун',
    status: 'checked-in' as const,
    roomId: 'r-102',
    checkIn: '2026-12-07',
    checkOut: '2026-12-11',
    segments: [{ roomId: 'r-101', from: '2026-12-07', to: '2026-12-08' }],
  };
  const bars = (id: string) => [
    ...document.querySelectorAll<HTMLElement>(`[data-booking-id="${id}"]`),
  ];

  it('a stay moved mid-stay: the slept night muted on the room left, the rest on the new room', async () => {
    const requests = serveCalendar(calendarData({ bookings: [moved] }));
    await show();
    await waitFor(() => expect(bars('b-5')).toHaveLength(2));
    const [left, now] = bars('b-5') as [HTMLElement, HTMLElement];
    expect(document.querySelector('[data-room="r-101"]')!.contains(left)).toBe(true);
    expect(left.hasAttribute('data-settled')).toBe(true);
    expect(left.getAttribute('data-movable')).toBe('false');
    expect(left.querySelector('[data-resize]')).toBeNull();
    expect(left.style.left).toBe(`${0.5 * SLOT_WIDTH}px`);
    expect(left.style.width).toBe(`${SLOT_WIDTH}px`);
    expect(left.title).toContain('энэ өрөөнд 2026-12-07 – 2026-12-08 хоносон');
    expect(document.querySelector('[data-room="r-102"]')!.contains(now)).toBe(true);
    expect(now.hasAttribute('data-settled')).toBe(false);
    expect(now.style.left).toBe(`${1.5 * SLOT_WIDTH}px`);
    expect(now.title).toContain('2026-12-08-с хойш энэ өрөөнд');
    // The legend says what the muted bar is (only when such a stay is shown).
    expect(screen.getByTestId('legend-settled').textContent).toBe('Өмнөх өрөөнд хоносон');
    // The slept night stays where it is; a click opens the booking with its rooms.
    drag(left, at(1, TOP.r101, 10), at(1, TOP.r102, 10));
    expect(screen.queryByTestId('ghost')).toBeNull();
    fireEvent.click(left);
    const dialog = await screen.findByRole('dialog', { name: /Захиалга №1005/ });
    expect(dialog.textContent).toContain('Стандарт · 102 (2026-12-08-с хойш)');
    expect(dialog.textContent).toContain('Өмнөх өрөө');
    expect(dialog.textContent).toContain('Стандарт · 101: 2026-12-07 – 2026-12-08');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('moving a guest in the house after a night: the confirmation says which nights stay; a refusal says why', async () => {
    const requests = serveCalendar(calendarData({ bookings: [moved] }), () =>
      json(
        {
          status: 409,
          title: 'Conflict',
          detail: '101 өрөө 2026-12-09-нд захиалгатай байна.',
          errors: { roomId: ['101 өрөө 2026-12-09-нд захиалгатай байна.'] },
        },
        409,
      ),
    );
    await show();
    await waitFor(() => expect(bars('b-5')).toHaveLength(2));
    const now = bars('b-5')[1]!;
    drag(now, at(2, TOP.r102), at(2, TOP.r101));
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    expect(within(dialog).getByTestId('split-note').textContent).toBe(
      '2026-12-09-с өмнөх хоногууд 102 өрөөнд үлдэнэ; 2026-12-09-с эхлэн зочин 101 өрөөнд байна.',
    );
    // Only the nights from the working date go: the ghost starts at noon of the 9th.
    expect(screen.getByTestId('ghost').style.left).toBe(`${ROOM_COLUMN + 2.5 * SLOT_WIDTH}px`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Боломжгүй' });
    expect(warning.textContent).toContain('101 өрөө 2026-12-09-нд захиалгатай байна.');
    expect(warning.textContent).toContain('Захиалга байрандаа үлдлээ.');
    expect(screen.getAllByText('101 өрөө 2026-12-09-нд захиалгатай байна.')).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/reservation/room',
    ]);
    expect(requests[requests.length - 1]!.body).toEqual({ id: 'b-5', roomId: 'r-101' });
  });

  it('a checked-out booking cannot be dragged, resized or moved', async () => {
    const requests = serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-2')).toBeTruthy());
    const checkedOut = bar('b-2');
    expect(checkedOut.getAttribute('data-movable')).toBe('false');
    expect(checkedOut.querySelector('[data-resize]')).toBeNull();
    drag(checkedOut, at(0, TOP.r102, 80), at(3, TOP.r201, 80));
    expect(screen.queryByTestId('ghost')).toBeNull();
    // A click still opens its details, without Move.
    fireEvent.click(checkedOut);
    const dialog = await screen.findByRole('dialog', { name: /Захиалга №1002/ });
    expect(within(dialog).getByText('Гарсан')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Зөөх' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a booking opens its details with links; Move (keyboard) goes through the check', async () => {
    const requests = serveCalendar(calendarData(), (request) =>
      request.url === '/api/check/reservation'
        ? json({ available: true, total: 150000, balance: 100000, checkOut: '', message: '' })
        : json({ id: 'b-1', position: '12' }),
    );
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    fireEvent.click(bar('b-1'));
    const dialog = await screen.findByRole('dialog', { name: /Захиалга №1001/ });
    expect(dialog.textContent).toContain('Бат');
    expect(dialog.textContent).toContain('2 зочин');
    expect(dialog.textContent).toContain('2026-12-08 – 2026-12-10 (2 хоног)');
    expect(dialog.textContent).toContain('Стандарт · 101');
    expect(dialog.textContent).toContain('300,000₮');
    expect(
      within(dialog)
        .getByRole('link', { name: /Захиалгыг нээх/ })
        .getAttribute('href'),
    ).toBe('/p/h-1/reservation/b-1');
    expect(
      within(dialog)
        .getByRole('link', { name: /Бүлэг №500/ })
        .getAttribute('href'),
    ).toBe('/p/h-1/group/g-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зөөх' }));
    const form = await screen.findByRole('dialog', { name: 'Захиалга №1001-г зөөх' });
    fireEvent.change(within(form).getByLabelText(/Гарах өдөр/), {
      target: { value: '2026-12-09' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Хадгалах' }));
    const confirm = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    expect(requests.find((r) => r.url === '/api/check/reservation')!.body).toMatchObject({
      id: 'b-1',
      checkIn: '2026-12-08',
      checkOut: '2026-12-09',
    });
    expect(confirm.textContent).toContain('100,000₮');
  });

  it('unassigned list: a free room is picked and the assignment confirmed', async () => {
    const requests = serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Өрөөгүй 1: өрөө оноогоогүй захиалга' }));
    const panel = await screen.findByRole('complementary', { name: 'Өрөө оноогоогүй захиалга' });
    expect(panel.textContent).toContain('№1003 · Дорж');
    const select = within(panel).getByRole('combobox', { name: 'Захиалга №1003-ийн өрөө' });
    // 101 is Bat's until the 10th at noon, so both Standard rooms are free from the 10th.
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Сул өрөө сонгох…',
      '101',
      '102',
    ]);
    fireEvent.change(select, { target: { value: 'r-102' } });
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    expect(dialog.textContent).toContain('Стандарт · 102');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/reservation/room')).toBe(true));
    expect(requests.find((r) => r.url === '/api/reservation/room')!.body).toEqual({
      id: 'b-3',
      roomId: 'r-102',
    });
  });

  it('unassigned list: a booking dragged onto a room row is assigned to it', async () => {
    const requests = serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Өрөөгүй 1: өрөө оноогоогүй захиалга' }));
    const item = document.querySelector<HTMLElement>('[data-unassigned="b-3"]')!;
    drag(item, { clientX: 1200, clientY: 500, button: 0 }, at(4, TOP.r101));
    const dialog = await screen.findByRole('dialog', { name: 'Өөрчлөлтийг хадгалах уу?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/reservation/room')).toBe(true));
    expect(requests.find((r) => r.url === '/api/reservation/room')!.body).toEqual({
      id: 'b-3',
      roomId: 'r-101',
    });
  });

  it('the filter hides statuses and dirty rooms', async () => {
    serveCalendar();
    await show();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /^Шүүлтүүр/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Шүүлтүүр' });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Баталгаажсан' }));
    await waitFor(() => expect(bar('b-1')).toBeNull());
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Цэвэр өрөө' }));
    await waitFor(() => expect(document.querySelector('[data-room="r-102"]')).toBeNull());
    expect(document.querySelector('[data-room="r-101"]')).toBeTruthy();
  });

  it('without rooms: a warning and a link to the room types', async () => {
    serveCalendar(
      calendarData({
        roomTypes: [{ id: 'rt-1', name: 'Стандарт', shortName: 'СТ', rooms: [] }],
        bookings: [],
      }),
    );
    await show();
    const warning = await screen.findByTestId('no-rooms');
    expect(warning.textContent).toContain('Өрөө бүртгэгдээгүй байна');
    expect(
      within(warning).getByRole('link', { name: 'Өрөөний төрөл рүү очих' }).getAttribute('href'),
    ).toBe('/p/h-1/s/room/types');
  });

  it('a live refetch keeps the scroll position', async () => {
    const { store } = await (async () => {
      serveCalendar(calendarData({ bookings: [bat] }));
      return show('?view=month');
    })();
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    const scroller = screen.getByTestId('calendar-scroll');
    scroller.scrollLeft = 600;
    scroller.scrollTop = 40;
    const { api } = await import('../../lib/api');
    store.dispatch(api.util.invalidateTags(['calendar']));
    await waitFor(() => expect(calendarUrls().length).toBeGreaterThan(1));
    await waitFor(() => expect(bar('b-1')).toBeTruthy());
    expect(screen.getByTestId('calendar-scroll')).toBe(scroller);
    expect(scroller.scrollLeft).toBe(600);
    expect(scroller.scrollTop).toBe(40);
  });

  it('the day view opens at the working hours, not at midnight', async () => {
    serveCalendar(calendarData({ bookings: [bat] }));
    await show('?view=day');
    const scroller = await screen.findByTestId('calendar-scroll');
    // No earlier check-out or check-in time: the day opens at 08:00 (an hour is 60 px wide).
    await waitFor(() => expect(scroller.scrollLeft).toBe(8 * 60));
  });
});
