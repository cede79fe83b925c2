import { afterAll, beforeAll } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from './app';
import { ownerWithProperty } from './property-client';

/**
 * The payer routing API tests' world: an app with a hotel (Standard rooms, cash and invoice
 * methods, partners Acme and Tours, a 1 % city tax, a minibar service) and another property.
 * The bindings are live: a test reads them once usePayerRoutingWorld's beforeAll has filled them.
 */

export let app: ReturnType<typeof startTestApp>;
export let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
export let other: Awaited<ReturnType<typeof ownerWithProperty>>;
export const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
export let standard = '';
export const room: Record<string, string> = {};
export let cash = '';
export let invoiceMethod = '';
export let acme = '';
export let tours = '';
export let otherPartner = '';
export let cityTax = '';
export let category = '';
export let minibar = '';

export interface Window {
  windowId: string;
  partnerClone: { partnerId: string; name: string } | null;
  kinds: string[];
  charges: number;
  paid: number;
  balance: number;
}

export const pays = (method: string, amount: unknown) => [
  { paymentMethod: { id: method }, amount },
];

export const book = async (roomName: string | null, quantity = 1) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, 2),
        roomId: roomName ? room[roomName] : null,
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity }],
        guest: { name: 'Зочин', surname: 'Бат', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds as string[];

export const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    groupId: string;
    amount: number;
    paid: number;
    unsettled: number;
    windows: Window[];
    payments: { id: string; amountMnt: number; windowId?: string }[];
  };

export const windowsOf = async (id: string) =>
  (await detail(id)).windows.map((w) => [
    w.windowId,
    w.partnerClone?.name ?? null,
    w.charges,
    w.paid,
    w.balance,
  ]);

export const historyTypes = async (id: string) =>
  ((await hotel.get(`/reservations/${id}/history`).expect(200)).body.entries as { type: string }[])
    .map((e) => e.type)
    .filter(
      (type) =>
        type === 'FolioRoutingSet' || type === 'PaymentWindowChanged' || type === 'PaymentPosted',
    );

export const companyRouting = (reservationIds: string[]) => ({
  reservationIds,
  windows: [{ windowId: '2', partnerId: acme }],
  routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
});

export const errorFields = (res: { body: { errors?: Record<string, unknown> } }) =>
  Object.keys(res.body.errors ?? {});

/** Starts the app and furnishes the hotel before the file's tests; closes it after them. */
export const usePayerRoutingWorld = (): void => {
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
          defaultPrice: 100_000,
          occupancy: 2,
          names: ['101', '102', '103', '104', '105', '106', '107'],
        },
        201,
      )
    ).body.id;
    const types = (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
      rooms: { id: string; name: string }[];
    }[];
    for (const type of types) for (const r of type.rooms) room[r.name] = r.id;
    cash = (
      (await hotel.get('/payment/methods').expect(200)).body.data as {
        id: string;
        isDefault: boolean;
      }[]
    ).find((m) => m.isDefault)!.id;
    invoiceMethod = (
      await hotel.post(
        '/payment/methods',
        { name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
        201,
      )
    ).body.id;
    acme = (await hotel.post('/partners', { name: 'Acme ХХК', type: 'partner' }, 201)).body.id;
    tours = (await hotel.post('/partners', { name: 'Аялал ХХК', type: 'partner' }, 201)).body.id;
    otherPartner = (await other.post('/partners', { name: 'Өөр ХХК', type: 'partner' }, 201)).body
      .id;
    cityTax = (
      await hotel.post(
        '/taxes',
        { name: 'НХАТ', percentage: 1, inclusive: false, isEnabled: false },
        201,
      )
    ).body.id;
    category = (
      (await hotel.get('/service/categories').expect(200)).body.data as { id: string }[]
    )[0]!.id;
    minibar = (
      await hotel.post(
        '/services',
        { name: 'Минибар', price: 15_000, serviceCategory: { id: category } },
        201,
      )
    ).body.id;
  });

  afterAll(async () => {
    await app.close();
  });
};
