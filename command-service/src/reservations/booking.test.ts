import { describe, expect, it } from 'vitest';
import { book } from './booking';
import { ledger } from './ledger';
import {
  after,
  bookCommand,
  broken,
  context,
  LUX,
  R101,
  R201,
  WORKING_DATE,
  world,
} from './test-world';

/** Given/when/then for the booking rules of operations spec §4. */

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
