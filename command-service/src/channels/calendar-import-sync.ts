import type { ChannelHoldEvent } from '@hotel/events/channels/calendar-hold-events';
import type { CalendarImportFetched } from '@hotel/events/channels/calendar-import-events';
import { streams } from '@hotel/events/streams';
import { inventory } from '../inventory/decider';
import type { CommandHandler } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { ledger } from '../reservations/ledger';
import type { FetchOutcome, FetchProblem } from './calendar-fetch';
import { type FeedEvent, syncHolds } from './calendar-holds';
import { calendarImports } from './calendar-import-decider';
import { NotACalendar, parseCalendar } from './calendar-parse';

/** What the scheduler hands the command: which import, and what its fetch brought. */
export interface RecordFetch {
  readonly feedId: string;
  readonly outcome: FetchOutcome;
}

/** The calendar's events, or why it could not be read (a malformed one is an error). */
const readOutcome = (
  outcome: FetchOutcome,
): { events: FeedEvent[] | null; problem: FetchProblem | null } => {
  if (outcome.status === 'notModified') return { events: null, problem: null };
  if (outcome.status === 'error') return { events: null, problem: outcome.error };
  try {
    return { events: parseCalendar(outcome.text), problem: null };
  } catch (error) {
    if (!(error instanceof NotACalendar)) throw error;
    return { events: null, problem: { key: 'calendarImport.fetch.notCalendar', params: {} } };
  }
};

/**
 * Records one fetch of an import and what it changes on the ledger, in one atomic append (the
 * import's stream and the occupancy ledger, each at its expected revision) under the property's
 * occupancy lock. A failed or malformed read changes no hold (the last good ones stay); every
 * read, even a 304 or a failure, retries the import's conflicted holds. An import removed
 * meanwhile records nothing.
 */
export const recordFetchHandler: CommandHandler<RecordFetch> = async (
  command,
  context,
  { load },
) => {
  const propertyId = context.propertyId as string;
  const importsStream = streams.calendarImports(propertyId);
  const occupancyStream = streams.occupancy(propertyId);
  const [imports, rooms, occupancy, place] = await Promise.all([
    load(importsStream, calendarImports),
    load(streams.inventory(propertyId), inventory),
    load(occupancyStream, ledger),
    load(streams.property(propertyId), property),
  ]);
  const feed = imports.feeds.get(command.feedId);
  if (!feed || feed.removed || place.status === 'none') {
    return { events: {}, status: 200, body: { recorded: false } };
  }
  const { outcome } = command;
  const read = readOutcome(outcome);
  const roomGone = !rooms.rooms.has(feed.roomId);
  const problem: FetchProblem | null = roomGone
    ? { key: 'calendarImport.fetch.roomGone', params: {} }
    : read.problem;
  const holds: ChannelHoldEvent[] = roomGone
    ? []
    : syncHolds(feed, read.events, occupancy, rooms, {
        propertyId,
        now: context.now,
        today: place.workingDate,
      });
  const fetched: CalendarImportFetched = {
    type: 'CalendarImportFetched',
    data: {
      propertyId,
      feedId: feed.feedId,
      at: context.now,
      status: problem ? 'error' : outcome.status === 'ok' ? 'ok' : 'notModified',
      error: problem,
      // A failed or malformed read keeps the last good answer's validators, so the next request
      // is not answered 304 for what could not be read.
      etag: problem || outcome.status === 'error' ? null : outcome.etag,
      lastModified: problem || outcome.status === 'error' ? null : outcome.lastModified,
      events: read.events ? read.events.length : null,
    },
  };
  return {
    events: {
      [importsStream]: [fetched],
      ...(holds.length > 0 ? { [occupancyStream]: holds } : {}),
    },
    status: 200,
    body: { recorded: true, status: fetched.data.status, changes: holds.length },
  };
};

/** What the scheduler hands the retry: which import's conflicted holds to try again. */
export interface RetryHolds {
  readonly feedId: string;
}

/**
 * Tries an import's conflicted holds again without reading its calendar (the scheduler sends
 * it every round in which one of them could take its room: our stay canceled or moved, our
 * block removed). Only the ledger changes; nothing is recorded of a read.
 */
export const retryHoldsHandler: CommandHandler<RetryHolds> = async (command, context, { load }) => {
  const propertyId = context.propertyId as string;
  const occupancyStream = streams.occupancy(propertyId);
  const [imports, rooms, occupancy, place] = await Promise.all([
    load(streams.calendarImports(propertyId), calendarImports),
    load(streams.inventory(propertyId), inventory),
    load(occupancyStream, ledger),
    load(streams.property(propertyId), property),
  ]);
  const feed = imports.feeds.get(command.feedId);
  const holds =
    !feed || feed.removed || place.status === 'none'
      ? []
      : syncHolds(feed, null, occupancy, rooms, {
          propertyId,
          now: context.now,
          today: place.workingDate,
        });
  return {
    events: holds.length > 0 ? { [occupancyStream]: holds } : {},
    status: 200,
    body: { changes: holds.length },
  };
};
