import { describe, expect, it } from 'vitest';
import { book } from './booking';
import { changeRoomType } from './room-type';
import { assignRoom, changeDates, setDiscount } from './stay-changes';
import { ledger } from './ledger';
import {
  after,
  bookCommand,
  bookedWith,
  broken,
  context,
  LUX,
  R101,
  R102,
  R201,
  WORKING_DATE,
  world,
} from './test-world';

/** Given/when/then for changes to a booked stay: dates, room, room type, discount. */

describe('editing', () => {
  it('changes dates with a new price, and not once canceled', () => {
    const { id, reservations, occupancy } = bookedWith([]);
    const changed = changeDates(
      {
        id,
        checkIn: '2026-11-25',
        checkOut: '2026-11-28',
        stayType: undefined,
        arrivalTime: null,
        exitTime: null,
        resTime: null,
        timePrice: null,
      },
      reservations.get(id)!,
      world,
      occupancy,
      context('d'),
    );
    expect(changed.price.total).toBe(300000);
    expect(changed.ledger[0]).toMatchObject({
      type: 'StayChanged',
      data: { stay: { checkOut: '2026-11-28' } },
    });
    const canceled = bookedWith(['canceled']);
    expect(
      broken(() =>
        changeDates(
          {
            id: canceled.id,
            checkIn: '2026-11-25',
            checkOut: '2026-11-28',
            stayType: undefined,
            arrivalTime: null,
            exitTime: null,
            resTime: null,
            timePrice: null,
          },
          canceled.reservations.get(canceled.id)!,
          world,
          canceled.occupancy,
          context('d2'),
        ),
      ),
    ).toBe('reservation.datesLocked');
  });

  it('moves dates and room in one step (a calendar drag), checked on the target room', () => {
    const mine = book(bookCommand({ roomId: R101 }), world, ledger.initialState(), null, context());
    const other = book(
      bookCommand({ roomId: R102, checkIn: '2026-11-28', checkOut: '2026-11-30' }),
      world,
      after(mine).occupancy,
      null,
      context('c2'),
    );
    const state = after(mine, other);
    const id = mine.reservationIds[0] as string;
    const move = (checkIn: string, checkOut: string) =>
      changeDates(
        {
          id,
          checkIn,
          checkOut,
          arrivalTime: null,
          exitTime: null,
          resTime: null,
          timePrice: null,
          roomId: R102,
        },
        state.reservations.get(id)!,
        world,
        state.occupancy,
        context('m'),
      );
    const moved = move('2026-11-26', '2026-11-28');
    expect([...moved.reservations.values()][0]!.map((e) => e.type)).toEqual([
      'ReservationDatesChanged',
      'ReservationRoomAssigned',
    ]);
    expect(moved.ledger[0]).toMatchObject({
      data: { stay: { roomId: R102, checkIn: '2026-11-26' } },
    });
    expect(broken(() => move('2026-11-27', '2026-11-29'))).toBe('409 reservation.roomTaken');
  });

  it('keeps the check-in of a checked-in stay', () => {
    const inHouse = bookedWith(['checked-in'], {
      checkIn: WORKING_DATE,
      checkOut: '2026-11-23',
      roomId: R101,
    });
    const move = (checkIn: string) => () =>
      changeDates(
        {
          id: inHouse.id,
          checkIn,
          checkOut: '2026-11-24',
          stayType: undefined,
          arrivalTime: null,
          exitTime: null,
          resTime: null,
          timePrice: null,
        },
        inHouse.reservations.get(inHouse.id)!,
        world,
        inHouse.occupancy,
        context('d'),
      );
    expect(broken(move('2026-11-21'))).toBe('reservation.checkInLocked');
    expect(move(WORKING_DATE)).not.toThrow();
  });

  it('never changes or clears a canceled room, never clears a no-show room', () => {
    const canceled = bookedWith(['canceled'], { roomId: R101 });
    expect(
      broken(() =>
        assignRoom(
          { id: canceled.id, roomId: R102 },
          canceled.reservations.get(canceled.id)!,
          world,
          canceled.occupancy,
          context(),
        ),
      ),
    ).toBe('reservation.canceledRoom');
    const noShow = bookedWith(['no-show'], { roomId: R101, checkIn: WORKING_DATE });
    expect(
      broken(() =>
        assignRoom(
          { id: noShow.id, roomId: null },
          noShow.reservations.get(noShow.id)!,
          world,
          noShow.occupancy,
          context(),
        ),
      ),
    ).toBe('reservation.noShowRoomClear');
    expect(() =>
      assignRoom(
        { id: noShow.id, roomId: R102 },
        noShow.reservations.get(noShow.id)!,
        world,
        noShow.occupancy,
        context(),
      ),
    ).not.toThrow();
  });

  it('assigns only rooms of the reservation’s type', () => {
    const { id, reservations, occupancy } = bookedWith([]);
    expect(
      broken(() =>
        assignRoom({ id, roomId: R201 }, reservations.get(id)!, world, occupancy, context()),
      ),
    ).toBe('reservation.roomNotOfType');
  });

  it('moves to another room type with its price; not once canceled', () => {
    const { id, reservations, occupancy } = bookedWith([]);
    const moved = changeRoomType(
      { id, roomTypeId: LUX, ratePlanId: null, roomId: R201 },
      reservations.get(id)!,
      world,
      occupancy,
      context('m'),
    );
    expect([...moved.reservations.values()][0]![0]!.data).toMatchObject({
      price: { total: 400000 },
      roomClone: { roomId: R201 },
    });
    const canceled = bookedWith(['canceled']);
    expect(
      broken(() =>
        changeRoomType(
          { id: canceled.id, roomTypeId: LUX, ratePlanId: null, roomId: null },
          canceled.reservations.get(canceled.id)!,
          world,
          canceled.occupancy,
          context('m2'),
        ),
      ),
    ).toBe('reservation.roomTypeLocked');
  });

  it('discounts the room price (percent rounded up, or tugrik)', () => {
    const { id, reservations } = bookedWith([]);
    const percent = setDiscount(
      { id, discountType: 'percent', discount: 15 },
      reservations.get(id)!,
      world,
      context('x'),
    );
    expect([...percent.reservations.values()][0]![0]!.data).toMatchObject({
      price: { total: 170000, discountAmount: 30000 },
    });
    const currency = setDiscount(
      { id, discountType: 'currency', discount: 5000 },
      reservations.get(id)!,
      world,
      context('y'),
    );
    expect([...currency.reservations.values()][0]![0]!.data).toMatchObject({
      price: { total: 195000 },
    });
  });
});
