import type { EventMetadata } from '@hotel/events/metadata';
import { upcasters } from '@hotel/events/upcasting';
import type { RecordedEvent } from '@hotel/infra/event-store/port';
import type { ProjectedEvent } from './projection';

/** A stored event as projections see it: upcast to its type's current version, metadata typed. */
export const toProjected = (event: RecordedEvent): ProjectedEvent => {
  const metadata = event.metadata as unknown as EventMetadata;
  const schemaVersion = Number(metadata.schemaVersion ?? 1);
  return {
    id: event.id,
    type: event.type,
    data: upcasters.upcast({ type: event.type, data: event.data, schemaVersion }),
    streamName: event.streamName,
    revision: event.revision,
    position: event.position,
    metadata,
    recordedAt: event.recordedAt,
  };
};
