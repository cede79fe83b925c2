import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from './events';
import { type StatusState, statusMoves, statusRefusal } from './rules';

/** The status rules both sides read (operations spec §4; docs/reservations.md). */

const WORKING_DATE = '2026-11-26';

const stay = (status: ReservationStatus, fields: Partial<StatusState> = {}): StatusState => ({
  status,
  serviceName: null,
  sourceName: 'Шууд',
  stayType: 'night',
  checkIn: WORKING_DATE,
  checkOut: '2026-11-28',
  hasRoom: true,
  balance: 0,
  ...fields,
});

/** The moves offered: allowed now as the status, refused today as `status (rule)`. */
const offered = (state: StatusState, workingDate = WORKING_DATE) =>
  statusMoves(state, workingDate).map(({ status, refusal }) =>
    refusal ? `${status} (${refusal.rule.replace('reservation.', '')})` : status,
  );

describe('the moves that make sense from each status', () => {
  it('today’s arrival, paid: every move of the front desk', () => {
    expect(offered(stay('pending'))).toEqual(['confirmed', 'checked-in', 'canceled', 'no-show']);
    expect(offered(stay('confirmed'))).toEqual(['pending', 'checked-in', 'canceled', 'no-show']);
    expect(offered(stay('checked-in'))).toEqual(['confirmed', 'checked-out']);
    expect(offered(stay('checked-out'))).toEqual(['checked-in']);
    expect(offered(stay('canceled'))).toEqual(['pending', 'confirmed']);
    expect(offered(stay('no-show'))).toEqual(['pending', 'confirmed', 'checked-in', 'canceled']);
  });

  it('an arrival days ahead is neither checked in nor a no-show yet', () => {
    expect(offered(stay('confirmed', { checkIn: '2026-11-29', checkOut: '2026-11-30' }))).toEqual([
      'pending',
      'checked-in (checkInFuture)',
      'canceled',
      'no-show (noShowFuture)',
    ]);
  });

  it('a guest in the house checks out once the balance is settled; a check-in is undone on its day', () => {
    expect(offered(stay('checked-in', { balance: 120_000 }))).toEqual([
      'confirmed',
      'checked-out (balanceDue)',
    ]);
    expect(
      statusRefusal(stay('checked-in', { balance: 120_000 }), 'checked-out', WORKING_DATE),
    ).toEqual({ rule: 'reservation.balanceDue', params: { balance: 120_000 } });
    expect(offered(stay('checked-in', { checkIn: '2026-11-25' }))).toEqual([
      'confirmed (checkInUndoLate)',
      'checked-out',
    ]);
  });

  it('a check-in needs a room, and a stay that has not ended', () => {
    expect(offered(stay('pending', { hasRoom: false }))).toContain('checked-in (checkInNeedsRoom)');
    const ended = stay('no-show', { checkIn: '2026-11-20', checkOut: '2026-11-22' });
    expect(offered(ended)).toContain('checked-in (stayEnded)');
    expect(offered(stay('checked-out', { checkIn: '2026-11-20', checkOut: '2026-11-25' }))).toEqual(
      ['checked-in (stayEnded)'],
    );
  });

  it('refuses the moves that never make sense, with the reason', () => {
    const refusal = (from: ReservationStatus, to: ReservationStatus) =>
      statusRefusal(stay(from), to, WORKING_DATE)?.rule;
    expect(refusal('pending', 'checked-out')).toBe('reservation.notCheckedIn');
    expect(refusal('no-show', 'checked-out')).toBe('reservation.notCheckedIn');
    expect(refusal('checked-in', 'pending')).toBe('reservation.guestArrived');
    expect(refusal('checked-in', 'canceled')).toBe('reservation.guestArrived');
    expect(refusal('checked-out', 'no-show')).toBe('reservation.guestArrived');
    expect(refusal('canceled', 'checked-in')).toBe('reservation.reinstateFirst');
    expect(refusal('confirmed', 'confirmed')).toBe('reservation.statusUnchanged');
  });

  it('an external channel’s statuses are the channel’s, named as the hotel calls it', () => {
    const channel = stay('confirmed', { serviceName: 'ihotel', sourceName: 'Agoda' });
    expect(offered(channel)).toEqual(['checked-in', 'no-show']);
    expect(statusRefusal(channel, 'canceled', WORKING_DATE)).toEqual({
      rule: 'reservation.channelStatus',
      params: { channel: 'Agoda' },
    });
  });
});
