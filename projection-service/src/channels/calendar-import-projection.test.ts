import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { CALENDAR_EXPORT_ROOM_NIGHTS, type RoomNightsDoc } from './calendar-export-documents';
import {
  CALENDAR_IMPORT_HOLDS,
  CALENDAR_IMPORTS,
  type CalendarImportDoc,
  type CalendarImportHoldDoc,
} from './calendar-import-documents';
import { calendarImportsProjection } from './calendar-import-projection';
import { calendarNightsProjection } from './calendar-nights-projection';

/** Given/then: an import, its reads and its holds in the read models (docs/channels.md). */

const P = 'p-1';
const hold = (fields: object = {}) => ({
  holdId: 'h-1',
  feedId: 'f-1',
  channel: 'Airbnb',
  uid: 'x@airbnb',
  roomId: 'r-101',
  roomTypeId: 'rt-1',
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  ...fields,
});
const registered = projected(
  'CalendarImportRegistered',
  {
    propertyId: P,
    feedId: 'f-1',
    roomId: 'r-101',
    roomTypeId: 'rt-1',
    channel: 'Airbnb',
    url: 'https://www.airbnb.com/calendar/ical/1.ics',
    registeredAt: '2026-12-01T00:00:00.000Z',
  },
  { position: 1n },
);
const fetched = (position: bigint, status: string, error: object | null = null) =>
  projected(
    'CalendarImportFetched',
    {
      propertyId: P,
      feedId: 'f-1',
      at: `2026-12-01T0${position}:00:00.000Z`,
      status,
      error,
      etag: null,
      lastModified: null,
      events: status === 'ok' ? 1 : null,
    },
    { position },
  );
const placed = (position: bigint, fields: object = {}) =>
  projected('ChannelHoldPlaced', { propertyId: P, hold: hold(fields) }, { position });
const conflicted = (position: bigint) =>
  projected(
    'ChannelHoldConflicted',
    {
      propertyId: P,
      hold: hold(),
      date: '2026-12-11',
      with: { kind: 'stay', reservationId: 'res-7', number: 7 },
    },
    { position },
  );
const released = (position: bigint) =>
  projected('ChannelHoldReleased', { propertyId: P, holdId: 'h-1', feedId: 'f-1' }, { position });

describe('calendar imports', () => {
  it('given reads, then the last one is kept, and the last good one beside a failure', async () => {
    const store = await givenEvents(calendarImportsProjection, [
      registered,
      fetched(2n, 'ok'),
      fetched(3n, 'error', { key: 'calendarImport.fetch.httpStatus', params: { status: 404 } }),
    ]);
    const [doc] = await store.collection<CalendarImportDoc>(CALENDAR_IMPORTS).find({});
    expect(doc).toMatchObject({
      _id: 'f-1',
      channel: 'Airbnb',
      removedAt: null,
      lastFetch: {
        at: '2026-12-01T03:00:00.000Z',
        status: 'error',
        error: { key: 'calendarImport.fetch.httpStatus', params: { status: 404 } },
      },
      lastOkAt: '2026-12-01T02:00:00.000Z',
    });
  });

  it('given a hold placed, conflicted, placed again and released, then it follows', async () => {
    const holds = async (events: ReturnType<typeof projected>[]) =>
      (await givenEvents(calendarImportsProjection, events))
        .collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS)
        .find({});
    expect(await holds([registered, placed(2n)])).toMatchObject([
      { _id: 'h-1', roomId: 'r-101', roomTypeId: 'rt-1', conflict: null },
    ]);
    expect(await holds([registered, placed(2n), conflicted(3n)])).toMatchObject([
      { _id: 'h-1', conflict: { date: '2026-12-11', with: { kind: 'stay', number: 7 } } },
    ]);
    expect(await holds([registered, conflicted(2n), placed(3n), released(4n)])).toEqual([]);
  });
});

describe('the nights our feeds list', () => {
  const nights = async (events: ReturnType<typeof projected>[]) =>
    (await givenEvents(calendarNightsProjection, events))
      .collection<RoomNightsDoc>(CALENDAR_EXPORT_ROOM_NIGHTS)
      .find({});

  it('given a held hold, then its room is taken, tagged with its site', async () => {
    expect(await nights([placed(1n)])).toMatchObject([
      { roomId: 'r-101', sourceId: 'h-1', from: '2026-12-10', to: '2026-12-13', channel: 'Airbnb' },
    ]);
  });

  it('given it moved, then its new nights; conflicted or released, then none', async () => {
    const moved = projected(
      'ChannelHoldMoved',
      { propertyId: P, hold: hold({ startDate: '2026-12-11', endDate: '2026-12-14' }) },
      { position: 2n },
    );
    expect(await nights([placed(1n), moved])).toMatchObject([
      { from: '2026-12-11', to: '2026-12-14', sequence: 1 },
    ]);
    expect(await nights([placed(1n), conflicted(2n)])).toEqual([]);
    expect(await nights([placed(1n), released(2n)])).toEqual([]);
  });
});
