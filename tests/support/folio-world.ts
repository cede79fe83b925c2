import { afterAll, beforeAll } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from './app';
import { ownerWithProperty } from './property-client';

/**
 * The folio API tests' world: an app with a hotel of ten Standard rooms, cash, card and
 * invoice methods and a dollar rate, and another property. The bindings are live: a test reads
 * them once the file's beforeAll (useFolioWorld) has filled them.
 */

export let app: ReturnType<typeof startTestApp>;
export let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
export let other: Awaited<ReturnType<typeof ownerWithProperty>>;
export let standard = '';
export let room = '';
export let cash = '';
export let card = '';
export let invoice = '';
export let usd = '';
export const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

export const idOf = async (client: typeof hotel, path: string, name?: string) => {
  const list = (await client.get(path).expect(200)).body.data as {
    id: string;
    name: string;
    isDefault?: boolean;
  }[];
  return (name ? list.find((i) => i.name === name) : list.find((i) => i.isDefault))!.id;
};

/** Starts the app and furnishes the hotel before the file's tests; closes it after them. */
export const useFolioWorld = (): void => {
  beforeAll(async () => {
    app = startTestApp();
    hotel = await ownerWithProperty(app);
    other = await ownerWithProperty(app, {
      email: 'other@example.com',
      registerNo: '7654321',
      name: 'Өөр буудал',
    });
    standard = (
      await hotel.post(
        '/room/types',
        {
          name: 'Стандарт',
          defaultPrice: 100000,
          occupancy: 2,
          names: ['101', '102', '103', '104', '105', '106', '107', '108', '109', '110'],
        },
        201,
      )
    ).body.id;
    const types = await hotel.get('/room/types?with=rooms').expect(200);
    room = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[])
      .find((t) => t.id === standard)!
      .rooms.find((r) => r.name === '101')!.id;
    cash = await idOf(hotel, '/payment/methods');
    card = (
      await hotel.post(
        '/payment/methods',
        { name: 'Карт', color: '#aa00aa', incomeTypes: ['paid', 'prepaid'] },
        201,
      )
    ).body.id;
    invoice = (
      await hotel.post(
        '/payment/methods',
        { name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
        201,
      )
    ).body.id;
    usd = (
      await hotel.post('/currencies', { name: 'Ам.доллар', shortName: 'usd', rate: 3450 }, 201)
    ).body.id;
  });

  afterAll(async () => {
    await app.close();
  });
};

export const book = async (nights = 2, roomId: string | null = null) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, nights),
        roomId,
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

export const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation;

export const pays = (...lines: [string, number][]) =>
  lines.map(([id, amount]) => ({ paymentMethod: { id }, amount }));
