import { describe, expect, it } from 'vitest';
import type { ReservationRequestEvent } from '@hotel/events/reservation-requests/events';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { RatePlansState } from '../rates/decider';
import { book, type DecisionContext } from '../reservations/decider';
import { ledger, type LedgerEvent, type LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import type { SettingsState } from '../settings/decider';
import {
  changeRequestStatus,
  convertRequest,
  receiveRequest,
  recordPayment,
  type RequestIntake,
  requestPayment,
  reservationRequest,
  type RequestState,
} from './decider';

/** Given/when/then for reservation requests (operations spec §4 "Reservation request"). */

const P = 'p-1';
const NOW = '2026-11-22T03:00:00.000Z';
const STD = '00000000-0000-4000-8000-00000000000a';
const LUX = '00000000-0000-4000-8000-00000000000b';
const ONLINE_PLAN = '00000000-0000-4000-8000-0000000000c1';
const BANK = '00000000-0000-4000-8000-0000000000d1';

const roomType = (id: string, name: string, price: number, nameEn: string | null = null) => ({
  id,
  name,
  nameEn,
  shortName: name.slice(0, 2).toUpperCase(),
  window: 1,
  defaultPrice: price,
  priceDayUse: price / 2,
  hasTime: false,
  priceTime: 0,
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

const room = (id: string, roomTypeId: string) => ({ id, roomTypeId, name: id, description: null });

/** Two Standard rooms (sold online) and one Lux (not sold online). */
const inventory: InventoryState = {
  roomTypes: new Map([
    [STD, roomType(STD, 'Стандарт', 100000, 'Standard')],
    [LUX, roomType(LUX, 'Lux', 200000)],
  ]),
  rooms: new Map([
    ['101', room('101', STD)],
    ['102', room('102', STD)],
    ['201', room('201', LUX)],
  ]),
};

const ratePlans: RatePlansState = new Map([
  [
    ONLINE_PLAN,
    {
      id: ONLINE_PLAN,
      name: 'Online',
      roomTypeId: STD,
      isDaily: false,
      nonRef: false,
      isOta: false,
      isOnlineBook: true,
      partnerIds: [],
      mealIds: [],
      occupancyRates: [{ occupancy: 2, discount: 0, isActive: true, isDefault: true }],
    },
  ],
]);

const world: BookingWorld = {
  propertyId: P,
  propertyName: 'Хан Палас',
  workingDate: '2026-11-22',
  timeZone: 'Asia/Ulaanbaatar',
  inventory,
  ratePlans,
  policies: { childAge: 12, cancellation: null, children: new Map(), extraBeds: new Map() },
  profile: {
    info: { name: 'Khan Hotel', checkInTime: '14:00', checkOutTime: '12:00', hasTime: false },
    setting: null,
    banks: new Map([
      [
        BANK,
        {
          propertyId: P,
          id: BANK,
          bankId: 'khan',
          accountName: 'Хаан ХХК',
          number: '5012345678',
          currency: 'MNT',
          qrImage: null,
          isDefault: true,
        },
      ],
    ]),
    rules: new Map(),
    images: [],
    facilityIds: [],
    hasOnlineBook: true,
  } as unknown as BookingWorld['profile'],
  settings: {
    Source: new Map([
      [
        'direct',
        {
          propertyId: P,
          id: 'direct',
          name: 'Шууд',
          shortName: 'ШУ',
          color: '#000000',
          isDefault: true,
        },
      ],
    ]),
    Tax: new Map(),
    Partner: new Map(),
    Currency: new Map(),
    PaymentMethod: new Map([
      [
        'cash',
        {
          propertyId: P,
          id: 'cash',
          name: 'Бэлэн мөнгө',
          color: '#2f855a',
          isPaid: true,
          isCash: true,
          incomeTypes: ['paid', 'prepaid', 'cancellation'],
          isDefault: true,
        },
      ],
      [
        'transfer',
        {
          propertyId: P,
          id: 'transfer',
          name: 'Дансаар шилжүүлэг',
          color: '#dd6b20',
          isPaid: true,
          isCash: false,
          incomeTypes: ['paid', 'prepaid', 'receivable'],
          isDefault: false,
        },
      ],
    ]),
  } as unknown as SettingsState,
  rateWrites: new Map(),
};

const context = (commandId: string, now = NOW): DecisionContext => ({
  commandId,
  now,
  language: 'en',
  user: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
});

const intake = (fields: Partial<RequestIntake> = {}): RequestIntake => ({
  channel: 'online',
  syncId: null,
  sourceName: 'Онлайн захиалга',
  checkIn: '2026-11-25',
  checkOut: '2026-11-27',
  rooms: [{ roomTypeId: STD, quantity: 1, numberOfGuests: null }],
  guest: {
    name: 'Anna',
    surname: 'Smith',
    email: 'anna@example.com',
    phoneNumber: '+976 9911 2233',
    nationality: 'Mongolia',
  },
  notes: null,
  language: 'en',
  ...fields,
});

/** The stream states after decisions, applied as the pipeline would. */
class Given {
  occupancy: LedgerState = ledger.initialState();
  request: RequestState = reservationRequest.initialState();

  apply(decision: {
    request?: readonly ReservationRequestEvent[];
    ledger: readonly LedgerEvent[];
  }) {
    for (const event of decision.ledger) ledger.evolve(this.occupancy, event);
    for (const event of decision.request ?? []) {
      this.request = reservationRequest.evolve(this.request, event);
    }
    return this;
  }
}

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

/** A received request, optionally confirmed / asked to pay / paid. */
const requested = (
  steps: ('confirm' | 'ask' | 'pay')[] = [],
  fields: Partial<RequestIntake> = {},
) => {
  const given = new Given();
  const received = receiveRequest(intake(fields), world, given.occupancy, context('receive'));
  given.apply(received);
  for (const step of steps) {
    if (step === 'confirm') {
      given.apply(
        changeRequestStatus(
          { id: received.id, status: 'confirmed', reason: null },
          given.request,
          given.occupancy,
          { propertyId: P, now: NOW },
        ),
      );
    } else if (step === 'ask') {
      given.apply(
        requestPayment(
          { id: received.id, bankAccountId: BANK },
          given.request,
          world,
          given.occupancy,
          {
            now: NOW,
            language: 'en',
          },
        ),
      );
    } else {
      given.apply(
        recordPayment(
          { id: received.id, amount: 200000, notes: null },
          given.request,
          world,
          given.occupancy,
          {
            now: NOW,
          },
        ),
      );
    }
  }
  return { given, id: received.id };
};

const staffBooking = (checkIn = '2026-11-25', checkOut = '2026-11-27', quantity = 1) =>
  bookReservationSchema.parse({
    stayType: 'night',
    checkIn,
    checkOut,
    roomTypes: [{ roomTypeId: STD, numberOfGuests: 2, quantity }],
    guest: { name: 'Бат' },
  });

describe('a request arrives', () => {
  it('is numbered, priced by the online plan and holds its rooms for 24 hours', () => {
    const given = new Given();
    const decision = receiveRequest(
      intake({ rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: 2 }] }),
      world,
      given.occupancy,
      context('r1'),
    );
    expect(decision.number).toBe(1);
    expect(decision.until).toBe('2026-11-23T03:00:00.000Z');
    expect(decision.request[0]).toMatchObject({
      type: 'ReservationRequestReceived',
      data: {
        number: 1,
        channel: 'online',
        stayNights: 2,
        numberOfRooms: 2,
        numberOfGuests: 4,
        amount: 400000,
        sourceClone: { name: 'Онлайн захиалга', serviceName: 'online', sourceId: null },
        // The line keeps the room type's English name beside its name.
        roomTypes: [
          {
            roomTypeId: STD,
            name: 'Стандарт',
            nameEn: 'Standard',
            ratePlanId: ONLINE_PLAN,
            quantity: 2,
            amount: 400000,
          },
        ],
      },
    });
    expect(decision.ledger).toEqual([
      expect.objectContaining({
        type: 'RequestRoomsHeld',
        data: expect.objectContaining({
          number: 1,
          until: '2026-11-23T03:00:00.000Z',
          rooms: [{ roomTypeId: STD, quantity: 2 }],
        }),
      }),
    ]);
    given.apply(decision);
    const next = receiveRequest(
      intake({ checkIn: '2026-12-01', checkOut: '2026-12-02' }),
      world,
      given.occupancy,
      context('r2'),
    );
    expect(next.number).toBe(2);
  });

  it('refuses what cannot be sold online: past dates, types without an online plan, too many adults', () => {
    const occupancy = ledger.initialState();
    const receive = (fields: Partial<RequestIntake>) => () =>
      receiveRequest(intake(fields), world, occupancy, context('r'));
    expect(broken(receive({ checkIn: '2026-11-21', checkOut: '2026-11-23' }))).toBe(
      'request.checkInPast',
    );
    expect(broken(receive({ checkIn: '2028-01-01', checkOut: '2028-01-02' }))).toBe(
      'request.tooFarAhead',
    );
    expect(
      broken(receive({ rooms: [{ roomTypeId: LUX, quantity: 1, numberOfGuests: null }] })),
    ).toBe('request.roomTypeNotOnline');
    expect(broken(receive({ rooms: [{ roomTypeId: STD, quantity: 1, numberOfGuests: 3 }] }))).toBe(
      'request.tooManyGuests',
    );
    // A channel may pass on a type without an online plan (priced at the type's own price).
    const channel = receiveRequest(
      intake({
        channel: 'ihotel',
        syncId: 'X-1',
        rooms: [{ roomTypeId: LUX, quantity: 1, numberOfGuests: null }],
      }),
      world,
      occupancy,
      context('c'),
    );
    expect(channel.request[0]).toMatchObject({ data: { amount: 400000, syncId: 'X-1' } });
  });

  it('is refused (409) when its rooms are taken — by stays or by other live holds', () => {
    const given = new Given();
    given.apply(
      receiveRequest(
        intake({ rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }] }),
        world,
        given.occupancy,
        context('r1'),
      ),
    );
    expect(broken(() => receiveRequest(intake(), world, given.occupancy, context('r2')))).toBe(
      '409 reservation.notAvailable',
    );
  });
});

describe('a hold and staff bookings', () => {
  it('keeps staff bookings off the held rooms until it expires, then counts for nothing', () => {
    const { given } = requested([], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }],
    });
    expect(broken(() => book(staffBooking(), world, given.occupancy, null, context('b1')))).toBe(
      '409 reservation.notAvailable',
    );
    // Another night is free.
    expect(() =>
      book(staffBooking('2026-11-27', '2026-11-28'), world, given.occupancy, null, context('b2')),
    ).not.toThrow();
    // 24 hours later the hold is over.
    const later = context('b3', '2026-11-23T03:00:00.001Z');
    expect(() => book(staffBooking(), world, given.occupancy, null, later)).not.toThrow();
  });
});

describe('confirm and cancel', () => {
  it('confirms a pending request only', () => {
    const { given, id } = requested(['confirm']);
    expect(given.request).toMatchObject({ status: 'confirmed' });
    expect(
      broken(() =>
        changeRequestStatus(
          { id, status: 'confirmed', reason: null },
          given.request,
          given.occupancy,
          {
            propertyId: P,
            now: NOW,
          },
        ),
      ),
    ).toBe('request.cannotConfirm');
  });

  it('releases the rooms when canceled; never cancels a converted request', () => {
    const { given, id } = requested();
    const canceled = changeRequestStatus(
      { id, status: 'canceled', reason: 'No answer' },
      given.request,
      given.occupancy,
      {
        propertyId: P,
        now: NOW,
      },
    );
    expect(canceled.ledger).toEqual([
      { type: 'RequestRoomsReleased', data: { propertyId: P, resReqId: id } },
    ]);
    given.apply(canceled);
    expect(given.occupancy.requestHolds.size).toBe(0);
    expect(
      broken(() =>
        changeRequestStatus(
          { id, status: 'canceled', reason: null },
          given.request,
          given.occupancy,
          {
            propertyId: P,
            now: NOW,
          },
        ),
      ),
    ).toBe('request.cannotCancel');
  });

  it('refuses another property’s request as not found', () => {
    const { given, id } = requested();
    expect(() =>
      changeRequestStatus(
        { id, status: 'confirmed', reason: null },
        given.request,
        given.occupancy,
        {
          propertyId: 'other',
          now: NOW,
        },
      ),
    ).toThrow('reservationRequest not found');
  });
});

describe('payment', () => {
  it('asks for payment only once confirmed, into a known account, holding the rooms 48 hours', () => {
    const pending = requested();
    expect(
      broken(() =>
        requestPayment(
          { id: pending.id, bankAccountId: BANK },
          pending.given.request,
          world,
          pending.given.occupancy,
          {
            now: NOW,
            language: 'en',
          },
        ),
      ),
    ).toBe('request.paymentNeedsConfirmation');
    const { given, id } = requested(['confirm']);
    expect(
      broken(() =>
        requestPayment(
          { id, bankAccountId: '00000000-0000-4000-8000-0000000000ff' },
          given.request,
          world,
          given.occupancy,
          { now: NOW, language: 'en' },
        ),
      ),
    ).toBe('request.bankAccountUnknown');
    const asked = requestPayment(
      { id, bankAccountId: BANK },
      given.request,
      world,
      given.occupancy,
      {
        now: NOW,
        language: 'en',
      },
    );
    expect(asked.request[0]).toMatchObject({
      type: 'ReservationRequestPaymentRequested',
      data: {
        amount: 200000,
        email: 'anna@example.com',
        bankAccount: { bankName: 'Khan Bank', number: '5012345678' },
      },
    });
    expect(asked.ledger[0]).toMatchObject({ data: { until: '2026-11-24T03:00:00.000Z' } });
    given.apply(asked);
    expect(given.request).toMatchObject({ isFetchPayment: true, isPaid: false });
  });

  it('marks the request paid and keeps its rooms until converted or canceled', () => {
    const { given, id } = requested(['confirm', 'ask']);
    const paid = recordPayment(
      { id, amount: 200000, notes: 'Khan transfer' },
      given.request,
      world,
      given.occupancy,
      {
        now: NOW,
      },
    );
    expect(paid.held).toBe(true);
    expect(paid.ledger[0]).toMatchObject({ type: 'RequestRoomsHeld', data: { until: null } });
    given.apply(paid);
    expect(given.request).toMatchObject({ isPaid: true, amountPaid: 200000 });
    // A year later the rooms are still held.
    const muchLater = context('b', '2027-11-22T00:00:00.000Z');
    expect(
      broken(() =>
        book(staffBooking('2026-11-25', '2026-11-27', 2), world, given.occupancy, null, muchLater),
      ),
    ).toBe('409 reservation.notAvailable');
    expect(
      broken(() =>
        recordPayment({ id, amount: 1, notes: null }, given.request, world, given.occupancy, {
          now: NOW,
        }),
      ),
    ).toBe('request.alreadyPaid');
  });

  it('records money that arrived after the hold expired and the rooms were sold, without a hold', () => {
    const { given, id } = requested(['confirm'], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }],
    });
    const later = '2026-11-24T00:00:00.000Z';
    const sold = book(staffBooking(), world, given.occupancy, null, context('b', later));
    for (const event of sold.ledger) ledger.evolve(given.occupancy, event);
    const paid = recordPayment(
      { id, amount: 440000, notes: null },
      given.request,
      world,
      given.occupancy,
      {
        now: later,
      },
    );
    expect(paid.held).toBe(false);
    expect(paid.ledger).toEqual([]);
    expect(paid.request[0]).toMatchObject({ type: 'ReservationRequestPaid' });
  });
});

describe('conversion', () => {
  it('converts only a paid request that is neither canceled nor converted', () => {
    const unpaid = requested(['confirm']);
    expect(
      broken(() =>
        convertRequest(
          { id: unpaid.id, checkIn: '2026-11-25', checkOut: null },
          unpaid.given.request,
          world,
          unpaid.given.occupancy,
          context('c'),
        ),
      ),
    ).toBe('request.notPaid');
  });

  it('books through the booking decider on the held rooms, releases the hold and links both ways', () => {
    const { given, id } = requested(['confirm', 'ask', 'pay'], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: 2 }],
    });
    const converted = convertRequest(
      { id, checkIn: '2026-11-25', checkOut: null },
      given.request,
      world,
      given.occupancy,
      context('convert'),
    );
    expect(converted.checkOut).toBe('2026-11-27');
    expect(converted.total).toBe(400000);
    expect(converted.booking.ledger.map((e) => e.type)).toEqual([
      'StaysHeld',
      'RequestRoomsReleased',
    ]);
    const created = [...converted.booking.reservations.values()].map(
      (events) => (events[0] as Extract<ReservationEvent, { type: 'ReservationCreated' }>).data,
    );
    expect(created).toHaveLength(2);
    // What the guest paid for the request (200 000) is the reservations' prepayment, in
    // booking order: the first takes up to its price, the second nothing; in the method money
    // paid online arrives in (not cash, although cash is the default), by the desk, now.
    const prepaidShares = [200000];
    const prepaid = [...converted.booking.reservations.values()].flatMap((events) =>
      events.flatMap((e) => (e.type === 'PaymentPosted' ? [e.data] : [])),
    );
    expect(
      prepaid.map((p) => [p.incomeType, p.amountMnt, p.pays[0]?.paymentMethodClone.name]),
    ).toEqual(prepaidShares.map((amount) => ['prepaid', amount, 'Дансаар шилжүүлэг']));
    expect(prepaid.map((p) => [p.userClone.name, p.createdAt])).toEqual(
      prepaidShares.map(() => ['Reception', NOW]),
    );
    expect(converted.prepaid).toBe(prepaidShares.reduce((a, b) => a + b, 0));
    expect(created[0]).toMatchObject({
      status: 'confirmed',
      sourceClone: { serviceName: 'online' },
      guestClone: { name: 'Anna', email: 'anna@example.com' },
      ratePlanClone: { ratePlanId: ONLINE_PLAN },
    });
    expect(converted.request[0]).toMatchObject({
      type: 'ReservationRequestConverted',
      data: {
        reservationIds: converted.booking.reservationIds,
        groupId: converted.booking.groupId,
      },
    });
    given.apply({ request: converted.request, ledger: converted.booking.ledger });
    expect(given.request).toMatchObject({ status: 'reservation' });
    expect(given.occupancy.requestHolds.size).toBe(0);
    expect(given.occupancy.stays.size).toBe(2);
    expect(
      broken(() =>
        convertRequest(
          { id, checkIn: '2026-11-25', checkOut: null },
          given.request,
          world,
          given.occupancy,
          context('again'),
        ),
      ),
    ).toBe('request.closed');
  });

  it('books other dates only where rooms are free (409 otherwise)', () => {
    const { given, id } = requested(['confirm', 'ask', 'pay']);
    const full = book(
      staffBooking('2026-12-01', '2026-12-03', 2),
      world,
      given.occupancy,
      null,
      context('b'),
    );
    for (const event of full.ledger) ledger.evolve(given.occupancy, event);
    expect(
      broken(() =>
        convertRequest(
          { id, checkIn: '2026-12-02', checkOut: null },
          given.request,
          world,
          given.occupancy,
          context('c'),
        ),
      ),
    ).toBe('409 reservation.notAvailable');
    const moved = convertRequest(
      { id, checkIn: '2026-12-03', checkOut: '2026-12-04' },
      given.request,
      world,
      given.occupancy,
      context('c2'),
    );
    expect(moved.checkOut).toBe('2026-12-04');
  });
});
