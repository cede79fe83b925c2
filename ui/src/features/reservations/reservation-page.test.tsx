// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { GroupPage } from './group-page';
import { ReservationPage } from './reservation-page';
import {
  aGroup,
  aReservation,
  roomTypesCheck,
  serveReservations,
} from '../../shared/reservations/test-server';

// Menus follow their trigger's size (jsdom has no ResizeObserver).
stubResizeObserverPerTest();

afterEach(cleanup);

const show = (language: 'mn' | 'en' = 'mn') =>
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
const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url !== '/api/reservation/room/choices');

describe('reservation detail', () => {
  it('shows the general facts, the price line by line and the folio panels', async () => {
    serveReservations();
    await show();
    expect(await screen.findByRole('heading', { name: 'Захиалга №12' })).toBeTruthy();
    const general = screen.getByRole('region', { name: 'Ерөнхий мэдээлэл' });
    expect(within(general).getByText('Дорж Бат')).toBeTruthy();
    expect(within(general).getByRole('link', { name: '№7 · 1 өрөө' }).getAttribute('href')).toBe(
      '/p/h-1/group/g-1',
    );
    const price = screen.getByRole('region', { name: 'Үнийн задаргаа' });
    expect(within(price).getByText('2026-12-09-ний хоног')).toBeTruthy();
    expect(within(price).getByText('2026-12-10-ний хоног')).toBeTruthy();
    expect(within(price).getByTestId('tax-tax-1').textContent).toContain('үнэд багтсан');
    expect(within(price).getByTestId('price-total').textContent).toContain('300,000₮');
    expect(within(price).getByTestId('price-balance').textContent).toContain('300,000₮');
    // The folio's panels: services, guests (the booking's guest primary), taxes; no extra
    // beds for a room type without them.
    expect(
      within(screen.getByTestId('services-panel')).getByText('Нэмэлт үйлчилгээ алга.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('guests-panel')).getByText('Үндсэн')).toBeTruthy();
    expect(within(screen.getByTestId('taxes-panel')).getAllByTestId('tax-row')).toHaveLength(1);
    expect(screen.queryByTestId('extra-beds-panel')).toBeNull();
  });

  it('prints its documents in a new tab; the invoice is not offered for an hourly stay', async () => {
    serveReservations();
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хэвлэх' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Захиалгын баталгаажуулалт', '/p/h-1/p/reservation/r-1'],
      ['Зочны бүртгэлийн хуудас', '/p/h-1/p/registration/r-1'],
      ['Төлбөрийн баримт', '/p/h-1/p/payment/r-1'],
      ['Нэхэмжлэх', '/p/h-1/p/invoice/g-1/r-1'],
    ]);
    expect(items.every((item) => item.getAttribute('target') === '_blank')).toBe(true);
    cleanup();

    serveReservations({ reservation: aReservation({ stayType: 'time', hours: 3 }) });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хэвлэх' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).not.toContain(
      'Нэхэмжлэх',
    );
  });

  it('offers the room type and discount changes only when allowed', async () => {
    serveReservations({
      reservation: aReservation({
        paid: 100000,
        balance: 200000,
        allowed: { ...aReservation().allowed, changeRoomType: false, changeDates: false },
      }),
    });
    await show();
    const room = await screen.findByTestId('room-block');
    expect(within(room).queryByRole('button', { name: 'Өрөөний төрөл солих' })).toBeNull();
    expect(within(room).queryByRole('button', { name: 'Хөнгөлөлт' })).toBeNull();
    expect(within(room).getByTestId('room-type-locked')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Огноо солих' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers them when allowed; another room type resets the rate plan', async () => {
    const requests = serveReservations();
    await show();
    const room = await screen.findByTestId('room-block');
    fireEvent.click(within(room).getByRole('button', { name: 'Өрөөний төрөл солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Өрөөний төрөл солих' });
    const plan = within(dialog).getByLabelText('Үнийн төрөл') as HTMLSelectElement;
    await waitFor(() => expect(plan.value).toBe('rp-1'));
    fireEvent.change(within(dialog).getByLabelText(/^Өрөөний төрөл/), {
      target: { value: 'rt-2' },
    });
    expect(plan.value).toBe('rp-2');
    fireEvent.change(plan, { target: { value: 'rp-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const changes = () => posts(requests).filter((r) => r.url === '/api/update/roomtype');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      body: { id: 'r-1', roomTypeId: 'rt-2', ratePlanId: 'rp-3', calcTypeValue: 'ratePlan' },
    });
  });

  it('room type: a typed price is sent in tugrik', async () => {
    const requests = serveReservations();
    await show();
    const room = await screen.findByTestId('room-block');
    fireEvent.click(within(room).getByRole('button', { name: 'Өрөөний төрөл солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Өрөөний төрөл солих' });
    await within(dialog).findByRole('option', { name: 'Люкс (1 сул)' });
    fireEvent.change(within(dialog).getByLabelText(/^Өрөөний төрөл/), {
      target: { value: 'rt-2' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Үнэ оруулах/ }));
    fireEvent.change(await within(dialog).findByLabelText(/Байрлалын өрөөний дүн/), {
      target: { value: '250001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    const changes = () => posts(requests).filter((r) => r.url === '/api/update/roomtype');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      body: { roomTypeId: 'rt-2', calcTypeValue: 'currency', calcValue: 250001 },
    });
  });

  it('room type: a full type is disabled and says why', async () => {
    serveReservations(undefined, (request) =>
      request.url === '/api/room/types/check'
        ? json(roomTypesCheck({ luxFull: true }))
        : json({ id: 'r-1', position: '9' }),
    );
    await show();
    const room = await screen.findByTestId('room-block');
    fireEvent.click(within(room).getByRole('button', { name: 'Өрөөний төрөл солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Өрөөний төрөл солих' });
    const lux = (await within(dialog).findByRole('option', {
      name: 'Люкс (дүүрсэн)',
    })) as HTMLOptionElement;
    expect(lux.disabled).toBe(true);
  });

  it('discount: changing the type sets the value back to 0', async () => {
    const requests = serveReservations({
      reservation: aReservation({ discount: 10, discountType: 'percent' }),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Хөнгөлөлт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Хөнгөлөлт' });
    const value = within(dialog).getByRole('textbox') as HTMLInputElement;
    expect(value.value).toBe('10');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Дүнгээр (₮)' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('0'),
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservation/discount',
      body: { id: 'r-1', discountType: 'currency', discount: 20000 },
    });
  });

  it('saves the notes once, 500 ms after typing stops', async () => {
    const requests = serveReservations();
    await show();
    const notes = await screen.findByLabelText('Захиалгын тэмдэглэл');
    fireEvent.change(notes, { target: { value: 'Ө' } });
    fireEvent.change(notes, { target: { value: 'Өглөө' } });
    fireEvent.change(notes, { target: { value: 'Өглөө эрт ирнэ' } });
    expect(screen.getByTestId('notes-state').textContent).toBe('Хадгалаагүй өөрчлөлт…');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(requests)).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('notes-state').textContent).toBe('Хадгалагдсан'));
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/reservations/notes',
      body: { id: 'r-1', notes: 'Өглөө эрт ирнэ' },
    });
  });

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

  it('dates: checked first (total and balance), then saved', async () => {
    const requests = serveReservations({}, (request) =>
      request.url === '/api/check/reservation'
        ? json({
            available: true,
            total: 450000,
            balance: 450000,
            checkOut: '2026-12-12',
            message: '',
          })
        : json({ id: 'r-1', position: '9' }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Огноо солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Огноо солих' });
    fireEvent.change(within(dialog).getByLabelText(/^Гарах огноо/), {
      target: { value: '2026-12-12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Шалгах' }));
    const check = await within(dialog).findByTestId('dates-check');
    expect(check.textContent).toContain('450,000₮');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    expect(posts(requests).map((r) => [r.url, r.body])).toEqual([
      [
        '/api/check/reservation',
        { id: 'r-1', stayType: 'night', checkIn: '2026-12-09', checkOut: '2026-12-12' },
      ],
      [
        '/api/reservation/dates',
        { id: 'r-1', stayType: 'night', checkIn: '2026-12-09', checkOut: '2026-12-12' },
      ],
    ]);
  });

  it('dates: the server’s refusal shows in a warning and nothing is saved', async () => {
    const requests = serveReservations({}, () =>
      json({
        available: false,
        total: 0,
        balance: 0,
        checkOut: '2026-12-12',
        message: 'Стандарт өрөөний төрөлд 2026-12-11-нд сул өрөө үлдээгүй байна.',
      }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Огноо солих' }));
    const dialog = await screen.findByRole('dialog', { name: 'Огноо солих' });
    // A new check-in moves check-out to the next day.
    fireEvent.change(within(dialog).getByLabelText(/^Ирэх огноо/), {
      target: { value: '2026-12-11' },
    });
    expect((within(dialog).getByLabelText(/^Гарах огноо/) as HTMLInputElement).value).toBe(
      '2026-12-12',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Шалгах' }));
    const check = await within(dialog).findByTestId('dates-check');
    expect(check.textContent).toContain('сул өрөө үлдээгүй');
    expect(within(dialog).queryByRole('button', { name: 'Хадгалах' })).toBeNull();
    expect(posts(requests)).toHaveLength(1);
  });

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
