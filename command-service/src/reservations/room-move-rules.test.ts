import { describe, expect, it } from 'vitest';
import { changeRoomType, type LiveReservation } from './decider';
import type { LedgerState } from './ledger';
import { broken, context, LUX, R101, R102, R201 } from './test-world';
import {
  on,
  D22,
  D23,
  D24,
  D25,
  D26,
  inHouse,
  status,
  move,
  dates,
  roomsByNight,
  paidInFull,
} from './room-move-world';

/** The rules around a moved stay: its end, its room type, an early check-out. */
describe('the rules around a moved stay', () => {
  it('the stay must end after its last move; the check-in stays', () => {
    const s = inHouse();
    s.then(move(R102, D24));
    expect(broken(() => s.then(dates(D24, D24)))).toBe('reservation.datesBeforeMove');
    expect(broken(() => s.then(dates(D23, D24)))).toBe('reservation.datesBeforeMove');
    const longer = s.then(dates('2026-11-28', D24));
    expect(longer.ledger[0]?.data).toMatchObject({
      stay: { roomId: R102, checkOut: '2026-11-28', segments: [{ roomId: R101, to: D24 }] },
    });
    const shorter = s.then(dates(D25, D24));
    expect(shorter.ledger[0]?.data).toMatchObject({
      stay: { checkOut: D25, segments: [{ roomId: R101, from: D22, to: D24 }] },
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R101],
      [D24]: [R102],
      [D25]: [],
    });
  });

  it('the room type of a guest who slept a night stays; on the arrival day it may change', () => {
    const typeChange = (date: string) => (state: LiveReservation, occupancy: LedgerState) =>
      changeRoomType(
        { id: state.id, roomTypeId: LUX, ratePlanId: null, roomId: R201 },
        state,
        on(date),
        occupancy,
        context(`type-${date}`),
      );
    const s = inHouse();
    expect(broken(() => s.then(typeChange(D23)))).toBe('reservation.roomTypeMidStay');
    expect(() => inHouse().then(typeChange(D22))).not.toThrow();
  });

  it('an early check-out keeps the slept rooms and frees the rest; it can be undone', () => {
    const s = inHouse();
    s.then(move(R102, D23));
    s.then(paidInFull);
    const out = s.then((state, occupancy) => status(state, occupancy, 'checked-out', D24));
    expect(s.state().status).toBe('checked-out');
    // The stay ends on the working date: the slept rooms stay held, the rest is freed.
    expect(out.ledger[0]?.data).toMatchObject({
      stay: { roomId: R102, checkOut: D24, segments: [{ roomId: R101, from: D22, to: D23 }] },
    });
    expect(out.reservations.get(s.id)?.[0]?.data).toMatchObject({ checkOut: D24 });
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R102],
      [D24]: [],
      [D25]: [],
    });
    const undone = s.then((state, occupancy) => status(state, occupancy, 'checked-in', D24));
    // Back in the house for what is left of the stay (its check-out stays the working date).
    expect(undone.ledger).toEqual([]);
    expect(s.state()).toMatchObject({
      status: 'checked-in',
      roomClone: { roomId: R102 },
      roomSegments: [{ roomClone: { roomId: R101 }, from: D22, to: D23 }],
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, D24)).toEqual({ [D22]: [R101], [D23]: [R102] });
  });
});
