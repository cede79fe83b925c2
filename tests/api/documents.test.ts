import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * The printouts' data over HTTP (docs/documents.md): a reservation's or a group's folios with
 * the hotel's letterhead; the figures are the folio's own (a document adds nothing up itself);
 * rules and bank accounts only where the hotel shows them; other properties' ids are 404s.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

interface Folio {
  id: string;
  amount: number;
  paid: number;
  balance: number;
}

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, { email: 'other@example.com', registerNo: '7654321' });
  ({ groupId, reservationIds } = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: addDays(today, 2),
    roomTypeName: 'Стандарт',
    guest: { name: 'Бат', surname: 'Дорж', email: 'bat@example.mn', phoneNumber: '99112233' },
  }));
  const cash = ((await hotel.get('/payment/methods').expect(200)).body.data as { id: string }[])[0]!
    .id;
  await hotel.post(
    '/payments',
    { id: reservationIds[0], pays: [{ paymentMethod: { id: cash }, amount: 50_000 }] },
    201,
  );
});

afterAll(async () => {
  await app.close();
});

describe('documents', () => {
  it("a group's document: its folios as the detail reads them, the totals their sums", async () => {
    const document = (await hotel.get(`/documents/groups/${groupId}`).expect(200)).body;
    expect(document.group).toMatchObject({ id: groupId, number: expect.any(Number) });
    expect(document.reservations.map((r: Folio) => r.id)).toEqual(reservationIds);
    for (const reservation of document.reservations as Folio[]) {
      const detail = (await hotel.get(`/reservations/${reservation.id}`).expect(200)).body
        .reservation as Folio;
      expect([reservation.amount, reservation.paid, reservation.balance]).toEqual([
        detail.amount,
        detail.paid,
        detail.balance,
      ]);
    }
    const sum = (key: keyof Omit<Folio, 'id'>) =>
      (document.reservations as Folio[]).reduce((total, r) => total + r[key], 0);
    expect(document.totals).toEqual({
      amount: sum('amount'),
      paid: sum('paid'),
      balance: sum('balance'),
    });
    expect(document.totals.paid).toBe(50_000);
    // The room type's English name travels with the booking (shown in English).
    expect(document.reservations[0].roomTypeClone).toMatchObject({
      name: 'Стандарт',
      nameEn: 'Standard',
    });
    expect(document.totals.amount).toBe(400_000);
    expect(document.workingDate).toBe(today);
    expect(document.timeZone).toBe('Asia/Ulaanbaatar');
    // The letterhead from the registration until the profile is saved; nothing shown yet.
    expect(document.hotel).toMatchObject({
      name: 'Хаан Буудал',
      registerNo: '1234567',
      rules: [],
      banks: [],
    });
  });

  it('one reservation, and the rules and banks once the hotel shows them', async () => {
    await hotel.post('/hotel/rules', { title: 'Тамхи', description: 'Тамхи татахгүй.' }, 201);
    await hotel.post(
      '/hotel/banks',
      { bank: { id: 'khan' }, accountName: 'Хаан ХХК', number: '5012345678', currency: 'MNT' },
      201,
    );
    const hidden = (await hotel.get(`/documents/reservations/${reservationIds[1]}`).expect(200))
      .body;
    expect(hidden.group).toBeNull();
    expect(hidden.reservations).toHaveLength(1);
    expect(hidden.hotel.rules).toEqual([]);
    expect(hidden.hotel.banks).toEqual([]);

    const edit = (await hotel.get('/hotels/data/edit').expect(200)).body.hotel;
    await hotel.post(
      '/hotel/info',
      {
        hotelTypeId: 'hotel',
        name: 'Хаан Палас',
        email: edit.email,
        phone: '70112233',
        checkInTime: '14:00',
        checkOutTime: '12:00',
        countryId: 'MN',
        provinceId: 'MN-1',
        districtId: 'UB-SBD',
        hasTime: false,
        isAutoArrange: false,
        isShowRules: true,
        isShowPayment: true,
      },
      200,
    );
    const shown = (
      await hotel.get(`/documents/reservations/${reservationIds[1]}?language=en`).expect(200)
    ).body;
    expect(shown.hotel).toMatchObject({
      name: 'Хаан Палас',
      phone: '70112233',
      rules: [{ title: 'Тамхи', description: 'Тамхи татахгүй.' }],
      banks: [{ bankName: 'Khan Bank', number: '5012345678', currency: 'MNT' }],
    });
  });

  it("another property's ids are 404s, whoever asks", async () => {
    await other.get(`/documents/groups/${groupId}`).expect(404);
    await other.get(`/documents/reservations/${reservationIds[0]}`).expect(404);
    await hotel.get('/documents/groups/00000000-0000-4000-8000-000000000000').expect(404);
    await hotel.get('/documents/reservations/nope').expect(404);
  });
});
