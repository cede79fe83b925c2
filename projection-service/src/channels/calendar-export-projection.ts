import {
  type CalendarExportEvent,
  calendarExportEventTypes,
} from '@hotel/events/channels/calendar-export-events';
import type { Projection } from '../runtime/projection';
import { CALENDAR_EXPORTS, type CalendarExportDoc } from './calendar-export-documents';

/** The calendar exports of every property (read model `calendarExports`; docs/channels.md). */
export const calendarExportsProjection: Projection = {
  name: 'calendar-exports',
  version: 1,
  collections: [CALENDAR_EXPORTS],
  readModels: ['calendarExports'],
  handles: calendarExportEventTypes,
  setup: async (store) => {
    await store.collection(CALENDAR_EXPORTS).createIndex({ token: 1 });
    await store.collection(CALENDAR_EXPORTS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const exports = session.collection<CalendarExportDoc>(CALENDAR_EXPORTS);
    const type = event.type as CalendarExportEvent['type'];
    switch (type) {
      case 'CalendarExportCreated': {
        const data = event.data as Extract<
          CalendarExportEvent,
          { type: 'CalendarExportCreated' }
        >['data'];
        await exports.replaceOne(
          { _id: data.exportId },
          {
            _id: data.exportId,
            propertyId: data.propertyId,
            target: data.target,
            targetId: data.targetId,
            token: data.token,
            createdAt: data.createdAt,
            revokedAt: null,
          },
          { upsert: true },
        );
        return;
      }
      case 'CalendarExportRevoked': {
        const data = event.data as Extract<
          CalendarExportEvent,
          { type: 'CalendarExportRevoked' }
        >['data'];
        await exports.updateOne({ _id: data.exportId }, { $set: { revokedAt: data.revokedAt } });
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
