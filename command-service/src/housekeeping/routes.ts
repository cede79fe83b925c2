import { setCleanlinessSchema } from '@hotel/events/housekeeping/commands';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import { setCleanliness } from './decider';

/** Housekeeping (docs/front-office.md): a room marked clean or dirty. */
export const housekeepingRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/housekeeping/rooms/:roomId',
    propertyRoute('manage-room-cleans'),
    commandRoute(deps, {
      type: 'SetRoomCleanliness',
      schema: setCleanlinessSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const rooms = await load(streams.inventory(propertyId), inventory);
        return {
          events: {
            [streams.housekeeping(propertyId)]: setCleanliness(command, rooms, {
              propertyId,
              now: context.now,
            }),
          },
          status: 200,
          body: { roomId: command.roomId, status: command.status },
        };
      },
    }),
  );
};
