import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * POST /api/reservation/room/choices: the room picker's rooms, each as an assignment there would
 * meet it (issue 32: "room pickers show each room's state"): the current room, free rooms, a room
 * another stay holds (with its number) or a block holds, by the rule assignRoom applies.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
let standard = '';
const room: Record<string, string> = {};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  let names: Record<string, string>;
  ({ standard, room: names } = await standardRooms(hotel, ['101', '102', '103', '104']));
  Object.assign(room, names);
});

afterAll(async () => {
  await app.close();
});

const book = async (roomName: string, from: number, nights: number) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: addDays(D0, from),
        checkOut: addDays(D0, from + nights),
        roomId: room[roomName],
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Зочин' },
      },
      201,
    )
  ).body as { reservationIds: string[]; numbers?: number[] };

describe('the room picker’s rooms', () => {
  it('says which room is current, free, taken by which stay, or blocked', async () => {
    const mine = (await book('101', 2, 3)).reservationIds[0]!;
    const theirs = (await book('102', 4, 2)).reservationIds[0]!;
    const number = (await hotel.get(`/reservations/${theirs}`).expect(200)).body.reservation
      .number as number;
    await hotel.post(
      '/blocks',
      {
        roomTypeId: standard,
        rooms: [room['103']],
        startDate: addDays(D0, 1),
        endDate: addDays(D0, 3),
      },
      201,
    );
    const choices = (await hotel.post('/reservation/room/choices', { id: mine }, 200)).body;
    expect(choices).toMatchObject({ from: addDays(D0, 2), to: addDays(D0, 5) });
    expect(choices.rooms).toEqual([
      { roomId: room['101'], name: '101', state: 'current' },
      { roomId: room['102'], name: '102', state: 'occupied', date: addDays(D0, 4), number },
      expect.objectContaining({
        roomId: room['103'],
        name: '103',
        state: 'blocked',
        date: addDays(D0, 2),
      }),
      { roomId: room['104'], name: '104', state: 'free' },
    ]);
    // What the picker says is what the server does.
    await hotel.post('/reservation/room', { id: mine, roomId: room['102'] }, 409);
    await hotel.post('/reservation/room', { id: mine, roomId: room['103'] }, 409);
    await hotel.post('/reservation/room', { id: mine, roomId: room['104'] }, 200);
  });

  it('is for the property’s own reservations (another’s is a 404), with a valid id (422)', async () => {
    const mine = (await book('101', 10, 1)).reservationIds[0]!;
    await other.post('/reservation/room/choices', { id: mine }, 404);
    await hotel.post('/reservation/room/choices', { id: 'nope' }, 422);
  });
});
