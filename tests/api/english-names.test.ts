import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * English means English (issue 32): the names a hotel enters — a rate plan's, a service's, a
 * room type's short code, the hotel's own — take an English counterpart that the read models
 * give back beside the Mongolian one (and that a reservation keeps in its clones); a guest's
 * nationality is stored as the country's code. Left empty, an English name is absent (null).
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
});
afterAll(async () => {
  await app.close();
});

const generalInfo = {
  hotelTypeId: 'hotel',
  name: 'Туул Ривер',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  countryId: 'MN',
  provinceId: 'MN-1',
};

describe('English names of what a hotel enters', () => {
  let familyId = '';
  let planId = '';
  let serviceId = '';
  let categoryId = '';

  it('a room type keeps its English short code (upper case); left empty it has none', async () => {
    familyId = (
      await hotel.post(
        '/room/types',
        {
          name: 'Гэр бүлийн өрөө',
          nameEn: 'Family Room',
          shortName: 'ГБӨ',
          shortNameEn: 'fam',
          defaultPrice: 150000,
          occupancy: 3,
          names: ['401', '402'],
        },
        201,
      )
    ).body.id as string;
    await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000, names: ['501'] }, 201);
    const types = (await hotel.get('/room/types').expect(200)).body.data as {
      name: string;
      shortName: string;
      shortNameEn?: string | null;
    }[];
    expect(types.map((t) => [t.name, t.shortName, t.shortNameEn ?? null])).toEqual(
      expect.arrayContaining([
        ['Гэр бүлийн өрөө', 'ГБӨ', 'FAM'],
        ['Люкс', 'Л', null],
      ]),
    );
    const tooLong = await hotel.post(
      '/room/types',
      { id: familyId, name: 'Гэр бүлийн өрөө', shortNameEn: 'FAMILY', defaultPrice: 150000 },
      422,
    );
    expect(Object.keys(tooLong.body.errors)).toEqual(['shortNameEn']);
  });

  it('a rate plan and a service keep their English names', async () => {
    planId = (
      await hotel.post(
        '/rate/plans',
        { name: 'Өглөөний цайтай', nameEn: 'Bed and breakfast', roomType: { id: familyId } },
        201,
      )
    ).body.id as string;
    const plans = (await hotel.get('/rate/plans').expect(200)).body.data as {
      id: string;
      name: string;
      nameEn?: string | null;
    }[];
    expect(plans.find((p) => p.id === planId)).toMatchObject({
      name: 'Өглөөний цайтай',
      nameEn: 'Bed and breakfast',
    });

    const categories = (await hotel.get('/service/categories').expect(200)).body.data as {
      id: string;
    }[];
    categoryId = categories[0]!.id;
    serviceId = (
      await hotel.post(
        '/services',
        { name: 'Саун', nameEn: 'Sauna', price: 40000, serviceCategory: { id: categoryId } },
        201,
      )
    ).body.id as string;
    const withServices = (await hotel.get('/service/categories').expect(200)).body.data as {
      services: { id: string; name: string; nameEn?: string | null }[];
    }[];
    expect(withServices.flatMap((c) => c.services)).toEqual([
      expect.objectContaining({ id: serviceId, name: 'Саун', nameEn: 'Sauna' }),
    ]);
  });

  it('the hotel keeps its English name; the user’s hotel list gives it', async () => {
    await hotel.post('/hotel/info', { ...generalInfo, nameEn: 'Tuul River Hotel' }, 200);
    const edit = await hotel.get('/hotels/data/edit').expect(200);
    expect(edit.body.hotel).toMatchObject({ name: 'Туул Ривер', nameEn: 'Tuul River Hotel' });
    const user = await hotel.get('/user').expect(200);
    expect(user.body.hotels[0]).toMatchObject({
      name: 'Туул Ривер',
      nameEn: 'Tuul River Hotel',
    });
  });

  it('a booking keeps the plan’s English name and the type’s English code; the calendar and the folio give them', async () => {
    const booked = await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: addDays(today, 2),
        checkOut: addDays(today, 4),
        roomTypes: [{ roomTypeId: familyId, ratePlanId: planId, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'John', surname: 'Smith', nationality: 'GB' },
      },
      201,
    );
    const id = booked.body.reservationIds[0] as string;
    await hotel.post(
      '/items',
      { id, serviceCategory: { id: categoryId }, service: { id: serviceId }, quantity: 1 },
      201,
    );
    const { reservation } = (await hotel.get(`/reservations/${id}`).expect(200)).body;
    expect(reservation).toMatchObject({
      roomTypeClone: { name: 'Гэр бүлийн өрөө', nameEn: 'Family Room', shortNameEn: 'FAM' },
      ratePlanClone: { ratePlanId: planId, name: 'Өглөөний цайтай', nameEn: 'Bed and breakfast' },
      guestClone: { name: 'John', nationality: 'GB' },
    });
    expect(reservation.items).toEqual([
      expect.objectContaining({ serviceClone: { serviceId, name: 'Саун', nameEn: 'Sauna' } }),
    ]);

    const calendar = await hotel.get(`/calendar?from=${today}&to=${addDays(today, 7)}`).expect(200);
    const family = (
      calendar.body.roomTypes as { id: string; shortName: string; shortNameEn?: string }[]
    ).find((t) => t.id === familyId);
    expect(family).toMatchObject({ shortName: 'ГБӨ', shortNameEn: 'FAM' });
  });

  it('an English name cleared again is gone from the read model', async () => {
    await hotel.post(
      '/rate/plans',
      { id: planId, name: 'Өглөөний цайтай', nameEn: '', roomType: { id: familyId } },
      200,
    );
    const plans = (await hotel.get('/rate/plans').expect(200)).body.data as {
      id: string;
      nameEn?: string | null;
    }[];
    expect(plans.find((p) => p.id === planId)?.nameEn ?? null).toBeNull();
  });
});
