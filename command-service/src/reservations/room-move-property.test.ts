import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { nightsSpanOf } from '@hotel/events/reservations/rules';
import { R101, R102, STD } from './test-world';
import { R103, D22, inHouse, move, bookable, roomsByNight } from './room-move-world';

/** Over any sequence of moves, every night is held by exactly one room (property test). */
describe('over any sequence of moves (property)', () => {
  it('every night of the stay is held by exactly one room, and the type counts it once', () => {
    const rooms = [R101, R102, R103];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: 0, max: 5 }), room: fc.constantFrom(...rooms) }),
          {
            maxLength: 8,
          },
        ),
        (moves) => {
          const checkOut = addDays(D22, 5);
          const s = inHouse({ checkOut });
          // Moves in date order, on the working dates the stay still has nights left.
          const sorted = [...moves].sort((a, b) => a.day - b.day).filter((m) => m.day < 5);
          for (const { day, room: roomId } of sorted) {
            const date = addDays(D22, day);
            if (s.state().roomClone?.roomId === roomId) continue;
            s.then(move(roomId, date));
          }
          const occupancy = s.occupancy();
          const byNight = roomsByNight(occupancy, s.id, D22, checkOut);
          for (const held of Object.values(byNight)) expect(held).toHaveLength(1);
          // The segments and the current room tile the stay, oldest first.
          const state = s.state();
          let from = D22;
          for (const segment of state.roomSegments) {
            expect(segment.from).toBe(from);
            expect(segment.to > segment.from).toBe(true);
            from = segment.to;
          }
          expect(byNight[from]).toEqual([state.roomClone?.roomId]);
          for (let night = D22; night < checkOut; night = addDays(night, 1)) {
            const span = nightsSpanOf(night, addDays(night, 1));
            expect(occupancy.byRoomType.overlapping(STD, span.start, span.end)).toEqual([s.id]);
          }
          expect(bookable(occupancy, R101, D22, checkOut)).not.toBe('full');
        },
      ),
      { numRuns: 60 },
    );
  });
});
