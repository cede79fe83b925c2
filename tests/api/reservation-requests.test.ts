import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Reservation requests and the public online booking page over HTTP: the public endpoints
 * without a token, the staff's payment request, payment and conversion, bad input for every
 * endpoint, and the last room under concurrent conversions, bookings and requests.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let lux = '';
let bankId = '';
let rooms: { id: string; name: string }[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp({ publicRateLimits: { reads: 10_000, requests: 10_000 } });
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      {
        name: 'Стандарт',
        nameEn: 'Standard',
        defaultPrice: 100000,
        occupancy: 2,
        description: 'Тав тухтай өрөө',
        descriptionEn: 'A comfortable room',
        names: ['101', '102'],
      },
      201,
    )
  ).body.id;
  lux = (
    await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000, names: ['201'] }, 201)
  ).body.id;
  await hotel.post(
    '/rate/plans',
    { name: 'Онлайн', roomType: { id: standard }, type: 'other', isOnlineBook: true },
    201,
  );
  // Money paid for a request arrives by bank transfer, the method marked for online payments:
  // its prepayment is posted in it (not in the card added first, nor in the default cash).
  await hotel.post(
    '/payment/methods',
    { name: 'Карт', color: '#6b46c1', incomeTypes: ['paid', 'prepaid'] },
    201,
  );
  await hotel.post(
    '/payment/methods',
    {
      name: 'Дансаар шилжүүлэг',
      nameEn: 'Bank transfer',
      color: '#dd6b20',
      isOnline: true,
      incomeTypes: ['paid', 'prepaid', 'receivable'],
    },
    201,
  );
  bankId = (
    await hotel.post(
      '/hotel/banks',
      {
        bank: { id: 'khan' },
        accountName: 'Хаан Буудал ХХК',
        number: '5012345678',
        currency: 'MNT',
      },
      201,
    )
  ).body.id;
  await hotel.post('/hotel/rules', { title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' }, 201);
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  rooms = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[])
    .find((t) => t.id === standard)!
    .rooms.map((r) => ({ id: r.id, name: r.name }));
});

afterAll(async () => {
  await app.close();
});

/** A guest's call: no token, no X-Slug. */
const guest = {
  get: (path: string) => request(app.app).get(`/api${path}`).set('X-Language', 'en'),
  post: (path: string, body: object | string) =>
    request(app.app)
      .post(`/api${path}`)
      .set('X-Language', 'en')
      .set('Content-Type', 'application/json')
      .send(body),
};

const stay = (from: number, nights = 2) => ({
  checkIn: addDays(today, from),
  checkOut: addDays(today, from + nights),
});

const onlineRequest = (from: number, fields: object = {}) => ({
  ...stay(from),
  rooms: [{ roomTypeId: standard, quantity: 1 }],
  guest: {
    name: 'Anna',
    surname: 'Smith',
    email: 'anna@example.com',
    phoneNumber: '+976 99112233',
  },
  ...fields,
});

const outboxMails = () => {
  const outbox = join(app.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
};

describe('the public online booking page', () => {
  it('is a 404 until the property opens it, and for unknown or malformed properties', async () => {
    await guest.get(`/online/book/${hotel.propertyId}`).expect(404);
    await guest.post(`/online/book/${hotel.propertyId}/availability`, stay(3)).expect(404);
    await guest.get('/online/book/not-a-property').expect(404);
    await guest.get(`/online/book/${crypto.randomUUID()}`).expect(404);
    const user = await hotel.get('/user').expect(200);
    expect(user.body.hotels[0].hasResRequest).toBe(false);
    await hotel.post('/hotel/online-booking', { hasOnlineBook: 'yes' }, 422);
    await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
    expect((await hotel.get('/hotel/setting').expect(200)).body.hasOnlineBook).toBe(true);
    expect((await hotel.get('/user').expect(200)).body.hotels[0].hasResRequest).toBe(true);
  });

  it('shows only public fields: the property, online room types, rules and bank accounts', async () => {
    const page = await guest.get(`/online/book/${hotel.propertyId}`).expect(200);
    expect(page.body.property).toMatchObject({ id: hotel.propertyId, name: 'Хаан Буудал' });
    expect(page.body.roomTypes).toEqual([
      expect.objectContaining({
        id: standard,
        name: 'Standard',
        description: 'A comfortable room',
      }),
    ]);
    expect(page.body.rules).toEqual([
      expect.objectContaining({ title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' }),
    ]);
    expect(page.body.banks).toEqual([
      expect.objectContaining({ bankName: 'Khan Bank', number: '5012345678', qrImage: null }),
    ]);
    const text = JSON.stringify(page.body);
    // No owner, staff, register number or company.
    expect(text).not.toContain('bat@hotel.mn');
    expect(text).not.toContain('registerNo');
    expect(text).not.toContain('Хаан ХХК');
    expect(page.body.booking.minCheckIn >= today).toBe(true);
    // The property's image route serves only its public images.
    await guest
      .get(
        `/online/book/${hotel.propertyId}/image?path=${hotel.propertyId}/${crypto.randomUUID()}.jpg`,
      )
      .expect(404);
    const bad = await guest
      .get(`/online/book/${hotel.propertyId}/image?path=../../etc`)
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['path']);
  });

  it('answers availability from the ledger with the online plan’s price', async () => {
    const answer = await guest
      .post(`/online/book/${hotel.propertyId}/availability`, stay(3))
      .expect(200);
    expect(answer.body.roomTypes).toEqual([
      expect.objectContaining({ roomTypeId: standard, available: 2, total: 200000, nights: 2 }),
    ]);
    // A staff booking takes one room.
    await hotel.post(
      '/reservations/book',
      {
        ...stay(3),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат' },
      },
      201,
    );
    const after = await guest
      .post(`/online/book/${hotel.propertyId}/availability`, stay(3))
      .expect(200);
    expect(after.body.roomTypes[0].available).toBe(1);
  });

  it('refuses bad input without a token: 422 per field, 400 for broken JSON, never a 500', async () => {
    const path = `/online/book/${hotel.propertyId}`;
    const missing = await guest.post(`${path}/availability`, {}).expect(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['checkIn', 'checkOut']);
    const reversed = await guest
      .post(`${path}/availability`, { checkIn: addDays(today, 5), checkOut: addDays(today, 4) })
      .expect(422);
    expect(reversed.body.errors).toEqual({
      checkOut: ['The check-out date must be after the check-in date.'],
    });
    const tooLong = await guest.post(`${path}/availability`, stay(1, 61)).expect(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['checkOut']);
    await guest.post(`${path}/availability`, '{"checkIn":').expect(400);
    await guest.post(`${path}/availability`, { checkIn: '2026-02-30', checkOut: 5 }).expect(422);
    const empty = await guest.post(`${path}/requests`, {}).expect(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'checkIn',
      'checkOut',
      'guest',
      'rooms',
    ]);
    const badGuest = await guest
      .post(
        `${path}/requests`,
        onlineRequest(3, { guest: { name: '', email: 'x', phoneNumber: 'abc' } }),
      )
      .expect(422);
    expect(Object.keys(badGuest.body.errors).sort()).toEqual([
      'guest.email',
      'guest.name',
      'guest.phoneNumber',
    ]);
    const tooMany = await guest
      .post(
        `${path}/requests`,
        onlineRequest(3, { rooms: [{ roomTypeId: standard, quantity: 11 }] }),
      )
      .expect(422);
    // The field's own check fails, so the cross-field rule (rooms in total) is not run on it.
    expect(Object.keys(tooMany.body.errors).sort()).toEqual(['rooms.0.quantity']);
    const notOnline = await guest
      .post(`${path}/requests`, onlineRequest(3, { rooms: [{ roomTypeId: lux, quantity: 1 }] }))
      .expect(400);
    // Never named: the public page does not tell what is not offered.
    expect(notOnline.body.title).toBe('This room type cannot be booked online.');
    expect(JSON.stringify(notOnline.body)).not.toContain('Люкс');
    const past = await guest.post(`${path}/requests`, onlineRequest(-3)).expect(400);
    expect(past.body.code).toBe('request.checkInPast');
    await guest.post(`${path}/requests`, ['not', 'an', 'object']).expect(422);
  });
});

describe('a request from the page to a reservation', () => {
  let id = '';
  let number = 0;

  it('is received with a number, holds its room and e-mails the guest', async () => {
    const before = outboxMails().length;
    const made = await guest
      .post(`/online/book/${hotel.propertyId}/requests`, onlineRequest(10))
      .expect(201);
    id = made.body.id;
    number = made.body.number;
    expect(number).toBe(1);
    expect(made.body.emailSent).toBe(true);
    const mails = outboxMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('To: anna@example.com');
    expect(mails.at(-1)).toContain('RN-1');
    const availability = await guest
      .post(`/online/book/${hotel.propertyId}/availability`, stay(10))
      .expect(200);
    expect(availability.body.roomTypes[0].available).toBe(1);
  });

  it('is listed and shown to staff with what may be done', async () => {
    const list = await hotel.get('/reservation/requests?statuses=pending&search=anna').expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      label: 'RN-1',
      status: 'pending',
      amount: 200000,
      paymentState: 'none',
      allowed: { confirm: true, cancel: true, requestPayment: false, convert: false },
    });
    const byCheckIn = await hotel
      .get(`/reservation/requests?filterType=checkIn&start=${addDays(today, 11)}`)
      .expect(200);
    expect(byCheckIn.body.total).toBe(0);
    const detail = await hotel.get(`/reservation/requests/${id}`).expect(200);
    expect(detail.body.request).toMatchObject({
      guest: { name: 'Anna', email: 'anna@example.com' },
      roomTypes: [{ roomTypeId: standard, quantity: 1, amount: 200000 }],
      hold: { until: expect.any(String) },
      bankAccounts: [{ id: bankId, bankName: 'Khan Bank' }],
    });
  });

  it('refuses bad staff input per field and another property’s request', async () => {
    const badList = await hotel.get('/reservation/requests?statuses=lost&filterType=x').expect(422);
    expect(Object.keys(badList.body.errors).sort()).toEqual(['filterType', 'statuses.0']);
    await hotel.get('/reservation/requests/figures?start=soon').expect(422);
    await hotel.post('/reservation/requests/status', { id, status: 'reservation' }, 422);
    await hotel.post('/reservation/requests/status', { id: 'x', status: 'confirmed' }, 422);
    await hotel.post('/notify/payment', { id }, 422);
    await hotel.post('/reservation/requests/paid', { id, amount: -5 }, 422);
    await hotel.post('/reservation/requests/paid', { id, amount: 0 }, 422);
    await hotel.post('/reservation/requests/check', { id, checkIn: 'tomorrow' }, 422);
    await hotel.post(
      '/reservation/requests/select/date',
      { id, checkIn: addDays(today, 10), checkOut: addDays(today, 9) },
      422,
    );
    await hotel.post('/reservation/requests', { channel: 'online' }, 422);
    const other = await ownerWithProperty(app, { email: 'o@hotel.mn', registerNo: '7654321' });
    await other.get(`/reservation/requests/${id}`).expect(404);
    await other.post('/reservation/requests/status', { id, status: 'confirmed' }, 404);
    await other.post('/reservation/requests/paid', { id, amount: 10 }, 404);
  });

  it('asks for payment by e-mail once confirmed, then is paid', async () => {
    const early = await hotel.post('/notify/payment', { id, bankAccountId: bankId }, 400);
    expect(early.body.code).toBe('request.paymentNeedsConfirmation');
    await hotel.post('/reservation/requests/status', { id, status: 'confirmed' }, 200);
    const unknownAccount = await hotel.post(
      '/notify/payment',
      { id, bankAccountId: crypto.randomUUID() },
      400,
    );
    expect(Object.keys(unknownAccount.body.errors)).toEqual(['bankAccountId']);
    const asked = await hotel.post('/notify/payment', { id, bankAccountId: bankId }, 200);
    expect(asked.body.emailSent).toBe(true);
    const mail = outboxMails().at(-1) ?? '';
    expect(mail).toContain('To: anna@example.com');
    expect(mail).toContain('200 000');
    expect(mail).toContain('5012345678');
    expect(mail).toContain('Payment reference: RN-1');
    const waiting = await hotel.get(`/reservation/requests/${id}`).expect(200);
    expect(waiting.body.request.paymentState).toBe('waiting');
    const converting = await hotel.post(
      '/reservation/requests/select/date',
      { id, checkIn: addDays(today, 10) },
      400,
    );
    expect(converting.body.code).toBe('request.notPaid');
    const paid = await hotel.post('/reservation/requests/paid', { id, amount: 200000 }, 200);
    expect(paid.body.held).toBe(true);
    const detail = await hotel.get(`/reservation/requests/${id}`).expect(200);
    expect(detail.body.request).toMatchObject({
      isPaid: true,
      amountPaid: 200000,
      paymentState: 'paid',
      hold: { until: null },
      allowed: { convert: true, requestPayment: false },
    });
  });

  it('checks dates, then converts through the booking command, linked both ways', async () => {
    // Both rooms are taken on day 3 (one by staff, one by a walk-in now).
    await hotel.post(
      '/reservations/book',
      {
        ...stay(3),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Дорж' },
      },
      201,
    );
    const refused = await hotel.post(
      '/reservation/requests/check',
      { id, checkIn: addDays(today, 3) },
      200,
    );
    expect(refused.body).toMatchObject({ available: false });
    expect(refused.body.message).toContain('No Standard room is free');
    const ok = await hotel.post(
      '/reservation/requests/check',
      { id, checkIn: addDays(today, 10) },
      200,
    );
    expect(ok.body).toEqual({
      available: true,
      checkOut: addDays(today, 12),
      total: 200000,
      message: 'Rooms are free on these dates.',
    });
    const converted = await hotel.post(
      '/reservation/requests/select/date',
      { id, checkIn: addDays(today, 10) },
      201,
    );
    expect(converted.body.reservationIds).toHaveLength(1);
    const reservation = await hotel
      .get(`/reservations/${converted.body.reservationIds[0]}`)
      .expect(200);
    expect(reservation.body.reservation).toMatchObject({
      resReqId: id,
      status: 'confirmed',
      checkIn: addDays(today, 10),
      sourceClone: { serviceName: 'online' },
      guestClone: { name: 'Anna', surname: 'Smith' },
      // The 200 000 paid for the request is the reservation's prepayment.
      paid: 200000,
      payments: [
        expect.objectContaining({
          incomeType: 'prepaid',
          amountMnt: 200000,
          // In the method it arrived in, never cash; who recorded it and when.
          pays: [
            expect.objectContaining({
              paymentMethod: expect.objectContaining({ name: 'Дансаар шилжүүлэг' }),
            }),
          ],
          userName: expect.any(String),
          createdAt: expect.any(String),
        }),
      ],
    });
    expect(converted.body.prepaid).toBe(200000);
    const requests = await hotel.get('/reservations?tab=other&isRequest=true').expect(200);
    expect(requests.body.total).toBe(1);
    const detail = await hotel.get(`/reservation/requests/${id}`).expect(200);
    expect(detail.body.request).toMatchObject({
      status: 'reservation',
      hold: null,
      reservations: [{ id: converted.body.reservationIds[0], status: 'confirmed' }],
    });
    const again = await hotel.post(
      '/reservation/requests/select/date',
      { id, checkIn: addDays(today, 20) },
      400,
    );
    expect(again.body.code).toBe('request.closed');
    const figures = await hotel.get('/reservation/requests/figures').expect(200);
    expect(figures.body).toEqual({
      total: 1,
      totalConfirmed: 1,
      totalAmount: 200000,
      paidAmount: 200000,
    });
  });

  it('takes requests from a channel through the port, once per Idempotency-Key', async () => {
    const body = {
      ...stay(30, 1),
      channel: 'iHotel',
      syncId: 'IH-77',
      rooms: [{ roomTypeId: lux, quantity: 1 }],
      guest: { name: 'Bold', email: 'bold@example.com', phoneNumber: '99001122' },
    };
    const send = () =>
      request(app.app)
        .post('/api/reservation/requests')
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .set('Idempotency-Key', 'ihotel-IH-77')
        .send(body);
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const detail = await hotel.get(`/reservation/requests/${first.body.id}`).expect(200);
    expect(detail.body.request).toMatchObject({
      channel: 'ihotel',
      syncId: 'IH-77',
      amount: 300000,
    });
    await hotel.post(
      '/reservation/requests/status',
      { id: first.body.id, status: 'canceled' },
      200,
    );
    const canceled = await hotel.get(`/reservation/requests/${first.body.id}`).expect(200);
    expect(canceled.body.request).toMatchObject({ status: 'canceled', hold: null });
  });
});

describe('the last room under concurrency', () => {
  const staffCall = (target: typeof app.app, path: string, body: object) =>
    request(target)
      .post(`/api${path}`)
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Language', 'en')
      .send(body);

  /** A request made, confirmed and paid (its rooms held until converted). */
  const paidRequest = async (from: number) => {
    const made = await guest
      .post(`/online/book/${hotel.propertyId}/requests`, onlineRequest(from))
      .expect(201);
    await hotel.post(
      '/reservation/requests/status',
      { id: made.body.id, status: 'confirmed' },
      200,
    );
    await hotel.post('/reservation/requests/paid', { id: made.body.id, amount: 200000 }, 200);
    return made.body.id as string;
  };

  it('gives it to exactly one of concurrent conversions and bookings, across two command instances', async () => {
    const rounds = Number(process.env.RACE_ROUNDS ?? 10);
    const second = app.secondCommandInstance();
    for (let round = 0; round < rounds; round++) {
      const night = 100 + round * 3;
      // Two paid requests held elsewhere, both converted onto `night`, where one room is left.
      const a = await paidRequest(night + 1);
      const b = await paidRequest(night + 1);
      await hotel.post(
        '/reservations/book',
        {
          ...stay(night, 1),
          roomId: rooms[0]!.id,
          roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Бат' },
        },
        201,
      );
      const calls = [
        ...[a, b].map((id) => ({
          path: '/reservation/requests/select/date',
          body: { id, ...stay(night, 1) },
        })),
        ...Array.from({ length: 18 }, () => ({
          path: '/reservations/book',
          body: {
            ...stay(night, 1),
            roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
            guest: { name: 'Дорж' },
          },
        })),
      ];
      const answers = await Promise.all(
        calls.map((call, i) => staffCall(i % 2 === 0 ? app.app : second, call.path, call.body)),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    }
    const day = await guest
      .post(`/online/book/${hotel.propertyId}/availability`, stay(100, 1))
      .expect(200);
    expect(day.body.roomTypes[0].available).toBe(0);
  }, 300_000);

  it('gives the last room to exactly one of concurrent guests on the public page', async () => {
    const from = 200;
    await hotel.post(
      '/reservations/book',
      {
        ...stay(from),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат' },
      },
      201,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guest.post(
          `/online/book/${hotel.propertyId}/requests`,
          onlineRequest(from, {
            guest: { name: `Guest ${i}`, email: `g${i}@example.com`, phoneNumber: '99112233' },
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  }, 60_000);
});
