import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { READ_MODELS, api, isReadModel } from '../lib/api';
import { type LiveStatus, subscribeToChanges } from '../lib/live-updates';
import { positionSeen } from '../lib/read-position-slice';

/**
 * One subscription to GET /api/events for the whole app: a "changed" notice invalidates the
 * cache tags named after its read models, so open lists refetch (with X-Min-Position at least
 * the notice's position). After a break every read model is refetched, as notices may be lost.
 */
export function useLiveUpdates(url = '/api/events'): LiveStatus {
  const dispatch = useDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return subscribeToChanges({
      url,
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
  }, [dispatch, url]);

  return status;
}
