import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { OccupancyEvent, ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { SettingsState } from '../settings/decider';
import {
  book,
  changeDates,
  type DecisionContext,
  type ReservationDecision,
  reservation,
  setDiscount,
} from './decider';
import { ledger } from './ledger';
import { changeRoomType, checkRoomTypes, spreadOverNights } from './room-type';
import type { BookingWorld } from './world';

/** Given/when/then for a room-type change's price choices and the check before it. */

const P = 'p-1';
const WORKING_DATE = '2026-11-22';
const STD = '00000000-0000-4000-8000-00000000000a';
const LUX = '00000000-0000-4000-8000-00000000000b';
const R101 = '00000000-0000-4000-8000-000000000101';
const R102 = '00000000-0000-4000-8000-000000000102';
const R201 = '00000000-0000-4000-8000-000000000201';

const roomType = (id: string, name: string, price: number) => ({
  id,
  name,
  nameEn: null,
  shortName: name.slice(0, 2).toUpperCase(),
  window: 1,
  defaultPrice: price,
  priceDayUse: price / 2,
  hasTime: true,
  priceTime: 20000,
  priceTimeCount: 1,
  occupancy: 2,
  occupancyChildren: 1,
  hasExtraBed: false,
  extraBeds: null,
  bedTypeId: null,
  floorSize: null,
  description: null,
  descriptionEn: null,
  byPerson: false,
  isPriority: false,
  updatedAtIsPriority: null,
  amenityIds: [],
  images: [],
});

const room = (id: string, roomTypeId: string) => ({
  id,
  roomTypeId,
  name: id.slice(-3),
  description: null,
});

const inventory: InventoryState = {
  roomTypes: new Map([
    [STD, roomType(STD, 'Standard', 100000)],
    [LUX, roomType(LUX, 'Lux', 200000)],
  ]),
  rooms: new Map([
    [R101, room(R101, STD)],
    [R102, room(R102, STD)],
    [R201, room(R201, LUX)],
  ]),
};

const settings = {
  Source: new Map([
    [
      'src-direct',
      {
        propertyId: P,
        id: 'src-direct',
        name: 'Шууд',
        shortName: 'ШУ',
        color: '#000000',
        isDefault: true,
      },
    ],
    [
      '00000000-0000-4000-8000-0000000000ee',
      {
        propertyId: P,
        id: '00000000-0000-4000-8000-0000000000ee',
        name: 'Web',
        shortName: 'WE',
        color: '#000000',
        isDefault: false,
      },
    ],
  ]),
  Tax: new Map([
    [
      'vat',
      {
        propertyId: P,
        id: 'vat',
        name: 'НӨАТ',
        percentage: 10,
        inclusive: true,
        isEnabled: true,
        isDefault: true,
      },
    ],
  ]),
  Partner: new Map(),
  PaymentMethod: new Map(),
  Currency: new Map(),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

const world: BookingWorld = {
  propertyId: P,
  propertyName: 'Хан Палас',
  workingDate: WORKING_DATE,
  timeZone: 'Asia/Ulaanbaatar',
  inventory,
  ratePlans: new Map(),
  policies: { childAge: 12, cancellation: null, children: new Map(), extraBeds: new Map() },
  profile: {
    info: { checkInTime: '14:00', checkOutTime: '12:00', hasTime: true, maxTime: 6 },
    setting: null,
    banks: new Map(),
    rules: new Map(),
    images: [],
    facilityIds: [],
  } as unknown as BookingWorld['profile'],
  settings,
  rateWrites: new Map(),
};

const context = (commandId = 'cmd-1'): DecisionContext => ({
  commandId,
  now: '2026-11-22T03:00:00.000Z',
  language: 'en',
  user: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
});

const bookCommand = (fields: object = {}, line: object = {}) =>
  bookReservationSchema.parse({
    stayType: 'night',
    checkIn: '2026-11-25',
    checkOut: '2026-11-27',
    roomTypes: [{ roomTypeId: STD, numberOfGuests: 2, quantity: 1, ...line }],
    guest: { name: 'Бат' },
    ...fields,
  });

/** The ledger and reservations after some bookings (applied as the pipeline would). */
const after = (...decisions: ReservationDecision[]) => {
  const occupancy = ledger.initialState();
  const reservations = new Map<string, ReturnType<typeof reservation.initialState>>();
  for (const decision of decisions) {
    decision.ledger.forEach((event) => ledger.evolve(occupancy, event as OccupancyEvent));
    for (const [id, events] of decision.reservations) {
      reservations.set(
        id,
        events.reduce(
          (state, event) => reservation.evolve(state, event as ReservationEvent),
          reservations.get(id) ?? reservation.initialState(),
        ),
      );
    }
  }
  return { occupancy, reservations };
};

const broken = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleBroken)
      return `${error instanceof Unavailable ? '409 ' : ''}${error.rule}`;
    throw error;
  }
  throw new Error('no rule broken');
};

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
      { id: null, name: 'Lux', nonRef: false, total: 400000, roomAmount: 400000, reasons: [] },
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
