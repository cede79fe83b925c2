/**
 * The folios the payments and refunds benches post to: properties of one owner, each with
 * 30-night stays booked over HTTP; for refunds each stay is paid in full and canceled.
 */
import { addDays } from '@hotel/events/dates';
import { call, expectStatus, hotelWithRooms } from './http-hotel';
import { progress } from './support';

export interface Folio {
  readonly propertyId: string;
  readonly reservationId: string;
  readonly methodId: string;
  /** Refunds: the payment they give money of back. */
  readonly paymentId?: string;
}

export interface FolioFill {
  readonly token: string;
  readonly propertyIds: readonly string[];
  readonly folios: readonly Folio[];
  /** The log position after the last command of the fill. */
  readonly position: string;
}

/** `count` properties of one owner, the first made as every bench's, the others over HTTP. */
const openProperties = async (baseUrl: string, count: number) => {
  progress(`payments: ${count} properties`);
  const first = await hotelWithRooms(baseUrl, { roomTypes: 1, roomsPerType: 20 });
  const { token } = first;
  const propertyIds = [first.propertyId];
  let position = first.position;
  for (let p = 1; p < count; p++) {
    const hotel = await call(baseUrl, 'POST', '/hotels', {
      token,
      body: { name: `Буудал ${p + 1}`, registerNo: String(1_000_000 + p), companyName: 'ХХК' },
    });
    expectStatus(hotel, 201, 'open a property');
    const propertyId = hotel.body.id as string;
    const type = await call(baseUrl, 'POST', '/room/types', {
      token,
      propertyId,
      body: {
        name: 'Стандарт',
        defaultPrice: 100_000,
        occupancy: 2,
        names: Array.from({ length: 20 }, (_, r) => String(101 + r)),
      },
    });
    expectStatus(type, 201, 'room type');
    propertyIds.push(propertyId);
    position = type.body.position as string;
  }
  return { first, propertyIds, position };
};

/** Refunds: paid in full, then canceled without a fee — all of it is to give back. */
const paidAndCanceled = async (
  baseUrl: string,
  auth: { readonly token: string; readonly propertyId: string },
  reservationId: string,
  methodId: string,
  bookedAt: string,
): Promise<{ folio: Folio; position: string }> => {
  const { token, propertyId } = auth;
  const stay = await call<{ reservation: { balance: number } }>(
    baseUrl,
    'GET',
    `/reservations/${reservationId}`,
    { token, propertyId, minPosition: bookedAt },
  );
  expectStatus(stay, 200, 'reservation');
  const paid = await call(baseUrl, 'POST', '/payments', {
    token,
    propertyId,
    body: {
      id: reservationId,
      incomeType: 'prepaid',
      pays: [{ paymentMethod: { id: methodId }, amount: stay.body.reservation.balance }],
    },
  });
  expectStatus(paid, 201, 'deposit');
  const canceled = await call(baseUrl, 'POST', '/reservations/status', {
    token,
    propertyId,
    body: {
      id: reservationId,
      status: 'canceled',
      oldStatus: 'confirmed',
      cancellationPayment: 0,
      isPaid: false,
    },
  });
  expectStatus(canceled, 200, 'cancel');
  return {
    folio: { propertyId, reservationId, methodId, paymentId: paid.body.id as string },
    position: canceled.body.position as string,
  };
};

/** Books `reservationsPerProperty` 30-night stays in each of `properties` properties. */
export const fillFolios = async (
  baseUrl: string,
  options: { readonly properties: number; readonly reservationsPerProperty: number },
  kind: 'payments' | 'refunds',
): Promise<FolioFill> => {
  const opened = await openProperties(baseUrl, options.properties);
  const { first, propertyIds } = opened;
  const { token } = first;
  let position = opened.position;
  progress(`payments: ${options.reservationsPerProperty} 30-night stays in each`);
  const folios: Folio[] = [];
  for (const propertyId of propertyIds) {
    const auth = { token, propertyId, minPosition: position };
    const methods = await call<{ data: { id: string; isDefault: boolean }[] }>(
      baseUrl,
      'GET',
      '/payment/methods',
      auth,
    );
    expectStatus(methods, 200, 'payment methods');
    const method = methods.body.data.find((m) => m.isDefault) ?? methods.body.data[0];
    const types = await call<{ data: { id: string }[] }>(baseUrl, 'GET', '/room/types', auth);
    expectStatus(types, 200, 'room types');
    const roomTypeId = types.body.data[0]?.id;
    if (!method || !roomTypeId) throw new Error('payments: no payment method or room type');
    for (let r = 0; r < options.reservationsPerProperty; r++) {
      const checkIn = addDays(first.workingDate, r % 5);
      const booked = await call(baseUrl, 'POST', '/reservations/book', {
        token,
        propertyId,
        body: {
          stayType: 'night',
          checkIn,
          checkOut: addDays(checkIn, 30),
          roomTypes: [{ roomTypeId, ratePlanId: null, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
          status: 'confirmed',
        },
      });
      expectStatus(booked, 201, 'book');
      const reservationId = booked.body.id as string;
      if (kind === 'payments') {
        folios.push({ propertyId, reservationId, methodId: method.id });
        continue;
      }
      const refund = await paidAndCanceled(
        baseUrl,
        { token, propertyId },
        reservationId,
        method.id,
        booked.body.position as string,
      );
      position = refund.position;
      folios.push(refund.folio);
    }
  }
  return { token, propertyIds, folios, position };
};
