import type { Config } from '@hotel/infra/config';
import type { Logger } from '@hotel/infra/logging';
import type { CommandPipeline } from '../pipeline/handle-command';
import {
  type CalendarImportScheduler,
  createCalendarImportScheduler,
} from './calendar-import-scheduler';

type ImportConfig = Pick<
  Config,
  | 'CALENDAR_IMPORT_INTERVAL_MS'
  | 'CALENDAR_IMPORT_TIMEOUT_MS'
  | 'CALENDAR_IMPORT_MAX_BYTES'
  | 'CALENDAR_IMPORT_ALLOW_PRIVATE'
>;

/**
 * The calendar import scheduler as the configuration asks for it (none when
 * CALENDAR_IMPORT_INTERVAL_MS is 0): what `npm start` and the command service both start.
 */
export const calendarImportsFromConfig = (
  config: ImportConfig,
  pipeline: CommandPipeline,
  logger: Logger,
  now?: () => Date,
): CalendarImportScheduler | null =>
  config.CALENDAR_IMPORT_INTERVAL_MS > 0
    ? createCalendarImportScheduler({
        pipeline,
        logger,
        intervalMs: config.CALENDAR_IMPORT_INTERVAL_MS,
        checkMs: Math.min(60_000, config.CALENDAR_IMPORT_INTERVAL_MS),
        fetchOptions: {
          timeoutMs: config.CALENDAR_IMPORT_TIMEOUT_MS,
          maxBytes: config.CALENDAR_IMPORT_MAX_BYTES,
          allowPrivate: config.CALENDAR_IMPORT_ALLOW_PRIVATE,
        },
        ...(now ? { now } : {}),
      })
    : null;
