import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import {
  assignRoom,
  book,
  changeCancellationFee,
  changeDates,
  changeRoomType,
  changeStatus,
  type ReservationDecision,
  setDiscount,
} from './decider';
import { ledger } from './ledger';
import {
  after,
  bookCommand,
  broken,
  context,
  LUX,
  P,
  R101,
  R102,
  R201,
  settings,
  WORKING_DATE,
  world,
} from './test-world';
import type { BookingWorld } from './world';

/** Given/when/then for the booking rules of operations spec §4. */

/** A booked reservation moved through some statuses. */
const bookedWith = (statuses: ReservationStatus[], fields: object = {}) => {
  const booked = book(bookCommand(fields), world, ledger.initialState(), null, context());
  let state = after(booked);
  const id = booked.reservationIds[0] as string;
  const decisions: ReservationDecision[] = [booked];
  let current: ReservationStatus = 'pending';
  statuses.forEach((to, i) => {
    const decision = changeStatus(
      {
        id,
        status: to,
        oldStatus: current,
        cancellationPayment: null,
        isPaid: false,
        paymentMethodId: null,
        notes: null,
      },
      state.reservations.get(id)!,
      world,
      state.occupancy,
      context(`cmd-s${i}`),
    );
    decisions.push(decision);
    state = after(...decisions);
    current = to;
  });
  return { id, ...state, decisions };
};

describe('booking', () => {
  it('books numbered rooms in a new group, priced, held in the ledger', () => {
    const decision = book(
      bookCommand({}, { quantity: 2 }),
      world,
      ledger.initialState(),
      null,
      context(),
    );
    expect(decision.reservationIds).toHaveLength(2);
    expect(decision.group.map((e) => e.type)).toEqual(['GroupOpened', 'ReservationsJoinedGroup']);
    const created = [...decision.reservations.values()].map((events) => events[0]!.data);
    expect(created.map((d) => ('number' in d ? d.number : 0))).toEqual([1, 2]);
    expect(created[0]).toMatchObject({
      status: 'pending',
      arrivalTime: '14:00',
      exitTime: '12:00',
      price: { total: 200000, nights: 2 },
      userClone: { name: 'Reception' },
    });
    expect(decision.ledger[0]).toMatchObject({ type: 'StaysHeld', data: { groupNumber: 1 } });
  });

  it('never sells more rooms of a type than it has, assigned or not', () => {
    const first = book(
      bookCommand({ roomId: R101 }),
      world,
      ledger.initialState(),
      null,
      context(),
    );
    const { occupancy } = after(first);
    const second = book(bookCommand(), world, occupancy, null, context('cmd-2'));
    expect(
      broken(() =>
        book(bookCommand(), world, after(first, second).occupancy, null, context('cmd-3')),
      ),
    ).toBe('409 reservation.notAvailable');
    // Another room type still has its room.
    expect(() =>
      book(
        bookCommand({}, { roomTypeId: LUX }),
        world,
        after(first, second).occupancy,
        null,
        context('cmd-4'),
      ),
    ).not.toThrow();
  });

  it('never puts two overlapping stays in one room; back to back is fine', () => {
    const first = book(
      bookCommand({ roomId: R101 }),
      world,
      ledger.initialState(),
      null,
      context(),
    );
    const { occupancy } = after(first);
    expect(
      broken(() =>
        book(
          bookCommand({ roomId: R101, checkIn: '2026-11-26', checkOut: '2026-11-28' }),
          world,
          occupancy,
          null,
          context('c2'),
        ),
      ),
    ).toBe('409 reservation.roomTaken');
    expect(() =>
      book(
        bookCommand({ roomId: R101, checkIn: '2026-11-27', checkOut: '2026-11-28' }),
        world,
        occupancy,
        null,
        context('c3'),
      ),
    ).not.toThrow();
  });

  it('lets hourly stays share a day with other hourly stays when their hours do not meet', () => {
    const time = (arrivalTime: string) =>
      bookCommand(
        { stayType: 'time', checkIn: '2026-11-23', resTime: 2, arrivalTime, roomId: R201 },
        { roomTypeId: LUX },
      );
    const morning = book(time('09:00'), world, ledger.initialState(), null, context());
    const { occupancy } = after(morning);
    expect(() => book(time('11:00'), world, occupancy, null, context('c2'))).not.toThrow();
    expect(broken(() => book(time('10:00'), world, occupancy, null, context('c3')))).toBe(
      '409 reservation.roomTaken',
    );
  });

  it('refuses check-in dates before the day before the working date', () => {
    expect(
      broken(() =>
        book(
          bookCommand({ checkIn: '2026-11-20', checkOut: '2026-11-22' }),
          world,
          ledger.initialState(),
          null,
          context(),
        ),
      ),
    ).toBe('reservation.tooEarly');
    expect(() =>
      book(
        bookCommand({ checkIn: '2026-11-21', checkOut: '2026-11-22' }),
        world,
        ledger.initialState(),
        null,
        context(),
      ),
    ).not.toThrow();
  });

  it('keeps a walk-in on the default source pending (spec §4 default-source rule)', () => {
    const walkIn = book(
      bookCommand({
        status: 'confirmed',
        roomId: R101,
        checkIn: WORKING_DATE,
        checkOut: '2026-11-23',
      }),
      world,
      ledger.initialState(),
      null,
      context(),
    );
    expect([...walkIn.reservations.values()][0]![0]!.data).toMatchObject({ status: 'pending' });
    const web = book(
      bookCommand({
        status: 'confirmed',
        source: { id: '00000000-0000-4000-8000-0000000000ee' },
        checkIn: WORKING_DATE,
        checkOut: '2026-11-23',
      }),
      world,
      ledger.initialState(),
      null,
      context(),
    );
    expect([...web.reservations.values()][0]![0]!.data).toMatchObject({ status: 'confirmed' });
  });
});

describe('status', () => {
  it('checks in only on or after the check-in date and with a room', () => {
    const later = bookedWith([], { roomId: R101 });
    expect(broken(() => bookedWith(['checked-in'], { roomId: R101 }))).toBe(
      'reservation.checkInFuture',
    );
    expect(later.reservations.get(later.id)).toMatchObject({ status: 'pending' });
    expect(
      broken(() => bookedWith(['checked-in'], { checkIn: WORKING_DATE, checkOut: '2026-11-23' })),
    ).toBe('reservation.checkInNeedsRoom');
    const inHouse = bookedWith(['checked-in'], {
      checkIn: WORKING_DATE,
      checkOut: '2026-11-23',
      roomId: R101,
    });
    expect(inHouse.reservations.get(inHouse.id)).toMatchObject({ status: 'checked-in' });
  });

  it('checks out only with nothing left to pay', () => {
    expect(
      broken(() =>
        bookedWith(['checked-in', 'checked-out'], {
          checkIn: WORKING_DATE,
          checkOut: '2026-11-23',
          roomId: R101,
        }),
      ),
    ).toBe('reservation.balanceDue');
  });

  it('refuses a stale old status and an unchanged status', () => {
    const { id, reservations, occupancy } = bookedWith([]);
    const state = reservations.get(id)!;
    const change = (status: ReservationStatus, oldStatus: ReservationStatus) => () =>
      changeStatus(
        {
          id,
          status,
          oldStatus,
          cancellationPayment: null,
          isPaid: false,
          paymentMethodId: null,
          notes: null,
        },
        state,
        world,
        occupancy,
        context('x'),
      );
    expect(broken(change('confirmed', 'confirmed'))).toBe('reservation.statusStale');
    expect(broken(change('pending', 'pending'))).toBe('reservation.statusUnchanged');
  });

  it('keeps reservations from an external channel out of pending, confirmed and canceled', () => {
    const { id, reservations, occupancy } = bookedWith([], { checkIn: WORKING_DATE });
    const state = reservations.get(id)!;
    const channel = state.exists
      ? { ...state, sourceClone: { ...state.sourceClone, serviceName: 'ihotel', name: 'Agoda' } }
      : state;
    for (const status of ['confirmed', 'canceled'] as const) {
      const refused = () =>
        changeStatus(
          {
            id,
            status,
            cancellationPayment: null,
            isPaid: false,
            paymentMethodId: null,
            notes: null,
          },
          channel,
          world,
          occupancy,
          context(),
        );
      expect(broken(refused)).toBe('reservation.channelStatus');
      // The message names the channel as the hotel calls it, never its internal name.
      expect(() => refused()).toThrow(
        expect.objectContaining({ params: { channel: 'Agoda' } }) as Error,
      );
    }
    expect(() =>
      changeStatus(
        {
          id,
          status: 'no-show',
          cancellationPayment: null,
          isPaid: false,
          paymentMethodId: null,
          notes: null,
        },
        channel,
        world,
        occupancy,
        context(),
      ),
    ).not.toThrow();
  });

  const today = { checkIn: WORKING_DATE, checkOut: '2026-11-23', roomId: R101 };

  it('checks out only a guest who checked in', () => {
    for (const before of [[], ['confirmed'], ['no-show'], ['canceled']] as ReservationStatus[][]) {
      expect(broken(() => bookedWith([...before, 'checked-out'], today))).toBe(
        'reservation.notCheckedIn',
      );
    }
  });

  it('never makes an arrived guest pending, canceled or a no-show', () => {
    for (const to of ['pending', 'canceled', 'no-show'] as const) {
      expect(broken(() => bookedWith(['checked-in', to], today))).toBe('reservation.guestArrived');
    }
    // Undoing a check-in made by mistake, on the arrival day, is a move.
    const undone = bookedWith(['checked-in', 'confirmed'], today);
    expect(undone.reservations.get(undone.id)).toMatchObject({ status: 'confirmed' });
  });

  it('reinstates a canceled reservation before it checks in or is a no-show', () => {
    expect(broken(() => bookedWith(['canceled', 'checked-in'], today))).toBe(
      'reservation.reinstateFirst',
    );
    expect(broken(() => bookedWith(['canceled', 'no-show'], today))).toBe(
      'reservation.reinstateFirst',
    );
    const back = bookedWith(['canceled', 'confirmed', 'checked-in'], today);
    expect(back.reservations.get(back.id)).toMatchObject({ status: 'checked-in' });
  });

  it('marks a no-show only once the arrival date has come', () => {
    expect(broken(() => bookedWith(['no-show']))).toBe('reservation.noShowFuture');
    const due = bookedWith(['no-show'], today);
    expect(due.reservations.get(due.id)).toMatchObject({ status: 'no-show' });
  });

  it('checks in no stay that has already ended', () => {
    const { id, reservations, occupancy } = bookedWith([], {
      checkIn: '2026-11-21',
      checkOut: '2026-11-22',
      roomId: R101,
    });
    const checkIn = (workingDate: string) => () =>
      changeStatus(
        {
          id,
          status: 'checked-in',
          cancellationPayment: null,
          isPaid: false,
          paymentMethodId: null,
          notes: null,
        },
        reservations.get(id)!,
        { ...world, workingDate },
        occupancy,
        context('late'),
      );
    // Left pending by the night audit, the guest may still come on the departure date…
    expect(checkIn('2026-11-22')).not.toThrow();
    // …but not after it.
    expect(broken(checkIn('2026-11-23'))).toBe('reservation.stayEnded');
  });

  it('releases the room on cancel and no-show, and takes it again only if it is free', () => {
    const canceled = bookedWith(['canceled'], { roomId: R101 });
    expect(canceled.occupancy.stays.size).toBe(0);
    expect(canceled.decisions.at(-1)!.ledger.map((e) => e.type)).toEqual(['StayReleased']);
    const taker = book(
      bookCommand({ roomId: R101 }),
      world,
      canceled.occupancy,
      null,
      context('taker'),
    );
    const state = after(...canceled.decisions, taker);
    expect(
      broken(() =>
        changeStatus(
          {
            id: canceled.id,
            status: 'confirmed',
            oldStatus: 'canceled',
            cancellationPayment: null,
            paymentMethodId: null,
            isPaid: false,
            notes: null,
          },
          state.reservations.get(canceled.id)!,
          world,
          state.occupancy,
          context('back'),
        ),
      ),
    ).toBe('409 reservation.roomTaken');
  });

  it('records the cancellation fee and whether it was paid', () => {
    const { decisions } = bookedWith(['canceled']);
    const last = decisions.at(-1)!;
    expect([...last.reservations.values()][0]![0]!.data).toMatchObject({
      from: 'pending',
      to: 'canceled',
      cancellation: { amount: 0, isPaid: false },
    });
  });
});

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

describe('cancellation and no-show fees', () => {
  const CASH = '00000000-0000-4000-8000-0000000000c1';
  const QPAY = '00000000-0000-4000-8000-0000000000c2';
  const method = (id: string, name: string, incomeTypes: string[]) => ({
    propertyId: P,
    id,
    name,
    color: '#2f855a',
    isPaid: true,
    isCash: id === CASH,
    incomeTypes,
    isDefault: id === CASH,
  });
  /** The property's policy: 10 % up to 3 days before arrival, 50 % after and for a no-show. */
  const feeWorld = (workingDate = WORKING_DATE): BookingWorld => ({
    ...world,
    workingDate,
    settings: {
      ...settings,
      PaymentMethod: new Map([
        [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid', 'cancellation'])],
        [QPAY, method(QPAY, 'QPay', ['paid'])],
      ]),
    } as unknown as SettingsState,
    policies: {
      ...world.policies,
      cancellation: {
        propertyId: P,
        id: 'cp',
        isFree: false,
        cancellationTime: { id: 'd3', day: 3 },
        cancellationPercent: { id: 'p10', percent: 10 },
        cancellationAdditionPercent: { id: 'p50', percent: 50 },
        basis: 'wholeStay',
        fixedAmount: null,
        hasPrepayment: false,
        policySummary: { mn: '', en: '' },
        prepaymentSummary: { mn: '', en: '' },
      },
    },
  });

  /** Booked 2026-11-25 → 27 (two Standard nights, 200,000) under the policy, then moved. */
  const booked = (checkIn = '2026-11-25', checkOut = '2026-11-27') => {
    const decision = book(
      bookCommand({ checkIn, checkOut }),
      feeWorld(),
      ledger.initialState(),
      null,
      context(),
    );
    const id = decision.reservationIds[0] as string;
    return { id, decision, ...after(decision) };
  };
  const move = (
    to: ReservationStatus,
    fields: Partial<Parameters<typeof changeStatus>[0]> = {},
    workingDate = WORKING_DATE,
    checkIn?: string,
  ) => {
    const { id, decision, reservations, occupancy } = booked(checkIn);
    const moved = changeStatus(
      {
        id,
        status: to,
        cancellationPayment: null,
        isPaid: false,
        paymentMethodId: null,
        notes: null,
        ...fields,
      },
      reservations.get(id)!,
      feeWorld(workingDate),
      occupancy,
      context('cmd-move'),
    );
    const event = moved.reservations.get(id)?.[0];
    if (event?.type !== 'ReservationStatusChanged') throw new Error('no status change');
    return { id, decisions: [decision, moved], fee: event.data.cancellation };
  };

  it('given the policy, when cancelled 3 days before arrival, then 10 % with its rule', () => {
    expect(move('canceled').fee).toEqual({
      amount: 20_000,
      isPaid: false,
      rule: {
        basis: 'wholeStay',
        timing: 'beforeDeadline',
        percent: 10,
        baseAmount: 200_000,
        daysBefore: 3,
        deadlineDays: 3,
      },
      payment: null,
    });
  });

  it('when cancelled 2 days before arrival, then 50 % (after the deadline)', () => {
    expect(move('canceled', {}, '2026-11-23').fee).toMatchObject({
      amount: 100_000,
      rule: { timing: 'afterDeadline', percent: 50, daysBefore: 2 },
    });
  });

  it('when staff type another amount, then that amount, set by hand (no rule)', () => {
    expect(move('canceled', { cancellationPayment: 15_000 }).fee).toMatchObject({
      amount: 15_000,
      rule: null,
    });
  });

  it('when marked a no-show (by staff or the night audit), then the late 50 %, not the whole stay', () => {
    const { fee } = move('no-show', {}, '2026-11-25');
    expect(fee).toMatchObject({ amount: 100_000, rule: { timing: 'noShow', percent: 50 } });
  });

  it('when paid on the spot, then with its method, who took it and when', () => {
    expect(move('canceled', { isPaid: true, paymentMethodId: CASH }).fee).toMatchObject({
      amount: 20_000,
      isPaid: true,
      payment: {
        paymentMethodClone: { paymentMethodId: CASH, name: 'Бэлэн', isCash: true },
        userClone: { userId: 'u-1', name: 'Reception' },
        paidAt: '2026-11-22T03:00:00.000Z',
        paidDate: WORKING_DATE,
      },
    });
  });

  it('refuses a paid fee without a method, with an unknown method, or one that takes no fees', () => {
    expect(broken(() => move('canceled', { isPaid: true }))).toBe('reservation.feeMethodRequired');
    expect(
      broken(() =>
        move('canceled', {
          isPaid: true,
          paymentMethodId: '00000000-0000-4000-8000-0000000000ff',
        }),
      ),
    ).toBe('reservation.feeMethodUnknown');
    expect(broken(() => move('canceled', { isPaid: true, paymentMethodId: QPAY }))).toBe(
      'reservation.feeMethodNotForCancellation',
    );
  });

  it('refuses a fee above the stay total', () => {
    expect(broken(() => move('canceled', { cancellationPayment: 200_001 }))).toBe(
      'reservation.feeAboveTotal',
    );
  });

  describe('changed afterwards (reservation/cancellation)', () => {
    /** The stay cancelled on the working date, its fee then changed on `on`. */
    const changeFee = (
      fields: Partial<Parameters<typeof changeCancellationFee>[0]>,
      on = WORKING_DATE,
      cancel: Partial<Parameters<typeof changeStatus>[0]> = {},
    ) => {
      const { id, decisions } = move('canceled', cancel);
      const state = after(...decisions).reservations.get(id)!;
      return changeCancellationFee(
        { id, amount: 20_000, isPaid: false, paymentMethodId: null, reason: 'Гэрээ', ...fields },
        state,
        feeWorld(on),
        context('cmd-fee'),
      ).reservations.get(id)?.[0];
    };

    it('given an unaudited fee, when its amount changes, then an event with before → after and the reason', () => {
      const event = changeFee({ amount: 30_000 });
      expect(event).toEqual({
        type: 'CancellationFeeChanged',
        data: {
          propertyId: P,
          reservationId: expect.any(String),
          before: expect.objectContaining({ amount: 20_000, isPaid: false }),
          after: { amount: 30_000, isPaid: false, rule: null, payment: null },
          reason: 'Гэрээ',
          userClone: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
          at: '2026-11-22T03:00:00.000Z',
          workingDate: WORKING_DATE,
        },
      });
    });

    it('when marked paid, then its method, the user and the time are recorded; the rule is kept', () => {
      const event = changeFee({ isPaid: true, paymentMethodId: CASH });
      expect(event?.type === 'CancellationFeeChanged' && event.data.after).toMatchObject({
        amount: 20_000,
        isPaid: true,
        rule: { timing: 'beforeDeadline' },
        payment: { paymentMethodClone: { paymentMethodId: CASH }, paidDate: WORKING_DATE },
      });
    });

    it('refuses a paid fee without a method of the property that takes fees', () => {
      expect(broken(() => changeFee({ isPaid: true }))).toBe('reservation.feeMethodRequired');
      expect(broken(() => changeFee({ isPaid: true, paymentMethodId: QPAY }))).toBe(
        'reservation.feeMethodNotForCancellation',
      );
    });

    it('given an audited fee, then its amount cannot change, but an unpaid one may be marked paid today', () => {
      const nextDay = '2026-11-23';
      expect(broken(() => changeFee({ amount: 30_000 }, nextDay))).toBe('reservation.feeAudited');
      const paid = changeFee({ isPaid: true, paymentMethodId: CASH }, nextDay);
      expect(paid?.type === 'CancellationFeeChanged' && paid.data.after.payment).toMatchObject({
        paidDate: nextDay,
      });
    });

    it('given a fee paid on an audited date, then it cannot be made unpaid nor change its method', () => {
      const nextDay = '2026-11-23';
      const paidCash = { isPaid: true, paymentMethodId: CASH };
      expect(broken(() => changeFee({ isPaid: false }, nextDay, paidCash))).toBe(
        'reservation.feePaymentAudited',
      );
      // Same day: a correction is still allowed.
      expect(changeFee({ isPaid: false }, WORKING_DATE, paidCash)?.type).toBe(
        'CancellationFeeChanged',
      );
    });

    it('refuses a change that changes nothing, and a stay that is not canceled or a no-show', () => {
      expect(broken(() => changeFee({}))).toBe('reservation.feeUnchanged');
      const { id, reservations } = booked();
      expect(
        broken(() =>
          changeCancellationFee(
            { id, amount: 0, isPaid: false, paymentMethodId: null, reason: 'x' },
            reservations.get(id)!,
            feeWorld(),
            context(),
          ),
        ),
      ).toBe('reservation.feeNotCharged');
    });

    it('refuses another property’s reservation (404)', () => {
      const { id, reservations } = booked();
      expect(() =>
        changeCancellationFee(
          { id, amount: 0, isPaid: false, paymentMethodId: null, reason: 'x' },
          reservations.get(id)!,
          { ...feeWorld(), propertyId: 'p-2' },
          context(),
        ),
      ).toThrow(NotFound);
    });
  });
});
