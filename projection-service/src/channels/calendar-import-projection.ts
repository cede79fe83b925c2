import {
  type ChannelHoldEvent,
  channelHoldEventSchemas,
} from '@hotel/events/channels/calendar-hold-events';
import type { CalendarImportEvent } from '@hotel/events/channels/calendar-import-events';
import type { Projection } from '../runtime/projection';
import {
  CALENDAR_IMPORT_HOLDS,
  CALENDAR_IMPORTS,
  type CalendarImportDoc,
  type CalendarImportHoldDoc,
} from './calendar-import-documents';

type Handled = CalendarImportEvent | ChannelHoldEvent;
type Data<T extends Handled['type']> = Extract<Handled, { type: T }>['data'];

const importTypes = [
  'CalendarImportRegistered',
  'CalendarImportRemoved',
  'CalendarImportFetched',
] as const satisfies CalendarImportEvent['type'][];
const holdTypes = Object.keys(channelHoldEventSchemas) as ChannelHoldEvent['type'][];

/**
 * The calendar imports of every property and their holds (read model `calendarImports`;
 * docs/channels.md): what the calendar sync page lists per room, and the conflicts.
 */
export const calendarImportsProjection: Projection = {
  name: 'calendar-imports',
  version: 2,
  collections: [CALENDAR_IMPORTS, CALENDAR_IMPORT_HOLDS],
  // The calendar draws the held holds (calendar-hold-blocks.ts): open calendars refresh too.
  readModels: ['calendarImports', 'calendar'],
  handles: [...importTypes, ...holdTypes],
  setup: async (store) => {
    await store.collection(CALENDAR_IMPORTS).createIndex({ propertyId: 1 });
    await store.collection(CALENDAR_IMPORT_HOLDS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const imports = session.collection<CalendarImportDoc>(CALENDAR_IMPORTS);
    const holds = session.collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS);
    const at = event.metadata.occurredAt;
    const type = event.type as Handled['type'];
    switch (type) {
      case 'CalendarImportRegistered': {
        const data = event.data as Data<'CalendarImportRegistered'>;
        await imports.replaceOne(
          { _id: data.feedId },
          {
            _id: data.feedId,
            propertyId: data.propertyId,
            roomId: data.roomId,
            roomTypeId: data.roomTypeId,
            channel: data.channel,
            url: data.url,
            registeredAt: data.registeredAt,
            removedAt: null,
            lastFetch: null,
            lastOkAt: null,
          },
          { upsert: true },
        );
        return;
      }
      case 'CalendarImportRemoved': {
        const data = event.data as Data<'CalendarImportRemoved'>;
        await imports.updateOne({ _id: data.feedId }, { $set: { removedAt: data.removedAt } });
        return;
      }
      case 'CalendarImportFetched': {
        const data = event.data as Data<'CalendarImportFetched'>;
        const lastFetch = { at: data.at, status: data.status, error: data.error };
        await imports.updateOne(
          { _id: data.feedId },
          { $set: data.status === 'ok' ? { lastFetch, lastOkAt: data.at } : { lastFetch } },
        );
        return;
      }
      case 'ChannelHoldPlaced':
      case 'ChannelHoldMoved':
      case 'ChannelHoldConflicted': {
        const data = event.data as Data<'ChannelHoldConflicted'> | Data<'ChannelHoldPlaced'>;
        const { hold } = data;
        await holds.replaceOne(
          { _id: hold.holdId },
          {
            _id: hold.holdId,
            propertyId: data.propertyId,
            feedId: hold.feedId,
            roomId: hold.roomId,
            roomTypeId: hold.roomTypeId,
            channel: hold.channel,
            uid: hold.uid,
            startDate: hold.startDate,
            endDate: hold.endDate,
            conflict: 'with' in data ? { date: data.date, with: data.with } : null,
            updatedAt: at,
          },
          { upsert: true },
        );
        return;
      }
      case 'ChannelHoldReleased': {
        const data = event.data as Data<'ChannelHoldReleased'>;
        await holds.deleteOne({ _id: data.holdId });
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};
