import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';
import { calendarServer, ics, importScheduler } from './calendar-imports-support';

/**
 * A site's held booking made a reservation in one step (issue 36 part 2; docs/channels.md): the
 * hold's room and nights booked with the site as source and the UID as reference, the hold
 * released in the same append (the nights never free in between), and later reads of the
 * calendar leaving the event alone (no conflict with our own reservation).
 */

let app: ReturnType<typeof startTestApp>;
let site: Awaited<ReturnType<typeof calendarServer>>;
let scheduler: ReturnType<typeof importScheduler>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let rooms: Awaited<ReturnType<typeof standardRooms>>;
let plan = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const day = (n: number) => addDays(today, n);

interface Listed {
  held: { holdId: string; uid: string; roomId: string; startDate: string; endDate: string }[];
  conflicts: { uid: string }[];
  imports: { holds: number; conflicts: number }[];
}
const listed = async (): Promise<Listed> => (await hotel.get('/calendar/imports').expect(200)).body;

beforeAll(async () => {
  app = startTestApp();
  site = await calendarServer();
  scheduler = importScheduler(app);
  hotel = await ownerWithProperty(app);
  rooms = await standardRooms(hotel, ['101', '102']);
  plan = (
    await hotel.post(
      '/rate/plans',
      { name: 'Үндсэн', roomType: { id: rooms.standard }, type: 'daily', meals: [] },
      201,
    )
  ).body.id as string;
  site.answer('/airbnb.ics', {
    kind: 'ics',
    body: ics(['a1@airbnb', day(5), day(8)], ['a2@airbnb', day(12), day(14)]),
  });
  await hotel.post(
    '/calendar/imports',
    { roomId: rooms.room['101'], channel: 'Airbnb', url: site.url('/airbnb.ics') },
    201,
  );
  await scheduler.round();
});

afterAll(async () => {
  scheduler.stop();
  await site.close();
  await app.close();
});

describe('a held booking made a reservation', () => {
  it('lists the held bookings', async () => {
    const { held } = await listed();
    expect(held.map((h) => [h.uid, h.startDate, h.endDate])).toEqual([
      ['a1@airbnb', day(5), day(8)],
      ['a2@airbnb', day(12), day(14)],
    ]);
  });

  it('refuses bad input (422 per field) and another property’s hold (404)', async () => {
    const hold = (await listed()).held[0]!;
    const bad = await hotel.post(
      `/calendar/holds/${hold.holdId}/reservation`,
      { guestName: '', ratePlanId: 'x', adults: 0, phoneNumber: 'abc' },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'adults',
      'guestName',
      'phoneNumber',
      'ratePlanId',
    ]);
    const other = await otherProperty(app);
    await other.post(
      `/calendar/holds/${hold.holdId}/reservation`,
      { guestName: 'Anna', ratePlanId: plan, adults: 2 },
      404,
    );
  });

  it('books the hold’s room and nights in one append, and later reads leave the event alone', async () => {
    const hold = (await listed()).held[0]!;
    const head = await app.eventStore.headPosition();
    const made = await hotel.post(
      `/calendar/holds/${hold.holdId}/reservation`,
      { guestName: 'Anna Smith', phoneNumber: '99112233', ratePlanId: plan, adults: 2 },
      201,
    );
    const appended = await app.eventStore.readAll({ after: head ?? 0n });
    // One append: the hold released first, then the stay held in its place, with the
    // reservation and the import's record of the conversion.
    expect(
      appended.filter((e) => e.streamName === `occupancy-${hotel.propertyId}`).map((e) => e.type),
    ).toEqual(['ChannelHoldReleased', 'StaysHeld']);
    expect(appended.map((e) => e.type)).toContain('ChannelHoldConverted');
    expect(appended.map((e) => e.type)).toContain('ReservationCreated');

    const detail = await hotel
      .get(`/reservations/${made.body.id}`)
      .set('X-Min-Position', made.body.position);
    const text = JSON.stringify(detail.body);
    expect(text).toContain('"externalRef":"a1@airbnb"');
    expect(text).toContain('Airbnb');
    expect(text).toContain(`"checkIn":"${day(5)}"`);
    expect(text).toContain(`"checkOut":"${day(8)}"`);
    expect(text).toContain(rooms.room['101']);

    // The site still lists the booking: it is ours now, neither held again nor a conflict.
    await scheduler.round();
    const after = await listed();
    expect(after.held.map((h) => h.uid)).toEqual(['a2@airbnb']);
    expect(after.conflicts).toEqual([]);

    // Made twice: the hold is gone.
    await hotel.post(
      `/calendar/holds/${hold.holdId}/reservation`,
      { guestName: 'Anna Smith', ratePlanId: plan, adults: 2 },
      404,
    );
  });

  it('keeps the nights taken: the room cannot be booked over the converted stay', async () => {
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: day(6),
        checkOut: day(7),
        roomId: rooms.room['101'],
        roomTypes: [{ roomTypeId: rooms.standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат' },
      },
      409,
    );
  });
});
