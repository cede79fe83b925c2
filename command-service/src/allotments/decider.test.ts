import { describe, expect, it } from 'vitest';
import { NotFound } from '@hotel/events/rule-broken';
import { freeRoomsFor } from '../reservations/ledger';
import { broken, inventory } from '../reservations/test-world';
import { roomsViewOf, stayOf } from '../reservations/world';
import { nightsOf } from './allotment-nights';
import { cancelAllotment, changeAllotment, createAllotment, releaseAllotments } from './decider';
import { ledgerStays } from '../reservations/ledger-queries';
import {
  allotmentContext,
  allotmentWorld,
  apply,
  bookFor,
  bookingWorld,
  contract,
  contracted,
  given,
  JUULCHIN,
  NOMADS,
  P,
  STD,
} from './test-world';

/** Given/when/then: allotment contracts, their pick-ups and their release (docs/allotments.md). */

const create = (state = given(), fields: object = {}, id = 'cmd-a') =>
  createAllotment(contract(fields) as never, allotmentWorld(state), allotmentContext(id));

/** The ledger with Juulchin's contract of 2 Standard rooms, 11-24 … 11-26, release 2 days. */
const withContract = (fields: object = {}) => {
  const events = create(given(), fields);
  return { state: given(...events), allotment: contracted(events) };
};

const heldNights = (state: ReturnType<typeof given>, allotmentId: string) =>
  nightsOf(ledgerStays(state), state.allotments.get(allotmentId)!).map((n) => [
    n.date,
    n.pickedUp,
    n.held,
    n.released,
  ]);

describe('an allotment contract', () => {
  it('is placed on the ledger with its terms and the next number', () => {
    const events = create();
    expect(events).toEqual([
      {
        type: 'AllotmentContracted',
        data: {
          propertyId: P,
          at: '2026-11-22T03:00:00.000Z',
          allotment: {
            allotmentId: expect.any(String),
            number: 1,
            partnerId: JUULCHIN,
            partnerName: 'Жуулчин',
            roomTypeId: STD,
            firstNight: '2026-11-24',
            lastNight: '2026-11-26',
            rooms: 2,
            releaseDays: 2,
            rate: 120_000,
          },
        },
      },
    ]);
    // Both Standard rooms are held for Juulchin: another partner's contract finds none unsold.
    expect(broken(() => create(given(...events), { partnerId: NOMADS, rooms: 1 }, 'cmd-b'))).toBe(
      '409 allotment.notAvailable',
    );
  });

  it('keeps its rules: nights in order, rooms within the type, release days, not in the past', () => {
    expect(broken(() => create(given(), { lastNight: '2026-11-23' }))).toBe(
      'allotment.nightsOrder',
    );
    expect(broken(() => create(given(), { lastNight: '2027-12-01' }))).toBe('allotment.tooLong');
    expect(broken(() => create(given(), { firstNight: '2026-11-21' }))).toBe('allotment.pastNight');
    expect(broken(() => create(given(), { rooms: 0 }))).toBe('allotment.roomsPositive');
    expect(broken(() => create(given(), { rooms: 3 }))).toBe('allotment.tooManyRooms');
    expect(broken(() => create(given(), { releaseDays: -1 }))).toBe(
      'allotment.releaseDaysNegative',
    );
    expect(() => create(given(), { partnerId: '00000000-0000-4000-8000-0000000000ff' })).toThrow(
      NotFound,
    );
  });

  it('is refused over another contract of the partner for the type, not next to it', () => {
    const { state } = withContract({ rooms: 1 });
    expect(broken(() => create(state, { rooms: 1, firstNight: '2026-11-26' }, 'cmd-b'))).toBe(
      'allotment.overlaps',
    );
    const next = create(state, { rooms: 1, firstNight: '2026-11-27', lastNight: '2026-11-28' });
    expect(contracted(next).number).toBe(2);
  });

  it('is placed only where the type has that many rooms unsold, naming every night short', () => {
    const state = given(...bookFor(given(), null, '2026-11-25', '2026-11-27').ledger);
    let error: unknown;
    try {
      create(state);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      rule: 'allotment.notAvailable',
      params: { nights: '2026-11-25, 2026-11-26' },
    });
    expect(contracted(create(state, { rooms: 1 })).rooms).toBe(1);
  });
});

describe('allotted rooms on the ledger', () => {
  it('cannot be sold to anyone else: the front desk is refused, the partner picks them up', () => {
    const { state, allotment } = withContract();
    expect(broken(() => bookFor(state, null, '2026-11-26', '2026-11-27'))).toBe(
      '409 reservation.notAvailable',
    );
    expect(broken(() => bookFor(state, NOMADS, '2026-11-23', '2026-11-25'))).toBe(
      '409 reservation.notAvailable',
    );
    // Before and after the contract's nights the rooms are free.
    expect(bookFor(state, null, '2026-11-23', '2026-11-24').reservationIds).toHaveLength(1);
    const picked = apply(state, bookFor(state, JUULCHIN, '2026-11-24', '2026-11-26', 2).ledger);
    expect(heldNights(picked, allotment.allotmentId)).toEqual([
      ['2026-11-24', 2, 0, null],
      ['2026-11-25', 2, 0, null],
      ['2026-11-26', 0, 2, null],
    ]);
    expect(broken(() => bookFor(picked, JUULCHIN, '2026-11-25', '2026-11-26', 1, 'x'))).toBe(
      '409 reservation.notAvailable',
    );
  });

  it('a cancellation gives the room back to the allotment, not to the front desk', () => {
    const { state, allotment } = withContract();
    const booking = bookFor(state, JUULCHIN, '2026-11-24', '2026-11-25');
    const picked = apply(state, booking.ledger);
    const canceled = apply(picked, [
      { type: 'StayReleased', data: { propertyId: P, reservationId: booking.reservationIds[0]! } },
    ]);
    expect(heldNights(canceled, allotment.allotmentId)[0]).toEqual(['2026-11-24', 0, 2, null]);
    expect(broken(() => bookFor(canceled, null, '2026-11-24', '2026-11-25'))).toBe(
      '409 reservation.notAvailable',
    );
  });

  it('the partner sees its allotment as free rooms; others do not', () => {
    const { state } = withContract();
    const stay = stayOf(bookingWorld, '2026-11-22T03:00:00.000Z', {
      stayType: 'night',
      checkIn: '2026-11-24',
      checkOut: '2026-11-25',
      arrivalTime: null,
      exitTime: null,
      hours: null,
    } as never);
    const rooms = roomsViewOf(inventory);
    const at = { at: '2026-11-22T03:00:00.000Z' };
    expect(freeRoomsFor(state, STD, stay, rooms, at).available).toBe(0);
    expect(freeRoomsFor(state, STD, stay, rooms, at, null, JUULCHIN).available).toBe(2);
  });
});

describe('changing and canceling a contract', () => {
  it('a change checks the new nights against the ledger, its own old nights giving way', () => {
    const { state, allotment } = withContract();
    const id = allotment.allotmentId;
    const change = (fields: object) =>
      changeAllotment(
        { id, ...contract(fields) } as never,
        allotmentWorld(state),
        allotmentContext('cmd-c'),
      );
    expect(change({})).toEqual([]);
    const [changed] = change({ firstNight: '2026-11-25', lastNight: '2026-11-28', rate: 99_000 });
    expect(changed).toMatchObject({
      type: 'AllotmentChanged',
      data: {
        allotment: { allotmentId: id, firstNight: '2026-11-25', lastNight: '2026-11-28' },
        before: { firstNight: '2026-11-24', rate: 120_000 },
      },
    });
    expect(broken(() => change({ rooms: 3 }))).toBe('allotment.tooManyRooms');
  });

  it('a canceled contract frees what it held; it cannot be canceled twice', () => {
    const { state, allotment } = withContract();
    const events = cancelAllotment(
      { id: allotment.allotmentId },
      allotmentWorld(state),
      allotmentContext('cmd-d'),
    );
    const after = apply(state, events);
    expect(bookFor(after, null, '2026-11-24', '2026-11-27', 2).reservationIds).toHaveLength(2);
    expect(() =>
      cancelAllotment({ id: allotment.allotmentId }, allotmentWorld(after), allotmentContext()),
    ).toThrow(NotFound);
  });
});

describe('the release by the night audit', () => {
  it('releases the nights within the release days of the new date that are not picked up, once', () => {
    const { state: contractState, allotment } = withContract();
    const state = apply(
      contractState,
      bookFor(contractState, JUULCHIN, '2026-11-25', '2026-11-26').ledger,
    );
    // The audit rolls to 11-23: nights up to 11-25 (release date = night - 2) are released.
    const released = releaseAllotments(state, P, '2026-11-23');
    expect(released).toEqual([
      {
        type: 'AllotmentNightsReleased',
        data: {
          propertyId: P,
          allotmentId: allotment.allotmentId,
          workingDate: '2026-11-23',
          nights: [
            { date: '2026-11-24', rooms: 2 },
            { date: '2026-11-25', rooms: 1 },
          ],
        },
      },
    ]);
    const after = apply(state, released);
    // The same audit again, or the next one for those nights, releases nothing twice.
    expect(releaseAllotments(after, P, '2026-11-23')).toEqual([]);
    expect(releaseAllotments(after, P, '2026-11-24')[0]?.data.nights).toEqual([
      { date: '2026-11-26', rooms: 2 },
    ]);
    // Released rooms are general inventory again; a canceled pick-up no longer returns to it.
    expect(bookFor(after, null, '2026-11-24', '2026-11-25', 2).reservationIds).toHaveLength(2);
    expect(bookFor(after, null, '2026-11-25', '2026-11-26').reservationIds).toHaveLength(1);
    expect(heldNights(after, allotment.allotmentId)).toEqual([
      ['2026-11-24', 0, 0, 2],
      ['2026-11-25', 1, 0, 1],
      ['2026-11-26', 0, 2, null],
    ]);
  });

  it("the audit's own no-shows pick nothing up", () => {
    const { state: contractState } = withContract();
    const booking = bookFor(contractState, JUULCHIN, '2026-11-24', '2026-11-25');
    const state = apply(contractState, booking.ledger);
    const [event] = releaseAllotments(state, P, '2026-11-23', new Set(booking.reservationIds));
    expect(event?.data.nights).toContainEqual({ date: '2026-11-24', rooms: 2 });
  });
});
