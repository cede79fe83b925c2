import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { CALENDAR_EXPORT_HOLDERS, type HolderDoc } from './calendar-export-documents';
import { closedRanges } from './calendar-feed';
import { calendarNightsProjection } from './calendar-nights-projection';

/** Given/when/then: what allotments hold in the room type feeds (docs/allotments.md). */

const P = 'p-1';
const terms = (fields: object = {}) => ({
  allotmentId: 'al-1',
  number: 1,
  partnerId: 'tour-1',
  partnerName: 'Жуулчин ХХК',
  roomTypeId: 'rt-1',
  firstNight: '2026-12-10',
  lastNight: '2026-12-12',
  rooms: 2,
  releaseDays: 3,
  rate: 120_000,
  ...fields,
});
const contracted = (position: bigint, fields: object = {}) =>
  projected(
    'AllotmentContracted',
    { propertyId: P, allotment: terms(fields), at: '2026-11-21T10:00:00Z' },
    { position },
  );
const stay = (fields: object = {}) => ({
  reservationId: 'res-1',
  roomTypeId: 'rt-1',
  roomId: null,
  stayType: 'night',
  checkIn: '2026-12-11',
  checkOut: '2026-12-12',
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
  partnerId: 'tour-1',
  ...fields,
});
const booked = (position: bigint, fields: object = {}) =>
  projected(
    'StaysHeld',
    { propertyId: P, groupId: 'g-1', groupNumber: 1, stays: [{ ...stay(fields), number: 7 }] },
    { position },
  );

/** The live holders of the room type: [kind, from, to, rooms]. */
const taking = async (events: ReturnType<typeof projected>[]) => {
  const store = await givenEvents(calendarNightsProjection, events);
  const docs = await store
    .collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS)
    .find({ roomTypeId: 'rt-1', live: true }, { sort: { from: 1, _id: 1 } });
  return docs.map((d) => [d.kind, d.from, d.to, d.quantity]);
};

/** The room type's closed nights with `rooms` rooms, as its feed lists them. */
const closed = async (events: ReturnType<typeof projected>[], rooms: number) => {
  const store = await givenEvents(calendarNightsProjection, events);
  const docs = await store
    .collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS)
    .find({ roomTypeId: 'rt-1', live: true });
  return closedRanges(
    docs.map((d) => ({ ...d, changedAt: d.updatedAt })),
    rooms,
    '2026-12-01',
  ).map((r) => [r.from, r.to]);
};

describe('allotments in the room type feeds', () => {
  it('given a contract, then it holds its rooms on each of its nights', async () => {
    expect(await taking([contracted(1n)])).toEqual([['allotment', '2026-12-10', '2026-12-13', 2]]);
  });

  it('given a contract of every room of the type, then its nights are sold out', async () => {
    expect(await closed([contracted(1n)], 2)).toEqual([['2026-12-10', '2026-12-13']]);
    expect(await closed([contracted(1n)], 3)).toEqual([]);
  });

  it("given the partner's booking, then it picks up a room: counted once, as the stay", async () => {
    expect(await taking([contracted(1n), booked(2n)])).toEqual([
      ['allotment', '2026-12-10', '2026-12-11', 2],
      ['allotment', '2026-12-11', '2026-12-12', 1],
      ['stay', '2026-12-11', '2026-12-12', 1],
      ['allotment', '2026-12-12', '2026-12-13', 2],
    ]);
    // Two rooms and two allotted: still sold out, not over it, on the night picked up.
    expect(await closed([contracted(1n), booked(2n)], 3)).toEqual([]);
  });

  it("given someone else's booking of the type, then the allotment holds as before", async () => {
    const events = [contracted(1n), booked(2n, { partnerId: undefined })];
    expect(await taking(events)).toEqual([
      ['allotment', '2026-12-10', '2026-12-13', 2],
      ['stay', '2026-12-11', '2026-12-12', 1],
    ]);
    expect(await closed(events, 3)).toEqual([['2026-12-11', '2026-12-12']]);
  });

  it("given the partner's booking canceled, then the room goes back to the allotment", async () => {
    const events = [
      contracted(1n),
      booked(2n),
      projected('StayReleased', { propertyId: P, reservationId: 'res-1' }, { position: 3n }),
    ];
    expect(await taking(events)).toEqual([['allotment', '2026-12-10', '2026-12-13', 2]]);
  });

  it("given the partner's booking moved to other nights, then each night counts what it has", async () => {
    const events = [
      contracted(1n),
      booked(2n),
      projected(
        'StayChanged',
        { propertyId: P, stay: stay({ checkIn: '2026-12-12', checkOut: '2026-12-13' }) },
        { position: 3n },
      ),
    ];
    expect(await taking(events)).toEqual([
      ['allotment', '2026-12-10', '2026-12-12', 2],
      ['allotment', '2026-12-12', '2026-12-13', 1],
      ['stay', '2026-12-12', '2026-12-13', 1],
    ]);
  });

  it('given the night audit released a night, then that night holds nothing more', async () => {
    const events = [
      contracted(1n),
      projected(
        'AllotmentNightsReleased',
        {
          propertyId: P,
          allotmentId: 'al-1',
          workingDate: '2026-12-07',
          nights: [{ date: '2026-12-10', rooms: 2 }],
        },
        { position: 2n },
      ),
    ];
    expect(await taking(events)).toEqual([['allotment', '2026-12-11', '2026-12-13', 2]]);
  });

  it('given the contract changed, then it holds its new nights and rooms', async () => {
    const events = [
      contracted(1n),
      projected(
        'AllotmentChanged',
        {
          propertyId: P,
          allotment: terms({ rooms: 1, lastNight: '2026-12-10' }),
          before: terms(),
          at: '2026-11-22T10:00:00Z',
        },
        { position: 2n },
      ),
    ];
    expect(await taking(events)).toEqual([['allotment', '2026-12-10', '2026-12-11', 1]]);
  });

  it('given the contract canceled, then it holds nothing and the nights open again', async () => {
    const events = [
      contracted(1n),
      booked(2n),
      projected(
        'AllotmentCanceled',
        { propertyId: P, allotmentId: 'al-1', at: '2026-11-22T10:00:00Z' },
        { position: 3n },
      ),
    ];
    expect(await taking(events)).toEqual([['stay', '2026-12-11', '2026-12-12', 1]]);
    expect(await closed(events, 2)).toEqual([]);
  });
});
