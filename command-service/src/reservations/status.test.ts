import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import { book } from './booking';
import { changeStatus } from './status';
import {
  after,
  bookCommand,
  bookedWith,
  broken,
  context,
  R101,
  WORKING_DATE,
  world,
} from './test-world';

/** Given/when/then for the status rules of operations spec §4. */

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
