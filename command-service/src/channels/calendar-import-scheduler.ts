import { deriveId } from '@hotel/events/ids';
import { inventory } from '../inventory/decider';
import { property } from '../property/decider';
import { ledger } from '../reservations/ledger';
import { streams } from '@hotel/events/streams';
import type { Logger } from '@hotel/infra/logging';
import { systemContext } from '../pipeline/context';
import type { CommandPipeline } from '../pipeline/handle-command';
import {
  type CalendarFetchOptions,
  defaultCalendarFetchOptions,
  type FetchOutcome,
  fetchCalendar,
} from './calendar-fetch';
import {
  type CalendarImportState,
  calendarImportRegistry,
  calendarImports,
} from './calendar-import-decider';
import { holdsOfFeed, syncHolds } from './calendar-holds';
import { recordFetchHandler, retryHoldsHandler } from './calendar-import-sync';
import { withHistory } from '../pipeline/history';

/** The account the imports' events are recorded under (history names it). */
export const CALENDAR_IMPORT_ACTOR = 'system:calendar-import';

export interface CalendarImportScheduler {
  /** One round over every import due (what the timer runs; tests call it). */
  tick(): Promise<void>;
  stop(): void;
}

/** Whether an import is due: never fetched, or its last fetch is `intervalMs` old. */
export const isImportDue = (feed: CalendarImportState, now: Date, intervalMs: number): boolean =>
  !feed.removed &&
  (feed.lastFetchAt === null || now.getTime() - Date.parse(feed.lastFetchAt) >= intervalMs);

/**
 * The calendar import scheduler (docs/channels.md), in every command instance: every `checkMs`
 * it reads the registry of properties with imports and, for each import due, fetches its
 * calendar and records the outcome with a command id derived from the import and the number of
 * fetches it has recorded — every instance that sees the same import due sends the same
 * command, so one fetch is recorded per round however many instances run (an instance that
 * lost the race gets the winner's answer and changes nothing). Imports of one property are
 * fetched one after another; properties too (a round is bounded by the timeout per import).
 */
export const createCalendarImportScheduler = ({
  pipeline,
  logger,
  now = () => new Date(),
  intervalMs = 15 * 60_000,
  checkMs = 60_000,
  fetchOptions = defaultCalendarFetchOptions,
  fetcher = fetchCalendar,
}: {
  readonly pipeline: CommandPipeline;
  readonly logger: Logger;
  readonly now?: () => Date;
  /** How often each import is fetched. */
  readonly intervalMs?: number;
  /** How often the scheduler looks for imports due. */
  readonly checkMs?: number;
  readonly fetchOptions?: CalendarFetchOptions;
  readonly fetcher?: typeof fetchCalendar;
}): CalendarImportScheduler => {
  const fetchOne = async (propertyId: string, feed: CalendarImportState) => {
    const outcome: FetchOutcome = await fetcher(feed.url, feed, fetchOptions);
    const commandId = deriveId(`${feed.feedId}|${feed.fetches}`, 'calendar-import-fetch');
    const result = await pipeline(
      recordFetchHandler,
      { feedId: feed.feedId, outcome },
      systemContext(commandId, 'RecordCalendarFetch', {
        propertyId,
        userId: CALENDAR_IMPORT_ACTOR,
        now: now().toISOString(),
      }),
      streams.occupancy(propertyId),
    );
    const log = outcome.status === 'error' ? logger.warn.bind(logger) : logger.debug.bind(logger);
    log(
      { propertyId, feedId: feed.feedId, status: outcome.status, outcome: result.body },
      'calendar import fetched',
    );
  };

  /**
   * An import not due whose conflicted holds could take their rooms now: tried again at once
   * (not at its next read), when the committed ledger says one would — so a quiet round sends
   * nothing. Every instance seeing the same conflicts in the same minute sends the same command.
   */
  const retryConflicts = async (propertyId: string, feed: CalendarImportState) => {
    const occupancy = await pipeline.reader.load(streams.occupancy(propertyId), ledger);
    const conflicted = holdsOfFeed(occupancy, feed.feedId).filter((hold) => hold.conflict);
    if (conflicted.length === 0) return;
    const [rooms, place] = await Promise.all([
      pipeline.reader.load(streams.inventory(propertyId), inventory),
      pipeline.reader.load(streams.property(propertyId), property),
    ]);
    if (place.status === 'none') return;
    const at = now();
    const changes = syncHolds(feed, null, occupancy, rooms, {
      propertyId,
      now: at.toISOString(),
      today: place.workingDate,
    });
    if (changes.length === 0) return;
    const minute = Math.floor(at.getTime() / 60_000);
    const seen = conflicted.map((hold) => `${hold.holdId}:${hold.conflict?.date}`).join(',');
    const commandId = deriveId(
      `${feed.feedId}|${feed.fetches}|${minute}|${seen}`,
      'calendar-hold-retry',
    );
    await pipeline(
      retryHoldsHandler,
      { feedId: feed.feedId },
      systemContext(commandId, 'RetryChannelHolds', {
        propertyId,
        userId: CALENDAR_IMPORT_ACTOR,
        now: at.toISOString(),
      }),
      streams.occupancy(propertyId),
    );
  };

  const tick = async (): Promise<void> => {
    const properties = await pipeline.reader.load(
      streams.calendarImportRegistry(),
      calendarImportRegistry,
    );
    for (const propertyId of properties) {
      const state = await pipeline.reader.load(
        streams.calendarImports(propertyId),
        calendarImports,
      );
      for (const feed of state.feeds.values()) {
        if (feed.removed) continue;
        // A calendar's long events may reach before what the ledger's fold keeps (history.ts).
        const work = withHistory(() =>
          isImportDue(feed, now(), intervalMs)
            ? fetchOne(propertyId, feed)
            : retryConflicts(propertyId, feed),
        );
        await work.catch((error: unknown) =>
          logger.error({ err: error, propertyId, feedId: feed.feedId }, 'calendar import failed'),
        );
      }
    }
  };

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => logger.error({ err: error }, 'calendar import scheduler failed'))
      .finally(() => {
        running = null;
      });
  }, checkMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
};
