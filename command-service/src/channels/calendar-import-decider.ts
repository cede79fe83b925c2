import type {
  RegisterCalendarImport,
  RemoveCalendarImport,
} from '@hotel/events/channels/calendar-import-commands';
import type {
  CalendarImportEvent,
  CalendarImportsListed,
} from '@hotel/events/channels/calendar-import-events';
import type { ChannelHoldConverted } from '@hotel/events/channels/channel-reservation-events';
import { deriveId } from '@hotel/events/ids';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { Aggregate } from '../pipeline/aggregate';

/**
 * A property's calendar imports (`calimports-{propertyId}`; docs/channels.md): the booking
 * sites' iCal addresses, one room each, and what their last fetch said. Rules:
 *  - the room is the property's own (else 404, like every other id);
 *  - a room imports an address once (a second registration of it is refused, 400);
 *  - a removed import stays removed (its holds were released with it).
 */
export interface CalendarImportState {
  readonly feedId: string;
  readonly roomId: string;
  readonly roomTypeId: string;
  readonly channel: string;
  readonly url: string;
  readonly removed: boolean;
  /** What the site answered last time (sent back: a conditional request). */
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** Fetches recorded so far: the scheduler's command id counts on it (one per fetch). */
  readonly fetches: number;
  /** When the last fetch was recorded (null: never fetched). */
  readonly lastFetchAt: string | null;
  /** Holds made reservations here: later reads leave their events alone. */
  readonly converted: ReadonlySet<string>;
}

export interface CalendarImportsState {
  readonly feeds: ReadonlyMap<string, CalendarImportState>;
}

export const calendarImports: Aggregate<
  CalendarImportsState,
  CalendarImportEvent | ChannelHoldConverted
> = {
  initialState: () => ({ feeds: new Map() }),
  evolve: (state, event) => {
    const feeds = new Map(state.feeds);
    switch (event.type) {
      case 'CalendarImportRegistered': {
        const { feedId, roomId, roomTypeId, channel, url } = event.data;
        feeds.set(feedId, {
          feedId,
          roomId,
          roomTypeId,
          channel,
          url,
          removed: false,
          etag: null,
          lastModified: null,
          fetches: 0,
          lastFetchAt: null,
          converted: new Set(),
        });
        return { feeds };
      }
      case 'CalendarImportRemoved': {
        const before = state.feeds.get(event.data.feedId);
        if (!before) return state;
        feeds.set(before.feedId, { ...before, removed: true });
        return { feeds };
      }
      case 'CalendarImportFetched': {
        const before = state.feeds.get(event.data.feedId);
        if (!before) return state;
        const { status, etag, lastModified, at } = event.data;
        feeds.set(before.feedId, {
          ...before,
          // An error keeps what the last good answer said; a 304 may refresh it.
          ...(status === 'error'
            ? {}
            : { etag: etag ?? before.etag, lastModified: lastModified ?? before.lastModified }),
          fetches: before.fetches + 1,
          lastFetchAt: at,
        });
        return { feeds };
      }
      case 'ChannelHoldConverted': {
        const before = state.feeds.get(event.data.feedId);
        if (!before) return state;
        feeds.set(before.feedId, {
          ...before,
          converted: new Set(before.converted).add(event.data.holdId),
        });
        return { feeds };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/** The properties that import calendars (`registry-calimports`), for the scheduler. */
export const calendarImportRegistry: Aggregate<ReadonlySet<string>, CalendarImportsListed> = {
  cached: true,
  initialState: () => new Set(),
  evolve: (state, event) => new Set(state).add(event.data.propertyId),
};

export interface CalendarImportContext {
  readonly propertyId: string;
  readonly commandId: string;
  readonly now: string;
}

/**
 * Registers a site's calendar address for a room. The first import of a property also lists
 * the property in the scheduler's registry (its second stream).
 */
export const registerCalendarImport = (
  command: RegisterCalendarImport,
  state: CalendarImportsState,
  rooms: InventoryState,
  context: CalendarImportContext,
): { imports: CalendarImportEvent[]; registry: CalendarImportsListed[] } => {
  const room = rooms.rooms.get(command.roomId);
  if (!room) throw new NotFound('room');
  const taken = [...state.feeds.values()].some(
    (feed) => !feed.removed && feed.roomId === room.id && feed.url === command.url,
  );
  if (taken) throw new RuleBroken('calendarImport.urlTaken', { room: room.name }, 'url');
  return {
    imports: [
      {
        type: 'CalendarImportRegistered',
        data: {
          propertyId: context.propertyId,
          feedId: deriveId(context.commandId, 'calendar-import'),
          roomId: room.id,
          roomTypeId: room.roomTypeId,
          channel: command.channel,
          url: command.url,
          registeredAt: context.now,
        },
      },
    ],
    registry:
      state.feeds.size === 0
        ? [{ type: 'CalendarImportsListed', data: { propertyId: context.propertyId } }]
        : [],
  };
};

/** The import named, live (404 when it is not the property's, 400 when already removed). */
export const requireLiveImport = (
  state: CalendarImportsState,
  feedId: string,
): CalendarImportState => {
  const feed = state.feeds.get(feedId);
  if (!feed) throw new NotFound('calendarImport');
  if (feed.removed) throw new RuleBroken('calendarImport.removed');
  return feed;
};

/** Stops fetching an import (its holds are released by the same append: calendar-holds.ts). */
export const removeCalendarImport = (
  command: RemoveCalendarImport,
  state: CalendarImportsState,
  context: Pick<CalendarImportContext, 'propertyId' | 'now'>,
): CalendarImportEvent[] => {
  const feed = requireLiveImport(state, command.id);
  return [
    {
      type: 'CalendarImportRemoved',
      data: { propertyId: context.propertyId, feedId: feed.feedId, removedAt: context.now },
    },
  ];
};
