import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import { book, changeDates, type ReservationDecision, reservation, setDiscount } from './decider';
import { ledger } from './ledger';
import { changeRoomType, checkRoomTypes, spreadOverNights } from './room-type';
import {
  after,
  bookCommand,
  broken,
  context,
  LUX,
  R101,
  R102,
  R201,
  STD,
  world,
} from './test-world';

/** Given/when/then for a room-type change's price choices and the check before it. */

/** Given a booking (and others in the ledger); the reservation's state and the ledger. */
const given = (fields: object = {}, ...others: ReservationDecision[]) => {
  const booked = book(bookCommand(fields), world, after(...others).occupancy, null, context('b'));
  const state = after(...others, booked);
  const id = booked.reservationIds[0] as string;
  return { id, current: state.reservations.get(id)!, occupancy: state.occupancy };
};

const changed = (decision: ReservationDecision) =>
  [...decision.reservations.values()][0]![0]!.data as Record<string, unknown> & {
    price: { total: number; roomAmount: number; dayRates: { date: string; value: number }[] };
  };

describe('room-type change: price choices', () => {
  it('re-prices by the new room type’s rate plan, with the price before in the event', () => {
    const { id, current, occupancy } = given();
    const data = changed(
      changeRoomType(
        { id, roomTypeId: LUX, ratePlanId: null, roomId: R201, calcTypeValue: 'ratePlan' },
        current,
        world,
        occupancy,
        context('m'),
      ),
    );
    expect(data).toMatchObject({
      calcType: 'ratePlan',
      price: { total: 400000, roomAmount: 400000 },
      previous: { roomTypeClone: { roomTypeId: STD }, roomAmount: 200000, total: 200000 },
      roomTypeClone: { roomTypeId: LUX },
    });
  });

  it('keeps the current price night by night', () => {
    const { id, current, occupancy } = given();
    const data = changed(
      changeRoomType(
        { id, roomTypeId: LUX, ratePlanId: null, roomId: null, calcTypeValue: 'keep' },
        current,
        world,
        occupancy,
        context('m'),
      ),
    );
    expect(data.calcType).toBe('keep');
    expect(data.price.total).toBe(200000);
    expect(data.price.dayRates.map((r) => r.value)).toEqual([100000, 100000]);
  });

  it('spreads a typed price over the nights, adding up exactly', () => {
    const { id, current, occupancy } = given();
    const data = changed(
      changeRoomType(
        {
          id,
          roomTypeId: LUX,
          ratePlanId: null,
          roomId: null,
          calcTypeValue: 'currency',
          calcValue: 250001,
        },
        current,
        world,
        occupancy,
        context('m'),
      ),
    );
    expect(data.price.dayRates).toEqual([
      { date: '2026-11-25', value: 125000 },
      { date: '2026-11-26', value: 125001 },
    ]);
    expect(data.price).toMatchObject({ roomAmount: 250001, total: 250001 });
  });

  it('a typed price holds through a later discount; new dates price by the plan again', () => {
    const { id, current, occupancy } = given();
    const moved = changeRoomType(
      {
        id,
        roomTypeId: LUX,
        ratePlanId: null,
        roomId: null,
        calcTypeValue: 'currency',
        calcValue: 250001,
      },
      current,
      world,
      occupancy,
      context('m'),
    );
    const state = [...moved.reservations.values()][0]!.reduce(
      (s, event) => reservation.evolve(s, event as ReservationEvent),
      current,
    );
    const discounted = changed(
      setDiscount({ id, discountType: 'currency', discount: 1 }, state, world, context('d')),
    );
    expect(discounted.price.dayRates.map((r) => r.value)).toEqual([125000, 125001]);
    expect(discounted.price.total).toBe(250000);
    const redated = changed(
      changeDates(
        { id, checkIn: '2026-11-25', checkOut: '2026-11-28' } as Parameters<typeof changeDates>[0],
        state,
        world,
        after(moved).occupancy,
        context('r'),
      ),
    );
    expect(redated.price.dayRates.map((r) => r.value)).toEqual([200000, 200000, 200000]);
  });

  it('a typed price’s nights are whole tugrik and sum to it exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        (a, n) => {
          const nights = spreadOverNights(a, n);
          expect(nights).toHaveLength(n);
          expect(nights.reduce((s, v) => s + v, 0)).toBe(a);
          expect(nights.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
          expect(Math.max(...nights) - Math.min(...nights)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('a day stay must type its price (the spec forces a currency price)', () => {
    const { id, current, occupancy } = given({ stayType: 'day', checkOut: '2026-11-25' });
    expect(
      broken(() =>
        changeRoomType(
          { id, roomTypeId: LUX, ratePlanId: null, roomId: null, calcTypeValue: 'keep' },
          current,
          world,
          occupancy,
          context('m'),
        ),
      ),
    ).toBe('reservation.roomTypePriceTyped');
    const data = changed(
      changeRoomType(
        {
          id,
          roomTypeId: LUX,
          ratePlanId: null,
          roomId: null,
          calcTypeValue: 'currency',
          calcValue: 70000,
        },
        current,
        world,
        occupancy,
        context('m'),
      ),
    );
    expect(data.price).toMatchObject({ roomAmount: 70000, total: 70000 });
  });
});

describe('room-type change: availability first', () => {
  const luxTaken = () => {
    const other = book(
      bookCommand({}, { roomTypeId: LUX, roomId: R201 }),
      world,
      ledger.initialState(),
      null,
      context('other'),
    );
    return given({}, other);
  };

  it('refuses a full room type, and the check shows it full with its message', () => {
    const { id, current, occupancy } = luxTaken();
    expect(
      broken(() =>
        changeRoomType(
          { id, roomTypeId: LUX, ratePlanId: null, roomId: null, calcTypeValue: 'keep' },
          current,
          world,
          occupancy,
          context('m'),
        ),
      ),
    ).toBe('409 reservation.notAvailable');
    const { roomTypes } = checkRoomTypes({ id, calcValue: 300000 }, current, world, occupancy, {
      now: context().now,
      language: 'en',
    });
    const lux = roomTypes.find((t) => t.roomTypeId === LUX)!;
    const std = roomTypes.find((t) => t.roomTypeId === STD)!;
    expect(lux).toMatchObject({ available: false, freeRooms: [], current: false });
    expect(lux.message).toContain('Lux');
    expect(std).toMatchObject({ available: true, current: true });
    expect(std.freeRooms.map((r) => r.id)).toEqual([R101, R102]);
  });

  it('the check prices every choice: the rate plan, the kept price, the typed one', () => {
    const { id, current, occupancy } = given();
    const { roomTypes } = checkRoomTypes({ id, calcValue: 300000 }, current, world, occupancy, {
      now: context().now,
      language: 'en',
    });
    const lux = roomTypes.find((t) => t.roomTypeId === LUX)!;
    expect(lux.available).toBe(true);
    expect(lux.ratePlans).toEqual([
      {
        id: null,
        name: 'Lux',
        nameEn: null,
        nonRef: false,
        total: 400000,
        roomAmount: 400000,
        reasons: [],
      },
    ]);
    expect(lux.keep).toMatchObject({ total: 200000 });
    expect(lux.currency).toMatchObject({ total: 300000, roomAmount: 300000 });
  });

  it('another property’s room type or reservation is not found', () => {
    const { id, current, occupancy } = given();
    const elsewhere = '00000000-0000-4000-8000-0000000000ff';
    expect(() =>
      changeRoomType(
        { id, roomTypeId: elsewhere, ratePlanId: null, roomId: null },
        current,
        world,
        occupancy,
        context('m'),
      ),
    ).toThrow(NotFound);
    expect(() =>
      checkRoomTypes({ id }, current, { ...world, propertyId: 'p-2' }, occupancy, {
        now: context().now,
        language: 'en',
      }),
    ).toThrow(NotFound);
  });
});
