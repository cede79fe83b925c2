import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { READ_MODELS, type ReadModel, api, isReadModel } from '../lib/api';
import type { components } from '../lib/api-types.gen';
import {
  type ChangeNotice,
  type LiveStatus,
  rangesToRefetch,
  subscribeToChanges,
} from '../lib/live-updates';
import { slugFromPath } from '../lib/locale';
import { positionSeen } from '../lib/read-position-slice';
import type { AppDispatch, RootState } from './store';

type LiveFeedTicket = components['schemas']['LiveFeedTicket'];

/** GET /api/events/ticket: opens the live feed of the X-Slug property for a minute. */
const liveFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveFeedTicket: build.query<LiveFeedTicket, string | null>({
      query: (slug) => ({
        url: '/events/ticket',
        ...(slug ? { headers: { 'X-Slug': slug } } : {}),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The calendar's query: it names its range (`from`, `to`) in its tag id. */
const CALENDAR_QUERY = 'getCalendar';

type Tag = ReadModel | { type: ReadModel; id: string };

/**
 * The cache tags a notice invalidates: those named after its read models; for the calendar,
 * when the notice names the nights that changed, only the calendar ranges they overlap (none:
 * a booking months away refetches no open calendar). A notice without nights — or a cached
 * query of the calendar that shows no range (the room picker) — refetches as before.
 */
export const tagsOfNotice = (
  state: RootState,
  { readModels, changed }: Pick<ChangeNotice, 'readModels' | 'changed'>,
): Tag[] =>
  readModels.filter(isReadModel).flatMap((name): Tag[] => {
    if (name !== 'calendar' || !changed?.[name] || !state.api) return [name];
    const apiState = state as Parameters<typeof api.util.selectInvalidatedBy>[0];
    const cached = api.util.selectInvalidatedBy(apiState, [name]);
    const ranges = rangesToRefetch(changed[name], cached, CALENDAR_QUERY);
    return ranges === 'all' ? [name] : ranges.map((id) => ({ type: name, id }));
  });

/**
 * One subscription to GET /api/events for the whole app, for the property on screen (the
 * account's own feed on the hotel list): a "changed" notice invalidates the cache tags named
 * after its read models (the calendar: only the ranges its nights overlap, see tagsOfNotice),
 * so open lists refetch (with X-Min-Position at least the notice's position). After a break every read model is refetched, as notices may be lost. Going to
 * another property opens that property's feed.
 */
export function useLiveUpdates(url = '/api/events'): LiveStatus {
  const dispatch = useDispatch<AppDispatch>();
  const slug = slugFromPath(useLocation().pathname);
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return subscribeToChanges({
      openUrl: async () => {
        const { ticket } = await dispatch(
          liveFeedApi.endpoints.liveFeedTicket.initiate(slug, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        return `${url}?ticket=${encodeURIComponent(ticket)}`;
      },
      onStatus: setStatus,
      onChange: (notice) => {
        if (notice.position) dispatch(positionSeen(notice.position));
        dispatch((inner: AppDispatch, getState: () => RootState) => {
          const tags = tagsOfNotice(getState(), notice);
          if (tags.length > 0) inner(api.util.invalidateTags(tags));
        });
      },
      onResync: () => {
        dispatch(api.util.invalidateTags([...READ_MODELS]));
      },
    });
  }, [dispatch, url, slug]);

  return status;
}
