import { addDays, dateInTimeZone, timeInTimeZone } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { NightAuditScheduleSet } from '@hotel/events/night-audit/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import type { Logger } from '@hotel/infra/logging';
import type { Aggregate } from '../pipeline/aggregate';
import { systemContext } from '../pipeline/context';
import type { CommandPipeline } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { nightAuditHandler } from './routes';

/** The account name the automatic run's events are recorded under (history names it). */
export const NIGHT_AUDIT_ACTOR = 'system:night-audit';

/** The properties with an automatic night audit and their local run time. */
export const nightAuditSchedules: Aggregate<
  ReadonlyMap<string, { readonly auto: boolean; readonly runAt: string }>,
  NightAuditScheduleSet
> = {
  cached: true,
  initialState: () => new Map(),
  evolve: (state, event) =>
    new Map(state).set(event.data.propertyId, {
      auto: event.data.isNightauditAuto,
      runAt: event.data.runAt,
    }),
};

/**
 * When the automatic audit of business date `date` is due, as a local date and time: a run
 * time before noon is in the small hours after that day (02:00 → the next calendar day), a
 * run time from noon on is on the day itself (23:30 → that evening).
 */
export const dueAt = (date: string, runAt: string): { date: string; time: string } => ({
  date: runAt < '12:00' ? addDays(date, 1) : date,
  time: runAt,
});

export const isDue = (workingDate: string, runAt: string, now: Date, timeZone: string): boolean => {
  const due = dueAt(workingDate, runAt);
  const today = dateInTimeZone(now, timeZone);
  return today > due.date || (today === due.date && timeInTimeZone(now, timeZone) >= due.time);
};

/** Most dates one property catches up on in one tick (a hotel back after a long outage). */
const MAX_CATCH_UP = 31;

export interface NightAuditScheduler {
  /** One pass over the scheduled properties (what the timer runs; tests call it). */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * The automatic night audit: every `intervalMs` it reads the schedules' registry and, for
 * each property whose audit is due, sends the same PerformNightAudit command the desk sends —
 * with a command id derived from the property and the date, so every instance running this
 * sends the same command and it is performed once. Arrivals not checked in are left pending
 * (never marked no-show without a person deciding). A failure is recorded on the property
 * (NightAuditFailed, shown on the check page) and logged; the next tick tries again.
 */
export const createNightAuditScheduler = ({
  pipeline,
  logger,
  now = () => new Date(),
  intervalMs = 60_000,
}: {
  readonly pipeline: CommandPipeline;
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly intervalMs?: number;
}): NightAuditScheduler => {
  const perform = async (propertyId: string, date: string) => {
    const commandId = deriveId(`${propertyId}|${date}`, 'night-audit-auto');
    const context = systemContext(commandId, 'PerformNightAudit', {
      propertyId,
      userId: NIGHT_AUDIT_ACTOR,
      now: now().toISOString(),
    });
    return pipeline(
      nightAuditHandler(true),
      { date, noShows: [] },
      context,
      `occupancy-${propertyId}`,
    );
  };

  const recordFailure = async (propertyId: string, date: string, error: unknown) => {
    const reason = error instanceof RuleBroken ? error.rule : 'nightAudit.failed';
    const params = error instanceof RuleBroken ? error.params : {};
    const at = now().toISOString();
    await pipeline(
      async (_command, context, { load }) => {
        const place = await load(streams.property(propertyId), property);
        const last = place.status === 'none' ? null : place.nightAudit.lastFailure;
        // One record per date and reason: a run failing every minute is not a new fact.
        const repeated = last?.date === date && last.reason === reason;
        return {
          events: repeated
            ? {}
            : {
                [streams.property(propertyId)]: [
                  { type: 'NightAuditFailed', data: { propertyId, date, at, reason, params } },
                ],
              },
          status: 200,
          body: {},
          actor: context.userId,
        };
      },
      {},
      systemContext(
        deriveId(`${propertyId}|${date}|${at}`, 'night-audit-failed'),
        'RecordNightAuditFailure',
        {
          propertyId,
          userId: NIGHT_AUDIT_ACTOR,
          now: at,
        },
      ),
    );
  };

  const auditProperty = async (propertyId: string, runAt: string) => {
    for (let n = 0; n < MAX_CATCH_UP; n++) {
      const place = await pipeline.reader.load(streams.property(propertyId), property);
      if (place.status !== 'active') return;
      const date = place.workingDate;
      if (!isDue(date, runAt, now(), place.timeZone)) return;
      try {
        const outcome = await perform(propertyId, date);
        logger.info(
          {
            propertyId,
            date,
            workingDate: outcome.body.workingDate,
            figures: outcome.body.figures,
          },
          'automatic night audit performed',
        );
      } catch (error) {
        logger.error({ err: error, propertyId, date }, 'automatic night audit failed');
        await recordFailure(propertyId, date, error).catch((failure: unknown) =>
          logger.error({ err: failure, propertyId }, 'could not record the night audit failure'),
        );
        return;
      }
    }
  };

  let running: Promise<void> | null = null;
  const tick = async (): Promise<void> => {
    const schedules = await pipeline.reader.load(
      streams.nightAuditSchedules(),
      nightAuditSchedules,
    );
    for (const [propertyId, schedule] of schedules) {
      if (schedule.auto) await auditProperty(propertyId, schedule.runAt);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => logger.error({ err: error }, 'night audit scheduler failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
};
