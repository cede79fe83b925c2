// @vitest-environment jsdom
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api';
// The calendar's query (getCalendar) is injected by its module.
import '../shared/reservations/reservations-api';
import { type RootState, createStore } from './store';
import { attachApi } from './store-api';
import { tagsOfNotice } from './use-live-updates';

/**
 * Which cached queries a live notice refetches: the calendar ranges its nights overlap (a
 * booking months away refetches no open calendar), every range without nights, and the other
 * read models' tags as before.
 */
const calendarOf = (from: string, to: string) => ({ slug: 'hotel', from, to });
const empty = { rooms: [], roomTypes: [], bookings: [], blocks: [] } as never;

/** The base API's types know no injected endpoint: upsertQueryData typed for the calendar's. */
const upsertCalendar = api.util.upsertQueryData as unknown as (
  endpoint: 'getCalendar',
  args: ReturnType<typeof calendarOf>,
  data: unknown,
) => ThunkAction<Promise<unknown>, RootState, undefined, UnknownAction>;

const storeWithCalendars = async (...ranges: [string, string][]) => {
  const store = createStore();
  attachApi(store);
  for (const [from, to] of ranges) {
    await store.dispatch(upsertCalendar('getCalendar', calendarOf(from, to), empty));
  }
  return store;
};

describe('the live notice and the calendar', () => {
  it('refetches only the calendar ranges the notice’s nights overlap', async () => {
    const store = await storeWithCalendars(
      ['2026-03-01', '2026-04-01'],
      ['2026-04-01', '2026-05-01'],
    );
    const tags = tagsOfNotice(store.getState(), {
      readModels: ['reservations', 'calendar'],
      changed: { calendar: { ids: ['r1'], from: '2026-04-10', to: '2026-04-12' } },
    });
    expect(tags).toEqual(['reservations', { type: 'calendar', id: '2026-04-01..2026-05-01' }]);
    expect(api.util.selectInvalidatedBy(store.getState() as never, tags)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          endpointName: 'getCalendar',
          originalArgs: calendarOf('2026-04-01', '2026-05-01'),
        }),
      ]),
    );
    expect(
      api.util
        .selectInvalidatedBy(store.getState() as never, tags)
        .filter(({ endpointName }) => endpointName === 'getCalendar'),
    ).toHaveLength(1);
  });

  it('a booking months away refetches no open calendar', async () => {
    const store = await storeWithCalendars(['2026-03-01', '2026-04-01']);
    const tags = tagsOfNotice(store.getState(), {
      readModels: ['calendar'],
      changed: { calendar: { ids: ['r1'], from: '2026-09-01', to: '2026-09-03' } },
    });
    expect(tags).toEqual([]);
  });

  it('a notice without nights (or an older notice) refetches every calendar, as before', async () => {
    const store = await storeWithCalendars(['2026-03-01', '2026-04-01']);
    expect(tagsOfNotice(store.getState(), { readModels: ['calendar', 'blocks'] })).toEqual([
      'calendar',
      'blocks',
    ]);
    expect(
      tagsOfNotice(store.getState(), {
        readModels: ['calendar'],
        changed: { calendar: { ids: ['r1'] } },
      }),
    ).toEqual(['calendar']);
    // Names no read model of the app: nothing to refetch.
    expect(tagsOfNotice(store.getState(), { readModels: ['unknown'] })).toEqual([]);
  });
});
