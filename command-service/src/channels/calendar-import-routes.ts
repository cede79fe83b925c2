import { z } from 'zod';
import {
  registerCalendarImportSchema,
  removeCalendarImportSchema,
} from '@hotel/events/channels/calendar-import-commands';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import type { CommandHandler } from '../pipeline/handle-command';
import { ledger } from '../reservations/ledger';
import { occupancyLock } from '../reservations/route-support';
import { releaseFeedHolds } from './calendar-holds';
import {
  calendarImports,
  registerCalendarImport,
  removeCalendarImport,
} from './calendar-import-decider';

/** Calendar imports are property settings, as exports are (docs/channels.md). */
const MANAGE_SETTINGS = propertyRoute('manage-settings');

/** What POST /api/calendar/imports answers: the new import's id. */
const registeredAnswer = apiSchema(
  'CalendarImportRegisteredAnswer',
  z.object({ id: z.string(), position: z.string() }),
);

/**
 * POST /api/calendar/imports (a site's calendar address for a room; fetched by the scheduler
 * from its next round) and DELETE /api/calendar/imports/:id (stop, releasing its holds in the
 * same append), with the property-settings permission.
 */
export const calendarImportRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/calendar/imports',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'RegisterCalendarImport',
      schema: registerCalendarImportSchema,
      response: registeredAnswer,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.calendarImports(propertyId);
        const [state, rooms] = await Promise.all([
          load(stream, calendarImports),
          load(streams.inventory(propertyId), inventory),
        ]);
        const { imports, registry } = registerCalendarImport(command, state, rooms, {
          propertyId,
          commandId: context.commandId,
          now: context.now,
        });
        return {
          events: {
            [stream]: imports,
            ...(registry.length > 0 ? { [streams.calendarImportRegistry()]: registry } : {}),
          },
          status: 201,
          body: { id: (imports[0]!.data as { feedId: string }).feedId },
        };
      }) satisfies CommandHandler<z.output<typeof registerCalendarImportSchema>>,
    }),
  );
  routes.delete(
    '/calendar/imports/:id',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'RemoveCalendarImport',
      schema: removeCalendarImportSchema,
      lockKey: occupancyLock,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.calendarImports(propertyId);
        const [state, occupancy] = await Promise.all([
          load(stream, calendarImports),
          load(streams.occupancy(propertyId), ledger),
        ]);
        const events = removeCalendarImport(command, state, { propertyId, now: context.now });
        const released = releaseFeedHolds(occupancy, command.id, propertyId);
        return {
          events: {
            [stream]: events,
            ...(released.length > 0 ? { [streams.occupancy(propertyId)]: released } : {}),
          },
          status: 200,
          body: {},
        };
      }) satisfies CommandHandler<z.output<typeof removeCalendarImportSchema>>,
    }),
  );
};
