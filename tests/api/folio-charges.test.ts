import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { hotel, cash, today, detail, pays, idOf, useFolioWorld } from '../support/folio-world';

/** Charges on the folio: services, an extra bed, taxes, and every view agreeing (docs/folio.md). */

useFolioWorld();

describe('the folio', () => {
  it('charges: services (partner discount rounded up), an extra bed, taxes; every view agrees', async () => {
    const deluxe = (
      await hotel.post(
        '/room/types',
        {
          name: 'Делюкс',
          defaultPrice: 200000,
          occupancy: 2,
          hasExtraBed: true,
          extraBeds: 1,
          names: ['301'],
        },
        201,
      )
    ).body.id as string;
    const bedPolicy = (
      await hotel.post(
        '/extrabed/policies',
        { ageType: 'any', priceType: 'mnt', price: 30000, minAge: 0, maxAge: 18 },
        201,
      )
    ).body.id as string;
    const category = await idOf(hotel, '/service/categories');
    const minibar = (
      await hotel.post(
        '/services',
        { name: 'Минибар', price: 12345, serviceCategory: { id: category } },
        201,
      )
    ).body.id as string;
    const partner = (
      await hotel.post('/partners', { name: 'Аялал ХХК', type: 'partner', discount: 10 }, 201)
    ).body.id as string;
    const cityTax = (
      await hotel.post(
        '/taxes',
        { name: 'НХАТ', percentage: 1, inclusive: false, isEnabled: false },
        201,
      )
    ).body.id as string;
    const id = (
      await hotel.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn: today,
          checkOut: addDays(today, 2),
          partner: { id: partner },
          roomTypes: [{ roomTypeId: deluxe, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Сүх' },
        },
        201,
      )
    ).body.reservationIds[0] as string;
    // 2 nights × 200 000 less 10 % = 360 000.
    expect(await detail(id)).toMatchObject({
      amount: 360_000,
      allowed: { charge: true, addExtraBed: true },
    });

    // A service with the partner's discount: 12 345 less 10 % rounded up = 11 111 × 2.
    const item = await hotel.post(
      '/items',
      {
        id,
        serviceCategory: { id: category },
        service: { id: minibar },
        quantity: 2,
        isDiscount: true,
      },
      201,
    );
    // An extra bed for one night at the policy's 30 000.
    await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 3 }, 400);
    const bed = await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 1 }, 201);
    const full = await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 1 }, 400);
    expect(full.body.detail).toBe('This room takes at most 1 extra beds.');
    let reservation = await detail(id);
    expect(reservation).toMatchObject({
      amount: 360_000 + 22_222 + 30_000,
      balance: 412_222,
      allowed: { addExtraBed: false },
    });
    expect(reservation.items).toEqual([
      expect.objectContaining({ itemId: item.body.id, quantity: 2, price: 11_111 }),
    ]);
    expect(reservation.extraBeds).toEqual([
      expect.objectContaining({ extraBedId: bed.body.id, nights: 1, totalAmount: 30_000 }),
    ]);
    expect(
      reservation.price.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]),
    ).toEqual([
      ['room', 180_000],
      ['room', 180_000],
      ['extraBed', 30_000],
      ['service', 22_222],
    ]);

    // A tax on top: 1 % of 412 222 rounded up; the default VAT cannot be removed.
    await hotel.post('/tax/clones', { id, tax: { id: cityTax } }, 201);
    await hotel.post('/tax/clones', { id, tax: { id: cityTax } }, 400);
    reservation = await detail(id);
    expect(reservation.amount).toBe(412_222 + 4_123);
    const vat = (reservation.taxClones as { taxId: string; isDefault: boolean }[]).find(
      (t) => t.isDefault,
    )!;
    const defaultTax = await hotel.post(
      '/tax/clones/delete',
      { id: vat.taxId, reservationId: id },
      400,
    );
    expect(defaultTax.body.detail).toBe('The default tax cannot be removed from a reservation.');

    // Paid in full, the extra tax stays; the removed service gives money back.
    await hotel.post('/payments', { id, pays: pays([cash, 416_345]) }, 201);
    await hotel.post('/tax/clones/delete', { id: cityTax, reservationId: id }, 400);
    await hotel.post('/items/delete', { id: item.body.id, reservationId: id }, 200);
    reservation = await detail(id);
    expect(reservation).toMatchObject({
      paid: 416_345,
      amount: 360_000 + 30_000 + 3_900,
      balance: -22_445,
    });
    await hotel.post('/extra/beds/delete', { id: bed.body.id, reservationId: id }, 200);
    await hotel.post('/extra/beds/delete', { id: bed.body.id, reservationId: id }, 404);

    // The list and the calendar read the same money.
    const listed = (
      await hotel.get('/reservations?tab=other&rowsPerPage=0').expect(200)
    ).body.data.find((r: { id: string }) => r.id === id);
    expect([listed.amount, listed.balance]).toEqual([363_600, -52_745]);
  });
});
