import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { nightsSpanOf, roomSpansOf } from '@hotel/events/reservations/rules';
import { HistoryNeeded } from '../pipeline/history';
import { type LedgerState, ledger, ledgerWithHistory } from './ledger';
import { findShortage, freeRoomsFor } from './ledger-queries';
import { ownerOf, SpanIndex } from './span-index';

const DAY = 24 * 60;

/** A small seeded generator: the same spans on every run. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
};

describe('span index', () => {
  it('finds exactly the spans that overlap, each once, as spans are added, moved and removed', () => {
    const next = random(42);
    const index = new SpanIndex();
    const spans = new Map<string, { key: string; start: number; end: number }>();
    const randomSpan = () => {
      // Hours to a few months, starting anywhere in two years: many cross week boundaries.
      const start = next(730 * DAY);
      const length = next(4) === 0 ? 1 + next(120 * DAY) : 60 + next(5 * DAY);
      return { key: `k${next(3)}`, start, end: start + length };
    };
    for (let step = 0; step < 3000; step++) {
      const id = `s${next(600)}`;
      const old = spans.get(id);
      if (old) index.remove(old.key, id, old.start, old.end);
      if (next(5) === 0) {
        spans.delete(id);
      } else {
        const span = randomSpan();
        index.add(span.key, id, span.start, span.end);
        spans.set(id, span);
      }
      if (step % 10 !== 0) continue;
      const window = randomSpan();
      const expected = [...spans]
        .filter(([, s]) => s.key === window.key && s.start < window.end && window.start < s.end)
        .map(([id]) => id)
        .sort();
      expect(index.overlapping(window.key, window.start, window.end).sort()).toEqual(expected);
    }
  });

  it('a span ending where another starts does not overlap it', () => {
    const index = new SpanIndex();
    index.add('room', 'a', 0, 7 * DAY);
    expect(index.overlapping('room', 7 * DAY, 8 * DAY)).toEqual([]);
    expect(index.overlapping('room', 6 * DAY, 7 * DAY)).toEqual(['a']);
    index.remove('room', 'a', 0, 7 * DAY);
    expect(index.overlapping('room', 0, 7 * DAY)).toEqual([]);
  });
});

describe('a stay moved mid-stay in the ledger', () => {
  const stay = (segments: { roomId: string; from: string; to: string }[], roomId = 'A') => ({
    reservationId: 'r-1',
    roomTypeId: 'std',
    roomId,
    stayType: 'night' as const,
    checkIn: '2026-11-22',
    checkOut: '2026-11-26',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    ...(segments.length > 0 ? { segments } : {}),
  });
  const night = (date: string) => {
    const span = nightsSpanOf(date, addDays(date, 1));
    return [span.start, span.end] as const;
  };
  const holders = (state: LedgerState, roomId: string, date: string) =>
    state.byRoom.overlapping(roomId, ...night(date)).map(ownerOf);

  it('indexes each earlier room under its own id (back in a room left before) and releases them all', () => {
    const state = ledger.initialState();
    const held = stay([
      { roomId: 'A', from: '2026-11-22', to: '2026-11-23' },
      { roomId: 'B', from: '2026-11-23', to: '2026-11-24' },
    ]);
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay: held } });
    expect(
      ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map((d) => [
        holders(state, 'A', d),
        holders(state, 'B', d),
      ]),
    ).toEqual([
      [['r-1'], []],
      [[], ['r-1']],
      [['r-1'], []],
      [['r-1'], []],
    ]);
    expect(state.byRoomType.overlapping('std', ...night('2026-11-23'))).toEqual(['r-1']);
    // Held again as a plain stay in B: every earlier span goes.
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay: stay([], 'B') } });
    expect(holders(state, 'A', '2026-11-22')).toEqual([]);
    expect(holders(state, 'A', '2026-11-24')).toEqual([]);
    expect(holders(state, 'B', '2026-11-22')).toEqual(['r-1']);
    ledger.evolve(state, { type: 'StayReleased', data: { propertyId: 'p', reservationId: 'r-1' } });
    expect(holders(state, 'B', '2026-11-22')).toEqual([]);
    expect(state.byRoomType.overlapping('std', ...night('2026-11-22'))).toEqual([]);
  });

  it('leaves out a current room taken and left on the same day', () => {
    expect(
      roomSpansOf({
        ...stay([{ roomId: 'A', from: '2026-11-22', to: '2026-11-24' }], 'B'),
        checkOut: '2026-11-24',
      }).map((span) => span.roomId),
    ).toEqual(['A']);
  });
});

describe('the ledger keeps the recent past (LEDGER_MEMORY_DAYS back from the last closed date)', () => {
  const held = (reservationId: string, checkIn: string, checkOut: string, roomId = 'A') => ({
    reservationId,
    roomTypeId: 'std',
    roomId,
    stayType: 'night' as const,
    checkIn,
    checkOut,
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    number: Number(reservationId.slice(2)),
  });
  const stays = [
    held('r-1', '2026-01-02', '2026-01-05'),
    held('r-2', '2026-03-01', '2026-03-20', 'B'),
    held('r-3', '2026-05-01', '2026-05-03'),
  ];
  const foldOf = (aggregate: typeof ledger, closed: string[]) => {
    const state = aggregate.initialState();
    aggregate.evolve(state, {
      type: 'StaysHeld',
      data: { propertyId: 'p', groupId: 'g', groupNumber: 1, stays },
    });
    for (const date of closed) {
      aggregate.evolve(state, { type: 'OccupancyDayClosed', data: { propertyId: 'p', date } });
    }
    return state;
  };
  const span = (from: string, to: string) => {
    const { start, end } = nightsSpanOf(from, to);
    return [start, end] as const;
  };

  it('forgets the stays that ended before it, keeps the others and their numbers', () => {
    // 2026-05-10 closed: memory reaches back to 2026-03-09; r-2 ends on 2026-03-20.
    const state = foldOf(ledger, ['2026-05-09', '2026-05-10']);
    expect([...state.stays.keys()].sort()).toEqual(['r-2', 'r-3']);
    expect([...state.numbers.keys()].sort()).toEqual(['r-2', 'r-3']);
    expect(state.byRoom.overlapping('A', ...span('2026-01-02', '2026-01-05'))).toEqual([]);
    expect(state.lastNumber).toBe(3);
    expect(state.historyFrom).toBe(nightsSpanOf('2026-03-09', '2026-03-10').start - 12 * 60);
  });

  it('answers questions from its reach on, and refuses older ones with HistoryNeeded', () => {
    const state = foldOf(ledger, ['2026-05-10']);
    const rooms = {
      roomsOfType: () => [
        { id: 'A', name: 'A' },
        { id: 'B', name: 'B' },
      ],
      roomTypeName: () => ({ name: 'std', nameEn: null }),
      roomName: (id: string) => id,
    };
    const question = (checkIn: string, checkOut: string) => ({
      stayType: 'night' as const,
      checkIn,
      checkOut,
      arrivalTime: '14:00',
      exitTime: '12:00',
      hours: null,
    });
    const at = { at: '2026-05-10T00:00:00Z' };
    expect(freeRoomsFor(state, 'std', question('2026-03-10', '2026-03-12'), rooms, at)).toEqual({
      available: 1,
      freeRoomIds: ['A'],
    });
    expect(() =>
      freeRoomsFor(state, 'std', question('2026-01-03', '2026-01-04'), rooms, at),
    ).toThrowError(HistoryNeeded);
    expect(() =>
      findShortage(
        state,
        [(({ number: _n, ...stay }) => stay)(held('r-9', '2026-01-03', '2026-01-04'))],
        rooms,
        at,
      ),
    ).toThrowError(HistoryNeeded);
    // The whole fold answers it: r-1 holds room A on those nights.
    const whole = foldOf(ledgerWithHistory, ['2026-05-10']);
    expect(whole.historyFrom).toBe(-Infinity);
    expect(freeRoomsFor(whole, 'std', question('2026-01-03', '2026-01-04'), rooms, at)).toEqual({
      available: 1,
      freeRoomIds: ['B'],
    });
  });

  it('a forgotten stay changed later (decided on the whole fold) is held again from the change', () => {
    const state = foldOf(ledger, ['2026-05-10']);
    const { number: _n, ...stay } = held('r-1', '2026-01-02', '2026-05-20');
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay } });
    expect(state.byRoom.overlapping('A', ...span('2026-05-11', '2026-05-12'))).toEqual(['r-1']);
    // A correction of a stay over before the reach is nothing the fold answers: not held.
    const { number: _m, ...old } = held('r-4', '2026-01-10', '2026-01-12');
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay: old } });
    expect(state.stays.has('r-4')).toBe(false);
    // An earlier closed date never widens the reach again.
    ledger.evolve(state, {
      type: 'OccupancyDayClosed',
      data: { propertyId: 'p', date: '2026-04-01' },
    });
    expect(state.historyFrom).toBe(nightsSpanOf('2026-03-09', '2026-03-10').start - 12 * 60);
  });
});

const stayOn = (checkIn: string) => ({
  checkIn,
  checkOut: addDays(checkIn, 2),
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
});

describe('a ledger that forgets answers every question from its reach as the whole one does', () => {
  it('over a year of random stays, changes, releases and closed dates', () => {
    const next = random(7);
    const events: Parameters<typeof ledger.evolve>[1][] = [];
    const start = '2026-01-01';
    for (let day = 0; day < 365; day++) {
      for (let n = 0; n < 8; n++) {
        const id = `r-${day}-${n}`;
        const checkIn = addDays(start, day + next(30));
        const stay = {
          reservationId: id,
          roomTypeId: `t${next(3)}`,
          roomId: `room${next(12)}`,
          stayType: 'night' as const,
          checkIn,
          checkOut: addDays(checkIn, 1 + next(next(10) === 0 ? 90 : 4)),
          arrivalTime: '14:00',
          exitTime: '12:00',
          hours: null,
        };
        events.push({
          type: 'StaysHeld',
          data: {
            propertyId: 'p',
            groupId: id,
            groupNumber: null,
            stays: [{ ...stay, number: 1 }],
          },
        });
        const later = next(10);
        if (later === 0) {
          events.push({ type: 'StayReleased', data: { propertyId: 'p', reservationId: id } });
        } else if (later === 1) {
          const checkOut = addDays(stay.checkOut, 1 + next(20));
          events.push({
            type: 'StayChanged',
            data: { propertyId: 'p', stay: { ...stay, checkOut } },
          });
        }
      }
      // Now and then a block, a request's hold and a site's hold, which the snapshot keeps too.
      const on = addDays(start, day + next(20));
      if (day % 30 === 0) {
        const block = {
          blockId: `b-${day}`,
          roomId: `room${next(12)}`,
          roomTypeId: 't0',
          startDate: on,
          endDate: addDays(on, 2),
          isTime: false,
          startTime: null,
          endTime: null,
          description: null,
        };
        events.push({
          type: 'RoomsBlocked',
          data: { propertyId: 'p', blocks: [block], createdAt: '2026-01-01T00:00:00Z' },
        });
        events.push({
          type: 'RequestRoomsHeld',
          data: {
            propertyId: 'p',
            resReqId: `q-${day}`,
            number: day,
            until: null,
            stay: { ...stayOn(on), stayType: 'night' },
            rooms: [{ roomTypeId: 't1', quantity: 2 }],
          },
        });
        events.push({
          type: 'ChannelHoldPlaced',
          data: {
            propertyId: 'p',
            hold: {
              holdId: `h-${day}`,
              feedId: 'f',
              channel: 'site',
              uid: `u-${day}`,
              roomId: `room${next(12)}`,
              roomTypeId: 't2',
              startDate: on,
              endDate: addDays(on, 3),
            },
          },
        });
      }
      events.push({
        type: 'OccupancyDayClosed',
        data: { propertyId: 'p', date: addDays(start, day) },
      });
    }
    const forgetful = ledger.initialState();
    const whole = ledgerWithHistory.initialState();
    for (const event of events) {
      ledger.evolve(forgetful, event);
      ledgerWithHistory.evolve(whole, event);
    }
    // Saved half way (as the cache saves it, through V8's serializer) and folded on: the same.
    const snapshot = ledger.snapshot!;
    const half = ledger.initialState();
    for (const event of events.slice(0, events.length / 2)) ledger.evolve(half, event);
    const restored = snapshot.restore(deserialize(serialize(snapshot.save(half))));
    for (const event of events.slice(events.length / 2)) ledger.evolve(restored, event);
    expect(restored).toEqual(forgetful);
    expect(forgetful.stays.size).toBeLessThan(whole.stays.size / 2);
    for (let q = 0; q < 500; q++) {
      const from = forgetful.historyFrom + next(200 * DAY);
      const to = from + 1 + next(30 * DAY);
      const type = `t${next(3)}`;
      const roomId = `room${next(12)}`;
      expect(forgetful.byRoomType.overlapping(type, from, to).sort()).toEqual(
        whole.byRoomType.overlapping(type, from, to).sort(),
      );
      expect(forgetful.byRoom.overlapping(roomId, from, to).sort()).toEqual(
        whole.byRoom.overlapping(roomId, from, to).sort(),
      );
    }
  });
});
