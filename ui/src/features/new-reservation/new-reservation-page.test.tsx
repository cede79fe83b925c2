// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { LocationProbe, renderScreen } from '../../test/render';
import type { BookRequest } from '../../shared/reservations/reservations-api';
import { NewReservationPage } from './new-reservation-page';
import { type Call, callsTo, owner, serveBooking, standard } from './test-server';

// Lazy screens and several requests per step: a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Options = Parameters<typeof serveBooking>[0];

const show = async (search = '', options: Options = {}) => {
  const calls = serveBooking(options);
  await renderScreen(
    <>
      <NewReservationPage />
      <LocationProbe />
    </>,
    { path: `/p/h-1/new/reservation${search}`, namespaces: ['booking'], token: 't' },
  );
  await screen.findByRole('button', { name: 'Өрөө хайх' });
  return calls;
};

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;
const searches = (calls: Call[]) => callsTo(calls, 'POST', '/api/check/availability');
const bookings = (calls: Call[]) =>
  callsTo(calls, 'POST', '/api/reservations/book').map((call) => call.body as BookRequest);

/** Step 1 → Search → step 2 (the room types' cards). */
const searchRooms = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Өрөө хайх' }));
  return screen.findByRole('region', { name: 'Стандарт' });
};

/** Adds one room of Standard at the base plan and waits for its price. */
const addStandard = async () => {
  const card = await searchRooms();
  fireEvent.click(
    within(card).getByRole('button', { name: 'Стандарт өрөөг Үндсэн үнэ үнээр нэмэх' }),
  );
  const line = await within(card).findByRole('group', { name: 'Стандарт · Үндсэн үнэ' });
  await within(line).findByTestId('line-price');
  return { card, line };
};

/** Step 2 → Next → step 3 with the guest's name. */
const toGuest = async (name = 'Дорж') => {
  fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
  fireEvent.change(await screen.findByLabelText(/^Нэр/), { target: { value: name } });
};

describe('new reservation: stay', () => {
  it('starts with a night from the working date at the hotel times, default source chosen', async () => {
    await show();
    expect(input(/^Ирэх огноо/).value).toBe('2026-12-09');
    expect(input(/^Гарах огноо/).value).toBe('2026-12-10');
    expect(input(/^Ирэх огноо/).min).toBe('2026-12-08');
    await waitFor(() => expect(input('Ирэх цаг').value).toBe('15:00'));
    expect(input('Гарах цаг').value).toBe('11:00');
    await waitFor(() => expect(input('Захиалгын суваг').value).toBe('s-2'));
    // The hotel has hourly stays.
    expect(screen.getByRole('radio', { name: 'Цагаар' })).toBeTruthy();
  });

  it('day: check-out is check-in, exit 18:00; night again: check-out the next day', async () => {
    const calls = await show();
    await waitFor(() => expect(input('Ирэх цаг').value).toBe('15:00'));
    fireEvent.click(screen.getByRole('radio', { name: 'Өдрөөр' }));
    expect(screen.queryByLabelText(/^Гарах огноо/)).toBeNull();
    expect(input(/^Огноо/).value).toBe('2026-12-09');
    expect(input('Гарах цаг').value).toBe('18:00');
    fireEvent.change(input(/^Огноо/), { target: { value: '2026-12-11' } });
    await searchRooms();
    expect(searches(calls).at(-1)?.body).toMatchObject({
      stayType: 'day',
      checkIn: '2026-12-11',
      checkOut: '2026-12-11',
      exitTime: '18:00',
      resTime: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Хоног' }));
    expect(input(/^Гарах огноо/).value).toBe('2026-12-12');
    expect(input('Ирэх цаг').value).toBe('15:00');
    expect(input('Гарах цаг').value).toBe('11:00');
    // A new check-in keeps the number of nights.
    fireEvent.change(input(/^Гарах огноо/), { target: { value: '2026-12-14' } });
    fireEvent.change(input(/^Ирэх огноо/), { target: { value: '2026-12-20' } });
    expect(input(/^Гарах огноо/).value).toBe('2026-12-23');
  });

  it('time: hours from 1 to the hotel maximum set the exit; no partner', async () => {
    const calls = await show();
    fireEvent.change(await screen.findByLabelText(/Харилцагч/), { target: { value: 'p-1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Цагаар' }));
    expect(screen.queryByLabelText(/Харилцагч/)).toBeNull();
    fireEvent.change(input('Ирэх цаг'), { target: { value: '10:30' } });
    const hours = screen.getByLabelText(/^Цагийн тоо/) as HTMLSelectElement;
    expect(Array.from(hours.options).map((o) => o.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    fireEvent.change(hours, { target: { value: '3' } });
    expect(input('Гарах цаг').value).toBe('13:30');
    expect(input('Гарах цаг').readOnly).toBe(true);
    await searchRooms();
    expect(searches(calls).at(-1)?.body).toMatchObject({
      stayType: 'time',
      checkOut: '2026-12-09',
      arrivalTime: '10:30',
      exitTime: '13:30',
      resTime: 3,
      partner: null,
    });
  });

  it('shows the server’s field messages under the stay fields', async () => {
    await show('', {
      availability: () =>
        json(
          {
            status: 422,
            title: 'Validation',
            errors: { checkIn: ['Ажлын өдрөөс өмнөх огноо байж болохгүй.'] },
          },
          422,
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Өрөө хайх' }));
    expect(await screen.findByText('Ажлын өдрөөс өмнөх огноо байж болохгүй.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Стандарт' })).toBeNull();
  });
});

describe('new reservation: rooms', () => {
  it('a search moves to step 2: free rooms of each type and each plan’s price', async () => {
    const calls = await show();
    const card = await searchRooms();
    expect(searches(calls)[0]?.headers.get('X-Slug')).toBe('h-1');
    expect(within(card).getByText('5-с 2 сул')).toBeTruthy();
    expect(within(card).getByText('150,000₮')).toBeTruthy();
    expect(within(card).getByText('Буцаалтгүй', { selector: 'span' })).toBeTruthy();
    const deluxe = screen.getByRole('region', { name: 'Люкс' });
    expect(within(deluxe).getByText('2-с 0 сул')).toBeTruthy();
    expect(
      (within(deluxe).getByRole('button', { name: /Люкс өрөөг/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Nothing chosen yet: no way on.
    expect(
      (screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('prices a line with its guests and adds the lines up', async () => {
    const calls = await show();
    const { line } = await addStandard();
    // Two adults, one night: 200,000₮.
    expect(within(line).getByTestId('line-price').textContent).toBe('Үнэ 200,000₮');
    const quote = callsTo(calls, 'GET', '/api/quote').at(-1)!;
    expect(Object.fromEntries(quote.query)).toMatchObject({
      roomTypeId: 'rt-1',
      ratePlanId: 'rp-1',
      stayType: 'night',
      checkIn: '2026-12-09',
      checkOut: '2026-12-10',
      adults: '2',
    });

    // Three adults: asked again.
    fireEvent.change(within(line).getByLabelText('Том хүн'), { target: { value: '3' } });
    await waitFor(() =>
      expect(within(line).getByTestId('line-price').textContent).toBe('Үнэ 300,000₮'),
    );
    fireEvent.change(within(line).getByLabelText('Том хүн'), { target: { value: '2' } });
    await waitFor(() =>
      expect(within(line).getByTestId('line-price').textContent).toBe('Үнэ 200,000₮'),
    );

    // A child of 5: asked again with the age.
    fireEvent.change(within(line).getByLabelText('Хүүхэд'), { target: { value: '1' } });
    expect(within(line).getByText(/хүүхэд бүрийн насыг/)).toBeTruthy();
    fireEvent.change(within(line).getByLabelText('1-р хүүхдийн нас'), { target: { value: '5' } });
    await waitFor(() =>
      expect(within(line).getByTestId('line-price').textContent).toBe('Үнэ 220,000₮'),
    );
    expect(callsTo(calls, 'GET', '/api/quote').at(-1)?.query.get('childrenAges')).toBe('5');

    // Two rooms: the line and the total double.
    fireEvent.change(within(line).getByLabelText('Өрөөний тоо'), { target: { value: '2' } });
    await waitFor(() =>
      expect(within(line).getByTestId('line-price').textContent).toBe('220,000₮ × 2 = 440,000₮'),
    );
    expect(screen.getByTestId('booking-total').textContent).toBe('440,000₮');
    // Only 2 rooms are free: no more lines of the type.
    const card = screen.getByRole('region', { name: 'Стандарт' });
    expect(
      (
        within(card).getByRole('button', {
          name: 'Стандарт өрөөг Буцаалтгүй үнээр нэмэх',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Үргэлжлүүлэх' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a night date changed after a search searches again and keeps the lines', async () => {
    const calls = await show();
    await addStandard();
    fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    fireEvent.change(await screen.findByLabelText(/^Гарах огноо/), {
      target: { value: '2026-12-12' },
    });
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]?.body).toMatchObject({ checkOut: '2026-12-12' });
    // Still on the stay step; the rooms step shows the new stay's price (3 nights).
    fireEvent.click(await screen.findByRole('tab', { name: /Өрөө$/ }));
    const line = await screen.findByRole('group', { name: 'Стандарт · Үндсэн үнэ' });
    await waitFor(() =>
      expect(within(line).getByTestId('line-price').textContent).toBe('Үнэ 600,000₮'),
    );
  });
});

describe('new reservation: guest and save', () => {
  it('offers "Save and send" only with an e-mail, and sends isSendEmail', async () => {
    const calls = await show();
    await addStandard();
    await toGuest('Дорж');
    expect(input('Иргэншил').value).toBe('Монгол');
    expect(screen.getByText('+976')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Хадгалаад илгээх' })).toBeNull();
    fireEvent.change(input(/^И-мэйл/), { target: { value: 'dorj@example.mn' } });
    fireEvent.change(input(/^Утасны дугаар/), { target: { value: '99112233' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Баталгаажсан' }));
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалаад илгээх' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]).toEqual({
      source: { id: 's-2' },
      partner: null,
      stayType: 'night',
      checkIn: '2026-12-09',
      checkOut: '2026-12-10',
      arrivalTime: '15:00',
      exitTime: '11:00',
      resTime: null,
      notes: null,
      roomTypes: [
        {
          roomTypeId: 'rt-1',
          ratePlanId: 'rp-1',
          numberOfGuests: 2,
          ageOfChildren: [],
          quantity: 1,
          roomIds: [],
        },
      ],
      guest: {
        name: 'Дорж',
        surname: null,
        phoneNumber: '+976 99112233',
        email: 'dorj@example.mn',
        nationality: 'MN',
      },
      status: 'confirmed',
      isSendEmail: true,
    });
    const booked = callsTo(calls, 'POST', '/api/reservations/book')[0]!;
    expect(booked.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Захиалга хадгалагдаж, зочинд илгээгдлээ')).toBeTruthy();
  });

  it('a walk-in (default source, today, a room chosen) is pending: confirmed is not offered', async () => {
    const calls = await show();
    const { line } = await addStandard();
    fireEvent.click(within(line).getByRole('button', { name: '102' }));
    await toGuest();
    const status = screen.getByRole('radiogroup', { name: 'Төлөв' });
    expect(
      within(status)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Хүлээгдэж буй']);
    expect(screen.getByText(/Үндсэн сувгаар \(Шууд\) өнөөдөр ирэх/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]).toMatchObject({
      status: 'pending',
      roomTypes: [{ roomIds: ['room-102'] }],
    });
  });

  it('without a room chosen the same booking may be confirmed', async () => {
    const calls = await show();
    await addStandard();
    await toGuest();
    fireEvent.click(screen.getByRole('radio', { name: 'Баталгаажсан' }));
    expect(screen.queryByText(/Үндсэн сувгаар/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]).toMatchObject({ status: 'confirmed', roomTypes: [{ roomIds: [] }] });
  });

  it('a partner pays the ticked charges: partnerPays in their order; no partner clears them', async () => {
    const calls = await show();
    const partner = screen.getByLabelText(/^Харилцагч байгууллага/);
    expect(screen.queryByRole('group', { name: 'Харилцагч төлөх:' })).toBeNull();
    // The partners are read after the page shows: a value not among the options is not taken.
    await waitFor(() => expect(partner.querySelector('option[value="p-1"]')).not.toBeNull());
    fireEvent.change(partner, { target: { value: 'p-1' } });
    const pays = await screen.findByRole('group', { name: 'Харилцагч төлөх:' });
    expect(
      within(pays)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, false, false]);
    fireEvent.click(within(pays).getByRole('checkbox', { name: 'Нэмэлт ор' }));
    fireEvent.change(partner, { target: { value: '' } });
    expect(screen.queryByRole('group', { name: 'Харилцагч төлөх:' })).toBeNull();
    fireEvent.change(partner, { target: { value: 'p-1' } });
    const again = await screen.findByRole('group', { name: 'Харилцагч төлөх:' });
    expect(within(again).getByRole('checkbox', { name: 'Нэмэлт ор' })).toHaveProperty(
      'checked',
      false,
    );
    // Ticked out of order: sent in the server's order of kinds.
    fireEvent.click(within(again).getByRole('checkbox', { name: 'Татвар' }));
    fireEvent.click(within(again).getByRole('checkbox', { name: 'Өрөө' }));
    await addStandard();
    await toGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]).toMatchObject({
      partner: { id: 'p-1' },
      partnerPays: ['room', 'tax'],
    });
  });

  it('one room on its own: to the reservation', async () => {
    const calls = await show();
    await addStandard();
    await toGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(location()).toBe('/p/h-1/reservation/r-1'));
    expect(bookings(calls)[0]?.isSendEmail).toBe(false);
    expect(await screen.findByText('Захиалга хадгалагдлаа')).toBeTruthy();
  });

  it('several rooms: to the group', async () => {
    await show();
    const { line } = await addStandard();
    fireEvent.change(within(line).getByLabelText('Өрөөний тоо'), { target: { value: '2' } });
    await toGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(location()).toBe('/p/h-1/group/g-9'));
  });

  it('a missing name is asked for before anything is sent', async () => {
    const calls = await show();
    await addStandard();
    fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Зочны нэрийг оруулна уу.')).toBeTruthy();
    expect(bookings(calls)).toHaveLength(0);
  });

  it('422: each message under its field, on its step', async () => {
    await show('', {
      book: () =>
        json(
          {
            status: 422,
            title: 'Validation',
            errors: {
              'guest.email': ['И-мэйл хаяг буруу байна.'],
              'roomTypes.0.quantity': ['Сул өрөө хүрэлцэхгүй.'],
            },
          },
          422,
        ),
    });
    await addStandard();
    await toGuest();
    fireEvent.change(input(/^И-мэйл/), { target: { value: 'dorj@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    // The first step with a message: the rooms, with it on the line.
    const line = await screen.findByRole('group', { name: 'Стандарт · Үндсэн үнэ' });
    expect(await within(line).findByText('Сул өрөө хүрэлцэхгүй.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(await screen.findByText('И-мэйл хаяг буруу байна.')).toBeTruthy();
  });

  it('409: says the room was just taken and searches again', async () => {
    const calls = await show('', {
      book: () => json({ status: 409, title: 'Conflict', detail: 'Өрөө дүүрсэн байна.' }, 409),
    });
    await addStandard();
    await toGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect(await screen.findByText('Өрөөг дөнгөж сая өөр захиалга авлаа')).toBeTruthy();
    expect(screen.getByText('Өрөө дүүрсэн байна.')).toBeTruthy();
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(await screen.findByRole('region', { name: 'Стандарт' })).toBeTruthy();
    expect(location()).toBe('/p/h-1/new/reservation');
  });
});

describe('new reservation: from the calendar and a group', () => {
  it('from the calendar: the dates, a search at once, the room preselected; back to it', async () => {
    const calls = serveBooking();
    await renderScreen(
      <>
        <NewReservationPage />
        <LocationProbe />
      </>,
      {
        path: '/p/h-1/new/reservation?checkIn=2026-12-15&checkOut=2026-12-17&roomId=room-102&roomTypeId=rt-1&from=cl',
        namespaces: ['booking'],
        token: 't',
      },
    );
    const line = await screen.findByRole('group', { name: 'Стандарт · Үндсэн үнэ' });
    expect(searches(calls)[0]?.body).toMatchObject({
      checkIn: '2026-12-15',
      checkOut: '2026-12-17',
      arrivalTime: '15:00',
    });
    const room = within(line).getByRole('button', { name: '102' });
    expect(room.getAttribute('aria-pressed')).toBe('true');
    await within(line).findByTestId('line-price');
    await toGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(location()).toBe('/p/h-1/calendar?date=2026-12-15'));
    expect(bookings(calls)[0]?.roomTypes[0]?.roomIds).toEqual(['room-102']);
  });

  it('adding to a group: says which, takes its guest, sends gid, goes to the group', async () => {
    const calls = await show('?gid=g-1');
    expect(await screen.findByText('№12 группт нэмж байна')).toBeTruthy();
    await waitFor(() => expect(input('Захиалгын суваг').value).toBe('s-1'));
    await addStandard();
    fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
    expect(((await screen.findByLabelText(/^Нэр/)) as HTMLInputElement).value).toBe('Сарнай');
    expect(input(/^Утасны дугаар/).value).toBe('99001122');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(location()).toBe('/p/h-1/group/g-9'));
    expect(bookings(calls)[0]).toMatchObject({
      gid: 'g-1',
      source: { id: 's-1' },
      guest: { name: 'Сарнай', surname: 'Бат', phoneNumber: '+976 99001122' },
    });
  });

  it('staff without the settings permission still book at the hotel times (from their hotels)', async () => {
    const staff = {
      ...owner,
      isDefault: false,
      hotels: owner.hotels.map((h) => ({
        ...h,
        isOwner: false,
        role: {
          id: 'r',
          name: 'Ресепшн',
          nameEn: null,
          isDefault: false,
          permissions: ['manage-reservations'],
        },
      })),
    };
    const calls = await show('', { user: staff });
    expect(input('Ирэх цаг').value).toBe('15:00');
    expect(input('Гарах цаг').value).toBe('11:00');
    expect(screen.getByRole('radio', { name: 'Цагаар' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/hotels/data/edit')).toHaveLength(0);
    await searchRooms();
    expect(standard.available).toBe(2);
  });
});
