import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  createCalendarExportSchema,
  revokeCalendarExportSchema,
} from '@hotel/events/channels/calendar-export-commands';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import type { CommandHandler } from '../pipeline/handle-command';
import {
  calendarExports,
  createCalendarExport,
  revokeCalendarExport,
} from './calendar-export-decider';

/** Calendar exports are property settings (docs/channels.md: why no permission of their own). */
const MANAGE_SETTINGS = propertyRoute('manage-settings');

/** A feed's secret: 32 random bytes, base64url (43 characters, 256 bits). */
export const newCalendarToken = (): string => randomBytes(32).toString('base64url');

/** What POST /api/calendar/exports answers: the new export's id and its feed's token. */
const createdAnswer = apiSchema(
  'CalendarExportCreatedAnswer',
  z.object({ id: z.string(), token: z.string(), position: z.string() }),
);

/**
 * POST /api/calendar/exports (open the feed of a room or room type) and DELETE
 * /api/calendar/exports/:id (revoke it), with the property-settings permission.
 */
export const calendarExportRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/calendar/exports',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'CreateCalendarExport',
      schema: createCalendarExportSchema,
      response: createdAnswer,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.calendarExports(propertyId);
        const [state, rooms] = await Promise.all([
          load(stream, calendarExports),
          load(streams.inventory(propertyId), inventory),
        ]);
        const events = createCalendarExport(command, state, rooms, {
          propertyId,
          commandId: context.commandId,
          now: context.now,
          token: newCalendarToken(),
        });
        const created = events[0]!.data as { exportId: string; token: string };
        return {
          events: { [stream]: events },
          status: 201,
          body: { id: created.exportId, token: created.token },
        };
      }) satisfies CommandHandler<z.output<typeof createCalendarExportSchema>>,
    }),
  );
  routes.delete(
    '/calendar/exports/:id',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'RevokeCalendarExport',
      schema: revokeCalendarExportSchema,
      handler: (async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.calendarExports(propertyId);
        const events = revokeCalendarExport(command, await load(stream, calendarExports), {
          propertyId,
          now: context.now,
        });
        return { events: { [stream]: events }, status: 200, body: {} };
      }) satisfies CommandHandler<z.output<typeof revokeCalendarExportSchema>>,
    }),
  );
};
