import { describe, expect, it } from 'vitest';
import {
  bookingTotal,
  lineAmount,
  newLine,
  reconcileLines,
  roomTypesOf,
  roomsLeft,
  toggleRoom,
  withChildren,
  withQuantity,
} from './lines';
import { aRatePlanOffer, aRoomTypeAvailability } from './test-server';

const standard = aRoomTypeAvailability({
  available: 3,
  total: 5,
  freeRooms: [
    { id: 'a', name: '101' },
    { id: 'b', name: '102' },
    { id: 'c', name: '103' },
  ],
  ratePlans: [aRatePlanOffer({ id: 'rp-1', name: 'Үндсэн', total: 1 })],
});

describe('booking lines', () => {
  it('a line costs one room’s price times its rooms; the total adds the lines up', () => {
    const one = newLine(standard, 'rp-1');
    const two = withQuantity(newLine(standard, 'rp-1'), 2);
    expect(lineAmount(150000, 2)).toBe(300000);
    expect(bookingTotal([one, two], [150000, 120000])).toBe(390000);
    // A price not known yet counts as nothing (the screen shows it loading).
    expect(bookingTotal([one, two], [150000, undefined])).toBe(150000);
  });

  it('rooms left, picked rooms within the quantity, children ages kept', () => {
    const line = withQuantity(newLine(standard, 'rp-1'), 2);
    expect(roomsLeft(standard, [line])).toBe(1);
    expect(roomsLeft(standard, [line], line.key)).toBe(3);
    const picked = toggleRoom(toggleRoom(toggleRoom(line, 'a'), 'b'), 'c');
    expect(picked.roomIds).toEqual(['a', 'b']);
    expect(withQuantity(picked, 1).roomIds).toEqual(['a']);
    const kids = withChildren({ ...line, childrenAges: [4] }, 2);
    expect(kids.childrenAges).toEqual([4, null]);
  });

  it('after a new search: quantities shrink to what is free, rooms no longer free let go', () => {
    const line = toggleRoom(toggleRoom(withQuantity(newLine(standard, 'rp-1'), 3), 'a'), 'c');
    const later = { ...standard, available: 2, freeRooms: [{ id: 'a', name: '101' }] };
    const [kept] = reconcileLines([line], [later]);
    expect(kept).toMatchObject({ quantity: 2, roomIds: ['a'] });
    expect(reconcileLines([line], [{ ...standard, available: 0 }])).toEqual([]);
    expect(roomTypesOf([kept!])).toEqual([
      {
        roomTypeId: 'rt-1',
        ratePlanId: 'rp-1',
        numberOfGuests: 2,
        ageOfChildren: [],
        quantity: 2,
        roomIds: ['a'],
      },
    ]);
  });
});
