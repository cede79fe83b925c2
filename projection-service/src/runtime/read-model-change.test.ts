import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@hotel/infra/event-store/port';
import {
  ChangeCollector,
  changedNotice,
  MAX_CHANGED_IDS,
  type ReadModelChange,
  scopeOf,
} from './read-model-change';

/** What a batch of events changed, and how the collector and a notice put batches together. */
let position = 0n;
const event = (type: string, data: Record<string, unknown>, propertyId = 'p1'): RecordedEvent => {
  position += 1n;
  return {
    id: `e${position}`,
    type,
    streamName: 's',
    revision: 0n,
    position,
    data,
    metadata: { propertyId, userId: 'u1' },
    recordedAt: '2026-01-01T00:00:00.000Z',
  };
};

const created = (id: string, checkIn: string, checkOut: string) =>
  event('ReservationCreated', {
    reservationId: id,
    checkIn,
    checkOut,
    guestClone: { name: 'A guest' },
  });

const handled = new Set([
  'ReservationCreated',
  'GroupOpened',
  'PaymentPosted',
  'ReservationDatesChanged',
  'ReservationStatusChanged',
  'RoomsBlocked',
  'BlockRemoved',
  'ReservationsJoinedGroup',
]);

const change = (events: RecordedEvent[], readModels = ['reservations', 'calendar']) => {
  const scope = scopeOf(events, handled);
  return {
    readModels,
    position,
    properties: scope.properties,
    actors: scope.actors,
    documents: Object.fromEntries(readModels.map((name) => [name, scope.documents!])),
  } satisfies ReadModelChange;
};

describe('which documents a batch changed', () => {
  it("names a booking's reservation and its nights; its group and prepayment stay within them", () => {
    const { documents } = scopeOf(
      [
        event('GroupOpened', { groupId: 'g1', guestClone: { name: 'A guest' } }),
        created('r1', '2026-03-01', '2026-03-04'),
        event('ReservationsJoinedGroup', { groupId: 'g1', reservationIds: ['r1'] }),
        event('PaymentPosted', { reservationId: 'r1', amount: 1000 }),
      ],
      handled,
    );
    expect(documents).toEqual({ ids: ['r1'], nights: { from: '2026-03-01', to: '2026-03-04' } });
  });

  it('spans every stay and block a batch brought', () => {
    const { documents } = scopeOf(
      [
        created('r1', '2026-03-01', '2026-03-04'),
        created('r2', '2026-02-20', '2026-02-21'),
        event('RoomsBlocked', {
          blocks: [{ blockId: 'b1', startDate: '2026-03-10', endDate: '2026-03-12' }],
        }),
      ],
      handled,
    );
    expect(documents).toEqual({
      ids: ['r1', 'r2', 'b1'],
      nights: { from: '2026-02-20', to: '2026-03-12' },
    });
  });

  it('a move or a payment of a stay brought earlier is not bounded (its nights before are not in the event)', () => {
    const moved = scopeOf(
      [
        event('ReservationDatesChanged', {
          reservationId: 'r1',
          checkIn: '2026-05-01',
          checkOut: '2026-05-02',
        }),
      ],
      handled,
    ).documents;
    expect(moved).toEqual({ ids: ['r1'], nights: 'any' });
    const paid = scopeOf([event('PaymentPosted', { reservationId: 'r1' })], handled).documents;
    expect(paid).toEqual({ ids: ['r1'], nights: 'any' });
  });

  it('a move of a stay brought in the same batch spans both its nights', () => {
    const { documents } = scopeOf(
      [
        created('r1', '2026-03-01', '2026-03-04'),
        event('ReservationDatesChanged', {
          reservationId: 'r1',
          checkIn: '2026-04-01',
          checkOut: '2026-04-03',
        }),
      ],
      handled,
    );
    expect(documents).toEqual({ ids: ['r1'], nights: { from: '2026-03-01', to: '2026-04-03' } });
  });

  it('a status change (a check-out makes a room dirty on every date) or an unknown event is not bounded', () => {
    const checkedOut = scopeOf(
      [
        created('r1', '2026-03-01', '2026-03-04'),
        event('ReservationStatusChanged', { reservationId: 'r1', from: 'checked-in' }),
      ],
      handled,
    ).documents;
    expect(checkedOut?.nights).toBe('any');
    const other = scopeOf(
      [event('RatePlanChanged', { planId: 'x' })],
      new Set(['RatePlanChanged']),
    ).documents;
    expect(other).toEqual({ ids: 'many', nights: 'any' });
  });

  it('only the events the projection handles count (the others only tell what a batch brought)', () => {
    const { documents } = scopeOf(
      [created('r1', '2026-03-01', '2026-03-04'), event('PaymentPosted', { reservationId: 'r1' })],
      new Set(['PaymentPosted']),
    );
    expect(documents).toEqual({ ids: ['r1'], nights: { from: '2026-03-01', to: '2026-03-04' } });
  });
});

describe('the change collector', () => {
  it('merges ids and nights across batches, per property and read model', () => {
    const collector = new ChangeCollector();
    collector.add(change([created('r1', '2026-03-01', '2026-03-04')]));
    collector.add(change([created('r2', '2026-03-10', '2026-03-11')]));
    collector.add(
      change(
        [created('r3', '2026-01-01', '2026-01-02')].map((e) => ({
          ...e,
          metadata: { propertyId: 'p2' },
        })),
      ),
    );
    const taken = collector.take();
    expect(taken).toHaveLength(2);
    expect(taken[0]).toMatchObject({
      property: 'p1',
      documents: {
        calendar: { ids: ['r1', 'r2'], nights: { from: '2026-03-01', to: '2026-03-11' } },
      },
    });
    expect(taken[1]?.documents.calendar?.ids).toEqual(['r3']);
    expect(collector.take()).toEqual([]);
  });

  it('a read model changed once without known documents stays unknown for the report', () => {
    const collector = new ChangeCollector();
    collector.add(change([created('r1', '2026-03-01', '2026-03-04')]));
    collector.add({ ...change([created('r2', '2026-03-10', '2026-03-11')]), documents: {} });
    collector.add(change([created('r3', '2026-03-12', '2026-03-13')], ['reservations']));
    const [taken] = collector.take();
    expect(taken?.documents).toEqual({});
    expect(taken?.readModels).toEqual(['reservations', 'calendar']);
  });

  it(`names at most ${MAX_CHANGED_IDS} ids: past them, "many" (the notice leaves ids out)`, () => {
    const collector = new ChangeCollector();
    for (let i = 0; i <= MAX_CHANGED_IDS; i += 1) {
      collector.add(change([created(`r${i}`, '2026-03-01', '2026-03-02')], ['calendar']));
    }
    const [taken] = collector.take();
    expect(taken?.documents.calendar).toEqual({
      ids: 'many',
      nights: { from: '2026-03-01', to: '2026-03-02' },
    });
    expect(changedNotice(taken!.documents)).toEqual({
      calendar: { from: '2026-03-01', to: '2026-03-02' },
    });
  });

  it('a notice names ids and dates only, never guest data', () => {
    const collector = new ChangeCollector();
    collector.add(change([created('r1', '2026-03-01', '2026-03-04')]));
    collector.add(change([event('PaymentPosted', { reservationId: 'r9' })], ['incomes']));
    const [taken] = collector.take();
    const notice = changedNotice(taken!.documents);
    expect(notice).toEqual({
      reservations: { ids: ['r1'], from: '2026-03-01', to: '2026-03-04' },
      calendar: { ids: ['r1'], from: '2026-03-01', to: '2026-03-04' },
      incomes: { ids: ['r9'] },
    });
    expect(JSON.stringify(notice)).not.toMatch(/guest/);
  });
});
