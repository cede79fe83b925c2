import type { z } from 'zod';
import {
  changeGuestSchema,
  createGuestSchema,
  removeGuestsSchema,
} from '@hotel/events/guests/commands';
import type { GuestEvent } from '@hotel/events/guests/events';
import { deriveId } from '@hotel/events/ids';
import { idParamSchema } from '@hotel/events/fields';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import {
  changeGuest,
  createGuest,
  type GuestRegister,
  guestRegister,
  removeGuests,
} from './decider';

const MANAGE_GUESTS = propertyRoute('manage-guests');

const guestCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  type: string,
  schema: Schema,
  status: number,
  decide: (
    command: z.output<Schema>,
    register: GuestRegister,
    context: CommandContext,
  ) => GuestEvent[],
) =>
  commandRoute(deps, {
    type,
    schema,
    handler: async (command, context, { load }) => {
      const propertyId = context.propertyId as string;
      const register = await load(streams.guests(propertyId), guestRegister);
      const events = decide(command, register, context);
      const first = events[0];
      return {
        events: { [streams.guests(propertyId)]: events },
        status,
        body: first && 'guestId' in first.data ? { id: first.data.guestId } : {},
      };
    },
  });

/** The guest register (docs/front-office.md): create, change, delete one or many. */
export const guestRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/guests',
    MANAGE_GUESTS,
    guestCommand(deps, 'CreateGuest', createGuestSchema, 201, (command, register, context) =>
      createGuest(command, register, {
        propertyId: context.propertyId as string,
        guestId: deriveId(context.commandId, 'guest'),
        now: context.now,
      }),
    ),
  );
  routes.post(
    '/guests/delete',
    MANAGE_GUESTS,
    guestCommand(deps, 'RemoveGuests', removeGuestsSchema, 200, (command, register, context) =>
      removeGuests(command, register, { propertyId: context.propertyId as string }),
    ),
  );
  routes.post(
    '/guests/:id',
    MANAGE_GUESTS,
    guestCommand(deps, 'ChangeGuest', changeGuestSchema, 200, (command, register, context) =>
      changeGuest(command, register, { propertyId: context.propertyId as string }),
    ),
  );
  routes.delete(
    '/guests/:id',
    MANAGE_GUESTS,
    guestCommand(deps, 'RemoveGuest', idParamSchema, 200, (command, register, context) =>
      removeGuests({ ids: [command.id] }, register, { propertyId: context.propertyId as string }),
    ),
  );
};
