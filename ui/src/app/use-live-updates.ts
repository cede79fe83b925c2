import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { READ_MODELS, api, isReadModel } from '../lib/api';
import type { components } from '../lib/api-types.gen';
import { type LiveStatus, subscribeToChanges } from '../lib/live-updates';
import { slugFromPath } from '../lib/locale';
import { positionSeen } from '../lib/read-position-slice';
import type { AppDispatch } from './store';

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

/**
 * One subscription to GET /api/events for the whole app, for the property on screen (the
 * account's own feed on the hotel list): a "changed" notice invalidates the cache tags named
 * after its read models, so open lists refetch (with X-Min-Position at least the notice's
 * position). After a break every read model is refetched, as notices may be lost. Going to
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
      onChange: ({ readModels, position }) => {
        if (position) dispatch(positionSeen(position));
        const tags = readModels.filter(isReadModel);
        if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
      },
      onResync: () => {
        dispatch(api.util.invalidateTags([...READ_MODELS]));
      },
    });
  }, [dispatch, url, slug]);

  return status;
}
