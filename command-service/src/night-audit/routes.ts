import type { DomainEvent } from '@hotel/events/metadata';
import { translate } from '@hotel/events/messages';
import {
  type PerformNightAudit,
  performNightAuditSchema,
  setNightAuditScheduleSchema,
} from '@hotel/events/night-audit/commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import type { CommandContext } from '../pipeline/context';
import type { CommandHandler, Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { type LiveReservation, reservation, type ReservationState } from '../reservations/decider';
import { ledger } from '../reservations/ledger';
import { decisionContext, occupancyLock } from '../reservations/route-support';
import { loadWorld } from '../reservations/world';
import { performNightAudit, setNightAuditSchedule, staysTouching } from './decider';

/** Loads streams a few at a time (a 500-room hotel's day is hundreds of reservations). */
const loadAll = async (
  loader: Loader,
  ids: readonly string[],
): Promise<Map<string, ReservationState>> => {
  const loaded = new Map<string, ReservationState>();
  const BATCH = 64;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const states = await Promise.all(
      batch.map((id) => loader.load(streams.reservation(id), reservation)),
    );
    batch.forEach((id, n) => loaded.set(id, states[n] as ReservationState));
  }
  return loaded;
};

/**
 * The night audit as a command handler: the HTTP route and the automatic run send the same
 * command (keyed by the business date), so it runs once per date however it is started.
 */
export const nightAuditHandler =
  (automatic: boolean): CommandHandler<PerformNightAudit> =>
  async (command, context: CommandContext, loader: Loader) => {
    const propertyId = context.propertyId as string;
    const place = await loader.load(streams.property(propertyId), property);
    const world = await loadWorld(loader, propertyId, []);
    const [rooms, occupancy] = await Promise.all([
      loader.load(streams.inventory(propertyId), inventory),
      loader.load(streams.occupancy(propertyId), ledger),
    ]);
    const date = place.status === 'none' ? command.date : place.workingDate;
    const touchingIds = staysTouching(occupancy, date).map((stay) => stay.reservationId);
    const touchingStates = await loadAll(loader, touchingIds);
    const touching = new Map<string, LiveReservation>();
    for (const [id, state] of touchingStates) if (state.exists) touching.set(id, state);
    const chosen = await loadAll(
      loader,
      command.noShows.filter((id) => !touchingStates.has(id)),
    );
    for (const [id, state] of touchingStates) chosen.set(id, state);
    const input = {
      place,
      world,
      inventory: rooms,
      ledger: occupancy,
      touching,
      chosen,
      automatic,
      context: await decisionContext(loader, context),
    };
    let decision: ReturnType<typeof performNightAudit>;
    try {
      decision = performNightAudit(command, input);
    } catch (error) {
      // Another process may have closed the date between this one's reads (the property read
      // before, the stays after): its no-shows then read as "not an arrival". Read the property
      // again; a date closed since is the audit already done, not a refusal.
      if (!(error instanceof RuleBroken)) throw error;
      const now = await loader.load(streams.property(propertyId), property);
      if (now.status === 'none' || command.date >= now.workingDate) throw error;
      decision = { kind: 'done', date: command.date, workingDate: now.workingDate };
    }
    if (decision.kind === 'done') {
      return {
        events: {},
        status: 200,
        body: {
          alreadyDone: true,
          date: decision.date,
          workingDate: decision.workingDate,
          message: translate('nightAudit.notWorkingDate', context.language, {
            date: decision.date,
            workingDate: decision.workingDate,
          }),
        },
      };
    }
    const events: Record<string, readonly DomainEvent[]> = {
      [streams.property(propertyId)]: decision.property,
      ...Object.fromEntries(
        [...decision.reservations].map(([id, list]) => [streams.reservation(id), list]),
      ),
    };
    if (decision.ledger.length > 0) events[streams.occupancy(propertyId)] = decision.ledger;
    const [performed] = decision.property;
    return {
      events,
      status: 200,
      body: {
        alreadyDone: false,
        date: decision.date,
        workingDate: decision.workingDate,
        ...(performed?.type === 'NightAuditPerformed'
          ? {
              noShows: performed.data.noShows,
              leftPending: performed.data.leftPending,
              stayovers: performed.data.stayovers,
              figures: performed.data.figures,
            }
          : {}),
      },
    };
  };

/** The night audit: perform it (POST /night-audit/perform) and schedule the automatic run. */
export const nightAuditRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/night-audit/perform',
    // It marks no-shows and closes the day's money: the desk's permission.
    propertyRoute('manage-reservations'),
    commandRoute(deps, {
      type: 'PerformNightAudit',
      schema: performNightAuditSchema,
      // No-shows release rooms: it takes its turn with the property's other occupancy changes.
      lockKey: occupancyLock,
      handler: nightAuditHandler(false),
    }),
  );

  routes.post(
    '/night-audit/schedule',
    propertyRoute('manage-settings'),
    commandRoute(deps, {
      type: 'SetNightAuditSchedule',
      schema: setNightAuditScheduleSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const place = await load(streams.property(propertyId), property);
        const events = setNightAuditSchedule(command, place);
        return {
          // The schedules' registry lets the automatic runner find the properties to audit
          // without reading every property.
          events: {
            [streams.property(propertyId)]: events,
            [streams.nightAuditSchedules()]: events,
          },
          status: 200,
          body: { isNightauditAuto: command.isNightauditAuto, runAt: command.runAt },
        };
      },
    }),
  );
};
